import { MessagesSquare } from 'lucide-react';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import type { OperatorDispute } from '../api/get-dispute.ts';

/** The order's chat as the two sides wrote it, oldest first; operators read it and never write in it. */
export function ChatThread({ messages }: { messages: OperatorDispute['messages'] }) {
  const zone = useTimeZone();
  if (messages.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <MessagesSquare aria-hidden="true" className="size-4" />
        The two sides did not write in the order’s chat.
      </p>
    );
  }
  return (
    <ol aria-label="Chat messages" className="max-h-[32rem] space-y-3 overflow-y-auto pr-1" tabIndex={0}>
      {messages.map((message) => (
        <li
          key={message.id}
          data-side={message.author_side}
          className={`max-w-[85%] rounded-card px-3.5 py-2.5 text-sm ${
            message.author_side === 'buyer' ? 'bg-sky-50 text-ink-900' : 'ml-auto bg-ink-100 text-ink-900'
          }`}
        >
          <p className="text-xs font-semibold text-ink-700">
            {message.author_name} ({message.author_side})
          </p>
          <p className="mt-0.5 whitespace-pre-line">{message.body}</p>
          <p className="mt-1 text-xs text-ink-500">
            <time dateTime={message.created_at}>{formatDateTime(message.created_at, zone)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
