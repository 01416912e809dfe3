import { CloudOff, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { statusOf } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';

/** A job that is gone or closed gets a clear dead end with a way on; any other failure offers a retry. */
export function JobUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error === 'closed' || statusOf(error) === 404) {
    return (
      <StatePanel
        Icon={SearchX}
        title="This job is no longer open"
        headingLevel="h1"
        actions={<ButtonLink to="/jobs">Browse open jobs</ButtonLink>}
      >
        The link may be old, or the employer has filled the role. Nothing you typed for it is lost, but it can
        no longer be sent.
      </StatePanel>
    );
  }
  return (
    <StatePanel
      Icon={CloudOff}
      title="We could not load this job"
      tone="error"
      headingLevel="h1"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {errorMessage(error)}
    </StatePanel>
  );
}
