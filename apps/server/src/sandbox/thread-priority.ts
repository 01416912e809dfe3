import { readdirSync, readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread (a sandbox worker) to the lowest, so candidates' code and
 * Pyodide's start-up only get the CPU the API's own thread leaves: on a busy machine grading waits, requests do
 * not. Linux gives each thread its own nice value, addressed by its thread id, which `/proc/thread-self` names.
 * Elsewhere (or without /proc) nothing changes. Returns whether it took effect.
 */
export function lowerThreadPriority(): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers every thread of the calling process to the lowest priority: the main thread and the ones the runtime
 * started before any code ran (V8's compiler and garbage-collector helpers, which compile each engine's
 * WebAssembly). Threads started later inherit it from the thread that starts them. The sandbox's own process
 * calls this first, so all the CPU grading uses, whichever thread spends it, yields to the server. Elsewhere than
 * Linux only the process's main thread is lowered. Returns how many threads were lowered.
 */
export function lowerProcessPriority(): number {
  let lowered = 0;
  let threadIds: number[] = [];
  try {
    threadIds = readdirSync('/proc/self/task')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    threadIds = [process.pid];
  }
  for (const threadId of threadIds) {
    try {
      setPriority(threadId, constants.priority.PRIORITY_LOW);
      lowered += 1;
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return lowered;
}
