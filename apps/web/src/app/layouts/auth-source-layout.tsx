import { Bookmark, Briefcase } from 'lucide-react';
import { useParams } from 'react-router';
import { ApplySteps } from '../../features/guest-apply/components/apply-steps.tsx';
import { AuthShell } from './auth-layout.tsx';

/** /login/:id and /signup/:id: the visitor came from a job, and the panel says it is kept for them. */
export function AuthSourceLayout() {
  const { id = '' } = useParams();
  return (
    <AuthShell
      name="auth-source"
      aboveForm={<ApplySteps current="account" className="mb-8" />}
      panel={
        <>
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            You are continuing to
          </p>
          <div className="mt-4 rounded-card border border-white/15 bg-white/5 p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-control bg-white/10 text-brand-300">
                <Briefcase aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="font-display text-2xl font-bold" data-testid="source-job">
                  Job #{id}
                </p>
                <p className="text-sm text-brand-100/80">Job details load once you are signed in.</p>
              </div>
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
  );
}
