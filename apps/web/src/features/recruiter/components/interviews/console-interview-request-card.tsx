import {
  INTERVIEW_DECLINE_REASON_LABELS,
  INTERVIEW_TYPE_LABELS,
  type InterviewRequest,
  type InterviewSlot,
} from '@talent/contract/interviews';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useUser } from '../../../../lib/identity.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useAcceptCandidateSlot, useCancelInterviewRequest } from '../../api/recruiter-interviews.ts';
import { REQUEST_STATUS_LABELS } from './labels.ts';
import { usePreload } from '../../../../components/deferred.tsx';
import { ConsoleProposeTimesForm, NoteForm } from './deferred-forms.tsx';
import { rangeIn, recruiterZone, timeIn } from './time.ts';
import { DialogShell } from '../../../../components/ui/dialog-shell.tsx';

function SlotLine({ slot, zone, talentZone }: { slot: InterviewSlot; zone: string; talentZone: string }) {
  const hours = [
    slot.in_talent_hours ? null : 'outside the candidate’s working hours',
    slot.past ? 'passed' : null,
  ].filter(Boolean);
  return (
    <span>
      <span className="font-medium text-ink-900">{rangeIn(slot.starts_at, slot.ends_at, zone)}</span>
      {talentZone !== zone && (
        <span className="block text-xs text-ink-500">
          {timeIn(slot.starts_at, talentZone)} for the candidate ({talentZone})
        </span>
      )}
      {hours.length > 0 && <span className="block text-xs text-amber-800">{hours.join(' · ')}</span>}
    </span>
  );
}

/** One interview request: its times, its status, and what the recruiter can do with it. */
export function ConsoleInterviewRequestCard({
  applicant,
  request,
}: {
  applicant: ApplicantDetail;
  request: InterviewRequest;
}) {
  usePreload(NoteForm, ConsoleProposeTimesForm);
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const accept = useAcceptCandidateSlot();
  const cancel = useCancelInterviewRequest();
  const [proposing, setProposing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [accepting, setAccepting] = useState<string | null>(null);
  const open = request.status === 'pending' || request.status === 'proposed';
  const ours = request.slots.filter((s) => s.proposed_by === 'recruiter');
  const theirs = request.slots.filter((s) => s.proposed_by === 'talent');
  const headingId = `request-${request.id}`;

  const acceptSlot = async (slot: InterviewSlot) => {
    setAccepting(slot.id);
    try {
      await accept.mutateAsync({ requestId: request.id, slotId: slot.id });
      toast.success(`Interview booked for ${timeIn(slot.starts_at, zone)}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not book that time. Please try again.'));
    } finally {
      setAccepting(null);
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        {INTERVIEW_TYPE_LABELS[request.type]} interview request · {request.duration_minutes} min
      </h3>
      <p className="mt-0.5 text-sm text-ink-600">
        Status: <span className="font-medium text-ink-800">{REQUEST_STATUS_LABELS[request.status]}</span>
        {' · '}sent {timeIn(request.created_at, zone)}
      </p>
      {ours.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-medium text-ink-800">Your times ({zone})</h4>
          <ul className="mt-1 space-y-1.5 text-sm">
            {ours.map((slot) => (
              <li key={slot.id}>
                <SlotLine slot={slot} zone={zone} talentZone={request.talent_timezone} />
              </li>
            ))}
          </ul>
        </>
      )}
      {request.status === 'proposed' && (
        <div className="mt-4 rounded-control border border-amber-200 bg-amber-50 p-3">
          <h4 className="text-sm font-semibold text-ink-900">{applicant.talent.name} proposed other times</h4>
          {request.talent_note && (
            <p className="mt-1 text-sm whitespace-pre-line text-ink-700">“{request.talent_note}”</p>
          )}
          <ul className="mt-2 space-y-2 text-sm">
            {theirs.map((slot) => (
              <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2">
                <SlotLine slot={slot} zone={zone} talentZone={request.talent_timezone} />
                <Button
                  variant="secondary"
                  disabled={slot.past || (accepting !== null && accepting !== slot.id)}
                  loading={accepting === slot.id}
                  onClick={() => void acceptSlot(slot)}
                >
                  Accept <span className="sr-only">{timeIn(slot.starts_at, zone)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {request.status === 'declined' && request.decline_reason && (
        <p className="mt-3 text-sm text-ink-700">
          Declined: {INTERVIEW_DECLINE_REASON_LABELS[request.decline_reason]}
          {request.decline_note ? ` — “${request.decline_note}”` : ''}
        </p>
      )}
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          {request.status === 'proposed' && (
            <DialogShell
              open={proposing}
              onOpenChange={setProposing}
              width="2xl"
              title="Propose new times"
              description={`${applicant.talent.name} sees them in their own time zone and picks one.`}
              trigger={<Button variant="secondary">Propose new times</Button>}
            >
              <ConsoleProposeTimesForm
                applicant={applicant}
                mode="slots"
                requestId={request.id}
                onDone={() => setProposing(false)}
              />
            </DialogShell>
          )}
          <DialogShell
            open={cancelling}
            onOpenChange={setCancelling}
            title="Cancel the interview request?"
            description={`${applicant.talent.name} is told, with your reason.`}
            trigger={<Button variant="ghost">Cancel request</Button>}
          >
            <NoteForm
              label="Reason"
              required
              submitLabel="Cancel request"
              danger
              onSubmit={async (reason) => {
                await cancel.mutateAsync({ requestId: request.id, reason });
                toast.success('Interview request cancelled.');
              }}
              onDone={() => setCancelling(false)}
            />
          </DialogShell>
        </div>
      )}
    </article>
  );
}
