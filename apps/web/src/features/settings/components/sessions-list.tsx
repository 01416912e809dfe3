import type { ActiveSession } from '@talent/contract/account';
import { CircleAlert, LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useLogoutOtherSessions } from '../api/logout-other-sessions.ts';
import { formatDateTime, resolveTimeZone } from '../../../lib/format.ts';
import { PasswordDialog } from './password-dialog.tsx';

const MOBILE = /android|iphone|ipad|ios|mobile/i;

function SessionRow({ session, zone }: { session: ActiveSession; zone: string | null }) {
  const end = useEndSession();
  const Icon = MOBILE.test(`${session.device} ${session.user_agent ?? ''}`) ? Smartphone : Monitor;
  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => toast.success(`${session.device} was signed out.`),
      onError: (error) => toast.error(errorMessage(error, 'That session could not be ended.')),
    });
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0"
      data-testid="session-row"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-[calc(100%-3.5rem)] sm:basis-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
          {session.device}
          {session.current && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              This device
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-ink-600">
          {session.ip_address ?? 'Unknown IP'} ·{' '}
          {session.current
            ? 'Active now'
            : `Last active ${formatDateTime(session.last_active_at, resolveTimeZone(zone))}`}
        </p>
        <p className="text-xs text-ink-500">
          Signed in {formatDateTime(session.created_at, resolveTimeZone(zone))}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="ml-14 sm:ml-0"
          onClick={onEnd}
          loading={end.isPending}
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.last_active_at, resolveTimeZone(zone))}`}
        >
          {end.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** This user's live sessions (current first) with "sign out" per device and for every other device at once. */
export function SessionsList({ zone }: { zone: string | null }) {
  const sessions = useSessions();
  const logoutOthers = useLogoutOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
        <Spinner /> Loading your sessions…
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
        <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
        <span className="flex-1">{errorMessage(sessions.error, 'Your sessions could not be loaded.')}</span>
        <Button variant="secondary" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const others = sessions.data.filter((s) => !s.current);
  return (
    <div>
      <ul aria-label="Active sessions" className="divide-y divide-ink-100">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} zone={zone} />
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 pt-4">
        <p className="text-sm text-ink-600">
          {others.length === 0
            ? 'You are signed in on this device only.'
            : `Signed in on ${others.length} other ${others.length === 1 ? 'device' : 'devices'}.`}
        </p>
        {others.length > 0 && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out other sessions
          </Button>
        )}
      </div>
      <PasswordDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Log out other sessions?"
        description="Every other browser and device signed in to your account is signed out. This one stays signed in."
        confirmLabel="Log out other sessions"
        pendingLabel="Logging out…"
        onConfirm={async (password) => {
          await logoutOthers.mutateAsync({ password });
          toast.success('You were signed out on every other device.');
        }}
      />
    </div>
  );
}
