import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONBOARDING_STEP_SCHEMAS,
  PROFILE_LIMITS,
  SKILL_LEVELS,
  type Onboarding,
  type Profile,
} from '@talent/contract/profile';
import { X } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSaveStep } from '../api/save-step.ts';
import { listFields, SKILL_LEVEL_LABELS } from '../lib/steps.ts';
import { SkillPicker } from './skill-picker.tsx';
import { selectClasses, StepShell, type StepNavigation } from './step-shell.tsx';

// The form keeps each skill's name for display; it is dropped before sending. Limits and messages as the contract.
const Schema = z.object({
  skills: z
    .array(ONBOARDING_STEP_SCHEMAS.skills.shape.skills.element.extend({ name: z.string() }))
    .min(1, 'Add at least one skill.')
    .max(PROFILE_LIMITS.skills, `Add at most ${PROFILE_LIMITS.skills} skills.`),
});
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
export type SkillsDraft = Input;

export function skillsValues(profile: Profile): Input {
  return { skills: profile.skills.map(({ slug, name, level, years }) => ({ slug, name, level, years })) };
}

export function SkillsStep({
  profile,
  draft,
  onDraft,
  onSaved,
  nav,
}: {
  profile: Profile;
  draft: Input | undefined;
  onDraft: (values: Input) => void;
  onSaved: (onboarding: Onboarding) => void;
  nav: StepNavigation;
}) {
  const save = useSaveStep('skills');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: draft ?? skillsValues(profile),
  });
  const skills = useFieldArray({ control: form.control, name: 'skills' });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'skills' }).map((skill) => skill.slug);
  const listError = errors.skills?.message ?? errors.skills?.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(
        await save.mutateAsync({
          skills: values.skills.map(({ slug, level, years }) => ({ slug, level, years })),
        }),
      );
    } catch (error) {
      const fields = listFields('skills', values.skills.length, ['slug', 'level', 'years']);
      if (!applyValidationErrors(error, form.setError, fields)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <StepShell
      title="Your skills"
      description="Add the skills you want to be hired for. Level and years help us rank your matches."
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={errors.root?.server?.message}
      nav={{ ...nav, onBack: nav.onBack && (() => (onDraft(form.getValues()), nav.onBack?.())) }}
    >
      <div>
        <SkillPicker
          chosen={chosen}
          invalid={Boolean(listError)}
          describedBy={listError ? 'skills-error' : 'skills-hint'}
          onPick={(skill) => {
            if (skills.fields.length >= PROFILE_LIMITS.skills) return;
            skills.append({ slug: skill.slug, name: skill.name, level: null, years: null });
            form.clearErrors('skills');
          }}
        />
        <p id="skills-hint" className="mt-1.5 text-xs text-ink-500">
          Up to {PROFILE_LIMITS.skills} skills. At least one is needed to match you to jobs.
        </p>
        {listError && (
          <p id="skills-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {listError}
          </p>
        )}
      </div>

      {skills.fields.length === 0 ? (
        <p className="rounded-control border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-600">
          No skills yet. Search above and pick from the list.
        </p>
      ) : (
        <ul
          aria-label="Your skills"
          className="divide-y divide-ink-100 rounded-control border border-ink-200"
        >
          {skills.fields.map((field, index) => {
            const rowErrors = errors.skills?.[index];
            return (
              <li key={field.id} className="relative flex flex-wrap items-end gap-3 px-3.5 py-3">
                <span className="min-w-32 flex-1 basis-full self-center pr-10 font-medium text-ink-900 sm:basis-auto sm:pr-0">
                  {field.name}
                </span>
                <div className="w-40">
                  <label htmlFor={`skill-level-${index}`} className="block text-xs font-medium text-ink-700">
                    Level<span className="sr-only"> in {field.name}</span>
                  </label>
                  <select
                    id={`skill-level-${index}`}
                    aria-invalid={rowErrors?.level ? true : undefined}
                    className={selectClasses(Boolean(rowErrors?.level))}
                    {...form.register(`skills.${index}.level`, {
                      setValueAs: (value: string | null) => (value ? value : null),
                    })}
                  >
                    <option value="">Not set</option>
                    {SKILL_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {SKILL_LEVEL_LABELS[level]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="w-24">
                  <label htmlFor={`skill-years-${index}`} className="block text-xs font-medium text-ink-700">
                    Years<span className="sr-only"> with {field.name}</span>
                  </label>
                  <input
                    id={`skill-years-${index}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={50}
                    aria-invalid={rowErrors?.years ? true : undefined}
                    aria-describedby={rowErrors?.years ? `skill-years-${index}-error` : undefined}
                    className={selectClasses(Boolean(rowErrors?.years))}
                    {...form.register(`skills.${index}.years`, {
                      setValueAs: (value: unknown) =>
                        value === '' || value === null || value === undefined ? null : Number(value),
                    })}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => skills.remove(index)}
                  aria-label={`Remove ${field.name}`}
                  className="absolute top-1.5 right-2 rounded-md p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900 sm:static sm:mb-1"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                {(rowErrors?.years ?? rowErrors?.level ?? rowErrors?.slug) && (
                  <p id={`skill-years-${index}-error`} className="w-full text-sm text-red-700">
                    {(rowErrors.years ?? rowErrors.level ?? rowErrors.slug)?.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </StepShell>
  );
}
