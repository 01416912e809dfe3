import type { BankTest } from './types.ts';

export const POSTGRESQL_TEST: BankTest = {
  slug: 'postgresql',
  skillSlug: 'postgresql',
  title: 'PostgreSQL',
  category: 'data',
  summary: 'Indexes and plans, transactions and locks, JSONB, constraints and keeping a database healthy.',
  description: `Checks the PostgreSQL an application developer or on-call engineer needs: choosing indexes and reading plans, isolation levels and what concurrent transactions really do, locks and schema changes on live tables, JSONB, constraints, and vacuum, backups and recovery.

Several questions describe two sessions running at the same time and ask for the outcome. Plain SQL (joins, grouping, window functions) is covered by the SQL test; server tuning and extensions are not covered.`,
  timeLimitMinutes: 30,
  topics: [
    'Indexes and query plans',
    'Transactions and isolation',
    'Locking and schema changes',
    'JSONB',
    'Constraints and data integrity',
    'Operations and backup',
  ],
  blueprint: { choice: 6, ordering: 1, shortAnswer: 3, coding: 0 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'postgresql.composite-index',
      type: 'single_choice',
      topic: 'Indexes and query plans',
      difficulty: 2,
      prompt: `A large \`orders\` table has this index and no other:

\`\`\`sql
CREATE INDEX orders_customer_created ON orders (customer_id, created_at);
\`\`\`

Which query can this index serve best, with no separate sort step?`,
      options: [
        { id: 'a', text: '`SELECT * FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 10;`' },
        { id: 'b', text: "`SELECT * FROM orders WHERE created_at > now() - interval '1 day';`" },
        { id: 'c', text: '`SELECT * FROM orders ORDER BY total DESC LIMIT 10;`' },
        { id: 'd', text: "`SELECT * FROM orders WHERE status = 'open';`" },
      ],
      correct: 'a',
      explanation:
        'A B-tree on `(customer_id, created_at)` is sorted by customer and then by date. An equality on the leading column followed by an order on the second column reads exactly ten index entries, backwards, with no sort. A condition on `created_at` alone cannot use the leading column, so it needs another index (or scans the whole index); `total` and `status` are not indexed at all.',
    },
    {
      key: 'postgresql.expression-index',
      type: 'single_choice',
      topic: 'Indexes and query plans',
      difficulty: 2,
      prompt: `Logins run \`SELECT * FROM users WHERE lower(email) = lower($1);\` and the plan shows a sequential scan, although there is a B-tree index on \`users (email)\`. What is the right fix?`,
      options: [
        { id: 'a', text: 'Run `VACUUM FULL users` so the planner notices the index.' },
        { id: 'b', text: 'Create an expression index: `CREATE INDEX ON users (lower(email));`' },
        { id: 'c', text: 'Turn off sequential scans with `SET enable_seqscan = off` in the application.' },
        { id: 'd', text: 'Replace the B-tree index with a hash index on `email`.' },
      ],
      correct: 'b',
      explanation:
        'An index on `email` stores the original values, so it cannot answer a condition on `lower(email)`. An index on the same expression can. (A `citext` column or a unique index on `lower(email)` also enforces case-insensitive uniqueness.) Switching off sequential scans hides the problem, and `VACUUM FULL` or a hash index does not change what is indexed.',
    },
    {
      key: 'postgresql.default-isolation',
      type: 'single_choice',
      topic: 'Transactions and isolation',
      difficulty: 1,
      prompt: 'What is the default transaction isolation level in PostgreSQL?',
      options: [
        { id: 'a', text: 'Read Uncommitted' },
        { id: 'b', text: 'Read Committed' },
        { id: 'c', text: 'Repeatable Read' },
        { id: 'd', text: 'Serializable' },
      ],
      correct: 'b',
      explanation:
        'PostgreSQL runs every transaction at Read Committed unless told otherwise: each statement sees the data committed before that statement began. Higher levels are chosen per transaction (`BEGIN ISOLATION LEVEL SERIALIZABLE`) or with `default_transaction_isolation`.',
    },
    {
      key: 'postgresql.isolation-facts',
      type: 'multiple_choice',
      topic: 'Transactions and isolation',
      difficulty: 3,
      prompt: 'Which statements about isolation levels **in PostgreSQL** are true? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'In Read Committed, two `SELECT`s in the same transaction can see different data if another transaction commits in between.',
        },
        {
          id: 'b',
          text: 'Repeatable Read gives the whole transaction one snapshot, so even newly inserted matching rows (phantoms) stay invisible to it.',
        },
        {
          id: 'c',
          text: 'At Serializable a transaction can fail with a serialization error, and the application is expected to retry it.',
        },
        {
          id: 'd',
          text: 'Read Uncommitted lets a transaction read other transactions’ uncommitted changes.',
        },
        {
          id: 'e',
          text: 'Repeatable Read prevents every anomaly that Serializable prevents, including write skew.',
        },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Read Committed takes a new snapshot per statement. PostgreSQL’s Repeatable Read is snapshot isolation: one snapshot for the transaction, so no phantoms, but write skew is still possible; only Serializable detects it, by aborting one transaction with SQLSTATE 40001, which must be retried. PostgreSQL never shows uncommitted data: Read Uncommitted behaves like Read Committed.',
    },
    {
      key: 'postgresql.skip-locked-queue',
      type: 'single_choice',
      topic: 'Locking and schema changes',
      difficulty: 2,
      prompt: `Several workers claim jobs with the query below, each inside its own transaction. What does \`SKIP LOCKED\` achieve?

\`\`\`sql
SELECT id, payload
FROM jobs
WHERE state = 'queued'
ORDER BY id
LIMIT 1
FOR UPDATE SKIP LOCKED;
\`\`\``,
      options: [
        {
          id: 'a',
          text: 'Each worker locks a different queued job; rows already locked by another worker are passed over instead of waited for.',
        },
        { id: 'b', text: 'It reads the row without taking any lock, so it never blocks.' },
        { id: 'c', text: 'It locks the whole `jobs` table so only one worker can claim at a time.' },
        { id: 'd', text: 'It skips rows that were updated since the transaction started.' },
      ],
      correct: 'a',
      explanation:
        '`FOR UPDATE` locks the chosen row until the transaction ends; without `SKIP LOCKED` every worker would queue behind the first one on the same row. With it, each worker silently skips locked rows and takes the next free job, which is the usual way to build a queue on PostgreSQL.',
    },
    {
      key: 'postgresql.alter-lock-queue',
      type: 'single_choice',
      topic: 'Locking and schema changes',
      difficulty: 3,
      prompt:
        'A migration runs `ALTER TABLE orders ADD COLUMN note text;`, which normally takes milliseconds. This time the whole application stops answering for two minutes. A reporting query on `orders` had been running for ten minutes when the migration started. What happened?',
      options: [
        { id: 'a', text: 'Adding a column rewrote the whole table, which took two minutes.' },
        {
          id: 'b',
          text: 'The `ALTER` waited for an `ACCESS EXCLUSIVE` lock behind the long query, and every new query on `orders` queued behind the waiting `ALTER`.',
        },
        { id: 'c', text: 'The reporting query was cancelled, and its rollback locked the table.' },
        { id: 'd', text: 'The new column triggered autovacuum, which blocks reads and writes.' },
      ],
      correct: 'b',
      explanation:
        'Most `ALTER TABLE` forms need an `ACCESS EXCLUSIVE` lock, which conflicts with the reporting query’s lock, so the `ALTER` waits. Lock requests are queued, so ordinary reads and writes that arrive later wait behind the `ALTER`. Set `lock_timeout` (a few seconds) in migrations and retry, so a blocked migration fails instead of freezing the application. Adding a nullable column without a volatile default does not rewrite the table.',
    },
    {
      key: 'postgresql.jsonb-text-operator',
      type: 'single_choice',
      topic: 'JSONB',
      difficulty: 1,
      prompt: `The \`data\` column (type \`jsonb\`) holds \`{"customer": {"email": "ana@example.com"}}\`. Which expression returns the email as a \`text\` value, \`ana@example.com\`?`,
      options: [
        { id: 'a', text: "`data -> 'customer' -> 'email'`" },
        { id: 'b', text: "`data -> 'customer' ->> 'email'`" },
        { id: 'c', text: "`data ->> 'customer' ->> 'email'`" },
        { id: 'd', text: "`data['customer']['email']`" },
      ],
      correct: 'b',
      explanation:
        '`->` returns `jsonb` and `->>` returns `text`, so you navigate with `->` and take the last step with `->>`. Options a and d return the `jsonb` string `"ana@example.com"`; option c fails because after the first `->>` the value is `text`, which has no `->>` operator.',
    },
    {
      key: 'postgresql.jsonb-gin-containment',
      type: 'single_choice',
      topic: 'JSONB',
      difficulty: 2,
      prompt: `\`events\` has a GIN index created with \`CREATE INDEX ON events USING gin (data);\`. Which condition can use that index?`,
      options: [
        { id: 'a', text: `\`WHERE data @> '{"type": "signup"}'\`` },
        { id: 'b', text: "`WHERE data ->> 'type' = 'signup'`" },
        { id: 'c', text: "`WHERE (data ->> 'amount')::numeric > 100`" },
        { id: 'd', text: "`WHERE data::text LIKE '%signup%'`" },
      ],
      correct: 'a',
      explanation:
        "The default GIN operator class for `jsonb` indexes keys and values for the containment and existence operators (`@>`, `?`, `?|`, `?&`). An equality on `data ->> 'type'` needs a B-tree expression index on that expression; range conditions and text searches on the cast are not served by this index either.",
    },
    {
      key: 'postgresql.constraint-facts',
      type: 'multiple_choice',
      topic: 'Constraints and data integrity',
      difficulty: 2,
      prompt: 'Which statements about constraints in PostgreSQL are true? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'By default a `UNIQUE` column accepts several rows with `NULL`, because `NULL`s are not considered equal.',
        },
        {
          id: 'b',
          text: 'Declaring a foreign key automatically creates an index on the referencing column.',
        },
        {
          id: 'c',
          text: '`ON DELETE CASCADE` on a foreign key deletes the referencing rows when the referenced row is deleted.',
        },
        { id: 'd', text: 'A `CHECK` constraint may run a subquery against another table.' },
      ],
      correct: ['a', 'c'],
      explanation:
        '`UNIQUE` allows repeated `NULL`s unless declared `NULLS NOT DISTINCT` (PostgreSQL 15 and later). PostgreSQL indexes the referenced key (it must be unique) but not the referencing column, so add that index yourself or deletes on the parent scan the child table. `CHECK` constraints may only look at the row being checked.',
    },
    {
      key: 'postgresql.vacuum-bloat',
      type: 'single_choice',
      topic: 'Operations and backup',
      difficulty: 2,
      prompt:
        'A `sessions` table always holds about 50,000 rows, but every row is updated many times an hour. Its size on disk keeps growing. What is the most likely cause?',
      options: [
        {
          id: 'a',
          text: 'Each `UPDATE` writes a new row version, and the old versions are not being cleaned up fast enough by (auto)vacuum.',
        },
        { id: 'b', text: 'Updated rows are stored twice until the next checkpoint.' },
        { id: 'c', text: 'PostgreSQL never reuses space inside a table; only `DROP TABLE` frees it.' },
        { id: 'd', text: 'The table statistics are out of date, which makes the table larger.' },
      ],
      correct: 'a',
      explanation:
        'Under MVCC an `UPDATE` creates a new version of the row and leaves the old one as a dead tuple. Vacuum marks that space reusable; if autovacuum cannot keep up (or a long-open transaction keeps old versions visible), dead tuples pile up and the table bloats. Tune autovacuum for the table and look for long transactions.',
    },
    {
      key: 'postgresql.point-in-time-recovery',
      type: 'single_choice',
      topic: 'Operations and backup',
      difficulty: 2,
      prompt:
        'At 14:35 someone ran a `DELETE` without a `WHERE` clause on production. You want the database as it was at 14:32. What makes that possible?',
      options: [
        { id: 'a', text: 'Last night’s `pg_dump` file on its own.' },
        {
          id: 'b',
          text: 'A physical base backup taken before 14:32 plus the continuous archive of WAL files since then.',
        },
        { id: 'c', text: 'A streaming replica, which can be asked to undo the `DELETE`.' },
        { id: 'd', text: '`ROLLBACK` in a new session, since the `DELETE` ran in autocommit mode.' },
      ],
      correct: 'b',
      explanation:
        'Point-in-time recovery restores a base backup and replays archived WAL up to `recovery_target_time`. A dump only restores the moment it was taken, a replica has already applied the `DELETE`, and a committed statement cannot be rolled back.',
    },
    {
      key: 'postgresql.stale-statistics',
      type: 'single_choice',
      topic: 'Indexes and query plans',
      difficulty: 2,
      prompt: `Right after a bulk load, a query is slow. \`EXPLAIN ANALYZE\` shows this node:

\`\`\`text
Nested Loop  (cost=0.85..16.90 rows=1 width=48) (actual time=0.05..9120.33 rows=480000 loops=1)
\`\`\`

What is the most useful first step?`,
      options: [
        {
          id: 'a',
          text: 'Run `ANALYZE` on the loaded tables so the planner’s row estimates are up to date.',
        },
        { id: 'b', text: 'Increase `work_mem` for all connections to 1 GB.' },
        { id: 'c', text: 'Add an index on every column used in the query.' },
        { id: 'd', text: 'Restart PostgreSQL to clear its plan cache.' },
      ],
      correct: 'a',
      explanation:
        'The planner expected 1 row and got 480,000, so it chose a nested loop that is only cheap for tiny inputs. Such a large misestimate right after loading data usually means the statistics were gathered before the load. `ANALYZE` refreshes them; autovacuum would do it eventually, but not necessarily before the next query.',
    },
    {
      key: 'postgresql.create-index-concurrently',
      type: 'single_choice',
      topic: 'Indexes and query plans',
      difficulty: 1,
      practice: true,
      prompt: 'Why would you build an index on a busy production table with `CREATE INDEX CONCURRENTLY`?',
      options: [
        { id: 'a', text: 'It builds the index without blocking inserts, updates and deletes on the table.' },
        { id: 'b', text: 'It builds the index faster by using several CPU cores.' },
        { id: 'c', text: 'It can be run inside a transaction block together with other changes.' },
        { id: 'd', text: 'It makes the index usable by queries on replicas as well.' },
      ],
      correct: 'a',
      explanation:
        'A plain `CREATE INDEX` blocks writes to the table for the whole build. `CONCURRENTLY` takes a weaker lock so writes continue, at the cost of a slower build in several passes. It cannot run inside a transaction block, and if it fails it leaves an invalid index to drop.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'postgresql.add-not-null-online',
      type: 'ordering',
      topic: 'Locking and schema changes',
      difficulty: 3,
      prompt:
        'You must add a required `region` column to a 200-million-row `accounts` table without blocking the application for more than a moment. Put the steps in order.',
      steps: [
        {
          id: 'a',
          text: 'Add the column as nullable, with no default: `ALTER TABLE accounts ADD COLUMN region text;`',
        },
        { id: 'b', text: 'Deploy application code that sets `region` on every new or updated row.' },
        { id: 'c', text: 'Backfill existing rows in small batches, committing each batch.' },
        { id: 'd', text: 'Add `CHECK (region IS NOT NULL) NOT VALID`, which does not scan the table.' },
        {
          id: 'e',
          text: 'Run `ALTER TABLE accounts VALIDATE CONSTRAINT …`, which scans without blocking writes.',
        },
        {
          id: 'f',
          text: 'Run `ALTER TABLE accounts ALTER COLUMN region SET NOT NULL`, which uses the validated check instead of scanning.',
        },
      ],
      explanation:
        'Each step takes only a brief lock. New writes must fill the column before the backfill, or rows written during it would stay `NULL`. A `NOT VALID` check is added instantly and validated later under a lock that allows writes; since PostgreSQL 12, `SET NOT NULL` skips its full-table scan when such a validated check exists (the check can be dropped afterwards).',
    },
    {
      key: 'postgresql.pitr-steps',
      type: 'ordering',
      topic: 'Operations and backup',
      difficulty: 2,
      prompt:
        'Put the steps of a point-in-time recovery on PostgreSQL 12 or later in order, restoring onto a new server.',
      steps: [
        { id: 'a', text: 'Restore the base backup into an empty data directory.' },
        { id: 'b', text: 'Set `restore_command` and `recovery_target_time` in the server configuration.' },
        { id: 'c', text: 'Create the `recovery.signal` file in the data directory.' },
        { id: 'd', text: 'Start the server; it replays archived WAL up to the target time.' },
        { id: 'e', text: 'Check the data, then end recovery so the server accepts writes.' },
      ],
      explanation:
        'The base backup is the starting point; the configuration tells the server where to fetch WAL and where to stop; `recovery.signal` makes it start in targeted recovery rather than as a normal primary. Replay happens on start, and only after checking the result do you end recovery (with the default `recovery_target_action = pause`, via `pg_wal_replay_resume()`).',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'postgresql.jsonb-array-sum',
      type: 'short_answer',
      topic: 'JSONB',
      difficulty: 2,
      prompt: `**orders** (\`data\` is \`jsonb\`)

| id | data |
|----|------|
| 1 | \`{"status": "paid", "items": [{"sku": "A-100", "qty": 2}, {"sku": "B-220", "qty": 1}]}\` |
| 2 | \`{"status": "open", "items": [{"sku": "A-100", "qty": 5}]}\` |
| 3 | \`{"status": "paid", "items": [{"sku": "C-310", "qty": 4}]}\` |
| 4 | \`{"status": "paid", "items": []}\` |

What does this query return?

\`\`\`sql
SELECT SUM((item ->> 'qty')::int) AS units
FROM orders, jsonb_array_elements(data -> 'items') AS item
WHERE data ->> 'status' = 'paid';
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['7'] },
      explanation:
        '`jsonb_array_elements` turns each order into one row per item (order 4 produces none). Only paid orders are kept: 2 + 1 from order 1 and 4 from order 3, so `units` is 7.',
    },
    {
      key: 'postgresql.concurrent-decrement',
      type: 'short_answer',
      topic: 'Transactions and isolation',
      difficulty: 2,
      prompt: `\`accounts\` has one row: \`id = 1, balance = 100\`. Two sessions run at the default isolation level (Read Committed), in this order:

\`\`\`sql
-- Session A
BEGIN;
UPDATE accounts SET balance = balance - 30 WHERE id = 1;

-- Session B
BEGIN;
UPDATE accounts SET balance = balance - 30 WHERE id = 1;  -- waits

-- Session A
COMMIT;

-- Session B (its UPDATE now completes)
COMMIT;
\`\`\`

What is the balance afterwards?`,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['40'] },
      explanation:
        'Session B’s `UPDATE` waits for A’s row lock. When A commits, B re-reads the newest version of the row (balance 70), checks its `WHERE` again and applies `balance - 30`: 40. No update is lost because the arithmetic happens inside the `UPDATE`; reading the balance into the application and writing back a computed value would have lost one.',
    },
    {
      key: 'postgresql.write-skew',
      type: 'short_answer',
      topic: 'Transactions and isolation',
      difficulty: 3,
      prompt: `A rule says at least one doctor must be on call. Alice and Bob are both on call, and both ask to go off call at the same moment. Each request runs this at **Repeatable Read**:

\`\`\`sql
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT COUNT(*) FROM doctors WHERE on_call;          -- both see 2
UPDATE doctors SET on_call = false WHERE name = :me; -- each updates a different row
COMMIT;
\`\`\`

Both transactions commit and nobody is on call. What is the name of this anomaly?`,
      hint: 'Two words',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['write skew', 'write-skew', 'a write skew'] },
      explanation:
        'Each transaction read the same data, made a decision from it, and wrote a *different* row, so there is no write–write conflict for Repeatable Read to detect. The combined result violates the rule even though each transaction alone was fine: write skew. Serializable isolation aborts one of them; locking the checked rows with `SELECT … FOR UPDATE` also prevents it.',
    },
    {
      key: 'postgresql.on-conflict-nulls',
      type: 'short_answer',
      topic: 'Constraints and data integrity',
      difficulty: 2,
      prompt: `\`\`\`sql
CREATE TABLE subscribers (email text UNIQUE);
INSERT INTO subscribers (email) VALUES ('ana@example.com');

INSERT INTO subscribers (email) VALUES
  ('ben@example.com'),
  ('ana@example.com'),
  (NULL),
  (NULL),
  ('ben@example.com')
ON CONFLICT (email) DO NOTHING;

SELECT COUNT(*) FROM subscribers;
\`\`\`

What does the final \`SELECT\` return?`,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['4'] },
      explanation:
        'Ana is already there, so her second insert is skipped; the second Ben conflicts with the first Ben inserted by the same statement and is skipped too. `NULL`s never conflict under a default `UNIQUE` constraint, so both are inserted: Ana, Ben and two `NULL`s make 4 rows.',
    },
    {
      key: 'postgresql.partial-index',
      type: 'short_answer',
      topic: 'Indexes and query plans',
      difficulty: 3,
      prompt: `\`tasks\` has 50 million rows, of which about 5,000 are \`'pending'\` at any time. Workers run this query every second and it is slow:

\`\`\`sql
SELECT id FROM tasks
WHERE status = 'pending'
ORDER BY created_at
LIMIT 20;
\`\`\`

In one or two sentences, say which index you would create and why it helps.`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'A partial index restricted to pending rows (WHERE status = pending).',
            points: 1,
            anyOf: [
              'partial',
              "where status = 'pending'",
              'where status=',
              'only pending',
              'only the pending',
            ],
          },
          {
            description: 'The index is on created_at (or status, created_at) so it matches the ORDER BY.',
            points: 1,
            anyOf: ['created_at'],
          },
          {
            description:
              'Why: the index is tiny and already in order, so the query reads about 20 entries with no sort and no scan of the big table.',
            points: 1,
            anyOf: ['small', 'tiny', 'sort', 'scan', 'order', 'few rows', 'selective'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        "`CREATE INDEX ON tasks (created_at) WHERE status = 'pending';` indexes only the few thousand pending rows, in the order the query wants, so the query reads the first 20 entries and stops, with no sort. The index stays small and cheap to maintain; a full index on `(status, created_at)` also works but indexes 50 million rows for nothing.",
    },
    {
      key: 'postgresql.jsonb-path-text',
      type: 'short_answer',
      topic: 'JSONB',
      difficulty: 1,
      practice: true,
      prompt: `What does this query return?

\`\`\`sql
SELECT '{"plan": {"name": "pro", "limits": [10, 20, 30]}}'::jsonb #>> '{plan,limits,2}';
\`\`\``,
      hint: 'A value',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['30'] },
      explanation:
        '`#>>` follows a path of keys and array positions and returns the result as `text`. Array positions start at 0, so `limits` position 2 is the third element, 30.',
    },
  ],
};
