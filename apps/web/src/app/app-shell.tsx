import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { clearFatalError, useFatalError } from '../lib/fatal-error.ts';
import { userQueryOptions } from '../lib/identity.ts';
import { ErrorPage } from './error-page.tsx';

// Both load after the first render, outside the entry bundle. sonner replays a toast raised before its Toaster
// mounted, so nothing shown early is lost.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));
const SignedInLive = lazy(() => import('./signed-in-live.tsx'));

/** Whether someone is signed in, as the guards last learnt it; never fetches ('none' pages do not ask). */
function useSignedIn(): boolean {
  const { data } = useQuery({ ...userQueryOptions(), enabled: false });
  return Boolean(data);
}

/**
 * The root route: the loading bar, toasts, the live refresh for a signed-in user, and the error page when something
 * outside the router failed.
 */
export function AppShell() {
  const fatal = useFatalError();
  const location = useLocation();
  const signedIn = useSignedIn();

  const firstPath = useRef(location.pathname);

  // Navigating away is the way out of a fatal error.
  useEffect(() => {
    clearFatalError();
  }, [location.key]);

  // After a client-side page change, move focus to the new page's content so keyboard and screen-reader users
  // start there (as after a full page load), not on the link they just used.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <LoadingBar />
      {fatal ? <ErrorPage status={500} /> : <Outlet />}
      <Suspense fallback={null}>{signedIn ? <SignedInLive /> : null}</Suspense>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
