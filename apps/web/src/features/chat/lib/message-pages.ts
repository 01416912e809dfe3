import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from '@talent/contract/chat';
import type { MessagePage } from '../api/get-messages.ts';

export type MessagePages = InfiniteData<MessagePage>;

/**
 * The thread in reading order (oldest first) from the infinite query's pages. Page 0 is the newest page and each
 * next page is older, so pages are walked backwards. A message can sit in two pages when a live one shifted the
 * server's window between two fetches; the first copy (by id) wins.
 */
export function flattenPages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) {
    for (const message of data.pages[i]?.data ?? []) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

function byTime(a: Message, b: Message): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/**
 * Writes one message (live event or a POST answer) into the newest page. The same id twice replaces instead of
 * doubling: the event and the answer of one send both arrive, in either order.
 */
export function upsertMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  let replaced = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((m) => m.id === message.id)) return page;
    replaced = true;
    return { ...page, data: page.data.map((m) => (m.id === message.id ? message : m)) };
  });
  if (replaced) return { ...data, pages };
  const [newest, ...older] = pages;
  if (!newest) return { pages: [{ data: [message], next_cursor: null }], pageParams: [undefined] };
  // Usually it is the latest; sorting keeps the rare late one (a queued send from before) in its place.
  return { ...data, pages: [{ ...newest, data: [...newest.data, message].sort(byTime) }, ...older] };
}

/** Is `message` at or before the other side's read position? */
export function isReadBy(message: Message, readUpTo: string | null): boolean {
  if (!readUpTo) return false;
  return Date.parse(message.created_at) <= Date.parse(readUpTo);
}
