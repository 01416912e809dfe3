import { INTERVIEW_TYPE_LABELS, type Interview } from '@talent/contract/interviews';
import {
  CalendarClock,
  CalendarPlus,
  CircleCheck,
  CircleX,
  Hourglass,
  MapPin,
  Users,
  Video,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DeviceCheckLink } from '../../../components/device-check-link.tsx';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatRange, relativeTime } from '../../../lib/format.ts';
import { useRequestReschedule } from '../api/interview-actions.ts';
import { durationText } from '../lib/format.ts';
import { CancelInterviewButton } from './cancel-interview-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { InterviewCardFrame, InterviewCardHeader } from './interview-card-frame.tsx';
import { InterviewChecklist } from './interview-checklist.tsx';
import { ProposeTimesForm, ProposedTimes } from './propose-times-form.tsx';
import { UserText } from '../../../components/user-text.tsx';

const CANCELLED_BY = { talent: 'you', recruiter: 'the recruiter', system: 'Borderless' } as const;

function when(interview: Interview, now = new Date()): string {
  const start = Date.parse(interview.starts_at);
  const end = Date.parse(interview.ends_at);
  if (start <= now.getTime() && now.getTime() < end) return 'Happening now';
  return `Starts ${relativeTime(interview.starts_at, now)}`;
}

function RescheduleButton({ interview, zone }: { interview: Interview; zone: string }) {
  const [open, setOpen] = useState(false);
  const reschedule = useRequestReschedule();
  const waiting = interview.reschedule?.requested_by === 'talent';
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Request another time"
      description={`The interview stays booked until ${interview.recruiter.name} moves it to one of your times or keeps it.`}
      trigger={
        <Button variant="secondary" disabled={waiting}>
          Request another time <span className="sr-only">for the interview for {interview.job.title}</span>
        </Button>
      }
    >
      <ProposeTimesForm
        zone={zone}
        durationMinutes={interview.duration_minutes}
        submitLabel="Send request"
        noteLabel={`A note for ${interview.recruiter.name}`}
        onSubmit={(body) => reschedule.mutateAsync({ id: interview.id, body })}
        onDone={() => {
          setOpen(false);
          toast.success(`Your request was sent to ${interview.recruiter.name}.`);
        }}
        cancel={
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
        }
      />
    </FormDialog>
  );
}

