import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userQueryOptions } from '../../../lib/identity.ts';
import { loginRedirectDecision } from '../lib/login-redirect-target.ts';

/**
 * `/login-redirects?redirect=<path>`: where a login that carries a destination lands. It forwards (replacing this
 * entry, so Back does not bounce here) to the destination when signed in, else to the login that returns there.
 * While the identity loads it says so, with a link in case the forward does not happen.
 */
export default function LoginRedirectsPage() {
  const [searchParams] = useSearchParams();
  const identity = useQuery(userQueryOptions());
  const navigate = useNavigate();
  const known = !identity.isPending;
  const destination = loginRedirectDecision(searchParams, Boolean(identity.data));

  useEffect(() => {
    if (known) void navigate(destination, { replace: true });
  }, [known, destination, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center">
      <div role="status" className="flex items-center gap-3 text-ink-700">
        <Spinner />
        <h1 className="font-display text-xl font-semibold text-ink-900">Taking you there…</h1>
      </div>
      <p className="mt-3 text-sm text-ink-600">If nothing happens in a moment, use this link:</p>
      <Link
        to={destination}
        replace
        className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        Continue
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
