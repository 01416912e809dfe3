import { bandLabel, type AttemptSummary } from '@talent/contract/assessments';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { resultPath, skillPath, takeTestPath } from '../lib/paths.ts';

const outcome = (attempt: AttemptSummary) =>
  attempt.status === 'in_progress' ? 'In progress' : attempt.passed ? 'Passed' : 'Not passed';

/** Attempts as a table: date, score, band, outcome, redo, and the way to the result (or back into the test). */
export function AttemptTable({
  attempts,
  caption,
  timeZone,
  showTest = false,
}: {
  attempts: readonly AttemptSummary[];
  caption: string;
  timeZone: string;
  showTest?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Date
            </th>
            {showTest && (
              <th scope="col" className="py-2 pr-3 font-semibold">
                Test
              </th>
            )}
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Score
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Band
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Outcome
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Redo
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Result</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatDateTime(attempt.submitted_at ?? attempt.started_at, timeZone)}
              </td>
              {showTest && (
                <td className="py-2 pr-3">
                  <Link to={skillPath(attempt.test.slug)} className="text-brand-700 hover:underline">
                    {attempt.test.title}
                  </Link>
                </td>
              )}
              <td className="py-2 pr-3 text-right tabular-nums">
                {attempt.percent === null ? '—' : `${attempt.percent}%`}
              </td>
              <td className="py-2 pr-3">
                {attempt.band ? bandLabel(attempt.band, attempt.band_basis) : '—'}
              </td>
              <td className="py-2 pr-3">
                {outcome(attempt)}
                {attempt.closed_by === 'deadline' && <span className="text-ink-500"> (time ran out)</span>}
              </td>
              <td className="py-2 pr-3">{attempt.is_redo ? 'Redo' : '—'}</td>
              <td className="py-2">
                {attempt.status === 'in_progress' ? (
                  <Link
                    to={takeTestPath(attempt.test.slug)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Resume<span className="sr-only"> {attempt.test.title}</span>
                  </Link>
                ) : (
                  <Link
                    to={resultPath(attempt.test.slug, attempt.id)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    See the result
                    <span className="sr-only">
                      {' '}
                      of {attempt.test.title},{' '}
                      {formatDateTime(attempt.submitted_at ?? attempt.started_at, timeZone)}
                    </span>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
