import type { BankTest } from './types.ts';

const NARROWING = 'Type narrowing';
const GENERICS = 'Generics';
const STRUCTURAL = 'Structural typing';
const UTILITY = 'Utility and mapped types';
const UNIONS = 'Modelling data with unions';
const RUNTIME = 'Compilation and runtime';

export const TYPESCRIPT_TEST: BankTest = {
  slug: 'typescript',
  skillSlug: 'typescript',
  title: 'TypeScript',
  category: 'languages',
  summary:
    'Typing real code: narrowing, generics, structural types, utility types, unions, and what survives compilation.',
  description: `Checks how well you use TypeScript's type system in everyday application code: narrowing values
safely, writing generic functions, modelling data with unions, using the built-in utility types, and knowing
which guarantees exist only at compile time.

Each form has multiple-choice questions, one ordering task, two short answers and one coding task. The coding
task is written in TypeScript (or JavaScript); the platform checks its runtime behaviour against hidden tests, so
the types you write help you but are not graded by the compiler. Basic JavaScript semantics are covered by the
JavaScript test.`,
  timeLimitMinutes: 40,
  topics: [NARROWING, GENERICS, STRUCTURAL, UTILITY, UNIONS, RUNTIME],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'typescript.unknown-vs-any',
      type: 'single_choice',
      topic: NARROWING,
      difficulty: 1,
      prompt:
        'A function receives data from `JSON.parse`. Which type for the parsed value makes the compiler **force** you to check it before using its properties?',
      options: [
        { id: 'a', text: '`any`' },
        { id: 'b', text: '`unknown`' },
        { id: 'c', text: '`object`' },
        { id: 'd', text: '`{}`' },
      ],
      correct: 'b',
      explanation:
        '`unknown` accepts any value but allows almost nothing until you narrow it (`typeof`, `in`, a type guard). `any` turns checking off entirely. `object` and `{}` are simply wrong here: `JSON.parse` can return numbers, strings or `null`, which `object` excludes (and `{}` excludes `null`).',
    },
    {
      key: 'typescript.narrowing-checks',
      type: 'multiple_choice',
      topic: NARROWING,
      difficulty: 2,
      prompt: `\`value\` has type \`string | number[]\`. Which checks narrow it to \`number[]\` inside the \`if\` block?`,
      options: [
        { id: 'a', text: "`if (typeof value !== 'string') { … }`" },
        { id: 'b', text: '`if (Array.isArray(value)) { … }`' },
        { id: 'c', text: '`if (value instanceof Array) { … }`' },
        { id: 'd', text: "`if ('length' in value) { … }`" },
        { id: 'e', text: '`if (value.length > 0) { … }`' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        "Excluding `string` with `typeof`, `Array.isArray` and `instanceof Array` all narrow to `number[]`. `'length' in value` is rejected by the compiler because `value` may be a primitive string (and `in` on a string throws at runtime), and a length check narrows nothing because both members have `length`.",
    },
    {
      key: 'typescript.excess-property-check',
      type: 'single_choice',
      topic: STRUCTURAL,
      difficulty: 2,
      prompt: `Given \`function move(p: { x: number; y: number }) { … }\`, which call is a **compile error**?`,
      options: [
        { id: 'a', text: '`const p = { x: 1, y: 2, z: 3 }; move(p);`' },
        { id: 'b', text: '`move({ x: 1, y: 2, z: 3 });`' },
        { id: 'c', text: '`const p = { x: 1, y: 2 }; move(p);`' },
        { id: 'd', text: '`move({ y: 2, x: 1 });`' },
      ],
      correct: 'b',
      explanation:
        'Types are structural, so an object with extra properties is assignable. The exception is a fresh object literal written directly where the type is expected: the excess property check flags `z` as a likely mistake. Passing the same object through a variable compiles.',
    },
    {
      key: 'typescript.partial-update',
      type: 'single_choice',
      topic: UTILITY,
      difficulty: 1,
      prompt:
        "An update endpoint accepts any subset of a `User`'s fields. Which type describes its body, given `interface User { name: string; email: string; age: number }`?",
      options: [
        { id: 'a', text: '`Partial<User>`' },
        { id: 'b', text: '`Required<User>`' },
        { id: 'c', text: '`Readonly<User>`' },
        { id: 'd', text: '`Record<keyof User, unknown>`' },
      ],
      correct: 'a',
      explanation:
        '`Partial<User>` makes every property optional. `Required` does the opposite, `Readonly` forbids assignment, and the `Record` would require every key while losing the property types.',
    },
    {
      key: 'typescript.exhaustive-never',
      type: 'single_choice',
      topic: UNIONS,
      difficulty: 2,
      prompt: `What does the \`default\` branch achieve?

~~~ts
type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };

function area(shape: Shape): number {
  switch (shape.kind) {
    case 'circle':
      return Math.PI * shape.r ** 2;
    case 'square':
      return shape.side ** 2;
    default: {
      const unhandled: never = shape;
      throw new Error('Unknown shape: ' + JSON.stringify(unhandled));
    }
  }
}
~~~`,
      options: [
        {
          id: 'a',
          text: 'If a new member is added to `Shape` and not handled, the assignment to `never` becomes a compile error',
        },
        { id: 'b', text: 'It makes the function return `never` for unknown shapes, so callers must catch' },
        { id: 'c', text: 'It is required by the compiler; without it `area` does not compile' },
        { id: 'd', text: 'It narrows `shape` to `Shape` so the cases above can use its properties' },
      ],
      correct: 'a',
      explanation:
        'After both cases, `shape` is narrowed to `never`. Adding `{ kind: "triangle" … }` to the union leaves a triangle there, which is not assignable to `never`, so the compiler points at every switch that forgot it. The `throw` still guards against bad data at runtime.',
    },
    {
      key: 'typescript.types-at-runtime',
      type: 'multiple_choice',
      topic: RUNTIME,
      difficulty: 2,
      prompt: 'Which statements about compiled TypeScript are true?',
      options: [
        { id: 'a', text: 'Interfaces and type aliases leave no trace in the emitted JavaScript.' },
        {
          id: 'b',
          text: 'A regular (non-`const`) `enum` compiles to a JavaScript object that exists at runtime.',
        },
        {
          id: 'c',
          text: 'A generic function cannot find out at runtime which type argument it was called with.',
        },
        { id: 'd', text: '`data as User` throws at runtime when `data` does not have the shape of `User`.' },
        { id: 'e', text: '`x instanceof User` works when `User` is an interface.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Types are erased: interfaces, aliases and type arguments do not exist at runtime, so `instanceof` needs a class and `as` is only an instruction to the compiler that checks nothing. Regular enums are one of the few TypeScript features that emit code.',
    },
    {
      key: 'typescript.keyof-generic',
      type: 'single_choice',
      topic: GENERICS,
      difficulty: 2,
      prompt: `What is the type of \`label\`?

~~~ts
function prop<T, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}
const label = prop({ id: 7, label: 'Backend' }, 'label');
~~~`,
      options: [
        { id: 'a', text: '`string`' },
        { id: 'b', text: '`string | number`' },
        { id: 'c', text: '`unknown`' },
        { id: 'd', text: "`'label'`" },
      ],
      correct: 'a',
      explanation:
        '`T` is inferred as `{ id: number; label: string }` and `K` as the literal `"label"`, so the indexed access type `T[K]` is `string`. Without the `K extends keyof T` link, you could only return the union of all property types.',
    },
    {
      key: 'typescript.strict-null-checks',
      type: 'single_choice',
      topic: NARROWING,
      difficulty: 1,
      prompt: `With \`strict\` on, why does the second line not compile?

~~~ts
const input = document.querySelector('input');
input.focus();
~~~`,
      options: [
        { id: 'a', text: '`querySelector` can return `null`, so `input` may be `null`' },
        { id: 'b', text: '`focus` is not defined on `HTMLInputElement`' },
        { id: 'c', text: '`const` variables cannot have methods called on them' },
        { id: 'd', text: '`querySelector` returns `Element`, which has no methods' },
      ],
      correct: 'a',
      explanation:
        'The return type is `HTMLInputElement | null`. Handle the missing case (`if (!input) return;`) or use optional chaining (`input?.focus()`); a non-null assertion (`input!`) only hides the problem.',
    },
    {
      key: 'typescript.satisfies',
      type: 'single_choice',
      topic: UTILITY,
      difficulty: 3,
      prompt: `What is the difference between these two declarations?

~~~ts
type Routes = Record<string, { path: string }>;
const a: Routes = { home: { path: '/' }, jobs: { path: '/jobs' } };
const b = { home: { path: '/' }, jobs: { path: '/jobs' } } satisfies Routes;
~~~`,
      options: [
        {
          id: 'a',
          text: 'Both are checked against `Routes`, but only `b` keeps its own keys: `b.jbos` is an error while `a.jbos` compiles',
        },
        { id: 'b', text: '`satisfies` skips the check, so `b` may contain entries without a `path`' },
        { id: 'c', text: '`b` is frozen at runtime, `a` is not' },
        { id: 'd', text: 'There is no difference; `satisfies` is an older spelling of a type annotation' },
      ],
      correct: 'a',
      explanation:
        'An annotation widens the variable to `Routes`, whose keys are any string, so a typo is accepted. `satisfies` checks the value against `Routes` but keeps the inferred type with the exact keys `home` and `jobs`. Neither changes runtime behaviour.',
    },
    {
      key: 'typescript.readonly-array',
      type: 'multiple_choice',
      topic: UTILITY,
      difficulty: 2,
      prompt: 'Given `const ids: readonly number[] = [1, 2];`, which lines are **compile errors**?',
      options: [
        { id: 'a', text: '`ids.push(3);`' },
        { id: 'b', text: '`ids[0] = 5;`' },
        { id: 'c', text: '`const doubled = ids.map((id) => id * 2);`' },
        { id: 'd', text: '`const copy = [...ids]; copy.push(3);`' },
      ],
      correct: ['a', 'b'],
      explanation:
        '`readonly number[]` removes the mutating methods and index assignment. Methods that return new arrays (`map`) still work, and a spread copy is an ordinary mutable `number[]`.',
    },
    {
      key: 'typescript.practice-literal-inference',
      type: 'single_choice',
      topic: UNIONS,
      difficulty: 1,
      practice: true,
      prompt: "What types does TypeScript infer for `a` and `b` in `const a = 'up';` and `let b = 'up';`?",
      options: [
        { id: 'a', text: "`a: 'up'`, `b: string`" },
        { id: 'b', text: '`a: string`, `b: string`' },
        { id: 'c', text: "`a: 'up'`, `b: 'up'`" },
      ],
      correct: 'a',
      explanation:
        'A `const` can never change, so it keeps the literal type. A `let` may be reassigned, so its type widens to `string` unless you annotate it or write `as const`.',
    },

    // ---- Ordering ----
    {
      key: 'typescript.order-wide-to-narrow',
      type: 'ordering',
      topic: NARROWING,
      difficulty: 2,
      prompt: 'Order these types from the **widest** (accepts the most values) to the **narrowest**.',
      steps: [
        { id: 'unknown', text: '`unknown`' },
        { id: 'string-or-number', text: '`string | number`' },
        { id: 'string', text: '`string`' },
        { id: 'methods', text: "`'GET' | 'POST'`" },
        { id: 'get', text: "`'GET'`" },
        { id: 'never', text: '`never`' },
      ],
      explanation:
        'Each type is a subset of the one before it: every value is `unknown`; strings are a part of `string | number`; two string literals are a part of all strings; `never` has no values at all.',
    },
    {
      key: 'typescript.order-tsc-build',
      type: 'ordering',
      topic: RUNTIME,
      difficulty: 2,
      prompt: 'Order what `tsc` does when it builds a project.',
      steps: [
        { id: 'config', text: 'Read `tsconfig.json` and its compiler options' },
        { id: 'files', text: 'Collect the source files from `include`/`files` and follow their imports' },
        { id: 'parse', text: 'Parse each file into a syntax tree' },
        { id: 'check', text: 'Type-check the program and report errors' },
        { id: 'emit', text: 'Emit JavaScript with the types removed (and declaration files if enabled)' },
      ],
      explanation:
        'The configuration decides which files and options apply; files must be parsed before the checker can relate them; emitting comes last (and by default still happens when there are type errors, unless `noEmitOnError` is set).',
    },

    // ---- Short answer ----
    {
      key: 'typescript.print-enum',
      type: 'short_answer',
      topic: RUNTIME,
      difficulty: 2,
      prompt: `What does this print?

~~~ts
enum Level {
  Low,
  Mid = 5,
  High,
}
console.log(Level.High, Level[0]);
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['6 Low', '6, Low', '6,Low'], caseSensitive: true },
      explanation:
        'Numeric enum members count up from the previous value, so `High` is `6`. Numeric enums also get a reverse mapping from value to name at runtime, so `Level[0]` is `"Low"`.',
    },
    {
      key: 'typescript.keyof-union',
      type: 'short_answer',
      topic: UTILITY,
      difficulty: 1,
      prompt: `Write the type \`Keys\` as a union of string literals.

~~~ts
type Keys = keyof { id: number; name: string };
~~~`,
      hint: "A union, such as 'a' | 'b'",
      maxLength: 60,
      answer: {
        mode: 'exact',
        accept: [
          "'id' | 'name'",
          '"id" | "name"',
          "'name' | 'id'",
          '"name" | "id"',
          "'id'|'name'",
          '"id"|"name"',
          "'name'|'id'",
          '"name"|"id"',
        ],
        caseSensitive: true,
      },
      explanation:
        '`keyof` gives the union of an object type\'s property names: `"id" | "name"` (the order does not matter).',
    },
    {
      key: 'typescript.explain-unchecked-cast',
      type: 'short_answer',
      topic: RUNTIME,
      difficulty: 2,
      prompt: `A handler does this with a request body. In one or two sentences: what is the risk, and what would you do
instead?

~~~ts
const order = JSON.parse(body) as Order;
chargeCard(order.total);
~~~`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'The cast is not checked at runtime: the body may not match Order at all',
            points: 1,
            anyOf: [
              'runtime',
              'not checked',
              'no check',
              'unchecked',
              'does not check',
              "doesn't check",
              'erased',
              'only tells the compiler',
              'any shape',
              'could be anything',
              'not verified',
            ],
          },
          {
            description:
              'Validate the parsed value (schema library, type guard, or parse as unknown and narrow)',
            points: 1,
            anyOf: [
              'validat',
              'schema',
              'zod',
              'type guard',
              'guard',
              'unknown',
              'narrow',
              'check the fields',
              'check each field',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        '`as Order` only tells the compiler to trust you; nothing checks the body at runtime, so `total` may be missing, a string or negative. Treat the parsed value as `unknown` and validate it (a zod schema or a hand-written type guard) before using it.',
    },
    {
      key: 'typescript.explain-discriminated-union',
      type: 'short_answer',
      topic: UNIONS,
      difficulty: 2,
      prompt: `Why is the first type usually better than the second for a request's state? One or two sentences.

~~~ts
type A =
  | { status: 'loading' }
  | { status: 'success'; data: Job[] }
  | { status: 'error'; error: string };

type B = { status: 'loading' | 'success' | 'error'; data?: Job[]; error?: string };
~~~`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'A rules out impossible combinations (data with an error, success without data)',
            points: 1,
            anyOf: [
              'impossible',
              'invalid state',
              'invalid combination',
              'both',
              'at the same time',
              'cannot have',
              "can't have",
              'without data',
              'inconsistent',
              'nonsens',
            ],
          },
          {
            description: 'Checking status narrows the type, so data or error is known to exist',
            points: 1,
            anyOf: [
              'narrow',
              'discriminant',
              'discriminated',
              'switch',
              'exhaustive',
              'no optional',
              'without checking',
              'guaranteed',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'With `A`, states like "success without data" or "error with data" cannot be written, and checking `status` narrows the type so `data` or `error` is known to be there. With `B`, every reader must handle optional fields that the status already implies.',
    },
    {
      key: 'typescript.practice-exclude',
      type: 'short_answer',
      topic: UTILITY,
      difficulty: 1,
      practice: true,
      prompt: `Write \`Rest\` as a union of string literals.

~~~ts
type Rest = Exclude<'draft' | 'published' | 'archived', 'draft'>;
~~~`,
      hint: "A union, such as 'a' | 'b'",
      maxLength: 60,
      answer: {
        mode: 'exact',
        accept: [
          "'published' | 'archived'",
          '"published" | "archived"',
          "'archived' | 'published'",
          '"archived" | "published"',
          "'published'|'archived'",
          '"published"|"archived"',
        ],
        caseSensitive: true,
      },
      explanation: '`Exclude<U, E>` removes from the union `U` every member assignable to `E`.',
    },

    // ---- Coding ----
    {
      key: 'typescript.merge-config',
      type: 'coding',
      topic: GENERICS,
      difficulty: 3,
      title: 'Deep-merge configuration overrides',
      prompt: `A service has a default configuration and per-environment overrides. Write
\`mergeConfig(base, override)\`, which returns a new object:

- For each key of \`override\`: if both \`base[key]\` and \`override[key]\` are plain objects (not arrays, not
  \`null\`), merge them recursively.
- If \`override[key]\` is \`null\`, the key is **removed** from the result.
- Otherwise (strings, numbers, booleans, arrays, or an object replacing a non-object), \`override[key]\`
  replaces the base value. Arrays are replaced, never concatenated.
- Keys only in \`base\` are kept. Neither input may be changed.

A good signature is \`mergeConfig<T extends object>(base: T, override: DeepPartial<T>)\` with your own
\`DeepPartial\`; the tests check the returned value.

~~~ts
mergeConfig({ db: { host: 'localhost', port: 5432 }, debug: false }, { db: { host: 'db.internal' } });
// { db: { host: 'db.internal', port: 5432 }, debug: false }
~~~`,
      languages: ['typescript', 'javascript'],
      entry: { typescript: 'mergeConfig', javascript: 'mergeConfig' },
      starter: {
        typescript: String.raw`type Plain = { [key: string]: unknown };

function mergeConfig(base: Plain, override: Plain): Plain {
  // Merge plain objects recursively; null removes a key; anything else replaces.
  return {};
}
`,
        javascript: String.raw`/**
 * @param {Record<string, unknown>} base
 * @param {Record<string, unknown>} override
 * @returns {Record<string, unknown>}
 */
function mergeConfig(base, override) {
  // Merge plain objects recursively; null removes a key; anything else replaces.
}
`,
      },
      samples: [
        {
          name: 'nested override',
          args: [{ db: { host: 'localhost', port: 5432 }, debug: false }, { db: { host: 'db.internal' } }],
          expected: { db: { host: 'db.internal', port: 5432 }, debug: false },
        },
        {
          name: 'null removes',
          args: [{ cache: { ttl: 60 }, name: 'api' }, { cache: null }],
          expected: { name: 'api' },
        },
      ],
      hidden: [
        { name: 'both empty', args: [{}, {}], expected: {} },
        {
          name: 'empty override copies base',
          args: [{ a: 1, b: { c: 2 } }, {}],
          expected: { a: 1, b: { c: 2 } },
        },
        { name: 'new keys added', args: [{ a: 1 }, { b: { c: true } }], expected: { a: 1, b: { c: true } } },
        {
          name: 'arrays replaced, not merged',
          args: [
            { hosts: ['a', 'b', 'c'], retry: { codes: [500, 502] } },
            { hosts: ['z'], retry: { codes: [] } },
          ],
          expected: { hosts: ['z'], retry: { codes: [] } },
        },
        {
          name: 'object replaces a primitive and the other way round',
          args: [
            { a: 'text', b: { deep: 1 } },
            { a: { now: 'object' }, b: 5 },
          ],
          expected: { a: { now: 'object' }, b: 5 },
        },
        {
          name: 'array replaces an object',
          args: [{ a: { x: 1 } }, { a: [1, 2] }],
          expected: { a: [1, 2] },
        },
        {
          name: 'false, zero and empty string are values, not removals',
          args: [
            { a: true, b: 9, c: 'x' },
            { a: false, b: 0, c: '' },
          ],
          expected: { a: false, b: 0, c: '' },
        },
        {
          name: 'three levels deep with removal',
          args: [
            { log: { sinks: { file: { path: '/var/log/app', level: 'info' }, stdout: { level: 'debug' } } } },
            { log: { sinks: { file: { level: 'warn' }, stdout: null } } },
          ],
          expected: { log: { sinks: { file: { path: '/var/log/app', level: 'warn' } } } },
        },
        {
          name: 'null for a missing key is harmless',
          args: [{ a: 1 }, { ghost: null }],
          expected: { a: 1 },
        },
        {
          name: 'unicode keys and values',
          args: [{ größe: 'M', labels: { 'ja-JP': '求人' } }, { labels: { 'fr-FR': 'Offres' } }],
          expected: { größe: 'M', labels: { 'ja-JP': '求人', 'fr-FR': 'Offres' } },
        },
      ],
      reference: {
        typescript: String.raw`type Plain = { [key: string]: unknown };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> | null : T[K] | null };

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeConfig<T extends Plain>(base: T, override: DeepPartial<T>): Plain {
  const result: Plain = { ...base };
  for (const [key, value] of Object.entries(override as Plain)) {
    const current = result[key];
    if (value === null) delete result[key];
    else if (isPlainObject(value) && isPlainObject(current)) result[key] = mergeConfig(current, value);
    else result[key] = value;
  }
  return result;
}
`,
        javascript: String.raw`function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeConfig(base, override) {
  const result = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    if (value === null) delete result[key];
    else if (isPlainObject(value) && isPlainObject(current)) result[key] = mergeConfig(current, value);
    else result[key] = value;
  }
  return result;
}
`,
      },
      explanation:
        'Copy the base shallowly, then walk the override: recurse only when both sides are plain objects (arrays are objects too, so exclude them), delete on `null`, and replace otherwise. The spread copy at each level means neither input is changed. In the types, a `DeepPartial<T>` mapped type that recurses into object properties lets callers override any nested subset.',
    },
    {
      key: 'typescript.apply-account-events',
      type: 'coding',
      topic: UNIONS,
      difficulty: 2,
      title: 'Replay account events',
      prompt: `A wallet's state is rebuilt by replaying its events. Write \`replayEvents(events)\`, where each event is one of:

~~~ts
type AccountEvent =
  | { type: 'deposit'; amount: number }
  | { type: 'withdraw'; amount: number }
  | { type: 'freeze' }
  | { type: 'unfreeze' };
~~~

Start from \`{ balance: 0, frozen: false }\` and apply the events in order. Return
\`{ balance, frozen, rejected }\`, where \`rejected\` lists the **indexes** of events that were not applied:

- \`deposit\` is rejected when the account is frozen or the amount is not greater than 0.
- \`withdraw\` is rejected when the account is frozen, the amount is not greater than 0, or it exceeds the balance.
- \`freeze\` and \`unfreeze\` always apply (freezing a frozen account changes nothing).
- An event with any other \`type\` is rejected (data from older clients can contain anything).

Amounts are whole cents.`,
      languages: ['typescript', 'javascript'],
      entry: { typescript: 'replayEvents', javascript: 'replayEvents' },
      starter: {
        typescript: String.raw`type AccountEvent =
  | { type: 'deposit'; amount: number }
  | { type: 'withdraw'; amount: number }
  | { type: 'freeze' }
  | { type: 'unfreeze' };

type AccountState = { balance: number; frozen: boolean; rejected: number[] };

function replayEvents(events: AccountEvent[]): AccountState {
  // Apply each event in order; collect the indexes of the ones you reject.
  return { balance: 0, frozen: false, rejected: [] };
}
`,
        javascript: String.raw`/**
 * @param {{ type: string, amount?: number }[]} events
 * @returns {{ balance: number, frozen: boolean, rejected: number[] }}
 */
function replayEvents(events) {
  // Apply each event in order; collect the indexes of the ones you reject.
}
`,
      },
      samples: [
        {
          name: 'deposit and withdraw',
          args: [
            [
              { type: 'deposit', amount: 1000 },
              { type: 'withdraw', amount: 300 },
            ],
          ],
          expected: { balance: 700, frozen: false, rejected: [] },
        },
        {
          name: 'frozen account rejects',
          args: [[{ type: 'deposit', amount: 500 }, { type: 'freeze' }, { type: 'withdraw', amount: 100 }]],
          expected: { balance: 500, frozen: true, rejected: [2] },
        },
      ],
      hidden: [
        { name: 'no events', args: [[]], expected: { balance: 0, frozen: false, rejected: [] } },
        {
          name: 'overdraft rejected',
          args: [
            [
              { type: 'deposit', amount: 100 },
              { type: 'withdraw', amount: 101 },
              { type: 'withdraw', amount: 100 },
            ],
          ],
          expected: { balance: 0, frozen: false, rejected: [1] },
        },
        {
          name: 'zero and negative amounts rejected',
          args: [
            [
              { type: 'deposit', amount: 0 },
              { type: 'deposit', amount: -50 },
              { type: 'deposit', amount: 20 },
              { type: 'withdraw', amount: -5 },
              { type: 'withdraw', amount: 0 },
            ],
          ],
          expected: { balance: 20, frozen: false, rejected: [0, 1, 3, 4] },
        },
        {
          name: 'unfreeze restores',
          args: [
            [
              { type: 'freeze' },
              { type: 'deposit', amount: 10 },
              { type: 'unfreeze' },
              { type: 'deposit', amount: 10 },
            ],
          ],
          expected: { balance: 10, frozen: false, rejected: [1] },
        },
        {
          name: 'freeze twice and unfreeze when not frozen',
          args: [[{ type: 'unfreeze' }, { type: 'freeze' }, { type: 'freeze' }]],
          expected: { balance: 0, frozen: true, rejected: [] },
        },
        {
          name: 'unknown types rejected',
          args: [
            [
              { type: 'deposit', amount: 40 },
              { type: 'refund', amount: 10 },
              { type: 'DEPOSIT', amount: 10 },
              { type: 'close' },
            ],
          ],
          expected: { balance: 40, frozen: false, rejected: [1, 2, 3] },
        },
        {
          name: 'withdraw the exact balance',
          args: [
            [
              { type: 'deposit', amount: 250 },
              { type: 'withdraw', amount: 250 },
              { type: 'withdraw', amount: 1 },
            ],
          ],
          expected: { balance: 0, frozen: false, rejected: [2] },
        },
        {
          name: 'large amounts',
          args: [
            [
              { type: 'deposit', amount: 9007199254740000 },
              { type: 'withdraw', amount: 4000000000000000 },
            ],
          ],
          expected: { balance: 5007199254740000, frozen: false, rejected: [] },
        },
        {
          name: 'long history',
          args: [
            Array.from({ length: 200 }, (_, i) =>
              i % 2 === 0 ? { type: 'deposit', amount: 3 } : { type: 'withdraw', amount: 2 },
            ),
          ],
          expected: { balance: 100, frozen: false, rejected: [] },
        },
      ],
      reference: {
        typescript: String.raw`type AccountEvent =
  | { type: 'deposit'; amount: number }
  | { type: 'withdraw'; amount: number }
  | { type: 'freeze' }
  | { type: 'unfreeze' };

type AccountState = { balance: number; frozen: boolean; rejected: number[] };

function replayEvents(events: AccountEvent[]): AccountState {
  const state: AccountState = { balance: 0, frozen: false, rejected: [] };
  events.forEach((event, index) => {
    switch (event.type) {
      case 'deposit':
        if (state.frozen || !(event.amount > 0)) state.rejected.push(index);
        else state.balance += event.amount;
        return;
      case 'withdraw':
        if (state.frozen || !(event.amount > 0) || event.amount > state.balance) state.rejected.push(index);
        else state.balance -= event.amount;
        return;
      case 'freeze':
        state.frozen = true;
        return;
      case 'unfreeze':
        state.frozen = false;
        return;
      default:
        state.rejected.push(index);
    }
  });
  return state;
}
`,
        javascript: String.raw`function replayEvents(events) {
  const state = { balance: 0, frozen: false, rejected: [] };
  events.forEach((event, index) => {
    switch (event.type) {
      case 'deposit':
        if (state.frozen || !(event.amount > 0)) state.rejected.push(index);
        else state.balance += event.amount;
        return;
      case 'withdraw':
        if (state.frozen || !(event.amount > 0) || event.amount > state.balance) state.rejected.push(index);
        else state.balance -= event.amount;
        return;
      case 'freeze':
        state.frozen = true;
        return;
      case 'unfreeze':
        state.frozen = false;
        return;
      default:
        state.rejected.push(index);
    }
  });
  return state;
}
`,
      },
      explanation:
        'A `switch` on the `type` discriminant narrows each event, so `amount` is only read where it exists. The `default` branch handles values outside the union, which the types cannot rule out for data from outside. Writing `!(amount > 0)` instead of `amount <= 0` also rejects a missing or non-numeric amount.',
    },
    {
      key: 'typescript.practice-chunk',
      type: 'coding',
      topic: GENERICS,
      difficulty: 1,
      practice: true,
      title: 'Split a list into chunks',
      prompt: `Write a generic \`chunk<T>(items: T[], size: number): T[][]\` that splits \`items\` into consecutive
chunks of \`size\` items (the last chunk may be shorter). \`size\` is a whole number of at least 1.

~~~ts
chunk(['a', 'b', 'c', 'd', 'e'], 2); // [['a', 'b'], ['c', 'd'], ['e']]
~~~`,
      languages: ['typescript', 'javascript'],
      entry: { typescript: 'chunk', javascript: 'chunk' },
      starter: {
        typescript: String.raw`function chunk<T>(items: T[], size: number): T[][] {
  // Consecutive slices of size items; the last may be shorter.
  return [];
}
`,
        javascript: String.raw`/**
 * @template T
 * @param {T[]} items
 * @param {number} size
 * @returns {T[][]}
 */
function chunk(items, size) {
  // Consecutive slices of size items; the last may be shorter.
}
`,
      },
      samples: [
        { name: 'uneven', args: [['a', 'b', 'c', 'd', 'e'], 2], expected: [['a', 'b'], ['c', 'd'], ['e']] },
        {
          name: 'even',
          args: [[1, 2, 3, 4], 2],
          expected: [
            [1, 2],
            [3, 4],
          ],
        },
      ],
      hidden: [
        { name: 'empty', args: [[], 3], expected: [] },
        { name: 'size one', args: [[1, 2, 3], 1], expected: [[1], [2], [3]] },
        { name: 'size larger than list', args: [[1, 2], 10], expected: [[1, 2]] },
        { name: 'size equals length', args: [[1, 2, 3], 3], expected: [[1, 2, 3]] },
        {
          name: 'objects kept',
          args: [[{ id: 1 }, { id: 2 }, { id: 3 }], 2],
          expected: [[{ id: 1 }, { id: 2 }], [{ id: 3 }]],
        },
        { name: 'nulls are items', args: [[null, null, null], 2], expected: [[null, null], [null]] },
        {
          name: 'long list',
          args: [Array.from({ length: 1001 }, (_, i) => i), 500],
          expected: [
            Array.from({ length: 500 }, (_, i) => i),
            Array.from({ length: 500 }, (_, i) => i + 500),
            [1000],
          ],
        },
        { name: 'strings with unicode', args: [['é', '😀', 'ß'], 2], expected: [['é', '😀'], ['ß']] },
      ],
      reference: {
        typescript: String.raw`function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
`,
        javascript: String.raw`function chunk(items, size) {
  const chunks = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
`,
      },
      explanation:
        'Step through the list `size` items at a time and `slice` each window; `slice` stops at the end of the array, so the last chunk is simply shorter. The type parameter `T` carries the element type through to the result.',
    },
  ],
};
