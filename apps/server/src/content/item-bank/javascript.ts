import type { BankTest } from './types.ts';

const TYPES = 'Types and equality';
const CLOSURES = 'Scope and closures';
const ASYNC = 'Asynchronous code';
const OBJECTS = 'Objects and classes';
const COLLECTIONS = 'Arrays and collections';
const MODULES = 'Modules and errors';

export const JAVASCRIPT_TEST: BankTest = {
  slug: 'javascript',
  skillSlug: 'javascript',
  title: 'JavaScript',
  category: 'languages',
  summary:
    'Everyday JavaScript: values and equality, closures, promises and the event loop, objects, arrays and modules.',
  description: `Checks the JavaScript a working engineer writes every day, in any runtime: how values compare, how
closures capture variables, how promises and the event loop order work, how objects and arrays behave when copied
or changed, and how modules and errors work.

Each form has multiple-choice questions, one ordering task, two short answers (reading code and explaining a
choice) and one coding task that runs against hidden tests. The coding task may be written in JavaScript or
TypeScript. Frameworks (React, Node.js APIs) have tests of their own and are not covered here.`,
  timeLimitMinutes: 40,
  topics: [TYPES, CLOSURES, ASYNC, OBJECTS, COLLECTIONS, MODULES],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'javascript.typeof-null',
      type: 'single_choice',
      topic: TYPES,
      difficulty: 1,
      prompt: 'What does `typeof null` evaluate to?',
      options: [
        { id: 'a', text: '`"null"`' },
        { id: 'b', text: '`"object"`' },
        { id: 'c', text: '`"undefined"`' },
        { id: 'd', text: 'It throws a `TypeError`' },
      ],
      correct: 'b',
      explanation:
        '`typeof null` is `"object"`, a behaviour kept since the first version of the language for compatibility. To test for null, compare directly: `value === null`.',
    },
    {
      key: 'javascript.nullish-coalescing',
      type: 'single_choice',
      topic: TYPES,
      difficulty: 1,
      prompt: `A page size comes from user settings and may legitimately be \`0\` ("show none"). Which expression keeps
\`0\` but falls back to \`20\` when the setting is \`null\` or \`undefined\`?`,
      options: [
        { id: 'a', text: '`settings.pageSize || 20`' },
        { id: 'b', text: '`settings.pageSize ?? 20`' },
        { id: 'c', text: '`settings.pageSize && 20`' },
        { id: 'd', text: '`!!settings.pageSize ? settings.pageSize : 20`' },
      ],
      correct: 'b',
      explanation:
        '`??` falls back only on `null` and `undefined`. `||` falls back on every falsy value, so `0` would become `20`; the ternary with `!!` has the same problem.',
    },
    {
      key: 'javascript.var-in-loop',
      type: 'single_choice',
      topic: CLOSURES,
      difficulty: 2,
      prompt: `What does this print?

~~~js
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}
~~~`,
      options: [
        { id: 'a', text: '`0 1 2`' },
        { id: 'b', text: '`3 3 3`' },
        { id: 'c', text: '`2 2 2`' },
        { id: 'd', text: '`undefined` three times' },
      ],
      correct: 'b',
      explanation:
        '`var` is function-scoped, so the three callbacks close over the same `i`, which is `3` by the time the timers fire. With `let`, each iteration gets its own binding and the output is `0 1 2`.',
    },
    {
      key: 'javascript.microtasks',
      type: 'multiple_choice',
      topic: ASYNC,
      difficulty: 2,
      prompt: 'Which of these callbacks run as **microtasks** (before the next timer or I/O callback)?',
      options: [
        { id: 'a', text: 'A callback passed to `promise.then(...)`' },
        { id: 'b', text: 'A callback passed to `queueMicrotask(...)`' },
        { id: 'c', text: 'The code after an `await` in an async function, once the awaited promise settles' },
        { id: 'd', text: 'A callback passed to `setTimeout(..., 0)`' },
        { id: 'e', text: 'A callback passed to `setInterval(..., 0)`' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Promise reactions (including the continuation after `await`) and `queueMicrotask` callbacks go on the microtask queue, which is emptied after the current task. Timers are tasks: they run later, even with a delay of 0.',
    },
    {
      key: 'javascript.promise-all-settled',
      type: 'single_choice',
      topic: ASYNC,
      difficulty: 2,
      prompt: `A dashboard loads five independent widgets in parallel. If one request fails, the other four should still
render and the failed one should show an error. Which call fits best?`,
      options: [
        { id: 'a', text: '`Promise.all(requests)`' },
        { id: 'b', text: '`Promise.allSettled(requests)`' },
        { id: 'c', text: '`Promise.race(requests)`' },
        { id: 'd', text: '`Promise.any(requests)`' },
      ],
      correct: 'b',
      explanation:
        '`Promise.allSettled` waits for every promise and reports each as fulfilled or rejected. `Promise.all` rejects as soon as one fails, `race` settles with the first to settle, and `any` resolves with the first success only.',
    },
    {
      key: 'javascript.arrow-this',
      type: 'single_choice',
      topic: OBJECTS,
      difficulty: 2,
      prompt: `What does \`timer.start()\` log after one second?

~~~js
const timer = {
  seconds: 0,
  start() {
    setTimeout(() => {
      this.seconds += 1;
      console.log(this.seconds);
    }, 1000);
  },
};
timer.start();
~~~`,
      options: [
        { id: 'a', text: '`1`' },
        { id: 'b', text: '`NaN`' },
        { id: 'c', text: 'It throws because `this` is undefined' },
        { id: 'd', text: '`0`' },
      ],
      correct: 'a',
      explanation:
        'Arrow functions do not have their own `this`; they use the `this` of the enclosing function. Inside `start()` called as `timer.start()`, `this` is `timer`, so the count becomes `1`. A regular `function` callback would lose that `this`.',
    },
    {
      key: 'javascript.spread-copy',
      type: 'single_choice',
      topic: OBJECTS,
      difficulty: 2,
      prompt: `What does the last line print?

~~~js
const original = { name: 'Ada', tags: ['admin'] };
const copy = { ...original };
copy.name = 'Grace';
copy.tags.push('editor');
console.log(original.name, original.tags.length);
~~~`,
      options: [
        { id: 'a', text: '`Ada 1`' },
        { id: 'b', text: '`Ada 2`' },
        { id: 'c', text: '`Grace 2`' },
        { id: 'd', text: '`Grace 1`' },
      ],
      correct: 'b',
      explanation:
        'Spread makes a **shallow** copy: `name` is copied as a value, but `tags` still points to the same array, so pushing through the copy changes the original. `structuredClone(original)` would copy the array too.',
    },
    {
      key: 'javascript.mutating-array-methods',
      type: 'multiple_choice',
      topic: COLLECTIONS,
      difficulty: 1,
      prompt: 'Which of these array methods **change the array they are called on**?',
      options: [
        { id: 'a', text: '`sort()`' },
        { id: 'b', text: '`splice()`' },
        { id: 'c', text: '`reverse()`' },
        { id: 'd', text: '`map()`' },
        { id: 'e', text: '`slice()`' },
        { id: 'f', text: '`concat()`' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        '`sort`, `splice` and `reverse` work in place. `map`, `slice` and `concat` return new arrays. When you need a sorted copy, use `toSorted()` or copy first: `[...items].sort(...)`.',
    },
    {
      key: 'javascript.es-modules',
      type: 'multiple_choice',
      topic: MODULES,
      difficulty: 3,
      prompt: 'Which statements about standard ES modules (`import` / `export`) are true?',
      options: [
        { id: 'a', text: 'Module code always runs in strict mode.' },
        {
          id: 'b',
          text: 'An imported binding is live: if the exporting module reassigns an exported `let`, importers see the new value.',
        },
        { id: 'c', text: 'A module is evaluated once, however many other modules import it.' },
        { id: 'd', text: 'An importing module may assign a new value to an imported binding.' },
        {
          id: 'e',
          text: '`import` statements may appear inside an `if` block to load a module conditionally.',
        },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        "Modules are strict, evaluated once and cached, and imports are live read-only views of the exporter's bindings. Assigning to an import is a `TypeError`, and static `import` must be at the top level; conditional loading uses `import()` instead.",
    },
    {
      key: 'javascript.floating-point-money',
      type: 'single_choice',
      topic: TYPES,
      difficulty: 1,
      prompt: `\`0.1 + 0.2 === 0.3\` is \`false\`. A shopping cart must add prices exactly. What is the usual fix?`,
      options: [
        {
          id: 'a',
          text: 'Store and add amounts as integer minor units (cents), and format only for display',
        },
        { id: 'b', text: 'Round every intermediate sum with `toFixed(2)` and keep it as a string' },
        { id: 'c', text: 'Use `==` instead of `===` when comparing totals' },
        { id: 'd', text: 'Wrap the numbers in `Number(...)` before adding' },
      ],
      correct: 'a',
      explanation:
        'Numbers are binary floating point, so most decimal fractions are approximations. Integer cents add exactly (up to `Number.MAX_SAFE_INTEGER`). `toFixed` returns strings and still rounds floats; `==` and `Number()` change nothing.',
    },
    {
      key: 'javascript.practice-const-array',
      type: 'single_choice',
      topic: CLOSURES,
      difficulty: 1,
      practice: true,
      prompt: `What happens when this runs?

~~~js
const items = [1, 2];
items.push(3);
console.log(items.length);
~~~`,
      options: [
        { id: 'a', text: 'It prints `3`' },
        { id: 'b', text: 'It throws `TypeError: Assignment to constant variable`' },
        { id: 'c', text: 'It prints `2`: the push is ignored' },
      ],
      correct: 'a',
      explanation:
        '`const` stops the *binding* from being reassigned (`items = []` would throw), not the array from being changed. Use `Object.freeze` if the contents must not change.',
    },

    // ---- Ordering ----
    {
      key: 'javascript.order-event-loop',
      type: 'ordering',
      topic: ASYNC,
      difficulty: 2,
      prompt: `Put the lines in the order this script prints them.

~~~js
console.log('start');
setTimeout(() => console.log('timeout'), 0);
Promise.resolve().then(() => console.log('promise'));
console.log('end');
~~~`,
      steps: [
        { id: 'start', text: '`start`' },
        { id: 'end', text: '`end`' },
        { id: 'promise', text: '`promise`' },
        { id: 'timeout', text: '`timeout`' },
      ],
      explanation:
        'Synchronous code runs first (`start`, `end`). Then the microtask queue is emptied (`promise`), and only then does the event loop take the next task, the timer (`timeout`).',
    },
    {
      key: 'javascript.order-safe-fetch',
      type: 'ordering',
      topic: ASYNC,
      difficulty: 2,
      prompt:
        'Order the steps of loading JSON from an API with a timeout so that slow servers, error statuses and unexpected bodies are all handled.',
      steps: [
        { id: 'controller', text: 'Create an `AbortController` and start a timer that calls `abort()`' },
        { id: 'fetch', text: 'Call `fetch(url, { signal: controller.signal })` and await the response' },
        { id: 'status', text: 'Check `response.ok` and throw an error with the status when it is false' },
        { id: 'parse', text: 'Await `response.json()`' },
        { id: 'validate', text: 'Check the parsed value has the expected shape before using it' },
      ],
      explanation:
        'The abort signal must exist before `fetch` starts. `fetch` only rejects on network errors, so the status is checked next; the body is parsed only for a successful response, and the parsed data is validated before the rest of the program trusts it.',
    },

    // ---- Short answer ----
    {
      key: 'javascript.print-async-order',
      type: 'short_answer',
      topic: ASYNC,
      difficulty: 3,
      prompt: `What does this script print? Write the numbers in order, separated by spaces.

~~~js
async function load() {
  console.log(2);
  await null;
  console.log(4);
}
console.log(1);
setTimeout(() => console.log(5), 0);
load();
console.log(3);
~~~`,
      hint: 'Numbers separated by spaces',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['1 2 3 4 5', '1, 2, 3, 4, 5', '1,2,3,4,5', '12345'] },
      explanation:
        'An async function runs synchronously until its first `await`, so `2` prints right after `1`. The rest of `load` is a microtask, which runs after the synchronous `3` but before the timer task `5`.',
    },
    {
      key: 'javascript.print-closure-counter',
      type: 'short_answer',
      topic: CLOSURES,
      difficulty: 2,
      prompt: `What does this print?

~~~js
function makeCounter() {
  let count = 0;
  return () => ++count;
}
const a = makeCounter();
const b = makeCounter();
a();
a();
b();
console.log(a(), b());
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['3 2', '3, 2', '3,2'] },
      explanation:
        'Each call to `makeCounter` creates a new `count` variable that only its returned function can see. `a` has been called three times by the log, `b` twice.',
    },
    {
      key: 'javascript.explain-await-in-loop',
      type: 'short_answer',
      topic: ASYNC,
      difficulty: 2,
      prompt: `This takes about ten seconds for ten users when each request takes one second. In one or two sentences:
why, and how would you make it faster (the requests do not depend on each other)?

~~~js
const profiles = [];
for (const id of userIds) {
  profiles.push(await fetchProfile(id));
}
~~~`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'Says the requests run one after another (each await waits for the previous one)',
            points: 1,
            anyOf: [
              'sequential',
              'one after another',
              'one after the other',
              'one at a time',
              'waits for each',
              'wait for each',
              'serial',
              'in series',
              'before starting the next',
            ],
          },
          {
            description: 'Proposes starting them together and awaiting them at once (Promise.all or similar)',
            points: 1,
            anyOf: [
              'promise.all',
              'allsettled',
              'concurrent',
              'parallel',
              'at the same time',
              'at once',
              'simultaneous',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'Each `await` inside the loop pauses until that request finishes, so the requests run sequentially. Start them all first and wait once: `const profiles = await Promise.all(userIds.map(fetchProfile));` (add a concurrency limit for very long lists).',
    },
    {
      key: 'javascript.explain-const-object',
      type: 'short_answer',
      topic: CLOSURES,
      difficulty: 1,
      prompt: `A colleague is surprised that this does not throw. In one or two sentences, explain why, and say how to
make the object's properties unchangeable.

~~~js
const config = { port: 3000 };
config.port = 8080;
~~~`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'const only prevents reassigning the variable (binding), not changing the object',
            points: 1,
            anyOf: ['binding', 'reassign', 're-assign', 'the variable', 'the reference', 'point to another'],
          },
          {
            description: 'Names Object.freeze (or an equivalent read-only approach)',
            points: 1,
            anyOf: ['freeze', 'readonly', 'read-only', 'immutable', 'writable: false'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        '`const` makes the **binding** constant: `config` cannot be pointed at another value, but the object it refers to is still mutable. `Object.freeze(config)` stops property changes (shallowly; nested objects need freezing too).',
    },
    {
      key: 'javascript.practice-print-typeof-array',
      type: 'short_answer',
      topic: TYPES,
      difficulty: 1,
      practice: true,
      prompt: `What does this print?

~~~js
console.log(typeof [], Array.isArray([]));
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['object true', 'object, true', 'object,true'] },
      explanation:
        'Arrays are objects, so `typeof` says `"object"`. `Array.isArray` is the reliable test for an array.',
    },

    // ---- Coding ----
    {
      key: 'javascript.group-by-field',
      type: 'coding',
      topic: COLLECTIONS,
      difficulty: 2,
      title: 'Group records by a field',
      prompt: `Write \`groupBy(records, field)\`, which groups an array of objects by the value of one field, for a report
that lists groups in the order they first appear.

- Return an array of \`{ key, items }\`, one per distinct value of \`record[field]\`, **in order of first
  appearance**.
- Within a group, keep the records in their original order.
- Values are compared with \`===\` (so \`1\` and \`"1"\` are different groups).
- A record that does not have the field at all, or has it set to \`null\`, goes to the group with key \`null\`.
- Do not change the input array or its records.

~~~js
groupBy([{ team: 'a', n: 1 }, { team: 'b', n: 2 }, { team: 'a', n: 3 }], 'team');
// [{ key: 'a', items: [{ team: 'a', n: 1 }, { team: 'a', n: 3 }] },
//  { key: 'b', items: [{ team: 'b', n: 2 }] }]
~~~`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'groupBy', typescript: 'groupBy' },
      starter: {
        javascript: String.raw`/**
 * @param {object[]} records
 * @param {string} field
 * @returns {{ key: unknown, items: object[] }[]}
 */
function groupBy(records, field) {
  // Groups in order of first appearance; records keep their order within a group.
}
`,
        typescript: String.raw`type Group<T> = { key: unknown; items: T[] };

function groupBy<T extends Record<string, unknown>>(records: T[], field: string): Group<T>[] {
  // Groups in order of first appearance; records keep their order within a group.
  return [];
}
`,
      },
      samples: [
        {
          name: 'two teams',
          args: [
            [
              { team: 'a', n: 1 },
              { team: 'b', n: 2 },
              { team: 'a', n: 3 },
            ],
            'team',
          ],
          expected: [
            {
              key: 'a',
              items: [
                { team: 'a', n: 1 },
                { team: 'a', n: 3 },
              ],
            },
            { key: 'b', items: [{ team: 'b', n: 2 }] },
          ],
        },
        {
          name: 'missing field',
          args: [[{ id: 1, status: 'open' }, { id: 2 }], 'status'],
          expected: [
            { key: 'open', items: [{ id: 1, status: 'open' }] },
            { key: null, items: [{ id: 2 }] },
          ],
        },
      ],
      hidden: [
        { name: 'empty input', args: [[], 'team'], expected: [] },
        {
          name: 'one record',
          args: [[{ team: 'x' }], 'team'],
          expected: [{ key: 'x', items: [{ team: 'x' }] }],
        },
        {
          name: 'first appearance order, not alphabetical',
          args: [[{ c: 'zeta' }, { c: 'alpha' }, { c: 'mid' }, { c: 'alpha' }, { c: 'zeta' }], 'c'],
          expected: [
            { key: 'zeta', items: [{ c: 'zeta' }, { c: 'zeta' }] },
            { key: 'alpha', items: [{ c: 'alpha' }, { c: 'alpha' }] },
            { key: 'mid', items: [{ c: 'mid' }] },
          ],
        },
        {
          name: 'number and string keys stay apart',
          args: [
            [
              { v: 1, i: 0 },
              { v: '1', i: 1 },
              { v: 1, i: 2 },
            ],
            'v',
          ],
          expected: [
            {
              key: 1,
              items: [
                { v: 1, i: 0 },
                { v: 1, i: 2 },
              ],
            },
            { key: '1', items: [{ v: '1', i: 1 }] },
          ],
        },
        {
          name: 'null and missing share a group',
          args: [[{ v: null, i: 0 }, { i: 1 }, { v: 'x', i: 2 }], 'v'],
          expected: [
            { key: null, items: [{ v: null, i: 0 }, { i: 1 }] },
            { key: 'x', items: [{ v: 'x', i: 2 }] },
          ],
        },
        {
          name: 'numeric keys keep appearance order',
          args: [[{ year: 2024 }, { year: 3 }, { year: 2024 }, { year: 10 }], 'year'],
          expected: [
            { key: 2024, items: [{ year: 2024 }, { year: 2024 }] },
            { key: 3, items: [{ year: 3 }] },
            { key: 10, items: [{ year: 10 }] },
          ],
        },
        {
          name: 'booleans and false-like values',
          args: [[{ ok: false }, { ok: 0 }, { ok: '' }, { ok: true }, { ok: false }], 'ok'],
          expected: [
            { key: false, items: [{ ok: false }, { ok: false }] },
            { key: 0, items: [{ ok: 0 }] },
            { key: '', items: [{ ok: '' }] },
            { key: true, items: [{ ok: true }] },
          ],
        },
        {
          name: 'unicode keys',
          args: [[{ city: 'Zürich' }, { city: 'Москва' }, { city: 'Zürich' }, { city: '東京' }], 'city'],
          expected: [
            { key: 'Zürich', items: [{ city: 'Zürich' }, { city: 'Zürich' }] },
            { key: 'Москва', items: [{ city: 'Москва' }] },
            { key: '東京', items: [{ city: '東京' }] },
          ],
        },
        {
          name: 'keys that look like object properties',
          args: [[{ k: 'toString' }, { k: 'constructor' }, { k: 'toString' }], 'k'],
          expected: [
            { key: 'toString', items: [{ k: 'toString' }, { k: 'toString' }] },
            { key: 'constructor', items: [{ k: 'constructor' }] },
          ],
        },
        {
          name: 'many records, three groups',
          args: [Array.from({ length: 300 }, (_, i) => ({ g: i % 3 })), 'g'],
          expected: [0, 1, 2].map((g) => ({ key: g, items: Array.from({ length: 100 }, () => ({ g })) })),
        },
      ],
      reference: {
        javascript: String.raw`function groupBy(records, field) {
  const groups = [];
  const byKey = new Map();
  for (const record of records) {
    const value = record[field];
    const key = value === undefined ? null : value;
    let group = byKey.get(key);
    if (!group) {
      group = { key, items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(record);
  }
  return groups;
}
`,
        typescript: String.raw`type Group<T> = { key: unknown; items: T[] };

function groupBy<T extends Record<string, unknown>>(records: T[], field: string): Group<T>[] {
  const groups: Group<T>[] = [];
  const byKey = new Map<unknown, Group<T>>();
  for (const record of records) {
    const key = record[field] ?? null;
    let group = byKey.get(key);
    if (!group) {
      group = { key, items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(record);
  }
  return groups;
}
`,
      },
      explanation:
        'A `Map` keyed by the field value finds a group in constant time and compares keys with SameValueZero (like `===`), so `1` and `"1"` stay apart; a plain object would turn every key into a string and reorder integer-like keys. Pushing each new group to an array as it is created keeps first-appearance order.',
    },
    {
      key: 'javascript.parse-query-string',
      type: 'coding',
      topic: COLLECTIONS,
      difficulty: 3,
      title: 'Parse a query string',
      prompt: `Write \`parseQuery(query)\`, which turns a URL query string into an object. The sandbox has no \`URL\` or
\`URLSearchParams\`, so parse it yourself.

- A leading \`?\` is optional. Pairs are separated by \`&\`; empty pairs (\`a=1&&b=2\`) are skipped.
- Split each pair at the **first** \`=\`: \`a=b=c\` gives \`a\` the value \`"b=c"\`. A pair without \`=\` has the
  value \`""\`. Pairs with an empty name are skipped.
- In names and values, \`+\` means a space, and percent-escapes are decoded as UTF-8 (\`%C3%A9\` is \`é\`). If a
  part is not valid percent-encoding, keep it as written (with \`+\` still turned into a space).
- A name that appears once maps to a string; a name that appears more than once maps to an array of its values in
  order.

~~~js
parseQuery('?q=remote+jobs&tag=go&tag=rust&page=2');
// { q: 'remote jobs', tag: ['go', 'rust'], page: '2' }
~~~`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'parseQuery', typescript: 'parseQuery' },
      starter: {
        javascript: String.raw`/**
 * @param {string} query
 * @returns {Record<string, string | string[]>}
 */
function parseQuery(query) {
  // Split into pairs, decode names and values, collect repeated names into arrays.
}
`,
        typescript: String.raw`function parseQuery(query: string): Record<string, string | string[]> {
  // Split into pairs, decode names and values, collect repeated names into arrays.
  return {};
}
`,
      },
      samples: [
        {
          name: 'search with repeated tag',
          args: ['?q=remote+jobs&tag=go&tag=rust&page=2'],
          expected: { q: 'remote jobs', tag: ['go', 'rust'], page: '2' },
        },
        { name: 'flag without value', args: ['verbose&level=3'], expected: { verbose: '', level: '3' } },
      ],
      hidden: [
        { name: 'empty string', args: [''], expected: {} },
        { name: 'only a question mark', args: ['?'], expected: {} },
        { name: 'empty pairs skipped', args: ['a=1&&b=2&'], expected: { a: '1', b: '2' } },
        {
          name: 'split at the first equals sign',
          args: ['token=abc=def=='],
          expected: { token: 'abc=def==' },
        },
        { name: 'empty name skipped', args: ['=orphan&x=1'], expected: { x: '1' } },
        {
          name: 'percent-encoded UTF-8',
          args: ['city=Z%C3%BCrich&name=%E6%9D%B1%E4%BA%AC&emoji=%F0%9F%9A%80'],
          expected: { city: 'Zürich', name: '東京', emoji: '🚀' },
        },
        {
          name: 'encoded separators in values',
          args: ['q=a%26b%3Dc&plus=1%2B1'],
          expected: { q: 'a&b=c', plus: '1+1' },
        },
        {
          name: 'encoded names',
          args: ['first%20name=Ada&last+name=Lovelace'],
          expected: { 'first name': 'Ada', 'last name': 'Lovelace' },
        },
        {
          name: 'repeated name, three values, one empty',
          args: ['id=1&id=&id=3'],
          expected: { id: ['1', '', '3'] },
        },
        {
          name: 'invalid escape kept as written',
          args: ['discount=100%&note=50%25+off'],
          expected: { discount: '100%', note: '50% off' },
        },
        {
          name: 'names that look like object properties',
          args: ['constructor=1&toString=2&toString=3'],
          expected: { constructor: '1', toString: ['2', '3'] },
        },
      ],
      reference: {
        javascript: String.raw`function decodePart(text) {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function parseQuery(query) {
  const result = {};
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    if (rawName === '') continue;
    const name = decodePart(rawName);
    const value = decodePart(rawValue);
    if (!Object.prototype.hasOwnProperty.call(result, name)) {
      result[name] = value;
    } else if (Array.isArray(result[name])) {
      result[name].push(value);
    } else {
      result[name] = [result[name], value];
    }
  }
  return result;
}
`,
        typescript: String.raw`function decodePart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function parseQuery(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    if (rawName === '') continue;
    const name = decodePart(rawName);
    const value = decodePart(rawValue);
    const existing = Object.prototype.hasOwnProperty.call(result, name) ? result[name] : undefined;
    if (existing === undefined) result[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[name] = [existing, value];
  }
  return result;
}
`,
      },
      explanation:
        'Replace `+` before decoding (an encoded plus, `%2B`, must survive as `+`), decode name and value separately after splitting so encoded `&` and `=` do not split pairs, and catch the `URIError` that `decodeURIComponent` throws on a malformed escape. Checking with `hasOwnProperty` rather than `name in result` keeps names like `toString` from colliding with inherited properties.',
    },
    {
      key: 'javascript.practice-merge-intervals',
      type: 'coding',
      topic: COLLECTIONS,
      difficulty: 2,
      practice: true,
      title: 'Merge overlapping intervals',
      prompt: `Write \`mergeIntervals(intervals)\`: given booked time ranges as \`[start, end]\` pairs (in any order, with
\`start <= end\`), return the merged ranges sorted by start. Ranges that overlap or touch (\`[1, 3]\` and \`[3, 5]\`)
merge into one.

~~~js
mergeIntervals([[8, 10], [1, 3], [2, 6]]); // [[1, 6], [8, 10]]
~~~`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'mergeIntervals', typescript: 'mergeIntervals' },
      starter: {
        javascript: String.raw`/**
 * @param {[number, number][]} intervals
 * @returns {[number, number][]}
 */
function mergeIntervals(intervals) {
  // Sort by start, then extend the last merged range while the next one overlaps or touches it.
}
`,
        typescript: String.raw`function mergeIntervals(intervals: [number, number][]): [number, number][] {
  // Sort by start, then extend the last merged range while the next one overlaps or touches it.
  return [];
}
`,
      },
      samples: [
        {
          name: 'unsorted overlap',
          args: [
            [
              [8, 10],
              [1, 3],
              [2, 6],
            ],
          ],
          expected: [
            [1, 6],
            [8, 10],
          ],
        },
        {
          name: 'touching ranges',
          args: [
            [
              [1, 3],
              [3, 5],
            ],
          ],
          expected: [[1, 5]],
        },
      ],
      hidden: [
        { name: 'empty', args: [[]], expected: [] },
        { name: 'single', args: [[[4, 4]]], expected: [[4, 4]] },
        {
          name: 'contained range',
          args: [
            [
              [1, 10],
              [2, 3],
            ],
          ],
          expected: [[1, 10]],
        },
        {
          name: 'disjoint stay apart',
          args: [
            [
              [5, 6],
              [1, 2],
              [3, 4],
            ],
          ],
          expected: [
            [1, 2],
            [3, 4],
            [5, 6],
          ],
        },
        {
          name: 'duplicates',
          args: [
            [
              [2, 4],
              [2, 4],
              [2, 4],
            ],
          ],
          expected: [[2, 4]],
        },
        {
          name: 'negative and large values',
          args: [
            [
              [-5, -1],
              [1e12, 1e12 + 5],
              [-2, 0],
            ],
          ],
          expected: [
            [-5, 0],
            [1e12, 1e12 + 5],
          ],
        },
        {
          name: 'chain of overlaps',
          args: [
            [
              [1, 2],
              [2, 3],
              [3, 4],
              [4, 5],
            ],
          ],
          expected: [[1, 5]],
        },
        {
          name: 'late range extends the first',
          args: [
            [
              [1, 4],
              [6, 8],
              [0, 7],
            ],
          ],
          expected: [[0, 8]],
        },
      ],
      reference: {
        javascript: String.raw`function mergeIntervals(intervals) {
  const sorted = intervals.map((range) => [range[0], range[1]]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}
`,
        typescript: String.raw`function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = intervals.map(([start, end]): [number, number] => [start, end]).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}
`,
      },
      explanation:
        "Sort copies by start (sorting the input in place would change the caller's array), then walk once: if the next range starts at or before the end of the last merged one, extend it; otherwise start a new one. Sorting with a numeric comparator matters: the default sort compares as strings.",
    },
  ],
};
