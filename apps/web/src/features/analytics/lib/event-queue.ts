/** One event as PostHog's batch endpoint takes it. */
export interface QueuedEvent {
  uuid: string;
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

/** The answer to one batch: an HTTP status (0 when the request never got one) and any `Retry-After`. */
export interface SendResult {
  status: number;
  retryAfterMs?: number | undefined;
}

export type SendBatch = (body: string, options: { keepalive: boolean }) => Promise<SendResult>;

export interface EventQueueOptions {
  send: SendBatch;
  /** The project key PostHog's batch body carries. */
  apiKey: string;
  flushIntervalMs: number;
  maxRetries: number;
  retryBaseMs: number;
  retryMaxDelayMs: number;
  maxBatchEvents: number;
  /** Events held at most (memory only); the oldest go first when a long outage fills it. */
  maxQueued?: number;
  random?: () => number;
  now?: () => number;
}

interface Batch {
  events: QueuedEvent[];
  /** Sends already retried. */
  retries: number;
  dueAt: number;
}

/**
 * The wait before the next try of a batch that failed `retries` times so far: exponential from the base, with
 * jitter in the upper half, and never above the cap (so 10 retries reach it and stay there).
 */
export function retryDelayMs(
  retries: number,
  { retryBaseMs, retryMaxDelayMs }: Pick<EventQueueOptions, 'retryBaseMs' | 'retryMaxDelayMs'>,
  random: () => number = Math.random,
  retryAfterMs = 0,
): number {
  const exponential = Math.min(retryMaxDelayMs, retryBaseMs * 2 ** retries);
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return Math.min(retryMaxDelayMs, Math.max(Math.round(jittered), retryAfterMs));
}

/** Worth another try: no answer, a timeout, too many requests, or a server error (the relay's 502 and 504). */
function retriable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Our transport for PostHog's events: batches flushed every `flushIntervalMs`, each failed batch retried with
 * exponential backoff up to `maxRetries` times, all in memory (the spec's persistence). PostHog builds the events;
 * this sends them to the relay.
 */
export class EventQueue {
  private pending: QueuedEvent[] = [];
  private retrying: Batch[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private wakeAt = Infinity;
  private stopped = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: EventQueueOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  enqueue(event: QueuedEvent): void {
    if (this.stopped) return;
    this.pending.push(event);
    const overflow = this.size() - (this.options.maxQueued ?? 1000);
    if (overflow > 0) this.pending.splice(0, overflow);
    this.schedule();
  }

  /** Events waiting to be sent, first tries and retries. */
  size(): number {
    return this.pending.length + this.retrying.reduce((sum, batch) => sum + batch.events.length, 0);
  }

  /** Sends whatever is due now: new events in batches, and the retries whose wait is over. */
  async flush(): Promise<void> {
    const now = this.now();
    const due = this.retrying.filter((batch) => batch.dueAt <= now);
    this.retrying = this.retrying.filter((batch) => batch.dueAt > now);
    for (let i = 0; i < this.pending.length; i += this.options.maxBatchEvents) {
      due.push({ events: this.pending.slice(i, i + this.options.maxBatchEvents), retries: 0, dueAt: now });
    }
    this.pending = [];
    await Promise.all(due.map((batch) => this.attempt(batch)));
    this.schedule();
  }

  /**
   * The page is going away: everything left goes now, as keep-alive requests that outlive the page. No retries
   * are possible after this, so this is best effort.
   */
  flushOnExit(): void {
    const batches = [...this.retrying];
    for (let i = 0; i < this.pending.length; i += this.options.maxBatchEvents) {
      batches.push({ events: this.pending.slice(i, i + this.options.maxBatchEvents), retries: 0, dueAt: 0 });
    }
    this.pending = [];
    this.retrying = [];
    for (const batch of batches)
      void this.options.send(this.body(batch), { keepalive: true }).catch(() => {});
  }

  /** Consent withdrawn: drop everything and send nothing more. */
  stop(): void {
    this.stopped = true;
    this.pending = [];
    this.retrying = [];
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private body(batch: Batch): string {
    return JSON.stringify({
      api_key: this.options.apiKey,
      batch: batch.events,
      sent_at: new Date(this.now()).toISOString(),
    });
  }

  private async attempt(batch: Batch): Promise<void> {
    let result: SendResult;
    try {
      result = await this.options.send(this.body(batch), { keepalive: false });
    } catch {
      result = { status: 0 };
    }
    if (this.stopped || !retriable(result.status) || batch.retries >= this.options.maxRetries) return;
    const wait = retryDelayMs(batch.retries, this.options, this.random, result.retryAfterMs);
    this.retrying.push({ events: batch.events, retries: batch.retries + 1, dueAt: this.now() + wait });
  }

  /** One timer for the next thing due: the flush interval for new events, else the earliest retry. */
  private schedule(): void {
    if (this.stopped) return;
    const now = this.now();
    let next = Infinity;
    if (this.pending.length > 0) next = now + this.options.flushIntervalMs;
    for (const batch of this.retrying) next = Math.min(next, batch.dueAt);
    if (next === Infinity || (this.timer !== undefined && this.wakeAt <= next)) return;
    clearTimeout(this.timer);
    this.wakeAt = next;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.wakeAt = Infinity;
        void this.flush();
      },
      Math.max(0, next - now),
    );
  }
}
