import { bankItem } from './bank.ts';
import type { SeedCourse } from './types.ts';

export const JAVASCRIPT_COURSE: SeedCourse = {
  key: 'javascript-essentials',
  title: 'Modern JavaScript essentials',
  summary:
    'Values, equality, closures and the event loop, then working with arrays and objects the way modern code does.',
  description: `JavaScript runs the front end of nearly every product and a good share of back ends. This course covers
the parts of the language that decide whether code behaves the way it reads: how values and equality work, what a
closure keeps alive, when asynchronous code actually runs, and how to transform data without mutating it.

You will read short lessons with runnable examples, watch a one-minute walk through the event loop, check yourself
with quizzes, and finish with a coding exercise graded against hidden tests in the same sandbox as our skill tests.

**You need:** some programming experience in any language. No framework knowledge is assumed.`,
  level: 'beginner',
  skills: ['javascript'],
  outcomes: [
    'Predict the result of comparisons and type conversions',
    'Explain what a closure captures and use it on purpose',
    'Order synchronous code, promise callbacks and timers correctly',
    'Transform arrays and objects with map, filter and reduce without mutating inputs',
  ],
  publishedDaysAgo: 40,
  modules: [
    {
      title: 'Values, functions and scope',
      summary: 'The rules underneath everyday code: types, equality, closures and the event loop.',
      lessons: [
        {
          kind: 'text',
          title: 'Values, types and equality',
          minutes: 12,
          preview: true,
          body: `# Values, types and equality

JavaScript has seven **primitive** types — \`string\`, \`number\`, \`bigint\`, \`boolean\`, \`undefined\`, \`symbol\`
and \`null\` — and one more kind of value: **objects** (arrays, functions, dates and maps are all objects).

Primitives are compared by value; objects are compared by *reference*:

~~~js
'abc' === 'abc';            // true: same value
[1, 2] === [1, 2];          // false: two different arrays
const a = { id: 1 };
const b = a;
a === b;                    // true: the same object
~~~

## typeof and its one surprise

\`typeof\` tells you the type of a primitive, with one historical exception:

~~~js
typeof 'hi';        // 'string'
typeof 42;          // 'number'
typeof undefined;   // 'undefined'
typeof null;        // 'object'  ← a bug kept for compatibility
typeof [];          // 'object'  (use Array.isArray to test for arrays)
typeof (() => 1);   // 'function'
~~~

To test for \`null\`, compare directly: \`value === null\`.

## === versus ==

\`===\` (strict equality) compares without converting types. \`==\` converts first, following rules that are easy to
misremember:

~~~js
0 == '';          // true
0 == '0';         // true
'' == '0';        // false  — equality is not even transitive
null == undefined; // true
null === undefined; // false
~~~

Use \`===\` and \`!==\` everywhere. The one idiom some teams allow is \`value == null\`, which is true for both
\`null\` and \`undefined\`; \`value ?? fallback\` usually says the same thing more clearly.

## Truthy and falsy

In a condition, every value becomes \`true\` or \`false\`. The **falsy** values are \`false\`, \`0\`, \`-0\`, \`0n\`,
\`''\`, \`null\`, \`undefined\` and \`NaN\`. Everything else is truthy — including \`'0'\`, \`'false'\`, \`[]\` and
\`{}\`.

This is why \`||\` and \`??\` differ:

~~~js
const pageSize = settings.pageSize || 20; // a saved 0 becomes 20
const pageSize2 = settings.pageSize ?? 20; // only null or undefined become 20
~~~

## NaN is not equal to itself

\`NaN === NaN\` is \`false\`. Test with \`Number.isNaN(x)\`, never with \`x === NaN\`. The global \`isNaN('abc')\`
converts its argument first and returns \`true\`, which is rarely what you meant.

**Takeaway:** prefer \`===\`, know the falsy list, reach for \`??\` when 0 or an empty string are valid values.`,
        },
        {
          kind: 'video',
          title: 'How the event loop runs your code',
          minutes: 3,
          body: `Watch the clip, then read the notes below.

## Notes

- JavaScript runs one piece of your code at a time on a single **call stack**.
- When the stack is empty, the engine first runs every waiting **microtask** (promise callbacks, \`await\`
  continuations, \`queueMicrotask\`), then takes the next **task** (a timer, an I/O callback, a click).
- That is why this prints \`1 4 3 2\`:

~~~js
console.log(1);
setTimeout(() => console.log(2), 0);
Promise.resolve().then(() => console.log(3));
console.log(4);
~~~

- A long synchronous loop blocks everything — rendering, clicks and timers alike. Split heavy work into chunks or
  move it to a worker.`,
          clip: {
            title: 'The event loop',
            slides: [
              {
                seconds: 6,
                heading: 'One thread, one stack',
                points: ['Your code runs one function at a time', 'Nothing interrupts a running function'],
                captions: [
                  'JavaScript runs your code on a single thread, one function at a time.',
                  'While a function runs, nothing else can interrupt it.',
                ],
              },
              {
                seconds: 8,
                heading: 'A small puzzle',
                code: [
                  'console.log(1);',
                  'setTimeout(() => console.log(2), 0);',
                  'Promise.resolve().then(() => console.log(3));',
                  'console.log(4);',
                ],
                captions: [
                  'Here is a small puzzle. Four logs: a plain one, a timer, a promise and another plain one.',
                  'In which order do they print? Take a guess before we step through it.',
                ],
              },
              {
                seconds: 8,
                heading: 'Step 1: the synchronous code',
                points: [
                  'log(1) runs',
                  'setTimeout queues a task',
                  'then() queues a microtask',
                  'log(4) runs',
                ],
                captions: [
                  'First the synchronous code runs to the end. One is printed, then four.',
                  'The timer callback went to the task queue, the promise callback to the microtask queue.',
                ],
              },
              {
                seconds: 8,
                heading: 'Step 2: microtasks first',
                points: ['The stack is empty', 'Every microtask runs now', 'log(3) prints'],
                captions: [
                  'Once the stack is empty, the engine drains the microtask queue completely.',
                  'So the promise callback runs next, and three is printed.',
                ],
              },
              {
                seconds: 7,
                heading: 'Step 3: the next task',
                points: ['Then one task from the task queue', 'log(2) prints last', 'Output: 1 4 3 2'],
                captions: [
                  'Only then does the loop take the next task: the timer. Two is printed last.',
                  'The output is one, four, three, two.',
                ],
              },
              {
                seconds: 8,
                heading: "Don't block the loop",
                points: ['Long loops freeze clicks, timers and rendering', 'Chunk the work or use a worker'],
                captions: [
                  'Because everything shares one thread, a long loop freezes clicks, timers and rendering.',
                  'Split heavy work into chunks, or move it to a worker.',
                ],
              },
            ],
          },
        },
        {
          kind: 'text',
          title: 'Closures: functions that remember',
          minutes: 10,
          body: `# Closures: functions that remember

A function in JavaScript can use variables from the scope it was **created** in, even after that scope has
finished running. The function together with those variables is a *closure*.

~~~js
function counter() {
  let count = 0;
  return () => {
    count += 1;
    return count;
  };
}

const next = counter();
next(); // 1
next(); // 2
const other = counter();
other(); // 1 — each call to counter() makes a new count
~~~

\`count\` is not copied into the arrow function: the function keeps a live reference to the variable, so every
call sees and changes the same \`count\`.

## Closures you already write

Event handlers, callbacks and React hooks are closures:

~~~js
function watchPrice(productId, onChange) {
  const timer = setInterval(async () => {
    const price = await fetchPrice(productId); // productId comes from the outer scope
    onChange(price);
  }, 5000);
  return () => clearInterval(timer); // the cleanup closes over timer
}
~~~

## The classic loop bug — and why let fixes it

~~~js
for (var i = 0; i < 3; i++) setTimeout(() => console.log(i), 0); // 3 3 3
for (let j = 0; j < 3; j++) setTimeout(() => console.log(j), 0); // 0 1 2
~~~

\`var\` makes one variable for the whole function, so all three callbacks share it and see its final value.
\`let\` makes a new binding for each loop iteration, so each callback closes over its own \`j\`.

## Private state without classes

Closures are the simplest way to hide state:

~~~js
function createRateCounter(limit) {
  const hits = [];
  return {
    hit(now) {
      hits.push(now);
      while (hits.length && hits[0] <= now - 60_000) hits.shift();
      return hits.length <= limit;
    },
  };
}
~~~

Nothing outside can reach \`hits\`; only \`hit\` can change it.

## What closures cost

A closure keeps its variables alive as long as the function itself is reachable. A forgotten listener that closes
over a large object keeps that object in memory. Remove listeners and clear intervals you no longer need.`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: values and closures',
          minutes: 5,
          body: 'Four questions on the lessons so far. Check each answer as you go; you can retry the whole quiz.',
          passPercent: 75,
          items: [
            {
              type: 'single_choice',
              prompt: 'What does `typeof null` return?',
              options: ["'null'", "'object'", "'undefined'", 'It throws a TypeError'],
              correct: [1],
              explanation:
                '`typeof null` is `"object"`, a bug from the first version of JavaScript kept for compatibility. Test for null with `value === null`.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these values are falsy?',
              options: ['`0`', "`'0'`", '`[]`', "`''`", '`NaN`'],
              correct: [0, 3, 4],
              explanation:
                "`0`, the empty string and `NaN` are falsy. The string `'0'` and an empty array are truthy, like every object.",
            },
            {
              type: 'single_choice',
              prompt:
                'A saved setting may legitimately be `0`. Which line keeps a saved `0` and falls back to 20 only when nothing was saved?',
              options: [
                '`const size = saved || 20;`',
                '`const size = saved ?? 20;`',
                '`const size = saved == 0 ? 20 : saved;`',
              ],
              correct: [1],
              explanation: '`??` falls back only for `null` and `undefined`; `||` would also replace `0`.',
            },
            {
              type: 'short_answer',
              prompt:
                'What does this print?\n\n~~~js\nfor (var i = 0; i < 3; i++) setTimeout(() => console.log(i), 0);\n~~~\n\nWrite the three numbers separated by spaces.',
              accepted: ['3 3 3', '3,3,3', '3, 3, 3'],
              explanation:
                '`var` creates one variable shared by all three callbacks; when they run, the loop has finished and `i` is 3.',
            },
          ],
        },
      ],
    },
    {
      title: 'Working with collections',
      summary: 'Transforming arrays and objects without mutating them, then an exercise graded by tests.',
      lessons: [
        {
          kind: 'text',
          title: 'map, filter and reduce without mutation',
          minutes: 12,
          body: `# map, filter and reduce without mutation

Most business logic is "take a list, keep some items, reshape them, summarise them". Modern JavaScript does this
with three array methods that **return new arrays** and leave the input alone.

~~~js
const orders = [
  { id: 1, customer: 'ada', total: 120, status: 'paid' },
  { id: 2, customer: 'bob', total: 40, status: 'refunded' },
  { id: 3, customer: 'ada', total: 65, status: 'paid' },
];

const paid = orders.filter((o) => o.status === 'paid');
const totals = paid.map((o) => o.total);                 // [120, 65]
const revenue = totals.reduce((sum, t) => sum + t, 0);    // 185
~~~

Always give \`reduce\` an initial value (\`0\` above): without it, an empty array throws a \`TypeError\`.

## Grouping with reduce — or Object.groupBy

~~~js
const byCustomer = orders.reduce((groups, order) => {
  (groups[order.customer] ??= []).push(order);
  return groups;
}, {});
// { ada: [order 1, order 3], bob: [order 2] }

// Node 21+ and current browsers:
const grouped = Object.groupBy(orders, (o) => o.customer);
~~~

## Mutation traps

Some array methods change the array they are called on: \`sort\`, \`reverse\`, \`splice\`, \`push\`, \`pop\`,
\`shift\`, \`fill\`. Sorting a list you received as a parameter changes the caller's data too:

~~~js
function topThree(scores) {
  return scores.sort((a, b) => b - a).slice(0, 3); // ✗ reorders the caller's array
}

function topThreeSafe(scores) {
  return scores.toSorted((a, b) => b - a).slice(0, 3); // ✓ toSorted returns a copy
}
~~~

\`toSorted\`, \`toReversed\` and \`toSpliced\` are the copying versions. Where they are not available,
\`[...scores].sort(...)\` does the same.

Also note that \`sort()\` without a compare function sorts **as strings**: \`[10, 9, 1].sort()\` gives
\`[1, 10, 9]\`.

## Updating objects

Spread creates a shallow copy with changes:

~~~js
const updated = { ...order, status: 'shipped' };
const withoutTotal = (({ total, ...rest }) => rest)(order);
~~~

*Shallow* means nested objects are still shared. For a deep copy of plain data use \`structuredClone(value)\`.

## Sorting by several keys

A compare function returns a negative number, zero or a positive number. Chain keys with \`||\`:

~~~js
people.toSorted((a, b) => a.lastName.localeCompare(b.lastName) || a.age - b.age);
~~~

The next lesson puts this together: sort, then merge as you go.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: merge overlapping intervals',
          minutes: 20,
          body: `A calendar stores bookings as \`[start, end]\` pairs. Merge them so that overlapping or touching ranges
become one.

**Approach:** sort a copy by start (do not mutate the input), then walk through it keeping a list of merged
ranges; if the next range starts at or before the end of the last merged one, extend that one, otherwise start a
new one. Run your code on the sample first, then submit it against the hidden tests.`,
          bankItem: bankItem('javascript.practice-merge-intervals'),
        },
        {
          kind: 'quiz',
          title: 'Final quiz: Modern JavaScript essentials',
          minutes: 10,
          isFinal: true,
          body: 'Eight questions across the course. You need 70 % to pass and earn the certificate; you may retry at once.',
          items: [
            {
              type: 'single_choice',
              prompt: 'What is the result of `[1, 2] === [1, 2]`?',
              options: ['`true`', '`false`', 'It depends on the engine'],
              correct: [1],
              explanation: 'Objects (arrays included) compare by reference: these are two different arrays.',
            },
            {
              type: 'single_choice',
              prompt: 'How should you test whether `x` is `NaN`?',
              options: ['`x === NaN`', '`Number.isNaN(x)`', '`isNaN(x)` always works', '`x == NaN`'],
              correct: [1],
              explanation:
                '`NaN` is not equal to anything, itself included. The global `isNaN` converts its argument first, so `isNaN("abc")` is true.',
            },
            {
              type: 'ordering',
              prompt:
                'Put in the order they print:\n\n~~~js\nsetTimeout(() => log("timer"), 0);\nPromise.resolve().then(() => log("promise"));\nlog("sync");\n~~~',
              steps: ['sync', 'promise', 'timer'],
              explanation:
                'Synchronous code first, then every microtask (the promise callback), then the next task (the timer).',
            },
            {
              type: 'single_choice',
              prompt: 'What does `[10, 9, 1].sort()` return?',
              options: ['`[1, 9, 10]`', '`[1, 10, 9]`', '`[10, 9, 1]`'],
              correct: [1],
              explanation:
                'Without a compare function `sort` compares the values as strings: "1" < "10" < "9".',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these change the array they are called on?',
              options: ['`sort`', '`map`', '`splice`', '`toSorted`', '`reverse`'],
              correct: [0, 2, 4],
              explanation: '`sort`, `splice` and `reverse` mutate. `map` and `toSorted` return new arrays.',
            },
            {
              type: 'single_choice',
              prompt: 'Why should you pass an initial value to `reduce`?',
              options: [
                'It makes reduce run faster',
                'Without it, an empty array throws a TypeError',
                'reduce ignores the first element otherwise',
              ],
              correct: [1],
              explanation:
                'With no initial value, `reduce` starts from the first element, and an empty array has none: it throws.',
            },
            {
              type: 'short_answer',
              prompt:
                'Which loop keyword gives each iteration its own binding, so callbacks created in the loop see different values?',
              accepted: ['let', '`let`'],
              explanation: '`let` (and `const`) create a fresh binding per iteration; `var` shares one.',
            },
            {
              type: 'single_choice',
              prompt:
                'A click handler closes over a large object. When can that object be garbage-collected?',
              options: [
                'As soon as the function that created the handler returns',
                'Only once the handler itself is no longer reachable (for example, the listener was removed)',
                'Never: closures leak by design',
              ],
              correct: [1],
              explanation:
                'A closure keeps its variables alive as long as the function is reachable. Remove listeners you no longer need.',
            },
          ],
        },
      ],
    },
  ],
};
