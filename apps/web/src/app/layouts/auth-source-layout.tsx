import type { JobDetail } from '@talent/contract/jobs';
import { Bookmark, Briefcase, Clock3, Globe2 } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { usePublicJob } from '../../features/apply/guest/api/get-public-job.ts';
import { ApplySteps } from '../../features/apply/guest/components/apply-steps.tsx';
import { ApplyingTo } from '../../features/apply/guest/components/applying-to.tsx';
import { continueApplicationPath, pushLocalDraft } from '../../features/apply/guest/lib/sync-draft.ts';
import { statusOf } from '../../lib/api-client.ts';
import { AuthSourceContext, type AuthSource } from '../../lib/auth-source.ts';
import { eligibilityText, hours } from '../../components/jobs/format.ts';
import { AuthShell } from './auth-layout.tsx';

const WORK_MODE: Record<JobDetail['work_mode'], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On site',
};

/** The job the visitor came from, from the public job endpoint; a job that does not load gets a plain card. */
function SourceJob({ id }: { id: string }) {
  const job = usePublicJob(id);
  if (job.isPending) {
    return (
      <div role="status" aria-label="Loading the job" className="space-y-2">
        <span aria-hidden="true" className="block h-7 w-3/4 animate-pulse rounded bg-white/15" />
        <span aria-hidden="true" className="block h-4 w-1/2 animate-pulse rounded bg-white/10" />
      </div>
    );
  }
  if (job.isError || job.data.status !== 'open') {
    return (
      <div>
        <p className="font-display text-2xl font-bold" data-testid="source-job">
          A job on Borderless
        </p>
        <p className="text-sm text-brand-100/80">
          {job.isError
            ? statusOf(job.error) === 404
              ? 'We could not find this job; your account still opens every other one.'
              : 'We could not load this job’s details right now.'
            : 'This job no longer takes applications; your account still opens every other one.'}
        </p>
      </div>
    );
  }
  const { data } = job;
  return (
    <div>
      <p className="font-display text-2xl font-bold" data-testid="source-job">
        {data.title}
      </p>
      <p className="text-sm text-brand-100/80">{data.company.name}</p>
      <ul className="mt-4 space-y-2 text-sm text-brand-100/90">
        <li className="flex items-start gap-2">
          <Globe2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span>
            {WORK_MODE[data.work_mode]} · hires in {eligibilityText(data.eligibility)}
          </span>
        </li>
        {data.eligibility.min_overlap_hours > 0 && (
          <li className="flex items-start gap-2">
            <Clock3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
            <span>
              At least {hours(data.eligibility.min_overlap_hours)} overlap with {data.eligibility.timezone}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * /login/:id and /signup/:id: the visitor came from a job, and the panel shows it and says it is kept for them.
 * The app layer joins the two features here: the auth pages get the apply journey's banner, next page and draft
 * move through `AuthSourceContext`, without importing the apply feature.
 */
export function AuthSourceLayout() {
  const { id = '' } = useParams();
  const source = useMemo<AuthSource>(
    () => ({
      banner: <ApplyingTo jobId={id} />,
      continuePath: continueApplicationPath(id),
      afterSignIn: () => pushLocalDraft(id),
    }),
    [id],
  );
  return (
    <AuthSourceContext.Provider value={source}>
      <AuthShell
        name="auth-source"
        aboveForm={<ApplySteps current="account" className="mb-8" />}
        panel={
          <>
            <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
              You are continuing to
            </p>
            <div className="mt-4 rounded-card border border-white/15 bg-white/5 p-6">
              <div className="flex items-start gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-white/10 text-brand-300">
                  <Briefcase aria-hidden="true" className="size-5" />
                </span>
                <SourceJob id={id} />
              </div>
            </div>
            <p className="mt-6 flex items-start gap-3 text-brand-100/90">
              <Bookmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              We keep this job for you. Log in or create an account and you land right back on it — nothing to
              search for again.
            </p>
          </>
        }
      />
    </AuthSourceContext.Provider>
  );
}
