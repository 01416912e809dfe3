import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONBOARDING_STEP_SCHEMAS,
  PROFILE_LIMITS,
  type Onboarding,
  type Profile,
  type ResumeDraft,
} from '@talent/contract/profile';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSaveStep } from '../api/save-step.ts';
import { listFields } from '../lib/steps.ts';
import { EducationFields } from './education-fields.tsx';
import { StepShell, type StepNavigation } from './step-shell.tsx';

const Schema = ONBOARDING_STEP_SCHEMAS.experience;
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
export type ExperienceDraft = Input;
const KEYS = ['company', 'title', 'start_month', 'end_month', 'location', 'description'] as const;
const EDUCATION_KEYS = ['school', 'degree', 'field', 'start_year', 'end_year'] as const;

const contractResolver = zodResolver(Schema);
/** The contract's checks; an empty month gets an instruction rather than the format it should have. */
const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const rows = result.errors.experience;
  values.experience?.forEach((entry, index) => {
    const row = rows?.[index];
    if (row?.start_month && !entry.start_month) row.start_month.message = 'Enter the month you started.';
    if (row?.end_month && entry.end_month === '')
      row.end_month.message = 'Enter the month you left, or tick “I work here now”.';
  });
  return result;
};

const EMPTY = { company: '', title: '', start_month: '', end_month: null, location: '', description: '' };

export function experienceValues(profile: Profile): Input {
  return {
    experience: profile.experience.map(
      ({ company, title, start_month, end_month, location, description }) => ({
        company,
        title,
        start_month,
        end_month,
        location,
        description,
      }),
    ),
    education: profile.education.map(({ school, degree, field, start_year, end_year }) => ({
      school,
      degree,
      field,
      start_year,
      end_year,
    })),
  };
}

/** The saved lists; an empty one opens with what the resume gave, for the candidate to check and edit. */
function initialValues(
  profile: Profile,
  fromResume: ResumeDraft | null,
): { values: Input; prefilled: boolean } {
  const saved = experienceValues(profile);
  const experience = saved.experience.length ? saved.experience : (fromResume?.experience ?? []);
  const education = saved.education?.length ? saved.education : (fromResume?.education ?? []);
  return {
    values: { experience, education },
    prefilled: experience !== saved.experience || education !== saved.education,
  };
}

export function ExperienceStep({
  profile,
  fromResume = null,
  draft,
  onDraft,
  onSaved,
  nav,
}: {
  profile: Profile;
  /** What reading the resume found, to open with when nothing is saved yet. */
  fromResume?: ResumeDraft | null;
  draft: Input | undefined;
  onDraft: (values: Input) => void;
  onSaved: (onboarding: Onboarding) => void;
  nav: StepNavigation;
}) {
  const save = useSaveStep('experience');
  const fromProfile = initialValues(profile, fromResume);
  const initial = draft ?? fromProfile.values;
  const prefilled = !draft && fromProfile.prefilled;
  const form = useForm<Input, unknown, Output>({
    resolver,
    // A first visit opens one empty position to fill in; an empty list is fine to save (or skip).
    defaultValues: initial.experience?.length ? initial : { ...initial, experience: [EMPTY] },
  });
  const entries = useFieldArray({ control: form.control, name: 'experience' });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control, name: 'experience' }) ?? [];

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      onSaved(await save.mutateAsync(data));
    } catch (error) {
      const fields = [
        ...listFields('experience', data.experience.length, KEYS),
        ...listFields('education', data.education?.length ?? 0, EDUCATION_KEYS),
      ];
      if (!applyValidationErrors(error, form.setError, fields)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <StepShell
      title="Your experience"
      description="Your recent positions, newest first, and your studies. You can skip this and add them to your profile later."
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={errors.root?.server?.message ?? errors.experience?.message}
      nav={{ ...nav, onBack: nav.onBack && (() => (onDraft(form.getValues()), nav.onBack?.())) }}
    >
      {prefilled && (
        <Alert tone="info">
          We filled this in from your resume. Check each entry and correct it before you continue.
        </Alert>
      )}
      {entries.fields.length === 0 && (
        <p className="rounded-control border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-600">
          No positions added. Add one, or continue without.
        </p>
      )}
      {entries.fields.map((field, index) => {
        const rowErrors = errors.experience?.[index];
        const current = values[index]?.end_month === null;
        const name = values[index]?.title || values[index]?.company || `Position ${index + 1}`;
        return (
          <fieldset key={field.id} className="rounded-control border border-ink-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink-900">{name}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Title"
                error={rowErrors?.title?.message}
                {...form.register(`experience.${index}.title`)}
              />
              <TextField
                label="Company"
                error={rowErrors?.company?.message}
                {...form.register(`experience.${index}.company`)}
              />
              <TextField
                type="month"
                label="Start month"
                hint="YYYY-MM"
                placeholder="2021-03"
                error={rowErrors?.start_month?.message}
                {...form.register(`experience.${index}.start_month`)}
              />
              <div>
                {!current && (
                  <TextField
                    type="month"
                    label="End month"
                    hint="YYYY-MM"
                    placeholder="2024-06"
                    error={rowErrors?.end_month?.message}
                    {...form.register(`experience.${index}.end_month`)}
                  />
                )}
                <label className="mt-2 flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    checked={current}
                    onChange={(event) =>
                      form.setValue(`experience.${index}.end_month`, event.target.checked ? null : '', {
                        shouldDirty: true,
                      })
                    }
                    className="size-4 accent-brand-700"
                  />
                  I work here now
                </label>
              </div>
              <TextField
                label="Location (optional)"
                className="sm:col-span-2"
                error={rowErrors?.location?.message}
                {...form.register(`experience.${index}.location`)}
              />
              <div className="sm:col-span-2">
                <label
                  htmlFor={`experience-${index}-description`}
                  className="block text-sm font-medium text-ink-800"
                >
                  What you did (optional)
                </label>
                <textarea
                  id={`experience-${index}-description`}
                  rows={3}
                  aria-invalid={rowErrors?.description ? true : undefined}
                  className="mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-brand-600"
                  {...form.register(`experience.${index}.description`)}
                />
                {rowErrors?.description && (
                  <p className="mt-1.5 text-sm text-red-700">{rowErrors.description.message}</p>
                )}
              </div>
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
      {entries.fields.length < PROFILE_LIMITS.experience && (
        <Button variant="secondary" onClick={() => entries.append(EMPTY)}>
          <Plus aria-hidden="true" className="size-4" />
          Add {entries.fields.length ? 'another' : 'a'} position
        </Button>
      )}
      <EducationFields form={form} />
    </StepShell>
  );
}
