import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, SKILL_LEVELS, type Profile } from '@talent/contract/profile';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { numberOrNull, SKILL_LEVEL_LABELS } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';
import { SkillSearch } from '../skill-search.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';

const Schema = ProfileUpdateSchema.pick({ skills: true }).required();

export function SkillsForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(profile.skills.map((s) => [s.slug, s.name])),
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { skills: profile.skills.map(({ slug, level, years }) => ({ slug, level, years })) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'skills' });
  const slugs = (useWatch({ control, name: 'skills' }) ?? []).map((s) => s.slug);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['skills'], 'Skills saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SkillSearch
        exclude={slugs}
        onPick={(skill) => {
          setNames((n) => ({ ...n, [skill.slug]: skill.name }));
          append({ slug: skill.slug, level: null, years: null });
        }}
      />
      {errors.skills?.message && <p className="text-sm text-red-700">{errors.skills.message}</p>}
      {fields.length === 0 ? (
        <p className="text-sm text-ink-500">No skills yet. Search above and add the ones you use at work.</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-control border border-ink-200">
          {fields.map((field, i) => {
            const name = names[field.slug] ?? field.slug;
            const rowErrors = errors.skills?.[i];
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-end gap-3 p-3 sm:grid-cols-[1fr_9rem_6rem_auto]"
              >
                <div className="col-span-3 self-center sm:col-span-1">
                  <p className="font-medium text-ink-900">{name}</p>
                  {rowErrors?.slug?.message && (
                    <p className="text-sm text-red-700">{rowErrors.slug.message}</p>
                  )}
                </div>
                <SelectField
                  label="Level"
                  aria-label={`Level in ${name}`}
                  error={rowErrors?.level?.message}
                  {...register(`skills.${i}.level`, { setValueAs: (v: string) => (v ? v : null) })}
                >
                  <option value="">Not said</option>
                  {SKILL_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {SKILL_LEVEL_LABELS[level]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="Years"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={50}
                  aria-label={`Years of ${name}`}
                  error={rowErrors?.years?.message}
                  {...register(`skills.${i}.years`, { setValueAs: numberOrNull })}
                />
                <button
                  type="button"
                  onClick={() => remove(i)}
                  className="mb-1 inline-flex items-center justify-center rounded-control p-2.5 text-ink-500 hover:bg-red-50 hover:text-red-700"
                  aria-label={`Remove ${name}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
