import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, useTimeZone } from '../../../lib/format.ts';
import { CatalogueFrame } from '../components/catalogue-frame.tsx';
import { NextStepAction } from '../components/next-step-action.tsx';
import { StandingBadge } from '../components/standing-badge.tsx';
import { jobsWithSkillPath, skillPath } from '../lib/paths.ts';
import { sortTests, type Sort, type SortColumn } from '../lib/sort-tests.ts';
import { nextAttemptText } from '../lib/standing.ts';
import { useNow } from '../lib/use-now.ts';

const COLUMNS: { column: SortColumn; label: string; numeric?: boolean }[] = [
  { column: 'title', label: 'Skill' },
  { column: 'time', label: 'Time', numeric: true },
  { column: 'tasks', label: 'Tasks', numeric: true },
  { column: 'takers', label: 'Takers', numeric: true },
  { column: 'open_jobs', label: 'Open jobs', numeric: true },
  { column: 'status', label: 'My status' },
  { column: 'next_attempt', label: 'Next attempt' },
];

/** `/skill-center/index_copy`: the catalogue as a compact table, sorted by any column. */
export default function SkillCenterTablePage() {
  const timeZone = useTimeZone();
  const now = useNow();
  const [sort, setSort] = useState<Sort>({ column: 'title', direction: 'ascending' });
  const toggle = (column: SortColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: 'ascending' },
    );

  return (
    <CatalogueFrame skeleton="rows">
      {(list) => (
        <div className="mt-6 overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Skill tests; the column buttons sort the table</caption>
            <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
              <tr>
                {COLUMNS.map(({ column, label, numeric }) => {
                  const active = sort.column === column;
                  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={active ? sort.direction : undefined}
                      className={`px-3 py-2 font-semibold ${numeric ? 'text-right' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => toggle(column)}
                        className="inline-flex items-center gap-1 rounded-control hover:text-ink-900"
                      >
                        {label}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {sortTests(list.data, sort).map((test) => (
                <tr key={test.slug}>
                  <th scope="row" className="px-3 py-2 font-medium text-ink-900">
                    <Link to={skillPath(test.slug)} className="hover:underline">
                      {test.title}
                    </Link>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{test.time_limit_minutes} min</td>
                  <td className="px-3 py-2 text-right tabular-nums">{test.task_count}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(test.takers)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {test.open_jobs > 0 ? (
                      <Link
                        to={jobsWithSkillPath(test.skill.slug)}
                        className="text-brand-700 hover:underline"
                        aria-label={`${formatNumber(test.open_jobs)} open jobs for ${test.skill.name}`}
                      >
                        {formatNumber(test.open_jobs)}
                      </Link>
                    ) : (
                      0
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StandingBadge mine={test.mine} timeZone={timeZone} now={now} />
                  </td>
                  <td className="px-3 py-2 text-ink-700">
                    {test.mine.state === 'in_progress'
                      ? '—'
                      : (nextAttemptText(test.mine, timeZone, now)?.replace(/^Next attempt from /, '') ??
                        'Now')}
                  </td>
                  <td className="px-3 py-2">
                    <NextStepAction
                      slug={test.slug}
                      title={test.title}
                      mine={test.mine}
                      timeZone={timeZone}
                      now={now}
                      size="small"
                      hideWait
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CatalogueFrame>
  );
}
