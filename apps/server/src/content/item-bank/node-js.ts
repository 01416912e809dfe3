import type { BankTest } from './types.ts';

const EVENT_LOOP = 'Event loop and async';
const STREAMS = 'Streams and buffers';
const MODULES = 'Modules and packages';
const HTTP = 'HTTP and APIs';
const PROCESS = 'Errors and process lifecycle';
const CONFIG = 'Configuration and security';

export const NODE_JS_TEST: BankTest = {
  slug: 'node-js',
  skillSlug: 'node-js',
  title: 'Node.js',
  category: 'backend',
  summary:
    'Running JavaScript on the server: the event loop, streams, modules, HTTP APIs, process lifecycle and configuration.',
  description: `Checks what a backend engineer needs to run Node.js services in production: keeping the event loop
free, streams and back-pressure, ES modules and CommonJS, designing HTTP APIs, handling errors and shutdowns, and
loading configuration and secrets safely.

Each form has multiple-choice questions, one ordering task, two short answers and one coding task. Coding tasks
are pure functions of the kind found in services (parsing configuration, batching records) written in JavaScript
or TypeScript and checked against hidden tests; the sandbox has no Node APIs, so no file or network access is
needed. Specific frameworks (Express, Fastify, NestJS) are not covered.`,
  timeLimitMinutes: 40,
  topics: [EVENT_LOOP, STREAMS, MODULES, HTTP, PROCESS, CONFIG],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'node-js.blocking-handler',
      type: 'single_choice',
      topic: EVENT_LOOP,
      difficulty: 1,
      prompt: `One route of an HTTP service resizes images synchronously, taking about 2 seconds of CPU per request.
While it runs, what happens to other requests to the same process?`,
      options: [
        {
          id: 'a',
          text: 'They wait: the single JavaScript thread cannot run their handlers until the resize finishes',
        },
        { id: 'b', text: 'Node starts a new thread for each request, so they are unaffected' },
        { id: 'c', text: 'Node pauses the resize every few milliseconds to serve them' },
        { id: 'd', text: 'They fail immediately with `503 Service Unavailable`' },
      ],
      correct: 'a',
      explanation:
        'JavaScript in a Node process runs on one thread, and the event loop cannot pick up other callbacks while synchronous code is running. Move CPU-heavy work to `worker_threads`, a separate process, or a job queue.',
    },
    {
      key: 'node-js.unhandled-rejection',
      type: 'single_choice',
      topic: PROCESS,
      difficulty: 2,
      prompt:
        'In current Node.js versions with default settings, what happens when a promise rejects and no handler is ever attached to it?',
      options: [
        { id: 'a', text: 'The process prints the error and exits with a non-zero code' },
        { id: 'b', text: 'A warning is printed and the process keeps running' },
        { id: 'c', text: 'Nothing: the rejection is silently ignored' },
        { id: 'd', text: 'Node retries the rejected operation once' },
      ],
      correct: 'a',
      explanation:
        'Since Node 15 the default `--unhandled-rejections=throw` mode raises an unhandled rejection as an uncaught exception, which ends the process. Await or `.catch` every promise you start.',
    },
    {
      key: 'node-js.backpressure',
      type: 'single_choice',
      topic: STREAMS,
      difficulty: 2,
      prompt:
        'You are writing many rows to a file with `writable.write(chunk)`, and a call returns `false`. What should the code do?',
      options: [
        { id: 'a', text: "Stop writing until the stream emits `'drain'`, then continue" },
        { id: 'b', text: 'Write the same chunk again, because it was not accepted' },
        { id: 'c', text: 'Close the stream: `false` means the disk is full' },
        {
          id: 'd',
          text: 'Nothing: `write` always buffers everything, the return value is informational only',
        },
      ],
      correct: 'a',
      explanation:
        'The chunk *was* accepted, but the internal buffer is above its high-water mark. Continuing to write makes memory grow without limit; waiting for `drain` (or using `stream.pipeline`, which does it for you) applies back-pressure.',
    },
    {
      key: 'node-js.esm-vs-commonjs',
      type: 'multiple_choice',
      topic: MODULES,
      difficulty: 2,
      prompt: 'Which statements about ES modules in Node.js are true?',
      options: [
        {
          id: 'a',
          text: '`"type": "module"` in `package.json` makes `.js` files in that package ES modules',
        },
        { id: 'b', text: 'A file ending in `.cjs` is always treated as CommonJS' },
        {
          id: 'c',
          text: '`__dirname` is not defined in an ES module; `import.meta.dirname` or `import.meta.url` is used instead',
        },
        { id: 'd', text: '`require()` is available as a global in ES modules, as in CommonJS' },
        { id: 'e', text: "Relative imports may leave out the file extension: `import { x } from './util'`" },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Node decides the module system from the extension and the nearest `package.json` `type`. ES modules have no `require`, `__dirname` or `__filename` (use `import.meta`, or `createRequire` when you must), and their relative imports need the full file name, extension included.',
    },
    {
      key: 'node-js.npm-ci',
      type: 'single_choice',
      topic: MODULES,
      difficulty: 1,
      prompt:
        'Which command should a CI pipeline use to install dependencies exactly as recorded in `package-lock.json`?',
      options: [
        { id: 'a', text: '`npm ci`' },
        { id: 'b', text: '`npm install`' },
        { id: 'c', text: '`npm update`' },
        { id: 'd', text: '`npm install --latest`' },
      ],
      correct: 'a',
      explanation:
        '`npm ci` deletes `node_modules`, installs exactly the lockfile, and fails if the lockfile and `package.json` disagree, so builds are reproducible. `npm install` may update the lockfile; `npm update` deliberately moves to newer versions.',
    },
    {
      key: 'node-js.pipeline-errors',
      type: 'single_choice',
      topic: STREAMS,
      difficulty: 2,
      prompt:
        'Why is `await pipeline(source, gzip, destination)` (from `node:stream/promises`) preferred over `source.pipe(gzip).pipe(destination)`?',
      options: [
        {
          id: 'a',
          text: 'It forwards an error from any stream, destroys all of them so nothing leaks, and tells you when everything finished',
        },
        { id: 'b', text: 'It is faster because it copies data in a worker thread' },
        { id: 'c', text: '`.pipe()` does not handle back-pressure' },
        { id: 'd', text: '`.pipe()` only works with file streams' },
      ],
      correct: 'a',
      explanation:
        '`.pipe()` does handle back-pressure, but an error in one stream is not passed on and the other streams are left open (leaking file descriptors). `pipeline` wires up error handling and cleanup and gives one promise for the whole chain.',
    },
    {
      key: 'node-js.graceful-shutdown',
      type: 'multiple_choice',
      topic: PROCESS,
      difficulty: 3,
      prompt:
        'An HTTP service receives `SIGTERM` during a deploy. Which steps belong in its shutdown handler?',
      options: [
        { id: 'a', text: 'Stop accepting new connections (`server.close()`)' },
        { id: 'b', text: 'Let in-flight requests finish, with a deadline after which it exits anyway' },
        { id: 'c', text: 'Close database pools and flush logs before exiting' },
        { id: 'd', text: 'Call `process.exit(0)` as the first step so the deploy is not delayed' },
        { id: 'e', text: 'Ignore the signal; the orchestrator will send `SIGKILL` later' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'A graceful shutdown stops taking new work, finishes what it started (bounded by a timeout), releases resources, then exits. Exiting at once drops in-flight requests, and waiting for `SIGKILL` kills them mid-way.',
    },
    {
      key: 'node-js.utf8-byte-length',
      type: 'single_choice',
      topic: STREAMS,
      difficulty: 2,
      prompt: "What is `Buffer.from('héllo').length`?",
      options: [
        { id: 'a', text: '`6`' },
        { id: 'b', text: '`5`' },
        { id: 'c', text: '`10`' },
        { id: 'd', text: '`7`' },
      ],
      correct: 'a',
      explanation:
        '`Buffer.from(string)` encodes as UTF-8, where `é` takes two bytes, so the buffer holds 6 bytes although the string has 5 characters. Size limits (request bodies, message queues) are in bytes, so use `Buffer.byteLength` rather than `string.length`.',
    },
    {
      key: 'node-js.api-status-codes',
      type: 'multiple_choice',
      topic: HTTP,
      difficulty: 2,
      prompt: 'Which of these responses are appropriate for a JSON API?',
      options: [
        {
          id: 'a',
          text: '`201 Created` with the new resource (and its `Location`) after a successful `POST`',
        },
        { id: 'b', text: '`422` or `400` with per-field messages when the request body fails validation' },
        { id: 'c', text: '`204 No Content` after a successful `DELETE`' },
        { id: 'd', text: '`200 OK` with `{"error": "not found"}` when the resource does not exist' },
        { id: 'e', text: '`500 Internal Server Error` when the client sends malformed JSON' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        "Status codes tell clients, proxies and monitoring what happened without parsing the body. A missing resource is `404`; malformed input is the client's error (`400`), and reporting it as `500` hides real server failures in your alerts.",
    },
    {
      key: 'node-js.secrets-location',
      type: 'single_choice',
      topic: CONFIG,
      difficulty: 1,
      prompt: 'Where should a production Node.js service get its database password from?',
      options: [
        {
          id: 'a',
          text: 'From the environment or a secret manager at start-up, never from a file committed to the repository',
        },
        { id: 'b', text: 'From a `config.js` file in the repository, so every developer has the same value' },
        { id: 'c', text: 'From a query parameter on the health-check endpoint' },
        { id: 'd', text: 'Hard-coded in the code, but obfuscated' },
      ],
      correct: 'a',
      explanation:
        'Secrets in a repository leak with every clone and stay in history forever. Inject them through the environment or a secret manager, keep `.env` files out of version control, and validate them at start-up.',
    },
    {
      key: 'node-js.practice-fs-promises',
      type: 'single_choice',
      topic: EVENT_LOOP,
      difficulty: 1,
      practice: true,
      prompt: 'Inside an `async` request handler, which call reads a file without blocking the event loop?',
      options: [
        { id: 'a', text: "`await readFile(path, 'utf8')` with `readFile` from `node:fs/promises`" },
        { id: 'b', text: "`readFileSync(path, 'utf8')` from `node:fs`" },
        { id: 'c', text: "`await readFileSync(path, 'utf8')`" },
      ],
      correct: 'a',
      explanation:
        'The promise-based `readFile` does the I/O off the main thread and resolves later. `readFileSync` blocks until the file is read, and putting `await` in front of it changes nothing.',
    },

    // ---- Ordering ----
    {
      key: 'node-js.order-tick-queues',
      type: 'ordering',
      topic: EVENT_LOOP,
      difficulty: 3,
      prompt: `This file is saved as \`main.cjs\` (CommonJS) and run with \`node main.cjs\`. Order the letters as they
are printed.

~~~js
console.log('A');
setTimeout(() => console.log('B'), 0);
Promise.resolve().then(() => console.log('C'));
process.nextTick(() => console.log('D'));
console.log('E');
~~~`,
      steps: [
        { id: 'a', text: '`A`' },
        { id: 'e', text: '`E`' },
        { id: 'd', text: '`D`' },
        { id: 'c', text: '`C`' },
        { id: 'b', text: '`B`' },
      ],
      explanation:
        'Synchronous code first (`A`, `E`). After the main script, Node drains the `process.nextTick` queue before the promise microtask queue (`D`, then `C`). Timers run in a later phase of the event loop (`B`).',
    },
    {
      key: 'node-js.order-deploy',
      type: 'ordering',
      topic: MODULES,
      difficulty: 1,
      prompt: 'Order the steps of a zero-downtime deploy of a Node.js service.',
      steps: [
        { id: 'install', text: 'Install dependencies from the lockfile (`npm ci`)' },
        { id: 'test', text: 'Run the tests' },
        { id: 'build', text: 'Build the production bundle' },
        { id: 'start', text: 'Start new instances with the new build' },
        { id: 'health', text: 'Wait until the new instances pass their health check' },
        { id: 'switch', text: 'Send traffic to the new instances and drain the old ones' },
      ],
      explanation:
        'Nothing can be tested or built before dependencies are installed; a failing test must stop the deploy before anything is built or started; traffic moves only to instances that have proved they are healthy.',
    },

    // ---- Short answer ----
    {
      key: 'node-js.print-euro-bytes',
      type: 'short_answer',
      topic: STREAMS,
      difficulty: 2,
      prompt: `What does this print?

~~~js
const price = '€5';
console.log(price.length, Buffer.byteLength(price));
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['2 4', '2, 4', '2,4'] },
      explanation:
        '`length` counts UTF-16 code units: `€` is one, `5` is one. In UTF-8, `€` (U+20AC) takes three bytes and `5` one, so the byte length is 4.',
    },
    {
      key: 'node-js.print-promise-all-order',
      type: 'short_answer',
      topic: EVENT_LOOP,
      difficulty: 2,
      prompt: `What does this ES module print?

~~~js
const wait = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

const results = await Promise.all([wait(300, 'a'), wait(100, 'b'), wait(200, 'c')]);
console.log(results.join(''));
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['abc'] },
      explanation:
        '`Promise.all` resolves with the results in the order of the input array, not in the order the promises settled. It takes about 300 ms in total because the timers run concurrently.',
    },
    {
      key: 'node-js.explain-sync-fs',
      type: 'short_answer',
      topic: EVENT_LOOP,
      difficulty: 2,
      prompt:
        'Why is `fs.readFileSync` acceptable when a service loads its configuration at start-up, but harmful inside a request handler? One or two sentences.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'It blocks the (single) event loop thread while reading',
            points: 1,
            anyOf: ['block', 'event loop', 'single thread', 'one thread', 'main thread'],
          },
          {
            description: 'In a handler, every other request waits (latency and throughput suffer)',
            points: 1,
            anyOf: [
              'other request',
              'all request',
              'every request',
              'latency',
              'concurren',
              'throughput',
              'waits',
              'stall',
            ],
          },
          {
            description: 'At start-up it runs once, before any requests are served',
            points: 1,
            anyOf: [
              'once',
              'before any',
              'before serving',
              'before the server',
              'no requests',
              'nothing else',
              'not yet',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'A synchronous read blocks the only JavaScript thread. At start-up that happens once, before the server accepts traffic, so nobody waits; in a handler it stalls every concurrent request on every call. Use `fs/promises` there.',
    },
    {
      key: 'node-js.explain-validate-config-early',
      type: 'short_answer',
      topic: CONFIG,
      difficulty: 1,
      prompt:
        'Why should a service validate all of its environment variables when it starts, rather than reading each one when it is first needed? One or two sentences.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'It fails fast: a bad deploy is caught at start-up, before serving traffic',
            points: 1,
            anyOf: [
              'fail fast',
              'fails fast',
              'at start',
              'on start',
              'immediately',
              'early',
              'before serving',
              'before it serves',
              'refuse to start',
              "won't start",
              'does not start',
            ],
          },
          {
            description: 'Otherwise the error surfaces later, at runtime, in the middle of real requests',
            points: 1,
            anyOf: [
              'later',
              'in production',
              'mid-request',
              'at runtime',
              'a request',
              'hours',
              'days',
              'rarely used',
              'users',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'Validating once at start-up makes a missing or malformed variable stop the deploy immediately (the old version keeps serving). Reading lazily hides the mistake until some request, maybe hours later, hits the code path that needs it.',
    },
    {
      key: 'node-js.practice-path-join',
      type: 'short_answer',
      topic: MODULES,
      difficulty: 1,
      practice: true,
      prompt: `On Linux, what does this print?

~~~js
import path from 'node:path';
console.log(path.join('/srv/app', '../data', 'users.json'));
~~~`,
      hint: 'A path',
      maxLength: 80,
      answer: { mode: 'exact', accept: ['/srv/data/users.json'], caseSensitive: true },
      explanation:
        '`path.join` joins the parts and normalises the result, so `..` removes the `app` segment.',
    },

    // ---- Coding ----
    {
      key: 'node-js.parse-env-config',
      type: 'coding',
      topic: CONFIG,
      difficulty: 2,
      title: 'Parse and validate environment configuration',
      prompt: `Write \`parseConfig(env)\`, which reads a service's settings from an object of environment variables
(all values are strings). Trim every value first; an empty value counts as missing.

| Variable | Rule | Result field |
|---|---|---|
| \`PORT\` | required; digits only; 1 to 65535 | \`port\` (number) |
| \`DATABASE_URL\` | required; starts with \`postgres://\` or \`postgresql://\` followed by at least one character | \`databaseUrl\` |
| \`LOG_LEVEL\` | optional; \`debug\`, \`info\`, \`warn\` or \`error\`, in any letter case; default \`info\` | \`logLevel\` (lower case) |
| \`REQUEST_TIMEOUT_MS\` | optional; digits only; 1 to 600000; default 5000 | \`requestTimeoutMs\` (number) |
| \`FEATURES\` | optional; comma-separated names, each trimmed and lower-cased, empty names dropped, duplicates removed (first kept); default none | \`features\` (array) |

Other variables are ignored. If every variable is valid, return \`{ ok: true, config: { … } }\` with all five fields.
Otherwise return \`{ ok: false, invalid: [...] }\` listing the names of **all** invalid or missing variables in
alphabetical order.

~~~js
parseConfig({ PORT: '8080', DATABASE_URL: 'postgres://db/app' });
// { ok: true, config: { port: 8080, databaseUrl: 'postgres://db/app', logLevel: 'info', requestTimeoutMs: 5000, features: [] } }
~~~`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'parseConfig', typescript: 'parseConfig' },
      starter: {
        javascript: String.raw`/**
 * @param {Record<string, string>} env
 */
function parseConfig(env) {
  const invalid = [];
  // Validate each variable, collect the names of the bad ones, and build the config.
}
`,
        typescript: String.raw`type Config = {
  port: number;
  databaseUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  requestTimeoutMs: number;
  features: string[];
};
type ConfigResult = { ok: true; config: Config } | { ok: false; invalid: string[] };

function parseConfig(env: Record<string, string>): ConfigResult {
  const invalid: string[] = [];
  // Validate each variable, collect the names of the bad ones, and build the config.
  return { ok: false, invalid };
}
`,
      },
      samples: [
        {
          name: 'minimal valid',
          args: [{ PORT: '8080', DATABASE_URL: 'postgres://db/app' }],
          expected: {
            ok: true,
            config: {
              port: 8080,
              databaseUrl: 'postgres://db/app',
              logLevel: 'info',
              requestTimeoutMs: 5000,
              features: [],
            },
          },
        },
        {
          name: 'two problems',
          args: [{ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'postgresql://u:p@db:5432/app' }],
          expected: { ok: false, invalid: ['LOG_LEVEL', 'PORT'] },
        },
      ],
      hidden: [
        { name: 'empty environment', args: [{}], expected: { ok: false, invalid: ['DATABASE_URL', 'PORT'] } },
        {
          name: 'everything set, with spaces and capitals',
          args: [
            {
              PORT: ' 3000 ',
              DATABASE_URL: ' postgresql://app@db.internal/prod ',
              LOG_LEVEL: 'WARN',
              REQUEST_TIMEOUT_MS: '12000',
              FEATURES: ' Beta, ,search,BETA ,new-ui',
              HOME: '/root',
            },
          ],
          expected: {
            ok: true,
            config: {
              port: 3000,
              databaseUrl: 'postgresql://app@db.internal/prod',
              logLevel: 'warn',
              requestTimeoutMs: 12000,
              features: ['beta', 'search', 'new-ui'],
            },
          },
        },
        {
          name: 'empty values count as missing or default',
          args: [
            { PORT: '', DATABASE_URL: 'postgres://x', LOG_LEVEL: '  ', REQUEST_TIMEOUT_MS: '', FEATURES: '' },
          ],
          expected: { ok: false, invalid: ['PORT'] },
        },
        {
          name: 'port bounds',
          args: [{ PORT: '65536', DATABASE_URL: 'postgres://x' }],
          expected: { ok: false, invalid: ['PORT'] },
        },
        {
          name: 'port zero',
          args: [{ PORT: '0', DATABASE_URL: 'postgres://x' }],
          expected: { ok: false, invalid: ['PORT'] },
        },
        {
          name: 'highest port accepted',
          args: [{ PORT: '65535', DATABASE_URL: 'postgres://x' }],
          expected: {
            ok: true,
            config: {
              port: 65535,
              databaseUrl: 'postgres://x',
              logLevel: 'info',
              requestTimeoutMs: 5000,
              features: [],
            },
          },
        },
        {
          name: 'non-digit ports rejected',
          args: [{ PORT: '80.5', DATABASE_URL: 'postgres://x', REQUEST_TIMEOUT_MS: '-5' }],
          expected: { ok: false, invalid: ['PORT', 'REQUEST_TIMEOUT_MS'] },
        },
        {
          name: 'wrong database scheme and bare scheme',
          args: [{ PORT: '1', DATABASE_URL: 'mysql://db/app' }],
          expected: { ok: false, invalid: ['DATABASE_URL'] },
        },
        {
          name: 'scheme with nothing after it',
          args: [{ PORT: '1', DATABASE_URL: 'postgres://' }],
          expected: { ok: false, invalid: ['DATABASE_URL'] },
        },
        {
          name: 'timeout limits',
          args: [{ PORT: '443', DATABASE_URL: 'postgres://x', REQUEST_TIMEOUT_MS: '600001' }],
          expected: { ok: false, invalid: ['REQUEST_TIMEOUT_MS'] },
        },
        {
          name: 'everything wrong',
          args: [{ PORT: 'x', DATABASE_URL: 'http://db', LOG_LEVEL: 'trace', REQUEST_TIMEOUT_MS: '0' }],
          expected: { ok: false, invalid: ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'REQUEST_TIMEOUT_MS'] },
        },
        {
          name: 'only commas in features',
          args: [{ PORT: '10', DATABASE_URL: 'postgres://x', FEATURES: ' , ,, ', LOG_LEVEL: 'Debug' }],
          expected: {
            ok: true,
            config: {
              port: 10,
              databaseUrl: 'postgres://x',
              logLevel: 'debug',
              requestTimeoutMs: 5000,
              features: [],
            },
          },
        },
      ],
      reference: {
        javascript: String.raw`const LOG_LEVELS = ['debug', 'info', 'warn', 'error'];

function readInteger(text, min, max) {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseConfig(env) {
  const read = (name) => (typeof env[name] === 'string' ? env[name].trim() : '');
  const invalid = [];

  const port = readInteger(read('PORT'), 1, 65535);
  if (port === null) invalid.push('PORT');

  const databaseUrl = read('DATABASE_URL');
  if (!/^postgres(ql)?:\/\/.+/.test(databaseUrl)) invalid.push('DATABASE_URL');

  const logLevel = read('LOG_LEVEL').toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) invalid.push('LOG_LEVEL');

  const timeoutText = read('REQUEST_TIMEOUT_MS');
  const requestTimeoutMs = timeoutText === '' ? 5000 : readInteger(timeoutText, 1, 600000);
  if (requestTimeoutMs === null) invalid.push('REQUEST_TIMEOUT_MS');

  const features = [];
  for (const part of read('FEATURES').split(',')) {
    const name = part.trim().toLowerCase();
    if (name !== '' && !features.includes(name)) features.push(name);
  }

  if (invalid.length > 0) return { ok: false, invalid: invalid.sort() };
  return { ok: true, config: { port, databaseUrl, logLevel, requestTimeoutMs, features } };
}
`,
        typescript: String.raw`type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type Config = {
  port: number;
  databaseUrl: string;
  logLevel: LogLevel;
  requestTimeoutMs: number;
  features: string[];
};
type ConfigResult = { ok: true; config: Config } | { ok: false; invalid: string[] };

const LOG_LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error'];

function readInteger(text: string, min: number, max: number): number | null {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseConfig(env: Record<string, string>): ConfigResult {
  const read = (name: string): string => (typeof env[name] === 'string' ? env[name].trim() : '');
  const invalid: string[] = [];

  const port = readInteger(read('PORT'), 1, 65535);
  if (port === null) invalid.push('PORT');

  const databaseUrl = read('DATABASE_URL');
  if (!/^postgres(ql)?:\/\/.+/.test(databaseUrl)) invalid.push('DATABASE_URL');

  const logLevel = read('LOG_LEVEL').toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) invalid.push('LOG_LEVEL');

  const timeoutText = read('REQUEST_TIMEOUT_MS');
  const requestTimeoutMs = timeoutText === '' ? 5000 : readInteger(timeoutText, 1, 600000);
  if (requestTimeoutMs === null) invalid.push('REQUEST_TIMEOUT_MS');

  const features: string[] = [];
  for (const part of read('FEATURES').split(',')) {
    const name = part.trim().toLowerCase();
    if (name !== '' && !features.includes(name)) features.push(name);
  }

  if (port === null || requestTimeoutMs === null || invalid.length > 0) return { ok: false, invalid: invalid.sort() };
  return { ok: true, config: { port, databaseUrl, logLevel: logLevel as LogLevel, requestTimeoutMs, features } };
}
`,
      },
      explanation:
        'Check every variable before deciding, so one deploy shows all configuration mistakes at once instead of one per restart. Testing digits with a regular expression before converting avoids `Number` accepting `"80.5"`, `" "`, `"1e3"` or `"0x10"`. Returning a result object instead of throwing keeps the function pure and easy to test; the caller can log the list and exit.',
    },
    {
      key: 'node-js.batch-records',
      type: 'coding',
      topic: STREAMS,
      difficulty: 3,
      title: 'Batch records by count and size',
      prompt: `A worker sends log lines to an ingestion API that accepts at most \`maxCount\` records and at most
\`maxBytes\` bytes (UTF-8) per request. Write \`batchRecords(records, maxCount, maxBytes)\`, which splits the strings
into batches, in order:

- Add each record to the current batch if the batch would still have at most \`maxCount\` records and at most
  \`maxBytes\` bytes in total; otherwise start a new batch with it.
- A record that is larger than \`maxBytes\` on its own is never dropped: it goes into a batch by itself (the API
  will reject it with a clear error).
- Return the list of batches (each an array of strings); no batch is empty.

Bytes are UTF-8 bytes: \`é\` is 2, \`€\` is 3, \`😀\` is 4. The sandbox has no \`Buffer\` or \`TextEncoder\`, so count
them from the code points (U+0000–U+007F: 1 byte, up to U+07FF: 2, up to U+FFFF: 3, above: 4).

~~~js
batchRecords(['aa', 'bb', 'cc'], 2, 100); // [['aa', 'bb'], ['cc']]
batchRecords(['aaaa', 'bbbb', 'cc'], 10, 8); // [['aaaa', 'bbbb'], ['cc']]
~~~`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'batchRecords', typescript: 'batchRecords' },
      starter: {
        javascript: String.raw`/**
 * @param {string[]} records
 * @param {number} maxCount
 * @param {number} maxBytes
 * @returns {string[][]}
 */
function batchRecords(records, maxCount, maxBytes) {
  // Fill the current batch until the next record would break a limit, then start a new one.
}
`,
        typescript: String.raw`function batchRecords(records: string[], maxCount: number, maxBytes: number): string[][] {
  // Fill the current batch until the next record would break a limit, then start a new one.
  return [];
}
`,
      },
      samples: [
        { name: 'count limit', args: [['aa', 'bb', 'cc'], 2, 100], expected: [['aa', 'bb'], ['cc']] },
        { name: 'byte limit', args: [['aaaa', 'bbbb', 'cc'], 10, 8], expected: [['aaaa', 'bbbb'], ['cc']] },
      ],
      hidden: [
        { name: 'no records', args: [[], 5, 100], expected: [] },
        { name: 'everything fits', args: [['a', 'b', 'c'], 10, 100], expected: [['a', 'b', 'c']] },
        { name: 'one per batch', args: [['x', 'y', 'z'], 1, 100], expected: [['x'], ['y'], ['z']] },
        {
          name: 'oversized record alone',
          args: [['ok', 'this record is far too long', 'ok'], 10, 5],
          expected: [['ok'], ['this record is far too long'], ['ok']],
        },
        {
          name: 'multi-byte characters',
          args: [['é', 'é', 'é'], 10, 4],
          expected: [['é', 'é'], ['é']],
        },
        {
          name: 'euro and emoji',
          args: [['€', '😀', 'a', '€€'], 10, 7],
          expected: [
            ['€', '😀'],
            ['a', '€€'],
          ],
        },
        {
          name: 'exact fit',
          args: [['abc', 'def', 'gh'], 3, 8],
          expected: [['abc', 'def', 'gh']],
        },
        {
          name: 'empty strings count toward the record limit',
          args: [['', '', '', 'a'], 2, 10],
          expected: [
            ['', ''],
            ['', 'a'],
          ],
        },
        {
          name: 'oversized record first',
          args: [['😀😀😀', 'a'], 5, 8],
          expected: [['😀😀😀'], ['a']],
        },
        {
          name: 'many records',
          args: [Array.from({ length: 250 }, () => 'rec'), 100, 1000],
          expected: [
            Array.from({ length: 100 }, () => 'rec'),
            Array.from({ length: 100 }, () => 'rec'),
            Array.from({ length: 50 }, () => 'rec'),
          ],
        },
      ],
      reference: {
        javascript: String.raw`function utf8Length(text) {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function batchRecords(records, maxCount, maxBytes) {
  const batches = [];
  let current = [];
  let currentBytes = 0;
  for (const record of records) {
    const size = utf8Length(record);
    if (current.length > 0 && (current.length + 1 > maxCount || currentBytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(record);
    currentBytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
`,
        typescript: String.raw`function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function batchRecords(records: string[], maxCount: number, maxBytes: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let currentBytes = 0;
  for (const record of records) {
    const size = utf8Length(record);
    if (current.length > 0 && (current.length + 1 > maxCount || currentBytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(record);
    currentBytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
`,
      },
      explanation:
        'Walk the records once, closing the current batch when adding the next record would break either limit. Checking `current.length > 0` first is what lets an oversized record start (and fill) a batch of its own. `for…of` iterates by code point, so an emoji is one character of 4 bytes rather than two surrogate halves.',
    },
    {
      key: 'node-js.practice-compare-versions',
      type: 'coding',
      topic: MODULES,
      difficulty: 2,
      practice: true,
      title: 'Compare semantic versions',
      prompt: `Write \`compareVersions(a, b)\` for versions like \`1.4.2\` or \`2.0.0-rc.1\`. Return \`-1\` if \`a\` is lower,
\`1\` if it is higher, \`0\` if they are equal.

- An optional leading \`v\` is ignored, and so is build metadata after \`+\`.
- Compare major, minor and patch as numbers (\`1.10.0\` is higher than \`1.9.0\`).
- With equal numbers, a version without a pre-release (\`-…\`) is higher than one with it.
- Pre-releases compare part by part (split on \`.\`): two numeric parts compare as numbers, a numeric part is
  lower than a text part, text parts compare by character codes; if all shared parts are equal, the one with
  fewer parts is lower.`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'compareVersions', typescript: 'compareVersions' },
      starter: {
        javascript: String.raw`/**
 * @param {string} a
 * @param {string} b
 * @returns {-1 | 0 | 1}
 */
function compareVersions(a, b) {
  // Parse both versions, then compare major, minor, patch and the pre-release parts.
}
`,
        typescript: String.raw`function compareVersions(a: string, b: string): -1 | 0 | 1 {
  // Parse both versions, then compare major, minor, patch and the pre-release parts.
  return 0;
}
`,
      },
      samples: [
        { name: 'numeric minor', args: ['1.10.0', '1.9.0'], expected: 1 },
        { name: 'release beats pre-release', args: ['2.0.0-rc.1', '2.0.0'], expected: -1 },
      ],
      hidden: [
        { name: 'equal', args: ['3.2.1', '3.2.1'], expected: 0 },
        { name: 'leading v', args: ['v1.2.3', '1.2.3'], expected: 0 },
        { name: 'build metadata ignored', args: ['1.2.3+build.7', '1.2.3+build.9'], expected: 0 },
        { name: 'major wins', args: ['2.0.0', '10.0.0'], expected: -1 },
        { name: 'numeric pre-release parts', args: ['1.0.0-rc.10', '1.0.0-rc.9'], expected: 1 },
        { name: 'numeric below text', args: ['1.0.0-1', '1.0.0-alpha'], expected: -1 },
        { name: 'fewer parts lower', args: ['1.0.0-alpha', '1.0.0-alpha.1'], expected: -1 },
        { name: 'text parts by character code', args: ['1.0.0-beta', '1.0.0-alpha.9'], expected: 1 },
        { name: 'patch lower', args: ['0.0.9', '0.0.10'], expected: -1 },
        { name: 'large numbers', args: ['2024.12.31', '2024.12.30'], expected: 1 },
      ],
      reference: {
        javascript: String.raw`function parseVersion(text) {
  const withoutBuild = text.replace(/^v/, '').split('+')[0];
  const dash = withoutBuild.indexOf('-');
  const core = dash === -1 ? withoutBuild : withoutBuild.slice(0, dash);
  const pre = dash === -1 ? [] : withoutBuild.slice(dash + 1).split('.');
  return { numbers: core.split('.').map(Number), pre };
}

function sign(value) {
  return value < 0 ? -1 : value > 0 ? 1 : 0;
}

function comparePreParts(x, y) {
  const xNumeric = /^[0-9]+$/.test(x);
  const yNumeric = /^[0-9]+$/.test(y);
  if (xNumeric && yNumeric) return sign(Number(x) - Number(y));
  if (xNumeric) return -1;
  if (yNumeric) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareVersions(a, b) {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let i = 0; i < 3; i++) {
    const difference = sign(left.numbers[i] - right.numbers[i]);
    if (difference !== 0) return difference;
  }
  if (left.pre.length === 0 || right.pre.length === 0) return sign(right.pre.length - left.pre.length);
  for (let i = 0; i < Math.min(left.pre.length, right.pre.length); i++) {
    const difference = comparePreParts(left.pre[i], right.pre[i]);
    if (difference !== 0) return difference;
  }
  return sign(left.pre.length - right.pre.length);
}
`,
        typescript: String.raw`type Parsed = { numbers: number[]; pre: string[] };

function parseVersion(text: string): Parsed {
  const withoutBuild = text.replace(/^v/, '').split('+')[0] ?? '';
  const dash = withoutBuild.indexOf('-');
  const core = dash === -1 ? withoutBuild : withoutBuild.slice(0, dash);
  const pre = dash === -1 ? [] : withoutBuild.slice(dash + 1).split('.');
  return { numbers: core.split('.').map(Number), pre };
}

function sign(value: number): -1 | 0 | 1 {
  return value < 0 ? -1 : value > 0 ? 1 : 0;
}

function comparePreParts(x: string, y: string): -1 | 0 | 1 {
  const xNumeric = /^[0-9]+$/.test(x);
  const yNumeric = /^[0-9]+$/.test(y);
  if (xNumeric && yNumeric) return sign(Number(x) - Number(y));
  if (xNumeric) return -1;
  if (yNumeric) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let i = 0; i < 3; i++) {
    const difference = sign((left.numbers[i] ?? 0) - (right.numbers[i] ?? 0));
    if (difference !== 0) return difference;
  }
  if (left.pre.length === 0 || right.pre.length === 0) return sign(right.pre.length - left.pre.length);
  for (let i = 0; i < Math.min(left.pre.length, right.pre.length); i++) {
    const difference = comparePreParts(left.pre[i] ?? '', right.pre[i] ?? '');
    if (difference !== 0) return difference;
  }
  return sign(left.pre.length - right.pre.length);
}
`,
      },
      explanation:
        'Split off build metadata and the pre-release first, compare the three numbers numerically (string comparison would put `1.10` before `1.9`), then apply the pre-release rules. A missing pre-release sorts higher, which is why `2.0.0-rc.1` comes before `2.0.0`.',
    },
  ],
};
