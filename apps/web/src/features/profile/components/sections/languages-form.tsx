import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGE_LEVELS,
  LANGUAGES,
  ProfileUpdateSchema,
  type LanguageCode,
  type Profile,
} from '@talent/contract/profile';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LANGUAGE_LEVEL_LABELS } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ languages: true }).required();
const CODES = (Object.keys(LANGUAGES) as LanguageCode[]).sort((a, b) =>
  LANGUAGES[a].localeCompare(LANGUAGES[b]),
);

export function LanguagesForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { languages: profile.languages },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const chosen = (useWatch({ control, name: 'languages' }) ?? []).map((l) => l.code);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['languages'], 'Languages saved.')) onDone();
  });
  const next = CODES.find((code) => !chosen.includes(code)) ?? 'en';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-ink-500">No languages yet.</p>}
      <ul className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <SelectField
              label={`Language ${i + 1}`}
              error={errors.languages?.[i]?.code?.message}
              {...register(`languages.${i}.code`)}
            >
              {CODES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGES[code]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Level"
              error={errors.languages?.[i]?.level?.message}
              {...register(`languages.${i}.level`)}
            >
              {LANGUAGE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LANGUAGE_LEVEL_LABELS[level]}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              onClick={() => remove(i)}
              className="mb-1 inline-flex items-center justify-center rounded-control p-2.5 text-ink-500 hover:bg-red-50 hover:text-red-700"
              aria-label={`Remove language ${i + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => append({ code: next, level: 'professional' })}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a language
      </button>
      <FormFooter
        saving={saving}
        error={errors.root?.server?.message ?? errors.languages?.message}
        onCancel={onDone}
      />
    </form>
  );
}
