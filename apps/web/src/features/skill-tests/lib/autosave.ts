import { AnswerSchema, type Answer } from '@talent/contract/assessments';
import { ApiError, statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline'; unsent: number }
  | { kind: 'error'; message: string }
  | { kind: 'ended' };

export type SendAnswer = (itemId: string, answer: Answer) => Promise<{ saved_at: string }>;

export interface AutosaveOptions {
  attemptId: string;
  send: SendAnswer;
  onState: (state: SaveState) => void;
  /** A 409: the attempt has ended (deadline or submitted elsewhere); editing stops. */
  onEnded: () => void;
  storage?: Storage;
  /** Pause in typing before text or code is sent. */
  debounceMs?: number;
  /** How often unsent answers are tried again while offline (the `online` event also triggers a try). */
  retryMs?: number;
}

export const AUTOSAVE_DEBOUNCE_MS = 800;
export const AUTOSAVE_RETRY_MS = 10_000;

export const unsentStorageKey = (attemptId: string) => `skill-test:${attemptId}:unsent`;

/** A network failure (no answer at all), as opposed to a refusal: worth trying again. */
function isOffline(error: unknown): boolean {
  return error instanceof ApiError && !error.response;
}

/**
 * Every answer goes to the server (the source of truth, so a reload shows it). Until the server has confirmed it,
 * the latest answer per task also sits in localStorage under the attempt, so closing the tab offline loses
 * nothing: the next visit sends it first.
 */
export class AutosaveQueue {
  private readonly options: Required<Omit<AutosaveOptions, 'storage'>> & { storage: Storage | null };
  private readonly unsent = new Map<string, Answer>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private ended = false;
  private stopped = false;

  constructor(options: AutosaveOptions) {
    this.options = {
      debounceMs: AUTOSAVE_DEBOUNCE_MS,
      retryMs: AUTOSAVE_RETRY_MS,
      ...options,
      storage: options.storage ?? (typeof localStorage === 'undefined' ? null : localStorage),
    };
    for (const [itemId, answer] of Object.entries(this.readStored())) this.unsent.set(itemId, answer);
  }

  /** Answers kept from an earlier visit that the server never confirmed (shown over the server's copy). */
  pendingAnswers(): Map<string, Answer> {
    return new Map(this.unsent);
  }

  /** The server said the attempt has ended (409). */
  get isEnded(): boolean {
    return this.ended;
  }

  get hasUnsent(): boolean {
    return this.unsent.size > 0;
  }

  /** A new answer for a task: stored locally at once, sent now or after the pause in typing. */
  change(itemId: string, answer: Answer, immediate: boolean): void {
    if (this.ended || this.stopped) return;
    this.unsent.set(itemId, answer);
    this.writeStored();
    const pending = this.timers.get(itemId);
    if (pending) clearTimeout(pending);
    this.timers.delete(itemId);
    if (immediate) {
      void this.flush();
    } else {
      this.timers.set(
        itemId,
        setTimeout(() => {
          this.timers.delete(itemId);
          void this.flush();
        }, this.options.debounceMs),
      );
    }
  }

  /** Sends every unsent answer now (Submit calls it first; so does coming back online). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.unsent.size > 0 ? this.flush() : undefined));
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.unsent.size === 0 || this.ended || this.stopped) return Promise.resolve();
    this.flushing = this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Starts (again) after `stop`: a page shown again takes up the same queue. */
  start(): void {
    this.stopped = false;
  }

  /** Stops timers (leaving the page); what is unsent stays in storage for the next visit. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async sendAll(): Promise<void> {
    this.options.onState({ kind: 'saving' });
    let lastSavedAt: string | null = null;
    for (const [itemId, answer] of [...this.unsent]) {
      try {
        const saved = await this.options.send(itemId, answer);
        // Only forget it if it was not changed again while on the wire.
        if (this.unsent.get(itemId) === answer) this.unsent.delete(itemId);
        this.writeStored();
        lastSavedAt = saved.saved_at;
      } catch (error) {
        if (statusOf(error) === 409) {
          this.ended = true;
          this.unsent.clear();
          this.clearStored();
          this.options.onState({ kind: 'ended' });
          this.options.onEnded();
          return;
        }
        if (isOffline(error)) {
          this.options.onState({ kind: 'offline', unsent: this.unsent.size });
          this.scheduleRetry();
          return;
        }
        // A refusal (422, 404): this answer cannot be saved as it is; keep going with the others.
        this.unsent.delete(itemId);
        this.writeStored();
        this.options.onState({
          kind: 'error',
          message: errorMessage(error, 'This answer could not be saved.'),
        });
        return;
      }
    }
    if (this.unsent.size > 0) {
      await this.sendAll();
      return;
    }
    this.options.onState(lastSavedAt ? { kind: 'saved', at: lastSavedAt } : { kind: 'idle' });
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.options.retryMs);
  }

  private readStored(): Record<string, Answer> {
    try {
      const raw = this.options.storage?.getItem(unsentStorageKey(this.options.attemptId));
      if (!raw) return {};
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      const answers: Record<string, Answer> = {};
      for (const [itemId, value] of Object.entries(parsed)) {
        const answer = AnswerSchema.safeParse(value);
        if (answer.success) answers[itemId] = answer.data;
      }
      return answers;
    } catch {
      return {};
    }
  }

  private writeStored(): void {
    if (this.unsent.size === 0) {
      this.clearStored();
      return;
    }
    try {
      this.options.storage?.setItem(
        unsentStorageKey(this.options.attemptId),
        JSON.stringify(Object.fromEntries(this.unsent)),
      );
    } catch {
      // Storage full or blocked: the server copy is still being sent.
    }
  }

  private clearStored(): void {
    try {
      this.options.storage?.removeItem(unsentStorageKey(this.options.attemptId));
    } catch {
      // Nothing to clear.
    }
  }
}
