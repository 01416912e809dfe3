import { jsonEqual } from './compare.ts';
import type { EngineRun } from './engine-worker.ts';
import { ENTRY_NAME, type CaseMessage, type WorkerJob } from './protocol.ts';
import { transpileTypeScript } from './transpile.ts';
import {
  SANDBOX_LANGUAGES,
  type Json,
  type Sandbox,
  type SandboxCaseResult,
  type SandboxJob,
  type SandboxLanguage,
  type SandboxResult,
  type SandboxStatus,
} from './types.ts';
import { WorkerPool } from './worker-pool.ts';

export interface SandboxOptions {
  /** Jobs that run at once (each in its own worker thread). Default 2, so grading never takes every core. */
  maxConcurrent?: number;
  /** Jobs that may wait for a slot; beyond this a run is refused as busy. Default 50. */
  maxQueued?: number;
  /** Wall-clock limit when the job names none. Default 5 s. */
  defaultTimeLimitMs?: number;
  /** The most a job may ask for. Default 15 s. */
  maxTimeLimitMs?: number;
  /** Memory for the candidate's code (QuickJS heap, Pyodide heap growth). Default and maximum 64 MB. */
  maxMemoryBytes?: number;
  /** Printed output kept per case. Default 4 KB. */
  stdoutLimitBytes?: number;
  /** Pyodide workers kept loaded and unused. Default 1. */
  warmPythonWorkers?: number;
  /** Engines to load now rather than on the first job (a server can warm Python at boot). Default none. */
  prewarm?: SandboxLanguage[];
}

/** QuickJS answers its own interrupt; the worker is only killed if it stays silent this long after the deadline. */
const QUICKJS_GRACE_MS = 1_000;
/** Pyodide cannot be interrupted, so its worker is terminated at the deadline (plus the time to post a message). */
const PYODIDE_GRACE_MS = 100;

const NOT_RUN: Record<Exclude<SandboxStatus, 'ok'>, string> = {
  compile_error: 'Not run: the code did not compile',
  timeout: 'Not run: time limit exceeded',
  memory_limit: 'Not run: memory limit exceeded',
  crashed: 'Not run: the runner stopped',
};

/** The sandbox with what its owner (the server's boot, a benchmark) may also ask of it. */
export interface ManagedSandbox extends Sandbox {
  /** Starts the engine's warm workers if they are not started, and resolves once they are loaded. */
  whenWarm(language: SandboxLanguage): Promise<void>;
}

/**
 * The sandbox inside the calling process: worker threads beside the caller's own. The server does not call this
 * directly but through createSandbox (process-sandbox.ts), which runs it in a process of its own at the lowest
 * priority; this is what that process runs.
 */
