import type { Message } from '@talent/contract/chat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { SendMessageInput } from '../api/send-message.ts';
import { upsertMessage, flattenPages, type MessagePages } from './message-pages.ts';
import { Outbox, outboxStorageKey, type OutboxEntry } from './outbox.ts';

const KEY = outboxStorageKey('user-1');

function stored(input: SendMessageInput, at = '2026-11-22T10:00:00.000Z'): Message {
  return {
    id: input.id,
    conversation_id: input.conversation_id,
    sender_id: 'user-1',
    body: input.body,
    attachment: null,
    is_automated: false,
    created_at: at,
    cursor: `c-${input.id}`,
  };
}

function httpError(status: number | null, data: unknown = {}): ApiError {
  const config = { method: 'post', url: '/shared/api/conversations/c1/messages' } as const;
  if (status === null) return new ApiError('Network Error', 'ERR_NETWORK', { config });
  return new ApiError('Request failed', 'ERR_BAD_RESPONSE', {
    config,
    response: { status, data, headers: {}, config },
  });
}

/** A server stand-in that stores by client id, like the real one: a resend of a known id returns the same row. */
function fakeServer() {
  const rows = new Map<string, Message>();
  const calls: SendMessageInput[] = [];
  let failWith: ApiError | null = null;
  return {
    rows,
    calls,
    fail(error: ApiError | null) {
      failWith = error;
    },
    send: (input: SendMessageInput): Promise<Message> => {
      calls.push(input);
      if (failWith) return Promise.reject(failWith);
      const row = rows.get(input.id) ?? stored(input);
      rows.set(input.id, row);
      return Promise.resolve(row);
    },
  };
}

function entry(id: string, body = 'Hello'): Omit<OutboxEntry, 'state' | 'error'> {
  return {
    id,
    conversation_id: 'conv-1',
    sender_id: 'user-1',
    body,
    attachment_file_id: null,
    attachment_name: null,
    created_at: '2026-11-22T10:00:00.000Z',
  };
}

