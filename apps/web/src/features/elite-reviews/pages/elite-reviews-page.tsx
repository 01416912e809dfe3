import { ChevronRight, CloudOff, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { ReviewFilter } from '../api/elite-review-keys.ts';
import { useEliteReviews, type EliteReviewSummary } from '../api/get-elite-reviews.ts';
import { IdentityPill, ReviewStatusPill } from '../components/pills.tsx';
import { trackLabel } from '../lib/labels.ts';

const FILTERS: Array<{ value: ReviewFilter; label: string }> = [
  { value: 'submitted', label: 'Waiting for review' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<ReviewFilter, { title: string; text: string }> = {
  submitted: {
    title: 'No applications waiting',
    text: 'Applications appear here as candidates send them for review, oldest first.',
  },
  waitlisted: {
    title: 'Nobody is waitlisted',
    text: 'Waitlisted applications wait here for a final decision.',
  },
  accepted: { title: 'Nobody accepted yet', text: 'Accepted candidates are listed here once you decide.' },
  rejected: {
    title: 'Nobody rejected',
    text: 'Rejected applications are listed here with their reapply date.',
  },
  all: { title: 'No applications yet', text: 'Applications to the elite programme appear here.' },
};

/** The filter in the URL (`?status=`); none means the ones waiting for review. */
function filterOf(params: URLSearchParams): ReviewFilter {
  const value = params.get('status');
  return FILTERS.find((f) => f.value === value)?.value ?? 'submitted';
}

function Filters({ filter }: { filter: ReviewFilter }) {
  const [params, setParams] = useSearchParams();
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;
  const choose = (value: ReviewFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'submitted') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  return (
    <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-1.5">
      {FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          aria-pressed={filter === f.value}
          className={chip(filter === f.value)}
          onClick={() => choose(f.value)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

function ReviewRow({ review, showStatus }: { review: EliteReviewSummary; showStatus: boolean }) {
  const allMet = review.skills_total > 0 && review.skills_met === review.skills_total;
  return (
    <Link
      to={`/recruiter/elite-reviews/${encodeURIComponent(review.id)}`}
      className="flex items-center gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-xs hover:border-ink-300"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{review.talent.name}</span>
          {showStatus && <ReviewStatusPill status={review.status} />}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <span>{trackLabel(review.track)}</span>
          <span>
            {review.submitted_at ? (
              <>
                Sent <DateText iso={review.submitted_at} />
              </>
            ) : (
              'Not sent yet'
            )}
          </span>
          <IdentityPill status={review.identity_status} />
          <span className={allMet ? 'text-brand-800' : undefined}>
            {review.skills_total === 0
              ? 'No skill tests on this track'
              : `Skills met ${review.skills_met}/${review.skills_total}`}
          </span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
    </Link>
  );
}

function ReviewList({ filter }: { filter: ReviewFilter }) {
  const reviews = useEliteReviews(filter);
  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading applications" className="space-y-3">
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  // A failed next page or refetch keeps the rows already shown; only a first load that failed shows the panel.
  if (!reviews.data) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Applications did not load"
        actions={<Button onClick={() => void reviews.refetch()}>Try again</Button>}
      >
        {errorMessage(reviews.error)}
      </StatePanel>
    );
  }
  const rows = reviews.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) {
    return (
      <StatePanel Icon={Inbox} title={EMPTY[filter].title}>
        {EMPTY[filter].text}
      </StatePanel>
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label="Elite applications">
        {rows.map((review) => (
          <li key={review.id}>
            <ReviewRow review={review} showStatus={filter === 'all'} />
          </li>
        ))}
      </ul>
      {reviews.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {errorMessage(reviews.error, 'More applications did not load. Please try again.')}
        </p>
      )}
      {reviews.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * `/recruiter/elite-reviews` (operators): applications to the elite programme, those waiting for review first and
 * oldest first; one opens on its own page to read, note and decide.
 */
export default function EliteReviewsPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const filter = filterOf(params);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1.5 mb-6 text-sm text-ink-600">
        Applications to the elite programme. Open one to read the forms, skill results and documents, leave
        notes for the team and decide: the candidate is told at once, with your reason.
      </p>
      <Filters filter={filter} />
      <ReviewList filter={filter} />
    </div>
  );
}
