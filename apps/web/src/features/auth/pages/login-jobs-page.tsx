import { Briefcase, LogIn, UserPlus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** /login/:id/jobs: a visitor arriving at job :id chooses to log in or sign up; both bring them back to it. */
export default function LoginJobsPage() {
  const { id = '' } = useParams();
  const jobId = encodeURIComponent(id);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <Briefcase aria-hidden="true" className="size-3.5" />
          Job #{id}
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Continue your application
        </h1>
        <p className="mt-3 text-ink-600">
          Log in or create a free account to apply. We keep this job for you, so you land right back on it.
        </p>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <ButtonLink to={`/login/${jobId}`}>
            <LogIn aria-hidden="true" className="size-4" />
            Log in
          </ButtonLink>
          <ButtonLink to={`/signup/${jobId}`} variant="secondary">
            <UserPlus aria-hidden="true" className="size-4" />
            Create an account
          </ButtonLink>
        </div>
        <p className="mt-6 text-xs text-ink-500">
          Creating an account is free. You will confirm your email address before applying.
        </p>
      </div>
    </div>
  );
}
