import { CalendarX, CloudOff, Link2Off } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { linkProblemOf } from '../lib/link-errors.ts';

/**
 * A token page that could not load, as a page of its own: a link that is not valid for this account (the same
 * words whatever the reason, as the server), one past its deadline, or a failure worth another try.
 */
export function LinkProblem({
  error,
  onRetry,
  retrying = false,
  what = 'This assessment',
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  what?: string;
}) {
  const timeZone = useTimeZone();
  const problem = linkProblemOf(error);
  const back = <ButtonLink to="/assessments">Your assessments</ButtonLink>;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      {problem.kind === 'not-valid' ? (
        <StatePanel
          Icon={Link2Off}
          variant="card"
          headingLevel="h1"
          title="This link is not valid"
          actions={back}
        >
          This assessment link is not valid for your account. Check that you are signed in with the email the
          recruiter wrote to, or ask them to send the link again.
        </StatePanel>
      ) : problem.kind === 'expired' ? (
        <StatePanel
          Icon={CalendarX}
          variant="card"
          headingLevel="h1"
          title="This link has expired"
          actions={back}
        >
          {problem.deadlineAt
            ? `The deadline was ${formatDateTime(problem.deadlineAt, timeZone)}.`
            : 'Its deadline has passed.'}{' '}
          If you still want to take part, write to the recruiter from your application.
        </StatePanel>
      ) : (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title={`${what} did not load`}
          actions={
            <Button variant="secondary" onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </StatePanel>
      )}
    </div>
  );
}

export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8 sm:px-6">
      <div aria-hidden="true" className="h-10 w-2/3 animate-pulse rounded-control bg-white shadow-card" />
      <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-white shadow-card" />
      <div aria-hidden="true" className="h-28 animate-pulse rounded-card bg-white shadow-card" />
    </div>
  );
}
