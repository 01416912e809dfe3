import type { Profile } from '@talent/contract/profile';
import { GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ConfirmRemove } from '../confirm-remove.tsx';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';
import { toInput } from './education-entry.ts';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const EducationForm = deferred(() => import('./education-form.tsx').then((module) => module.EducationForm));

export function EducationSection({ profile }: { profile: Profile }) {
  usePreload(EducationForm);
  const [editing, setEditing] = useState<number | null>(null);
  const { quickSave } = useSaveSection();
  return (
    <>
      <SectionCard
        id="education"
        title="Education"
        Icon={GraduationCap}
        empty={profile.education.length === 0}
        emptyText="Degrees, courses and bootcamps. Optional, but some roles ask for them."
        action={
          <button
            type="button"
            onClick={() => setEditing(profile.education.length)}
            className="inline-flex items-center gap-1.5 rounded-control px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add education
          </button>
        }
      >
        <ul className="space-y-3">
          {profile.education.map((item, index) => (
            <li key={item.id} className="flex gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">{item.school}</p>
                <p className="text-sm text-ink-700">{[item.degree, item.field].filter(Boolean).join(', ')}</p>
                {(item.start_year || item.end_year) && (
                  <p className="text-xs text-ink-500">
                    {[item.start_year, item.end_year].filter((y) => y !== null).join(' – ')}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 items-start gap-1">
                <button
                  type="button"
                  onClick={() => setEditing(index)}
                  className="rounded-control p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                  aria-label={`Edit ${item.school}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <ConfirmRemove
                  what={item.school}
                  Icon={Trash2}
                  onConfirm={() =>
                    quickSave(
                      { education: profile.education.filter((x) => x.id !== item.id).map(toInput) },
                      'Education removed.',
                    )
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing !== null && editing >= profile.education.length ? 'Add education' : 'Edit education'}
      >
        {editing !== null && (
          <EducationForm profile={profile} index={editing} onDone={() => setEditing(null)} />
        )}
      </SectionDialog>
    </>
  );
}
