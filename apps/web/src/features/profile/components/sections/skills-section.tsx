import { type Profile } from '@talent/contract/profile';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { SKILL_LEVEL_LABELS } from '../../lib/labels.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const SkillsForm = deferred(() => import('./skills-form.tsx').then((module) => module.SkillsForm));

export function SkillsSection({ profile }: { profile: Profile }) {
  usePreload(SkillsForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="skills"
        title="Skills"
        Icon={Sparkles}
        empty={profile.skills.length === 0}
        emptyText="Add the skills you use at work, with your level and years: they drive your match score on every job."
        onEdit={() => setOpen(true)}
        editLabel="skills"
      >
        <ul className="flex flex-wrap gap-2">
          {profile.skills.map((skill) => (
            <li
              key={skill.slug}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900"
            >
              <span className="font-medium">{skill.name}</span>
              {(skill.level || skill.years !== null) && (
                <span className="text-xs text-brand-800">
                  {[
                    skill.level ? SKILL_LEVEL_LABELS[skill.level] : null,
                    skill.years !== null ? `${skill.years} yr${skill.years === 1 ? '' : 's'}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Skills" wide>
        <SkillsForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
