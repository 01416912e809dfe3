import { NavLink } from 'react-router';

const subNavClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

/** Links between the applications list and the interview requests (same links as on the applications page). */
export function ApplicationsSectionsNav({ pending }: { pending: number }) {
  return (
    <nav aria-label="Applications sections" className="flex gap-1">
      <NavLink to="/applications" end className={subNavClass}>
        Your applications
      </NavLink>
      <NavLink to="/applications/interview-requests" className={subNavClass}>
        Interview requests
        {pending > 0 && (
          <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">
            {pending}
            <span className="sr-only"> waiting</span>
          </span>
        )}
      </NavLink>
    </nav>
  );
}
