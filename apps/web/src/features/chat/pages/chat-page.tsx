import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useUser } from '../../../lib/identity.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { Thread } from '../components/thread.tsx';
import { useOutbox } from '../hooks/use-outbox.ts';

/**
 * `/chat` and `/inbox.copy` (the same inbox under a second path): the conversations on the left and the open one
 * on the right, deep-linkable as `?c=<id>`. On narrow screens it is the list or the thread, never both.
 */
export default function ChatPage({ title }: { title: string }) {
  const user = useUser();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const selected = params.get('c');
  // The guard only lets verified users in; the identity is cached by then.
  const me = { id: user?.id ?? '', name: user?.name ?? '' };
  const { outbox, entries } = useOutbox(me.id);
  const hrefFor = (id: string) => `${pathname}?c=${encodeURIComponent(id)}`;

  // Back to the list on a narrow screen: the thread (and its Back link) is gone, so the focus goes to the row of
  // the conversation just left, or the inbox's heading, instead of falling to the page's body.
  const inbox = useRef<HTMLElement>(null);
  const left = useRef<string | null>(null);
  useEffect(() => {
    const from = left.current;
    left.current = selected;
    if (selected || !from) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const row = inbox.current?.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(from)}"]`);
    (row ?? inbox.current?.querySelector<HTMLElement>('h1'))?.focus();
  }, [selected]);

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[32rem] w-full max-w-6xl px-0 sm:px-4 sm:py-4">
      <div className="flex min-h-0 w-full overflow-hidden border-ink-200 bg-white sm:rounded-card sm:border sm:shadow-card">
        <aside
          ref={inbox}
          aria-label="Inbox"
          className={`min-h-0 w-full flex-col border-ink-200 lg:flex lg:w-80 lg:shrink-0 lg:border-r xl:w-96 ${
            selected ? 'hidden' : 'flex'
          }`}
        >
          <h1
            tabIndex={-1}
            className="px-4 pt-4 pb-3 font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
          >
            {title}
          </h1>
          <ConversationList selectedId={selected} hrefFor={hrefFor} myId={me.id} />
        </aside>
        {/* Below lg the open thread hides the inbox and its h1; the page keeps its title for screen readers. */}
        {selected && <h1 className="sr-only lg:hidden">{title}</h1>}
        <div className={`min-h-0 min-w-0 flex-1 ${selected ? 'flex' : 'hidden lg:flex'}`}>
          {selected ? (
            <Thread
              key={selected}
              conversationId={selected}
              me={me}
              outbox={outbox}
              entries={entries}
              backHref={pathname}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-ink-50 p-8 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <MessagesSquare aria-hidden="true" className="size-6" />
              </span>
              <p className="font-semibold text-ink-900">Choose a conversation</p>
              <p className="max-w-sm text-sm text-ink-600">
                Messages with recruiters about your applications and invitations appear here, live.
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
