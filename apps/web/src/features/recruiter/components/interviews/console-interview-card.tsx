import { INTERVIEW_TYPE_LABELS, type Interview } from '@talent/contract/interviews';
import { CalendarPlus, ExternalLink, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { JobDescription } from '../../../../components/jobs/job-description.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useUser } from '../../../../lib/identity.ts';
import {
  useCancelInterview,
  useDeclineReschedule,
  useRescheduleInterview,
} from '../../api/recruiter-interviews.ts';
import { INTERVIEW_STATUS_LABELS, OUTCOME_LABELS } from './labels.ts';
import { recruiterZone, timeIn, toLocalSlot } from './time.ts';
import { usePreload } from '../../../../components/deferred.tsx';
import { NoteForm, OutcomeForm, RescheduleForm } from './deferred-forms.tsx';
import { ZoneOptions } from './ui.tsx';
import { DialogShell } from '../../../../components/ui/dialog-shell.tsx';

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
  usePreload(NoteForm, OutcomeForm, RescheduleForm);
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
