/**
 * Worker thread that runs JavaScript in QuickJS compiled to WebAssembly. Each job gets a fresh runtime and context
 * with a memory limit, a stack limit and an interrupt handler for the deadline; the only things the code can see
 * are the language's own built-ins and a `console` that prints into a capped buffer. The host object this file
 * holds never crosses: arguments go in as a JSON string and results come out as one.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { getQuickJS, type QuickJSContext, type QuickJSHandle } from 'quickjs-emscripten';
import {
  CappedText,
  type CaseMessage,
  type DoneMessage,
  type RunMessage,
  type WorkerJob,
} from './protocol.ts';
import { lowerThreadPriority } from './thread-priority.ts';
import { installWasmMemoryCap, setWasmMemoryCeiling } from './wasm-memory-cap.ts';

// Candidates' code runs on whatever CPU the API's thread leaves (see thread-priority.ts).
lowerThreadPriority();

const STACK_LIMIT_BYTES = 512 * 1024;
/** A return value bigger than this is refused rather than copied to the host. */
const MAX_RESULT_CHARS = 1_000_000;

// Evaluated before the candidate's code, so it keeps the real JSON functions even if the code replaces them.
const HARNESS = `(function (print) {
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const format = (value) => {
    if (typeof value === 'string') return value;
    try {
      const text = stringify(value);
      return text === undefined ? String(value) : text;
    } catch {
      return String(value);
    }
  };
  const log = (...values) => { print(values.map(format).join(' ') + '\\n'); };
  globalThis.console = { log, info: log, warn: log, error: log, debug: log };
  const serialise = (value) => {
    const text = stringify(value === undefined ? null : value);
    if (typeof text !== 'string') throw new TypeError('The return value cannot be written as JSON');
    return text;
  };
  // An async function (or one returning a promise) answers a box; once the host has run the pending jobs,
  // call.read(box) gives the settled value's JSON or throws what the promise rejected with.
  return (fn) => {
    const call = (argsJson) => {
      const value = fn(...parse(argsJson));
      if (value !== null && (typeof value === 'object' || typeof value === 'function') && typeof value.then === 'function') {
        const box = { settled: false };
        value.then(
          (result) => { box.settled = true; box.ok = true; box.value = result; },
          (error) => { box.settled = true; box.ok = false; box.error = error; },
        );
        return box;
      }
      return serialise(value);
    };
    call.read = (box) => {
      if (!box.settled) throw new Error('The returned promise never settled');
      if (!box.ok) throw box.error;
      return serialise(box.value);
    };
    return call;
  };
})`;

if (!parentPort) throw new Error('quickjs.worker.ts runs as a worker thread');
const port: MessagePort = parentPort;

installWasmMemoryCap();
const quickjs = await getQuickJS();
/** The engine's own footprint once loaded, plus room for the bookkeeping around a job. */
const baselineBytes = quickjs.getWasmMemory().buffer.byteLength + 16 * 1024 * 1024;

type Failure = { kind: 'timeout' | 'memory' | 'error'; message: string };

