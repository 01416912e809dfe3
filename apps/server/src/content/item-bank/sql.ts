import type { BankTest } from './types.ts';

export const SQL_TEST: BankTest = {
  slug: 'sql',
  skillSlug: 'sql',
  title: 'SQL',
  category: 'data',
  summary: 'Joins, grouping, NULLs, subqueries and window functions, worked out on small tables.',
  description: `Checks whether you can predict what a query returns and write the one you need: joins and their row counts, grouping and aggregates, \`NULL\` and three-valued logic, subqueries and CTEs, window functions, and keys.

Most questions show a small table and a query and ask what comes back. The SQL is standard and runs as written on PostgreSQL; nothing depends on one vendor's extensions. Database administration, query plans and indexes are covered by the PostgreSQL test, not here.`,
  timeLimitMinutes: 30,
  topics: [
    'Joins',
    'Aggregation and grouping',
    'NULL and three-valued logic',
    'Subqueries and CTEs',
    'Window functions',
    'Keys and data changes',
  ],
  blueprint: { choice: 6, ordering: 1, shortAnswer: 3, coding: 0 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'sql.anti-join',
      type: 'single_choice',
      topic: 'Joins',
      difficulty: 1,
      prompt: `You want the customers who have never placed an order.

**customers**

| id | name |
|----|------|
| 1 | Ana |
| 2 | Ben |
| 3 | Chen |

**orders**

| id | customer_id |
|----|-------------|
| 10 | 1 |
| 11 | 3 |

Which query returns exactly \`Ben\`?`,
      options: [
        {
          id: 'a',
          text: '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
        },
        {
          id: 'b',
          text: '`SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL;`',
        },
        {
          id: 'c',
          text: '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id = NULL;`',
        },
        {
          id: 'd',
          text: '`SELECT c.name FROM customers c LEFT JOIN orders o ON o.customer_id <> c.id;`',
        },
      ],
      correct: 'a',
      explanation:
        'A `LEFT JOIN` keeps every customer and fills the order columns with `NULL` where nothing matched; `IS NULL` then keeps only those. An inner join drops Ben before the `WHERE` runs, `= NULL` is never true, and joining on `<>` pairs each customer with every order that is not theirs.',
    },
    {
      key: 'sql.not-equal-null',
      type: 'single_choice',
      topic: 'NULL and three-valued logic',
      difficulty: 1,
      prompt: `**products**

| id | discount |
|----|----------|
| 1 | 10 |
| 2 | 5 |
| 3 | NULL |
| 4 | 0 |

What does this query return?

\`\`\`sql
SELECT COUNT(*) FROM products WHERE discount <> 10;
\`\`\``,
      options: [
        { id: 'a', text: '1' },
        { id: 'b', text: '2' },
        { id: 'c', text: '3' },
        { id: 'd', text: '4' },
      ],
      correct: 'b',
      explanation:
        '`NULL <> 10` is neither true nor false but unknown, and `WHERE` keeps only rows where the condition is true. Rows 2 and 4 are counted; row 3 is not. Add `OR discount IS NULL` (or use `IS DISTINCT FROM 10`) to include it.',
    },
    {
      key: 'sql.having',
      type: 'single_choice',
      topic: 'Aggregation and grouping',
      difficulty: 1,
      prompt:
        'You need the teams whose total spend is over 1,000. Where does the condition `SUM(amount) > 1000` belong?',
      options: [
        { id: 'a', text: 'In the `WHERE` clause, because it filters rows.' },
        { id: 'b', text: 'In the `HAVING` clause, because it filters groups after aggregation.' },
        { id: 'c', text: 'In the `ORDER BY` clause, followed by `LIMIT`.' },
        { id: 'd', text: 'In the `ON` clause of a self-join.' },
      ],
      correct: 'b',
      explanation:
        '`WHERE` runs before grouping, on single rows, so aggregates are not allowed there. `HAVING` runs after `GROUP BY` and can test aggregate values: `GROUP BY team HAVING SUM(amount) > 1000`.',
    },
    {
      key: 'sql.aggregates-and-null',
      type: 'multiple_choice',
      topic: 'NULL and three-valued logic',
      difficulty: 2,
      prompt: 'Which statements about aggregates and `NULL` are true in standard SQL? Choose all that apply.',
      options: [
        { id: 'a', text: '`COUNT(*)` counts rows, including rows whose columns are `NULL`.' },
        { id: 'b', text: '`COUNT(amount)` counts only the rows where `amount` is not `NULL`.' },
        { id: 'c', text: '`AVG(amount)` treats `NULL` as 0.' },
        { id: 'd', text: '`SUM(amount)` over rows where every `amount` is `NULL` returns `NULL`, not 0.' },
        { id: 'e', text: '`NULL = NULL` is true.' },
      ],
      correct: ['a', 'b', 'd'],
      explanation:
        'Aggregates other than `COUNT(*)` skip `NULL`s, so `AVG` divides by the number of non-null values, and `SUM` of nothing is `NULL` (wrap it in `COALESCE(SUM(amount), 0)` when you want 0). Comparing `NULL` with anything, even `NULL`, gives unknown; use `IS NULL`.',
    },
    {
      key: 'sql.dense-rank',
      type: 'single_choice',
      topic: 'Window functions',
      difficulty: 2,
      prompt: `**scores**

| player | points |
|--------|--------|
| Ada | 90 |
| Bo | 90 |
| Cy | 80 |

Which window function, used as \`f() OVER (ORDER BY points DESC)\`, numbers the rows 1, 1, 2?`,
      options: [
        { id: 'a', text: '`ROW_NUMBER()`' },
        { id: 'b', text: '`RANK()`' },
        { id: 'c', text: '`DENSE_RANK()`' },
        { id: 'd', text: '`PERCENT_RANK()`' },
      ],
      correct: 'c',
      explanation:
        '`ROW_NUMBER()` gives 1, 2, 3 (ties broken arbitrarily), `RANK()` gives 1, 1, 3 (it leaves a gap after a tie), and `DENSE_RANK()` gives 1, 1, 2, with no gaps. `PERCENT_RANK()` gives fractions: 0, 0, 1.',
    },
    {
      key: 'sql.not-in-null',
      type: 'single_choice',
      topic: 'Subqueries and CTEs',
      difficulty: 2,
      prompt: `**employees**

| id | name | manager_id |
|----|------|------------|
| 1 | Ines | NULL |
| 2 | Jon | 1 |
| 3 | Kai | 1 |
| 4 | Lea | 2 |

You want the people who manage nobody. How many rows does this query return?

\`\`\`sql
SELECT name
FROM employees
WHERE id NOT IN (SELECT manager_id FROM employees);
\`\`\``,
      options: [
        { id: 'a', text: '0' },
        { id: 'b', text: '2 (Kai and Lea)' },
        { id: 'c', text: '3 (Kai, Lea and Ines)' },
        { id: 'd', text: 'It fails with an error because the subquery returns a `NULL`.' },
      ],
      correct: 'a',
      explanation:
        'The subquery returns `NULL, 1, 1, 2`. For Kai, `3 NOT IN (NULL, 1, 1, 2)` means `3 <> NULL AND 3 <> 1 AND …`; the first part is unknown, so the whole condition is never true and no row qualifies. Use `NOT EXISTS`, or filter `WHERE manager_id IS NOT NULL` in the subquery.',
    },
    {
      key: 'sql.count-with-zero',
      type: 'multiple_choice',
      topic: 'Joins',
      difficulty: 2,
      prompt: `Every department must appear with its number of employees, including departments with none (which must show 0). Which queries do that? Choose all that apply.

Tables: \`departments(id, name)\` and \`employees(id, department_id)\`.`,
      options: [
        {
          id: 'a',
          text: '`SELECT d.name, COUNT(e.id) FROM departments d LEFT JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name;`',
        },
        {
          id: 'b',
          text: '`SELECT d.name, COUNT(*) FROM departments d LEFT JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name;`',
        },
        {
          id: 'c',
          text: '`SELECT d.name, (SELECT COUNT(*) FROM employees e WHERE e.department_id = d.id) FROM departments d;`',
        },
        {
          id: 'd',
          text: '`SELECT d.name, COUNT(e.id) FROM departments d JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name;`',
        },
      ],
      correct: ['a', 'c'],
      explanation:
        'An empty department still produces one row in a `LEFT JOIN`, with `e.id` set to `NULL`: `COUNT(e.id)` skips it and gives 0, while `COUNT(*)` counts that row and gives 1. The correlated subquery counts matching employees directly, which is 0 for an empty department. The inner join drops empty departments altogether.',
    },
    {
      key: 'sql.running-total-peers',
      type: 'single_choice',
      topic: 'Window functions',
      difficulty: 3,
      prompt: `**sales**

| day | amount |
|-----|--------|
| 1 | 10 |
| 2 | 20 |
| 2 | 5 |
| 3 | 1 |

\`\`\`sql
SELECT day, amount, SUM(amount) OVER (ORDER BY day) AS running
FROM sales;
\`\`\`

What is \`running\` on the two rows for day 2?`,
      options: [
        { id: 'a', text: '30 and 35' },
        { id: 'b', text: '35 and 35' },
        { id: 'c', text: '20 and 5' },
        { id: 'd', text: '25 and 25' },
      ],
      correct: 'b',
      explanation:
        'With `ORDER BY` and no frame clause, the default frame is `RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`, which includes all *peers* of the current row (rows with the same `day`). Both day-2 rows therefore see 10 + 20 + 5 = 35. Use `ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW` with a unique order for a row-by-row total.',
    },
    {
      key: 'sql.primary-key',
      type: 'single_choice',
      topic: 'Keys and data changes',
      difficulty: 1,
      prompt: 'What does declaring `id` as the `PRIMARY KEY` of a table guarantee?',
      options: [
        { id: 'a', text: 'That `id` values are unique and never `NULL`.' },
        { id: 'b', text: 'That rows are stored and returned in `id` order.' },
        { id: 'c', text: 'That `id` values have no gaps.' },
        { id: 'd', text: 'That every other table referencing it deletes its rows when one is deleted.' },
      ],
      correct: 'a',
      explanation:
        'A primary key is a unique, not-null identifier for each row. It does not order results (only `ORDER BY` does), sequences can leave gaps after rollbacks, and cascading deletes are an option of a foreign key, not of the primary key.',
    },
    {
      key: 'sql.group-by-bare-column',
      type: 'single_choice',
      topic: 'Aggregation and grouping',
      difficulty: 2,
      prompt: `**employees** (key: \`id\`)

| id | department | name | salary |
|----|------------|------|--------|
| 1 | sales | Ana | 5200 |
| 2 | sales | Ben | 6100 |
| 3 | support | Chen | 4800 |

What happens when you run this query on PostgreSQL?

\`\`\`sql
SELECT department, name, MAX(salary)
FROM employees
GROUP BY department;
\`\`\``,
      options: [
        { id: 'a', text: 'It returns each department with the name of its best-paid employee.' },
        {
          id: 'b',
          text: 'It returns each department with the name of an arbitrary employee of that department.',
        },
        {
          id: 'c',
          text: 'It fails: `name` must appear in the `GROUP BY` clause or be used in an aggregate function.',
        },
        { id: 'd', text: 'It returns one row per employee, because `name` is selected.' },
      ],
      correct: 'c',
      explanation:
        'After grouping there is one row per department, and `name` has many values in each group, so the query is ambiguous and standard SQL rejects it. To get the best-paid person per department, rank the rows with a window function (or use a join back on the maximum) instead.',
    },
    {
      key: 'sql.latest-per-group',
      type: 'multiple_choice',
      topic: 'Subqueries and CTEs',
      difficulty: 3,
      prompt: `You need each customer's most recent order from \`orders(id, customer_id, created_at, total)\`. No customer has two orders with the same \`created_at\`. Which queries return exactly one row per customer, that latest order? Choose all that apply.`,
      options: [
        {
          id: 'a',
          text: `\`WITH ranked AS (SELECT o.*, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC) AS rn FROM orders o) SELECT * FROM ranked WHERE rn = 1;\``,
        },
        {
          id: 'b',
          text: '`SELECT o.* FROM orders o JOIN (SELECT customer_id, MAX(created_at) AS latest FROM orders GROUP BY customer_id) m ON m.customer_id = o.customer_id AND m.latest = o.created_at;`',
        },
        {
          id: 'c',
          text: '`SELECT o.*, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC) AS rn FROM orders o WHERE rn = 1;`',
        },
        {
          id: 'd',
          text: '`SELECT customer_id, MAX(created_at), total FROM orders GROUP BY customer_id;`',
        },
      ],
      correct: ['a', 'b'],
      explanation:
        'Ranking inside a CTE and filtering outside it works, as does joining back on each customer’s maximum date (safe here because dates do not tie). Option c fails because `WHERE` is evaluated before window functions, so `rn` does not exist yet. Option d fails because `total` is neither grouped nor aggregated.',
    },
    {
      key: 'sql.distinct',
      type: 'single_choice',
      topic: 'Aggregation and grouping',
      difficulty: 1,
      practice: true,
      prompt: `**visits**

| user_id | page |
|---------|------|
| 1 | /home |
| 1 | /home |
| 2 | /home |
| 2 | /pricing |

How many rows does this return?

\`\`\`sql
SELECT DISTINCT user_id, page FROM visits;
\`\`\``,
      options: [
        { id: 'a', text: '2' },
        { id: 'b', text: '3' },
        { id: 'c', text: '4' },
        { id: 'd', text: '1' },
      ],
      correct: 'b',
      explanation:
        '`DISTINCT` removes rows that are equal in *all* selected columns. `(1, /home)` appears twice and becomes one row; `(2, /home)` and `(2, /pricing)` differ, so three rows remain.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'sql.clause-evaluation-order',
      type: 'ordering',
      topic: 'Aggregation and grouping',
      difficulty: 2,
      prompt:
        'Put the clauses of a `SELECT` statement in the order the database logically evaluates them (the optimiser may reorder work, but the result must be as if it ran in this order).',
      steps: [
        { id: 'a', text: '`FROM` and `JOIN`' },
        { id: 'b', text: '`WHERE`' },
        { id: 'c', text: '`GROUP BY`' },
        { id: 'd', text: '`HAVING`' },
        { id: 'e', text: '`SELECT` list, including window functions' },
        { id: 'f', text: '`DISTINCT`' },
        { id: 'g', text: '`ORDER BY`' },
        { id: 'h', text: '`LIMIT` / `OFFSET`' },
      ],
      explanation:
        'Rows are produced by `FROM`/`JOIN`, filtered by `WHERE`, grouped, and the groups filtered by `HAVING`. Only then are the output expressions (and window functions) computed, duplicates removed, the result sorted, and finally cut by `LIMIT`. This is why a `SELECT` alias cannot be used in `WHERE` but can be used in `ORDER BY`.',
    },
    {
      key: 'sql.order-by-nulls-last',
      type: 'ordering',
      topic: 'NULL and three-valued logic',
      difficulty: 2,
      prompt: `**tasks**

| task | priority | due |
|------|----------|-----|
| A | 2 | 2026-03-01 |
| B | NULL | 2026-01-10 |
| C | 1 | 2026-02-01 |
| D | 2 | 2026-04-15 |
| E | 1 | 2026-05-20 |

Put the tasks in the order this query returns them.

\`\`\`sql
SELECT task FROM tasks
ORDER BY priority ASC NULLS LAST, due DESC;
\`\`\``,
      steps: [
        { id: 'e', text: 'E' },
        { id: 'c', text: 'C' },
        { id: 'd', text: 'D' },
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      explanation:
        'Rows are sorted by `priority` first (1 before 2, `NULL` last), and only rows with the same priority are then sorted by `due`, latest first: E (May) before C (February), D (April) before A (March), then B.',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'sql.left-join-row-count',
      type: 'short_answer',
      topic: 'Joins',
      difficulty: 2,
      prompt: `**customers**

| id | name |
|----|------|
| 1 | Ana |
| 2 | Ben |
| 3 | Chen |
| 4 | Dara |

**orders**

| id | customer_id | total |
|----|-------------|-------|
| 10 | 1 | 40 |
| 11 | 1 | 15 |
| 12 | 3 | 60 |
| 13 | 5 | 25 |

How many rows does this query return?

\`\`\`sql
SELECT c.name, o.id
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id;
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['5'] },
      explanation:
        'Ana matches two orders (2 rows), Chen one (1 row), and Ben and Dara none, but a `LEFT JOIN` keeps them once each with `NULL` for `o.id` (2 rows): 5 in all. Order 13 belongs to no listed customer and only the left table is preserved, so it does not appear.',
    },
    {
      key: 'sql.join-fan-out-sum',
      type: 'short_answer',
      topic: 'Joins',
      difficulty: 3,
      prompt: `**orders**

| id | total |
|----|-------|
| 1 | 100 |
| 2 | 50 |

**payments**

| id | order_id | amount |
|----|----------|--------|
| 1 | 1 | 60 |
| 2 | 1 | 40 |
| 3 | 2 | 50 |

A report is meant to show the total value of orders. What does this query return?

\`\`\`sql
SELECT SUM(o.total) AS order_value
FROM orders o
JOIN payments p ON p.order_id = o.id;
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['250'] },
      explanation:
        'The join produces one row per payment, so order 1 appears twice and its total is counted twice: 100 + 100 + 50 = 250, not 150. Aggregate each table before joining (or sum `o.total` from `orders` alone) to avoid this fan-out.',
    },
    {
      key: 'sql.rank-with-ties',
      type: 'short_answer',
      topic: 'Window functions',
      difficulty: 2,
      prompt: `**scores**

| player | points |
|--------|--------|
| Ada | 90 |
| Bo | 85 |
| Cy | 90 |
| Dee | 70 |
| Eve | 85 |

\`\`\`sql
SELECT player, RANK() OVER (ORDER BY points DESC) AS place
FROM scores;
\`\`\`

What is \`place\` for Dee?`,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['5'] },
      explanation:
        'Ada and Cy tie at 1; `RANK()` then skips to 3 for Bo and Eve, who tie too, and skips again to 5 for Dee. `DENSE_RANK()` would give Dee 3.',
    },
    {
      key: 'sql.group-by-null-group',
      type: 'short_answer',
      topic: 'NULL and three-valued logic',
      difficulty: 2,
      prompt: `**expenses**

| id | team | amount |
|----|------|--------|
| 1 | web | 100 |
| 2 | web | NULL |
| 3 | data | 50 |
| 4 | data | 30 |
| 5 | NULL | 20 |
| 6 | NULL | 10 |

How many rows does this query return?

\`\`\`sql
SELECT team, COUNT(amount) AS counted
FROM expenses
GROUP BY team;
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['3'] },
      explanation:
        '`GROUP BY` treats all `NULL`s in the grouping column as one group, so the result has `web`, `data` and one `NULL` team row: 3 rows. (`counted` is 1 for `web`, because `COUNT(amount)` skips the `NULL` amount.)',
    },
    {
      key: 'sql.left-join-where-filter',
      type: 'short_answer',
      topic: 'Joins',
      difficulty: 2,
      prompt: `**customers**

| id | name |
|----|------|
| 1 | Ana |
| 2 | Ben |

**orders**

| id | customer_id | status | total |
|----|-------------|--------|-------|
| 10 | 1 | paid | 40 |
| 11 | 2 | refunded | 25 |

This report should list **every** customer with their paid orders, but Ben, who has no paid order, is missing from it. In one or two sentences, explain why and how to fix the query.

\`\`\`sql
SELECT c.name, o.id, o.total
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.status = 'paid';
\`\`\``,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'Cause: WHERE runs after the join and removes every row whose order is not paid, including the NULL rows the LEFT JOIN adds, so it behaves like an inner join.',
            points: 1,
            anyOf: ['null', 'inner join', 'removes', 'filters out', 'eliminat', 'discard', 'drops'],
          },
          {
            description: 'Fix: move the status condition into the ON clause of the LEFT JOIN.',
            points: 1,
            anyOf: [
              'on clause',
              'into the on',
              'in the on',
              'join condition',
              "and o.status = 'paid'",
              'to the on',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        "`WHERE` runs after the join. For a customer with no paid order, `o.status` is `NULL` (or another status), the condition is not true, and the row is dropped, turning the `LEFT JOIN` into an inner join. Put the condition in the join instead: `LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'paid'`.",
    },
    {
      key: 'sql.count-distinct-null',
      type: 'short_answer',
      topic: 'Aggregation and grouping',
      difficulty: 1,
      practice: true,
      prompt: `**offices**

| id | city |
|----|------|
| 1 | Lisbon |
| 2 | Porto |
| 3 | Lisbon |
| 4 | NULL |
| 5 | Faro |

What does this query return?

\`\`\`sql
SELECT COUNT(DISTINCT city) FROM offices;
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['3'] },
      explanation:
        '`COUNT(DISTINCT city)` counts the different non-null values: Lisbon, Porto and Faro. The duplicate Lisbon counts once and the `NULL` is ignored.',
    },
  ],
};
