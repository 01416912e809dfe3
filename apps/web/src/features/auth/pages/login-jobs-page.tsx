import { Briefcase } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoginForm } from './login-page.tsx';

/**
 * /login/:id/jobs: a visitor who arrived through job :id logs in to browse every job; they land on /jobs.
 * (To apply to that job instead, /apply/:id and /login/:id carry the application.)
 */
export default function LoginJobsPage() {
  const { id = '' } = useParams();
  const jobId = encodeURIComponent(id);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <Briefcase aria-hidden="true" className="size-3.5" />
          Every open job, filtered to where you can work
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold tracking-tight text-ink-900">
          Log in to see all jobs
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          After logging in you land on the job list, with search and the filters that show only jobs open to
          your country.
        </p>
        <div className="mt-6">
          <LoginForm target="/jobs" />
        </div>
        <div className="mt-6 space-y-2 border-t border-ink-200 pt-5 text-sm text-ink-600">
          <p>
            New to Borderless?{' '}
            <Link
              to={`/signup?redirect=${encodeURIComponent('/jobs')}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Create an account
            </Link>
          </p>
          <p>
            Came to apply?{' '}
            <Link
              to={`/apply/${jobId}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Go back to the job
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
