/**
 * The sandbox as the server uses it: the worker threads of sandbox.ts, run in a process of their own
 * (sandbox-host.ts) at the lowest scheduling priority. Within the server's process a worker thread can be lowered,
 * but the CPU grading costs is not all spent there: V8 compiles each engine's WebAssembly on helper threads it
 * shares with the server, and a fresh Pyodide worker per Python job keeps them busy. In a process of its own all
 * of that yields to the server, and untrusted code sits one address space further from the server's memory.
 *
 * The process starts on first use (or at once when asked to prewarm), is started again if it dies (the jobs it
 * held report `crashed`, which the caller may retry), and ends with close() or with the server.
 */
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverRoot } from '../lib/paths.ts';
import type { HostReply, HostRequest } from './protocol.ts';
import { refuse, validate, type ManagedSandbox, type SandboxOptions } from './sandbox.ts';
import type { SandboxResult } from './types.ts';

export interface ProcessSandbox extends ManagedSandbox {
  /** The sandbox process's id while it runs. */
  readonly pid: number | undefined;
  /** The sandbox process's resident memory in bytes (starting it if needed). */
  memory(): Promise<number>;
}

type Pending = { settle: (reply: HostReply | undefined) => void };

interface Host {
  child: ChildProcess;
  ready: Promise<boolean>;
  pending: Map<number, Pending>;
}

/** From source (vitest, tsx) the host is the `.ts` file beside this one, through tsx; built, `dist/sandbox/host.js`. */
function startHostProcess(options: SandboxOptions): ChildProcess {
  const settings: ForkOptions = {
    // Nothing the server knows (keys, database address) is in the sandbox's environment.
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  };
  const args = [JSON.stringify(options)];
  if (import.meta.url.endsWith('.ts')) {
    const tsxFolder = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const loader = pathToFileURL(join(tsxFolder, 'dist', 'loader.mjs')).href;
    const entry = fileURLToPath(new URL('./sandbox-host.ts', import.meta.url));
    return fork(entry, args, { ...settings, execArgv: ['--import', loader] });
  }
  return fork(join(serverRoot(), 'dist', 'sandbox', 'host.js'), args, { ...settings, execArgv: [] });
}

export function createSandbox(options: SandboxOptions = {}): ProcessSandbox {
  let host: Host | undefined;
  let nextId = 1;
  let closed = false;

  function start(): Host {
    const child = startHostProcess(options);
    const pending = new Map<number, Pending>();
    const ready = new Promise<boolean>((resolve) => {
      child.on('message', (reply: HostReply) => {
        if (reply.type === 'ready') resolve(true);
        else if ('id' in reply) {
          pending.get(reply.id)?.settle(reply);
          pending.delete(reply.id);
          idleUnlessBusy(current);
        }
      });
      child.on('exit', () => {
        resolve(false);
        if (host === current) host = undefined;
        for (const waiting of pending.values()) waiting.settle(undefined);
        pending.clear();
      });
      // A failed spawn is followed by 'exit' (or leaves the host unready): the jobs report crashed either way.
      child.on('error', () => resolve(false));
    });
    const current: Host = { child, ready, pending };
    idleUnlessBusy(current);
    return current;
  }

  /** An idle sandbox process must not keep the server's process alive; one a request waits on must. */
  function idleUnlessBusy(target: Host): void {
    const busy = target.pending.size > 0;
    const channel = target.child.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      target.child.ref();
      channel?.ref();
    } else {
      target.child.unref();
      channel?.unref();
    }
  }

  /** Sends a request and resolves with its reply, or undefined if the process ended first. */
  async function ask(make: (id: number) => HostRequest): Promise<HostReply | undefined> {
    if (closed) return undefined;
    host ??= start();
    const target = host;
    const id = nextId++;
    const reply = new Promise<HostReply | undefined>((settle) => target.pending.set(id, { settle }));
    idleUnlessBusy(target);
    if (!(await target.ready)) {
      target.pending.get(id)?.settle(undefined);
      target.pending.delete(id);
      return reply;
    }
    target.child.send(make(id), (error) => {
      if (!error) return;
      target.pending.get(id)?.settle(undefined);
      target.pending.delete(id);
      idleUnlessBusy(target);
    });
    return reply;
  }

  if ((options.prewarm ?? []).length > 0) host = start();

  return {
    get pid() {
      return host?.child.pid;
    },
    async run(job) {
      const started = performance.now();
      if (closed) return refuse(job, started, 'crashed', 'The code runner has stopped');
      const invalid = validate(job);
      if (invalid) return refuse(job, started, 'compile_error', invalid);
      const reply = await ask((id) => ({ type: 'run', id, job }));
      if (reply?.type === 'result') return reply.result satisfies SandboxResult;
      return refuse(
        job,
        started,
        'crashed',
        closed ? 'The code runner has stopped' : 'The code runner stopped; try again',
      );
    },
    async whenWarm(language) {
      await ask((id) => ({ type: 'warm', id, language }));
    },
    async memory() {
      const reply = await ask((id) => ({ type: 'stats', id }));
      return reply?.type === 'stats' ? reply.rss : 0;
    },
    async close() {
      closed = true;
      const target = host;
      host = undefined;
      if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => target.child.once('exit', () => resolve()));
      target.child.ref();
      if (target.child.connected) target.child.send({ type: 'close' } satisfies HostRequest);
      else target.child.kill('SIGKILL');
      const timer = setTimeout(() => target.child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
