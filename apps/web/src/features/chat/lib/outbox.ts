import type { Message } from '@talent/contract/chat';
import type { SendMessageInput } from '../api/send-message.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Messages the user wrote that the server has not confirmed yet, persisted in localStorage per user so a reload
 * or a closed laptop keeps them. Each keeps the id generated when it was written: every resend carries that same
 * id and the server stores it once.
 *
 * States: `sending` (a request is in flight), `queued` (offline, or the network / server failed: sent again on
 * reconnect or when the browser is back online), `failed` (the server refused it, e.g. a 422: only the user's
 * Retry or Discard moves it).
 */
export interface OutboxEntry extends SendMessageInput {
  sender_id: string;
  created_at: string;
  /** Shown on the pending bubble; the file itself is already stored on the server. */
  attachment_name: string | null;
  state: 'sending' | 'queued' | 'failed';
  error: string | null;
}

export type Send = (input: SendMessageInput) => Promise<Message>;

export const outboxStorageKey = (userId: string) => `borderless.chat.outbox.${userId}`;

function readStorage(key: string): OutboxEntry[] {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return (
      (parsed as OutboxEntry[])
        .filter((e) => e && typeof e.id === 'string' && typeof e.conversation_id === 'string')
        // A page closed mid-request cannot know whether it arrived: queue it, the same id makes a resend safe.
        .map((e) => (e.state === 'sending' ? { ...e, state: 'queued' as const } : e))
    );
  } catch {
    return [];
  }
}

/** Network failures, timeouts, 5xx, 429 and 419 may heal by themselves; anything else needs the user. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429 || status === 408 || status === 419;
}

function refusal(error: unknown): string {
  if (error instanceof ApiError && error.response) {
    const data = error.response.data as { message?: unknown; errors?: Record<string, string[]> } | undefined;
    const field = data?.errors?.body?.[0] ?? data?.errors?.attachment_file_id?.[0];
    if (field) return field;
    if (error.response.status === 404) return 'This conversation is no longer available.';
    if (typeof data?.message === 'string' && data.message) return data.message;
  }
  return 'This message could not be sent.';
}

export class Outbox {
  private entries: OutboxEntry[];
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly storageKey: string,
    private readonly send: Send,
    /** Called with the stored message once the server confirmed it (to merge it into the thread by id). */
    private readonly onSent: (message: Message) => void,
    private readonly isOnline: () => boolean = () => globalThis.navigator?.onLine ?? true,
  ) {
    this.entries = readStorage(storageKey);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stable between changes, for useSyncExternalStore. */
  getSnapshot = (): readonly OutboxEntry[] => this.entries;

  private set(entries: OutboxEntry[]) {
    this.entries = entries;
    try {
      if (entries.length === 0) globalThis.localStorage?.removeItem(this.storageKey);
      else globalThis.localStorage?.setItem(this.storageKey, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the queue still works for this page's life.
    }
    for (const listener of this.listeners) listener();
  }

  private update(id: string, patch: Partial<OutboxEntry>) {
    this.set(this.entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }

  /** Adds a message written by the user and tries to send it at once (unless offline). */
  add(entry: Omit<OutboxEntry, 'state' | 'error'>): Promise<void> {
    this.set([...this.entries, { ...entry, state: 'queued', error: null }]);
    return this.isOnline() ? this.trySend(entry.id) : Promise.resolve();
  }

  /** The server's copy arrived another way (the live event): nothing to send any more. */
  confirm(id: string) {
    if (this.entries.some((e) => e.id === id)) this.set(this.entries.filter((e) => e.id !== id));
  }

  discard(id: string) {
    this.set(this.entries.filter((e) => e.id !== id));
  }

  retry(id: string): Promise<void> {
    return this.trySend(id);
  }

  /** Sends every queued message again (after a reconnect or the `online` event), oldest first, one at a time. */
  async flush(): Promise<void> {
    for (const entry of this.entries.filter((e) => e.state === 'queued')) {
      if (!this.isOnline()) return;
      await this.trySend(entry.id);
      // Still queued: the network is down again; the next reconnect resumes.
      if (this.entries.find((e) => e.id === entry.id)?.state === 'queued') return;
    }
  }

  private async trySend(id: string): Promise<void> {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry || this.inFlight.has(id)) return;
    this.inFlight.add(id);
    this.update(id, { state: 'sending', error: null });
    try {
      const message = await this.send({
        id: entry.id,
        conversation_id: entry.conversation_id,
        body: entry.body,
        attachment_file_id: entry.attachment_file_id,
      });
      this.onSent(message);
      this.confirm(id);
    } catch (error) {
      if (!this.entries.some((e) => e.id === id)) return;
      if (isTransient(error)) this.update(id, { state: 'queued', error: null });
      else this.update(id, { state: 'failed', error: refusal(error) });
    } finally {
      this.inFlight.delete(id);
    }
  }
}
