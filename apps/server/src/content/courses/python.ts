import { bankItem } from './bank.ts';
import type { SeedCourse } from './types.ts';

export const PYTHON_COURSE: SeedCourse = {
  key: 'python-practical',
  title: 'Practical Python: data structures and clean functions',
  summary:
    'Lists, dicts and sets for real data, comprehensions, functions with clear contracts, and the pitfalls that bite in production.',
  description: `Python is the language of data pipelines, automation and many web back ends. This course focuses on the
everyday skills that separate scripts that work once from code a team can maintain: choosing the right data
structure, writing comprehensions that stay readable, giving functions clear inputs and outputs, and avoiding the
mutable-default and copying traps.

**You need:** basic programming in any language. Examples use Python 3.11+.`,
  level: 'beginner',
  skills: ['python'],
  outcomes: [
    'Choose between lists, tuples, dicts and sets by what you need to do with the data',
    'Write comprehensions and know when a loop reads better',
    'Write functions with type hints, defaults and clear return values',
    'Avoid mutable default arguments and accidental shared references',
  ],
  publishedDaysAgo: 15,
  modules: [
    {
      title: 'Data structures for real data',
      summary: 'The four built-in collections and what each is good at.',
      lessons: [
        {
          kind: 'text',
          title: 'Lists, tuples, dicts and sets',
          minutes: 14,
          preview: true,
          body: `# Lists, tuples, dicts and sets

Choosing the right collection makes code shorter and faster.

| Need | Use | Lookup by value |
| --- | --- | --- |
| An ordered sequence you change | \`list\` | slow (scans) |
| A fixed record, or a dict key made of several parts | \`tuple\` | slow |
| Values by key | \`dict\` | fast |
| Unique values, membership tests | \`set\` | fast |

## Lists

~~~python
scores = [72, 95, 88]
scores.append(61)
scores.sort(reverse=True)      # sorts in place, returns None
top = sorted(scores)[:3]       # sorted() returns a new list
~~~

\`x in some_list\` checks every element: fine for ten items, slow for a hundred thousand inside a loop.

## Dicts

~~~python
ages = {"ada": 36, "bob": 29}
ages["cyd"] = 41
ages.get("dan")                # None instead of a KeyError
ages.get("dan", 0)             # 0

for name, age in ages.items():
    print(f"{name}: {age}")
~~~

Dicts keep insertion order (guaranteed since Python 3.7). Counting and grouping are so common that the standard
library has helpers:

~~~python
from collections import Counter, defaultdict

Counter(["api", "db", "api"]).most_common(1)   # [('api', 2)]

by_team = defaultdict(list)
for person in people:
    by_team[person["team"]].append(person["name"])
~~~

## Sets

~~~python
seen = set()
for email in emails:
    if email in seen:           # fast, whatever the size
        continue
    seen.add(email)

{"a", "b"} & {"b", "c"}         # {'b'}  intersection
{"a", "b"} | {"b", "c"}         # union
~~~

Sets are unordered: if you need the first occurrence of each value **in order**, keep a set for membership and a
list for the result — exactly what the exercise in this course asks for.

## Tuples

A tuple is an immutable sequence, handy for fixed records and multi-part keys:

~~~python
point = (52.52, 13.40)
distances = {("BER", "LIS"): 2313, ("BER", "NBO"): 6353}
~~~`,
        },
        {
          kind: 'text',
          title: 'Comprehensions and generator expressions',
          minutes: 10,
          body: `# Comprehensions and generator expressions

A comprehension builds a collection from another in one expression:

~~~python
emails = [u["email"].lower() for u in users if u["active"]]
by_id = {u["id"]: u for u in users}
domains = {e.split("@")[1] for e in emails}
~~~

Read it left to right as "the value, for each item, if the condition".

## Keep them readable

One \`for\` and one \`if\` read well. Nested loops and conditions inside a comprehension quickly do not:

~~~python
# Hard to read
pairs = [(a, b) for a in xs if a > 0 for b in ys if b != a and b % a == 0]

# A loop says the same with room for names and comments
pairs = []
for a in xs:
    if a <= 0:
        continue
    for b in ys:
        if b != a and b % a == 0:
            pairs.append((a, b))
~~~

## Generators: one item at a time

Round brackets make a **generator expression**. It produces items lazily, so it uses almost no memory:

~~~python
total = sum(order["total"] for order in orders)          # no list built
big = any(line.startswith("ERROR") for line in open("app.log"))  # stops at the first match
~~~

Pass a generator straight to \`sum\`, \`any\`, \`all\`, \`max\`, \`min\`, \`"".join\` — anything that consumes
an iterable once. A generator is exhausted after one pass; turn it into a list if you need it twice.`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: data structures',
          minutes: 5,
          body: 'Four questions on collections and comprehensions.',
          items: [
            {
              type: 'single_choice',
              prompt:
                'You check whether each of 100,000 incoming ids was already seen. Which structure holds the seen ids?',
              options: ['A list', 'A set', 'A tuple', 'A string'],
              correct: [1],
              explanation: 'Membership tests in a set take constant time; a list is scanned every time.',
            },
            {
              type: 'single_choice',
              prompt: 'What does `scores.sort()` return?',
              options: ['The sorted list', '`None`', 'A new sorted copy'],
              correct: [1],
              explanation: '`list.sort()` sorts in place and returns `None`; `sorted()` returns a new list.',
            },
            {
              type: 'short_answer',
              prompt:
                'Which method of a dict returns a default instead of raising `KeyError` for a missing key?',
              accepted: ['get', '.get', 'get()', 'dict.get'],
              explanation: '`d.get(key, default)`.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these build no intermediate list?',
              options: [
                '`sum(x * 2 for x in xs)`',
                '`sum([x * 2 for x in xs])`',
                '`any(line.startswith("E") for line in lines)`',
              ],
              correct: [0, 2],
              explanation: 'Round brackets make a generator expression, consumed item by item.',
            },
          ],
        },
      ],
    },
    {
      title: 'Functions that stay clean',
      summary: 'Clear contracts, type hints, and the traps of defaults and references.',
      lessons: [
        {
          kind: 'text',
          title: 'Functions, type hints and the mutable default trap',
          minutes: 14,
          body: `# Functions, type hints and the mutable default trap

A good function takes what it needs as parameters, returns its result, and changes nothing else.

~~~python
def net_price(gross: float, vat_rate: float = 0.19) -> float:
    """The price without VAT, rounded to cents."""
    return round(gross / (1 + vat_rate), 2)
~~~

Type hints are not checked when the code runs, but editors and \`mypy\`/\`pyright\` use them to catch mistakes, and
they document the contract.

## The mutable default argument

Default values are evaluated **once**, when the function is defined — not on every call:

~~~python
def add_tag(tag: str, tags: list[str] = []) -> list[str]:   # ✗
    tags.append(tag)
    return tags

add_tag("a")   # ['a']
add_tag("b")   # ['a', 'b']  ← the same list, shared between calls
~~~

Use \`None\` and create the list inside:

~~~python
def add_tag(tag: str, tags: list[str] | None = None) -> list[str]:   # ✓
    tags = [] if tags is None else list(tags)
    tags.append(tag)
    return tags
~~~

## Names are references

Assignment never copies:

~~~python
a = [1, 2]
b = a
b.append(3)
a              # [1, 2, 3]
~~~

\`list(a)\`, \`a.copy()\` and \`a[:]\` make shallow copies; \`copy.deepcopy\` copies nested structures too. A function
that receives a list and changes it changes the caller's list: copy first, or document that it mutates.

## Keyword-only arguments

A \`*\` in the parameter list forces the rest to be named at the call site, which makes calls with several flags
readable:

~~~python
def export(rows, *, include_header: bool = True, delimiter: str = ","): ...

export(rows, include_header=False)   # clear
export(rows, False)                  # TypeError: the flag must be named
~~~

## Normalise at the edges

Data from users and files is messy: spaces, capitals, empty values. Clean it once, where it enters, with a small
function — trim, lower-case, drop empties, de-duplicate — and the rest of the code can trust it. That is the
exercise that follows.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: unique email addresses',
          minutes: 15,
          body: `Clean an export of sign-up emails: trim, lower-case, drop empty entries, keep the first occurrence of each in
the original order. A set answers "seen before?" quickly; a list keeps the order. The code runs in Python 3 in the
sandbox (the first run takes a few seconds while Python starts).`,
          bankItem: bankItem('python.practice-unique-emails'),
        },
        {
          kind: 'quiz',
          title: 'Final quiz: Practical Python',
          minutes: 10,
          isFinal: true,
          body: 'Seven questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'Why is `def f(items=[])` a problem?',
              options: [
                'Lists are not allowed as defaults',
                'The default list is created once and shared by every call that does not pass one',
                'It makes the function slower',
              ],
              correct: [1],
              explanation:
                'Defaults are evaluated once at definition time; use `None` and create the list inside.',
            },
            {
              type: 'single_choice',
              prompt: 'After `a = [1, 2]; b = a; b.append(3)`, what is `a`?',
              options: ['`[1, 2]`', '`[1, 2, 3]`', 'An error'],
              correct: [1],
              explanation: 'Assignment binds another name to the same list.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which make a shallow copy of the list `a`?',
              options: ['`a.copy()`', '`list(a)`', '`a[:]`', '`b = a`'],
              correct: [0, 1, 2],
              explanation: '`b = a` copies nothing; the other three make a new list with the same elements.',
            },
            {
              type: 'single_choice',
              prompt: 'Which collection keeps insertion order and maps keys to values?',
              options: ['`set`', '`dict`', '`frozenset`'],
              correct: [1],
              explanation: 'Dicts keep insertion order since Python 3.7.',
            },
            {
              type: 'short_answer',
              prompt:
                'Which class in `collections` counts hashable items, e.g. `___(["a", "b", "a"])["a"] == 2`?',
              accepted: ['Counter', 'collections.Counter'],
              explanation: '`Counter` also gives `most_common(n)`.',
            },
            {
              type: 'single_choice',
              prompt: 'In `def export(rows, *, header=True)`, what does the `*` do?',
              options: [
                'Collects extra positional arguments',
                'Makes the parameters after it keyword-only',
                'Marks the function as a generator',
              ],
              correct: [1],
              explanation: 'Parameters after a bare `*` must be passed by name.',
            },
            {
              type: 'ordering',
              prompt: 'Order the steps to clean one email address from an export:',
              steps: [
                'Trim the spaces',
                'Lower-case it',
                'Skip it if empty',
                'Skip it if already seen, else keep it',
              ],
              explanation:
                'Normalise first, so "Ada@X.com " and "ada@x.com" are recognised as the same address.',
            },
          ],
        },
      ],
    },
  ],
};
