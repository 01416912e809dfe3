import { useQuery } from '@tanstack/react-query';
import { CloudOff, Inbox } from 'lucide-react';
import { ButtonLink, Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { catalogueQueryOptions } from '../../../lib/catalogue.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { responseTimeText } from '../../../components/jobs/format.ts';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
}) {
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1">
        <span className="block font-display text-3xl font-bold tracking-tight text-ink-900">{value}</span>
        <span className="mt-1 block text-xs text-ink-600">{note}</span>
      </dd>
    </div>
  );
}

/** The catalogue as it stands (`GET /shared/api/catalogue`): open jobs, where they are, how soon recruiters reply. */
export function LiveFigures({ signedIn }: { signedIn: boolean }) {
  const catalogue = useQuery(catalogueQueryOptions());
  let body;
  if (catalogue.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading the figures"
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} aria-hidden="true" className="h-32 animate-pulse rounded-card bg-white shadow-sm" />
        ))}
      </div>
    );
  } else if (catalogue.isError) {
    body = (
      <div className="mt-4">
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The figures did not load"
          actions={<Button onClick={() => void catalogue.refetch()}>Try again</Button>}
        >
          {errorMessage(catalogue.error)}
        </StatePanel>
      </div>
    );
  } else if (catalogue.data.open_jobs === 0) {
    body = (
      <div className="mt-4">
        <StatePanel
          Icon={Inbox}
          title="No jobs are open at this moment"
          actions={
            signedIn ? (
              <ButtonLink to="/jobs">Save a search</ButtonLink>
            ) : (
              <ButtonLink to="/signup">Create your account</ButtonLink>
            )
          }
        >
          Employers post new ones all the time. Save a search and we let you know when one that fits you
          opens.
        </StatePanel>
      </div>
    );
  } else {
    const figures = catalogue.data;
    body = (
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="live-figures">
        <Figure
          testId="figure-open-jobs"
          label="Open jobs"
          value={formatNumber(figures.open_jobs)}
          note={`${formatNumber(figures.open_worldwide)} open to people anywhere`}
        />
        <Figure
          testId="figure-countries"
          label="Countries hiring"
          value={formatNumber(figures.countries)}
          note="where the jobs are based"
        />
        <Figure
          testId="figure-companies"
          label="Companies hiring"
          value={formatNumber(figures.companies)}
          note="with at least one open job"
        />
        <Figure
          testId="figure-response"
          label="Median recruiter reply"
          value={
            figures.median_response_hours === null
              ? 'Not measured yet'
              : responseTimeText(figures.median_response_hours)
          }
          note="from application to first answer, last 90 days"
        />
      </dl>
    );
  }
  return (
    <section aria-labelledby="live-figures-heading" className="mt-12">
      <h2 id="live-figures-heading" className="font-display text-xl font-semibold text-ink-900">
        Borderless right now
      </h2>
      <p className="mt-1 text-sm text-ink-600">Live from the catalogue, refreshed every minute.</p>
      {body}
    </section>
  );
}
