import type { ResourceLimits } from 'node:worker_threads';
import { EngineWorker, type EngineName } from './engine-worker.ts';

export interface WorkerPoolOptions {
  /** Workers kept loaded and waiting, so a job does not pay for the engine's start. */
  warm: number;
  /** A reusable worker goes back to the pool after a clean job; a single-use one is always discarded. */
  reuse: boolean;
  resourceLimits?: ResourceLimits;
}

/**
 * Workers of one engine. Pyodide workers are single use (untrusted Python has run in them, and they are killed at
 * the deadline), so each job takes a warm one and a fresh one starts warming at once; QuickJS workers are reused,
 * because every job gets a fresh QuickJS runtime, unless a job ended in a way that may have damaged the engine.
 */
export class WorkerPool {
  private readonly idle: EngineWorker[] = [];
  private closed = false;

  constructor(
    private readonly engine: EngineName,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Starts workers until `warm` are loaded or loading. */
  fill(): void {
    while (!this.closed && this.idle.length < this.options.warm) this.idle.push(this.spawn());
  }

  /** Resolves once `warm` workers are loaded (those that fail to start are left for acquire to replace). */
  async whenWarm(): Promise<void> {
    this.fill();
    await Promise.allSettled(this.idle.map((worker) => worker.ready));
  }

  async acquire(): Promise<EngineWorker> {
    // A warm worker may have died since it started; one retry with a fresh worker, then report the failure.
    for (let attempt = 0; ; attempt += 1) {
      let worker = this.idle.shift() ?? this.spawn();
      // An idle worker that exited since (killed from outside, crashed) is replaced rather than handed out.
      if (!worker.alive) worker = this.spawn();
      if (!this.options.reuse) this.fill();
      worker.keepProcessAlive(true);
      try {
        await worker.ready;
        return worker;
      } catch (error) {
        if (attempt >= 1) throw error;
      }
    }
  }

  release(worker: EngineWorker, reusable: boolean): void {
    if (
      this.options.reuse &&
      reusable &&
      worker.alive &&
      !this.closed &&
      this.idle.length < this.options.warm
    ) {
      this.idle.push(worker);
    } else {
      void worker.terminate();
    }
    this.fill();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private spawn(): EngineWorker {
    return new EngineWorker(this.engine, this.options.resourceLimits);
  }
}
