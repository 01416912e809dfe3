import { LayoutGrid, List, Rows3 } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { HOW_TESTS_WORK_PATH } from '../lib/paths.ts';

const VIEWS = [
  { to: '/skill-center', label: 'Cards', Icon: LayoutGrid },
  { to: '/skill-center/index3', label: 'By category', Icon: Rows3 },
  { to: '/skill-center/index_copy', label: 'Table', Icon: List },
] as const;

/** The skill center's heading, what sets our tests apart, and the switch between its three views. */
export function SkillCenterHeader({ search }: { search: string }) {
  const query = search ? `?${search}` : '';
  return (
    <header>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">Skill center</h1>
          <p className="mt-2 max-w-2xl text-ink-600">
            Prove a skill once and let it speak for you: a passed test gives you a badge that recruiters can
            verify, and jobs that ask for the skill rank you higher.
          </p>
        </div>
        <Link
          to="/assessments"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          My assessments
        </Link>
      </div>
      <p className="mt-4 max-w-3xl rounded-card border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink-700">
        How our tests differ: you see your full result and your percentile, you choose who sees it (nobody,
        the band, or the score), and proctoring runs only if you agree to it.{' '}
        <Link to={HOW_TESTS_WORK_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
          How our tests work
        </Link>
      </p>
      <nav aria-label="Catalogue views" className="mt-6">
        <ul className="inline-flex gap-1 rounded-control border border-ink-200 bg-white p-1">
          {VIEWS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={`${to}${query}`}
                end
                className={({ isActive }) =>
                  `inline-flex items-center gap-1.5 rounded-control px-3 py-1.5 text-sm font-medium ${
                    isActive ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-ink-100'
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
