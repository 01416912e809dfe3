import { type Profile } from '@talent/contract/profile';
import { Plane } from 'lucide-react';
import { useState } from 'react';
import { countryName } from '../../../../components/jobs/format.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const WorkAuthorizationForm = deferred(() =>
  import('./work-authorization-form.tsx').then((module) => module.WorkAuthorizationForm),
);

export function WorkAuthorizationSection({ profile }: { profile: Profile }) {
  usePreload(WorkAuthorizationForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="work-authorization"
        title="Work authorisation"
        Icon={Plane}
        empty={profile.work_authorization.length === 0}
        emptyText="Which countries can you work in without sponsorship? Jobs that need it will say whether you are eligible."
        onEdit={() => setOpen(true)}
        editLabel="work authorisation"
      >
        <ul className="flex flex-wrap gap-2">
          {profile.work_authorization.map((code) => (
            <li key={code} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
              {countryName(code)}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Work authorisation">
        <WorkAuthorizationForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
