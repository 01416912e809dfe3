import type { SeedCourse } from './types.ts';

export const SQL_COURSE: SeedCourse = {
  key: 'sql-real-questions',
  title: 'SQL that answers real questions',
  summary:
    'Filter, group and join with confidence: WHERE versus HAVING, NULL done right, the join you actually need, and indexes.',
  description: `Almost every product question — "which customers ordered twice last month?", "what is our revenue per
plan?" — is a SQL query away. This course teaches the parts of SQL that decide whether the answer is right: how a
query is evaluated, how aggregates treat NULL, which join keeps which rows, and when an index helps.

The exercise implements the logic of a \`GROUP BY … HAVING … ORDER BY\` query by hand, in JavaScript, TypeScript or
Python, so you see exactly what the database does for you. Examples use PostgreSQL; almost all of it is standard SQL.

**You need:** nothing beyond basic programming.`,
  level: 'beginner',
  skills: ['sql', 'postgresql'],
  outcomes: [
    'Read a query in the order the database evaluates it',
    'Aggregate with GROUP BY and filter groups with HAVING',
    'Handle NULL in comparisons, aggregates and sorting',
    'Pick inner or outer joins by the rows you need, and know when an index is used',
  ],
  publishedDaysAgo: 12,
  modules: [
    {
      title: 'Filtering and aggregating',
      summary: 'The evaluation order, WHERE versus HAVING, and NULL.',
      lessons: [
        {
          kind: 'text',
          title: 'How a query is evaluated',
          minutes: 12,
          preview: true,
          body: `# How a query is evaluated

SQL is written in one order and evaluated in another. Knowing the second order explains most "why does this not
work?" moments.

~~~sql
SELECT   customer_id, COUNT(*) AS orders, SUM(total) AS revenue   -- 5
FROM     orders                                                    -- 1
WHERE    created_at >= DATE '2026-01-01'                           -- 2
GROUP BY customer_id                                               -- 3
HAVING   COUNT(*) >= 2                                             -- 4
ORDER BY revenue DESC                                              -- 6
LIMIT    10;                                                       -- 7
~~~

1. **FROM** (and joins) — which rows exist at all.
2. **WHERE** — keeps or drops single rows. Aggregates do not exist yet, so \`WHERE COUNT(*) > 1\` is an error.
3. **GROUP BY** — folds the remaining rows into one row per group.
4. **HAVING** — keeps or drops whole groups; this is where aggregate conditions go.
5. **SELECT** — computes the output columns, including aliases like \`revenue\`.
6. **ORDER BY** — sorts; it may use the aliases from SELECT.
7. **LIMIT / OFFSET** — cuts the sorted result.

## WHERE or HAVING?

Put conditions on **rows** in WHERE and conditions on **groups** in HAVING. A row condition in HAVING still works
in PostgreSQL, but it filters after grouping — more work for the same answer:

~~~sql
-- Customers with at least two paid orders
SELECT customer_id, COUNT(*) AS paid_orders
FROM orders
WHERE status = 'paid'          -- rows
GROUP BY customer_id
HAVING COUNT(*) >= 2;          -- groups
~~~

## Every selected column must be grouped or aggregated

~~~sql
SELECT customer_id, status, COUNT(*) FROM orders GROUP BY customer_id;
-- ERROR: column "orders.status" must appear in the GROUP BY clause or be used in an aggregate function
~~~

Each output row stands for a whole group: which of its statuses should it show? Group by it too, or aggregate it
(\`MAX(status)\`, \`COUNT(DISTINCT status)\`).`,
        },
        {
          kind: 'text',
          title: 'NULL: the value that is not there',
          minutes: 12,
          body: `# NULL: the value that is not there

\`NULL\` means *unknown* or *missing*. Any comparison with it is neither true nor false but unknown — and WHERE
keeps only rows where the condition is **true**.

~~~sql
SELECT * FROM users WHERE phone = NULL;     -- always empty: the comparison is unknown
SELECT * FROM users WHERE phone IS NULL;    -- correct
SELECT * FROM users WHERE phone IS NOT NULL;
~~~

The same trap hides in \`NOT IN\`: if the list contains a NULL, \`x NOT IN (…)\` is never true.

~~~sql
-- Returns nothing at all if any cancelled order has customer_id NULL:
SELECT * FROM customers WHERE id NOT IN (SELECT customer_id FROM cancelled_orders);

-- Robust:
SELECT * FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM cancelled_orders o WHERE o.customer_id = c.id);
~~~

## Aggregates and NULL

- \`COUNT(*)\` counts rows. \`COUNT(total)\` counts rows where \`total\` is not NULL.
- \`SUM\`, \`AVG\`, \`MIN\` and \`MAX\` **skip** NULLs. If every value in the group is NULL, they return NULL — not 0.
- \`AVG(total)\` divides by the number of non-NULL values, which may not be what a report means.

~~~sql
SELECT customer_id,
       COUNT(*)                 AS orders,
       COALESCE(SUM(total), 0)  AS revenue    -- 0 instead of NULL for display
FROM orders
GROUP BY customer_id;
~~~

## Sorting NULLs

In PostgreSQL, NULLs sort as if larger than every value: **last** in ascending order and **first** in descending
order. A "top customers by revenue" list with \`ORDER BY revenue DESC\` puts customers with no revenue at the top.
Say what you mean:

~~~sql
ORDER BY revenue DESC NULLS LAST, customer_id;
~~~

The tie-breaker (\`customer_id\`) makes the order fully defined, so pages of results never shuffle between requests.`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: grouping and NULL',
          minutes: 5,
          body: 'Four questions on evaluation order, HAVING and NULL.',
          items: [
            {
              type: 'single_choice',
              prompt:
                'Why is `SELECT customer_id FROM orders WHERE COUNT(*) > 1 GROUP BY customer_id` an error?',
              options: [
                'COUNT needs a column name',
                'WHERE runs before grouping, so aggregates do not exist there; use HAVING',
                'GROUP BY must come before WHERE',
              ],
              correct: [1],
              explanation: 'WHERE filters rows before GROUP BY; conditions on aggregates go in HAVING.',
            },
            {
              type: 'single_choice',
              prompt:
                'A group has totals 10, NULL and 5. What are `COUNT(*)`, `COUNT(total)` and `SUM(total)`?',
              options: ['3, 3, 15', '3, 2, 15', '3, 2, NULL', '2, 2, 15'],
              correct: [1],
              explanation: '`COUNT(*)` counts rows, `COUNT(total)` skips the NULL, `SUM` skips it too.',
            },
            {
              type: 'short_answer',
              prompt: 'Complete the condition that finds users without a phone: `WHERE phone ___`',
              accepted: ['IS NULL', 'is null'],
              explanation: '`= NULL` is never true; use `IS NULL`.',
            },
            {
              type: 'single_choice',
              prompt: 'In PostgreSQL, where do NULLs go with `ORDER BY revenue DESC`?',
              options: ['First', 'Last', 'They are left out'],
              correct: [0],
              explanation:
                'NULLs sort as larger than any value, so they lead a descending sort. Add `NULLS LAST`.',
            },
          ],
        },
      ],
    },
    {
      title: 'Joins and indexes',
      summary: 'Which join keeps which rows, and what makes a query fast.',
      lessons: [
        {
          kind: 'text',
          title: 'Joins and indexes',
          minutes: 15,
          body: `# Joins and indexes

## Which join?

~~~sql
-- Only customers who have orders (and one row per order)
SELECT c.name, o.id FROM customers c JOIN orders o ON o.customer_id = c.id;

-- Every customer, with NULL order columns for those without orders
SELECT c.name, o.id FROM customers c LEFT JOIN orders o ON o.customer_id = c.id;

-- Customers without any order
SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;
~~~

- **INNER JOIN** keeps pairs that match on both sides.
- **LEFT JOIN** keeps every row of the left table, filling the right side with NULLs when nothing matches.
- **FULL JOIN** keeps unmatched rows of both sides; rarely needed.

A classic bug: filtering the right table of a LEFT JOIN in WHERE turns it back into an inner join, because the
NULL-filled rows fail the condition. Put such conditions in the ON clause:

~~~sql
-- Every customer, with their paid orders if any
SELECT c.name, o.id
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'paid';
~~~

## Joins multiply rows

Joining customers to orders and to support tickets in one query gives orders × tickets rows per customer, and
\`SUM(o.total)\` then counts each order once per ticket. Aggregate each side in its own subquery (or CTE) first,
then join the results.

## Indexes

An index is a sorted structure (a B-tree by default) that lets the database find rows without reading the whole
table.

~~~sql
CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at);
~~~

This index serves \`WHERE customer_id = $1\` and \`WHERE customer_id = $1 AND created_at > $2\`, and can return
rows already sorted by \`created_at\` for one customer. It does **not** help \`WHERE created_at > $1\` alone: the
leading column is missing.

Things that stop an index being used:

- wrapping the column in a function — \`WHERE lower(email) = $1\` needs an index on \`lower(email)\`;
- a leading wildcard — \`LIKE '%smith'\` (a trigram index helps there);
- the query reading a large share of the table anyway, where a sequential scan is cheaper.

Check with \`EXPLAIN ANALYZE\`: it runs the query and shows the plan with real row counts and times.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: GROUP BY by hand',
          minutes: 25,
          body: `Implement what the database does for this query, in the language you prefer:

~~~sql
SELECT   customer, COUNT(*) AS orders, SUM(total) AS revenue
FROM     orders
GROUP BY customer
HAVING   COUNT(*) >= $min_orders
ORDER BY revenue DESC NULLS LAST, customer;
~~~

Mind the NULL rules from the lessons: \`COUNT(*)\` counts every row, \`SUM\` skips NULL totals, and a group whose
totals are all NULL has a NULL revenue, sorted last.`,
          item: {
            key: 'course.sql.group-by-by-hand',
            type: 'coding',
            topic: 'Aggregation',
            difficulty: 2,
            title: 'GROUP BY by hand',
            prompt: `Write \`groupTotals(rows, minOrders)\` (Python: \`group_totals(rows, min_orders)\`). Each row is
\`{ customer: string, total: number | null }\`. Return one object per customer with at least \`minOrders\` rows:
\`{ customer, orders, revenue }\`, where \`orders\` counts the customer's rows and \`revenue\` sums the totals that
are not null (null when all of them are null).

Order the result by revenue, highest first, with null revenues last; break ties by customer name, comparing by
character codes.

~~~js
groupTotals(
  [
    { customer: 'ada', total: 120 },
    { customer: 'bob', total: 40 },
    { customer: 'ada', total: 65 },
  ],
  2,
); // [{ customer: 'ada', orders: 2, revenue: 185 }]
~~~`,
            explanation:
              'Fold the rows into a map keyed by customer (count every row, add non-null totals), keep the groups with enough orders, then sort by revenue descending with nulls last and the customer as the tie-breaker.',
            languages: ['javascript', 'typescript', 'python'],
            entry: { javascript: 'groupTotals', typescript: 'groupTotals', python: 'group_totals' },
            starter: {
              javascript: `/**
 * @param {{ customer: string, total: number | null }[]} rows
 * @param {number} minOrders
 * @returns {{ customer: string, orders: number, revenue: number | null }[]}
 */
function groupTotals(rows, minOrders) {
  // 1. Group the rows by customer: count them, sum the non-null totals.
  // 2. Keep groups with at least minOrders rows (HAVING).
  // 3. Sort: revenue descending, nulls last, then customer.
}
`,
              typescript: `type Row = { customer: string; total: number | null };
type Group = { customer: string; orders: number; revenue: number | null };

function groupTotals(rows: Row[], minOrders: number): Group[] {
  // 1. Group the rows by customer: count them, sum the non-null totals.
  // 2. Keep groups with at least minOrders rows (HAVING).
  // 3. Sort: revenue descending, nulls last, then customer.
  return [];
}
`,
              python: `def group_totals(rows: list[dict], min_orders: int) -> list[dict]:
    # 1. Group the rows by customer: count them, sum the non-None totals.
    # 2. Keep groups with at least min_orders rows (HAVING).
    # 3. Sort: revenue descending, None last, then customer.
    pass
`,
            },
            samples: [
              {
                name: 'two customers, one kept',
                args: [
                  [
                    { customer: 'ada', total: 120 },
                    { customer: 'bob', total: 40 },
                    { customer: 'ada', total: 65 },
                  ],
                  2,
                ],
                expected: [{ customer: 'ada', orders: 2, revenue: 185 }],
              },
              {
                name: 'null totals are counted but not summed',
                args: [
                  [
                    { customer: 'cyd', total: null },
                    { customer: 'cyd', total: 30 },
                    { customer: 'dan', total: 50 },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'dan', orders: 1, revenue: 50 },
                  { customer: 'cyd', orders: 2, revenue: 30 },
                ],
              },
            ],
            hidden: [
              { name: 'no rows', args: [[], 1], expected: [] },
              {
                name: 'nobody reaches the minimum',
                args: [[{ customer: 'ada', total: 10 }], 2],
                expected: [],
              },
              {
                name: 'all totals null gives a null revenue, sorted last',
                args: [
                  [
                    { customer: 'eve', total: null },
                    { customer: 'eve', total: null },
                    { customer: 'fay', total: 5 },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'fay', orders: 1, revenue: 5 },
                  { customer: 'eve', orders: 2, revenue: null },
                ],
              },
              {
                name: 'ties broken by customer',
                args: [
                  [
                    { customer: 'zoe', total: 100 },
                    { customer: 'amy', total: 100 },
                    { customer: 'max', total: 100 },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'amy', orders: 1, revenue: 100 },
                  { customer: 'max', orders: 1, revenue: 100 },
                  { customer: 'zoe', orders: 1, revenue: 100 },
                ],
              },
              {
                name: 'names compare by character codes',
                args: [
                  [
                    { customer: 'bob', total: 1 },
                    { customer: 'Bob', total: 1 },
                    { customer: 'ada', total: 1 },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'Bob', orders: 1, revenue: 1 },
                  { customer: 'ada', orders: 1, revenue: 1 },
                  { customer: 'bob', orders: 1, revenue: 1 },
                ],
              },
              {
                name: 'a zero revenue is not null',
                args: [
                  [
                    { customer: 'ann', total: 0 },
                    { customer: 'ben', total: null },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'ann', orders: 1, revenue: 0 },
                  { customer: 'ben', orders: 1, revenue: null },
                ],
              },
              {
                name: 'negative totals (refunds) are summed',
                args: [
                  [
                    { customer: 'ada', total: 50 },
                    { customer: 'ada', total: -20 },
                    { customer: 'bob', total: 25 },
                    { customer: 'bob', total: 0 },
                  ],
                  2,
                ],
                expected: [
                  { customer: 'ada', orders: 2, revenue: 30 },
                  { customer: 'bob', orders: 2, revenue: 25 },
                ],
              },
              {
                name: 'minimum of three',
                args: [
                  [
                    { customer: 'a', total: 1 },
                    { customer: 'b', total: 9 },
                    { customer: 'a', total: 1 },
                    { customer: 'b', total: 9 },
                    { customer: 'a', total: 1 },
                  ],
                  3,
                ],
                expected: [{ customer: 'a', orders: 3, revenue: 3 }],
              },
              {
                name: 'fractional totals',
                args: [
                  [
                    { customer: 'kim', total: 19.99 },
                    { customer: 'kim', total: 0.01 },
                    { customer: 'lee', total: 19.5 },
                  ],
                  1,
                ],
                expected: [
                  { customer: 'kim', orders: 2, revenue: 20 },
                  { customer: 'lee', orders: 1, revenue: 19.5 },
                ],
              },
            ],
            reference: {
              javascript: `function groupTotals(rows, minOrders) {
  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(row.customer) ?? { customer: row.customer, orders: 0, revenue: null };
    group.orders += 1;
    if (row.total !== null) group.revenue = (group.revenue ?? 0) + row.total;
    groups.set(row.customer, group);
  }
  const byName = (a, b) => (a.customer < b.customer ? -1 : a.customer > b.customer ? 1 : 0);
  return [...groups.values()]
    .filter((g) => g.orders >= minOrders)
    .sort((a, b) => {
      if (a.revenue === null || b.revenue === null) {
        if (a.revenue === null && b.revenue === null) return byName(a, b);
        return a.revenue === null ? 1 : -1;
      }
      return b.revenue - a.revenue || byName(a, b);
    });
}
`,
              typescript: `type Row = { customer: string; total: number | null };
type Group = { customer: string; orders: number; revenue: number | null };

function groupTotals(rows: Row[], minOrders: number): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.customer) ?? { customer: row.customer, orders: 0, revenue: null };
    group.orders += 1;
    if (row.total !== null) group.revenue = (group.revenue ?? 0) + row.total;
    groups.set(row.customer, group);
  }
  const byName = (a: Group, b: Group) => (a.customer < b.customer ? -1 : a.customer > b.customer ? 1 : 0);
  return [...groups.values()]
    .filter((g) => g.orders >= minOrders)
    .sort((a, b) => {
      if (a.revenue === null || b.revenue === null) {
        if (a.revenue === null && b.revenue === null) return byName(a, b);
        return a.revenue === null ? 1 : -1;
      }
      return b.revenue - a.revenue || byName(a, b);
    });
}
`,
              python: `def group_totals(rows, min_orders):
    groups = {}
    for row in rows:
        group = groups.setdefault(row["customer"], {"customer": row["customer"], "orders": 0, "revenue": None})
        group["orders"] += 1
        if row["total"] is not None:
            group["revenue"] = (group["revenue"] or 0) + row["total"]
    kept = [g for g in groups.values() if g["orders"] >= min_orders]
    kept.sort(key=lambda g: (g["revenue"] is None, -(g["revenue"] or 0), g["customer"]))
    return kept
`,
            },
          },
        },
        {
          kind: 'quiz',
          title: 'Final quiz: SQL that answers real questions',
          minutes: 10,
          isFinal: true,
          body: 'Eight questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'ordering',
              prompt: 'Order these clauses as the database evaluates them:',
              steps: ['FROM', 'WHERE', 'GROUP BY', 'HAVING', 'SELECT', 'ORDER BY'],
              explanation: 'Rows, row filter, groups, group filter, output columns, sort.',
            },
            {
              type: 'single_choice',
              prompt: 'Which query lists customers without any order?',
              options: [
                '`SELECT c.* FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL`',
                '`SELECT c.* FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL`',
                '`SELECT c.* FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id = NULL`',
              ],
              correct: [1],
              explanation:
                'LEFT JOIN keeps customers without orders with NULL order columns; `IS NULL` finds them.',
            },
            {
              type: 'single_choice',
              prompt:
                "`LEFT JOIN orders o ON o.customer_id = c.id WHERE o.status = 'paid'` — what happens to customers without orders?",
              options: [
                'They stay, with NULL order columns',
                'They are dropped: the WHERE condition is unknown for their NULL rows',
                'The query fails',
              ],
              correct: [1],
              explanation:
                'The WHERE turns the outer join back into an inner one. Move the condition into ON.',
            },
            {
              type: 'multiple_choice',
              prompt: 'An index exists on `orders (customer_id, created_at)`. Which conditions can use it?',
              options: [
                '`WHERE customer_id = 7`',
                "`WHERE customer_id = 7 AND created_at > now() - interval '30 days'`",
                "`WHERE created_at > now() - interval '30 days'`",
              ],
              correct: [0, 1],
              explanation: 'A composite B-tree index needs its leading column in the condition.',
            },
            {
              type: 'single_choice',
              prompt: 'What does `SUM(total)` return for a group where every total is NULL?',
              options: ['0', 'NULL', 'An error'],
              correct: [1],
              explanation:
                'Aggregates skip NULLs; with nothing left, SUM is NULL. `COALESCE(SUM(total), 0)` shows 0.',
            },
            {
              type: 'single_choice',
              prompt: 'Why can `WHERE id NOT IN (SELECT customer_id FROM cancelled)` return no rows at all?',
              options: [
                'NOT IN is not standard SQL',
                'If the subquery returns a NULL, `NOT IN` is never true',
                'Subqueries cannot be used in WHERE',
              ],
              correct: [1],
              explanation: 'A comparison with NULL is unknown. `NOT EXISTS` avoids the trap.',
            },
            {
              type: 'short_answer',
              prompt: 'Which command runs a query and shows its plan with real row counts and timings?',
              accepted: ['EXPLAIN ANALYZE', 'explain analyze'],
              explanation: '`EXPLAIN` alone shows the estimated plan without running the query.',
            },
            {
              type: 'single_choice',
              prompt: 'Why add `customer_id` after `revenue DESC` in an ORDER BY used for pagination?',
              options: [
                'It makes the query faster',
                'It makes the order fully defined, so rows with equal revenue never move between pages',
                'PostgreSQL requires two sort keys',
              ],
              correct: [1],
              explanation: 'Without a unique tie-breaker, rows with equal keys may come back in any order.',
            },
          ],
        },
      ],
    },
  ],
};
