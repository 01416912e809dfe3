import { INTERVIEW_TYPE_LABELS, type Interview } from '@talent/contract/interviews';
import { CalendarPlus, ExternalLink, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { JobDescription } from '../../../../components/jobs/job-description.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldMessages } from '../../../../components/ui/field-messages.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useUser } from '../../../../lib/identity.ts';
import {
  useCancelInterview,
  useDeclineReschedule,
  useRecordOutcome,
  useRescheduleInterview,
  type OutcomeBody,
} from '../../api/recruiter-interviews.ts';
import { INTERVIEW_STATUS_LABELS, OUTCOME_LABELS } from './labels.ts';
import { recruiterZone, timeIn, toLocalSlot } from './time.ts';
import { applyServerErrors, NoteForm, SelectField, TextArea, ZoneOptions } from './ui.tsx';
import { DialogShell } from '../../../../components/ui/dialog-shell.tsx';

interface RescheduleValues {
  date: string;
  time: string;
  timezone: string;
}

/** Move the interview: a new date and start time in a chosen zone (the server converts). */
function RescheduleForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
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

interface OutcomeValues {
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

/** The candidate asked to move it: pick one of their times (sent as local date + time in a zone) or decline. */
function RescheduleRequest({ interview, zone }: { interview: Interview; zone: string }) {
  const reschedule = useRescheduleInterview();
  const decline = useDeclineReschedule();
  const [sending, setSending] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [answerZone, setAnswerZone] = useState(zone);
  const zoneId = useId();
  const request = interview.reschedule;
  if (!request || request.requested_by !== 'talent') return null;

  const pick = async (startsAt: string) => {
    setSending(startsAt);
    try {
      await reschedule.mutateAsync({
        interviewId: interview.id,
        body: { timezone: answerZone, slot: toLocalSlot(startsAt, answerZone) },
      });
      toast.success(`Interview moved to ${timeIn(startsAt, zone)}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not move the interview. Please try again.'));
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="mt-4 rounded-control border border-amber-200 bg-amber-50 p-3">
      <h4 className="text-sm font-semibold text-ink-900">{interview.talent.name} asked to reschedule</h4>
      {request.note && <p className="mt-1 text-sm whitespace-pre-line text-ink-700">“{request.note}”</p>}
      <div className="mt-2 max-w-sm">
        <label htmlFor={zoneId} className="block text-xs font-medium text-ink-700">
          Answer in time zone
        </label>
        <select
          id={zoneId}
          value={answerZone}
          onChange={(event) => setAnswerZone(event.target.value)}
          className="mt-1 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm"
        >
          <ZoneOptions current={zone} />
        </select>
      </div>
      <ul className="mt-2 space-y-2 text-sm">
        {request.slots.map((slot) => (
          <li key={slot.starts_at} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-medium text-ink-900">{timeIn(slot.starts_at, answerZone)}</span>
              <span className="block text-xs text-ink-500">
                {timeIn(slot.starts_at, interview.talent_timezone)} for the candidate (
                {interview.talent_timezone})
              </span>
            </span>
            <Button
              variant="secondary"
              loading={sending === slot.starts_at}
              disabled={sending !== null && sending !== slot.starts_at}
              onClick={() => void pick(slot.starts_at)}
            >
              Move to this time <span className="sr-only">{timeIn(slot.starts_at, answerZone)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <DialogShell
        open={declining}
        onOpenChange={setDeclining}
        title="Keep the current time?"
        description={`${interview.talent.name} is told the interview stays at ${timeIn(interview.starts_at, interview.talent_timezone)} their time.`}
        trigger={
          <Button variant="ghost" className="mt-2">
            Decline the request
          </Button>
        }
      >
        <NoteForm
          label="A note for the candidate (optional)"
          required={false}
          submitLabel="Keep the current time"
          onSubmit={async (note) => {
            await decline.mutateAsync({ interviewId: interview.id, ...(note ? { note } : {}) });
            toast.success('Reschedule request declined.');
          }}
          onDone={() => setDeclining(false)}
        />
      </DialogShell>
    </div>
  );
}

/** One interview on the applicant page: when (both zones), how to join, calendar, and the recruiter's actions. */
export function ConsoleInterviewCard({ interview }: { interview: Interview }) {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const cancel = useCancelInterview();
  const [dialog, setDialog] = useState<null | 'reschedule' | 'outcome' | 'cancel'>(null);
  const headingId = `interview-${interview.id}`;
  const scheduled = interview.status === 'scheduled';
  const setOpen = (which: 'reschedule' | 'outcome' | 'cancel') => (open: boolean) =>
    setDialog(open ? which : null);

  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        {INTERVIEW_TYPE_LABELS[interview.type]} interview · {INTERVIEW_STATUS_LABELS[interview.status]}
      </h3>
      <p className="mt-1 text-sm text-ink-800">
        <span className="font-medium">{timeIn(interview.starts_at, zone)}</span> ({zone}) ·{' '}
        {interview.duration_minutes} min
      </p>
      {interview.talent_timezone !== zone && (
        <p className="text-xs text-ink-500">
          {timeIn(interview.starts_at, interview.talent_timezone)} for {interview.talent.name} (
          {interview.talent_timezone})
        </p>
      )}
      {interview.interviewers.length > 0 && (
        <p className="mt-1 text-sm text-ink-600">
          With {interview.interviewers.map((i) => (i.title ? `${i.name} (${i.title})` : i.name)).join(', ')}
        </p>
      )}
      {interview.location && <p className="mt-1 text-sm text-ink-600">{interview.location}</p>}
      {scheduled && (
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {interview.join_url && (
            <a
              href={interview.join_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            >
              <Video aria-hidden="true" className="size-4" /> Join the call
            </a>
          )}
          <a
            href={interview.calendar.ics_url}
            download
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <CalendarPlus aria-hidden="true" className="size-4" /> Download .ics
          </a>
          <a
            href={interview.calendar.google_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Google Calendar
          </a>
          <a
            href={interview.calendar.outlook_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Outlook
          </a>
        </div>
      )}
      {interview.agenda && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-ink-800">Agenda and preparation</summary>
          <JobDescription markdown={interview.agenda} />
          {interview.prep_notes && <JobDescription markdown={interview.prep_notes} />}
        </details>
      )}
      {interview.status === 'completed' && interview.outcome && (
        <div className="mt-3 text-sm">
          <p>
            Outcome: <span className="font-semibold">{OUTCOME_LABELS[interview.outcome]}</span>
          </p>
          {interview.feedback && (
            <p className="mt-1 whitespace-pre-line text-ink-700">Feedback shared: “{interview.feedback}”</p>
          )}
        </div>
      )}
      {interview.status === 'cancelled' && (
        <p className="mt-3 text-sm text-ink-700">
          Cancelled
          {interview.cancelled_by
            ? ` by the ${interview.cancelled_by === 'talent' ? 'candidate' : interview.cancelled_by}`
            : ''}
          {interview.cancel_reason ? `: “${interview.cancel_reason}”` : '.'}
        </p>
      )}
      {scheduled && <RescheduleRequest interview={interview} zone={zone} />}
      {scheduled && (
        <div className="mt-4 flex flex-wrap gap-2">
          <DialogShell
            open={dialog === 'outcome'}
            onOpenChange={setOpen('outcome')}
            width="2xl"
            title="Record the outcome"
            description={`${interview.talent.name} is told the outcome and reads the feedback you share.`}
            trigger={<Button>Record outcome</Button>}
          >
            <OutcomeForm interview={interview} onDone={() => setDialog(null)} />
          </DialogShell>
          <DialogShell
            open={dialog === 'reschedule'}
            onOpenChange={setOpen('reschedule')}
            title="Reschedule the interview"
            description={`${interview.talent.name} is told the new time in their own zone.`}
            trigger={<Button variant="secondary">Reschedule</Button>}
          >
            <RescheduleForm interview={interview} onDone={() => setDialog(null)} />
          </DialogShell>
          <DialogShell
            open={dialog === 'cancel'}
            onOpenChange={setOpen('cancel')}
            title="Cancel the interview?"
            description={`${interview.talent.name} is told, with your reason.`}
            trigger={<Button variant="ghost">Cancel interview</Button>}
          >
            <NoteForm
              label="Reason"
              required
              submitLabel="Cancel interview"
              danger
              onSubmit={async (reason) => {
                await cancel.mutateAsync({ interviewId: interview.id, reason });
                toast.success('Interview cancelled.');
              }}
              onDone={() => setDialog(null)}
            />
          </DialogShell>
        </div>
      )}
    </article>
  );
}
