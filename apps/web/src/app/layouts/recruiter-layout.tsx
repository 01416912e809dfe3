import { Link, NavLink, Outlet } from 'react-router';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { ConsoleSlotsProvider, type ConsoleSlots } from '../../components/console-slots.tsx';
import { deferred } from '../../components/deferred.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useUser } from '../../lib/identity.ts';
import { homeFor } from '../../lib/guard.ts';
import { NotificationsBell, UserMenu } from './header-menus.tsx';
import { MobileMenuButton, useMobileMenu } from './mobile-menu.tsx';

// The applicant page's assessments panel (its own feature), loaded with the page that shows it, not the layout.
const CONSOLE_SLOTS: ConsoleSlots = {
  ApplicantAssessments: deferred(() =>
    import('../../features/recruiter-assignments/components/assignments-panel.tsx').then(
      (module) => module.AssignmentsPanel,
    ),
  ),
};

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The recruiter console's sections; operators see only their own pages (the guard keeps them there). */
const RECRUITER_NAV: NavItem[] = [
  { to: '/recruiter', label: 'Dashboard', end: true },
  { to: '/recruiter/jobs', label: 'Jobs' },
  { to: '/recruiter/interviews', label: 'Interviews' },
  { to: '/recruiter/offers', label: 'Offers' },
  { to: '/recruiter/marketplace', label: 'Marketplace' },
  { to: '/recruiter/chat', label: 'Chat' },
];
const OPERATOR_NAV: NavItem[] = [
  { to: '/recruiter/identity-reviews', label: 'Identity reviews' },
  { to: '/recruiter/elite-reviews', label: 'Elite reviews' },
  { to: '/recruiter/courses', label: 'Courses' },
  { to: '/recruiter/talks', label: 'Talks' },
  { to: '/recruiter/talk-requests', label: 'Talk requests' },
  { to: '/recruiter/disputes', label: 'Disputes' },
  { to: '/recruiter/analytics', label: 'Analytics' },
  { to: '/recruiter/feedback', label: 'Feedback inbox' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

function NavLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.to === '/recruiter/chat' && <ChatUnreadBadge />}
    </>
  );
}

/**
 * The recruiter console: a compact header with its own navigation, the same bell, account menu and connection
 * status as the talent side, and a wider main area for lists.
 */
export function RecruiterLayout() {
  const user = useUser();
  const menu = useMobileMenu();
  const mobileOpen = menu.open;
  const nav = user?.role === 'operator' ? OPERATOR_NAV : user?.role === 'recruiter' ? RECRUITER_NAV : [];

  return (
    <div data-layout="recruiter" className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Logo to={user ? homeFor(user) : '/'} />
          <span className="hidden rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white sm:inline">
            {user?.role === 'operator' ? 'Operator' : 'Recruiter'}
          </span>
          {nav.length > 0 && (
            <nav aria-label="Console" className="ml-3 hidden items-center gap-0.5 md:flex">
              {nav.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end ?? false} className={linkClass}>
                  <NavLabel item={item} />
                </NavLink>
              ))}
            </nav>
          )}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {user && (
              <>
                <FeedbackButton />
                <NotificationsBell />
                <UserMenu user={user} showProfile={false} />
                <MobileMenuButton
                  open={mobileOpen}
                  onToggle={menu.toggle}
                  controls="recruiter-mobile-nav"
                  hiddenFrom="md:hidden"
                />
              </>
            )}
          </div>
        </div>
        {user && <ConnectionStatus />}
        {user && mobileOpen && (
          <nav
            id="recruiter-mobile-nav"
            aria-label="Console"
            className="border-t border-ink-200 bg-white px-4 py-3 md:hidden"
            onKeyDown={(event) => {
              if (event.key === 'Escape') menu.close();
            }}
          >
            <ul className="grid gap-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false} className={(s) => `block ${linkClass(s)}`}>
                    <NavLabel item={item} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        <ConsoleSlotsProvider value={CONSOLE_SLOTS}>
          <Outlet />
        </ConsoleSlotsProvider>
      </main>
      <footer className="border-t border-ink-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-ink-500 sm:px-6">
          <p>Borderless recruiter console</p>
          <Link to="/settings" className="hover:text-ink-800">
            Account settings
          </Link>
        </div>
      </footer>
    </div>
  );
}
