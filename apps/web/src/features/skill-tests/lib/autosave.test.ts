import type { Answer } from '@talent/contract/assessments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiResponse } from '../../../lib/api-client.ts';
import { AutosaveQueue, unsentStorageKey, type SaveState } from './autosave.ts';

const offline = () => new ApiError('Network Error', 'ERR_NETWORK');
const refused = (status: number) =>
  new ApiError('refused', 'ERR_BAD_REQUEST', {
    response: { status, data: { message: 'This attempt has ended.' }, headers: {} } as ApiResponse,
  });

function setup() {
  const states: SaveState[] = [];
  const sent: [string, Answer][] = [];
  let failWith: (() => Error) | null = null;
  const onEnded = vi.fn();
  const send = vi.fn(async (itemId: string, answer: Answer) => {
    if (failWith) throw failWith();
    sent.push([itemId, answer]);
    return { saved_at: '2026-11-25T12:03:00.000Z' };
  });
  const make = () =>
    new AutosaveQueue({
      attemptId: 'att-1',
      send,
      onState: (s) => states.push(s),
      onEnded,
      debounceMs: 800,
      retryMs: 10_000,
    });
  return {
    states,
    sent,
    onEnded,
    send,
    make,
    fail: (error: (() => Error) | null) => {
      failWith = error;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('sends a choice at once and typing only after a pause, the last text only', async () => {
    const t = setup();
    const queue = t.make();
    queue.change('i1', { type: 'single_choice', option_id: 'a' }, true);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.states.at(-1)).toEqual({ kind: 'saved', at: '2026-11-25T12:03:00.000Z' });

    queue.change('i2', { type: 'short_answer', text: 'Ke' }, false);
    queue.change('i2', { type: 'short_answer', text: 'Keys' }, false);
    await vi.advanceTimersByTimeAsync(700);
    expect(t.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    expect(t.sent[1]).toEqual(['i2', { type: 'short_answer', text: 'Keys' }]);
    expect(localStorage.getItem(unsentStorageKey('att-1'))).toBeNull();
  });

  it('keeps unsent answers on the device while offline, retries, and a later visit sends them', async () => {
    const t = setup();
    t.fail(offline);
    const queue = t.make();
    queue.change('i1', { type: 'single_choice', option_id: 'b' }, true);
    await vi.waitFor(() => expect(t.states.at(-1)).toEqual({ kind: 'offline', unsent: 1 }));
    expect(JSON.parse(localStorage.getItem(unsentStorageKey('att-1'))!)).toEqual({
      i1: { type: 'single_choice', option_id: 'b' },
    });

    // The tab closes while offline; the next visit finds the answer and sends it once the network is back.
    queue.stop();
    t.fail(null);
    const next = t.make();
    expect(next.pendingAnswers().get('i1')).toEqual({ type: 'single_choice', option_id: 'b' });
    await next.flush();
    expect(t.sent).toEqual([['i1', { type: 'single_choice', option_id: 'b' }]]);
    expect(localStorage.getItem(unsentStorageKey('att-1'))).toBeNull();
  });

  it('tries again on its own after the retry delay', async () => {
    const t = setup();
    t.fail(offline);
    const queue = t.make();
    queue.change('i1', { type: 'ordering', order: ['a', 'b'] }, true);
    await vi.waitFor(() => expect(t.states.at(-1)?.kind).toBe('offline'));
    t.fail(null);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(t.states.at(-1)?.kind).toBe('saved'));
    expect(t.sent).toHaveLength(1);
  });

  it('stops on a 409: the attempt has ended, nothing more is sent', async () => {
    const t = setup();
    t.fail(() => refused(409));
    const queue = t.make();
    queue.change('i1', { type: 'single_choice', option_id: 'a' }, true);
    await vi.waitFor(() => expect(t.onEnded).toHaveBeenCalledOnce());
    expect(t.states.at(-1)).toEqual({ kind: 'ended' });
    expect(queue.isEnded).toBe(true);
    t.fail(null);
    queue.change('i1', { type: 'single_choice', option_id: 'b' }, true);
    await queue.flush();
    expect(t.send).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(unsentStorageKey('att-1'))).toBeNull();
  });

  it('reports an answer the server refuses and drops it', async () => {
    const t = setup();
    t.fail(() => refused(422));
    const queue = t.make();
    queue.change('i1', { type: 'single_choice', option_id: 'zz' }, true);
    await vi.waitFor(() => expect(t.states.at(-1)?.kind).toBe('error'));
    expect(queue.hasUnsent).toBe(false);
  });
});
