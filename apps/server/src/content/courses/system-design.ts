import type { SeedCourse } from './types.ts';

export const SYSTEM_DESIGN_COURSE: SeedCourse = {
  key: 'system-design-fundamentals',
  title: 'System design fundamentals',
  summary:
    'Scale reads with caches and replicas, spread load, protect services with rate limits and timeouts, and reason about trade-offs.',
  description: `Senior interviews and senior work both ask the same question: what happens to this design at ten times
the load, and when a part of it fails? This course gives you the building blocks — caching, replication, load
balancing, partitioning, rate limiting, timeouts and retries — and, more importantly, the trade-offs each one brings.

The exercise implements a token-bucket rate limiter, the algorithm behind most API limits.

**You need:** experience building at least one web application with a database.`,
  level: 'advanced',
  skills: ['system-design', 'distributed-systems'],
  outcomes: [
    'Estimate load and storage with back-of-the-envelope numbers',
    'Choose a caching strategy and reason about stale data',
    'Explain replication, partitioning and consistent hashing',
    'Protect a service with rate limits, timeouts, retries with backoff and idempotency',
  ],
  publishedDaysAgo: 4,
  modules: [
    {
      title: 'Scaling reads and writes',
      summary: 'Estimates, caches, replicas and partitions.',
      lessons: [
        {
          kind: 'text',
          title: 'Back-of-the-envelope numbers and caching',
          minutes: 15,
          preview: true,
          body: `# Back-of-the-envelope numbers and caching

## Start with numbers

Before drawing boxes, estimate. Say a job board has 2 million monthly users, each viewing 30 pages a month:

- 60 million page views a month ≈ 2 million a day ≈ **23 per second** on average;
- traffic peaks at maybe 5× the average: **~120 per second**;
- each page makes 3 database queries: ~360 queries per second at peak.

A single well-indexed PostgreSQL instance handles that comfortably. Numbers like these stop you from designing for
problems you do not have — and show you where the real pressure is.

Useful orders of magnitude: a memory read ~100 ns; a read from a local SSD ~100 µs; a round trip in one data
centre ~0.5 ms; a round trip between continents ~150 ms.

## Caching

A cache keeps the result of expensive work closer to where it is needed: in the browser, at a CDN, in the
application's memory, or in a shared store such as Redis.

**Cache-aside** is the most common pattern:

~~~ts
async function getJob(id: string): Promise<Job> {
  const cached = await redis.get(\`job:\${id}\`);
  if (cached) return JSON.parse(cached);
  const job = await db.findJob(id);
  await redis.set(\`job:\${id}\`, JSON.stringify(job), { EX: 300 }); // expire after 5 minutes
  return job;
}
~~~

## The hard part: stale data

Every cache can serve old data. Decide how old is acceptable per use:

- **Expiry (TTL)** bounds staleness simply: a job description may be 5 minutes old; an account balance may not.
- **Invalidate on write**: delete the key when the job changes. Delete rather than update — two concurrent writers
  updating the cache can leave the older value there last.
- **Stampede**: when a hot key expires, hundreds of requests miss at once and all hit the database. Let one request
  recompute while others wait or serve the old value, and add jitter to expiry times.

## What not to cache

Data that is cheap to compute, rarely read twice, or must always be exact. A cache is another system to run and a
source of subtle bugs: add one when measurements say you need it.`,
        },
        {
          kind: 'text',
          title: 'Replication, partitioning and consistent hashing',
          minutes: 15,
          body: `# Replication, partitioning and consistent hashing

## Replication: copies for reads and for failure

A **primary** takes the writes and streams them to **replicas**, which serve reads. Replication helps in two ways:
more read capacity, and a copy to fail over to.

The catch is **replication lag**: a replica may be milliseconds — or under load, seconds — behind. A user who saves
their profile and reloads it from a lagging replica sees the old version. Common fixes: read your own writes from
the primary for a short while after writing, or route a user's reads to the primary when they just wrote.

## Partitioning (sharding): splitting the data

When one machine cannot hold the data or take the writes, split the data by a **partition key**:

- by **range** (users A–M, N–Z): range scans stay on one shard, but hot ranges overload one machine;
- by **hash** of the key: load spreads evenly, range queries must ask every shard.

Choose a key that spreads the load *and* matches the queries: partitioning orders by \`customer_id\` keeps each
customer's orders together.

## Consistent hashing

With \`shard = hash(key) % N\`, adding one server changes \`N\` and moves almost every key. Consistent hashing
places servers and keys on a ring; each key belongs to the next server clockwise:

~~~text
           hash ring
     ┌──── A ────┐
     │           │
     C           B      key k → first server clockwise from hash(k)
     │           │
     └───────────┘
~~~

Adding a server only moves the keys between it and its neighbour — about 1/N of them. Giving each server many
points on the ring (**virtual nodes**) evens out the load.

## Load balancing

A load balancer spreads requests over identical, **stateless** application servers. Keep sessions and uploads out
of the servers' memory (in the database, Redis or object storage) so any server can take any request and a server
can be replaced at any time. Health checks take failing servers out of rotation.`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: scaling',
          minutes: 6,
          body: 'Four questions on estimates, caching and partitioning.',
          items: [
            {
              type: 'single_choice',
              prompt: 'About how many requests per second is 2 million requests a day on average?',
              options: ['~2', '~23', '~230', '~2,300'],
              correct: [1],
              explanation: 'A day has 86,400 seconds: 2,000,000 / 86,400 ≈ 23.',
            },
            {
              type: 'single_choice',
              prompt: 'A job is edited. What should the code do with its cached copy?',
              options: [
                'Write the new version into the cache',
                'Delete the cache key, so the next read loads the new version',
                'Nothing: it expires eventually',
              ],
              correct: [1],
              explanation:
                'Deleting avoids a race where two writers update the cache out of order; waiting for expiry serves stale data.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which are consequences of reading from replicas?',
              options: [
                'More read capacity',
                'A user may not see their own write right away',
                'Writes become faster',
                'A copy to fail over to',
              ],
              correct: [0, 1, 3],
              explanation: 'Replicas add read capacity and redundancy but lag behind the primary.',
            },
            {
              type: 'single_choice',
              prompt:
                'With consistent hashing and N servers, roughly which share of keys moves when one server is added?',
              options: ['Almost all of them', 'About 1/N', 'None'],
              correct: [1],
              explanation: 'Only the keys between the new server and its neighbour on the ring move.',
            },
          ],
        },
      ],
    },
    {
      title: 'Protecting services',
      summary: 'Rate limits, timeouts, retries and idempotency — and a rate limiter to build.',
      lessons: [
        {
          kind: 'text',
          title: 'Rate limits, timeouts, retries and idempotency',
          minutes: 15,
          body: `# Rate limits, timeouts, retries and idempotency

Distributed systems fail partially: one dependency slows down, and without protection the slowness spreads until
everything waits on everything.

## Timeouts everywhere

Every network call needs a timeout shorter than the caller's own. A request handler with a 10-second budget must
not wait 30 seconds for a dependency. No timeout means a slow dependency holds your connections, threads or memory
until you run out.

## Retries with backoff and jitter

Retry only what may succeed on a second try (timeouts, 503s, dropped connections) — not a 400 — and only a few
times. Wait longer after each attempt (**exponential backoff**) and add randomness (**jitter**) so that a thousand
clients that failed together do not retry together:

~~~ts
const delay = Math.min(cap, base * 2 ** attempt) * Math.random(); // "full jitter"
~~~

## Idempotency

A retried request may have succeeded the first time — the answer was lost, not the request. Make writes safe to
repeat: the client sends an **idempotency key** with a POST, and the server stores the result under that key and
returns it again for a repeat instead of charging the card twice.

## Rate limiting: the token bucket

A **token bucket** holds up to \`capacity\` tokens and refills at a steady \`rate\` per second. Each request takes a
token; with none left, it is refused (HTTP 429 with \`Retry-After\`). The capacity allows short bursts; the rate
sets the long-term average.

~~~text
capacity 3, rate 1/s
t=0.0  ●●● → request ✓ ●●○
t=0.1  ●●○ → request ✓ ●○○
t=0.2  ●○○ → request ✓ ○○○
t=0.3  ○○○ → request ✗ (only 0.1 token refilled)
t=1.3  ●○○ → request ✓
~~~

Implementation notes: store the token count and the time of the last update; on each request add
\`elapsed × rate\`, cap at the capacity, then try to take one. Nothing runs between requests. Across several
servers, keep the bucket in a shared store (an atomic Redis script) so every server sees the same count.

## Circuit breakers

When a dependency keeps failing, stop calling it for a while and fail fast (or serve a fallback), then let a few
trial requests through to see whether it recovered. This gives the dependency room to recover instead of burying
it in retries.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: a token-bucket rate limiter',
          minutes: 25,
          body: `Implement the token bucket from the lesson as a pure function over a list of request times, so it can be
tested without clocks. Refill continuously (fractions of a token count), cap at the capacity, and only take a token
when a whole one is available.`,
          item: {
            key: 'course.system-design.token-bucket',
            type: 'coding',
            topic: 'Rate limiting',
            difficulty: 2,
            title: 'Token-bucket rate limiter',
            prompt: `Write \`allowedRequests(capacity, ratePerSecond, times)\` (Python: \`allowed_requests(capacity,
rate_per_second, times)\`). \`times\` are the arrival times of requests in seconds, in non-decreasing order. The
bucket starts full with \`capacity\` tokens at the time of the first request and refills continuously at
\`ratePerSecond\` tokens per second, never above \`capacity\`. A request is allowed if at least one whole token is
available when it arrives, and then takes one token; otherwise it is refused and takes nothing.

Return one boolean per request.

~~~js
allowedRequests(2, 1, [0, 0, 0, 1]); // [true, true, false, true]
~~~`,
            explanation:
              'Keep the token count and the time of the last request. For each request add (time − last) × rate, cap at the capacity, then allow it and subtract one if at least one token is there.',
            languages: ['javascript', 'typescript', 'python'],
            entry: {
              javascript: 'allowedRequests',
              typescript: 'allowedRequests',
              python: 'allowed_requests',
            },
            starter: {
              javascript: `/**
 * @param {number} capacity
 * @param {number} ratePerSecond
 * @param {number[]} times
 * @returns {boolean[]}
 */
function allowedRequests(capacity, ratePerSecond, times) {
  // Keep the tokens and the time of the last request; refill, cap, then try to take one.
}
`,
              typescript: `function allowedRequests(capacity: number, ratePerSecond: number, times: number[]): boolean[] {
  // Keep the tokens and the time of the last request; refill, cap, then try to take one.
  return [];
}
`,
              python: `def allowed_requests(capacity: int, rate_per_second: float, times: list[float]) -> list[bool]:
    # Keep the tokens and the time of the last request; refill, cap, then try to take one.
    pass
`,
            },
            samples: [
              {
                name: 'a burst, then a refill',
                args: [2, 1, [0, 0, 0, 1]],
                expected: [true, true, false, true],
              },
              {
                name: 'a steady rate is always allowed',
                args: [1, 2, [0, 0.5, 1, 1.5, 2]],
                expected: [true, true, true, true, true],
              },
            ],
            hidden: [
              { name: 'no requests', args: [5, 1, []], expected: [] },
              {
                name: 'the capacity bounds a burst',
                args: [3, 1, [10, 10, 10, 10, 10]],
                expected: [true, true, true, false, false],
              },
              {
                name: 'half a token is not enough',
                args: [1, 1, [0, 0.5, 1]],
                expected: [true, false, true],
              },
              {
                name: 'refills never exceed the capacity',
                args: [2, 1, [0, 0, 100, 100, 100]],
                expected: [true, true, true, true, false],
              },
              {
                name: 'a refused request takes nothing',
                args: [1, 0.5, [0, 1, 2, 2.5]],
                expected: [true, false, true, false],
              },
              {
                name: 'fractions add up',
                args: [1, 4, [0, 0.125, 0.25, 0.375, 0.5]],
                expected: [true, false, true, false, true],
              },
              {
                name: 'the first request may come late',
                args: [1, 1, [1000, 1000.25, 1001]],
                expected: [true, false, true],
              },
              {
                name: 'a large bucket drains and refills',
                args: [4, 2, [0, 0, 0, 0, 0, 0.5, 0.5, 1, 1, 1]],
                expected: [true, true, true, true, false, true, false, true, false, false],
              },
              {
                name: 'zero rate: only the initial tokens',
                args: [2, 0, [0, 5, 10, 15]],
                expected: [true, true, false, false],
              },
            ],
            reference: {
              javascript: `function allowedRequests(capacity, ratePerSecond, times) {
  let tokens = capacity;
  let last = times.length > 0 ? times[0] : 0;
  return times.map((time) => {
    tokens = Math.min(capacity, tokens + (time - last) * ratePerSecond);
    last = time;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    return false;
  });
}
`,
              typescript: `function allowedRequests(capacity: number, ratePerSecond: number, times: number[]): boolean[] {
  let tokens = capacity;
  let last = times[0] ?? 0;
  return times.map((time) => {
    tokens = Math.min(capacity, tokens + (time - last) * ratePerSecond);
    last = time;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    return false;
  });
}
`,
              python: `def allowed_requests(capacity, rate_per_second, times):
    tokens = capacity
    last = times[0] if times else 0
    result = []
    for time in times:
        tokens = min(capacity, tokens + (time - last) * rate_per_second)
        last = time
        if tokens >= 1:
            tokens -= 1
            result.append(True)
        else:
            result.append(False)
    return result
`,
            },
          },
        },
        {
          kind: 'quiz',
          title: 'Final quiz: System design fundamentals',
          minutes: 12,
          isFinal: true,
          body: 'Eight questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'A token bucket has capacity 10 and refills 2 tokens per second. What does it allow?',
              options: [
                'Exactly 2 requests every second, never more',
                'Bursts of up to 10 requests, and 2 per second on average over time',
                '10 requests per second',
              ],
              correct: [1],
              explanation: 'Capacity bounds the burst; the rate bounds the long-term average.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which failures are worth retrying (with backoff)?',
              options: [
                'A timeout',
                'A 503 Service Unavailable',
                'A 400 Bad Request',
                'A dropped connection',
              ],
              correct: [0, 1, 3],
              explanation: 'A 400 will fail the same way again; the others may be transient.',
            },
            {
              type: 'single_choice',
              prompt: 'Why add jitter to retry delays?',
              options: [
                'To make retries faster',
                'So clients that failed together do not all retry at the same moment',
                'To satisfy HTTP caching rules',
              ],
              correct: [1],
              explanation: 'Synchronised retries hit a recovering service as one big wave.',
            },
            {
              type: 'single_choice',
              prompt: 'A payment POST timed out and the client retries it. What prevents a double charge?',
              options: [
                'A longer timeout',
                'An idempotency key: the server returns the stored result for a repeat',
                'A circuit breaker',
              ],
              correct: [1],
              explanation:
                'The first attempt may have succeeded; the key lets the server recognise the repeat.',
            },
            {
              type: 'single_choice',
              prompt: 'Why should application servers behind a load balancer be stateless?',
              options: [
                'Stateless code runs faster',
                'So any server can take any request, and servers can be added or replaced freely',
                'Load balancers cannot forward cookies',
              ],
              correct: [1],
              explanation: 'Sessions and files in shared stores make servers interchangeable.',
            },
            {
              type: 'single_choice',
              prompt:
                'Orders are partitioned by hash of `order_id`. What happens to "all orders of customer 42"?',
              options: ['It reads one shard', 'It must ask every shard', 'It cannot be answered'],
              correct: [1],
              explanation:
                'The customer\u2019s orders are spread by order id. Partition by `customer_id` to keep them together.',
            },
            {
              type: 'ordering',
              prompt: 'Order the steps of a cache-aside read:',
              steps: [
                'Look the key up in the cache',
                'On a miss, load from the database',
                'Store the result in the cache with an expiry',
                'Return the result',
              ],
              explanation: 'Check, load on a miss, fill, answer.',
            },
            {
              type: 'short_answer',
              prompt: 'Which HTTP status code tells a client it sent too many requests?',
              accepted: ['429', '429 Too Many Requests'],
              explanation: '429, ideally with a `Retry-After` header.',
            },
          ],
        },
      ],
    },
  ],
};
