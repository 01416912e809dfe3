import { Link, NavLink, Outlet } from 'react-router';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { PendingInvitationsBadge } from '../../features/jobs/invitations/components/pending-invitations-badge.tsx';
import {
  PendingInterviewRequestsBadge,
  PendingOffersBadge,
} from '../../features/pipeline-live/components/pipeline-badges.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useUser } from '../../lib/identity.ts';
import { LearnMenu, NotificationsBell, UserMenu } from './header-menus.tsx';
import { MobileMenuButton, useMobileMenu } from './mobile-menu.tsx';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const PRIMARY: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/jobs', label: 'Jobs' },
  { to: '/applications', label: 'Applications' },
  { to: '/interviews', label: 'Interviews' },
  { to: '/assessments', label: 'Assessments' },
];
const LEARN: NavItem[] = [
  { to: '/courses', label: 'Courses' },
  { to: '/masterclass', label: 'Masterclass' },
  { to: '/skill-center', label: 'Skill center' },
];
// Nine areas: the full row shows from `xl` (narrower screens use the menu button), its links tighter there.
const SECONDARY: NavItem[] = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/offers', label: 'Offers' },
  { to: '/chat', label: 'Chat' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors xl:px-2 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

export function DefaultLayout() {
  const user = useUser();
  const menu = useMobileMenu();
  const mobileOpen = menu.open;

  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          {user && (
            <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 xl:flex">
              {PRIMARY.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end ?? false} className={linkClass}>
                  {item.label}
                  {item.to === '/jobs' && <PendingInvitationsBadge />}
                  {item.to === '/interviews' && <PendingInterviewRequestsBadge />}
                </NavLink>
              ))}
              <LearnMenu items={LEARN} linkClass={linkClass} />
              {SECONDARY.map((item) => (
                <NavLink key={item.to} to={item.to} className={linkClass}>
                  {item.label}
                  {item.to === '/offers' && <PendingOffersBadge />}
                  {item.to === '/chat' && <ChatUnreadBadge />}
                </NavLink>
              ))}
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            {user ? (
              <>
                <FeedbackButton />
                <NotificationsBell />
                <UserMenu user={user} />
              </>
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost">
                  Log in
                </ButtonLink>
                <ButtonLink to="/signup">Sign up</ButtonLink>
              </>
            )}
            {user && (
              <MobileMenuButton
                open={mobileOpen}
                onToggle={menu.toggle}
                controls="mobile-nav"
                hiddenFrom="xl:hidden"
              />
            )}
          </div>
        </div>
        {user && <ConnectionStatus />}
        {user && mobileOpen && (
          <nav
            id="mobile-nav"
            aria-label="Main"
            className="border-t border-ink-200 bg-white px-4 py-3 xl:hidden"
            onKeyDown={(event) => {
              if (event.key === 'Escape') menu.close();
            }}
          >
            <ul className="grid gap-1">
              {[...PRIMARY, ...SECONDARY].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false} className={(s) => `block ${linkClass(s)}`}>
                    {item.label}
                    {item.to === '/jobs' && <PendingInvitationsBadge />}
                    {item.to === '/interviews' && <PendingInterviewRequestsBadge />}
                    {item.to === '/offers' && <PendingOffersBadge />}
                    {item.to === '/chat' && <ChatUnreadBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">Learn</p>
            <ul className="mt-1 grid gap-1">
              {LEARN.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={(s) => `block ${linkClass(s)}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-ink-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-ink-500 sm:px-6">
          <p>© {new Date().getFullYear()} Borderless · Automating borderless hiring</p>
          <Link to="/settings" className="hover:text-ink-800">
            Account settings
          </Link>
        </div>
      </footer>
    </div>
  );
}
