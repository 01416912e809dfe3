import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingBar } from '../components/loading-bar.tsx';
import { usePipelineLive } from '../features/pipeline-live/use-pipeline-live.ts';
import { clearFatalError, useFatalError } from '../lib/fatal-error.ts';
import { ErrorPage } from './error-page.tsx';

/** The root route: the loading bar, toasts, and the error page when something outside the router failed. */
export function AppShell() {
  const fatal = useFatalError();
  const location = useLocation();
  usePipelineLive();

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
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
