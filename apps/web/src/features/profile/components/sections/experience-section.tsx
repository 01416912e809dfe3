import { type Experience, type Profile } from '@talent/contract/profile';
import { BriefcaseBusiness, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { monthLabel } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ConfirmRemove } from '../confirm-remove.tsx';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';
import { toInput } from './experience-entry.ts';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const ExperienceForm = deferred(() =>
  import('./experience-form.tsx').then((module) => module.ExperienceForm),
);

/** Newest first, the way a CV reads. */
function sorted(list: Experience[]): Experience[] {
  return [...list].sort(
    (a, b) =>
      (b.end_month ?? '9999').localeCompare(a.end_month ?? '9999') ||
      b.start_month.localeCompare(a.start_month),
  );
}

export function ExperienceSection({ profile }: { profile: Profile }) {
  usePreload(ExperienceForm);
  const [editing, setEditing] = useState<number | null>(null);
  const { quickSave } = useSaveSection();
  const remove = async (id: string) => {
    const rest = profile.experience.filter((x) => x.id !== id).map(toInput);
    return quickSave({ experience: rest }, 'Position removed.');
  };
  return (
    <>
      <SectionCard
        id="experience"
        title="Experience"
        Icon={BriefcaseBusiness}
        empty={profile.experience.length === 0}
        emptyText="Add the places you have worked: titles and years count towards your match on senior roles."
        action={
          <button
            type="button"
            onClick={() => setEditing(profile.experience.length)}
            className="inline-flex items-center gap-1.5 rounded-control px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add position
          </button>
        }
      >
        <ol className="space-y-4">
          {sorted(profile.experience).map((item) => {
            const index = profile.experience.indexOf(item);
            return (
              <li key={item.id} className="flex gap-3 border-l-2 border-brand-200 pl-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">{item.title}</p>
                  <p className="text-sm text-ink-700">
                    {item.company}
                    {item.location && <span className="text-ink-500"> · {item.location}</span>}
                  </p>
                  <p className="text-xs text-ink-500">
                    {monthLabel(item.start_month)} – {monthLabel(item.end_month)}
                  </p>
                  {item.description && (
                    <p className="mt-1.5 text-sm whitespace-pre-line text-ink-700">{item.description}</p>
                  )}
                </div>
                <div className="flex shrink-0 items-start gap-1">
                  <button
                    type="button"
                    onClick={() => setEditing(index)}
                    className="rounded-control p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                    aria-label={`Edit ${item.title} at ${item.company}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <ConfirmRemove
                    what={`${item.title} at ${item.company}`}
                    onConfirm={() => remove(item.id)}
                    Icon={Trash2}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </SectionCard>
      <SectionDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing !== null && editing >= profile.experience.length ? 'Add a position' : 'Edit position'}
        wide
      >
        {editing !== null && (
          <ExperienceForm profile={profile} index={editing} onDone={() => setEditing(null)} />
        )}
      </SectionDialog>
    </>
  );
}
