import { BadgeCheck } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';

/** One application per job: a second try lands here rather than on a 409. */
export function AlreadyApplied({ jobId, title }: { jobId: string; title: string }) {
  return (
    <StatePanel
      Icon={BadgeCheck}
      title="You have already applied to this job"
      headingLevel="h1"
      actions={
        <>
          <ButtonLink to={`/jobs/${encodeURIComponent(jobId)}`}>See the job</ButtonLink>
          <ButtonLink to="/jobs" variant="secondary">
            Find more jobs
          </ButtonLink>
        </>
      }
    >
      Your application to {title} is with the recruiter. You can follow it from your applications.
    </StatePanel>
  );
}
