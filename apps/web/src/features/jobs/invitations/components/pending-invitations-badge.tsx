import { usePendingInvitationsCount } from '../api/get-invitations.ts';

/**
 * The pending-invitations count for a navigation link (the main "Jobs" item and the jobs tab "Invitations").
 * Nothing when there are none; screen readers hear "3 pending invitations" as part of the link's name.
 * `relative` keeps the visually hidden text inside a scrolling tab bar instead of widening the page.
 */
export function PendingInvitationsBadge({ className = '' }: { className?: string }) {
  const pending = usePendingInvitationsCount();
  if (pending <= 0) return null;
  return (
    <span
      data-testid="pending-invitations-badge"
      className={`relative ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{pending > 99 ? '99+' : pending}</span>
      <span className="sr-only">{` (${pending} pending ${pending === 1 ? 'invitation' : 'invitations'})`}</span>
    </span>
  );
}
