import type { Message } from '@talent/contract/chat';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useMessageSearch } from '../api/search-messages.ts';
import { useTimeZone } from '../../../lib/format.ts';
import { fullDate } from './format.ts';

/** Search inside one conversation; choosing a result hands its message to the thread. */
export function MessageSearch({
  conversationId,
  nameOf,
  onChoose,
  onClose,
}: {
  conversationId: string;
  nameOf: (message: Message) => string;
  onChoose: (message: Message) => void;
  onClose: () => void;
}) {
  const zone = useTimeZone();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useMessageSearch(conversationId, q);
  const inputId = `message-search-${conversationId}`;

  return (
    <div
      role="search"
      aria-label="Search this conversation"
      className="border-b border-ink-200 bg-ink-50 px-3 py-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search messages
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            id={inputId}
            type="search"
            autoFocus
            value={input}
            maxLength={100}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Search messages (2 characters or more)"
            className="w-full rounded-control border border-ink-200 bg-white py-2 pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the search"
          className="rounded-md p-2 text-ink-700 hover:bg-ink-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {q.length >= 2 && (
        <div className="mt-2 max-h-48 overflow-y-auto" aria-live="polite">
          {results.isPending ? (
            <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-ink-600">
              <Spinner /> Searching…
            </p>
          ) : results.isError ? (
            <p role="alert" className="px-2 py-3 text-sm text-red-700">
              {errorMessage(results.error, 'The search failed. Please try again.')}
            </p>
          ) : results.data.length === 0 ? (
            <p className="px-2 py-3 text-sm text-ink-600">No message matches “{q}”.</p>
          ) : (
            <>
              <p className="px-2 pb-1 text-xs text-ink-500">
                {results.data.length === 1 ? '1 result' : `${results.data.length} results`}, newest first
              </p>
              <ul aria-label="Search results" className="space-y-1">
                {results.data.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      onClick={() => onChoose(message)}
                      className="w-full rounded-md bg-white px-3 py-2 text-left text-sm ring-1 ring-ink-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="flex justify-between gap-2 text-xs text-ink-600">
                        <span className="font-semibold text-ink-800">{nameOf(message)}</span>
                        <time dateTime={message.created_at}>{fullDate(message.created_at, zone)}</time>
                      </span>
                      <span className="mt-0.5 line-clamp-2 block whitespace-pre-wrap text-ink-900">
                        {message.body || message.attachment?.name}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
