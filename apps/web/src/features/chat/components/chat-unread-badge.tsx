import { useUser } from '../../../lib/identity.ts';
import { useChatUnreadCount } from '../api/get-unread-count.ts';
import { useOutboxFlusher } from '../hooks/use-outbox.ts';

/**
 * The number of conversations with unread messages, next to "Chat" in the navigation. Nothing when none; screen
 * readers hear "(2 unread conversations)" as part of the link's name.
 */
export function ChatUnreadBadge() {
  const { data: unread = 0 } = useChatUnreadCount();
  // Rendered on every page of the default layout: queued chat messages leave from here too.
  useOutboxFlusher(useUser()?.id);
  if (unread <= 0) return null;
  return (
    <span
      data-testid="chat-unread-badge"
      className="relative ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white"
    >
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{` (${unread} unread ${unread === 1 ? 'conversation' : 'conversations'})`}</span>
    </span>
  );
}
