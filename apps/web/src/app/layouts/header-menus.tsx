import type { User } from '@talent/contract/auth';
import { Bell, ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { LearnMenuProps } from './learn-menu.tsx';
import { initials } from './initials.ts';

/*
 * The header's menus are Radix menus and a popover: with their positioning, focus and scroll-lock code they weigh
 * ~20-35 kB gzipped, so they load just after the page instead of in its first download. Until then each shows its
 * trigger as it will look, inert (a moment on a fast connection).
 */

const LazyBell = lazy(() =>
  import('../../features/notifications/components/notifications-bell.tsx').then((module) => ({
    default: module.NotificationsBell,
  })),
);
const LazyUserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));
const LazyLearnMenu = lazy(() =>
  import('./learn-menu.tsx').then((module) => ({ default: module.LearnMenu })),
);

export function NotificationsBell() {
  return (
    <Suspense
      fallback={
        <span className="rounded-full p-2 text-ink-700">
          <Bell aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <LazyBell />
    </Suspense>
  );
}

export function UserMenu({ user, showProfile }: { user: User; showProfile?: boolean }) {
  return (
    <Suspense
      fallback={
        <span className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
            {initials(user.name)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-ink-500" />
        </span>
      }
    >
      <LazyUserMenu user={user} {...(showProfile === undefined ? {} : { showProfile })} />
    </Suspense>
  );
}

function LearnTrigger({ items, linkClass }: LearnMenuProps) {
  const { pathname } = useLocation();
  const active = items.some((item) => pathname.startsWith(item.to));
  return (
    <span className={`${linkClass({ isActive: active })} inline-flex items-center gap-1`}>
      Learn
      <ChevronDown aria-hidden="true" className="size-3.5" />
    </span>
  );
}

export function LearnMenu(props: LearnMenuProps) {
  return (
    <Suspense fallback={<LearnTrigger {...props} />}>
      <LazyLearnMenu {...props} />
    </Suspense>
  );
}
