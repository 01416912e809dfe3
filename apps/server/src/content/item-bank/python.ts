import type { BankTest } from './types.ts';

const DATA_TYPES = 'Data types and collections';
const FUNCTIONS = 'Functions and scope';
const ITERATION = 'Iteration and generators';
const CLASSES = 'Classes and data models';
const ERRORS = 'Errors and resources';
const TOOLING = 'Concurrency and tooling';

export const PYTHON_TEST: BankTest = {
  slug: 'python',
  skillSlug: 'python',
  title: 'Python',
  category: 'languages',
  summary:
    'Everyday Python: collections, functions, generators, classes and dataclasses, errors, concurrency and tooling.',
  description: `Checks the Python 3 a working engineer writes and reviews: how the built-in collections behave,
default arguments and scope, comprehensions and generators, classes and dataclasses, exceptions and context
managers, and when threads, processes or asyncio help.

Each form has multiple-choice questions, one ordering task, two short answers and one coding task written in
Python and checked against hidden tests (standard library only). Frameworks (Django, FastAPI) and data libraries
(pandas, NumPy) are not covered.`,
  timeLimitMinutes: 40,
  topics: [DATA_TYPES, FUNCTIONS, ITERATION, CLASSES, ERRORS, TOOLING],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'python.mutable-default',
      type: 'single_choice',
      topic: FUNCTIONS,
      difficulty: 2,
      prompt: `What is wrong with this function?

~~~python
def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags
~~~`,
      options: [
        {
          id: 'a',
          text: 'The default list is created once, when the function is defined, so calls without `tags` share and grow it',
        },
        { id: 'b', text: 'Lists cannot be used as default values; this raises a `SyntaxError`' },
        { id: 'c', text: '`append` returns `None`, so the function always returns `None`' },
        { id: 'd', text: 'Nothing: a new empty list is created on every call' },
      ],
      correct: 'a',
      explanation:
        'Default values are evaluated once, at definition time. Use `tags=None` and `if tags is None: tags = []` inside the function to get a fresh list per call.',
    },
    {
      key: 'python.dict-order',
      type: 'single_choice',
      topic: DATA_TYPES,
      difficulty: 1,
      prompt: 'In Python 3.7 and later, in what order does `for key in d:` visit the keys of a plain `dict`?',
      options: [
        { id: 'a', text: 'The order in which the keys were first inserted' },
        { id: 'b', text: 'Sorted order of the keys' },
        { id: 'c', text: 'An arbitrary order that can change between runs' },
        { id: 'd', text: 'The reverse of insertion order' },
      ],
      correct: 'a',
      explanation:
        'Dicts preserve insertion order as part of the language. Updating an existing key keeps its position; deleting and re-inserting moves it to the end.',
    },
    {
      key: 'python.generator-facts',
      type: 'multiple_choice',
      topic: ITERATION,
      difficulty: 2,
      prompt: 'Which statements about generators are true?',
      options: [
        { id: 'a', text: 'They produce values lazily, one at a time, as they are iterated' },
        { id: 'b', text: 'Once exhausted, iterating the same generator again yields nothing' },
        {
          id: 'c',
          text: 'Calling a function that contains `yield` returns a generator object without running its body',
        },
        { id: 'd', text: 'A generator stores all of its values in memory when it is created' },
        { id: 'e', text: '`len()` on a generator returns how many values it will produce' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Generators compute each value on demand, which is why they can stream large files in constant memory. They are single-use iterators and have no length; materialise them with `list()` if you need either.',
    },
    {
      key: 'python.is-none',
      type: 'single_choice',
      topic: DATA_TYPES,
      difficulty: 1,
      prompt: 'Which is the idiomatic way to check that `result` is `None`?',
      options: [
        { id: 'a', text: '`if result is None:`' },
        { id: 'b', text: '`if result == None:`' },
        { id: 'c', text: '`if not result:`' },
        { id: 'd', text: "`if type(result) == 'None':`" },
      ],
      correct: 'a',
      explanation:
        '`None` is a singleton, so identity (`is`) is exact and cannot be fooled by a class that overrides `==`. `not result` is also true for `0`, `""` and empty collections, which are often valid results.',
    },
    {
      key: 'python.shallow-copy',
      type: 'single_choice',
      topic: DATA_TYPES,
      difficulty: 2,
      prompt: `What does this print?

~~~python
grid = [[0, 0], [0, 0]]
copy = grid[:]
copy[0].append(1)
copy[1] = ['x']
print(grid)
~~~`,
      options: [
        { id: 'a', text: '`[[0, 0, 1], [0, 0]]`' },
        { id: 'b', text: '`[[0, 0], [0, 0]]`' },
        { id: 'c', text: "`[[0, 0, 1], ['x']]`" },
        { id: 'd', text: "`[[0, 0], ['x']]`" },
      ],
      correct: 'a',
      explanation:
        'Slicing makes a shallow copy: a new outer list holding the same inner lists. Appending to `copy[0]` changes the inner list both share; assigning `copy[1]` only rebinds a slot in the new outer list. `copy.deepcopy` copies nested lists too.',
    },
    {
      key: 'python.hashable-keys',
      type: 'multiple_choice',
      topic: DATA_TYPES,
      difficulty: 2,
      prompt: 'Which of these can be used as dictionary keys?',
      options: [
        { id: 'a', text: '`(2024, 11)` (a tuple of integers)' },
        { id: 'b', text: "`frozenset({'read', 'write'})`" },
        { id: 'c', text: "`'user:42'`" },
        { id: 'd', text: '`[2024, 11]`' },
        { id: 'e', text: "`{'id': 42}`" },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Keys must be hashable, which in practice means immutable: numbers, strings, tuples of hashables and frozensets. Lists and dicts can change, so they have no hash; convert a list to a tuple to use it as a key.',
    },
    {
      key: 'python.bare-except',
      type: 'single_choice',
      topic: ERRORS,
      difficulty: 2,
      prompt: 'Why is `except Exception:` usually preferred over a bare `except:`?',
      options: [
        {
          id: 'a',
          text: 'A bare `except:` also catches `KeyboardInterrupt` and `SystemExit`, so Ctrl+C and `sys.exit()` stop working',
        },
        { id: 'b', text: 'A bare `except:` is a syntax error in Python 3' },
        { id: 'c', text: '`except Exception:` also catches syntax errors in other modules' },
        { id: 'd', text: 'There is no difference; it is only a style preference' },
      ],
      correct: 'a',
      explanation:
        '`KeyboardInterrupt` and `SystemExit` derive from `BaseException`, not `Exception`, precisely so that ordinary error handling does not swallow them. Better still, catch the specific exceptions you expect.',
    },
    {
      key: 'python.frozen-dataclass',
      type: 'multiple_choice',
      topic: CLASSES,
      difficulty: 3,
      prompt: `Which statements about this class are true?

~~~python
from dataclasses import dataclass

@dataclass(frozen=True)
class Money:
    amount: int
    currency: str
~~~`,
      options: [
        { id: 'a', text: '`Money(5, "EUR") == Money(5, "EUR")` is `True`' },
        { id: 'b', text: 'Instances can be used as dictionary keys or set members' },
        { id: 'c', text: '`m.amount = 10` on an instance raises an exception' },
        { id: 'd', text: '`Money("5", "EUR")` raises a `TypeError` because `amount` is annotated as `int`' },
        {
          id: 'e',
          text: 'If a field held a list, `frozen=True` would also stop that list from being changed',
        },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'A dataclass generates `__eq__` comparing fields; with `frozen=True` it also forbids assignment (`FrozenInstanceError`) and generates `__hash__`. Annotations are not checked at runtime, and freezing is shallow: a list inside can still be mutated.',
    },
    {
      key: 'python.cpu-bound-parallelism',
      type: 'single_choice',
      topic: TOOLING,
      difficulty: 3,
      prompt:
        'A pure-Python function scores 10 000 documents and is CPU-bound. On an 8-core machine with the standard (GIL) CPython, what speeds it up?',
      options: [
        { id: 'a', text: '`concurrent.futures.ProcessPoolExecutor`, running batches in several processes' },
        { id: 'b', text: '`concurrent.futures.ThreadPoolExecutor` with 8 threads' },
        { id: 'c', text: 'Rewriting it with `async def` and `asyncio.gather`' },
        { id: 'd', text: 'Nothing can run Python code on more than one core' },
      ],
      correct: 'a',
      explanation:
        'The global interpreter lock lets only one thread run Python bytecode at a time, so threads and asyncio help with waiting (I/O), not with computation. Separate processes each have their own interpreter and can use all cores.',
    },
    {
      key: 'python.with-closes',
      type: 'single_choice',
      topic: ERRORS,
      difficulty: 1,
      prompt: 'Which form guarantees that the file is closed even if `process(line)` raises an exception?',
      options: [
        { id: 'a', text: '`with open(path) as f:` followed by the loop inside the block' },
        { id: 'b', text: '`f = open(path)`, the loop, then `f.close()`' },
        { id: 'c', text: '`for line in open(path):` with no explicit close' },
        { id: 'd', text: '`f = open(path)` inside `if f:`' },
      ],
      correct: 'a',
      explanation:
        "A `with` block calls the file's `__exit__` however the block ends, including by an exception. In the second form, an exception skips `close()`; the third relies on garbage collection to close it eventually.",
    },
    {
      key: 'python.practice-slicing',
      type: 'single_choice',
      topic: DATA_TYPES,
      difficulty: 1,
      practice: true,
      prompt: "What is `'python'[1:4]`?",
      options: [
        { id: 'a', text: "`'yth'`" },
        { id: 'b', text: "`'pyth'`" },
        { id: 'c', text: "`'ytho'`" },
      ],
      correct: 'a',
      explanation: 'A slice `[start:stop]` includes `start` and stops before `stop`: indexes 1, 2 and 3.',
    },

    // ---- Ordering ----
    {
      key: 'python.order-mro',
      type: 'ordering',
      topic: CLASSES,
      difficulty: 3,
      prompt: `Order the classes as they appear in \`D.__mro__\` (where attribute lookup searches first to last).

~~~python
class A: ...
class B(A): ...
class C(A): ...
class D(B, C): ...
~~~`,
      steps: [
        { id: 'd', text: '`D`' },
        { id: 'b', text: '`B`' },
        { id: 'c', text: '`C`' },
        { id: 'a', text: '`A`' },
        { id: 'object', text: '`object`' },
      ],
      explanation:
        'The C3 linearisation keeps each class before its bases and the bases in the order they are listed, so both `B` and `C` come before their shared base `A`, and `object` is last. This is also the order `super()` follows.',
    },
    {
      key: 'python.order-project-setup',
      type: 'ordering',
      topic: TOOLING,
      difficulty: 1,
      prompt:
        'You cloned a Python service. Order the steps to run its tests in an isolated environment on Linux.',
      steps: [
        { id: 'venv', text: '`python -m venv .venv`' },
        { id: 'activate', text: '`source .venv/bin/activate`' },
        { id: 'install', text: '`pip install -r requirements.txt`' },
        { id: 'test', text: '`pytest`' },
      ],
      explanation:
        'Create the virtual environment, activate it so `pip` and `python` refer to it, install the dependencies into it, then run the tests with them.',
    },

    // ---- Short answer ----
    {
      key: 'python.print-default-list',
      type: 'short_answer',
      topic: FUNCTIONS,
      difficulty: 2,
      prompt: `What does this print?

~~~python
def remember(value, seen=[]):
    seen.append(value)
    return seen

remember('a')
remember('b', [])
print(remember('c'))
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 60,
      answer: { mode: 'exact', accept: ["['a', 'c']", "['a','c']", '["a", "c"]'] },
      explanation:
        'The first and third calls use the same default list, created once when the function was defined. The second call passed its own list, so `b` went there.',
    },
    {
      key: 'python.print-exhausted-generator',
      type: 'short_answer',
      topic: ITERATION,
      difficulty: 2,
      prompt: `What does this print?

~~~python
squares = (n * n for n in range(4))
print(sum(squares), sum(squares))
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['14 0', '14, 0', '14,0'] },
      explanation:
        'The first `sum` consumes the generator (0 + 1 + 4 + 9 = 14). A generator cannot be rewound, so the second `sum` sees no values and returns 0. Use a list if you need the values twice.',
    },
    {
      key: 'python.explain-gil-threads',
      type: 'short_answer',
      topic: TOOLING,
      difficulty: 2,
      prompt:
        'A colleague used `threading` to speed up a CPU-heavy pure-Python calculation and saw no gain. In one or two sentences: why, and what would you use instead?',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'The GIL lets only one thread execute Python code at a time',
            points: 1,
            anyOf: ['gil', 'global interpreter lock', 'one thread at a time', 'only one thread'],
          },
          {
            description: 'Use multiple processes (or native code that releases the GIL)',
            points: 1,
            anyOf: ['multiprocessing', 'process', 'c extension', 'numpy', 'native code', 'releases the gil'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'In standard CPython the global interpreter lock allows one thread to run Python bytecode at a time, so CPU-bound threads take turns. `multiprocessing` or `ProcessPoolExecutor` runs work in separate processes on separate cores (or move the hot loop into native code such as NumPy).',
    },
    {
      key: 'python.explain-context-manager',
      type: 'short_answer',
      topic: ERRORS,
      difficulty: 1,
      prompt:
        'What does `with lock:` (or `with open(path) as f:`) guarantee that calling `acquire()`/`release()` (or `open()`/`close()`) by hand does not? One or two sentences.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'The cleanup happens even when the block raises an exception (or returns early)',
            points: 1,
            anyOf: ['exception', 'error', 'even if', 'even when', 'always', 'no matter', 'however'],
          },
          {
            description: 'Names the mechanism or effect: __exit__ releases/closes the resource',
            points: 1,
            anyOf: ['__exit__', 'exit', 'released', 'release', 'closed', 'close', 'clean'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        "The `with` statement calls the context manager's `__exit__` however the block ends (normally, by `return`, or by an exception), so the lock is released or the file closed. Manual pairs skip the cleanup when something in between raises.",
    },
    {
      key: 'python.practice-floor-division',
      type: 'short_answer',
      topic: DATA_TYPES,
      difficulty: 1,
      practice: true,
      prompt: `What does this print?

~~~python
print(7 // 2, -7 // 2)
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['3 -4', '3, -4', '3,-4'] },
      explanation:
        '`//` is floor division: it rounds toward negative infinity, so `-3.5` becomes `-4`, not `-3`.',
    },

    // ---- Coding ----
    {
      key: 'python.top-words',
      type: 'coding',
      topic: DATA_TYPES,
      difficulty: 2,
      title: 'Most frequent words',
      prompt: `Write \`top_words(text, n)\`, which returns the \`n\` most frequent words in \`text\` as \`[word, count]\`
pairs, for a tag cloud.

- A word is a maximal run of characters for which \`str.isalnum()\` is true; everything else (spaces,
  punctuation, apostrophes, underscores) separates words. So \`don't\` is the two words \`don\` and \`t\`.
- Words are compared in lower case (\`str.lower()\`), and returned in lower case.
- Sort by count, highest first; break ties alphabetically (plain string order).
- If there are fewer than \`n\` distinct words, return them all.

~~~python
top_words("the cat and the hat", 2)  # [["the", 2], ["and", 1]]
~~~`,
      languages: ['python'],
      entry: { python: 'top_words' },
      starter: {
        python: String.raw`def top_words(text: str, n: int) -> list[list]:
    """Return the n most frequent words as [word, count], ties in alphabetical order."""
    pass
`,
      },
      samples: [
        {
          name: 'simple sentence',
          args: ['the cat and the hat', 2],
          expected: [
            ['the', 2],
            ['and', 1],
          ],
        },
        {
          name: 'case and punctuation',
          args: ['Go, go, GO! Rust? rust.', 5],
          expected: [
            ['go', 3],
            ['rust', 2],
          ],
        },
      ],
      hidden: [
        { name: 'empty text', args: ['', 3], expected: [] },
        { name: 'only punctuation', args: ['... !!! ,,,', 3], expected: [] },
        { name: 'n is zero', args: ['a b c', 0], expected: [] },
        {
          name: 'ties alphabetical',
          args: ['pear apple fig apple pear fig kiwi', 3],
          expected: [
            ['apple', 2],
            ['fig', 2],
            ['pear', 2],
          ],
        },
        {
          name: 'apostrophes and underscores split',
          args: ["don't stop snake_case don", 10],
          expected: [
            ['don', 2],
            ['case', 1],
            ['snake', 1],
            ['stop', 1],
            ['t', 1],
          ],
        },
        {
          name: 'digits are part of words',
          args: ['python3 python 3 python3 2024', 2],
          expected: [
            ['python3', 2],
            ['2024', 1],
          ],
        },
        {
          name: 'unicode letters',
          args: ['Café café CAFÉ naïve Zürich zürich', 3],
          expected: [
            ['café', 3],
            ['zürich', 2],
            ['naïve', 1],
          ],
        },
        {
          name: 'non-latin scripts',
          args: ['привет мир привет 世界', 3],
          expected: [
            ['привет', 2],
            ['мир', 1],
            ['世界', 1],
          ],
        },
        {
          name: 'newlines and tabs',
          args: ['one\ttwo\nthree\r\ntwo', 1],
          expected: [['two', 2]],
        },
        {
          name: 'large text',
          args: [Array.from({ length: 500 }, (_, i) => (i % 5 === 0 ? 'alpha' : 'beta')).join(' '), 5],
          expected: [
            ['beta', 400],
            ['alpha', 100],
          ],
        },
      ],
      reference: {
        python: String.raw`from collections import Counter


def top_words(text: str, n: int) -> list[list]:
    counts: Counter[str] = Counter()
    current: list[str] = []
    for character in text:
        if character.isalnum():
            current.append(character)
        elif current:
            counts["".join(current).lower()] += 1
            current = []
    if current:
        counts["".join(current).lower()] += 1
    ranked = sorted(counts.items(), key=lambda pair: (-pair[1], pair[0]))
    return [[word, count] for word, count in ranked[:n]]
`,
      },
      explanation:
        'Count with a `Counter` (or a dict), then sort once with a key of `(-count, word)`: the negative count puts the most frequent first, and the word breaks ties in alphabetical order. `Counter.most_common` alone is not enough, because it orders ties by first appearance rather than alphabetically.',
    },
    {
      key: 'python.flatten-dict',
      type: 'coding',
      topic: ITERATION,
      difficulty: 2,
      title: 'Flatten nested settings',
      prompt: `Write \`flatten(data, sep=".")\`, which turns nested dictionaries into one flat dictionary, for writing
settings to a key-value store.

- Keys of nested dictionaries are joined with \`sep\`: \`{"db": {"host": "x"}}\` becomes \`{"db.host": "x"}\`.
- Values that are not dictionaries (numbers, strings, booleans, \`None\`, lists) are kept as they are; lists are
  **not** flattened.
- An empty nested dictionary is kept as \`{}\` under its path, so no setting disappears.
- Do not change the input.

~~~python
flatten({"db": {"host": "localhost", "port": 5432}, "debug": False})
# {"db.host": "localhost", "db.port": 5432, "debug": False}
~~~`,
      languages: ['python'],
      entry: { python: 'flatten' },
      starter: {
        python: String.raw`def flatten(data: dict, sep: str = ".") -> dict:
    """Join nested keys with sep; keep lists and other values as they are."""
    pass
`,
      },
      samples: [
        {
          name: 'two levels',
          args: [{ db: { host: 'localhost', port: 5432 }, debug: false }],
          expected: { 'db.host': 'localhost', 'db.port': 5432, debug: false },
        },
        {
          name: 'custom separator',
          args: [{ a: { b: { c: 1 } } }, '/'],
          expected: { 'a/b/c': 1 },
        },
      ],
      hidden: [
        { name: 'empty', args: [{}], expected: {} },
        { name: 'already flat', args: [{ a: 1, b: 'two', c: null }], expected: { a: 1, b: 'two', c: null } },
        {
          name: 'lists kept whole',
          args: [{ hosts: ['a', 'b'], retry: { codes: [500, 503], backoff: [{ ms: 100 }] } }],
          expected: { hosts: ['a', 'b'], 'retry.codes': [500, 503], 'retry.backoff': [{ ms: 100 }] },
        },
        {
          name: 'empty nested dict kept',
          args: [{ cache: {}, log: { sinks: {} } }],
          expected: { cache: {}, 'log.sinks': {} },
        },
        {
          name: 'deep nesting',
          args: [{ a: { b: { c: { d: { e: { f: 'deep' } } } } } }],
          expected: { 'a.b.c.d.e.f': 'deep' },
        },
        {
          name: 'falsy values kept',
          args: [{ flags: { on: false, count: 0, name: '', nothing: null } }],
          expected: { 'flags.on': false, 'flags.count': 0, 'flags.name': '', 'flags.nothing': null },
        },
        {
          name: 'unicode keys',
          args: [{ größe: { höhe: 2 }, 名前: { 姓: '山田' } }, '→'],
          expected: { 'größe→höhe': 2, '名前→姓': '山田' },
        },
        {
          name: 'multi-character separator',
          args: [{ service: { api: { timeout: 30 } } }, '__'],
          expected: { service__api__timeout: 30 },
        },
        {
          name: 'siblings at several depths',
          args: [{ a: 1, b: { c: 2, d: { e: 3 }, f: 4 }, g: { h: { i: 5 } } }],
          expected: { a: 1, 'b.c': 2, 'b.d.e': 3, 'b.f': 4, 'g.h.i': 5 },
        },
      ],
      reference: {
        python: String.raw`def flatten(data: dict, sep: str = ".") -> dict:
    flat: dict = {}

    def walk(node: dict, prefix: str) -> None:
        for key, value in node.items():
            path = f"{prefix}{sep}{key}" if prefix else key
            if isinstance(value, dict) and value:
                walk(value, path)
            elif isinstance(value, dict):
                flat[path] = {}
            else:
                flat[path] = value

    walk(data, "")
    return flat
`,
      },
      explanation:
        'Walk the dictionary recursively, carrying the path so far. Recurse only into non-empty dictionaries; an empty one has no leaves, so it is written as `{}` to keep the setting. Building a new dictionary leaves the input untouched.',
    },
    {
      key: 'python.practice-unique-emails',
      type: 'coding',
      topic: DATA_TYPES,
      difficulty: 1,
      practice: true,
      title: 'Unique email addresses',
      prompt: `Write \`unique_emails(emails)\`, which cleans a list of email addresses from a sign-up export: trim spaces,
lower-case, drop empty entries, and keep only the first occurrence of each address, in the original order.

~~~python
unique_emails([" Ada@Example.com", "bob@example.com", "ada@example.com "])
# ["ada@example.com", "bob@example.com"]
~~~`,
      languages: ['python'],
      entry: { python: 'unique_emails' },
      starter: {
        python: String.raw`def unique_emails(emails: list[str]) -> list[str]:
    """Trimmed, lower-case, first occurrence only, original order."""
    pass
`,
      },
      samples: [
        {
          name: 'duplicates by case and spaces',
          args: [[' Ada@Example.com', 'bob@example.com', 'ada@example.com ']],
          expected: ['ada@example.com', 'bob@example.com'],
        },
        { name: 'empty entries dropped', args: [['', '  ', 'x@y.z']], expected: ['x@y.z'] },
      ],
      hidden: [
        { name: 'empty list', args: [[]], expected: [] },
        { name: 'single', args: [['a@b.c']], expected: ['a@b.c'] },
        {
          name: 'order kept',
          args: [['c@x.io', 'a@x.io', 'b@x.io']],
          expected: ['c@x.io', 'a@x.io', 'b@x.io'],
        },
        { name: 'all the same', args: [['A@X.IO', 'a@x.io', ' a@X.io ']], expected: ['a@x.io'] },
        { name: 'tabs and newlines trimmed', args: [['\tz@x.io\n', 'z@x.io']], expected: ['z@x.io'] },
        {
          name: 'unicode local part',
          args: [['Zoë@Example.de', 'zoë@example.de']],
          expected: ['zoë@example.de'],
        },
        {
          name: 'plus addresses are different',
          args: [['a+jobs@x.io', 'a@x.io']],
          expected: ['a+jobs@x.io', 'a@x.io'],
        },
        {
          name: 'many duplicates',
          args: [Array.from({ length: 300 }, (_, i) => `user${i % 3}@x.io`)],
          expected: ['user0@x.io', 'user1@x.io', 'user2@x.io'],
        },
      ],
      reference: {
        python: String.raw`def unique_emails(emails: list[str]) -> list[str]:
    seen: set[str] = set()
    result: list[str] = []
    for raw in emails:
        email = raw.strip().lower()
        if email and email not in seen:
            seen.add(email)
            result.append(email)
    return result
`,
      },
      explanation:
        'A set gives constant-time "seen before?" checks while a list keeps the order; `dict.fromkeys(cleaned)` is a compact alternative because dicts keep insertion order.',
    },
  ],
};
