import { LANGUAGES, type Profile } from '@talent/contract/profile';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGE_LEVEL_LABELS } from '../../lib/labels.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const LanguagesForm = deferred(() => import('./languages-form.tsx').then((module) => module.LanguagesForm));

export function LanguagesSection({ profile }: { profile: Profile }) {
  usePreload(LanguagesForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="languages"
        title="Languages"
        Icon={Languages}
        empty={profile.languages.length === 0}
        emptyText="Which languages do you work in? Many remote teams ask for professional English."
        onEdit={() => setOpen(true)}
        editLabel="languages"
      >
        <ul className="flex flex-wrap gap-2">
          {profile.languages.map((l) => (
            <li key={l.code} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
              <span className="font-medium">{LANGUAGES[l.code]}</span> · {LANGUAGE_LEVEL_LABELS[l.level]}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Languages">
        <LanguagesForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
