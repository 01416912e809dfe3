import { zodResolver } from '@hookform/resolvers/zod';
import { SENIORITIES } from '@talent/contract/jobs';
import { z as zod } from 'zod';
import { ONBOARDING_STEP_SCHEMAS, type Onboarding, type Profile } from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SENIORITY_LABELS } from '../../../components/jobs/format.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSaveStep } from '../api/save-step.ts';
import { ChoiceGroup, choiceCard, StepShell, type StepNavigation } from './step-shell.tsx';

// The contract's enum message is generic; an unchosen radio group reads better as an instruction.
const Schema = ONBOARDING_STEP_SCHEMAS.role.extend({
  seniority: zod.enum(SENIORITIES, { error: 'Choose your seniority.' }),
});
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
const FIELDS = ['desired_role', 'seniority', 'headline'] as const;

export function roleValues(profile: Profile): Partial<Input> {
  return {
    desired_role: profile.desired_role,
    ...(profile.seniority ? { seniority: profile.seniority } : {}),
    headline: profile.headline,
  };
}

export function RoleStep({
  profile,
  draft,
  onDraft,
  onSaved,
  nav,
}: {
  profile: Profile;
  draft: Partial<Input> | undefined;
  onDraft: (values: Partial<Input>) => void;
  onSaved: (onboarding: Onboarding) => void;
  nav: StepNavigation;
}) {
  const save = useSaveStep('role');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: draft ?? roleValues(profile),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      if (!applyValidationErrors(error, form.setError, FIELDS)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <StepShell
      title="What role are you after?"
      description="We match you to jobs by role and seniority first."
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={errors.root?.server?.message}
      nav={{ ...nav, onBack: nav.onBack && (() => (onDraft(form.getValues()), nav.onBack?.())) }}
    >
      <TextField
        label="Role"
        hint="For example: Backend engineer, Product designer, Data analyst."
        autoComplete="organization-title"
        error={errors.desired_role?.message}
        {...form.register('desired_role')}
      />
      <ChoiceGroup legend="Seniority" error={errors.seniority?.message} errorId="seniority-error">
        {SENIORITIES.map((level) => (
          <label key={level} className={choiceCard}>
            <input
              type="radio"
              value={level}
              aria-invalid={errors.seniority ? true : undefined}
              className="size-4 accent-brand-700"
              {...form.register('seniority')}
            />
            {SENIORITY_LABELS[level]}
          </label>
        ))}
      </ChoiceGroup>
      <TextField
        label="Headline (optional)"
        hint="One line recruiters see under your name, e.g. “Backend engineer · Go, Postgres, 8 years”."
        error={errors.headline?.message}
        {...form.register('headline')}
      />
    </StepShell>
  );
}
