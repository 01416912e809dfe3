import { ArrowLeft, Home } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '../components/ui/logo.tsx';
import { isBot } from '../lib/fatal-error.ts';
import { recordError } from '../lib/recent-errors.ts';
import { documentTitle } from '../lib/route-table.ts';

export interface ErrorPageProps {
  status?: number;
  message?: string;
  description?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  404: 'The page you are looking for does not exist, or it has moved. Check the address, or head back home.',
  403: 'You do not have access to this page.',
  500: 'Something went wrong on our side. It has been logged; please try again in a moment.',
};

// A tab opened straight onto the error has nothing to go back to; home is the way out then.
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

/** The spec's error page: status code (default 500), message (default "Internal Server Error"), description. */
export function ErrorPage({ status = 500, message, description }: ErrorPageProps) {
  const title = message ?? (status === 404 ? 'Page Not Found' : 'Internal Server Error');
  const text = description ?? DESCRIPTIONS[status] ?? DESCRIPTIONS[500];

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  // Plain <a> links: the error may come from the router itself, so a full page load is the safe way out.
  return (
    <div data-layout="error" className="flex min-h-dvh flex-col bg-ink-50">
      <header className="px-4 py-5 sm:px-8">
        <a href="/" className="inline-flex items-center gap-2.5 rounded-md" aria-label="Borderless, home">
          <LogoMark />
          <span className="font-display text-lg font-bold tracking-tight text-ink-900">Borderless</span>
        </a>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="max-w-lg text-center">
          <p
            className="font-display text-7xl font-extrabold tracking-tight text-brand-700"
            data-testid="error-status"
          >
            {status}
          </p>
          <h1 className="mt-4 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-3 text-ink-600">{text}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            <a
              href="/"
              className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              <Home aria-hidden="true" className="size-4" />
              Go to home
            </a>
            <button
              type="button"
              onClick={goBack}
              className="inline-flex items-center gap-2 rounded-control border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Go back
            </button>
          </div>
        </div>
      </main>
    </div>
  );
}

export function errorPageProps(error: unknown): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: 'Page Not Found' };
    const data = error.data as { message?: unknown } | string | undefined;
    const message = typeof data === 'object' && typeof data?.message === 'string' ? data.message : undefined;
    return { status: error.status, ...(message ? { message } : {}) };
  }
  return { status: 500 };
}

/**
 * The router's errorElement: unknown routes (404) and anything a loader or page throws. A search-engine crawler
 * gets an empty page and the console instead, so an error screen is never indexed (the server's status code, 404
 * for a path no route matches, tells it the rest).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const crawler = isBot();
  useEffect(() => {
    if (crawler) console.error('Route error (not shown to a crawler)', error);
    else if (!isRouteErrorResponse(error) || error.status >= 500) {
      console.error('Route error', error);
      recordError('Route error', error);
    }
  }, [error, crawler]);
  if (crawler) return <main id="main" data-layout="error" />;
  return <ErrorPage {...errorPageProps(error)} />;
}