export function createThreadSandbox(options: SandboxOptions = {}): ManagedSandbox {
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
  const maxQueued = Math.max(0, options.maxQueued ?? 50);
  const defaultTimeLimitMs = options.defaultTimeLimitMs ?? 5_000;
  const maxTimeLimitMs = options.maxTimeLimitMs ?? 15_000;
  const maxMemoryBytes = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  const stdoutLimitBytes = options.stdoutLimitBytes ?? 4 * 1024;

  // resourceLimits bound each worker's own V8 heap (our harness, the JSON text crossing); the code's memory is
  // WebAssembly memory, which they do not count, so the workers cap it themselves (wasm-memory-cap.ts).
  const quickjs = new WorkerPool('quickjs', {
    warm: maxConcurrent,
    reuse: true,
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  const pyodide = new WorkerPool('pyodide', {
    warm: Math.max(0, options.warmPythonWorkers ?? 1),
    reuse: false,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const poolOf = (language: SandboxLanguage) => (language === 'python' ? pyodide : quickjs);
  for (const language of options.prewarm ?? []) poolOf(language).fill();

  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;

  async function runInSlot(job: SandboxJob, started: number): Promise<SandboxResult> {
    if (running >= maxConcurrent) {
      if (waiting.length >= maxQueued) {
        return refuse(job, started, 'crashed', 'The code runner is busy; try again in a moment');
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      if (closed) return refuse(job, started, 'crashed', 'The code runner has stopped');
      return await execute(job, started);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function execute(job: SandboxJob, started: number): Promise<SandboxResult> {
    let source = job.source;
    if (job.language === 'typescript') {
      const transpiled = await transpileTypeScript(job.source);
      if (!transpiled.ok) return refuse(job, started, 'compile_error', transpiled.error);
      source = transpiled.code;
    }
    const pool = poolOf(job.language);
    let worker;
    try {
      worker = await pool.acquire();
    } catch {
      return refuse(job, started, 'crashed', 'The code runner could not start; try again');
    }
    const timeLimitMs = clamp(job.timeLimitMs ?? defaultTimeLimitMs, 1, maxTimeLimitMs);
    const deadline = Date.now() + timeLimitMs;
    const workerJob: WorkerJob = {
      source,
      entry: job.entry,
      cases: job.cases.map((testCase) => ({ name: testCase.name, argsJson: JSON.stringify(testCase.args) })),
      deadline,
      memoryLimitBytes: clamp(job.memoryLimitBytes ?? maxMemoryBytes, 1024 * 1024, maxMemoryBytes),
      stdoutLimitBytes,
    };
    const grace = job.language === 'python' ? PYODIDE_GRACE_MS : QUICKJS_GRACE_MS;
    const run = await worker.run(workerJob, deadline + grace);
    pool.release(worker, run.reusable);
    return report(job, run, started);
  }

  return {
    run(job) {
      const started = performance.now();
      if (closed) return Promise.resolve(refuse(job, started, 'crashed', 'The code runner has stopped'));
      const invalid = validate(job);
      if (invalid) return Promise.resolve(refuse(job, started, 'compile_error', invalid));
      return runInSlot(job, started);
    },
    whenWarm(language) {
      return poolOf(language).whenWarm();
    },
    async close() {
      closed = true;
      for (const wake of waiting.splice(0)) wake();
      await Promise.all([quickjs.close(), pyodide.close()]);
    },
  };
}

export function validate(job: SandboxJob): string | undefined {
  if (!SANDBOX_LANGUAGES.includes(job.language)) return `Unknown language: ${String(job.language)}`;
  if (typeof job.source !== 'string') return 'The code is missing';
  if (typeof job.entry !== 'string' || !ENTRY_NAME.test(job.entry))
    return 'The entry function name is not valid';
  if (!Array.isArray(job.cases) || job.cases.some((testCase) => !Array.isArray(testCase.args))) {
    return 'Every case needs an argument list';
  }
  return undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : max;
}

export function refuse(
  job: SandboxJob,
  started: number,
  status: SandboxStatus,
  error: string,
): SandboxResult {
  return report(job, { status, error, cases: [], reusable: true }, started);
}

function report(job: SandboxJob, run: EngineRun, started: number): SandboxResult {
  const cases = (Array.isArray(job.cases) ? job.cases : []).map((testCase, index): SandboxCaseResult => {
    const ran: CaseMessage | undefined = run.cases[index];
    const hasExpected = testCase.expected !== undefined;
    const prelude = index === 0 ? (run.preludeStdout ?? '') : '';
    if (!ran) {
      // The case that was running when the job ended carries the reason; the ones after it did not start.
      const interrupted = run.cutShort === true && index === run.cases.length && run.error !== undefined;
      return {
        name: testCase.name,
        passed: hasExpected ? false : null,
        error: interrupted ? run.error : run.status === 'ok' ? NOT_RUN.crashed : NOT_RUN[run.status],
        stdout: prelude,
        durationMs: 0,
      };
    }
    const result: SandboxCaseResult = {
      name: testCase.name,
      passed: null,
      stdout: prelude + ran.stdout,
      durationMs: Math.round(ran.durationMs * 1000) / 1000,
    };
    if (ran.error !== undefined) result.error = ran.error;
    else if (ran.actualJson !== undefined) {
      try {
        result.actual = JSON.parse(ran.actualJson) as Json;
      } catch {
        result.error = 'The return value cannot be written as JSON';
      }
    }
    if (hasExpected)
      result.passed = result.error === undefined && jsonEqual(result.actual, testCase.expected);
    return result;
  });
  const result: SandboxResult = {
    status: run.status,
    cases,
    durationMs: Math.round(performance.now() - started),
  };
  if (run.error !== undefined && run.status !== 'ok') result.error = run.error;
  return result;
}
