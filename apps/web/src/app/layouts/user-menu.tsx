import { ChevronDown, Gem, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import type { User } from '@talent/contract/auth';
import { useLogout } from '../../features/auth/api/logout.ts';
import { initials } from './initials.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** `showProfile` false: the recruiter console, where the talent profile does not exist. */
export function UserMenu({ user, showProfile = true }: { user: User; showProfile?: boolean }) {
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    await navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-700 hover:bg-ink-100 data-[state=open]:bg-ink-100"
        aria-label={`Account menu for ${user.name}`}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {initials(user.name)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-card border border-ink-200 bg-white p-1.5 shadow-card"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-ink-900">{user.name}</p>
            <p className="truncate text-xs text-ink-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          {showProfile && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/profile')}>
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </DropdownMenu.Item>
          )}
          {showProfile && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/elite')}>
              <Gem aria-hidden="true" className="size-4" />
              Elite programme
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/settings')}>
            <Settings aria-hidden="true" className="size-4" />
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void onLogout()}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
