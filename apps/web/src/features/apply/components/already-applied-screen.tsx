import type { JobDetail } from '@talent/contract/jobs';
import { FileCheck2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { DateText } from '../../../components/date-text.tsx';

export function AlreadyAppliedScreen({ job, submittedAt }: { job: JobDetail; submittedAt: string | null }) {
  return (
    <StatePanel
      variant="card"
      headingLevel="h1"
      Icon={FileCheck2}
      title="You already applied"
      actions={
        <>
          <ButtonLink to="/applications">See my applications</ButtonLink>
          <ButtonLink to={`/jobs/${job.id}`} variant="secondary">
            Back to the job
          </ButtonLink>
        </>
      }
    >
      <p>
        Your application for <strong className="font-semibold text-ink-900">{job.title}</strong> at{' '}
        {job.company.name}
        {submittedAt ? (
          <>
            {' '}
            was sent on <DateText iso={submittedAt} />
          </>
        ) : (
          ' is already with the recruiter'
        )}
        . One application per job; you can follow or withdraw it under Applications.
      </p>
    </StatePanel>
  );
}
