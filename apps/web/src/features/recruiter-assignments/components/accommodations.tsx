import {
  ACCOMMODATION_KIND_LABELS,
  type Accommodation,
  type RecruiterAssignment,
} from '@talent/contract/assignments';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideAccommodation } from '../api/assignment-actions.ts';
import { when } from '../lib/format.ts';
import { controlClass } from './fields.tsx';

const STATUS_TEXT = { pending: 'Waiting for you', granted: 'Granted', declined: 'Declined' } as const;

export function accommodationText(request: Accommodation): string {
  if (request.kind === 'extra_time') return `${request.extra_time_percent ?? 0}% more time`;
  const takes = request.extra_takes ?? 0;
  return `${takes} more take${takes === 1 ? '' : 's'} per question`;
}

function PendingRequest({
  applicationId,
  assignmentId,
  request,
}: {
  applicationId: string;
  assignmentId: string;
  request: Accommodation;
}) {
  const id = useId();
  const decide = useDecideAccommodation(applicationId);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (decision: 'granted' | 'declined') => {
    setFailure(null);
    try {
      await decide.mutateAsync({
        id: assignmentId,
        requestId: request.id,
        body: { decision, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(
        decision === 'granted' ? 'Granted; the candidate was told.' : 'Declined; the candidate was told.',
      );
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <div className="mt-2 space-y-2">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <label htmlFor={`${id}-note`} className="block text-xs font-medium text-ink-700">
          Your note to the candidate <span className="font-normal text-ink-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={controlClass(false)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void send('granted')}
          loading={decide.isPending && decide.variables.body.decision === 'granted'}
          disabled={decide.isPending}
        >
          Grant
        </Button>
        <Button
          variant="secondary"
          onClick={() => void send('declined')}
          loading={decide.isPending && decide.variables.body.decision === 'declined'}
          disabled={decide.isPending}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}

/** What the candidate asked for (never why, unless they said), and the recruiter's decision. */
export function Accommodations({ assignment, zone }: { assignment: RecruiterAssignment; zone: string }) {
  if (assignment.accommodations.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink-800">Accommodation requests</h4>
      <ul className="mt-1 space-y-2">
        {assignment.accommodations.map((request) => (
          <li
            key={request.id}
            className={`rounded-control border p-3 text-sm ${request.status === 'pending' ? 'border-amber-300 bg-amber-50' : 'border-ink-200'}`}
            data-testid="accommodation-request"
            data-status={request.status}
          >
            <p className="font-medium text-ink-900">
              {ACCOMMODATION_KIND_LABELS[request.kind]}: {accommodationText(request)}
              <span className="font-normal text-ink-600"> · {STATUS_TEXT[request.status]}</span>
            </p>
            <p className="text-xs text-ink-600">Asked {when(request.requested_at, zone)}</p>
            {request.note && <p className="mt-1 text-ink-700">“{request.note}”</p>}
            {request.decision_note && (
              <p className="mt-1 text-ink-700">Your note: “{request.decision_note}”</p>
            )}
            {request.status === 'pending' && (
              <PendingRequest
                applicationId={assignment.application_id}
                assignmentId={assignment.id}
                request={request}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
