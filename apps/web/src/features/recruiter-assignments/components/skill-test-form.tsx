import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from 'radix-ui';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAssignment } from '../api/create-assignment.ts';
import type { BankTest } from '../api/get-assignment-options.ts';
import { saveDraft } from '../lib/assignment-draft.ts';
import {
  deadlineBounds,
  defaultDeadline,
  skillTestBody,
  skillTestResolver,
  type SkillTestValues,
} from '../lib/assignment-form.ts';
import { applyServerErrors, InputField, SelectInput, TextAreaField } from './fields.tsx';

const FIELDS = ['test_slug', 'pass_mark_percent', 'deadline_at', 'message'];

/** "Skill test": a test from the bank, its pass mark (the bank's unless changed), a deadline and a message. */
export function SkillTestForm({
  applicationId,
  tests,
  zone,
  draftKey,
  initial,
  onSent,
}: {
  applicationId: string;
  tests: BankTest[];
  zone: string;
  draftKey: string;
  initial: SkillTestValues | undefined;
  onSent: () => void;
}) {
  const create = useCreateAssignment(applicationId);
  const resolver = useMemo(() => skillTestResolver(zone), [zone]);
  const bounds = useMemo(() => deadlineBounds(zone), [zone]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    subscribe,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SkillTestValues>({
    resolver,
    defaultValues: initial ?? {
      test_slug: '',
      pass_mark_percent: '',
      deadline_at: defaultDeadline(zone),
      message: '',
    },
  });

  // Every change goes to the draft, so closing the dialog (or switching tabs) loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(draftKey, { skill_test: values as SkillTestValues }),
      }),
    [subscribe, draftKey],
  );

  const slug = useWatch({ control, name: 'test_slug' });
  const chosen = tests.find((t) => t.slug === slug);
  const slugField = register('test_slug', {
    // The pass mark follows the chosen test until the recruiter types their own.
    onChange: (event: { target: { value: string } }) => {
      const test = tests.find((t) => t.slug === event.target.value);
      if (test && !getFieldState('pass_mark_percent').isDirty)
        setValue('pass_mark_percent', String(test.pass_mark_percent), { shouldValidate: true });
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(skillTestBody(values, zone));
      toast.success(`${chosen?.title ?? 'The test'} was sent; the candidate has the link.`);
      onSent();
    } catch (error) {
      if (!applyServerErrors(error, setError, (key) => FIELDS.includes(key)))
        setError('root.server', { message: errorMessage(error) });
    }
  });

  if (tests.length === 0)
    return <p className="py-4 text-sm text-ink-600">The bank has no tests to send yet.</p>;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Send a skill test">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <SelectInput
        label="Test"
        error={errors.test_slug?.message}
        hint={
          chosen
            ? `${chosen.skill.name}: ${chosen.time_limit_minutes} minutes, ${chosen.task_count} tasks. The bank's pass mark is ${chosen.pass_mark_percent}%.`
            : 'Each test shows its time limit and number of tasks.'
        }
        {...slugField}
      >
        <option value="">Choose a test…</option>
        {tests.map((test) => (
          <option key={test.slug} value={test.slug}>
            {test.title} · {test.time_limit_minutes} min · {test.task_count} tasks
          </option>
        ))}
      </SelectInput>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Pass mark (%)"
          type="number"
          inputMode="numeric"
          min={40}
          max={100}
          error={errors.pass_mark_percent?.message}
          hint="At least 40%. The candidate's result is compared with it."
          {...register('pass_mark_percent')}
        />
        <InputField
          label="Deadline"
          type="datetime-local"
          min={bounds.min}
          max={bounds.max}
          error={errors.deadline_at?.message}
          hint={`Your time (${zone.replaceAll('_', ' ')}); from a day to 30 days away.`}
          {...register('deadline_at')}
        />
      </div>
      <TextAreaField
        label={
          <>
            Message to the candidate <span className="font-normal text-ink-500">(optional)</span>
          </>
        }
        maxLength={2000}
        error={errors.message?.message}
        hint="Shown on the test's page with the link."
        {...register('message')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Close</Button>
        </Dialog.Close>
        <Button type="submit" loading={isSubmitting}>
          Send skill test
        </Button>
      </div>
    </form>
  );
}
