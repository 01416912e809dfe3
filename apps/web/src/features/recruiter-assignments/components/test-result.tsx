import { bandLabel, PROCTORING_MODE_LABELS, type Result } from '@talent/contract/assessments';
import type { RecruiterAssignment } from '@talent/contract/assignments';
import { BadgeCheck } from 'lucide-react';
import { when } from '../lib/format.ts';

/**
 * A skill test's result against the recruiter's pass mark: the score, where it stands (percentile, or the band
 * while the cohort is small), each topic, and what proctoring recorded, as facts for a person to weigh. A
 * proctoring record never fails anyone.
 */
export function TestResult({ assignment, zone }: { assignment: RecruiterAssignment; zone: string }) {
  if (assignment.used_badge)
    return (
      <p className="flex items-center gap-1.5 text-sm text-ink-800" data-testid="assignment-result">
        <BadgeCheck aria-hidden="true" className="size-4 text-brand-700" />
        Completed with a valid badge: {assignment.used_badge.title}.
        <a
          href={assignment.used_badge.verify_url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 hover:underline"
        >
          Verify<span className="sr-only"> the badge (opens in a new tab)</span>
        </a>
      </p>
    );
  const result = assignment.test_result;
  if (!result) return null;
  const passMark = assignment.pass_mark_percent ?? result.pass_mark_percent;
  const passed = result.percent >= passMark;
  return (
    <div className="space-y-3 text-sm" data-testid="assignment-result">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-ink-500">Score</dt>
          <dd className="text-lg font-semibold text-ink-900">{result.percent}%</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Your pass mark</dt>
          <dd className="font-semibold text-ink-900">
            {passMark}%{' '}
            <span
              className={`ml-1 rounded-full px-2 py-0.5 text-xs ${passed ? 'bg-green-50 text-green-800 ring-1 ring-green-300' : 'bg-ink-100 text-ink-800 ring-1 ring-ink-300'}`}
            >
              {passed ? 'Passed' : 'Below it'}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Standing</dt>
          <dd className="text-ink-900">
            {result.percentile !== null ? `${result.percentile}th percentile · ` : ''}
            {bandLabel(result.band, result.band_basis)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Submitted</dt>
          <dd className="text-ink-900">
            {when(result.submitted_at, zone)}
            {result.closed_by === 'deadline' && ' (time ran out)'}
          </dd>
        </div>
      </dl>
      {result.topics.length > 0 && <Topics topics={result.topics} />}
      {result.coding.length > 0 && (
        <ul className="text-ink-700">
          {result.coding.map((task) => (
            <li key={task.item_id}>
              {task.title}: {task.hidden_passed} of {task.hidden_total} hidden tests passed
            </li>
          ))}
        </ul>
      )}
      <Proctoring proctoring={result.proctoring} zone={zone} />
    </div>
  );
}

function Topics({ topics }: { topics: Result['topics'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Score by topic</caption>
      <thead className="text-xs text-ink-500">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Topic
          </th>
          <th scope="col" className="py-1 font-medium">
            Score
          </th>
          <th scope="col" className="py-1 font-medium">
            Tasks missed
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {topics.map((topic) => (
          <tr key={topic.topic}>
            <th scope="row" className="py-1.5 font-normal text-ink-800">
              {topic.topic}
            </th>
            <td className="py-1.5">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-ink-100">
                  <span className="block h-full bg-brand-600" style={{ width: `${topic.percent}%` }} />
                </span>
                {topic.percent}%
              </span>
            </td>
            <td className="py-1.5 text-ink-700">
              {topic.missed} of {topic.tasks}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Proctoring({ proctoring, zone }: { proctoring: Result['proctoring']; zone: string }) {
  if (!proctoring || proctoring.mode === 'none') return null;
  return (
    <div className="rounded-control bg-ink-50 p-3 text-ink-700" data-testid="proctoring-facts">
      <p className="font-medium text-ink-800">Recorded during the test (with the candidate's consent)</p>
      <p className="mt-0.5">{PROCTORING_MODE_LABELS[proctoring.mode]}.</p>
      {proctoring.deleted_at ? (
        <p className="mt-0.5">The record was deleted {when(proctoring.deleted_at, zone)}.</p>
      ) : (
        <p className="mt-0.5">
          {proctoring.entries} browser event{proctoring.entries === 1 ? '' : 's'}
          {proctoring.mode === 'webcam' &&
            `, ${proctoring.snapshots} snapshot${proctoring.snapshots === 1 ? '' : 's'}`}
          {proctoring.retention_until && `; kept until ${when(proctoring.retention_until, zone)}`}.
        </p>
      )}
      <p className="mt-1 text-xs text-ink-500">
        These are facts to read in context, not a verdict: tab switches and pastes have ordinary reasons.
      </p>
    </div>
  );
}
