import { NavLink } from 'react-router';
import { PendingInvitationsBadge } from '../invitations/components/pending-invitations-badge.tsx';
import { useSavedSearches } from '../api/get-saved-searches.ts';

const ITEMS = [
  { to: '/jobs', label: 'All jobs', end: true },
  { to: '/jobs/recommended', label: 'Recommended' },
  { to: '/jobs/saved', label: 'Saved' },
  { to: '/jobs/invitations', label: 'Invitations' },
  { to: '/jobs/around-the-globe', label: 'Around the globe' },
];

/** The jobs section's own tabs; scrolls sideways on narrow screens instead of wrapping. */
export function JobsNav() {
  // The in-app alert: new jobs for saved searches with alerts on show up on the Saved tab from any jobs page.
  const searches = useSavedSearches();
  const fresh = (searches.data ?? []).filter((s) => s.alert).reduce((sum, s) => sum + s.new_count, 0);
  return (
    <nav aria-label="Jobs" className="border-b border-ink-200 bg-white">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                `-mb-px inline-flex border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900'
                }`
              }
            >
              {item.label}
              {item.to === '/jobs/saved' && fresh > 0 && (
                <span className="ml-1.5 rounded-full bg-accent-400 px-1.5 text-xs leading-5 font-bold text-ink-900">
                  {fresh > 99 ? '99+' : fresh}
                  <span className="sr-only"> new jobs for your saved searches</span>
                </span>
              )}
              {item.to === '/jobs/invitations' && <PendingInvitationsBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
