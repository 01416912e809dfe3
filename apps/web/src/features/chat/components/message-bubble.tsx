import type { ChatAttachment, Message } from '@talent/contract/chat';
import { Bot, Clock, FileText, RotateCcw, TriangleAlert } from 'lucide-react';
import type { OutboxEntry } from '../lib/outbox.ts';
import { useTimeZone } from '../../../lib/format.ts';
import { clockTime, fileSize, fullDate } from './format.ts';
import { MessageText } from './message-text.tsx';

function AttachmentLink({ attachment, mine }: { attachment: ChatAttachment; mine: boolean }) {
  const isImage = attachment.type.startsWith('image/');
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`mt-1 block rounded-control ${mine ? 'bg-brand-800/60' : 'bg-ink-50 ring-1 ring-ink-200'} p-2 text-sm`}
    >
      {isImage && (
        <img
          src={attachment.url}
          alt={attachment.name}
          loading="lazy"
          className="mb-2 max-h-60 max-w-full rounded-md object-contain"
        />
      )}
      <span className="flex items-center gap-2">
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 truncate font-medium underline underline-offset-2">{attachment.name}</span>
        <span className="shrink-0 text-xs opacity-80">{fileSize(attachment.size)}</span>
      </span>
    </a>
  );
}

function bubbleClass(mine: boolean): string {
  return mine
    ? 'rounded-2xl rounded-br-md bg-brand-700 text-white'
    : 'rounded-2xl rounded-bl-md bg-white text-ink-900 ring-1 ring-ink-200';
}

/** One stored message. `receipt` is shown under it ("Seen" / "Sent"). */
export function MessageBubble({
  message,
  mine,
  senderName,
  receipt,
  highlighted,
}: {
  message: Message;
  mine: boolean;
  senderName: string;
  receipt: 'Seen' | 'Sent' | null;
  highlighted: boolean;
}) {
  const zone = useTimeZone();
  return (
    <div
      id={`message-${message.id}`}
      data-testid="message"
      data-message-id={message.id}
      tabIndex={-1}
      className={`flex flex-col outline-none ${mine ? 'items-end' : 'items-start'}`}
    >
      <div
        className={`max-w-[min(36rem,85%)] px-3.5 py-2 shadow-sm transition-shadow ${bubbleClass(mine)} ${
          highlighted ? 'ring-4 ring-accent-400' : ''
        }`}
      >
        <span className="sr-only">{mine ? 'You' : senderName}: </span>
        {message.body && <MessageText text={message.body} className="text-sm" />}
        {message.attachment && <AttachmentLink attachment={message.attachment} mine={mine} />}
      </div>
      <div className="mt-1 flex items-center gap-2 px-1 text-xs text-ink-500">
        {message.is_automated && (
          <span className="inline-flex items-center gap-1 font-medium text-amber-800">
            <Bot aria-hidden="true" className="size-3.5" />
            Automatic reply
          </span>
        )}
        <time dateTime={message.created_at} title={fullDate(message.created_at, zone)}>
          {clockTime(message.created_at, zone)}
        </time>
        {receipt && (
          <span data-testid={receipt === 'Seen' ? 'seen-receipt' : 'sent-receipt'} className="font-medium">
            · {receipt}
          </span>
        )}
      </div>
    </div>
  );
}

/** A message of the outbox: not confirmed by the server yet. */
export function PendingBubble({
  entry,
  onRetry,
  onDiscard,
  onEdit,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
  onEdit: () => void;
}) {
  const status =
    entry.state === 'sending'
      ? 'Sending…'
      : entry.state === 'queued'
        ? 'Not sent yet: it will be sent when you are back online'
        : `Not sent: ${entry.error ?? 'the server refused it'}`;
  return (
    <div data-testid="pending-message" data-state={entry.state} className="flex flex-col items-end">
      <div
        className={`max-w-[min(36rem,85%)] px-3.5 py-2 opacity-80 ${bubbleClass(true)} ${
          entry.state === 'failed' ? 'ring-2 ring-red-600' : ''
        }`}
      >
        <span className="sr-only">You: </span>
        {entry.body && <MessageText text={entry.body} className="text-sm" />}
        {entry.attachment_name && (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <FileText aria-hidden="true" className="size-4" />
            {entry.attachment_name}
          </p>
        )}
      </div>
      <div
        className={`mt-1 flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-xs ${
          entry.state === 'failed' ? 'text-red-800' : 'text-ink-600'
        }`}
      >
        {entry.state === 'failed' ? (
          <TriangleAlert aria-hidden="true" className="size-3.5" />
        ) : (
          <Clock aria-hidden="true" className="size-3.5" />
        )}
        <span>{status}</span>
        {entry.state !== 'sending' && (
          <>
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <RotateCcw aria-hidden="true" className="size-3" />
              Retry
            </button>
            {entry.state === 'failed' && (
              <button
                type="button"
                onClick={onEdit}
                className="rounded px-1.5 py-0.5 font-semibold text-ink-800 hover:bg-ink-100"
              >
                Edit
              </button>
            )}
            <button
              type="button"
              onClick={onDiscard}
              className="rounded px-1.5 py-0.5 font-semibold text-ink-800 hover:bg-ink-100"
            >
              Discard
            </button>
          </>
        )}
      </div>
    </div>
  );
}
