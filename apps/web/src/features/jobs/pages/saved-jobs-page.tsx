import type { SavedSearch } from '@talent/contract/jobs';
import { AlertDialog } from 'radix-ui';
import { Bell, BellOff, Bookmark, CloudOff, Search, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeleteSavedSearch } from '../api/delete-saved-search.ts';
import { useSavedJobs } from '../api/get-saved-jobs.ts';
import { useSavedSearches } from '../api/get-saved-searches.ts';
import { useMarkSavedSearchSeen } from '../api/mark-saved-search-seen.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JobsNav } from '../components/jobs-nav.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { dateIn } from '../../../components/jobs/format.ts';
import { searchHref } from '../lib/search-params.ts';
import { summarizeFilters } from '../lib/summary.ts';
import { useTimeZone } from '../lib/use-time-zone.ts';
import { formatNumber } from '../../../lib/format.ts';

function DeleteSearchButton({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          aria-label={`Delete saved search ${search.name}`}
          className="inline-flex size-9 items-center justify-center rounded-control text-ink-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            Delete “{search.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            You will stop hearing about new jobs for this search. Saved jobs are not affected.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('danger')}
              onClick={() =>
                remove.mutate(search.id, {
                  onSuccess: () => toast.success('Saved search deleted.'),
                  onError: (error) =>
                    toast.error(`Could not delete it. ${errorMessage(error, 'Please try again.')}`),
                })
              }
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const navigate = useNavigate();
  const update = useUpdateSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const timeZone = useTimeZone();
  const href = searchHref(search.query);
  const open = () => {
    if (search.new_count > 0) seen.mutate(search.id);
    void navigate(href);
  };
  return (
    <li className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card">
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          <Link
            to={href}
            onClick={(event) => {
              event.preventDefault();
              open();
            }}
            className="rounded-sm hover:text-brand-800 hover:underline"
          >
            {search.name}
          </Link>
          {search.new_count > 0 && (
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink-900">
              {formatNumber(search.new_count)} new
            </span>
          )}
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-ink-600">{summarizeFilters(search.query)}</p>
        <p className="mt-0.5 text-xs text-ink-500">Saved {dateIn(search.created_at, timeZone)}</p>
      </div>
      <div className="flex items-center gap-2 border-t border-ink-100 pt-3">
        <button
          type="button"
          aria-pressed={search.alert}
          onClick={() => update.mutate({ id: search.id, body: { alert: !search.alert } })}
          className={`inline-flex items-center gap-1.5 rounded-control border px-3 py-2 text-sm font-medium ${
            search.alert
              ? 'border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100'
              : 'border-ink-200 bg-white text-ink-600 hover:bg-ink-50'
          }`}
        >
          {search.alert ? (
            <Bell aria-hidden="true" className="size-4" />
          ) : (
            <BellOff aria-hidden="true" className="size-4" />
          )}
          {search.alert ? 'Alerts on' : 'Alerts off'}
          <span className="sr-only"> for {search.name}</span>
        </button>
        <Button variant="secondary" onClick={open}>
          Open<span className="sr-only"> {search.name}</span>
        </Button>
        <span className="ml-auto">
          <DeleteSearchButton search={search} />
        </span>
      </div>
    </li>
  );
}

function SavedSearches() {
  const searches = useSavedSearches();
  return (
    <section aria-labelledby="searches-heading">
      <h2 id="searches-heading" className="font-display text-xl font-semibold text-ink-900">
        Saved searches
      </h2>
      <div className="mt-4">
        {searches.isPending ? (
          <div role="status" aria-label="Loading saved searches" className="space-y-3">
            <div className="h-20 animate-pulse rounded-card bg-white shadow-card" />
            <div className="h-20 animate-pulse rounded-card bg-white shadow-card" />
          </div>
        ) : searches.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            headingLevel="h3"
            title="Saved searches did not load"
            actions={<Button onClick={() => void searches.refetch()}>Try again</Button>}
          >
            {errorMessage(searches.error)}
          </StatePanel>
        ) : searches.data.length === 0 ? (
          <StatePanel
            Icon={Search}
            headingLevel="h3"
            title="No saved searches yet"
            actions={<ButtonLink to="/jobs">Search jobs</ButtonLink>}
          >
            Set your filters on the search page and choose “Save this search” to hear when new jobs match.
          </StatePanel>
        ) : (
          <ul className="space-y-3">
            {searches.data.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function SavedJobs() {
  const jobs = useSavedJobs();
  return (
    <section aria-labelledby="saved-jobs-heading">
      <h2 id="saved-jobs-heading" className="font-display text-xl font-semibold text-ink-900">
        Saved jobs
        {jobs.data && jobs.data.length > 0 && (
          <span className="ml-2 text-base font-normal text-ink-500">{jobs.data.length}</span>
        )}
      </h2>
      <div className="mt-4">
        {jobs.isPending ? (
          <div role="status" aria-label="Loading saved jobs" className="space-y-3">
            <JobCardSkeleton />
            <JobCardSkeleton />
          </div>
        ) : jobs.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            headingLevel="h3"
            title="Saved jobs did not load"
            actions={<Button onClick={() => void jobs.refetch()}>Try again</Button>}
          >
            {errorMessage(jobs.error)}
          </StatePanel>
        ) : jobs.data.length === 0 ? (
          <StatePanel
            Icon={Bookmark}
            headingLevel="h3"
            title="No saved jobs yet"
            actions={<ButtonLink to="/jobs">Find jobs</ButtonLink>}
          >
            Use the bookmark on any job to keep it here while you decide.
          </StatePanel>
        ) : (
          <ul className="space-y-3">
            {jobs.data.map((job) => (
              <li key={job.id} className="motion-safe:animate-list-in">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function SavedJobsPage() {
  return (
    <>
      <JobsNav />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Your saved jobs and searches
        </h1>
        <p className="mt-1.5 text-sm text-ink-600 sm:text-base">
          Jobs you are weighing up, and searches that tell you when something new fits.
        </p>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <SavedJobs />
          <SavedSearches />
        </div>
      </div>
    </>
  );
}
