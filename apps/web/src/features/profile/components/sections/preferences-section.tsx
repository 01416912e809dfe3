import { type Profile } from '@talent/contract/profile';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../../components/jobs/format.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const PreferencesForm = deferred(() =>
  import('./preferences-form.tsx').then((module) => module.PreferencesForm),
);

export function PreferencesSection({ profile }: { profile: Profile }) {
  usePreload(PreferencesForm);
  const [open, setOpen] = useState(false);
  const chips = [
    ...profile.work_modes.map((m) => WORK_MODE_LABELS[m]),
    ...profile.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]),
  ];
  return (
    <>
      <SectionCard
        id="preferences"
        title="Work preferences"
        Icon={Briefcase}
        empty={chips.length === 0}
        emptyText="Remote, hybrid or on-site? Full-time or contract? Your matches follow what you choose."
        onEdit={() => setOpen(true)}
        editLabel="work preferences"
      >
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
              {chip}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Work preferences">
        <PreferencesForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
