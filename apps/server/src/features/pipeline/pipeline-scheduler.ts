import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/** One periodic job: it claims its rows with conditional updates, so several processes may run it at once. */
export interface Sweep {
  name: string;
  run(now: Date): Promise<void>;
}

/**
 * Runs the pipeline's time-based rules (response promises, offer expiry, interview reminders, request expiry)
 * every `intervalMs`. Tests call `runAll(now)` with a pinned clock instead of waiting.
 */
export class PipelineScheduler {
  private readonly sweeps: Sweep[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: { log: FastifyBaseLogger; intervalMs: number; now?: () => Date }) {}

  add(...sweeps: Sweep[]): void {
    this.sweeps.push(...sweeps);
  }

  /** Each sweep once; a failing sweep is logged and does not stop the others. */
  async runAll(now: Date = this.deps.now?.() ?? new Date()): Promise<void> {
    for (const sweep of this.sweeps) {
      // Between sweeps, whatever else waits runs: an embedded database's queries hold the event loop while they
      // run, and back to back the whole set was one long stall for the real-time fan-out sharing this process.
      await nextTurn();
      try {
        await sweep.run(now);
      } catch (err) {
        this.deps.log.error({ err, sweep: sweep.name }, 'pipeline sweep failed');
      }
    }
  }

  start(): void {
    if (this.timer || this.deps.intervalMs <= 0) return;
    this.timer = setInterval(() => {
      // One run at a time: a slow sweep is not started again on top of itself.
      if (this.running) return;
      this.running = this.runAll().finally(() => (this.running = null));
    }, this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
