/**
 * The sandbox's public shape: run untrusted code against cases and report each case's outcome. JavaScript and
 * TypeScript run in QuickJS (WebAssembly) inside a worker thread; Python in Pyodide inside a worker that is
 * terminated at the deadline. Nothing here touches the database or the features above it.
 */

export const SANDBOX_LANGUAGES = ['javascript', 'typescript', 'python'] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

/** A JSON value: what crosses into and out of the sandbox, nothing else. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SandboxCase {
  name: string;
  /** The arguments the entry function is called with. */
  args: Json[];
  /** The expected return value; absent for the candidate's own input (the run only reports what came back). */
  expected?: Json;
}

export interface SandboxJob {
  language: SandboxLanguage;
  source: string;
  /** The name of the function the candidate writes (`twoSum`, `two_sum`). */
  entry: string;
  cases: SandboxCase[];
  /** Wall-clock limit for the whole job; the sandbox clamps it to its own maximum. */
  timeLimitMs?: number;
  /** Memory limit for the job; the sandbox clamps it to its own maximum. */
  memoryLimitBytes?: number;
}

export type SandboxStatus =
  /** Every case ran (each may still have failed or thrown). */
  | 'ok'
  /** The source did not parse, did not transpile, or does not define the entry function. */
  | 'compile_error'
  /** The deadline passed; cases that did not finish are reported with `passed: false` and an error. */
  | 'timeout'
  /** The memory limit was hit. */
  | 'memory_limit'
  /** The runner itself failed (a worker crashed); the job may be retried. */
  | 'crashed';

export interface SandboxCaseResult {
  name: string;
  /** null when the case had no expected value. */
  passed: boolean | null;
  /** What the function returned (absent when it threw or did not run). */
  actual?: Json;
  /** The error the code threw, or why the case did not run, in one line the candidate can read. */
  error?: string;
  /** What the code printed (console.log / print), cut to a few kilobytes. */
  stdout: string;
  durationMs: number;
}

export interface SandboxResult {
  status: SandboxStatus;
  /** Compile error, timeout or crash, in words the candidate can read. */
  error?: string;
  cases: SandboxCaseResult[];
  durationMs: number;
}

export interface Sandbox {
  run(job: SandboxJob): Promise<SandboxResult>;
  /** Ends every worker; runs started after this are refused. */
  close(): Promise<void>;
}
