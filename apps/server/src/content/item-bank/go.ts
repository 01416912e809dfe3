import type { BankTest, CodingItem } from './types.ts';

const CODING_LANGUAGES: CodingItem['languages'] = ['python', 'javascript', 'typescript'];

export const GO_TEST: BankTest = {
  slug: 'go',
  skillSlug: 'go',
  title: 'Go',
  category: 'languages',
  summary: 'Goroutines, channels, slices, interfaces and errors as they behave in real Go services.',
  description: `Checks the Go a backend engineer relies on every day: how goroutines, channels and \`sync\` work together, how slices share their arrays, how interfaces and \`nil\` behave, how errors, \`defer\` and \`context\` are used in services.

Most questions ask you to read a short Go program and say exactly what it does. The coding task is a small algorithm of the kind a Go backend meets (rate limiting, scheduling work); it may be solved in **Python, JavaScript or TypeScript**, whichever you prefer, because those are the languages our sandbox runs.

It does not cover generics in depth, cgo, the assembler, or any web framework.`,
  timeLimitMinutes: 40,
  topics: [
    'Goroutines and channels',
    'Slices and maps',
    'Interfaces and types',
    'Errors, defer and panics',
    'Context and services',
    'Algorithms for backend work',
  ],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'go.make-len-cap',
      type: 'single_choice',
      topic: 'Slices and maps',
      difficulty: 1,
      prompt: `What are the length and capacity of \`s\`?

\`\`\`go
s := make([]int, 3, 10)
s = append(s, 7)
\`\`\``,
      options: [
        { id: 'a', text: 'length 1, capacity 10' },
        { id: 'b', text: 'length 4, capacity 10' },
        { id: 'c', text: 'length 4, capacity 20' },
        { id: 'd', text: 'length 11, capacity 20' },
      ],
      correct: 'b',
      explanation:
        '`make([]int, 3, 10)` creates three zero elements with room for ten. `append` adds a fourth element in the spare room, so the length becomes 4 and the capacity stays 10; no new array is needed.',
    },
    {
      key: 'go.unbuffered-deadlock',
      type: 'single_choice',
      topic: 'Goroutines and channels',
      difficulty: 1,
      prompt: `What happens when this program runs?

\`\`\`go
func main() {
	ch := make(chan string)
	ch <- "ready"
	fmt.Println(<-ch)
}
\`\`\``,
      options: [
        { id: 'a', text: 'It prints `ready`.' },
        { id: 'b', text: 'It prints an empty line.' },
        { id: 'c', text: 'It stops with `fatal error: all goroutines are asleep - deadlock!`' },
        {
          id: 'd',
          text: 'It does not compile: a channel cannot be read in the goroutine that writes to it.',
        },
      ],
      correct: 'c',
      explanation:
        'A send on an unbuffered channel waits until another goroutine receives. The only goroutine is `main`, which is stuck on the send, so the runtime sees that no goroutine can ever proceed and stops with a deadlock error. A buffer of one (`make(chan string, 1)`) would let it print `ready`.',
    },
    {
      key: 'go.concurrent-map-writes',
      type: 'single_choice',
      topic: 'Slices and maps',
      difficulty: 2,
      prompt: `Several goroutines of an HTTP server increment counters in a shared \`map[string]int\` with no locking. What is the most likely result under load, and the usual fix?`,
      options: [
        {
          id: 'a',
          text: 'Some increments are lost, but nothing else goes wrong; the fix is to use `atomic.AddInt64` on the map values.',
        },
        {
          id: 'b',
          text: 'The program can crash with `fatal error: concurrent map writes`; the fix is to guard the map with a `sync.Mutex` (or use `sync.Map` for its special cases).',
        },
        { id: 'c', text: 'Nothing: Go maps are safe for concurrent use since Go 1.9.' },
        {
          id: 'd',
          text: 'The compiler rejects the program because the map is shared between goroutines.',
        },
      ],
      correct: 'b',
      explanation:
        'Built-in maps are not safe for concurrent writes. The runtime detects many such races and aborts the whole process with `concurrent map writes`, which cannot be recovered. Protect the map with a mutex; `sync.Map` (added in Go 1.9) exists for a few read-heavy patterns, which is why option c is a tempting but wrong memory.',
    },
    {
      key: 'go.context-facts',
      type: 'multiple_choice',
      topic: 'Context and services',
      difficulty: 2,
      prompt: 'Which statements about `context.Context` are true? Choose all that apply.',
      options: [
        { id: 'a', text: 'By convention it is the first parameter of a function, named `ctx`.' },
        {
          id: 'b',
          text: 'The `cancel` function returned by `context.WithTimeout` should be called (usually with `defer`) even if the timeout will fire anyway.',
        },
        {
          id: 'c',
          text: '`ctx.Done()` returns a channel that is closed when the context is cancelled or times out.',
        },
        {
          id: 'd',
          text: 'Storing a request context in a long-lived struct field is the recommended way to share it.',
        },
        {
          id: 'e',
          text: '`context.WithValue` is the right place for optional function parameters such as a page size.',
        },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Contexts are passed explicitly as the first argument. Calling `cancel` releases the timer and the child context as soon as the work is done, so `defer cancel()` is the rule. `Done()` is closed on cancellation or deadline. Contexts belong to a call, not to long-lived structs, and `WithValue` is for request-scoped data that crosses API boundaries (a trace id), not for ordinary parameters.',
    },
    {
      key: 'go.errors-wrap',
      type: 'single_choice',
      topic: 'Errors, defer and panics',
      difficulty: 2,
      prompt: `\`loadConfig\` returns the error below when the file is missing. What does \`errors.Is(err, fs.ErrNotExist)\` return for it, and why?

\`\`\`go
f, err := os.Open(path)
if err != nil {
	return fmt.Errorf("load config %s: %w", path, err)
}
\`\`\``,
      options: [
        { id: 'a', text: '`false`: the message was changed, so the error is no longer `fs.ErrNotExist`.' },
        {
          id: 'b',
          text: '`true`: `%w` wraps the original error, and `errors.Is` follows the chain of wrapped errors.',
        },
        { id: 'c', text: '`true`, but only because `errors.Is` compares the error messages as strings.' },
        { id: 'd', text: 'It does not compile: `%w` is not a valid `fmt` verb.' },
      ],
      correct: 'b',
      explanation:
        '`%w` keeps the original error inside the new one (it has an `Unwrap` method). `errors.Is` unwraps step by step and compares each error with the target, so the `*PathError` from `os.Open`, which wraps `fs.ErrNotExist`, is found. With `%v` only the text would survive and `errors.Is` would return `false`.',
    },
    {
      key: 'go.pointer-receiver-interface',
      type: 'multiple_choice',
      topic: 'Interfaces and types',
      difficulty: 2,
      prompt: `Given the code below, which statements are true? Choose all that apply.

\`\`\`go
type Store interface{ Save(key string) error }

type DiskStore struct{ dir string }

func (d *DiskStore) Save(key string) error { return nil }
\`\`\``,
      options: [
        { id: 'a', text: '`var s Store = &DiskStore{}` compiles.' },
        { id: 'b', text: '`var s Store = DiskStore{}` compiles.' },
        { id: 'c', text: '`*DiskStore` implements `Store` without declaring it anywhere.' },
        { id: 'd', text: 'Every type, including `DiskStore`, satisfies the empty interface `any`.' },
      ],
      correct: ['a', 'c', 'd'],
      explanation:
        'Interfaces are satisfied implicitly. `Save` has a pointer receiver, so it belongs to the method set of `*DiskStore` but not of `DiskStore`; only the pointer can be assigned to `Store`. Every type satisfies `any`, which has no methods.',
    },
    {
      key: 'go.waitgroup-add',
      type: 'single_choice',
      topic: 'Goroutines and channels',
      difficulty: 2,
      prompt: `This code sometimes prints fewer than 10 results. Why?

\`\`\`go
var wg sync.WaitGroup
// results is a channel with room for every result; jobs holds 10 jobs.
for _, job := range jobs {
	go func() {
		wg.Add(1)
		defer wg.Done()
		results <- run(job)
	}()
}
wg.Wait()
close(results)
for r := range results {
	fmt.Println(r)
}
\`\`\``,
      options: [
        {
          id: 'a',
          text: '`wg.Add(1)` runs inside the goroutine, so `wg.Wait()` can run before some goroutines have called `Add` and return too early.',
        },
        { id: 'b', text: '`defer wg.Done()` runs when the goroutine starts, not when it ends.' },
        { id: 'c', text: 'Every goroutine sees the same `job` variable, so some jobs run twice.' },
        { id: 'd', text: 'A `WaitGroup` can only count up to 8 goroutines at a time.' },
      ],
      correct: 'a',
      explanation:
        'Nothing forces the new goroutines to reach `wg.Add(1)` before `main` reaches `wg.Wait()`. If the counter is still zero, `Wait` returns at once, `results` is closed, and later sends even panic. Call `wg.Add(1)` (or `wg.Add(len(jobs))`) before starting the goroutines. Since Go 1.22 each loop iteration has its own `job`, so c is not the cause.',
    },
    {
      key: 'go.defer-args',
      type: 'single_choice',
      topic: 'Errors, defer and panics',
      difficulty: 1,
      prompt: `What does this print?

\`\`\`go
func main() {
	x := 1
	defer fmt.Println("deferred:", x)
	x = 2
	fmt.Println("now:", x)
}
\`\`\``,
      options: [
        { id: 'a', text: '`now: 2` then `deferred: 1`' },
        { id: 'b', text: '`now: 2` then `deferred: 2`' },
        { id: 'c', text: '`deferred: 1` then `now: 2`' },
        { id: 'd', text: '`deferred: 2` then `now: 2`' },
      ],
      correct: 'a',
      explanation:
        'A deferred call runs when the function returns, but its arguments are evaluated when the `defer` statement executes. `x` was 1 at that moment, so the deferred line prints `deferred: 1`, after `now: 2`.',
    },
    {
      key: 'go.goroutine-leak',
      type: 'multiple_choice',
      topic: 'Goroutines and channels',
      difficulty: 3,
      prompt:
        'Which of these goroutines can stay blocked forever (leak) in a long-running server? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'A goroutine that sends its result on an unbuffered channel, while the caller has already returned after a timeout.',
        },
        { id: 'b', text: 'A goroutine doing `for msg := range ch` on a channel that nobody ever closes.' },
        {
          id: 'c',
          text: 'A goroutine that sends its single result on a channel created with `make(chan Result, 1)`, while the caller has already returned.',
        },
        {
          id: 'd',
          text: 'A goroutine that loops on `select` with a `case <-ctx.Done(): return`, where the request context is cancelled when the request ends.',
        },
      ],
      correct: ['a', 'b'],
      explanation:
        'An unbuffered send waits for a receiver that will never come, and a `range` over a channel only ends when the channel is closed: both leak. A buffer of one lets the single send complete even with nobody listening, and returning on `ctx.Done()` ties the goroutine to the request lifetime.',
    },
    {
      key: 'go.slice-copy',
      type: 'multiple_choice',
      topic: 'Slices and maps',
      difficulty: 2,
      prompt:
        'You need `b` to hold the same elements as the `[]int` slice `a`, so that later writes to `b[i]` never change `a`. Which lines do that? Choose all that apply.',
      options: [
        { id: 'a', text: '`b := a`' },
        { id: 'b', text: '`b := a[:]`' },
        { id: 'c', text: '`b := make([]int, len(a)); copy(b, a)`' },
        { id: 'd', text: '`b := slices.Clone(a)`' },
        { id: 'e', text: '`b := append([]int(nil), a...)`' },
      ],
      correct: ['c', 'd', 'e'],
      explanation:
        'A slice is a view onto an array: assigning it or re-slicing it copies the view, not the elements, so `a` and `a[:]` share storage with `a`. `copy` into a new slice, `slices.Clone`, and appending onto a nil slice all allocate a new array.',
    },
    {
      key: 'go.graceful-shutdown',
      type: 'single_choice',
      topic: 'Context and services',
      difficulty: 2,
      prompt:
        'On `SIGTERM` your service calls `srv.Shutdown(ctx)` on its `*http.Server`, with a 20-second timeout on `ctx`. What does `Shutdown` do?',
      options: [
        { id: 'a', text: 'It closes every open connection at once, including requests still being served.' },
        {
          id: 'b',
          text: 'It stops accepting new connections, waits for active requests to finish, and returns the context error if they are still running when `ctx` expires.',
        },
        { id: 'c', text: 'It keeps accepting requests for 20 seconds and then closes the listener.' },
        { id: 'd', text: 'It exits the process with status 0 once the listener is closed.' },
      ],
      correct: 'b',
      explanation:
        '`Shutdown` closes the listeners first, then closes idle connections and waits for active ones to become idle. If the context ends first it returns `ctx.Err()` and leaves the rest to you (for example `srv.Close()`). It does not exit the process; `ListenAndServe` returns `http.ErrServerClosed` and `main` decides what to do.',
    },
    {
      key: 'go.select-ready',
      type: 'single_choice',
      topic: 'Goroutines and channels',
      difficulty: 2,
      prompt:
        'A `select` statement has two `case`s whose channels both have a value ready and no `default`. Which case runs?',
      options: [
        { id: 'a', text: 'Always the first case written in the source.' },
        { id: 'b', text: 'One of the ready cases, chosen at random.' },
        { id: 'c', text: 'Both cases, one after the other.' },
        { id: 'd', text: 'Neither: `select` blocks when more than one case is ready.' },
      ],
      correct: 'b',
      explanation:
        'When several cases can proceed, `select` picks one uniformly at random, so no channel is starved. Code must not rely on source order; if one channel has priority, check it in its own `select` first.',
    },
    {
      key: 'go.nil-map',
      type: 'single_choice',
      topic: 'Slices and maps',
      difficulty: 1,
      practice: true,
      prompt: `What happens here?

\`\`\`go
var hits map[string]int
fmt.Println(hits["home"])
hits["home"]++
\`\`\``,
      options: [
        { id: 'a', text: 'It prints `0`, then the increment sets `hits["home"]` to 1.' },
        { id: 'b', text: 'It prints `0`, then the increment panics: assignment to entry in nil map.' },
        { id: 'c', text: 'The read panics because the map is nil.' },
        { id: 'd', text: 'It does not compile: maps must be created with `make`.' },
      ],
      correct: 'b',
      explanation:
        'The zero value of a map is `nil`. Reading from a nil map is allowed and returns the zero value, but writing to it panics. Create it first with `make(map[string]int)` or a literal.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'go.defer-output-order',
      type: 'ordering',
      topic: 'Errors, defer and panics',
      difficulty: 2,
      prompt: `Put the lines this program prints in the order they appear.

\`\`\`go
func main() {
	fmt.Println("start")
	for i := 1; i <= 2; i++ {
		defer fmt.Println("deferred", i)
	}
	func() {
		defer fmt.Println("inner deferred")
		fmt.Println("inner body")
	}()
	fmt.Println("end")
}
\`\`\``,
      steps: [
        { id: 'a', text: '`start`' },
        { id: 'b', text: '`inner body`' },
        { id: 'c', text: '`inner deferred`' },
        { id: 'd', text: '`end`' },
        { id: 'e', text: '`deferred 2`' },
        { id: 'f', text: '`deferred 1`' },
      ],
      explanation:
        'Deferred calls run when *their own* function returns, last deferred first. The inner function literal returns right after `inner body`, so `inner deferred` comes before `end`. The two loop defers run when `main` returns, in reverse order: 2, then 1.',
    },
    {
      key: 'go.shutdown-order',
      type: 'ordering',
      topic: 'Context and services',
      difficulty: 2,
      prompt:
        'An HTTP service running in a container receives `SIGTERM` during a rolling deploy. Put the steps of a clean shutdown in order.',
      steps: [
        { id: 'a', text: 'The context from `signal.NotifyContext` is cancelled because the signal arrived.' },
        {
          id: 'b',
          text: '`main` calls `srv.Shutdown` with a timeout context; the listener closes to new connections.',
        },
        { id: 'c', text: 'Requests that were already in flight finish and their connections close.' },
        { id: 'd', text: 'Background workers and the database pool are closed.' },
        { id: 'e', text: '`main` returns and the process exits with status 0.' },
      ],
      explanation:
        'The signal cancels the context `main` is waiting on; `Shutdown` stops new work first and then waits for running requests. Only once no handler can still use them are workers and the database pool closed, and the process exits last.',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'go.waitgroup-mutex-sum',
      type: 'short_answer',
      topic: 'Goroutines and channels',
      difficulty: 2,
      prompt: `What does this program print?

\`\`\`go
func main() {
	var mu sync.Mutex
	var wg sync.WaitGroup
	total := 0
	for i := 1; i <= 4; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			mu.Lock()
			total += n * n
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	fmt.Println(total)
}
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['30'] },
      explanation:
        'The goroutines run in any order, but the mutex makes each update safe and `wg.Wait()` waits for all four. Addition does not depend on order: 1 + 4 + 9 + 16 = 30.',
    },
    {
      key: 'go.slice-shared-array',
      type: 'short_answer',
      topic: 'Slices and maps',
      difficulty: 3,
      prompt: `What does this program print? Write the output exactly as \`fmt.Println\` formats it.

\`\`\`go
func main() {
	a := []int{1, 2, 3, 4}
	b := a[:2]
	b = append(b, 99)
	c := append(a[:1], 7, 8, 9, 10)
	c[0] = 0
	fmt.Println(a, b)
}
\`\`\``,
      hint: 'The exact output, on one line',
      maxLength: 60,
      answer: { mode: 'exact', accept: ['[1 2 99 4] [1 2 99]'] },
      explanation:
        '`b` has length 2 but capacity 4, so `append(b, 99)` writes into `a[2]`: `a` becomes `[1 2 99 4]` and `b` is `[1 2 99]`. Appending four elements to `a[:1]` needs length 5, more than the capacity of 4, so `append` copies into a new array; `c[0] = 0` changes only that copy.',
    },
    {
      key: 'go.nil-interface',
      type: 'short_answer',
      topic: 'Interfaces and types',
      difficulty: 3,
      prompt: `What does this program print?

\`\`\`go
type NotFound struct{}

func (*NotFound) Error() string { return "not found" }

func find(ok bool) error {
	var err *NotFound
	if !ok {
		err = &NotFound{}
	}
	return err
}

func main() {
	fmt.Println(find(true) == nil, find(false) == nil)
}
\`\`\``,
      hint: 'The exact output, on one line',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['false false'] },
      explanation:
        'An interface value is `nil` only when both its type and its value are nil. `find(true)` returns a nil `*NotFound` inside an `error`, so the interface holds the type `*NotFound` and is not `nil`. Both comparisons are `false`, the classic "non-nil error that is nil" bug; return a literal `nil` on success instead.',
    },
    {
      key: 'go.named-result-defer',
      type: 'short_answer',
      topic: 'Errors, defer and panics',
      difficulty: 3,
      prompt: `What does this program print?

\`\`\`go
func count() (n int) {
	defer func() { n *= 2 }()
	n = 3
	return n + 1
}

func main() {
	fmt.Println(count())
}
\`\`\``,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['8'] },
      explanation:
        '`return n + 1` first assigns 4 to the named result `n`; then the deferred function runs and doubles it to 8 before the function actually returns. This is how deferred functions can change a named error result.',
    },
    {
      key: 'go.leaking-handler',
      type: 'short_answer',
      topic: 'Context and services',
      difficulty: 2,
      prompt: `Under load, this handler's memory and goroutine count grow steadily until the service restarts. In one or two sentences, explain the cause and how you would fix it.

\`\`\`go
func handle(w http.ResponseWriter, r *http.Request) {
	result := make(chan Quote)
	go func() { result <- slowPricingCall() }()
	select {
	case q := <-result:
		writeJSON(w, q)
	case <-time.After(2 * time.Second):
		http.Error(w, "timeout", http.StatusGatewayTimeout)
	}
}
\`\`\``,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'Cause: after a timeout nobody receives, so the goroutine blocks on its send forever (a leak).',
            points: 1,
            anyOf: [
              'leak',
              'block',
              'stuck',
              'forever',
              'never receive',
              'no receiver',
              'nobody receives',
              'hang',
            ],
          },
          {
            description: 'Fix: give the channel a buffer of one so the send always completes.',
            points: 1,
            anyOf: ['buffer', 'make(chan quote, 1)', 'capacity'],
          },
          {
            description:
              'Fix: pass the request context (or a timeout context) to the call so it is cancelled.',
            points: 1,
            anyOf: ['context', 'ctx', 'cancel'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'When the timeout wins, the goroutine is left trying to send on an unbuffered channel that nobody will ever read, so it (and everything it holds) leaks. Make the channel buffered (`make(chan Quote, 1)`) so the send completes, and pass `r.Context()` with a timeout into the slow call so the work itself stops.',
    },
    {
      key: 'go.closed-buffered-range',
      type: 'short_answer',
      topic: 'Goroutines and channels',
      difficulty: 1,
      practice: true,
      prompt: `What does this program print?

\`\`\`go
func main() {
	ch := make(chan int, 3)
	ch <- 1
	ch <- 2
	ch <- 3
	close(ch)
	sum := 0
	for v := range ch {
		sum += v
	}
	fmt.Println(sum, len(ch))
}
\`\`\``,
      hint: 'The exact output, on one line',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['6 0'] },
      explanation:
        'Closing a channel does not discard buffered values: `range` still receives 1, 2 and 3 and then stops because the channel is closed and empty. The sum is 6 and nothing is left in the buffer, so `len(ch)` is 0.',
    },

    // ---------------------------------------------------------------- coding
    {
      key: 'go.token-bucket',
      type: 'coding',
      topic: 'Algorithms for backend work',
      difficulty: 2,
      title: 'Token-bucket rate limiter',
      languages: CODING_LANGUAGES,
      prompt: `An API gateway limits each client with a **token bucket**. Simulate it over a list of request times.

- The bucket holds at most \`capacity\` tokens and is **full at time 0**.
- One token is added at every multiple of \`refillMs\` milliseconds (at \`refillMs\`, \`2 × refillMs\`, …). A token added to a full bucket is lost.
- A request at time \`t\` first receives every token added at or before \`t\`. If the bucket then holds a token, the request is **allowed** and takes one token; otherwise it is **rejected** and takes nothing.

\`timestamps\` are whole milliseconds, \`>= 0\`, in non-decreasing order (several requests may share a time). \`capacity >= 1\` and \`refillMs >= 1\`.

Return a list with one boolean per request: \`true\` if allowed.

**Example:** \`capacity = 2\`, \`refillMs = 1000\`, \`timestamps = [0, 100, 200, 1000, 1500, 2500]\` gives \`[true, true, false, true, false, true]\`: the first two requests empty the bucket, one token arrives at 1000 and another at 2000.`,
      entry: { javascript: 'allowRequests', typescript: 'allowRequests', python: 'allow_requests' },
      starter: {
        javascript: `function allowRequests(capacity, refillMs, timestamps) {
  // Return one boolean per timestamp: true if that request is allowed.
}
`,
        typescript: `function allowRequests(capacity: number, refillMs: number, timestamps: number[]): boolean[] {
  // Return one boolean per timestamp: true if that request is allowed.
}
`,
        python: `def allow_requests(capacity, refill_ms, timestamps):
    # Return one boolean per timestamp: True if that request is allowed.
    pass
`,
      },
      samples: [
        {
          name: 'the example',
          args: [2, 1000, [0, 100, 200, 1000, 1500, 2500]],
          expected: [true, true, false, true, false, true],
        },
        {
          name: 'a burst at one instant',
          args: [3, 500, [10, 10, 10, 10]],
          expected: [true, true, true, false],
        },
      ],
      hidden: [
        { name: 'no requests', args: [3, 1000, []], expected: [] },
        { name: 'capacity one', args: [1, 500, [0, 0, 0]], expected: [true, false, false] },
        {
          name: 'refill never exceeds capacity',
          args: [3, 100, [0, 0, 0, 0, 10000, 10000, 10000, 10000]],
          expected: [true, true, true, false, true, true, true, false],
        },
        {
          name: 'tokens arrive exactly on the boundary',
          args: [1, 1000, [999, 1000, 1999, 2000]],
          expected: [true, true, false, true],
        },
        {
          name: 'first request long after start',
          args: [2, 1000, [5000, 5000, 5000]],
          expected: [true, true, false],
        },
        {
          name: 'refill faster than requests',
          args: [1, 1, [0, 1, 2, 3, 4]],
          expected: [true, true, true, true, true],
        },
        {
          name: 'partial refill after a drain',
          args: [4, 250, [0, 0, 0, 0, 500, 500, 500]],
          expected: [true, true, true, true, true, true, false],
        },
        {
          name: 'steady trickle after a burst',
          args: [5, 200, [0, 0, 0, 0, 0, 0, 200, 300, 400, 400, 1000]],
          expected: [true, true, true, true, true, false, true, false, true, false, true],
        },
        {
          name: 'large capacity never rejects',
          args: [100, 1000, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
          expected: [true, true, true, true, true, true, true, true, true, true],
        },
        {
          name: 'refill interval longer than the whole trace',
          args: [2, 60000, [0, 1000, 2000, 59999, 60000, 60001]],
          expected: [true, true, false, false, true, false],
        },
      ],
      reference: {
        javascript: `function allowRequests(capacity, refillMs, timestamps) {
  let tokens = capacity;
  let lastTick = 0;
  const allowed = [];
  for (const t of timestamps) {
    const tick = Math.floor(t / refillMs);
    tokens = Math.min(capacity, tokens + (tick - lastTick));
    lastTick = tick;
    if (tokens > 0) {
      tokens -= 1;
      allowed.push(true);
    } else {
      allowed.push(false);
    }
  }
  return allowed;
}
`,
        typescript: `function allowRequests(capacity: number, refillMs: number, timestamps: number[]): boolean[] {
  let tokens = capacity;
  let lastTick = 0;
  const allowed: boolean[] = [];
  for (const t of timestamps) {
    const tick = Math.floor(t / refillMs);
    tokens = Math.min(capacity, tokens + (tick - lastTick));
    lastTick = tick;
    if (tokens > 0) {
      tokens -= 1;
      allowed.push(true);
    } else {
      allowed.push(false);
    }
  }
  return allowed;
}
`,
        python: `def allow_requests(capacity, refill_ms, timestamps):
    tokens = capacity
    last_tick = 0
    allowed = []
    for t in timestamps:
        tick = t // refill_ms
        tokens = min(capacity, tokens + (tick - last_tick))
        last_tick = tick
        if tokens > 0:
            tokens -= 1
            allowed.append(True)
        else:
            allowed.append(False)
    return allowed
`,
      },
      explanation:
        'Only whole refill ticks matter, so the number of tokens added between two requests is the difference of `floor(t / refillMs)`, capped at `capacity`. Keeping the last tick seen makes the simulation one pass over the requests, with no loop over time.',
    },
    {
      key: 'go.worker-pool-finish',
      type: 'coding',
      topic: 'Algorithms for backend work',
      difficulty: 3,
      title: 'Worker pool finish times',
      languages: CODING_LANGUAGES,
      prompt: `A service has a pool of \`workers\` identical workers and one first-in, first-out job queue.

\`jobs\` is a list of \`[arrival, duration]\` pairs (whole seconds), in non-decreasing order of arrival. Jobs are started in list order: each job waits until it has arrived **and** a worker is free, then runs on the worker that became free earliest, for exactly \`duration\` seconds. A worker that finishes a job at time \`t\` can start another at \`t\`. All workers are free at time 0.

Return the finish time of every job, in the order of \`jobs\`. \`workers >= 1\`; \`arrival >= 0\`; \`duration >= 0\`.

**Example:** \`workers = 2\`, \`jobs = [[0, 5], [0, 3], [1, 2], [6, 1]]\` gives \`[5, 3, 5, 7]\`: the third job waits for the worker that frees up at 3, and the fourth arrives at 6 when both workers are idle.`,
      entry: { javascript: 'finishTimes', typescript: 'finishTimes', python: 'finish_times' },
      starter: {
        javascript: `function finishTimes(workers, jobs) {
  // jobs: [[arrival, duration], ...]; return the finish time of each job, in order.
}
`,
        typescript: `function finishTimes(workers: number, jobs: [number, number][]): number[] {
  // jobs: [[arrival, duration], ...]; return the finish time of each job, in order.
}
`,
        python: `def finish_times(workers, jobs):
    # jobs: [[arrival, duration], ...]; return the finish time of each job, in order.
    pass
`,
      },
      samples: [
        {
          name: 'the example',
          args: [
            2,
            [
              [0, 5],
              [0, 3],
              [1, 2],
              [6, 1],
            ],
          ],
          expected: [5, 3, 5, 7],
        },
        {
          name: 'one worker runs jobs back to back',
          args: [
            1,
            [
              [0, 2],
              [0, 2],
              [0, 2],
            ],
          ],
          expected: [2, 4, 6],
        },
      ],
      hidden: [
        { name: 'no jobs', args: [3, []], expected: [] },
        {
          name: 'more workers than jobs',
          args: [
            5,
            [
              [0, 4],
              [1, 1],
              [2, 7],
            ],
          ],
          expected: [4, 2, 9],
        },
        {
          name: 'idle gap before a late job',
          args: [
            1,
            [
              [0, 1],
              [10, 3],
            ],
          ],
          expected: [1, 13],
        },
        {
          name: 'zero-length jobs',
          args: [
            1,
            [
              [0, 0],
              [0, 0],
              [0, 5],
              [1, 0],
            ],
          ],
          expected: [0, 0, 5, 5],
        },
        {
          name: 'queue builds up on two workers',
          args: [
            2,
            [
              [0, 10],
              [0, 10],
              [0, 1],
              [0, 1],
              [5, 2],
            ],
          ],
          expected: [10, 10, 11, 11, 13],
        },
        {
          name: 'a long job does not block the other workers',
          args: [
            3,
            [
              [0, 100],
              [0, 1],
              [0, 1],
              [0, 1],
              [0, 1],
              [3, 1],
            ],
          ],
          expected: [100, 1, 1, 2, 2, 4],
        },
        {
          name: 'worker freed exactly on arrival',
          args: [
            1,
            [
              [0, 5],
              [5, 5],
            ],
          ],
          expected: [5, 10],
        },
        {
          name: 'many jobs arriving together',
          args: [
            3,
            [
              [0, 3],
              [0, 3],
              [0, 3],
              [0, 3],
              [0, 3],
              [0, 3],
              [0, 3],
            ],
          ],
          expected: [3, 3, 3, 6, 6, 6, 9],
        },
        {
          name: 'large times',
          args: [
            2,
            [
              [1000000, 250000],
              [1000000, 500000],
              [1100000, 100000],
            ],
          ],
          expected: [1250000, 1500000, 1350000],
        },
      ],
      reference: {
        javascript: `function finishTimes(workers, jobs) {
  const freeAt = new Array(workers).fill(0);
  const finished = [];
  for (const [arrival, duration] of jobs) {
    let earliest = 0;
    for (let w = 1; w < workers; w++) {
      if (freeAt[w] < freeAt[earliest]) earliest = w;
    }
    const start = Math.max(arrival, freeAt[earliest]);
    freeAt[earliest] = start + duration;
    finished.push(start + duration);
  }
  return finished;
}
`,
        typescript: `function finishTimes(workers: number, jobs: [number, number][]): number[] {
  const freeAt: number[] = new Array<number>(workers).fill(0);
  const finished: number[] = [];
  for (const [arrival, duration] of jobs) {
    let earliest = 0;
    for (let w = 1; w < workers; w++) {
      if (freeAt[w] < freeAt[earliest]) earliest = w;
    }
    const start = Math.max(arrival, freeAt[earliest]);
    freeAt[earliest] = start + duration;
    finished.push(start + duration);
  }
  return finished;
}
`,
        python: `import heapq


def finish_times(workers, jobs):
    free_at = [0] * workers
    finished = []
    for arrival, duration in jobs:
        earliest = heapq.heappop(free_at)
        start = max(arrival, earliest)
        heapq.heappush(free_at, start + duration)
        finished.append(start + duration)
    return finished
`,
      },
      explanation:
        'Because jobs start in queue order, each one goes to the worker with the smallest "free at" time and starts at the later of that time and its arrival. Which of several equally free workers it takes does not change any finish time. A min-heap of free times gives O(n log w); a linear scan over the workers is also fine for small pools.',
    },
    {
      key: 'go.merge-log-streams',
      type: 'coding',
      topic: 'Algorithms for backend work',
      difficulty: 2,
      practice: true,
      title: 'Merge sorted log streams',
      languages: CODING_LANGUAGES,
      prompt: `Several services each produce a log stream that is already sorted by time. Merge them into one stream for display.

\`streams\` is a list of streams; each stream is a list of \`[timestamp, line]\` pairs, sorted by \`timestamp\` (a whole number). Return the list of **lines** of all streams, ordered by timestamp. When timestamps are equal, lines from an earlier stream in \`streams\` come first, and lines from the same stream keep their order.

**Example:** \`[[[1, "a1"], [5, "a5"]], [[2, "b2"], [5, "b5"]]]\` gives \`["a1", "b2", "a5", "b5"]\`.`,
      entry: { javascript: 'mergeLogs', typescript: 'mergeLogs', python: 'merge_logs' },
      starter: {
        javascript: `function mergeLogs(streams) {
  // streams: [[[timestamp, line], ...], ...]; return the merged lines.
}
`,
        typescript: `function mergeLogs(streams: [number, string][][]): string[] {
  // streams: [[[timestamp, line], ...], ...]; return the merged lines.
}
`,
        python: `def merge_logs(streams):
    # streams: [[[timestamp, line], ...], ...]; return the merged lines.
    pass
`,
      },
      samples: [
        {
          name: 'the example',
          args: [
            [
              [
                [1, 'a1'],
                [5, 'a5'],
              ],
              [
                [2, 'b2'],
                [5, 'b5'],
              ],
            ],
          ],
          expected: ['a1', 'b2', 'a5', 'b5'],
        },
        {
          name: 'three streams',
          args: [
            [
              [[3, 'api: GET /health']],
              [
                [1, 'db: connected'],
                [4, 'db: slow query'],
              ],
              [[2, 'worker: started']],
            ],
          ],
          expected: ['db: connected', 'worker: started', 'api: GET /health', 'db: slow query'],
        },
      ],
      hidden: [
        { name: 'no streams', args: [[]], expected: [] },
        { name: 'only empty streams', args: [[[], [], []]], expected: [] },
        {
          name: 'a single stream',
          args: [
            [
              [
                [1, 'x'],
                [1, 'y'],
                [2, 'z'],
              ],
            ],
          ],
          expected: ['x', 'y', 'z'],
        },
        {
          name: 'ties go to the earlier stream',
          args: [[[[7, 'first']], [[7, 'second']], [[7, 'third']]]],
          expected: ['first', 'second', 'third'],
        },
        {
          name: 'one stream entirely before another',
          args: [
            [
              [
                [10, 'late1'],
                [11, 'late2'],
              ],
              [
                [1, 'early1'],
                [2, 'early2'],
              ],
            ],
          ],
          expected: ['early1', 'early2', 'late1', 'late2'],
        },
        {
          name: 'same timestamps inside a stream keep their order',
          args: [
            [
              [
                [5, 'a'],
                [5, 'b'],
              ],
              [
                [4, 'c'],
                [5, 'd'],
              ],
            ],
          ],
          expected: ['c', 'a', 'b', 'd'],
        },
        {
          name: 'empty stream among others',
          args: [[[], [[3, 'only']], []]],
          expected: ['only'],
        },
        {
          name: 'interleaved',
          args: [
            [
              [
                [1, 'a'],
                [3, 'c'],
                [5, 'e'],
              ],
              [
                [2, 'b'],
                [4, 'd'],
                [6, 'f'],
              ],
            ],
          ],
          expected: ['a', 'b', 'c', 'd', 'e', 'f'],
        },
      ],
      reference: {
        javascript: `function mergeLogs(streams) {
  const next = streams.map(() => 0);
  const merged = [];
  for (;;) {
    let best = -1;
    for (let s = 0; s < streams.length; s++) {
      if (next[s] >= streams[s].length) continue;
      if (best === -1 || streams[s][next[s]][0] < streams[best][next[best]][0]) best = s;
    }
    if (best === -1) return merged;
    merged.push(streams[best][next[best]][1]);
    next[best] += 1;
  }
}
`,
        typescript: `function mergeLogs(streams: [number, string][][]): string[] {
  const next = streams.map(() => 0);
  const merged: string[] = [];
  for (;;) {
    let best = -1;
    for (let s = 0; s < streams.length; s++) {
      if (next[s] >= streams[s].length) continue;
      if (best === -1 || streams[s][next[s]][0] < streams[best][next[best]][0]) best = s;
    }
    if (best === -1) return merged;
    merged.push(streams[best][next[best]][1]);
    next[best] += 1;
  }
}
`,
        python: `import heapq


def merge_logs(streams):
    heap = []
    for s, stream in enumerate(streams):
        if stream:
            heapq.heappush(heap, (stream[0][0], s, 0))
    merged = []
    while heap:
        timestamp, s, i = heapq.heappop(heap)
        merged.append(streams[s][i][1])
        if i + 1 < len(streams[s]):
            heapq.heappush(heap, (streams[s][i + 1][0], s, i + 1))
    return merged
`,
      },
      explanation:
        'Keep one cursor per stream and repeatedly take the smallest current timestamp, preferring the lower stream index on ties (a strict `<` comparison, or a heap keyed by `(timestamp, stream index)`). Each stream is read once, so with a heap the merge costs O(n log k) for n lines in k streams.',
    },
  ],
};
