import { PROFILE_LIMITS, type ONBOARDING_STEP_SCHEMAS } from '@talent/contract/profile';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type Input = z.input<typeof ONBOARDING_STEP_SCHEMAS.experience>;
type Output = z.output<typeof ONBOARDING_STEP_SCHEMAS.experience>;

export const EMPTY_EDUCATION = { school: '', degree: '', field: '', start_year: null, end_year: null };

const yearOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The experience step's studies: school, degree, field and years, each entry editable and removable. */
export function EducationFields({ form }: { form: UseFormReturn<Input, unknown, Output> }) {
  const entries = useFieldArray({ control: form.control, name: 'education' });
  const values = useWatch({ control: form.control, name: 'education' }) ?? [];
  const errors = form.formState.errors.education;
  return (
    <section aria-labelledby="education-heading" className="space-y-4">
      <h3 id="education-heading" className="font-semibold text-ink-900">
        Education
      </h3>
      {entries.fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const name = values[index]?.school || `Education ${index + 1}`;
        return (
          <fieldset key={field.id} className="rounded-control border border-ink-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink-900">{name}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="School"
                className="sm:col-span-2"
                error={rowErrors?.school?.message}
                {...form.register(`education.${index}.school`)}
              />
              <TextField
                label="Degree (optional)"
                error={rowErrors?.degree?.message}
                {...form.register(`education.${index}.degree`)}
              />
              <TextField
                label="Field of study (optional)"
                error={rowErrors?.field?.message}
                {...form.register(`education.${index}.field`)}
              />
              <TextField
                type="number"
                inputMode="numeric"
                label="Start year (optional)"
                error={rowErrors?.start_year?.message}
                {...form.register(`education.${index}.start_year`, { setValueAs: yearOrNull })}
              />
              <TextField
                type="number"
                inputMode="numeric"
                label="End year (optional)"
                error={rowErrors?.end_year?.message}
                {...form.register(`education.${index}.end_year`, { setValueAs: yearOrNull })}
              />
            </div>
            <div className="mt-3 flex justify-end">
              <Button variant="ghost" onClick={() => entries.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> {name}</span>
              </Button>
            </div>
          </fieldset>
        );
      })}
      {entries.fields.length < PROFILE_LIMITS.education && (
        <Button variant="secondary" onClick={() => entries.append(EMPTY_EDUCATION)}>
          <Plus aria-hidden="true" className="size-4" />
          {entries.fields.length ? 'Add more education' : 'Add education'}
        </Button>
      )}
    </section>
  );
}
