import type { ProctoringEvent } from '../api/proctoring-events.ts';
import { statusOf } from '../../../lib/api-client.ts';

export const PROCTORING_FLUSH_MS = 15_000;
/** The contract's limit per request. */
const MAX_BATCH = 50;

/**
 * Browser signals are facts collected for a human reviewer; they go to the server in batches (every
 * PROCTORING_FLUSH_MS, or at once when a batch is full, or when the page leaves), never one request per event.
 */
export class ProctoringBatcher {
  private queue: ProctoringEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly send: (events: ProctoringEvent[]) => Promise<void>,
    private readonly flushMs = PROCTORING_FLUSH_MS,
  ) {}

  record(event: ProctoringEvent): void {
    if (this.closed) return;
    this.queue.push(event);
    if (this.queue.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0 && !this.closed) {
      const batch = this.queue.slice(0, MAX_BATCH);
      this.queue = this.queue.slice(MAX_BATCH);
      try {
        await this.send(batch);
      } catch (error) {
        const status = statusOf(error);
        // Ended (409) or not recording (422): nothing more will be accepted.
        if (status === 409 || status === 422) {
          this.close();
          return;
        }
        // Offline or a passing failure: keep them for the next batch.
        this.queue = [...batch, ...this.queue];
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
        return;
      }
    }
  }

  close(): void {
    this.closed = true;
    this.queue = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