function CalendarLinks({ interview }: { interview: Interview }) {
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-800 hover:bg-ink-50';
  return (
    <div role="group" aria-label="Add to calendar" className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-700">
        <CalendarPlus className="size-4" />
        Add to calendar:
      </span>
      <a href={interview.calendar.ics_url} download className={linkClass}>
        Download .ics file
      </a>
      <a href={interview.calendar.google_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Google Calendar
      </a>
      <a
        href={interview.calendar.outlook_url}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        Outlook
      </a>
    </div>
  );
}

function PendingReschedule({ interview, zone }: { interview: Interview; zone: string }) {
  const pending = interview.reschedule;
  if (!pending) return null;
  const mine = pending.requested_by === 'talent';
  return (
    <div className="mt-4 rounded-control bg-sky-50 px-3.5 py-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
      <p className="flex items-start gap-2 font-medium">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {mine
          ? `You asked to move it on ${formatDateTime(pending.requested_at, zone)}. Waiting for ${interview.recruiter.name}; until then the current time stands.`
          : `${interview.recruiter.name} asked to move it.`}
      </p>
      {pending.slots.length > 0 && <ProposedTimes slots={pending.slots} zone={zone} />}
      {pending.note && <p className="mt-2">Note: {pending.note}</p>}
    </div>
  );
}

function CompletedStatus({ interview, zone }: { interview: Interview; zone: string }) {
  if (interview.status === 'cancelled') {
    return (
      <div className="mt-4 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-800 ring-1 ring-ink-200 ring-inset">
        <p className="flex items-start gap-2 font-medium">
          <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Cancelled by {CANCELLED_BY[interview.cancelled_by ?? 'system']}
        </p>
        {interview.cancel_reason && <p className="mt-1">Reason: {interview.cancel_reason}</p>}
      </div>
    );
  }
  if (interview.status === 'scheduled') {
    return (
      <p className="mt-4 flex items-center gap-2 rounded-control bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
        <Hourglass aria-hidden="true" className="size-4" />
        Waiting for {interview.recruiter.name} to record the outcome.
      </p>
    );
  }
  const passed = interview.outcome === 'passed';
  return (
    <div className="mt-4 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-800 ring-1 ring-ink-200 ring-inset">
      <p className="flex items-center gap-2 font-semibold">
        {passed ? (
          <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
        ) : (
          <CircleX aria-hidden="true" className="size-4" />
        )}
        Outcome: {passed ? 'Passed' : interview.outcome === 'not_passed' ? 'Not passed' : 'Recorded'}
      </p>
      {interview.feedback ? (
        <div className="mt-2">
          <p className="text-xs font-semibold text-ink-600">Feedback from {interview.recruiter.name}</p>
          <UserText markdown={interview.feedback} className="mt-1" />
        </div>
      ) : (
        <p className="mt-1 text-ink-600">No written feedback was shared.</p>
      )}
      <p className="sr-only">
        Held <time dateTime={interview.starts_at}>{formatDateTime(interview.starts_at, zone)}</time>
      </p>
    </div>
  );
}

/** One interview: when (both zones), how to join, what to prepare, calendar links, and what the candidate can do. */
export function InterviewCard({
  interview,
  zone,
  highlighted,
  scope,
}: {
  interview: Interview;
  zone: string;
  highlighted: boolean;
  /** The list it is shown in: the server files a past interview still awaiting its outcome under completed. */
  scope: 'upcoming' | 'completed';
}) {
  const headingId = `interview-${interview.id}`;
  const upcoming = scope === 'upcoming' && interview.status === 'scheduled';

  return (
    <InterviewCardFrame headingId={headingId} highlighted={highlighted}>
      <InterviewCardHeader job={interview.job} headingId={headingId} headingLevel="h2">
        <p className="text-sm text-ink-600">
          {interview.job.company.name} · {INTERVIEW_TYPE_LABELS[interview.type]},{' '}
          {durationText(interview.duration_minutes)}
        </p>
        {upcoming && (
          <span className="mt-1.5 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {when(interview)}
          </span>
        )}
      </InterviewCardHeader>

      <div className="mt-4 flex items-start gap-2 text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
        <div>
          <p className="font-semibold text-ink-900">
            <time dateTime={interview.starts_at}>
              {formatRange(interview.starts_at, interview.ends_at, zone)}
            </time>
            <span className="font-normal text-ink-600"> your time</span>
          </p>
          {interview.interviewer_timezone !== zone && (
            <p className="text-ink-600">
              {formatRange(interview.starts_at, interview.ends_at, interview.interviewer_timezone)} for the
              interviewer ({interview.interviewer_timezone})
            </p>
          )}
        </div>
      </div>

      <dl className="mt-3 grid gap-2 text-sm text-ink-700">
        {interview.join_url && interview.status === 'scheduled' && (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Join link</dt>
            <Video aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <dd className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={interview.join_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                Join the video call
              </a>
              {upcoming && <DeviceCheckLink />}
            </dd>
          </div>
        )}
        {interview.location && (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{interview.type === 'phone' ? 'Phone' : 'Location'}</dt>
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <dd>{interview.location}</dd>
          </div>
        )}
        {interview.interviewers.length > 0 && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Interviewers</dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dd>
              {interview.interviewers
                .map((person) => (person.title ? `${person.name} (${person.title})` : person.name))
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>

      {upcoming && (
        <>
          {interview.agenda && (
            <div role="group" aria-label="Agenda" className="mt-4">
              <h3 className="text-sm font-semibold text-ink-900">Agenda</h3>
              <UserText markdown={interview.agenda} className="mt-1 text-sm text-ink-700" />
            </div>
          )}
          {interview.prep_notes && (
            <div role="group" aria-label="How to prepare" className="mt-4">
              <h3 className="text-sm font-semibold text-ink-900">How to prepare</h3>
              <UserText markdown={interview.prep_notes} className="mt-1 text-sm text-ink-700" />
            </div>
          )}
          <InterviewChecklist interview={interview} />
          <PendingReschedule interview={interview} zone={zone} />
          <div className="mt-4">
            <CalendarLinks interview={interview} />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <CancelInterviewButton interview={interview} />
            <RescheduleButton interview={interview} zone={zone} />
          </div>
        </>
      )}
      {!upcoming && <CompletedStatus interview={interview} zone={zone} />}
    </InterviewCardFrame>
  );
}

export function InterviewCardSkeleton() {
  return <div aria-hidden="true" className="h-52 animate-pulse rounded-card bg-white shadow-card" />;
}
