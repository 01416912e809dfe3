import { bankItem } from './bank.ts';
import type { SeedCourse } from './types.ts';

export const NODE_JS_COURSE: SeedCourse = {
  key: 'node-js-services',
  title: 'Building reliable services with Node.js',
  summary:
    'The runtime behind your API: non-blocking I/O, streams and backpressure, configuration, errors and graceful shutdown.',
  description: `Node.js runs a large share of the back ends in our job search. Writing an endpoint is easy; writing a
service that stays fast under load, does not run out of memory on a large upload, fails loudly on bad
configuration and shuts down without dropping requests takes knowing how the runtime works.

This course covers the event loop from the server's side, streams and backpressure (with a short video),
configuration from the environment, error handling and graceful shutdown, and ends with a coding exercise.

**You need:** JavaScript with promises and async/await.`,
  level: 'intermediate',
  skills: ['node-js', 'javascript'],
  outcomes: [
    'Keep the event loop free and find what blocks it',
    'Process large files and responses with streams and pipeline()',
    'Validate configuration at start-up and fail fast',
    'Handle errors and shut a service down without dropping requests',
  ],
  publishedDaysAgo: 19,
  modules: [
    {
      title: 'The runtime',
      summary: 'Non-blocking I/O and streams.',
      lessons: [
        {
          kind: 'text',
          title: 'Non-blocking I/O and the event loop on a server',
          minutes: 12,
          preview: true,
          body: `# Non-blocking I/O and the event loop on a server

A Node.js server handles thousands of connections on **one JavaScript thread**. It can, because almost everything
a web service does is waiting: for the database, for another API, for the disk. Node hands that waiting to the
operating system (and a small thread pool for files and DNS) and runs your callbacks when the results arrive.

~~~js
app.get('/orders/:id', async (req, res) => {
  const order = await db.findOrder(req.params.id);   // the thread is free while the query runs
  const invoice = await billing.invoiceFor(order.id); // free again
  res.json({ order, invoice });
});
~~~

While one request awaits the database, the same thread serves others.

## What blocks

Anything synchronous and long runs on that one thread and stops **every** request:

- CPU-heavy work in JavaScript: parsing a huge JSON body, resizing images, hashing passwords with a pure-JS library,
  a regular expression that backtracks badly.
- The synchronous file and crypto APIs (\`readFileSync\`, \`pbkdf2Sync\`) inside request handlers.
- Unbounded loops over large arrays.

~~~js
// ✗ blocks the whole server for as long as it takes
app.post('/report', (req, res) => {
  const rows = JSON.parse(fs.readFileSync('/data/huge.json', 'utf8'));
  res.json(summarise(rows));
});
~~~

## What to do instead

- Use the asynchronous APIs (\`fs/promises\`, async crypto functions).
- Stream large data instead of loading it whole — the next lesson.
- Move CPU-bound work to a \`worker_threads\` worker or another process, and keep the request handler awaiting it.
- Bound your input sizes (body size limits, pagination).

## Measuring it

Event loop **delay** tells you how long callbacks wait for the thread:

~~~js
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 20 });
delay.enable();
setInterval(() => {
  console.info('p99 event loop delay (ms):', delay.percentile(99) / 1e6);
  delay.reset();
}, 10_000);
~~~

A p99 of a few milliseconds is healthy; hundreds mean something is blocking.`,
        },
        {
          kind: 'video',
          title: 'Streams and backpressure',
          minutes: 3,
          body: `Watch the clip, then read the notes.

## Notes

- A stream moves data in **chunks**, so memory stays flat however large the file or response.
- **Backpressure**: when the destination is slower than the source, \`write()\` returns \`false\` and the source
  must wait for \`'drain'\`. Ignoring it buffers the whole file in memory.
- \`pipeline()\` from \`node:stream/promises\` wires streams together, respects backpressure, and destroys every
  stream and rejects when any of them fails:

~~~js
import { pipeline } from 'node:stream/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';

await pipeline(createReadStream('access.log'), createGzip(), createWriteStream('access.log.gz'));
~~~

- Prefer \`pipeline()\` to chains of \`.pipe()\`, which do not forward errors.`,
          clip: {
            title: 'Streams and backpressure',
            slides: [
              {
                seconds: 7,
                heading: 'Loading a file whole',
                code: ["const data = await readFile('export.csv');", 'res.end(data);'],
                points: ['2 GB file → 2 GB of memory', 'Nothing is sent until it is all read'],
                captions: [
                  'Reading a file whole and then sending it works, until the file is large.',
                  'A two gigabyte export needs two gigabytes of memory, and nothing is sent until it is all read.',
                ],
              },
              {
                seconds: 7,
                heading: 'Streams move chunks',
                points: ['Read a chunk, send a chunk', 'Memory stays flat', 'The first bytes leave at once'],
                captions: [
                  'A stream moves the data in chunks: read a piece, send a piece.',
                  'Memory stays flat whatever the size, and the client gets the first bytes right away.',
                ],
              },
              {
                seconds: 8,
                heading: 'The catch: a slow reader',
                points: [
                  'Disk reads at 500 MB/s',
                  'The client downloads at 5 MB/s',
                  'Where do the extra chunks go?',
                ],
                captions: [
                  'But what if the source is faster than the destination? The disk reads far faster than a phone downloads.',
                  'If we keep reading, the extra chunks pile up in memory again.',
                ],
              },
              {
                seconds: 8,
                heading: 'Backpressure',
                code: ['if (!res.write(chunk)) {', "  await once(res, 'drain');", '}'],
                captions: [
                  'That is what backpressure is for. write returns false when the destination buffer is full.',
                  'The source then waits for the drain event before reading more.',
                ],
              },
              {
                seconds: 8,
                heading: 'Let pipeline() do it',
                code: ['await pipeline(', "  createReadStream('export.csv'),", '  res,', ');'],
                captions: [
                  'You rarely write that loop yourself. pipeline connects the streams and respects backpressure.',
                  'If any stream fails, pipeline destroys all of them and rejects, so nothing leaks.',
                ],
              },
              {
                seconds: 6,
                heading: 'Remember',
                points: ['Stream large data', 'Respect backpressure', 'Use pipeline(), not .pipe()'],
                captions: [
                  'Stream large data, respect backpressure, and use pipeline rather than chains of pipe.',
                ],
              },
            ],
          },
        },
        {
          kind: 'quiz',
          title: 'Check yourself: the runtime',
          minutes: 5,
          body: 'Four questions on the event loop and streams.',
          items: [
            {
              type: 'multiple_choice',
              prompt: 'Which of these block every request on a Node.js server while they run?',
              options: [
                '`await db.query(...)`',
                '`fs.readFileSync` of a large file in a handler',
                'A CPU-heavy loop over a million rows',
                '`await fetch(...)` to another service',
              ],
              correct: [1, 2],
              explanation: 'Awaiting I/O frees the thread. Synchronous file reads and long CPU work hold it.',
            },
            {
              type: 'single_choice',
              prompt: 'What does `writable.write(chunk)` returning `false` mean?',
              options: [
                'The chunk was lost',
                'The internal buffer is full: wait for `drain` before writing more',
                'The stream has ended',
              ],
              correct: [1],
              explanation: 'The chunk is buffered; `false` is the signal to pause the source.',
            },
            {
              type: 'single_choice',
              prompt: 'Why prefer `pipeline()` over `a.pipe(b).pipe(c)`?',
              options: [
                'It is faster',
                'It forwards errors, destroys every stream on failure and gives you a promise',
                'pipe() does not respect backpressure',
              ],
              correct: [1],
              explanation:
                '`.pipe()` handles backpressure too, but not errors: a failure can leave streams open.',
            },
            {
              type: 'short_answer',
              prompt: 'Which built-in module runs CPU-heavy JavaScript off the main thread?',
              accepted: ['worker_threads', 'node:worker_threads', '`worker_threads`'],
              explanation: '`worker_threads` runs JavaScript on other threads, each with its own event loop.',
            },
          ],
        },
      ],
    },
    {
      title: 'Running in production',
      summary: 'Configuration, errors, shutdown — and comparing versions.',
      lessons: [
        {
          kind: 'text',
          title: 'Configuration, errors and graceful shutdown',
          minutes: 14,
          body: `# Configuration, errors and graceful shutdown

## Read configuration once, validate it, fail fast

Configuration comes from the environment. Read it in **one** place at start-up, turn it into a typed object, and
refuse to start when something is missing or wrong — a crash at deploy time is far cheaper than a wrong value
discovered by a customer.

~~~ts
import { z } from 'zod';

const Config = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export const config = Config.parse(process.env); // throws with every problem listed
~~~

Never read \`process.env\` deep inside the code: it hides what the service needs and makes tests depend on the
machine.

## Errors: expected versus unexpected

- **Expected** failures (a validation error, a missing record, a conflict) are answers: return a 4xx with a message
  the client can show.
- **Unexpected** ones (a bug, the database gone) are 5xx: log them with the request id, and answer with a generic
  message — never a stack trace.

Always \`await\` or \`return\` promises. A rejected promise nobody handles triggers \`unhandledRejection\`, and since
Node 15 that crashes the process. That is the right default: log it, let the process exit, and let your
supervisor (Kubernetes, systemd, the platform) start a fresh one.

## Graceful shutdown

When a deploy replaces your instance, the platform sends \`SIGTERM\`. Finish what is in flight, then exit:

~~~ts
const server = app.listen(config.PORT);

process.once('SIGTERM', async () => {
  server.close();                       // stop accepting new connections
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await drainQueues();                  // finish jobs already taken
  await db.end();                       // close the pool last
  process.exit(0);
});
~~~

Keep the grace period shorter than the platform's own (Kubernetes waits 30 seconds by default before \`SIGKILL\`).

## Dependencies and versions

Services depend on packages with **semantic versions**: \`MAJOR.MINOR.PATCH\`. A major bump may break you; minor
adds features; patch fixes bugs. \`^1.4.2\` in \`package.json\` accepts any \`1.x.y\` at or above \`1.4.2\`;
\`~1.4.2\` only \`1.4.x\`. Pre-releases (\`2.0.0-rc.1\`) sort **before** the release they lead to. The exercise asks
you to implement that ordering.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: compare semantic versions',
          minutes: 25,
          body: `Deployment tools, update checks and package managers all compare versions. Implement the comparison, rules
included: numeric parts as numbers, pre-releases below the release, build metadata ignored. Split the work: parse
each version into numbers and pre-release parts first, then compare.`,
          bankItem: bankItem('node-js.practice-compare-versions'),
        },
        {
          kind: 'quiz',
          title: 'Final quiz: Building reliable services with Node.js',
          minutes: 10,
          isFinal: true,
          body: 'Seven questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'How can one Node.js thread serve thousands of concurrent requests?',
              options: [
                'It starts a thread per request',
                'Requests mostly wait on I/O, which the OS handles while the thread runs other callbacks',
                'It queues requests and serves them one after another',
              ],
              correct: [1],
              explanation: 'Non-blocking I/O: the thread only runs your callbacks, never waits.',
            },
            {
              type: 'single_choice',
              prompt: 'Where should a service read and validate its environment variables?',
              options: [
                'Wherever each value is needed',
                'Once at start-up, into a typed config object, refusing to start on errors',
                'Lazily on the first request',
              ],
              correct: [1],
              explanation: 'Fail fast at start-up; one place documents what the service needs.',
            },
            {
              type: 'ordering',
              prompt: 'Order the steps of a graceful shutdown after SIGTERM:',
              steps: [
                'Stop accepting new connections',
                'Finish the requests and jobs in flight',
                'Close the database pool',
                'Exit the process',
              ],
              explanation: 'Stop intake, drain work, release resources, exit.',
            },
            {
              type: 'single_choice',
              prompt: 'Which versions does `^1.4.2` accept?',
              options: [
                'Only 1.4.2',
                'Any 1.4.x at or above 1.4.2',
                'Any 1.x.y at or above 1.4.2',
                'Any version above 1.4.2',
              ],
              correct: [2],
              explanation: 'The caret allows minor and patch updates within the same major version.',
            },
            {
              type: 'single_choice',
              prompt: 'Which is higher: `2.0.0-rc.1` or `2.0.0`?',
              options: ['`2.0.0-rc.1`', '`2.0.0`', 'They are equal'],
              correct: [1],
              explanation: 'A pre-release comes before the release it leads to.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which answers should a service give for an unexpected error (a bug) in a request?',
              options: [
                'A 5xx status',
                'The stack trace, so the client can report it',
                'A generic message, with the details in the server log under the request id',
                'A 200 with an error field',
              ],
              correct: [0, 2],
              explanation:
                'Log the details; show the client a status and a message that reveals nothing internal.',
            },
            {
              type: 'short_answer',
              prompt:
                'Which event does a writable stream emit when it is ready for more data after `write()` returned false?',
              accepted: ['drain', "'drain'", '`drain`'],
              explanation: "`'drain'` signals that the buffer has emptied.",
            },
          ],
        },
      ],
    },
  ],
};
