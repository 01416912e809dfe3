/**
 * The sandbox's own process (started by process-sandbox.ts with an empty environment): every thread in it runs at
 * the lowest priority, so whatever grading costs (the engines' WebAssembly compilation on V8's helper threads,
 * Pyodide's start-up, the candidates' code) waits for the server's process rather than the other way round, and a
 * second address space stands between untrusted code and the server's memory. It serves jobs over the IPC channel
 * and exits when the channel closes, so it never outlives the server.
 */
import type { HostReply, HostRequest } from './protocol.ts';
import { createThreadSandbox, type SandboxOptions } from './sandbox.ts';
import { lowerProcessPriority } from './thread-priority.ts';

lowerProcessPriority();

if (!process.send) throw new Error('sandbox-host.ts runs as a child process with an IPC channel');
const send = (reply: HostReply) => process.send?.(reply);

// The options travel as JSON in argv, read once: they are the server's, never a candidate's.
const options = JSON.parse(process.argv[2] ?? '{}') as SandboxOptions;
const sandbox = createThreadSandbox(options);

process.on('message', (request: HostRequest) => {
  switch (request.type) {
    case 'run':
      void sandbox.run(request.job).then((result) => send({ type: 'result', id: request.id, result }));
      break;
    case 'warm':
      void sandbox.whenWarm(request.language).then(() => send({ type: 'warm', id: request.id }));
      break;
    case 'stats':
      send({ type: 'stats', id: request.id, rss: process.memoryUsage().rss });
      break;
    case 'close':
      void sandbox.close().finally(() => process.exit(0));
      break;
  }
});

// The server went away (or closed the channel): nothing is left to serve.
process.on('disconnect', () => {
  void sandbox.close().finally(() => process.exit(0));
});

send({ type: 'ready' });
