import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type Experience, type Profile } from '@talent/contract/profile';
import { BriefcaseBusiness, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { monthLabel } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ConfirmRemove } from '../confirm-remove.tsx';
import { TextAreaField } from '../form-controls.tsx';
import { SectionCard } from '../section-card.tsx';
import { FormFooter, SectionDialog } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ experience: true }).required();
type Input = z.input<typeof Schema>['experience'][number];

const toInput = ({ company, title, start_month, end_month, location, description }: Experience): Input => ({
  company,
  title,
  start_month,
  end_month,
  location,
  description,
});

/** Newest first, the way a CV reads. */
function sorted(list: Experience[]): Experience[] {
  return [...list].sort(
    (a, b) =>
      (b.end_month ?? '9999').localeCompare(a.end_month ?? '9999') ||
      b.start_month.localeCompare(a.start_month),
  );
}

/**
 * Edits entry `index` of the whole list (a new one at the end when adding) and sends the list: the server's
 * 422 paths (`experience.2.title`) are this form's own field names.
 */
function ExperienceForm({ profile, index, onDone }: { profile: Profile; index: number; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const list = profile.experience.map(toInput);
  const adding = index >= list.length;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: {
      experience: adding
        ? [
            ...list,
            { company: '', title: '', start_month: '', end_month: null, location: '', description: '' },
          ]
        : list,
    },
  });
  const [current, setCurrent] = useState(() => (adding ? false : list[index]?.end_month === null));
  const e = errors.experience?.[index];
  const onSubmit = handleSubmit(async (values) => {
    if (!current && !values.experience[index]?.end_month) {
      setError(`experience.${index}.end_month`, {
        message: 'Enter the month you left, or tick “I still work here”.',
      });
      return;
    }
    if (await save(values, setError, ['experience'], adding ? 'Position added.' : 'Position saved.'))
      onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          autoComplete="organization-title"
          error={e?.title?.message}
          {...register(`experience.${index}.title`)}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          error={e?.company?.message}
          {...register(`experience.${index}.company`)}
        />
        <TextField
          label="Started"
          type="month"
          placeholder="YYYY-MM"
          error={e?.start_month?.message}
          {...register(`experience.${index}.start_month`)}
        />
        <TextField
          label="Ended"
          type="month"
          placeholder="YYYY-MM"
          disabled={current}
          error={e?.end_month?.message}
          {...register(`experience.${index}.end_month`, { setValueAs: (v: string) => (v ? v : null) })}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={current}
          onChange={(event) => {
            setCurrent(event.target.checked);
            if (event.target.checked) setValue(`experience.${index}.end_month`, null);
          }}
          className="size-4 accent-brand-700"
        />
        I still work here
      </label>
      <TextField
        label="Location"
        hint="City, or “Remote”."
        error={e?.location?.message}
        {...register(`experience.${index}.location`)}
      />
      <TextAreaField
        label="What you did"
        rows={5}
        hint="Results and scope read best: “Cut checkout latency by 40% for 2M users”."
        error={e?.description?.message}
        {...register(`experience.${index}.description`)}
      />
      <FormFooter
        saving={saving}
        error={errors.root?.server?.message ?? errors.experience?.message}
        onCancel={onDone}
        saveLabel={adding ? 'Add position' : 'Save'}
      />
    </form>
  );
}

export function ExperienceSection({ profile }: { profile: Profile }) {
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
