/**
 * The messages between the sandbox (main thread) and its workers. Only strings and numbers cross: arguments and
 * return values travel as JSON text, so no host object ever reaches untrusted code and nothing the code builds
 * reaches the host except a string the host parses itself.
 */

import type { SandboxJob, SandboxLanguage, SandboxResult } from './types.ts';

export interface WorkerCase {
  name: string;
  /** JSON text of the argument array. */
  argsJson: string;
}

export interface WorkerJob {
  /** JavaScript for QuickJS (TypeScript is transpiled before it is sent), Python for Pyodide. */
  source: string;
  entry: string;
  cases: WorkerCase[];
  /** Wall-clock instant (ms since the epoch) after which the code is interrupted. */
  deadline: number;
  memoryLimitBytes: number;
  stdoutLimitBytes: number;
}

/** Sent once the worker's engine is loaded and it can take a job. */
export interface ReadyMessage {
  type: 'ready';
}

/** One finished case, sent as soon as it finishes so a worker killed later still leaves what it did. */
export interface CaseMessage {
  type: 'case';
  name: string;
  /** JSON text of what the function returned; absent when it threw. */
  actualJson?: string;
  error?: string;
  stdout: string;
  durationMs: number;
}

/** The end of a job: how it ended (cases already arrived one by one). */
export interface DoneMessage {
  type: 'done';
  status: 'ok' | 'compile_error' | 'timeout' | 'memory_limit' | 'crashed';
  error?: string;
  /** Printed before the first case ran (top-level code), shown with the first case. */
  preludeStdout?: string;
  /** False when the engine may be damaged (out of memory, interrupted): the host replaces the worker. */
  reusable: boolean;
}

export type WorkerMessage = ReadyMessage | CaseMessage | DoneMessage;

/** The one message a worker receives. */
export interface RunMessage {
  type: 'run';
  job: WorkerJob;
}

/** A valid identifier: the entry is spliced into nothing, but a strange name is refused before it travels. */
export const ENTRY_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Keeps at most `limit` UTF-8 bytes of printed text, marking the cut. */
export class CappedText {
  private text = '';
  private bytes = 0;
  private cut = false;

  constructor(private readonly limit: number) {}

  append(chunk: string): void {
    if (this.cut) return;
    const size = Buffer.byteLength(chunk);
    if (this.bytes + size <= this.limit) {
      this.text += chunk;
      this.bytes += size;
      return;
    }
    let room = this.limit - this.bytes;
    for (const char of chunk) {
      const charSize = Buffer.byteLength(char);
      if (charSize > room) break;
      this.text += char;
      room -= charSize;
    }
    this.text += '\n… (output cut)';
    this.cut = true;
  }

  take(): string {
    const text = this.text;
    this.text = '';
    this.bytes = 0;
    this.cut = false;
    return text;
  }
}

/* ---------- between the server and the sandbox's own process (process-sandbox.ts, sandbox-host.ts) ---------- */

/** What the server asks of the sandbox process. Jobs cross as structured clones; nothing else is shared. */
export type HostRequest =
  | { type: 'run'; id: number; job: SandboxJob }
  | { type: 'warm'; id: number; language: SandboxLanguage }
  | { type: 'stats'; id: number }
  | { type: 'close' };

/** The sandbox process's answers, each to the request with the same id. */
export type HostReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: SandboxResult }
  | { type: 'warm'; id: number }
  | { type: 'stats'; id: number; rss: number };
