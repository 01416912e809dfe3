import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingBar } from '../components/loading-bar.tsx';
import { clearFatalError, useFatalError } from '../lib/fatal-error.ts';
import { ErrorPage } from './error-page.tsx';

/** The root route: the loading bar, toasts, and the error page when something outside the router failed. */
export function AppShell() {
  const fatal = useFatalError();
  const location = useLocation();

  // Navigating away is the way out of a fatal error.
  useEffect(() => {
    clearFatalError();
  }, [location.key]);

  return (
    <>
      <LoadingBar />
      {fatal ? <ErrorPage status={500} /> : <Outlet />}
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
