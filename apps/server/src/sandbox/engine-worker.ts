/**
 * One worker thread running one engine (QuickJS or Pyodide), seen from the main thread: it starts, says when it is
 * ready, runs a job while collecting each case as it arrives, and is terminated when it overruns its deadline,
 * crashes or exits. The main thread only waits on messages and timers, so no candidate code can block it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { serverRoot } from '../lib/paths.ts';
import type { CaseMessage, DoneMessage, RunMessage, WorkerJob, WorkerMessage } from './protocol.ts';

export type EngineName = 'quickjs' | 'pyodide';

export interface EngineRun {
  status: DoneMessage['status'] | 'crashed';
  error?: string;
  preludeStdout?: string;
  cases: CaseMessage[];
  /** Whether the worker may take another job. */
  reusable: boolean;
  /** The worker was stopped mid-case, so the case after the last one reported was running and never answered. */
  cutShort?: boolean;
}

/**
 * From source (vitest, tsx) the worker is the `.ts` file next to this one, loaded through tsx's loader; from the
 * built server it is `dist/sandbox/<engine>.worker.js`, which scripts/build.mjs emits as its own entry point.
 */
function startWorker(engine: EngineName, resourceLimits: ResourceLimits | undefined): Worker {
  // Workers get an empty environment: nothing the code could reach there should hold a secret.
  const options = { env: {}, resourceLimits, stdout: true, stderr: true } as const;
  if (import.meta.url.endsWith('.ts')) {
    // tsx's ESM API (its `import` export), found through its manifest because require() resolves the CJS one.
    const tsxFolder = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const loader = pathToFileURL(join(tsxFolder, 'dist', 'esm', 'api', 'index.mjs')).href;
    const entry = new URL(`./${engine}.worker.ts`, import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { ...options, eval: true });
  }
  return new Worker(join(serverRoot(), 'dist', 'sandbox', `${engine}.worker.js`), options);
}

export class EngineWorker {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private exited = false;
  private exitReason = 'The runner stopped';
  private onMessage: ((message: WorkerMessage) => void) | undefined;
  private onExit: (() => void) | undefined;

  constructor(engine: EngineName, resourceLimits?: ResourceLimits) {
    this.worker = startWorker(engine, resourceLimits);
    // Worker output is the engine's own noise, never the candidate's (that is captured inside the engine).
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    this.worker.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      this.onMessage = (message) => {
        if (message.type === 'ready') resolve();
      };
      this.onExit = () => reject(new Error(this.exitReason));
    });
    // A worker that dies while warm is noticed when it is next taken.
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: WorkerMessage) => this.onMessage?.(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.exitReason =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : `The runner failed: ${error.message}`;
    });
    this.worker.on('exit', () => {
      this.exited = true;
      this.onExit?.();
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** An idle worker must not keep the process alive; one a job waits on must. */
  keepProcessAlive(on: boolean): void {
    if (this.exited) return;
    if (on) this.worker.ref();
    else this.worker.unref();
  }

  /** Runs one job; never rejects. `hardDeadline` is when the worker is terminated if it has not answered. */
  run(job: WorkerJob, hardDeadline: number): Promise<EngineRun> {
    const cases: CaseMessage[] = [];
    this.keepProcessAlive(true);
    return new Promise<EngineRun>((resolve) => {
      let settled = false;
      const finish = (run: EngineRun) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.keepProcessAlive(false);
        resolve(run);
      };
      const timer = setTimeout(
        () => {
          finish({ status: 'timeout', error: 'Time limit exceeded', cases, reusable: false, cutShort: true });
          void this.terminate();
        },
        Math.max(0, hardDeadline - Date.now()),
      );
      this.onMessage = (message) => {
        if (message.type === 'case') cases.push(message);
        else if (message.type === 'done')
          finish({
            status: message.status,
            error: message.error,
            preludeStdout: message.preludeStdout,
            cases,
            reusable: message.reusable,
          });
      };
      this.onExit = () =>
        finish(
          this.exitReason === 'out of memory'
            ? {
                status: 'memory_limit',
                error: 'Memory limit exceeded',
                cases,
                reusable: false,
                cutShort: true,
              }
            : { status: 'crashed', error: this.exitReason, cases, reusable: false, cutShort: true },
        );
      if (this.exited) this.onExit();
      else this.worker.postMessage({ type: 'run', job } satisfies RunMessage);
    });
  }

  async terminate(): Promise<void> {
    if (this.exited) return;
    await this.worker.terminate();
  }
}
