import { bankItem } from './bank.ts';
import type { SeedCourse } from './types.ts';

export const TYPESCRIPT_COURSE: SeedCourse = {
  key: 'typescript-for-js-developers',
  title: 'TypeScript for JavaScript developers',
  summary:
    'Let the compiler catch bugs for you: inference, strict mode, unions and narrowing, generics and the utility types.',
  description: `TypeScript adds a type checker on top of the JavaScript you already write. Used well, it turns whole
classes of runtime errors — a missing field, a null where an object was expected, a forgotten case — into red
underlines before the code ever runs.

This course is for developers who know JavaScript and want to write TypeScript that helps rather than gets in the
way: letting inference do most of the work, modelling data with unions, narrowing safely, and writing small generic
functions.

**You need:** comfortable JavaScript (functions, objects, arrays, promises).`,
  level: 'intermediate',
  skills: ['typescript', 'javascript'],
  outcomes: [
    'Turn on strict mode and read its errors',
    'Model data with union and literal types instead of loose strings',
    'Narrow unknown and union values safely',
    'Write generic functions and use Partial, Pick, Omit and Record',
  ],
  publishedDaysAgo: 33,
  modules: [
    {
      title: 'Types that catch bugs',
      summary: 'Inference, strictness and the union types that describe real data.',
      lessons: [
        {
          kind: 'text',
          title: 'Annotations, inference and strict mode',
          minutes: 10,
          preview: true,
          body: `# Annotations, inference and strict mode

TypeScript infers most types on its own. You annotate where a value enters your code — function parameters,
public return types, data from outside — and let inference handle the rest.

~~~ts
const port = 8080;                     // inferred: 8080 (a literal type; const never changes)
let retries = 3;                       // inferred: number
const tags = ['api', 'billing'];       // inferred: string[]

function priceWithTax(net: number, rate: number): number {
  return Math.round(net * (1 + rate) * 100) / 100;
}
~~~

Annotating the return type of an exported function is a good habit: if a later change returns something else by
mistake, the error appears in the function, not in every caller.

## Turn on strict

In \`tsconfig.json\`, \`"strict": true\` enables the checks that make TypeScript worth it. The most important one is
\`strictNullChecks\`: \`null\` and \`undefined\` are no longer hidden inside every type.

~~~ts
function findUser(id: string): User | undefined { /* … */ }

const user = findUser('42');
user.name;            // error: 'user' is possibly 'undefined'
user?.name;           // fine: string | undefined
if (user) user.name;  // fine: narrowed to User
~~~

Another is \`noImplicitAny\`: a parameter without a type and without anything to infer it from is an error
instead of silently becoming \`any\`.

## any, unknown and never

- \`any\` switches checking off. Anything goes in, anything comes out. Avoid it.
- \`unknown\` is the safe "I do not know yet": you can assign anything to it, but you must narrow it before use.
- \`never\` is the type with no values: a function that always throws returns \`never\`, and an exhausted union
  narrows to \`never\`.

~~~ts
function parsePort(raw: unknown): number {
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\\d+$/.test(raw)) return Number(raw);
  throw new Error(\`Not a port: \${String(raw)}\`);
}
~~~

## Types disappear at run time

TypeScript checks your code and then erases the types. A \`User\` annotation on the result of \`JSON.parse\` is a
promise you make to the compiler, not a check. Validate data from the network with a schema library (zod, valibot)
and let it produce the type.`,
        },
        {
          kind: 'text',
          title: 'Unions, literal types and narrowing',
          minutes: 14,
          body: `# Unions, literal types and narrowing

A **union** says a value is one of several types. Combined with **literal types**, unions describe data far more
precisely than \`string\` ever could:

~~~ts
type Status = 'draft' | 'published' | 'archived';

function label(status: Status): string {
  switch (status) {
    case 'draft': return 'Draft';
    case 'published': return 'Live';
    case 'archived': return 'Archived';
  }
}

label('pubilshed'); // error: the typo is caught
~~~

## Narrowing

Inside a branch, TypeScript narrows a union to the members that fit:

~~~ts
function size(input: string | string[]): number {
  if (typeof input === 'string') return input.length; // string here
  return input.reduce((n, s) => n + s.length, 0);     // string[] here
}
~~~

Narrowing works with \`typeof\`, \`instanceof\`, \`in\`, equality checks, truthiness and \`Array.isArray\`.

## Discriminated unions

Give each variant a common literal field — a *discriminant* — and switch on it:

~~~ts
type Payment =
  | { kind: 'card'; last4: string; brand: string }
  | { kind: 'transfer'; iban: string }
  | { kind: 'voucher'; code: string; expires: Date };

function describe(p: Payment): string {
  switch (p.kind) {
    case 'card': return \`\${p.brand} •••• \${p.last4}\`;
    case 'transfer': return \`Transfer from \${p.iban.slice(-4)}\`;
    case 'voucher': return \`Voucher \${p.code}\`;
  }
}
~~~

Inside \`case 'card'\`, \`p.last4\` is available and \`p.iban\` is not. This is how TypeScript models API
responses, reducer actions and state machines.

## Making the compiler check every case

Add a \`never\` check at the end. When someone adds a fourth payment kind, every switch that forgot it stops
compiling:

~~~ts
function assertNever(value: never): never {
  throw new Error(\`Unhandled case: \${JSON.stringify(value)}\`);
}

// ...
    default: return assertNever(p);
~~~

## Custom type guards

When a check is too involved for the built-in narrowing, write a function returning \`value is T\`:

~~~ts
function isCard(p: Payment): p is Extract<Payment, { kind: 'card' }> {
  return p.kind === 'card';
}
const cards = payments.filter(isCard); // typed as card payments only
~~~`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: types and narrowing',
          minutes: 5,
          body: 'Four questions on inference, strictness and unions.',
          items: [
            {
              type: 'single_choice',
              prompt:
                'Under `strictNullChecks`, what is the type of `user` after `const user = users.find((u) => u.id === id);`?',
              options: ['`User`', '`User | undefined`', '`User | null`', '`any`'],
              correct: [1],
              explanation:
                '`find` returns `undefined` when nothing matches, and strict mode makes that explicit.',
            },
            {
              type: 'single_choice',
              prompt:
                'Which type should a function parameter have when the caller may pass anything and you check it before use?',
              options: ['`any`', '`unknown`', '`never`', '`object`'],
              correct: [1],
              explanation:
                '`unknown` accepts anything but forces you to narrow before using it; `any` turns checking off.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these narrow `value: string | number | string[]` inside an `if`?',
              options: [
                "`typeof value === 'string'`",
                '`Array.isArray(value)`',
                '`value as string`',
                "`typeof value === 'number'`",
              ],
              correct: [0, 1, 3],
              explanation:
                '`typeof` and `Array.isArray` checks narrow. `as` is an assertion: it tells the compiler to trust you and checks nothing.',
            },
            {
              type: 'short_answer',
              prompt:
                'In `type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number }`, which field is the discriminant?',
              accepted: ['kind', '`kind`'],
              explanation:
                '`kind` is the literal field shared by every variant; switching on it narrows the union.',
            },
          ],
        },
      ],
    },
    {
      title: 'Generics and reusable types',
      summary:
        'Functions that work for many types, and the utility types that derive new types from old ones.',
      lessons: [
        {
          kind: 'text',
          title: 'Generics without the fear',
          minutes: 14,
          body: `# Generics without the fear

A generic function has a **type parameter**: a placeholder the caller's types fill in. It lets one function keep
the precise type of whatever it is given.

~~~ts
function first<T>(items: T[]): T | undefined {
  return items[0];
}

const n = first([3, 1, 2]);        // number | undefined
const s = first(['a', 'b']);       // string | undefined
~~~

Without the type parameter you would have to choose between \`any\` (losing the type) and one function per type.
You rarely write \`first<number>(…)\`: TypeScript infers \`T\` from the argument.

## Constraints

Use \`extends\` to say what a type parameter must support:

~~~ts
function longest<T extends { length: number }>(a: T, b: T): T {
  return b.length > a.length ? b : a;
}

longest('abc', 'de');          // string
longest([1, 2], [1, 2, 3]);    // number[]
longest(10, 20);               // error: number has no length
~~~

\`keyof\` constrains a key to the keys of another type:

~~~ts
function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}

pluck(users, 'email');   // string[]
pluck(users, 'emial');   // error: not a key of User
~~~

## The utility types you will use weekly

~~~ts
interface User { id: string; name: string; email: string; role: 'admin' | 'member' }

type UserPatch = Partial<Omit<User, 'id'>>;      // every field but id, all optional
type PublicUser = Pick<User, 'id' | 'name'>;      // only these fields
type RoleCounts = Record<User['role'], number>;   // { admin: number; member: number }
type ReadonlyUser = Readonly<User>;
type Loaded = Awaited<ReturnType<typeof loadUser>>; // what the promise resolves to
~~~

Deriving types this way keeps them in step: rename a field in \`User\` and every derived type follows.

## When not to reach for generics

If a type parameter appears only once in a signature, it is usually not needed:

~~~ts
function log<T>(value: T): void { console.log(value); } // T adds nothing
function log2(value: unknown): void { console.log(value); } // same, simpler
~~~

A type parameter earns its place when it **connects** two things — an input to an output, or two inputs to each
other.

The exercise that follows asks for exactly that: a generic \`chunk\` whose output element type follows its input.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: split a list into chunks',
          minutes: 15,
          body: `Write a generic \`chunk\`: the items go in as \`T[]\` and come out as \`T[][]\`, so a list of users chunks
into lists of users. Loop with a step of \`size\` and slice — \`slice\` never reads past the end, so the last chunk
is simply shorter. Try an empty list and a size larger than the list before you submit.`,
          bankItem: bankItem('typescript.practice-chunk'),
        },
        {
          kind: 'quiz',
          title: 'Final quiz: TypeScript for JavaScript developers',
          minutes: 10,
          isFinal: true,
          body: 'Seven questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'What happens to TypeScript types when the code runs?',
              options: [
                'They are checked again at run time',
                'They are erased: nothing checks them at run time',
                'Only interfaces are kept',
              ],
              correct: [1],
              explanation:
                'Types are erased by the compiler. Validate outside data with a schema at run time.',
            },
            {
              type: 'single_choice',
              prompt: 'Which type describes `{ id: string; name: string }` with every field optional?',
              options: ['`Required<T>`', '`Partial<T>`', '`Pick<T, never>`', '`Readonly<T>`'],
              correct: [1],
              explanation: '`Partial<T>` makes every property optional.',
            },
            {
              type: 'single_choice',
              prompt:
                'In `function pluck<T, K extends keyof T>(items: T[], key: K): T[K][]`, what does `T[K]` mean?',
              options: ['An array of T and K', 'The type of property K of T', 'A tuple of T and K'],
              correct: [1],
              explanation: '`T[K]` is an indexed access type: the type of the property named K in T.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which settings are part of `"strict": true`?',
              options: ['`strictNullChecks`', '`noImplicitAny`', '`allowJs`', '`esModuleInterop`'],
              correct: [0, 1],
              explanation:
                '`strict` turns on the strictness family, including `strictNullChecks` and `noImplicitAny`.',
            },
            {
              type: 'ordering',
              prompt: 'Order the steps to add a new variant to a discriminated union safely:',
              steps: [
                'Add the variant with its literal `kind` to the union type',
                'Let the compiler flag every switch whose `assertNever` no longer compiles',
                'Handle the new kind in each flagged switch',
              ],
              explanation: 'The `never` check turns a forgotten case into a compile error you can follow.',
            },
            {
              type: 'short_answer',
              prompt: 'Which type has no values at all, and is what an exhausted union narrows to?',
              accepted: ['never', '`never`'],
              explanation: '`never` is the empty type.',
            },
            {
              type: 'single_choice',
              prompt: '`function log<T>(value: T): void` — is the type parameter useful here?',
              options: [
                'Yes: it keeps the type of value',
                'No: T appears once and connects nothing; `value: unknown` says the same',
              ],
              correct: [1],
              explanation:
                'A type parameter earns its place by linking an input to an output or two inputs together.',
            },
          ],
        },
      ],
    },
  ],
};
