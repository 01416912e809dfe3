import type { Conversation } from '@talent/contract/chat';
import { CloudOff, MessagesSquare, Paperclip, Search, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useConversations } from '../api/get-conversations.ts';
import { Avatar, DemoBadge } from './avatar.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { shortTime } from './format.ts';

function preview(conversation: Conversation, myId: string): string {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const text = last.body.trim() || (last.attachment ? `Attachment: ${last.attachment.name}` : '');
  return last.sender_id === myId ? `You: ${text}` : text;
}

function subtitle(conversation: Conversation): string {
  const { other } = conversation;
  if (other.role === 'recruiter')
    return [other.title, other.company].filter(Boolean).join(' · ') || 'Recruiter';
  return conversation.order ? 'Talent' : 'Candidate';
}

function ConversationRow({
  conversation,
  href,
  selected,
  myId,
}: {
  conversation: Conversation;
  href: string;
  selected: boolean;
  myId: string;
}) {
  const { other, job, order } = conversation;
  const unread = conversation.unread_count;
  const zone = useTimeZone();
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation-row"
        data-conversation-id={conversation.id}
        className={`flex gap-3 rounded-control px-3 py-3 focus-visible:outline-2 focus-visible:outline-brand-600 ${
          selected ? 'bg-brand-50' : 'hover:bg-ink-50'
        }`}
      >
        <Avatar name={other.name} url={other.avatar_url} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`truncate ${unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-800'}`}>
              {other.name}
            </span>
            {other.is_demo && <DemoBadge />}
            {conversation.last_message && (
              <time
                dateTime={conversation.last_message.created_at}
                className="ml-auto shrink-0 text-xs text-ink-500"
              >
                {shortTime(conversation.last_message.created_at, zone)}
              </time>
            )}
          </span>
          <span className="block truncate text-xs text-ink-600">{subtitle(conversation)}</span>
          {job && <span className="block truncate text-xs font-medium text-brand-800">{job.title}</span>}
          {order && (
            <span className="block truncate text-xs font-medium text-brand-800">
              Order {order.reference} · {order.title}
            </span>
          )}
          <span className="mt-1 flex items-center gap-2">
            <span
              className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-ink-900' : 'text-ink-600'}`}
            >
              {conversation.last_message?.attachment && !conversation.last_message.body && (
                <Paperclip aria-hidden="true" className="mr-1 inline size-3.5" />
              )}
              {preview(conversation, myId)}
            </span>
            {unread > 0 && (
              <span
                data-testid="conversation-unread"
                className="inline-flex min-w-5 shrink-0 justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white"
              >
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="sr-only">{`, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading conversations" className="grid gap-2 p-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex gap-3 px-1 py-2">
          <span className="size-11 animate-pulse rounded-full bg-ink-100" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-2/3 animate-pulse rounded bg-ink-100" />
            <span className="block h-3 w-1/2 animate-pulse rounded bg-ink-100" />
            <span className="block h-3 w-5/6 animate-pulse rounded bg-ink-100" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The inbox column: a search box and the conversations, latest activity first. */
export function ConversationList({
  selectedId,
  hrefFor,
  myId,
}: {
  selectedId: string | null;
  hrefFor: (id: string) => string;
  myId: string;
}) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const list = useConversations(q);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-3 pb-3">
        <label htmlFor="conversation-search" className="sr-only">
          Search conversations
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            id="conversation-search"
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Search by name, company or job"
            maxLength={100}
            className="w-full rounded-control border border-ink-200 bg-white py-2 pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your conversations"
            actions={
              <Button onClick={() => void list.refetch()} loading={list.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(list.error)}
          </StatePanel>
        ) : rows.length === 0 && q ? (
          <StatePanel Icon={SearchX} title="No conversation matches">
            Nothing matches “{q}”. Try a name, a company or a job title.
          </StatePanel>
        ) : rows.length === 0 ? (
          <StatePanel
            Icon={MessagesSquare}
            title="No conversations yet"
            actions={
              <>
                <ButtonLink to="/jobs">Find a job</ButtonLink>
                <ButtonLink to="/jobs/invitations" variant="secondary">
                  See invitations
                </ButtonLink>
              </>
            }
          >
            No conversations yet — they start when you apply or a recruiter invites you.
          </StatePanel>
        ) : (
          <>
            <ul
              aria-label="Conversations"
              aria-busy={list.isPlaceholderData || undefined}
              className="space-y-0.5"
            >
              {rows.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  href={hrefFor(conversation.id)}
                  selected={conversation.id === selectedId}
                  myId={myId}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-2 flex justify-center">
                <Button
                  variant="ghost"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  Show older conversations
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