describe('Outbox', () => {
  let online = true;
  beforeEach(() => {
    localStorage.clear();
    online = true;
  });
  afterEach(() => localStorage.clear());

  it('keeps a message written offline in localStorage, per user, and a new page finds it queued', async () => {
    const server = fakeServer();
    online = false;
    const outbox = new Outbox(
      KEY,
      server.send,
      () => {},
      () => online,
    );
    await outbox.add(entry('a1b2c3d4-0000-4000-8000-000000000001'));

    expect(server.calls).toHaveLength(0);
    expect(outbox.getSnapshot()).toMatchObject([
      { id: 'a1b2c3d4-0000-4000-8000-000000000001', state: 'queued' },
    ]);
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as OutboxEntry[];
    expect(raw.map((e) => e.id)).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(localStorage.getItem(outboxStorageKey('someone-else'))).toBeNull();

    // A reload: a fresh outbox on the same key has it, and a "sending" left behind counts as queued.
    localStorage.setItem(KEY, JSON.stringify([{ ...raw[0], state: 'sending' }]));
    const reloaded = new Outbox(
      KEY,
      server.send,
      () => {},
      () => online,
    );
    expect(reloaded.getSnapshot()).toMatchObject([{ state: 'queued', body: 'Hello' }]);
  });

  it('resends with the same id after a network failure, so the server stores it once', async () => {
    const server = fakeServer();
    const confirmed: Message[] = [];
    const outbox = new Outbox(
      KEY,
      server.send,
      (m) => confirmed.push(m),
      () => online,
    );
    const id = 'a1b2c3d4-0000-4000-8000-000000000002';

    // The request reached the server but the answer was lost: the row exists, the client saw a network error.
    server.send({ id, conversation_id: 'conv-1', body: 'Hello', attachment_file_id: null }).catch(() => {});
    server.fail(httpError(null));
    await outbox.add(entry(id));
    expect(outbox.getSnapshot()).toMatchObject([{ id, state: 'queued' }]);

    server.fail(null);
    await outbox.flush(); // what a reconnect or the `online` event does
    expect(server.calls.map((c) => c.id)).toEqual([id, id, id]);
    expect(server.rows.size).toBe(1);
    expect(confirmed.map((m) => m.id)).toEqual([id]);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('flushes queued messages oldest first and stops while the network is still down', async () => {
    const server = fakeServer();
    online = false;
    const outbox = new Outbox(
      KEY,
      server.send,
      () => {},
      () => online,
    );
    await outbox.add(entry('a1b2c3d4-0000-4000-8000-00000000000a', 'first'));
    await outbox.add(entry('a1b2c3d4-0000-4000-8000-00000000000b', 'second'));

    online = true;
    server.fail(httpError(503));
    await outbox.flush();
    expect(server.calls.map((c) => c.body)).toEqual(['first']);
    expect(outbox.getSnapshot().map((e) => e.state)).toEqual(['queued', 'queued']);

    server.fail(null);
    await outbox.flush();
    expect(server.calls.map((c) => c.body)).toEqual(['first', 'first', 'second']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('a refused message (422) waits for the user with the field error, then can be retried or discarded', async () => {
    const server = fakeServer();
    const outbox = new Outbox(
      KEY,
      server.send,
      () => {},
      () => online,
    );
    const id = 'a1b2c3d4-0000-4000-8000-000000000003';
    server.fail(
      httpError(422, { message: 'Invalid', errors: { body: ['Write a message or attach a file.'] } }),
    );
    await outbox.add(entry(id));
    expect(outbox.getSnapshot()).toMatchObject([
      { id, state: 'failed', error: 'Write a message or attach a file.' },
    ]);

    await outbox.flush(); // reconnects do not resend refused messages
    expect(server.calls).toHaveLength(1);

    server.fail(null);
    await outbox.retry(id);
    expect(server.calls.map((c) => c.id)).toEqual([id, id]);
    expect(outbox.getSnapshot()).toEqual([]);

    await outbox.add(entry('a1b2c3d4-0000-4000-8000-000000000004'));
    server.fail(httpError(404));
    outbox.discard('a1b2c3d4-0000-4000-8000-000000000004');
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('never sends one entry twice at the same time', async () => {
    let release: (m: Message) => void = () => {};
    const calls: string[] = [];
    const outbox = new Outbox(
      KEY,
      (input) => {
        calls.push(input.id);
        return new Promise<Message>((resolve) => {
          release = () => resolve(stored(input));
        });
      },
      () => {},
      () => online,
    );
    const id = 'a1b2c3d4-0000-4000-8000-000000000005';
    const first = outbox.add(entry(id));
    await outbox.retry(id);
    await outbox.flush();
    expect(calls).toEqual([id]);
    release(stored({ id, conversation_id: 'conv-1', body: 'Hello', attachment_file_id: null }));
    await first;
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('dedupes by id: the live event and the POST answer of one send make one message', async () => {
    const server = fakeServer();
    let thread: MessagePages | undefined = {
      pages: [{ data: [], next_cursor: null }],
      pageParams: [undefined],
    };
    const outbox = new Outbox(
      KEY,
      server.send,
      (m) => (thread = upsertMessage(thread, m)),
      () => online,
    );
    const id = 'a1b2c3d4-0000-4000-8000-000000000006';

    // The event arrives first (another tab of the same user, or a slow answer) ...
    const live = stored({ id, conversation_id: 'conv-1', body: 'Hello', attachment_file_id: null });
    thread = upsertMessage(thread, live);
    outbox.confirm(id);
    // ... then the answer.
    await outbox.add(entry(id));
    expect(flattenPages(thread).map((m) => m.id)).toEqual([id]);
    expect(outbox.getSnapshot()).toEqual([]);
  });
});
