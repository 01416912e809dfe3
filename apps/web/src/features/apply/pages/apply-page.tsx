import type { Application } from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { CloudOff, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { documentTitle } from '../../../lib/route-table.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useApplicationDraft } from '../api/application-draft.ts';
import { useApplyJob } from '../api/get-apply-job.ts';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { SuccessScreen } from '../components/success-screen.tsx';
import { AlreadyAppliedScreen } from '../components/already-applied-screen.tsx';
import { ApplyWizard } from '../components/apply-wizard.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">{children}</div>;
}

function ApplyFlow({
  job,
  invitationParam,
  onSent,
}: {
  job: JobDetail;
  invitationParam: string | null;
  onSent: (application: Application) => void;
}) {
  const draft = useApplicationDraft(job.id);
  if (draft.isPending) return <FlowSkeleton />;
  if (draft.isError) {
    return (
      <StatePanel
        variant="card"
        headingLevel="h1"
        Icon={CloudOff}
        tone="error"
        title="We could not open your application"
        actions={
          <Button onClick={() => void draft.refetch()} loading={draft.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(draft.error)}
      </StatePanel>
    );
  }
  return <ApplyWizard job={job} initial={draft.data} invitationParam={invitationParam} onSent={onSent} />;
}

function FlowSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the application"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-10 w-1/2 rounded bg-ink-100" />
        <div className="h-6 w-3/4 rounded bg-ink-100" />
        <div className="h-32 rounded bg-ink-100" />
      </div>
    </div>
  );
}

export default function ApplyPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  const invitationParam = invitation && UUID.test(invitation) ? invitation : null;
  const job = useApplyJob(id);
  // Kept here: once sent, the refetched job carries the application, and the success screen must stay.
  const [sent, setSent] = useState<Application | null>(null);
  const title = job.data ? `Apply: ${job.data.title}` : null;

  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);

  let body: ReactNode;
  if (sent && job.data) body = <SuccessScreen job={job.data} application={sent} />;
  else if (job.isPending) body = <FlowSkeleton />;
  else if (job.isError) {
    const status = statusOf(job.error);
    body =
      status === 404 || status === 422 ? (
        <StatePanel
          variant="card"
          headingLevel="h1"
          Icon={SearchX}
          title="This job is no longer available"
          actions={<ButtonLink to="/jobs">Search open jobs</ButtonLink>}
        >
          It may have been filled or taken down by the employer, so it cannot take applications.
        </StatePanel>
      ) : (
        <StatePanel
          variant="card"
          headingLevel="h1"
          Icon={CloudOff}
          tone="error"
          title="We could not load this job"
          actions={
            <Button onClick={() => void job.refetch()} loading={job.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(job.error)}
        </StatePanel>
      );
  } else if (job.data.application) {
    body = <AlreadyAppliedScreen job={job.data} submittedAt={job.data.application.submitted_at} />;
  } else if (job.data.status !== 'open') {
    body = (
      <StatePanel
        variant="card"
        headingLevel="h1"
        Icon={SearchX}
        title="This job is closed to new applications"
        actions={<ButtonLink to="/jobs">Search open jobs</ButtonLink>}
      >
        {job.data.title} at {job.data.company.name} is no longer taking applications.
      </StatePanel>
    );
  } else {
    // Keyed by job, so moving to another job's flow starts from that job's own draft.
    body = (
      <ApplyFlow
        key={job.data.id}
        job={job.data}
        invitationParam={invitationParam}
        onSent={(application) => {
          setSent(application);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return <Page>{body}</Page>;
}
