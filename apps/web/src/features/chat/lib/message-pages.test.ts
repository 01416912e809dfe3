import type { Message } from '@talent/contract/chat';
import { describe, expect, it } from 'vitest';
import { flattenPages, isReadBy, upsertMessage, type MessagePages } from './message-pages.ts';

function message(n: number, extra: Partial<Message> = {}): Message {
  const minute = String(n).padStart(2, '0');
  return {
    id: `m${n}`,
    conversation_id: 'c1',
    sender_id: n % 2 ? 'me' : 'them',
    body: `message ${n}`,
    attachment: null,
    is_automated: false,
    created_at: `2026-11-22T10:${minute}:00.000Z`,
    cursor: `cur${n}`,
    ...extra,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

describe('scroll-back paging merge', () => {
  it('reads older pages first: page 0 is the newest, each fetched page goes above it', () => {
    const data: MessagePages = {
      pages: [
        { data: range(21, 30), next_cursor: 'cur21' },
        { data: range(11, 20), next_cursor: 'cur11' },
        { data: range(1, 10), next_cursor: null },
      ],
      pageParams: [undefined, 'cur21', 'cur11'],
    };
    expect(flattenPages(data).map((m) => m.id)).toEqual(range(1, 30).map((m) => m.id));
  });

  it('keeps one copy when a live message shifted the window between two fetches', () => {
    const data: MessagePages = {
      pages: [
        { data: range(5, 8), next_cursor: 'cur5' },
        // Fetched after m9 arrived live: the older page repeats m5.
        { data: range(2, 5), next_cursor: 'cur2' },
      ],
      pageParams: [undefined, 'cur5'],
    };
    expect(flattenPages(data).map((m) => m.id)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
  });

  it('nothing loaded yet is an empty thread', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('appends a live message to the newest page and replaces one it already has', () => {
    const data: MessagePages = {
      pages: [
        { data: range(3, 4), next_cursor: 'cur3' },
        { data: range(1, 2), next_cursor: null },
      ],
      pageParams: [undefined, 'cur3'],
    };
    const once = upsertMessage(data, message(5));
    const twice = upsertMessage(once, message(5, { body: 'message 5' }));
    expect(flattenPages(twice).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(twice?.pages[1]).toBe(data.pages[1]);

    // A message already in an older page is replaced where it is, not appended again.
    const edited = upsertMessage(twice, message(1, { body: 'edited' }));
    expect(flattenPages(edited).map((m) => m.body)[0]).toBe('edited');
    expect(flattenPages(edited)).toHaveLength(5);
  });

  it('puts a late message (a queued send from earlier) in time order', () => {
    const data: MessagePages = {
      pages: [{ data: [message(1), message(3)], next_cursor: null }],
      pageParams: [undefined],
    };
    expect(flattenPages(upsertMessage(data, message(2))).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('leaves an unloaded thread alone (the first fetch will bring the message)', () => {
    expect(upsertMessage(undefined, message(1))).toBeUndefined();
  });

  it('a message is seen when it is at or before the other side read position', () => {
    expect(isReadBy(message(5), '2026-11-22T10:05:00.000Z')).toBe(true);
    expect(isReadBy(message(6), '2026-11-22T10:05:00.000Z')).toBe(false);
    expect(isReadBy(message(1), null)).toBe(false);
  });
});
