import { ApplicationListQuerySchema } from '@talent/contract/applications';
import { Briefcase, CalendarClock, CloudOff, Search, SearchX } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { StatusFilter } from '../api/application-keys.ts';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationCard, ApplicationCardSkeleton } from '../components/application-card.tsx';
import { StatusFilters } from '../components/status-filters.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const subNavClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

/** Links between the applications list and the interview requests, under the same section. */
export function ApplicationsSubNav() {
  return (
    <nav aria-label="Applications sections" className="flex gap-1">
      <NavLink to="/applications" end className={subNavClass}>
        Your applications
      </NavLink>
      <NavLink to="/applications/interview-requests" className={subNavClass}>
        Interview requests
      </NavLink>
    </nav>
  );
}

function readFilters(params: URLSearchParams): { status?: StatusFilter; q?: string } {
  const parsed = ApplicationListQuerySchema.safeParse({
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
  });
  if (!parsed.success) return {};
  const { status, q } = parsed.data;
  return { ...(status ? { status } : {}), ...(q ? { q } : {}) };
}

/** The search box: typed text reaches the URL (and the server) after a pause, so the list does not jump per key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL changed elsewhere (back button, "Clear filters"): the box follows.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        Search by job or company
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder="Search by job or company"
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-control border border-ink-300 bg-white py-2 pr-3 pl-9 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
    </div>
  );
}

/**
 * `/applications`: one card per opportunity with where it stands, what happens next and its timeline; filters by
 * state and a search, both in the URL; `?application={id}` opens and highlights one (notifications link there).
 */
export default function ApplicationsPage({ title }: { title: string }) {
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const highlight = params.get('application');
  const applications = useApplications(filters);

  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  const list = applications.data?.data ?? [];
  const counts = applications.data?.meta.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const filtered = Boolean(filters.status || filters.q);
  const waitingRequests = list.reduce((n, a) => n + a.pending_interview_requests, 0);
  const highlightHidden = Boolean(highlight && applications.data && !list.some((a) => a.id === highlight));

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <ApplicationsSubNav />
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-600">
        Where each opportunity stands, who acted last, and what happens next. Times are in your time zone (
        {zone}).
      </p>

      {waitingRequests > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-control bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
          <p className="flex items-start gap-2 font-medium">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {waitingRequests === 1
              ? 'An interview request is waiting for your answer.'
              : `${waitingRequests} interview requests are waiting for your answer.`}
          </p>
          <ButtonLink to="/applications/interview-requests" variant="secondary">
            Pick a time
          </ButtonLink>
        </div>
      )}

      {(total > 0 || filtered) && (
        <div className="mt-6 space-y-3">
          <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q, application: undefined })} />
          {counts && (
            <StatusFilters
              counts={counts}
              value={filters.status}
              onChange={(status) => update({ status, application: undefined })}
            />
          )}
        </div>
      )}

      {highlightHidden && (
        <p role="status" className="mt-4 text-sm text-ink-700">
          The application you opened is hidden by your filters.{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => update({ status: undefined, q: undefined })}
          >
            Show all applications
          </button>
        </p>
      )}

      <div className="mt-6" aria-busy={applications.isFetching || undefined}>
        {applications.isPending ? (
          <div role="status" aria-label="Loading your applications" className="space-y-3">
            <ApplicationCardSkeleton />
            <ApplicationCardSkeleton />
            <ApplicationCardSkeleton />
          </div>
        ) : applications.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your applications"
            actions={
              <Button onClick={() => void applications.refetch()} loading={applications.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(applications.error)}
          </StatePanel>
        ) : list.length === 0 && filtered ? (
          <StatePanel
            Icon={SearchX}
            title="No applications match"
            actions={
              <Button variant="secondary" onClick={() => update({ status: undefined, q: undefined })}>
                Clear filters
              </Button>
            }
          >
            Try another state or search word.
          </StatePanel>
        ) : list.length === 0 ? (
          <StatePanel
            Icon={Briefcase}
            title="No applications yet"
            actions={<ButtonLink to="/jobs">Find a job</ButtonLink>}
          >
            When you apply to a job, it appears here with its timeline, what happens next and when the
            recruiter promised to answer.
          </StatePanel>
        ) : (
          <>
            <p className="sr-only" role="status">
              {list.length === 1 ? '1 application shown' : `${list.length} applications shown`}
            </p>
            <ul className="space-y-4">
              {list.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    zone={zone}
                    highlighted={application.id === highlight}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