function describeError(context: QuickJSContext, handle: QuickJSHandle): Failure {
  let message: string;
  try {
    const value: unknown = context.dump(handle);
    if (value && typeof value === 'object' && 'message' in value) {
      const name = 'name' in value && typeof value.name === 'string' ? value.name : 'Error';
      message = `${name}: ${String(value.message)}`;
    } else {
      message = `Uncaught ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    }
  } catch {
    message = 'Uncaught error';
  }
  if (/^InternalError: interrupted/.test(message)) return { kind: 'timeout', message: 'Time limit exceeded' };
  if (/out of memory/i.test(message)) return { kind: 'memory', message: 'Memory limit exceeded' };
  return { kind: 'error', message: message.split('\n')[0] ?? message };
}

function runJob(job: WorkerJob): DoneMessage {
  setWasmMemoryCeiling(baselineBytes + job.memoryLimitBytes);
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(job.memoryLimitBytes);
  runtime.setMaxStackSize(STACK_LIMIT_BYTES);
  runtime.setInterruptHandler(() => Date.now() > job.deadline);
  const context = runtime.newContext();
  const out = new CappedText(job.stdoutLimitBytes);
  const handles: QuickJSHandle[] = [];
  const keep = (handle: QuickJSHandle) => (handles.push(handle), handle);
  const end = (message: Omit<DoneMessage, 'type' | 'reusable'>, reusable: boolean): DoneMessage => ({
    type: 'done',
    ...message,
    reusable,
  });
  const failed = (failure: Failure, prelude?: string): DoneMessage =>
    failure.kind === 'timeout'
      ? end({ status: 'timeout', error: failure.message, preludeStdout: prelude }, false)
      : failure.kind === 'memory'
        ? end({ status: 'memory_limit', error: failure.message, preludeStdout: prelude }, false)
        : end({ status: 'compile_error', error: failure.message, preludeStdout: prelude }, true);

  // Promise callbacks the code queued run before its result is read; a rejection nobody handles is ignored, but
  // running out of time or memory there ends the job like anywhere else.
  const settlePromises = (): Failure | undefined => {
    const settled = runtime.executePendingJobs();
    if (!settled.error) return undefined;
    const failure = describeError(context, settled.error);
    settled.error.dispose();
    return failure.kind === 'error' ? undefined : failure;
  };

  let done: DoneMessage;
  try {
    done = (() => {
      const print = keep(
        context.newFunction('print', (text) => {
          if (context.typeof(text) === 'string') out.append(context.getString(text));
        }),
      );
      const factory = context.evalCode(HARNESS, 'harness.js', { type: 'global', strict: true });
      if (factory.error) return failed(describeError(context, keep(factory.error)));
      const makeCaller = keep(factory.value);
      const install = context.callFunction(makeCaller, context.undefined, print);
      if (install.error) return failed(describeError(context, keep(install.error)));
      const wrap = keep(install.value);

      const loaded = context.evalCode(job.source, 'solution.js', { type: 'global' });
      if (loaded.error) return failed(describeError(context, keep(loaded.error)), out.take());
      keep(loaded.value);
      const settledLoad = settlePromises();
      if (settledLoad) return failed(settledLoad, out.take());
      const lookup = context.evalCode(
        `typeof ${job.entry} === 'function' ? ${job.entry} : undefined`,
        'entry.js',
        {
          type: 'global',
        },
      );
      if (lookup.error) return failed(describeError(context, keep(lookup.error)), out.take());
      const entry = keep(lookup.value);
      if (context.typeof(entry) !== 'function') {
        return end(
          {
            status: 'compile_error',
            error: `Define a function named ${job.entry}`,
            preludeStdout: out.take(),
          },
          true,
        );
      }
      const wrapped = context.callFunction(wrap, context.undefined, entry);
      if (wrapped.error) return failed(describeError(context, keep(wrapped.error)), out.take());
      const call = keep(wrapped.value);
      const read = keep(context.getProp(call, 'read'));
      const preludeStdout = out.take();

      for (const testCase of job.cases) {
        const args = context.newString(testCase.argsJson);
        const started = performance.now();
        let result = context.callFunction(call, context.undefined, args);
        const pending = result.error ? undefined : settlePromises();
        if (!result.error && !pending && context.typeof(result.value) === 'object') {
          // A promise came back: its settled value (or rejection) is the case's outcome.
          const box = result.value;
          result = context.callFunction(read, context.undefined, box);
          box.dispose();
        }
        const durationMs = performance.now() - started;
        args.dispose();
        const message: CaseMessage = { type: 'case', name: testCase.name, stdout: out.take(), durationMs };
        if (result.error) {
          const failure = describeError(context, result.error);
          result.error.dispose();
          if (failure.kind !== 'error') {
            port.postMessage({ ...message, error: failure.message } satisfies CaseMessage);
            return failed(failure, preludeStdout);
          }
          message.error = failure.message;
        } else if (pending) {
          result.value.dispose();
          port.postMessage({ ...message, error: pending.message } satisfies CaseMessage);
          return failed(pending, preludeStdout);
        } else {
          const text = context.getString(result.value);
          result.value.dispose();
          if (text.length > MAX_RESULT_CHARS) message.error = 'The return value is too large';
          else message.actualJson = text;
        }
        port.postMessage(message);
        if (Date.now() > job.deadline)
          return end({ status: 'timeout', error: 'Time limit exceeded', preludeStdout }, true);
      }
      return end({ status: 'ok', preludeStdout }, true);
    })();
  } catch (error) {
    // The engine itself failed (an allocation inside the host bridge, a wasm trap): report it as the memory
    // limit when that is what it says, and never reuse this worker.
    const message = error instanceof Error ? error.message : String(error);
    done = /memory/i.test(message)
      ? end({ status: 'memory_limit', error: 'Memory limit exceeded' }, false)
      : end(
          { status: 'compile_error', error: `The code could not run: ${message.split('\n')[0] ?? ''}` },
          false,
        );
  }
  try {
    for (const handle of handles.reverse()) if (handle.alive) handle.dispose();
    context.dispose();
    runtime.dispose();
  } catch {
    done.reusable = false;
  }
  return done;
}

port.on('message', (message: RunMessage) => {
  port.postMessage(runJob(message.job));
});
port.postMessage({ type: 'ready' });
