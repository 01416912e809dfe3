import { type Interview } from '@talent/contract/interviews';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldMessages } from '../../../../components/ui/field-messages.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useUser } from '../../../../lib/identity.ts';
import {
  useRecordOutcome,
  useRescheduleInterview,
  type OutcomeBody,
} from '../../api/recruiter-interviews.ts';
import { OUTCOME_LABELS } from './labels.ts';
import { recruiterZone, toLocalSlot } from './time.ts';
import { applyServerErrors, SelectField, TextArea, ZoneOptions } from './ui.tsx';

export interface RescheduleValues {
  date: string;
  time: string;
  timezone: string;
}

/** Move the interview: a new date and start time in a chosen zone (the server converts). */
export function RescheduleForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const reschedule = useRescheduleInterview();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RescheduleValues>({
    defaultValues: { ...toLocalSlot(interview.starts_at, zone), timezone: zone },
  });
  const submit = handleSubmit(async (values) => {
    let bad = false;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
      setError('date', { message: 'Give a date.' });
      bad = true;
    }
    if (!/^\d{2}:\d{2}$/.test(values.time)) {
      setError('time', { message: 'Give a time as HH:MM.' });
      bad = true;
    }
    if (bad) return;
    try {
      await reschedule.mutateAsync({
        interviewId: interview.id,
        body: { timezone: values.timezone, slot: { date: values.date, time: values.time } },
      });
      toast.success(`Interview moved. ${interview.talent.name} is told.`);
      onDone();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, (key) => key === 'timezone');
      if (error && mapped) {
        // slot / slot.date / slot.time → under the date field.
        const data = (error as { response?: { data?: { errors?: Record<string, string[]> } } }).response
          ?.data;
        const slotError = Object.entries(data?.errors ?? {}).find(([k]) => k.startsWith('slot'))?.[1]?.[0];
        if (slotError) setError('date', { type: 'server', message: slotError });
      } else {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField label="New start time" type="time" error={errors.time?.message} {...register('time')} />
      </div>
      <SelectField label="Time zone" error={errors.timezone?.message} {...register('timezone')}>
        <ZoneOptions current={zone} />
      </SelectField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Move interview
        </Button>
      </div>
    </form>
  );
}

export interface OutcomeValues {
  outcome: '' | 'passed' | 'not_passed';
  feedback: string;
  private_notes: string;
}

/** Record the outcome: passed / not passed, feedback the candidate reads, notes that stay with the company. */
export function OutcomeForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const record = useRecordOutcome();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OutcomeValues>({ defaultValues: { outcome: '', feedback: '', private_notes: '' } });
  const submit = handleSubmit(async (values) => {
    if (!values.outcome) {
      setError('outcome', { message: 'Choose an outcome.' }, { shouldFocus: true });
      return;
    }
    const body: OutcomeBody = { outcome: values.outcome };
    if (values.feedback.trim()) body.feedback = values.feedback.trim();
    if (values.private_notes.trim()) body.private_notes = values.private_notes.trim();
    try {
      await record.mutateAsync({ interviewId: interview.id, body });
      toast.success(`Outcome recorded. ${interview.talent.name} is told.`);
      onDone();
    } catch (error) {
      if (
        !applyServerErrors(error, setError, (key) => ['outcome', 'feedback', 'private_notes'].includes(key))
      ) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });
  const outcomeErrorId = `${id}-outcome-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.outcome ? outcomeErrorId : undefined}
        aria-invalid={errors.outcome ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Outcome</legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {(['passed', 'not_passed'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-700"
                {...register('outcome')}
              />
              {OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.outcome?.message} errorId={outcomeErrorId} />
      </fieldset>
      <TextArea
        label="Feedback for the candidate (optional)"
        hint="Shared with the candidate: they read it with the completed interview."
        error={errors.feedback?.message}
        maxLength={5000}
        {...register('feedback')}
      />
      <TextArea
        label="Private notes (optional)"
        hint="Stay with your company; the candidate never sees them."
        error={errors.private_notes?.message}
        maxLength={5000}
        {...register('private_notes')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save outcome
        </Button>
      </div>
    </form>
  );
}
