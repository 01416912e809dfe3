import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type Education, type Profile } from '@talent/contract/profile';
import { GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { numberOrNull } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ConfirmRemove } from '../confirm-remove.tsx';
import { SectionCard } from '../section-card.tsx';
import { FormFooter, SectionDialog } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ education: true }).required();
type Input = z.input<typeof Schema>['education'][number];

const toInput = ({ school, degree, field, start_year, end_year }: Education): Input => ({
  school,
  degree,
  field,
  start_year,
  end_year,
});

/** Edits entry `index` of the whole list, so the server's `education.1.school` is this form's field name. */
function EducationForm({ profile, index, onDone }: { profile: Profile; index: number; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const list = profile.education.map(toInput);
  const adding = index >= list.length;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: {
      education: adding
        ? [...list, { school: '', degree: '', field: '', start_year: null, end_year: null }]
        : list,
    },
  });
  const e = errors.education?.[index];
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['education'], adding ? 'Education added.' : 'Education saved.'))
      onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="School" error={e?.school?.message} {...register(`education.${index}.school`)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Degree"
          hint="e.g. BSc, MSc, bootcamp"
          error={e?.degree?.message}
          {...register(`education.${index}.degree`)}
        />
        <TextField
          label="Field of study"
          error={e?.field?.message}
          {...register(`education.${index}.field`)}
        />
        <TextField
          label="From (year)"
          type="number"
          inputMode="numeric"
          error={e?.start_year?.message}
          {...register(`education.${index}.start_year`, { setValueAs: numberOrNull })}
        />
        <TextField
          label="To (year)"
          type="number"
          inputMode="numeric"
          hint="Expected year if you are still studying."
          error={e?.end_year?.message}
          {...register(`education.${index}.end_year`, { setValueAs: numberOrNull })}
        />
      </div>
      <FormFooter
        saving={saving}
        error={errors.root?.server?.message ?? errors.education?.message}
        onCancel={onDone}
        saveLabel={adding ? 'Add education' : 'Save'}
      />
    </form>
  );
}

export function EducationSection({ profile }: { profile: Profile }) {
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
