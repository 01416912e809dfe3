import { useQueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@talent/contract/chat';
import { ArrowLeft, Briefcase, CloudOff, MessageSquareOff, Search, ShoppingBag } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMessages } from '../api/get-messages.ts';
import { markConversationRead } from '../api/mark-read.ts';
import { useConversationChannel } from '../hooks/use-conversation-channel.ts';
import { patchConversation } from '../lib/conversation-cache.ts';
import { flattenPages, isReadBy } from '../lib/message-pages.ts';
import type { Outbox, OutboxEntry } from '../lib/outbox.ts';
import { Avatar, DemoBadge } from './avatar.tsx';
import { Composer } from './composer.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { dayLabel, fullDate } from './format.ts';
import { MessageBubble, PendingBubble } from './message-bubble.tsx';
import { MessageSearch } from './message-search.tsx';
import { MessageText } from './message-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Older pages load when the reader is this close to the top. */
const LOAD_OLDER_AT_PX = 160;
/** "At the bottom" for sticking to new messages. */
const BOTTOM_SLACK_PX = 80;
/** How far back "Show in the conversation" may page for a search result. */
const MAX_PAGES_FOR_JUMP = 40;

interface Me {
  id: string;
  name: string;
}

function isFocused(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Marks the thread read while it is visible and focused: when it opens with unread messages, and whenever a newer
 * message of the other side arrives after that.
 */
function useMarkRead(conversation: Conversation | undefined, messages: Message[], myId: string) {
  const queryClient = useQueryClient();
  const marked = useRef<{ conversation: string; message: string | null } | null>(null);
  const newestOther = [...messages].reverse().find((m) => m.sender_id !== myId);
  const newest = messages[messages.length - 1];

  useEffect(() => {
    if (!conversation || !newest) return;
    if (marked.current?.conversation !== conversation.id) {
      // Opening a thread with nothing unread: the newest message of the other side counts as marked already.
      marked.current = {
        conversation: conversation.id,
        message: conversation.unread_count === 0 ? (newestOther?.id ?? null) : null,
      };
    }
    const check = () => {
      const state = marked.current;
      if (!state || !newestOther || state.message === newestOther.id || !isFocused()) return;
      state.message = newestOther.id;
      void markConversationRead(conversation.id, newest.id).then(
        () => {
          patchConversation(queryClient, conversation.id, (c) => ({ ...c, unread_count: 0 }));
          void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
        },
        () => {
          // Try again on the next focus or message.
          if (marked.current === state) state.message = null;
        },
      );
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [conversation, newest, newestOther, queryClient]);
}

function ThreadHeader({
  conversation,
  online,
  backHref,
  onSearch,
  searchOpen,
}: {
  conversation: Conversation;
  online: boolean | null;
  backHref: string;
  onSearch: () => void;
  searchOpen: boolean;
}) {
  const { other, job, order } = conversation;
  const inConsole = useLocation().pathname.startsWith('/recruiter');
  const role =
    other.role === 'recruiter'
      ? [other.title, other.company].filter(Boolean).join(' · ') || 'Recruiter'
      : order
        ? 'Talent'
        : 'Candidate';
  return (
    <header className="flex items-center gap-3 border-b border-ink-200 bg-white px-3 py-3 sm:px-4">
      <Link
        to={backHref}
        className="rounded-md p-2 text-ink-700 hover:bg-ink-100 lg:hidden"
        aria-label="Back to conversations"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <Avatar name={other.name} url={other.avatar_url} online={online} />
      <div className="min-w-0 flex-1">
        <h2
          id="thread-title"
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold text-ink-900 focus:outline-none"
        >
          <span className="truncate">{other.name}</span>
          {other.is_demo && <DemoBadge />}
        </h2>
        <p className="truncate text-xs text-ink-600">
          <span data-testid="presence" className={online ? 'font-medium text-emerald-700' : undefined}>
            {online === null ? '' : online ? 'Online' : 'Offline'}
          </span>
          {online !== null && ' · '}
          {role}
        </p>
        {job && (
          <p className="truncate text-xs">
            <Briefcase aria-hidden="true" className="mr-1 inline size-3.5 text-ink-500" />
            <Link to={`/jobs/${job.id}`} className="font-medium text-brand-800 hover:underline">
              {job.title}
            </Link>
            <span className="text-ink-600"> · {job.company}</span>
          </p>
        )}
        {order && (
          <p className="truncate text-xs">
            <ShoppingBag aria-hidden="true" className="mr-1 inline size-3.5 text-ink-500" />
            <Link
              to={`${inConsole ? '/recruiter' : ''}/marketplace/orders/${order.id}`}
              className="font-medium text-brand-800 hover:underline"
            >
              Order {order.reference}
            </Link>
            <span className="text-ink-600"> · {order.title}</span>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onSearch}
        aria-expanded={searchOpen}
        aria-label="Search this conversation"
        className="rounded-md p-2 text-ink-700 hover:bg-ink-100 aria-expanded:bg-ink-100"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}

export function Thread({
  conversationId,
  me,
  outbox,
  entries,
  backHref,
}: {
  conversationId: string;
  me: Me;
  outbox: Outbox;
  entries: readonly OutboxEntry[];
  backHref: string;
}) {
  const zone = useTimeZone();
  const conversation = useConversation(conversationId);
  const history = useMessages(conversationId);
  const messages = useMemo(() => flattenPages(history.data), [history.data]);
  const loadedIds = useMemo(() => new Set(messages.map((m) => m.id)), [messages]);
  const pending = entries.filter((e) => e.conversation_id === conversationId && !loadedIds.has(e.id));
  const [searchOpen, setSearchOpen] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [context, setContext] = useState<Message | null>(null);
  const [jumping, setJumping] = useState(false);
  const [draft, setDraft] = useState<{ text: string } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before the last render: kept when older pages prepend; 0 = stick to the bottom.
  const fromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  const channel = useConversationChannel(conversationId, me);

  // On narrow screens the row that opened the thread is hidden now: give the focus to the thread's heading.
  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.offsetParent !== null) return;
    document.getElementById('thread-title')?.focus();
  }, [loaded]);
  useMarkRead(conversation.data, messages, me.id);

  // A message confirmed by the live event before its POST answered leaves the outbox here.
  useEffect(() => {
    for (const entry of entries) if (loadedIds.has(entry.id)) outbox.confirm(entry.id);
  }, [entries, loadedIds, outbox]);

  const other = conversation.data?.other;
  const nameOf = useCallback(
    (message: Message) => (message.sender_id === me.id ? 'You' : (other?.name ?? 'Them')),
    [me.id, other?.name],
  );

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX && history.hasNextPage && !history.isFetchingNextPage) {
      void history.fetchNextPage();
    }
  };

  const lastKey = `${messages[messages.length - 1]?.id ?? ''}:${pending.length}`;
  const firstKey = messages[0]?.id ?? '';
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (stickToBottom.current || fromBottom.current === null) {
      el.scrollTop = el.scrollHeight;
    } else {
      // Older messages went in above: keep the same message under the reader's eyes.
      el.scrollTop = el.scrollHeight - fromBottom.current;
    }
    fromBottom.current = el.scrollHeight - el.scrollTop;
  }, [firstKey, lastKey]);

  // A short first page does not fill the box, so no scroll event would ever ask for more.
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollHeight <= el.clientHeight && history.hasNextPage && !history.isFetchingNextPage) {
      void history.fetchNextPage();
    }
  }, [firstKey, history]);

  const reveal = (id: string) => {
    const node = document.getElementById(`message-${id}`);
    if (!node) return false;
    stickToBottom.current = false;
    // Centre it inside the log only (scrollIntoView would scroll the window too, under the sticky header).
    const el = scroller.current;
    if (el) {
      const box = el.getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      el.scrollTop += rect.top - box.top - (el.clientHeight - rect.height) / 2;
    }
    node.focus({ preventScroll: true });
    setHighlight(id);
    setTimeout(() => setHighlight((h) => (h === id ? null : h)), 2500);
    return true;
  };

  const choose = (message: Message) => {
    if (reveal(message.id)) {
      setContext(null);
      return;
    }
    setContext(message);
  };

  const showInThread = async (message: Message) => {
    setJumping(true);
    // Older pages go in above without pulling the view back to the newest message.
    stickToBottom.current = false;
    try {
      for (let i = 0; i < MAX_PAGES_FOR_JUMP; i++) {
        const result = await history.fetchNextPage();
        if (result.data?.pages.some((p) => p.data.some((m) => m.id === message.id))) break;
        if (!result.hasNextPage || result.isError) break;
      }
      // The page is in the cache; it reaches the DOM within a few frames.
      for (let frame = 0; frame < 30; frame++) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        if (reveal(message.id)) {
          setContext(null);
          return;
        }
      }
    } finally {
      setJumping(false);
    }
  };

  const send = (value: { body: string; attachment: { id: string; name: string } | null }) => {
    stickToBottom.current = true;
    channel.resetTyping();
    void outbox.add({
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      sender_id: me.id,
      body: value.body,
      attachment_file_id: value.attachment?.id ?? null,
      attachment_name: value.attachment?.name ?? null,
      created_at: new Date().toISOString(),
    });
  };

  if (conversation.isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-ink-600">
        <Spinner /> Loading the conversation…
      </div>
    );
  }
  if (conversation.isError) {
    const gone = conversation.error instanceof ApiError && conversation.error.response?.status === 404;
    return (
      <div className="flex flex-1 items-center justify-center p-4">
        {gone ? (
          <StatePanel
            Icon={MessageSquareOff}
            title="This conversation is not available"
            actions={<ButtonLink to={backHref}>Back to conversations</ButtonLink>}
          >
            It may have been removed, or the link is not yours.
          </StatePanel>
        ) : (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load this conversation"
            actions={
              <Button onClick={() => void conversation.refetch()} loading={conversation.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(conversation.error)}
          </StatePanel>
        )}
      </div>
    );
  }

  const data = conversation.data;
  const myLast = [...messages].reverse().find((m) => m.sender_id === me.id);
  const seen = [...messages]
    .reverse()
    .find((m) => m.sender_id === me.id && isReadBy(m, data.other_read_up_to));

  return (
    <section aria-labelledby="thread-title" className="flex min-h-0 min-w-0 flex-1 flex-col bg-ink-50">
      <ThreadHeader
        conversation={data}
        online={channel.otherOnline}
        backHref={backHref}
        searchOpen={searchOpen}
        onSearch={() => setSearchOpen((open) => !open)}
      />
      {searchOpen && (
        <MessageSearch
          conversationId={conversationId}
          nameOf={nameOf}
          onChoose={choose}
          onClose={() => {
            setSearchOpen(false);
            setContext(null);
          }}
        />
      )}
      {context && (
        <div
          role="region"
          aria-label="Search result in context"
          className="border-b border-ink-200 bg-white px-4 py-3"
        >
          <p className="text-xs text-ink-600">
            Earlier in this conversation ·{' '}
            <time dateTime={context.created_at}>{fullDate(context.created_at, zone)}</time>
          </p>
          <ul className="mt-1">
            <li className="text-sm text-ink-900">
              <span className="font-semibold">{nameOf(context)}: </span>
              <MessageText text={context.body || context.attachment?.name || ''} className="inline" />
            </li>
          </ul>
          <div className="mt-2 flex gap-2">
            <Button variant="secondary" onClick={() => void showInThread(context)} loading={jumping}>
              Show in the conversation
            </Button>
            <Button variant="ghost" onClick={() => setContext(null)}>
              Close
            </Button>
          </div>
        </div>
      )}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-5"
      >
        {history.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-ink-600">
            <Spinner /> Loading messages…
          </p>
        ) : history.isError && messages.length === 0 ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load the messages"
            actions={
              <Button onClick={() => void history.refetch()} loading={history.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(history.error)}
          </StatePanel>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <div className="flex justify-center">
              {history.isFetchingNextPage ? (
                <p role="status" className="flex items-center gap-2 text-xs text-ink-600">
                  <Spinner /> Loading older messages…
                </p>
              ) : history.hasNextPage ? (
                <Button variant="ghost" onClick={() => void history.fetchNextPage()}>
                  Load older messages
                </Button>
              ) : history.isFetchNextPageError ? (
                <Button variant="ghost" onClick={() => void history.fetchNextPage()}>
                  Older messages did not load. Try again
                </Button>
              ) : messages.length > 0 ? (
                <p className="text-xs text-ink-500">The start of your conversation with {data.other.name}</p>
              ) : null}
            </div>
            {messages.length === 0 && pending.length === 0 && (
              <p className="py-8 text-center text-sm text-ink-600">
                No messages yet. Say hello to {data.other.name}
                {data.job ? ` about ${data.job.title}` : data.order ? ` about ${data.order.title}` : ''}.
              </p>
            )}
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              const newDay =
                !previous || dayLabel(previous.created_at, zone) !== dayLabel(message.created_at, zone);
              const mine = message.sender_id === me.id;
              const receipt =
                message === seen ? 'Seen' : message === myLast && pending.length === 0 ? 'Sent' : null;
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <p className="my-1 text-center text-xs font-medium text-ink-500">
                      {dayLabel(message.created_at, zone)}
                    </p>
                  )}
                  <MessageBubble
                    message={message}
                    mine={mine}
                    senderName={data.other.name}
                    receipt={receipt}
                    highlighted={highlight === message.id}
                  />
                </Fragment>
              );
            })}
            {pending.map((entry) => (
              <PendingBubble
                key={entry.id}
                entry={entry}
                onRetry={() => void outbox.retry(entry.id)}
                onDiscard={() => outbox.discard(entry.id)}
                onEdit={() => {
                  outbox.discard(entry.id);
                  setDraft({ text: entry.body });
                }}
              />
            ))}
          </div>
        )}
      </div>
      <p role="status" data-testid="typing" className="h-5 px-4 text-xs text-ink-600 italic">
        {channel.typing ? `${channel.typing} is typing…` : ''}
      </p>
      <Composer
        key={conversationId}
        conversationId={conversationId}
        onSubmit={send}
        onTyping={channel.notifyTyping}
        draft={draft}
      />
    </section>
  );
}
