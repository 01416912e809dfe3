import {
  INTERVIEW_DECLINE_REASON_LABELS,
  INTERVIEW_TYPE_LABELS,
  type InterviewRequest,
} from '@talent/contract/interviews';
import { CalendarCheck, CalendarClock, CalendarX, Clock, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { toast } from '../../../lib/toast.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useProposeSlots } from '../api/respond-interview-request.ts';
import { durationText } from '../lib/format.ts';
import { DeclineRequestButton } from './decline-request-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { InterviewCardFrame, InterviewCardHeader } from './interview-card-frame.tsx';
import { ProposeTimesForm, ProposedTimes } from './propose-times-form.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { SlotList } from './slot-list.tsx';

const STATUS_TEXT: Record<InterviewRequest['status'], string> = {
  pending: 'Waiting for your answer',
  proposed: 'Waiting for the recruiter',
  accepted: 'Booked',
  declined: 'Declined',
  cancelled: 'Cancelled by the recruiter',
  expired: 'Expired',
};

function StatusChip({ status }: { status: InterviewRequest['status'] }) {
  const tone =
    status === 'pending'
      ? 'bg-brand-700 text-white ring-brand-700'
      : status === 'accepted'
        ? 'bg-brand-50 text-brand-800 ring-brand-200'
        : status === 'proposed'
          ? 'bg-sky-50 text-sky-800 ring-sky-200'
          : 'bg-ink-100 text-ink-700 ring-ink-200';
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      <span className="sr-only">Status: </span>
      {STATUS_TEXT[status]}
    </span>
  );
}

function ProposeButton({ request, zone }: { request: InterviewRequest; zone: string }) {
  const [open, setOpen] = useState(false);
  const propose = useProposeSlots();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Propose other times"
      description={`${request.recruiter.name} picks one of your times or sends new ones. Propose up to 5.`}
      trigger={
        <Button variant="secondary">
          Propose other times <span className="sr-only">for {request.job.title}</span>
        </Button>
      }
    >
      <ProposeTimesForm
        zone={zone}
        durationMinutes={request.duration_minutes}
        submitLabel="Send my times"
        noteLabel={`A note for ${request.recruiter.name}`}
        onSubmit={(body) => propose.mutateAsync({ id: request.id, body })}
        onDone={() => {
          setOpen(false);
          toast.success(`Your times were sent to ${request.recruiter.name}.`);
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

function Outcome({ request, zone }: { request: InterviewRequest; zone: string }) {
  const talentSlots = request.slots.filter((s) => s.proposed_by === 'talent');
  switch (request.status) {
    case 'proposed':
      return (
        <div className="rounded-control bg-sky-50 px-3.5 py-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
          <p className="flex items-start gap-2 font-medium">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              You proposed other times
              {request.responded_at && (
                <>
                  {' '}
                  on <time dateTime={request.responded_at}>{formatDateTime(request.responded_at, zone)}</time>
                </>
              )}
              . Waiting for {request.recruiter.name} to pick one.
            </span>
          </p>
          {talentSlots.length > 0 && <ProposedTimes slots={talentSlots} zone={zone} />}
          {request.talent_note && <p className="mt-2">Your note: {request.talent_note}</p>}
        </div>
      );
    case 'accepted':
      return (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-control bg-brand-50 px-3.5 py-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
          <p className="flex items-start gap-2 font-medium">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You accepted a time. The interview is booked.
          </p>
          {request.interview_id && (
            <ButtonLink
              variant="secondary"
              to={`/interviews/upcoming?interview=${encodeURIComponent(request.interview_id)}`}
            >
              See the interview
            </ButtonLink>
          )}
        </div>
      );
    case 'declined':
      return (
        <div className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-800 ring-1 ring-ink-200 ring-inset">
          <p className="flex items-start gap-2 font-medium">
            <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You declined
            {request.decline_reason && `: ${INTERVIEW_DECLINE_REASON_LABELS[request.decline_reason]}`}
          </p>
          {request.decline_note && <p className="mt-1">Your note: {request.decline_note}</p>}
        </div>
      );
    case 'cancelled':
      return (
        <p className="text-sm text-ink-700">{request.recruiter.name} cancelled this interview request.</p>
      );
    case 'expired':
      return (
        <p className="text-sm text-ink-700">
          Every proposed time passed without an answer, so the request expired. Write to{' '}
          {request.recruiter.name} if you are still interested.
        </p>
      );
    default:
      return null;
  }
}

/** One interview request: what, with whom, the agenda, the times in the candidate's zone, and the answer. */
export function InterviewRequestCard({
  request,
  zone,
  highlighted,
}: {
  request: InterviewRequest;
  zone: string;
  highlighted: boolean;
}) {
  const headingId = `interview-request-${request.id}`;
  const pending = request.status === 'pending';
  const recruiterSlots = request.slots.filter((s) => s.proposed_by === 'recruiter');
  const allPast = recruiterSlots.every((s) => s.past);

  return (
    <InterviewCardFrame headingId={headingId} highlighted={highlighted}>
      <InterviewCardHeader job={request.job} headingId={headingId} headingLevel="h3">
        <p className="text-sm text-ink-600">
          {request.job.company.name} · asked by {request.recruiter.name}
          {request.recruiter.title && `, ${request.recruiter.title}`}
        </p>
        <div className="mt-1.5">
          <StatusChip status={request.status} />
        </div>
      </InterviewCardHeader>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm text-ink-700 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Type</dt>
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
          <dd>
            {INTERVIEW_TYPE_LABELS[request.type]}, {durationText(request.duration_minutes)}
          </dd>
        </div>
        {request.location && (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <dd>{request.location}</dd>
          </div>
        )}
        {request.interviewers.length > 0 && (
          <div className="flex items-start gap-2 sm:col-span-2">
            <dt className="sr-only">Interviewers</dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dd>
              {request.interviewers
                .map((person) => (person.title ? `${person.name} (${person.title})` : person.name))
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>

      {request.agenda && (
        <div role="group" aria-label="Agenda" className="mt-4">
          <h4 className="text-sm font-semibold text-ink-900">Agenda</h4>
          <UserText markdown={request.agenda} className="mt-1 text-sm text-ink-700" />
        </div>
      )}

      {(pending || request.status === 'proposed') && recruiterSlots.length > 0 && (
        <div role="group" aria-label="Times offered" className="mt-4">
          <h4 className="mb-2 text-sm font-semibold text-ink-900">
            {pending ? 'Pick a time' : 'Times offered'}{' '}
            <span className="font-normal text-ink-600">(in your time zone, {zone})</span>
          </h4>
          <SlotList request={request} slots={recruiterSlots} zone={zone} acceptable={pending} />
          {pending && allPast && (
            <p className="mt-2 text-sm text-ink-700">
              Every time offered has passed. Propose other times instead.
            </p>
          )}
        </div>
      )}

      <div className="mt-4">
        <Outcome request={request} zone={zone} />
      </div>

      {pending && (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DeclineRequestButton request={request} />
          <ProposeButton request={request} zone={zone} />
        </div>
      )}
    </InterviewCardFrame>
  );
}

export function InterviewRequestCardSkeleton() {
  return <div aria-hidden="true" className="h-56 animate-pulse rounded-card bg-white shadow-card" />;
}
