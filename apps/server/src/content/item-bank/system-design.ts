import type { BankTest } from './types.ts';

export const SYSTEM_DESIGN_TEST: BankTest = {
  slug: 'system-design',
  skillSlug: 'system-design',
  title: 'System design',
  category: 'architecture',
  summary:
    'Scaling, caching, data partitioning, consistency, messaging and failure handling, with real estimates.',
  description: `Checks whether you can reason about the design of backend systems: scaling stateless and stateful parts, caching and its failure modes, partitioning and replication, consistency trade-offs, queues and events, and staying up when dependencies fail.

Several questions are back-of-envelope estimates (requests per second, storage, connections) that you work out with the numbers given; others ask you to explain a design choice in a sentence or two. No particular vendor or framework is assumed.`,
  timeLimitMinutes: 30,
  topics: [
    'Scaling and load',
    'Caching',
    'Data partitioning and storage',
    'Consistency and replication',
    'Messaging and events',
    'Reliability and failure',
  ],
  blueprint: { choice: 6, ordering: 1, shortAnswer: 3, coding: 0 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'system-design.stateless-scaling',
      type: 'single_choice',
      topic: 'Scaling and load',
      difficulty: 1,
      prompt:
        'A web API keeps each user’s session in the memory of the server that handled the login. The team wants to add servers behind a load balancer. What should change first?',
      options: [
        {
          id: 'a',
          text: 'Move session state out of the servers (a shared store or signed tokens) so any server can handle any request.',
        },
        { id: 'b', text: 'Buy a bigger server instead, because APIs cannot be scaled horizontally.' },
        { id: 'c', text: 'Nothing: load balancers copy memory between servers automatically.' },
        { id: 'd', text: 'Give each server its own database.' },
      ],
      correct: 'a',
      explanation:
        'Horizontal scaling is easy when servers are stateless: any instance can serve any request, and instances can be added or replaced freely. Sticky sessions are a workaround, but users lose their session when their server goes away.',
    },
    {
      key: 'system-design.cache-aside',
      type: 'single_choice',
      topic: 'Caching',
      difficulty: 1,
      prompt: 'Which description matches the cache-aside (lazy loading) pattern?',
      options: [
        {
          id: 'a',
          text: 'The application reads the cache; on a miss it reads the database, stores the value in the cache with a TTL, and returns it.',
        },
        { id: 'b', text: 'Every write goes to the cache only, and the cache writes to the database later.' },
        { id: 'c', text: 'The database pushes every change into the cache before committing it.' },
        { id: 'd', text: 'The cache is filled once at start-up and never changes.' },
      ],
      correct: 'a',
      explanation:
        'In cache-aside the application owns both reads and population: only data that is actually requested gets cached, and a TTL (or deleting the key on writes) bounds staleness. Option b describes write-behind caching.',
    },
    {
      key: 'system-design.cache-stampede',
      type: 'multiple_choice',
      topic: 'Caching',
      difficulty: 3,
      prompt:
        'A very popular cache key expires, and thousands of requests hit the database at once to rebuild it (a cache stampede). Which measures help? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'Let only one request rebuild the value (a lock or request coalescing) while the others wait or get the old value.',
        },
        { id: 'b', text: 'Add random jitter to TTLs so many keys do not expire at the same moment.' },
        { id: 'c', text: 'Serve the stale value while refreshing it in the background before it expires.' },
        { id: 'd', text: 'Give every key exactly the same TTL so expiry is predictable.' },
        { id: 'e', text: 'Flush the whole cache on every deploy to keep it fresh.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'The danger is many simultaneous misses for the same data. Coalescing turns them into one database query, jitter spreads expiries over time, and refreshing early (stale-while-revalidate) avoids the miss entirely. Identical TTLs and full flushes create synchronised misses: they cause stampedes.',
    },
    {
      key: 'system-design.cap-partition',
      type: 'single_choice',
      topic: 'Consistency and replication',
      difficulty: 2,
      prompt:
        'A replicated database spans two data centres and the link between them fails. According to the CAP theorem, what must each side choose while the partition lasts?',
      options: [
        {
          id: 'a',
          text: 'Either keep accepting requests and risk divergent data (availability), or refuse some requests to stay consistent (consistency).',
        },
        {
          id: 'b',
          text: 'Nothing: a well-designed system keeps full consistency and availability during a partition.',
        },
        { id: 'c', text: 'Between low latency and high throughput.' },
        { id: 'd', text: 'Whether to encrypt traffic.' },
      ],
      correct: 'a',
      explanation:
        'When the network partitions, a side that cannot reach the other can either answer (possibly with stale or conflicting data) or decline to answer. CAP says you cannot have both during the partition; when the network is healthy the real trade-off is usually latency against consistency.',
    },
    {
      key: 'system-design.at-least-once',
      type: 'single_choice',
      topic: 'Messaging and events',
      difficulty: 2,
      prompt:
        'Your message broker guarantees at-least-once delivery. What must consumers do to keep data correct?',
      options: [
        {
          id: 'a',
          text: 'Process messages idempotently, for example by recording processed message ids or using upserts, so duplicates have no extra effect.',
        },
        { id: 'b', text: 'Nothing: at-least-once means each message arrives exactly once.' },
        { id: 'c', text: 'Acknowledge each message before processing it.' },
        { id: 'd', text: 'Use only one consumer so that duplicates cannot happen.' },
      ],
      correct: 'a',
      explanation:
        'At-least-once means no message is lost but some may be delivered twice (for example when an acknowledgement is lost). Idempotent handling makes the duplicate harmless. Acknowledging before processing turns the guarantee into at-most-once, and a single consumer still receives redeliveries.',
    },
    {
      key: 'system-design.shard-key',
      type: 'multiple_choice',
      topic: 'Data partitioning and storage',
      difficulty: 2,
      prompt:
        'You are choosing a shard key for a multi-tenant orders table that will be split across many database nodes. Which properties make a good shard key? Choose all that apply.',
      options: [
        { id: 'a', text: 'It has many distinct values, so data can be spread over many shards.' },
        {
          id: 'b',
          text: 'Load (reads and writes) is spread evenly across its values, with no single very hot value.',
        },
        {
          id: 'c',
          text: 'The most frequent queries include it, so they can be answered by a single shard.',
        },
        {
          id: 'd',
          text: 'It increases steadily over time, like a creation timestamp used for range sharding, so new rows go to the newest shard.',
        },
        { id: 'e', text: 'It has few values, like the customer’s country, so each shard is large.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'High cardinality and even load let the data and traffic spread; matching the main access pattern (often the tenant id) avoids scatter-gather queries. A steadily increasing key with range sharding sends every new write to the last shard, and a low-cardinality key limits the number of shards and concentrates load.',
    },
    {
      key: 'system-design.quorum',
      type: 'single_choice',
      topic: 'Consistency and replication',
      difficulty: 3,
      prompt:
        'A key-value store keeps N = 3 replicas of each item. A write succeeds when W replicas acknowledge it; a read asks R replicas and takes the newest value. Which setting guarantees that a read sees the latest successful write (assuming no concurrent writes)?',
      options: [
        { id: 'a', text: 'W = 1, R = 1' },
        { id: 'b', text: 'W = 2, R = 1' },
        { id: 'c', text: 'W = 2, R = 2' },
        { id: 'd', text: 'W = 1, R = 2' },
      ],
      correct: 'c',
      explanation:
        'A read is guaranteed to include at least one replica that has the latest write when the read and write sets must overlap: R + W > N. Only 2 + 2 = 4 > 3 satisfies that; the other settings allow a read to ask only replicas the write has not reached yet.',
    },
    {
      key: 'system-design.retry-jitter',
      type: 'single_choice',
      topic: 'Reliability and failure',
      difficulty: 2,
      prompt:
        'Clients retry failed calls with exponential backoff. Why add random jitter to the delay between retries?',
      options: [
        {
          id: 'a',
          text: 'So that clients that failed at the same moment do not all retry at the same moments, hitting the recovering service in synchronised waves.',
        },
        { id: 'b', text: 'To make each retry faster than the previous one.' },
        { id: 'c', text: 'Jitter guarantees that the retried request succeeds.' },
        { id: 'd', text: 'To make the delays easier to read in logs.' },
      ],
      correct: 'a',
      explanation:
        'Without jitter, every client that failed together backs off by the same amounts and retries together, so the service sees spikes just as it recovers. Randomising the delay spreads the retries out. Cap the number of retries too, or retries can multiply load during an outage.',
    },
    {
      key: 'system-design.rate-limit-algorithm',
      type: 'single_choice',
      topic: 'Scaling and load',
      difficulty: 2,
      prompt:
        'An API should allow each client an average of 10 requests per second while tolerating short bursts of up to 50 requests. Which approach fits best?',
      options: [
        {
          id: 'a',
          text: 'A token bucket per client with capacity 50, refilled at 10 tokens per second.',
        },
        { id: 'b', text: 'A fixed one-second window allowing 10 requests, reset on each second boundary.' },
        { id: 'c', text: 'A global counter shared by all clients, reset every minute.' },
        { id: 'd', text: 'Rejecting any client that sends two requests within 100 ms.' },
      ],
      correct: 'a',
      explanation:
        'A token bucket enforces the long-run rate (the refill rate) while its capacity allows a burst, which is exactly the requirement. A fixed window of 10 rejects any burst, allows up to 20 requests across a window boundary, and a global counter lets one client starve the others.',
    },
    {
      key: 'system-design.transactional-outbox',
      type: 'single_choice',
      topic: 'Messaging and events',
      difficulty: 3,
      prompt:
        'When an order is placed, the service saves it in its database and publishes an `OrderPlaced` event to a broker. Sometimes the order is saved but the event is never published. What pattern fixes this?',
      options: [
        {
          id: 'a',
          text: 'Write the event into an outbox table in the same database transaction as the order; a separate relay publishes outbox rows and marks them sent.',
        },
        { id: 'b', text: 'Publish the event first, then save the order.' },
        { id: 'c', text: 'Wrap the database write and the publish in a `try`/`catch` and log failures.' },
        { id: 'd', text: 'Publish the event twice to be safe.' },
      ],
      correct: 'a',
      explanation:
        'Writing to two systems cannot be atomic, so a crash between the two steps loses one of them (publishing first just reverses the problem). The outbox makes the event part of the same transaction as the order; the relay delivers it at least once, so consumers must be idempotent.',
    },
    {
      key: 'system-design.circuit-breaker',
      type: 'single_choice',
      topic: 'Reliability and failure',
      difficulty: 2,
      prompt: 'What does a circuit breaker around calls to a failing dependency do?',
      options: [
        {
          id: 'a',
          text: 'After repeated failures it fails calls immediately for a while instead of waiting on the dependency, then lets a few trial calls through to test recovery.',
        },
        { id: 'b', text: 'It retries every failed call until it succeeds.' },
        { id: 'c', text: 'It restarts the dependency when it fails.' },
        { id: 'd', text: 'It encrypts calls so the dependency cannot be overloaded.' },
      ],
      correct: 'a',
      explanation:
        'When the breaker is open, callers get a fast failure (or a fallback) instead of tying up threads and connections on timeouts, and the struggling dependency gets room to recover. A half-open state tries a few requests and closes the breaker when they succeed.',
    },
    {
      key: 'system-design.read-your-writes',
      type: 'single_choice',
      topic: 'Consistency and replication',
      difficulty: 2,
      prompt:
        'Reads go to asynchronous database replicas and writes to the primary. Users complain that right after changing their display name, the profile page still shows the old one. Which fix addresses this directly?',
      options: [
        {
          id: 'a',
          text: 'Read-your-writes: for a short time after a user writes, serve that user’s reads from the primary (or from a replica known to have caught up).',
        },
        { id: 'b', text: 'Add more replicas.' },
        { id: 'c', text: 'Cache the profile page for longer.' },
        { id: 'd', text: 'Switch the primary to a larger instance.' },
      ],
      correct: 'a',
      explanation:
        'Asynchronous replicas lag behind the primary, so a read straight after a write may not see it. Routing the writer’s own reads to the primary for a while (or waiting until a replica has applied the write’s position) gives that user a consistent view. More replicas do not reduce the lag, and longer caching only makes the stale view last longer.',
    },
    {
      key: 'system-design.cdn',
      type: 'single_choice',
      topic: 'Caching',
      difficulty: 1,
      practice: true,
      prompt: 'What is the main benefit of serving a site’s images and scripts through a CDN?',
      options: [
        {
          id: 'a',
          text: 'Copies are cached at edge locations near users, cutting latency and taking load off the origin servers.',
        },
        { id: 'b', text: 'It makes the database faster.' },
        { id: 'c', text: 'It removes the need for HTTPS.' },
        { id: 'd', text: 'It compresses images so they never need to be downloaded.' },
      ],
      correct: 'a',
      explanation:
        'A content delivery network serves cached static content from servers close to users, so requests travel less far and most never reach your origin.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'system-design.request-path',
      type: 'ordering',
      topic: 'Scaling and load',
      difficulty: 1,
      prompt:
        'A browser opens `https://shop.example.com/products` for the first time (HTTP/1.1 or HTTP/2). Put the steps in order.',
      steps: [
        { id: 'a', text: 'DNS resolves `shop.example.com` to the load balancer’s address.' },
        { id: 'b', text: 'The browser opens a TCP connection to that address.' },
        { id: 'c', text: 'The TLS handshake sets up encryption and verifies the certificate.' },
        {
          id: 'd',
          text: 'The HTTP request is sent, and the load balancer forwards it to a healthy application server.',
        },
        { id: 'e', text: 'The application server reads the products from its cache or database.' },
        { id: 'f', text: 'The response travels back through the load balancer to the browser.' },
      ],
      explanation:
        'Name resolution comes before any connection; TLS runs on top of the TCP connection; only then can the HTTP request be sent and routed. The server does its work and the response returns along the same path.',
    },
    {
      key: 'system-design.outbox-flow',
      type: 'ordering',
      topic: 'Messaging and events',
      difficulty: 2,
      prompt: 'Put the steps of the transactional outbox pattern in order, for one order being placed.',
      steps: [
        { id: 'a', text: 'Begin a database transaction.' },
        { id: 'b', text: 'Insert the order row.' },
        { id: 'c', text: 'Insert an `OrderPlaced` row into the outbox table.' },
        { id: 'd', text: 'Commit the transaction.' },
        { id: 'e', text: 'The relay reads unpublished outbox rows.' },
        { id: 'f', text: 'The relay publishes the event to the broker.' },
        { id: 'g', text: 'The relay marks the outbox row as published.' },
      ],
      explanation:
        'The order and its event are committed together, so either both exist or neither does. The relay publishes only committed rows and marks them afterwards; if it crashes in between it publishes again, which is why consumers must tolerate duplicates.',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'system-design.peak-rps',
      type: 'short_answer',
      topic: 'Scaling and load',
      difficulty: 1,
      prompt:
        'An app has 10 million daily active users, and each makes 20 API requests a day. Round a day to 100,000 seconds, and assume the peak is 3 times the daily average. What is the peak load in requests per second?',
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['6000', '6,000', '6 000', '6k', '6000 rps', '6,000 rps'] },
      explanation:
        '10,000,000 × 20 = 200 million requests a day; 200,000,000 / 100,000 s = 2,000 requests per second on average; 3 × 2,000 = 6,000 at peak. Rounding a day (86,400 s) up to 100,000 s is the usual shortcut for estimates.',
    },
    {
      key: 'system-design.storage-per-year',
      type: 'short_answer',
      topic: 'Data partitioning and storage',
      difficulty: 2,
      prompt:
        'A service stores 2 million new records a day, each 500 bytes, and keeps 3 copies of everything. How many gigabytes of storage does one year (365 days) of data take? Use 1 GB = 1,000,000,000 bytes and ignore indexes and overhead.',
      hint: 'A number of GB',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['1095', '1,095', '1095 gb', '1,095 gb', '1095gb'] },
      explanation:
        '2,000,000 × 500 bytes = 1 GB a day; 3 copies make 3 GB a day; 3 × 365 = 1,095 GB, a little over a terabyte a year.',
    },
    {
      key: 'system-design.hit-ratio-load',
      type: 'short_answer',
      topic: 'Caching',
      difficulty: 2,
      prompt:
        'A read-heavy service handles 20,000 reads per second with a cache in front of the database. The cache hit ratio drops from 95% to 90%. By what factor does the read load on the database grow?',
      hint: 'A number (for example 1.5)',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['2', '2x', '2×', 'x2', 'double', 'doubles', 'twice', '2 times'] },
      explanation:
        'The database serves the misses: 5% of 20,000 = 1,000 reads per second before, 10% = 2,000 after. The load doubles although the hit ratio fell by only 5 points, which is why hit ratios near 100% matter so much.',
    },
    {
      key: 'system-design.connection-pool-littles-law',
      type: 'short_answer',
      topic: 'Data partitioning and storage',
      difficulty: 3,
      prompt:
        'A service handles 3,000 requests per second. Each request holds a database connection for 20 ms on average. On average, how many database connections are in use at once?',
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['60'] },
      explanation:
        'By Little’s law, the average number in the system is the arrival rate times the time each spends there: 3,000 per second × 0.02 seconds = 60 connections. Size the pool with headroom above this for bursts and slow queries.',
    },
    {
      key: 'system-design.queue-for-thumbnails',
      type: 'short_answer',
      topic: 'Messaging and events',
      difficulty: 2,
      prompt:
        'Users upload photos, and the service makes three thumbnail sizes of each. Today the upload request generates them before responding. In one or two sentences, explain why putting a message queue between the upload API and the thumbnail workers is better.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'The upload can respond immediately while thumbnails are made asynchronously in the background.',
            points: 1,
            anyOf: ['asynchron', 'async', 'background', 'immediately', 'respond', 'decoupl', 'faster'],
          },
          {
            description: 'The queue absorbs bursts, and workers can be scaled independently of the API.',
            points: 1,
            anyOf: ['burst', 'spike', 'buffer', 'peak', 'backlog', 'scale', 'independent'],
          },
          {
            description: 'Failed work is retried and not lost when a worker crashes.',
            points: 1,
            anyOf: ['retry', 'retries', 'retried', 'durab', 'lost', 'crash', 'fail'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'The API stores the original, enqueues a job and answers at once, so uploads stay fast. The queue absorbs upload spikes while workers scale on queue depth, and a job that fails (or whose worker crashes) is retried rather than lost; the thumbnails appear shortly afterwards.',
    },
    {
      key: 'system-design.idempotent-payments',
      type: 'short_answer',
      topic: 'Reliability and failure',
      difficulty: 3,
      prompt:
        'A mobile app calls `POST /payments`. The request times out on the client, which retries it, and some customers are charged twice. In one or two sentences, explain how to design the API so a retry never charges twice.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'The client sends a unique idempotency key (request id) with the payment and reuses it on retries.',
            points: 1,
            anyOf: [
              'idempoten',
              'request id',
              'unique key',
              'unique id',
              'dedup',
              'client-generated',
              'client generated',
            ],
          },
          {
            description:
              'The server records the key with the outcome (for example under a unique constraint) before or with the charge.',
            points: 1,
            anyOf: ['store', 'record', 'save', 'unique constraint', 'database', 'table', 'persist'],
          },
          {
            description: 'A repeated key returns the original result instead of charging again.',
            points: 1,
            anyOf: [
              'same result',
              'original',
              'previous',
              'stored result',
              'same response',
              'existing',
              'instead of charging',
              'not charge',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'The client generates an idempotency key per payment and sends it with every attempt. The server records the key atomically with the payment (a unique constraint makes concurrent retries safe); when a request arrives with a known key it returns the stored result instead of charging again.',
    },
    {
      key: 'system-design.servers-for-peak',
      type: 'short_answer',
      topic: 'Scaling and load',
      difficulty: 1,
      practice: true,
      prompt:
        'One application server handles 500 requests per second. The expected peak is 4,200 requests per second. What is the smallest number of servers that can carry the peak (with no spare)?',
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['9'] },
      explanation:
        '4,200 / 500 = 8.4, and you cannot run 0.4 of a server, so round up to 9. In practice you would add at least one more so a single failure or deploy does not overload the rest.',
    },
  ],
};
