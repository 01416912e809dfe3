import type { Application } from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { addDays } from 'date-fns';
import { CircleAlert, CircleCheck, Clock, FileCheck2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useSimilarJobs } from '../../../lib/similar-jobs.ts';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { plural } from '../lib/format.ts';

export function SuccessScreen({ job, application }: { job: JobDetail; application: Application }) {
  const similar = useSimilarJobs(job.id);
  const replyBy = addDays(new Date(application.submitted_at), job.response_days);
  // The review and its Send button are gone: the focus goes to the confirmation's heading, not the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <StatePanel
        variant="card"
        headingLevel="h1"
        headingRef={heading}
        Icon={CircleCheck}
        tone="success"
        title={`Application sent to ${job.company.name}`}
      >
        <p>
          Your application for <strong className="font-semibold text-ink-900">{job.title}</strong> is with{' '}
          {job.recruiter.name}.
        </p>
      </StatePanel>
      <section
        aria-labelledby="next-heading"
        className="mt-6 rounded-card border border-ink-200 bg-white p-6 shadow-card"
      >
        <h2 id="next-heading" className="font-display text-lg font-semibold text-ink-900">
          What happens next
        </h2>
        <ol className="mt-3 space-y-3 text-sm text-ink-700">
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {job.recruiter.name} promises a first reply within{' '}
              <strong className="font-semibold text-ink-900">{plural(job.response_days, 'day')}</strong>, by{' '}
              <DateText iso={replyBy.toISOString()} />. If they miss it, we tell you.
            </span>
          </li>
          <li className="flex gap-3">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>Follow its status under Applications; you can withdraw it there until an offer.</span>
          </li>
          {application.knocked_out && (
            <li className="flex gap-3">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span>
                At least one answer did not meet the job’s stated requirement. The recruiter sees it beside
                your application and may still get in touch.
              </span>
            </li>
          )}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/applications">See my applications</ButtonLink>
          <ButtonLink to="/jobs" variant="secondary">
            Browse more jobs
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="similar-heading" className="mt-6">
        <h2 id="similar-heading" className="font-display text-lg font-semibold text-ink-900">
          Similar jobs
        </h2>
        {similar.isPending ? (
          <p role="status" className="mt-2 text-sm text-ink-600">
            Loading similar jobs…
          </p>
        ) : similar.isError ? (
          <p className="mt-2 text-sm text-ink-600">
            Similar jobs did not load.{' '}
            <button
              type="button"
              onClick={() => void similar.refetch()}
              className="font-medium text-brand-700 underline"
            >
              Try again
            </button>
          </p>
        ) : similar.data.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">No similar open jobs right now.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {similar.data.slice(0, 4).map((other) => (
              <li key={other.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
                <Link to={`/jobs/${other.id}`} className="font-semibold text-ink-900 hover:underline">
                  {other.title}
                </Link>
                <p className="text-sm text-ink-600">{other.company.name}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
