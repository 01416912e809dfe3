import { bandLabel } from '@talent/contract/assessments';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSkillResults } from '../api/get-skill-results.ts';
import { shortDate } from '../lib/format.ts';

/**
 * An applicant's shared skill results: the band always, the score and percentile only when the candidate chose
 * to show them, and the badge with its public verification page.
 */
export function SkillResults({ applicationId, timeZone }: { applicationId: string; timeZone: string }) {
  const results = useSkillResults(applicationId);
  if (results.isPending)
    return (
      <div role="status" aria-label="Loading skill results" className="space-y-2">
        <div aria-hidden="true" className="h-10 animate-pulse rounded-control bg-ink-100" />
        <div aria-hidden="true" className="h-10 animate-pulse rounded-control bg-ink-100" />
      </div>
    );
  if (results.isError)
    return (
      <div role="alert" className="text-sm text-red-800">
        <p>The skill results did not load: {errorMessage(results.error)}</p>
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => void results.refetch()}
          loading={results.isRefetching}
        >
          Try again
        </Button>
      </div>
    );
  if (results.data.length === 0)
    return (
      <p className="text-sm text-ink-500">
        The candidate has shared no skill results. Candidates choose for each test whether recruiters see
        nothing, the band, or the score.
      </p>
    );
  return (
    <ul className="divide-y divide-ink-100">
      {results.data.map((result) => (
        <li key={result.test.slug} className="py-2.5 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-ink-900">{result.test.title}</p>
            <p className="text-ink-500">taken {shortDate(result.taken_at, timeZone)}</p>
          </div>
          <p className="text-ink-700">
            {result.passed ? 'Passed' : 'Not passed'} · {bandLabel(result.band, result.band_basis)}
            {result.percent !== null && ` · score ${result.percent}%`}
            {result.percentile !== null && ` · ${result.percentile}th percentile`}
          </p>
          {result.badge && (
            <p className="mt-1 flex items-center gap-1.5 text-ink-700">
              <BadgeCheck aria-hidden="true" className="size-4 text-brand-700" />
              {result.badge.title}
              {result.badge.status !== 'valid' && ` (${result.badge.status})`}
              <a
                href={result.badge.verify_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Verify the ${result.badge.title} badge`}
                className="ml-1 font-semibold text-brand-700 hover:underline"
              >
                Verify
              </a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
