import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userQueryOptions } from '../../../lib/identity.ts';
import { matchRouteMeta } from '../../../lib/route-table.ts';
import { loginRedirectDecision, redirectTarget } from '../lib/login-redirect-target.ts';

/** A guest's view: where a login from here takes them, and the way to it. Nothing happens on its own. */
function GuestDestination({ target, login }: { target: string; login: string }) {
  const pathname = new URL(target, 'https://borderless.invalid').pathname;
  const page = matchRouteMeta(pathname)?.title ?? 'Home';
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center">
      <LogIn aria-hidden="true" className="size-8 text-brand-700" />
      <h1 className="mt-3 font-display text-2xl font-bold tracking-tight text-ink-900">Log in to continue</h1>
      <p className="mt-3 text-ink-600">
        This link leads to a page of your Borderless account. Once you have logged in, it takes you to{' '}
        <strong className="font-semibold text-ink-900">{page}</strong>{' '}
        <span className="text-ink-600">
          (<code data-testid="login-destination">{target}</code>)
        </span>
        .
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={login}>Log in</ButtonLink>
        <ButtonLink to="/signup" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * `/login-redirects?redirect=<path>`: where a login that carries a destination lands. Signed in, it forwards
 * (replacing this entry, so Back does not bounce here) to the destination; a guest is shown where logging in will
 * take them. While the identity loads it says so, with a link in case the forward does not happen.
 */
export default function LoginRedirectsPage() {
  const [searchParams] = useSearchParams();
  const identity = useQuery(userQueryOptions());
  const navigate = useNavigate();
  const signedIn = Boolean(identity.data);
  const forwards = !identity.isPending && signedIn;
  const destination = loginRedirectDecision(searchParams, signedIn);

  useEffect(() => {
    if (forwards) void navigate(destination, { replace: true });
  }, [forwards, destination, navigate]);

  if (!identity.isPending && !signedIn) {
    return <GuestDestination target={redirectTarget(searchParams)} login={destination} />;
  }

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
