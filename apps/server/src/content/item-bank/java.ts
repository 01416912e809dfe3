import type { BankTest } from './types.ts';

const OBJECTS = 'Object model and equality';
const COLLECTIONS = 'Collections';
const GENERICS = 'Generics and types';
const CONCURRENCY = 'Concurrency';
const ERRORS = 'Exceptions and resources';
const MODERN = 'Modern Java and tooling';

export const JAVA_TEST: BankTest = {
  slug: 'java',
  skillSlug: 'java',
  title: 'Java',
  category: 'languages',
  summary:
    'Core Java for backend work: equality and hashing, collections, generics, concurrency, exceptions and modern language features.',
  description: `Checks the core Java (17 and later) a backend engineer relies on: \`equals\` and \`hashCode\`,
choosing and using collections, generics and type erasure, thread safety, exceptions and resource handling, and
records and \`Optional\`.

Each form has multiple-choice questions, one ordering task, two short answers (reading Java code and saying what
it prints, or explaining a behaviour in a sentence or two) and one coding task. The platform cannot run Java, so
the coding task is a general algorithmic problem of the kind backend services meet, and **may be solved in any of
the three languages the platform runs: Python, JavaScript or TypeScript**. Frameworks (Spring, Jakarta EE) and
build-tool configuration are not covered.`,
  timeLimitMinutes: 40,
  topics: [OBJECTS, COLLECTIONS, GENERICS, CONCURRENCY, ERRORS, MODERN],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'java.equals-hashcode-contract',
      type: 'single_choice',
      topic: OBJECTS,
      difficulty: 1,
      prompt:
        'A class overrides `equals` so that two instances with the same `id` are equal. What else must it do?',
      options: [
        { id: 'a', text: 'Override `hashCode` so that equal objects return the same hash code' },
        { id: 'b', text: 'Implement `Comparable` so that equal objects compare as 0' },
        { id: 'c', text: 'Override `toString` so that equal objects print the same' },
        { id: 'd', text: 'Nothing: `hashCode` is derived from `equals` automatically' },
      ],
      correct: 'a',
      explanation:
        'Hash-based collections first pick a bucket by `hashCode`, then compare with `equals`. If equal objects can have different hash codes, a `HashSet` keeps duplicates and a `HashMap` lookup misses. The contract: equal objects must have equal hash codes.',
    },
    {
      key: 'java.string-equality',
      type: 'single_choice',
      topic: OBJECTS,
      difficulty: 1,
      prompt: 'How should two `String` values read from different requests be compared for the same text?',
      options: [
        { id: 'a', text: '`a.equals(b)` (or `Objects.equals(a, b)` when either may be `null`)' },
        { id: 'b', text: '`a == b`' },
        { id: 'c', text: '`a.hashCode() == b.hashCode()`' },
        { id: 'd', text: '`a.compareTo(b) == 1`' },
      ],
      correct: 'a',
      explanation:
        '`==` compares references, which happens to work for some literals (they are interned) but not for strings built at runtime. Equal hash codes do not imply equal strings, and `compareTo` returns 0 for equal strings.',
    },
    {
      key: 'java.list-choice',
      type: 'single_choice',
      topic: COLLECTIONS,
      difficulty: 2,
      prompt:
        'A service keeps a large list that is mostly read by index (`get(i)`) and appended to at the end. Which implementation fits best?',
      options: [
        { id: 'a', text: '`ArrayList`' },
        { id: 'b', text: '`LinkedList`' },
        { id: 'c', text: '`TreeSet`' },
        { id: 'd', text: '`Vector`' },
      ],
      correct: 'a',
      explanation:
        '`ArrayList` gives constant-time `get(i)` and amortised constant-time appends, with compact memory. `LinkedList` must walk nodes for `get(i)`; `TreeSet` is not a list and drops duplicates; `Vector` synchronises every call for no benefit here.',
    },
    {
      key: 'java.concurrent-modification',
      type: 'single_choice',
      topic: COLLECTIONS,
      difficulty: 2,
      prompt: `What happens when this runs (one thread only)?

~~~java
List<String> names = new ArrayList<>(List.of("ana", "bo", "cy"));
for (String name : names) {
    if (name.length() < 3) {
        names.remove(name);
    }
}
~~~`,
      options: [
        {
          id: 'a',
          text: 'It can throw `ConcurrentModificationException`; use `names.removeIf(n -> n.length() < 3)` instead',
        },
        { id: 'b', text: 'It always works, because only one thread is involved' },
        { id: 'c', text: 'It does not compile: lists cannot be changed inside a for-each loop' },
        { id: 'd', text: 'It silently removes every element' },
      ],
      correct: 'a',
      explanation:
        'The for-each loop uses an iterator that fails fast when the list is structurally modified behind its back, even from the same thread. Remove through the iterator (`it.remove()`) or use `removeIf`.',
    },
    {
      key: 'java.type-erasure',
      type: 'multiple_choice',
      topic: GENERICS,
      difficulty: 3,
      prompt: 'Because Java generics are implemented by type erasure, which statements are true?',
      options: [
        { id: 'a', text: 'Inside `class Box<T>`, `new T()` does not compile' },
        {
          id: 'b',
          text: 'Given `Object value`, `value instanceof List<String>` does not compile',
        },
        {
          id: 'c',
          text: '`new ArrayList<String>().getClass() == new ArrayList<Integer>().getClass()` is `true`',
        },
        { id: 'd', text: 'Every `add` to a `List<String>` is checked at runtime against `String`' },
        { id: 'e', text: 'Primitive types can be type arguments, as in `List<int>`' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Type arguments are checked by the compiler and then erased, so at runtime there is one `ArrayList` class and no `T` to instantiate or test. Nothing checks adds at runtime (raw types can smuggle in wrong values), and type arguments must be reference types (`List<Integer>`).',
    },
    {
      key: 'java.volatile-counter',
      type: 'single_choice',
      topic: CONCURRENCY,
      difficulty: 3,
      prompt:
        'Several threads run `hits++` on a field declared `private volatile int hits;`. Is the final count reliable?',
      options: [
        {
          id: 'a',
          text: 'No: `volatile` makes writes visible but `++` is a read-modify-write, so updates can be lost; use `AtomicInteger` or a lock',
        },
        { id: 'b', text: 'Yes: `volatile` makes every operation on the field atomic' },
        { id: 'c', text: 'Yes, as long as there are fewer threads than CPU cores' },
        { id: 'd', text: 'No, and the JVM throws an exception when two threads write at once' },
      ],
      correct: 'a',
      explanation:
        'Two threads can read the same value, both add one, and both write it back. `volatile` guarantees visibility and ordering, not atomicity. `AtomicInteger.incrementAndGet()`, `LongAdder` or `synchronized` make the increment safe.',
    },
    {
      key: 'java.try-with-resources',
      type: 'single_choice',
      topic: ERRORS,
      difficulty: 2,
      prompt: `In what order are the resources closed, and when?

~~~java
try (Connection conn = dataSource.getConnection();
     PreparedStatement stmt = conn.prepareStatement(sql)) {
    // use stmt
}
~~~`,
      options: [
        { id: 'a', text: '`stmt` then `conn`, whether the block finishes normally or throws' },
        { id: 'b', text: '`conn` then `stmt`, only when the block finishes normally' },
        { id: 'c', text: '`stmt` then `conn`, only when the block throws' },
        { id: 'd', text: 'They are closed later by the garbage collector' },
      ],
      correct: 'a',
      explanation:
        'Resources are closed in the reverse order of their declaration (a statement before the connection it came from), always. An exception thrown while closing is attached to the original one as a suppressed exception rather than replacing it.',
    },
    {
      key: 'java.checked-exceptions',
      type: 'multiple_choice',
      topic: ERRORS,
      difficulty: 2,
      prompt: 'Which of these are **checked** exceptions (they must be caught or declared with `throws`)?',
      options: [
        { id: 'a', text: '`java.io.IOException`' },
        { id: 'b', text: '`java.lang.InterruptedException`' },
        { id: 'c', text: '`java.lang.NullPointerException`' },
        { id: 'd', text: '`java.lang.IllegalArgumentException`' },
        { id: 'e', text: '`java.lang.ArithmeticException`' },
      ],
      correct: ['a', 'b'],
      explanation:
        'Checked exceptions extend `Exception` but not `RuntimeException`. `NullPointerException`, `IllegalArgumentException` and `ArithmeticException` are runtime exceptions: they signal programming errors and need no declaration.',
    },
    {
      key: 'java.optional-use',
      type: 'single_choice',
      topic: MODERN,
      difficulty: 2,
      prompt: 'Where is `Optional<T>` intended to be used?',
      options: [
        { id: 'a', text: 'As the return type of a method whose result may be absent, such as `findByEmail`' },
        { id: 'b', text: 'As the type of every field that may be null in an entity' },
        { id: 'c', text: 'As a method parameter, so callers can pass "no value"' },
        { id: 'd', text: 'In place of every `null` check in the code base' },
      ],
      correct: 'a',
      explanation:
        '`Optional` was designed as a return type that makes "no result" explicit and pushes the caller to handle it. It is not serialisable, adds an allocation, and is awkward as a field or parameter (an overload or a nullable parameter is clearer).',
    },
    {
      key: 'java.records',
      type: 'multiple_choice',
      topic: MODERN,
      difficulty: 2,
      prompt: 'Which statements about `record Point(int x, int y) {}` are true?',
      options: [
        { id: 'a', text: 'It gets `equals`, `hashCode` and `toString` based on `x` and `y`' },
        {
          id: 'b',
          text: 'Its fields are `final`; there are accessor methods `x()` and `y()` but no setters',
        },
        { id: 'c', text: 'A compact constructor can validate the arguments, e.g. reject negative values' },
        { id: 'd', text: 'It can extend another class, like `record Point(int x, int y) extends Shape`' },
        { id: 'e', text: 'Its accessor methods are named `getX()` and `getY()`' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Records are shallowly immutable data carriers: final fields, accessors named after the components, and generated `equals`/`hashCode`/`toString`. They implicitly extend `java.lang.Record`, so they cannot extend another class (they can implement interfaces).',
    },
    {
      key: 'java.practice-final-reference',
      type: 'single_choice',
      topic: OBJECTS,
      difficulty: 1,
      practice: true,
      prompt: `Does this compile?

~~~java
final List<String> tags = new ArrayList<>();
tags.add("java");
~~~`,
      options: [
        { id: 'a', text: 'Yes: `final` stops `tags` from being reassigned, not the list from being changed' },
        { id: 'b', text: 'No: a `final` list cannot be modified' },
        { id: 'c', text: 'It compiles, but `add` throws `UnsupportedOperationException`' },
      ],
      correct: 'a',
      explanation:
        '`final` applies to the variable. For a list that cannot change, use `List.of(...)` or `Collections.unmodifiableList(...)`.',
    },

    // ---- Ordering ----
    {
      key: 'java.order-class-initialisation',
      type: 'ordering',
      topic: OBJECTS,
      difficulty: 3,
      prompt: `The first time the program creates a \`Child\`, in what order are these lines printed?

~~~java
class Parent {
    static { System.out.println("Parent static"); }
    Parent() { System.out.println("Parent constructor"); }
}

class Child extends Parent {
    static { System.out.println("Child static"); }
    Child() { System.out.println("Child constructor"); }
}

// elsewhere, the first use of either class:
new Child();
~~~`,
      steps: [
        { id: 'parent-static', text: '`Parent static`' },
        { id: 'child-static', text: '`Child static`' },
        { id: 'parent-constructor', text: '`Parent constructor`' },
        { id: 'child-constructor', text: '`Child constructor`' },
      ],
      explanation:
        'Classes are initialised before first use, a superclass before its subclass, so both static blocks run first. Then the object is constructed: every constructor starts by calling its superclass constructor, so `Parent()` finishes before the body of `Child()` runs.',
    },
    {
      key: 'java.order-maven-lifecycle',
      type: 'ordering',
      topic: MODERN,
      difficulty: 1,
      prompt: 'Order these phases of the Maven default lifecycle as they run for `mvn deploy`.',
      steps: [
        { id: 'compile', text: '`compile`' },
        { id: 'test', text: '`test`' },
        { id: 'package', text: '`package`' },
        { id: 'verify', text: '`verify`' },
        { id: 'install', text: '`install`' },
        { id: 'deploy', text: '`deploy`' },
      ],
      explanation:
        'Each phase needs the one before: tests run against compiled classes, the JAR is packaged from tested code, integration checks (`verify`) run on the package, which is then installed to the local repository and finally deployed to a remote one.',
    },

    // ---- Short answer ----
    {
      key: 'java.print-integer-division',
      type: 'short_answer',
      topic: GENERICS,
      difficulty: 2,
      prompt: `What does this program print?

~~~java
public class Main {
    public static void main(String[] args) {
        int a = 7, b = 2;
        double c = a / b;
        System.out.println(c + " " + (a % b) + " " + (double) a / b);
    }
}
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['3.0 1 3.5'] },
      explanation:
        '`a / b` divides two `int`s, giving `3`, which is then widened to `3.0`. The cast in `(double) a / b` applies to `a` before dividing, so that division is done in floating point: `3.5`.',
    },
    {
      key: 'java.print-hashset-equality',
      type: 'short_answer',
      topic: OBJECTS,
      difficulty: 2,
      prompt: `What does this program print?

~~~java
import java.util.HashSet;
import java.util.Set;

public class Main {
    static class PointClass {
        final int x, y;
        PointClass(int x, int y) { this.x = x; this.y = y; }
    }

    record PointRecord(int x, int y) {}

    public static void main(String[] args) {
        Set<Object> classes = new HashSet<>();
        classes.add(new PointClass(1, 2));
        classes.add(new PointClass(1, 2));

        Set<Object> records = new HashSet<>();
        records.add(new PointRecord(1, 2));
        records.add(new PointRecord(1, 2));

        System.out.println(classes.size() + " " + records.size());
    }
}
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['2 1'] },
      explanation:
        '`PointClass` inherits identity-based `equals` and `hashCode` from `Object`, so two instances with the same coordinates are different set members. A record generates both from its components, so the second add finds an equal element.',
    },
    {
      key: 'java.print-pass-by-value',
      type: 'short_answer',
      topic: OBJECTS,
      difficulty: 2,
      prompt: `What does this program print?

~~~java
public class Main {
    static void reset(int[] values, int count) {
        values[0] = 0;
        count = 0;
        values = new int[] {9};
    }

    public static void main(String[] args) {
        int[] values = {5, 6};
        int count = 5;
        reset(values, count);
        System.out.println(values[0] + " " + count);
    }
}
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['0 5'] },
      explanation:
        "Java passes everything by value; for an array the value is a reference. Writing `values[0]` changes the caller's array, but reassigning the parameter `values` or `count` only changes the method's local copies.",
    },
    {
      key: 'java.print-immutable-string',
      type: 'short_answer',
      topic: COLLECTIONS,
      difficulty: 1,
      prompt: `What does this print?

~~~java
String name = "abc";
name.toUpperCase();
StringBuilder builder = new StringBuilder("abc");
builder.reverse();
System.out.println(name + " " + builder);
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['abc cba'], caseSensitive: true },
      explanation:
        '`String` is immutable: `toUpperCase()` returns a new string, which is discarded here. `StringBuilder` is mutable, and `reverse()` changes it in place.',
    },
    {
      key: 'java.explain-mutable-map-key',
      type: 'short_answer',
      topic: COLLECTIONS,
      difficulty: 3,
      prompt: `An object is put into a \`HashMap\` as a key. Its \`hashCode\` uses a field that is changed after the
\`put\`. Later, \`map.get(sameObject)\` returns \`null\`. In one or two sentences, explain why, and how to avoid it.`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'The entry was stored in the bucket chosen by the old hash code; the new hash points elsewhere',
            points: 1,
            anyOf: [
              'bucket',
              'old hash',
              'original hash',
              'hash changes',
              'hashcode changes',
              'hash code changes',
              'different hash',
              'new hash',
              'stored under',
              'wrong place',
            ],
          },
          {
            description: 'So the lookup searches in the wrong place and never finds it',
            points: 1,
            anyOf: [
              'not found',
              "can't find",
              'cannot find',
              "doesn't find",
              'does not find',
              'never find',
              'lookup fails',
              'looks in',
              'searches',
              'lost',
            ],
          },
          {
            description:
              'Fix: use immutable keys (or fields that never change), or remove and re-insert around a change',
            points: 1,
            anyOf: [
              'immutable',
              'final',
              'never change',
              "don't change",
              'do not change',
              "don't mutate",
              'do not mutate',
              'record',
              'remove it before',
              're-insert',
              'reinsert',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        "`HashMap` places an entry in a bucket chosen from the key's hash code at `put` time. After the field changes, `get` computes a different hash, looks in a different bucket and misses the entry, which stays in the map unreachable. Keys should be immutable (records or final fields); if a key must change, remove it first and put it back afterwards.",
    },
    {
      key: 'java.explain-lost-updates',
      type: 'short_answer',
      topic: CONCURRENCY,
      difficulty: 2,
      prompt: `Two threads each call \`counter.increment()\` 10 000 times, where \`increment()\` is \`count++\` on a plain
\`int\` field. The result is often below 20 000. In one or two sentences, explain why and give one fix.`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'count++ is a read-modify-write that is not atomic, so interleaved threads overwrite each other',
            points: 1,
            anyOf: [
              'atomic',
              'read-modify-write',
              'read, add',
              'read and write',
              'race',
              'interleav',
              'same value',
              'overwrite',
            ],
          },
          {
            description: 'A fix: AtomicInteger/LongAdder, synchronized, or a lock',
            points: 1,
            anyOf: ['atomicinteger', 'atomiclong', 'longadder', 'synchronized', 'lock', 'mutex'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        '`count++` reads the field, adds one and writes it back; two threads can read the same value and both write the same result, losing one increment. Use `AtomicInteger.incrementAndGet()` (or `LongAdder` under heavy contention), or guard the increment with `synchronized` or a lock.',
    },
    {
      key: 'java.practice-print-string-equals',
      type: 'short_answer',
      topic: OBJECTS,
      difficulty: 1,
      practice: true,
      prompt: `What does this print?

~~~java
String a = "hi";
String b = new String("hi");
System.out.println(a.equals(b) + " " + (a == b));
~~~`,
      hint: 'Exactly what is printed',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['true false'] },
      explanation:
        '`equals` compares the characters; `==` compares references, and `new String` always creates a new object distinct from the interned literal.',
    },

    // ---- Coding ----
    {
      key: 'java.merge-event-streams',
      type: 'coding',
      topic: COLLECTIONS,
      difficulty: 2,
      title: 'Merge sorted event streams',
      prompt: `Several service replicas each deliver a stream of events, already sorted by timestamp. Write
\`mergeStreams(streams)\` (Python: \`merge_streams(streams)\`), which merges them into one timeline.

- Each event is \`{ "id": string, "ts": number }\`; each stream is sorted by \`ts\` (ties allowed).
- The result is sorted by \`ts\`. Events with the same \`ts\` come in stream order (stream 0 first), and events from
  the same stream keep their order.
- Delivery is at-least-once, so the same \`id\` can appear more than once (in one or several streams): keep only its
  **first** occurrence in the merged order.
- Return the events themselves (\`{ id, ts }\` objects / dicts).

You may solve this in Python, JavaScript or TypeScript.

~~~python
merge_streams([[{"id": "a", "ts": 1}, {"id": "c", "ts": 5}], [{"id": "b", "ts": 3}]])
# [{"id": "a", "ts": 1}, {"id": "b", "ts": 3}, {"id": "c", "ts": 5}]
~~~`,
      languages: ['python', 'javascript', 'typescript'],
      entry: { python: 'merge_streams', javascript: 'mergeStreams', typescript: 'mergeStreams' },
      starter: {
        python: String.raw`def merge_streams(streams: list[list[dict]]) -> list[dict]:
    """Merge streams sorted by ts into one sorted list; ties by stream order; first occurrence of each id only."""
    pass
`,
        javascript: String.raw`/**
 * @param {{ id: string, ts: number }[][]} streams
 * @returns {{ id: string, ts: number }[]}
 */
function mergeStreams(streams) {
  // Merge streams sorted by ts into one sorted list; ties by stream order; first occurrence of each id only.
}
`,
        typescript: String.raw`type StreamEvent = { id: string; ts: number };

function mergeStreams(streams: StreamEvent[][]): StreamEvent[] {
  // Merge streams sorted by ts into one sorted list; ties by stream order; first occurrence of each id only.
  return [];
}
`,
      },
      samples: [
        {
          name: 'two streams',
          args: [
            [
              [
                { id: 'a', ts: 1 },
                { id: 'c', ts: 5 },
              ],
              [{ id: 'b', ts: 3 }],
            ],
          ],
          expected: [
            { id: 'a', ts: 1 },
            { id: 'b', ts: 3 },
            { id: 'c', ts: 5 },
          ],
        },
        {
          name: 'replicated event',
          args: [
            [
              [
                { id: 'x', ts: 2 },
                { id: 'y', ts: 4 },
              ],
              [
                { id: 'x', ts: 2 },
                { id: 'z', ts: 3 },
              ],
            ],
          ],
          expected: [
            { id: 'x', ts: 2 },
            { id: 'z', ts: 3 },
            { id: 'y', ts: 4 },
          ],
        },
      ],
      hidden: [
        { name: 'no streams', args: [[]], expected: [] },
        { name: 'only empty streams', args: [[[], [], []]], expected: [] },
        {
          name: 'one stream',
          args: [
            [
              [
                { id: 'a', ts: 1 },
                { id: 'b', ts: 1 },
                { id: 'c', ts: 2 },
              ],
            ],
          ],
          expected: [
            { id: 'a', ts: 1 },
            { id: 'b', ts: 1 },
            { id: 'c', ts: 2 },
          ],
        },
        {
          name: 'ties in stream order',
          args: [
            [
              [{ id: 's0', ts: 10 }],
              [
                { id: 's1-a', ts: 10 },
                { id: 's1-b', ts: 10 },
              ],
              [{ id: 's2', ts: 10 }],
            ],
          ],
          expected: [
            { id: 's0', ts: 10 },
            { id: 's1-a', ts: 10 },
            { id: 's1-b', ts: 10 },
            { id: 's2', ts: 10 },
          ],
        },
        {
          name: 'duplicate inside one stream',
          args: [
            [
              [
                { id: 'a', ts: 1 },
                { id: 'a', ts: 2 },
                { id: 'b', ts: 3 },
              ],
            ],
          ],
          expected: [
            { id: 'a', ts: 1 },
            { id: 'b', ts: 3 },
          ],
        },
        {
          name: 'later stream delivers first',
          args: [
            [
              [{ id: 'e', ts: 9 }],
              [
                { id: 'e', ts: 7 },
                { id: 'f', ts: 8 },
              ],
            ],
          ],
          expected: [
            { id: 'e', ts: 7 },
            { id: 'f', ts: 8 },
          ],
        },
        {
          name: 'uneven lengths',
          args: [
            [
              [
                { id: 'a1', ts: 1 },
                { id: 'a2', ts: 2 },
                { id: 'a3', ts: 3 },
                { id: 'a4', ts: 100 },
              ],
              [],
              [{ id: 'c1', ts: 50 }],
            ],
          ],
          expected: [
            { id: 'a1', ts: 1 },
            { id: 'a2', ts: 2 },
            { id: 'a3', ts: 3 },
            { id: 'c1', ts: 50 },
            { id: 'a4', ts: 100 },
          ],
        },
        {
          name: 'epoch milliseconds',
          args: [
            [
              [
                { id: 'm1', ts: 1732500000000 },
                { id: 'm3', ts: 1732500000002 },
              ],
              [{ id: 'm2', ts: 1732500000001 }],
            ],
          ],
          expected: [
            { id: 'm1', ts: 1732500000000 },
            { id: 'm2', ts: 1732500000001 },
            { id: 'm3', ts: 1732500000002 },
          ],
        },
        {
          name: 'unicode ids',
          args: [
            [
              [{ id: 'заказ-1', ts: 2 }],
              [
                { id: '注文-1', ts: 1 },
                { id: 'заказ-1', ts: 3 },
              ],
            ],
          ],
          expected: [
            { id: '注文-1', ts: 1 },
            { id: 'заказ-1', ts: 2 },
          ],
        },
        {
          name: 'many streams interleaved',
          args: [
            Array.from({ length: 5 }, (_, s) =>
              Array.from({ length: 20 }, (_, i) => ({ id: `e${i * 5 + s}`, ts: i * 5 + s })),
            ),
          ],
          expected: Array.from({ length: 100 }, (_, n) => ({ id: `e${n}`, ts: n })),
        },
      ],
      reference: {
        python: String.raw`import heapq


def merge_streams(streams: list[list[dict]]) -> list[dict]:
    heap: list[tuple[float, int, int]] = []
    for stream_index, stream in enumerate(streams):
        if stream:
            heapq.heappush(heap, (stream[0]["ts"], stream_index, 0))
    seen: set[str] = set()
    merged: list[dict] = []
    while heap:
        _, stream_index, position = heapq.heappop(heap)
        stream = streams[stream_index]
        event = stream[position]
        if event["id"] not in seen:
            seen.add(event["id"])
            merged.append(event)
        if position + 1 < len(stream):
            heapq.heappush(heap, (stream[position + 1]["ts"], stream_index, position + 1))
    return merged
`,
        javascript: String.raw`function mergeStreams(streams) {
  const positions = streams.map(() => 0);
  const seen = new Set();
  const merged = [];
  for (;;) {
    let next = -1;
    for (let s = 0; s < streams.length; s++) {
      if (positions[s] >= streams[s].length) continue;
      if (next === -1 || streams[s][positions[s]].ts < streams[next][positions[next]].ts) next = s;
    }
    if (next === -1) return merged;
    const event = streams[next][positions[next]];
    positions[next] += 1;
    if (!seen.has(event.id)) {
      seen.add(event.id);
      merged.push(event);
    }
  }
}
`,
        typescript: String.raw`type StreamEvent = { id: string; ts: number };

function mergeStreams(streams: StreamEvent[][]): StreamEvent[] {
  const positions = streams.map(() => 0);
  const seen = new Set<string>();
  const merged: StreamEvent[] = [];
  for (;;) {
    let next = -1;
    for (let s = 0; s < streams.length; s++) {
      const head = streams[s]![positions[s]!];
      if (!head) continue;
      if (next === -1 || head.ts < streams[next]![positions[next]!]!.ts) next = s;
    }
    if (next === -1) return merged;
    const event = streams[next]![positions[next]!]!;
    positions[next]! += 1;
    if (!seen.has(event.id)) {
      seen.add(event.id);
      merged.push(event);
    }
  }
}
`,
      },
      explanation:
        'This is a k-way merge: keep one cursor per stream and repeatedly take the smallest head. A priority queue keyed by `(ts, stream index)` makes each step O(log k) and gives the required tie order for free; with few streams a linear scan of the heads is fine. A set of ids already emitted drops replicated deliveries.',
    },
    {
      key: 'java.sliding-window-rate-limit',
      type: 'coding',
      topic: CONCURRENCY,
      difficulty: 3,
      title: 'Sliding-window rate limiter',
      prompt: `An API gateway allows each client at most \`limit\` requests in any window of \`windowMs\` milliseconds.
Write \`allowRequests(requests, limit, windowMs)\` (Python: \`allow_requests(requests, limit, window_ms)\`), which
decides each request in order and returns a list of booleans.

- Each request is \`{ "client": string, "ts": number }\`; requests arrive in non-decreasing \`ts\` order.
- A request at time \`ts\` is allowed if its client has fewer than \`limit\` **allowed** requests with a timestamp
  in the window \`(ts - windowMs, ts]\` (a request exactly \`windowMs\` earlier no longer counts).
- Rejected requests do not count against the client. Clients are independent.

You may solve this in Python, JavaScript or TypeScript.

~~~python
reqs = [{"client": "a", "ts": t} for t in (0, 500, 999, 1000)]
allow_requests(reqs, 2, 1000)  # [True, True, False, True]
~~~`,
      languages: ['python', 'javascript', 'typescript'],
      entry: { python: 'allow_requests', javascript: 'allowRequests', typescript: 'allowRequests' },
      starter: {
        python: String.raw`def allow_requests(requests: list[dict], limit: int, window_ms: int) -> list[bool]:
    """For each request in order: True if its client has fewer than limit allowed requests in (ts - window_ms, ts]."""
    pass
`,
        javascript: String.raw`/**
 * @param {{ client: string, ts: number }[]} requests
 * @param {number} limit
 * @param {number} windowMs
 * @returns {boolean[]}
 */
function allowRequests(requests, limit, windowMs) {
  // For each request in order: true if its client has fewer than limit allowed requests in (ts - windowMs, ts].
}
`,
        typescript: String.raw`type ApiRequest = { client: string; ts: number };

function allowRequests(requests: ApiRequest[], limit: number, windowMs: number): boolean[] {
  // For each request in order: true if its client has fewer than limit allowed requests in (ts - windowMs, ts].
  return [];
}
`,
      },
      samples: [
        {
          name: 'window boundary',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'a', ts: 500 },
              { client: 'a', ts: 999 },
              { client: 'a', ts: 1000 },
            ],
            2,
            1000,
          ],
          expected: [true, true, false, true],
        },
        {
          name: 'clients are independent',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'b', ts: 0 },
              { client: 'a', ts: 1 },
              { client: 'b', ts: 1 },
              { client: 'a', ts: 2 },
            ],
            2,
            100,
          ],
          expected: [true, true, true, true, false],
        },
      ],
      hidden: [
        { name: 'no requests', args: [[], 5, 1000], expected: [] },
        {
          name: 'limit zero rejects everything',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'a', ts: 5000 },
            ],
            0,
            1000,
          ],
          expected: [false, false],
        },
        {
          name: 'rejected requests do not count',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'a', ts: 5 },
              { client: 'a', ts: 10 },
              { client: 'a', ts: 12 },
            ],
            1,
            10,
          ],
          expected: [true, false, true, false],
        },
        {
          name: 'burst at one instant',
          args: [Array.from({ length: 5 }, () => ({ client: 'a', ts: 50 })), 3, 100],
          expected: [true, true, true, false, false],
        },
        {
          name: 'one millisecond window',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'a', ts: 0 },
              { client: 'a', ts: 1 },
            ],
            1,
            1,
          ],
          expected: [true, false, true],
        },
        {
          name: 'epoch timestamps',
          args: [
            [0, 1000, 59999, 60000, 61000].map((offset) => ({ client: 'svc', ts: 1732500000000 + offset })),
            2,
            60000,
          ],
          expected: [true, true, false, true, true],
        },
        {
          name: 'unicode client ids',
          args: [
            [
              { client: 'клиент', ts: 0 },
              { client: '客户', ts: 0 },
              { client: 'клиент', ts: 1 },
            ],
            1,
            10,
          ],
          expected: [true, true, false],
        },
        {
          name: 'steady traffic',
          args: [Array.from({ length: 100 }, (_, i) => ({ client: 'a', ts: i * 10 })), 5, 100],
          expected: Array.from({ length: 100 }, (_, i) => i % 10 < 5),
        },
        {
          name: 'idle client recovers fully',
          args: [
            [
              { client: 'a', ts: 0 },
              { client: 'a', ts: 1 },
              { client: 'a', ts: 2 },
              { client: 'a', ts: 10000 },
              { client: 'a', ts: 10001 },
              { client: 'a', ts: 10002 },
            ],
            2,
            1000,
          ],
          expected: [true, true, false, true, true, false],
        },
      ],
      reference: {
        python: String.raw`from collections import defaultdict, deque


def allow_requests(requests: list[dict], limit: int, window_ms: int) -> list[bool]:
    allowed_at: defaultdict[str, deque] = defaultdict(deque)
    decisions: list[bool] = []
    for request in requests:
        times = allowed_at[request["client"]]
        while times and times[0] <= request["ts"] - window_ms:
            times.popleft()
        if len(times) < limit:
            times.append(request["ts"])
            decisions.append(True)
        else:
            decisions.append(False)
    return decisions
`,
        javascript: String.raw`function allowRequests(requests, limit, windowMs) {
  const allowedAt = new Map();
  return requests.map((request) => {
    let times = allowedAt.get(request.client);
    if (!times) {
      times = [];
      allowedAt.set(request.client, times);
    }
    while (times.length > 0 && times[0] <= request.ts - windowMs) times.shift();
    if (times.length >= limit) return false;
    times.push(request.ts);
    return true;
  });
}
`,
        typescript: String.raw`type ApiRequest = { client: string; ts: number };

function allowRequests(requests: ApiRequest[], limit: number, windowMs: number): boolean[] {
  const allowedAt = new Map<string, number[]>();
  return requests.map((request) => {
    let times = allowedAt.get(request.client);
    if (!times) {
      times = [];
      allowedAt.set(request.client, times);
    }
    while (times.length > 0 && (times[0] ?? 0) <= request.ts - windowMs) times.shift();
    if (times.length >= limit) return false;
    times.push(request.ts);
    return true;
  });
}
`,
      },
      explanation:
        'Keep, per client, a queue of the timestamps of its allowed requests. Because requests arrive in time order, expired timestamps are always at the front: drop those `<= ts - windowMs`, then allow the request only if fewer than `limit` remain. Each timestamp enters and leaves the queue once, so the whole run is linear.',
    },
    {
      key: 'java.practice-top-k-frequent',
      type: 'coding',
      topic: COLLECTIONS,
      difficulty: 1,
      practice: true,
      title: 'Most frequent error codes',
      prompt: `Write \`topKFrequent(codes, k)\` (Python: \`top_k_frequent(codes, k)\`), which returns the \`k\` most frequent
error codes from a log, most frequent first, breaking ties alphabetically. Codes are ASCII strings. If there are
fewer than \`k\` distinct codes, return them all.

You may solve this in Python, JavaScript or TypeScript.`,
      languages: ['python', 'javascript', 'typescript'],
      entry: { python: 'top_k_frequent', javascript: 'topKFrequent', typescript: 'topKFrequent' },
      starter: {
        python: String.raw`def top_k_frequent(codes: list[str], k: int) -> list[str]:
    """The k most frequent codes, most frequent first, ties alphabetical."""
    pass
`,
        javascript: String.raw`/**
 * @param {string[]} codes
 * @param {number} k
 * @returns {string[]}
 */
function topKFrequent(codes, k) {
  // Count, then sort by count (highest first) and by code.
}
`,
        typescript: String.raw`function topKFrequent(codes: string[], k: number): string[] {
  // Count, then sort by count (highest first) and by code.
  return [];
}
`,
      },
      samples: [
        {
          name: 'simple',
          args: [['E500', 'E404', 'E500', 'E503', 'E500', 'E404'], 2],
          expected: ['E500', 'E404'],
        },
        { name: 'ties alphabetical', args: [['b', 'a', 'c', 'b', 'a'], 3], expected: ['a', 'b', 'c'] },
      ],
      hidden: [
        { name: 'empty', args: [[], 3], expected: [] },
        { name: 'k zero', args: [['a'], 0], expected: [] },
        { name: 'k larger than distinct', args: [['x', 'y', 'x'], 10], expected: ['x', 'y'] },
        { name: 'all the same', args: [['E1', 'E1', 'E1'], 1], expected: ['E1'] },
        { name: 'case matters', args: [['a', 'A', 'a'], 2], expected: ['a', 'A'] },
        {
          name: 'numeric-looking codes compare as text',
          args: [['10', '9', '10', '9'], 2],
          expected: ['10', '9'],
        },
        {
          name: 'many codes',
          args: [Array.from({ length: 600 }, (_, i) => `E${i % 6}`).concat(['E5']), 2],
          expected: ['E5', 'E0'],
        },
        {
          name: 'single occurrence each',
          args: [['delta', 'alpha', 'charlie', 'bravo'], 2],
          expected: ['alpha', 'bravo'],
        },
      ],
      reference: {
        python: String.raw`from collections import Counter


def top_k_frequent(codes: list[str], k: int) -> list[str]:
    counts = Counter(codes)
    return sorted(counts, key=lambda code: (-counts[code], code))[:k]
`,
        javascript: String.raw`function topKFrequent(codes, k) {
  const counts = new Map();
  for (const code of codes) counts.set(code, (counts.get(code) || 0) + 1);
  return [...counts.keys()]
    .sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, k);
}
`,
        typescript: String.raw`function topKFrequent(codes: string[], k: number): string[] {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.keys()]
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, k);
}
`,
      },
      explanation:
        'Count with a hash map, then sort the distinct codes by count descending and code ascending (Java would use a `Comparator` chain: `comparing(count).reversed().thenComparing(naturalOrder())`). For very large inputs with small `k`, a bounded heap avoids sorting everything.',
    },
  ],
};
