import { bankItem } from './bank.ts';
import type { SeedCourse } from './types.ts';

export const REACT_COURSE: SeedCourse = {
  key: 'react-fundamentals',
  title: 'React fundamentals: components, state and effects',
  summary:
    'Think in components, keep state minimal and derived, handle forms, and use effects only for what they are for.',
  description: `React is the most asked-for front-end skill in our job search. This course teaches the model behind it
rather than a list of APIs: a component is a function of its props and state, rendering must be pure, and state
should be as small as possible with everything else derived.

You will learn when to lift state up, how to build forms that validate as people type, and the narrow set of jobs
an effect is for — plus the cleanup that keeps effects from leaking.

**You need:** JavaScript, including arrow functions, destructuring and array methods.`,
  level: 'beginner',
  skills: ['react', 'javascript'],
  outcomes: [
    'Split a screen into components with clear props',
    'Keep state minimal and derive the rest during render',
    'Build a validated form with controlled inputs',
    'Write effects with correct dependencies and cleanup — and avoid the ones you do not need',
  ],
  publishedDaysAgo: 26,
  modules: [
    {
      title: 'Components and state',
      summary: 'Rendering as a pure function, props, state and where state should live.',
      lessons: [
        {
          kind: 'text',
          title: 'Thinking in components',
          minutes: 12,
          preview: true,
          body: `# Thinking in components

A React component is a function that takes **props** and returns a description of the UI. React calls it whenever
its props or state change, compares the result with the previous one, and updates only what differs in the page.

~~~tsx
type JobCardProps = { title: string; company: string; remote: boolean };

function JobCard({ title, company, remote }: JobCardProps) {
  return (
    <article className="card">
      <h3>{title}</h3>
      <p>{company}{remote && ' · Remote'}</p>
    </article>
  );
}
~~~

## Rendering must be pure

Given the same props and state, a component must return the same result and change nothing outside itself while
rendering: no requests, no writes to variables outside, no \`Math.random()\` ids. React may render a component
several times before showing it (Strict Mode does so on purpose in development to surface impure code).

## State: what changes over time

\`useState\` gives a component memory between renders:

~~~tsx
function SaveButton() {
  const [saved, setSaved] = useState(false);
  return <button onClick={() => setSaved((s) => !s)}>{saved ? 'Saved' : 'Save'}</button>;
}
~~~

Setting state schedules a new render; it does not change the variable in the current one. Use the updater form
\`setSaved((s) => !s)\` when the new value depends on the old one.

## Keep state minimal — derive the rest

If a value can be computed from props or other state, compute it during render instead of storing it:

~~~tsx
// ✗ two sources of truth that can drift apart
const [items, setItems] = useState<Item[]>([]);
const [count, setCount] = useState(0);

// ✓ one source of truth
const [items, setItems] = useState<Item[]>([]);
const count = items.length;
const visible = items.filter((i) => i.title.toLowerCase().includes(query.toLowerCase()));
~~~

## Lifting state up

When two components need the same state, move it to their closest common parent and pass it down as props,
together with the function that changes it:

~~~tsx
function JobSearch() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchBox value={query} onChange={setQuery} />
      <JobList query={query} />
    </>
  );
}
~~~

## Keys

When rendering a list, give each item a stable \`key\` from the data (an id), never the array index when items can
be reordered or removed: React uses the key to match items between renders, and a wrong match keeps the wrong
item's state.`,
        },
        {
          kind: 'text',
          title: 'Forms that validate as you type',
          minutes: 12,
          body: `# Forms that validate as you type

A **controlled** input takes its value from state and reports every change:

~~~tsx
function EmailField() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !email.includes('@') ? 'Enter an email address.' : null;

  return (
    <label>
      Email
      <input
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={error !== null}
        aria-describedby="email-error"
      />
      {error && <span id="email-error">{error}</span>}
    </label>
  );
}
~~~

Note that the error is **derived** from \`email\` and \`touched\`, not stored. Showing it only after the field was
left (\`onBlur\`) avoids shouting at people while they are still typing.

## Validation as a pure function

Put the rules in a plain function that takes the form's values and returns the problems. It is easy to test, and
the component only decides when to show them:

~~~ts
type Signup = { email: string; password: string };

function problems(form: Signup): string[] {
  const out: string[] = [];
  if (form.email.trim() === '') out.push('email_required');
  if (form.password.length < 8) out.push('password_too_short');
  return out;
}
~~~

The exercise at the end of this course asks you to write exactly such a function.

## Submitting

~~~tsx
async function onSubmit(event: React.FormEvent) {
  event.preventDefault();
  const found = problems(form);
  if (found.length > 0) return setShowAll(true);
  setPending(true);
  try {
    await api.signUp(form);
  } catch (err) {
    setServerErrors(fieldErrorsFrom(err)); // the server has the last word
  } finally {
    setPending(false);
  }
}
~~~

Always validate again on the server — the browser's checks are for the person, not for security — and show the
server's field errors next to the fields they belong to. Keep what was typed when a submit fails.

## Accessibility

Every input needs a label; link error text to the input with \`aria-describedby\` and mark it
\`aria-invalid\`. Move focus to the first field with an error after a failed submit.`,
        },
        {
          kind: 'quiz',
          title: 'Check yourself: components and state',
          minutes: 5,
          body: 'Four questions on rendering, state and forms.',
          items: [
            {
              type: 'single_choice',
              prompt: 'A component shows a list and how many items it has. What should the count be?',
              options: [
                'A second piece of state, updated whenever the list changes',
                'Derived during render: `items.length`',
                'A ref',
              ],
              correct: [1],
              explanation:
                'Anything computable from state or props should be computed, so it can never drift.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these must not happen while a component renders?',
              options: [
                'Starting a network request',
                'Computing a filtered list from props',
                'Writing to a variable declared outside the component',
                'Returning JSX',
              ],
              correct: [0, 2],
              explanation: 'Rendering must be pure: side effects belong in event handlers or effects.',
            },
            {
              type: 'single_choice',
              prompt: 'Two sibling components need the same search text. Where should the state live?',
              options: [
                'In each sibling, kept in sync with effects',
                'In their closest common parent, passed down as props',
                'In a global variable',
              ],
              correct: [1],
              explanation: 'Lift state to the closest common parent; pass the value and the setter down.',
            },
            {
              type: 'short_answer',
              prompt: 'Which prop does React use to match list items between renders?',
              accepted: ['key', '`key`'],
              explanation:
                'A stable `key` from the data lets React keep each item\u2019s state with the right item.',
            },
          ],
        },
      ],
    },
    {
      title: 'Effects and data',
      summary: 'What effects are for, cleanup, and a graded exercise.',
      lessons: [
        {
          kind: 'text',
          title: 'Effects: synchronising with the outside world',
          minutes: 14,
          body: `# Effects: synchronising with the outside world

\`useEffect\` runs code **after** React has updated the page, to keep something outside React in step with your
component: a subscription, a timer, a WebSocket, a third-party widget, the document title.

~~~tsx
function OnlineStatus({ roomId }: { roomId: string }) {
  const [online, setOnline] = useState(0);

  useEffect(() => {
    const connection = chat.connect(roomId);
    connection.on('presence', setOnline);
    return () => connection.disconnect(); // cleanup
  }, [roomId]);

  return <p>{online} online</p>;
}
~~~

## Dependencies

The array lists every prop, state value and function from the component that the effect reads. React re-runs the
effect when one of them changes — after running the previous cleanup. Leaving one out means the effect keeps using
a stale value; the \`react-hooks/exhaustive-deps\` lint rule catches this.

## Cleanup is not optional

Cleanup runs before the effect runs again and when the component leaves the page. Without it, switching rooms
above would leave the old connection open. In development, Strict Mode mounts, unmounts and mounts components once
more on purpose: an effect without proper cleanup shows its bug immediately.

## Fetching in an effect: ignore stale answers

~~~tsx
useEffect(() => {
  let ignore = false;
  fetchJobs(query).then((jobs) => {
    if (!ignore) setJobs(jobs);
  });
  return () => {
    ignore = true; // a newer query replaced this one
  };
}, [query]);
~~~

Without the flag, a slow answer for an old query can arrive after a fast answer for the new one and overwrite it.
In real apps a data library (TanStack Query, a router loader) handles caching, races and retries for you.

## You might not need an effect

Effects are for the *outside world*. These are not:

- **Derived values** — compute them during render (\`const total = items.reduce(...)\`), not in an effect that
  sets state.
- **Responding to an event** — do it in the event handler. "When the form is submitted, send it" is an event, not
  a synchronisation.
- **Resetting state when a prop changes** — give the component a \`key\` tied to that prop instead.

An effect that only calls \`setState\` with something computed from props is almost always one of these.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: validate a sign-up form',
          minutes: 20,
          body: `Write the pure validation function a sign-up form would call on every change. It returns error codes in a
fixed order, so the component can map each one to a message next to its field. Read the rules carefully — the email
check is deliberately specific — and run the samples before submitting.`,
          bankItem: bankItem('react.practice-signup-errors'),
        },
        {
          kind: 'quiz',
          title: 'Final quiz: React fundamentals',
          minutes: 10,
          isFinal: true,
          body: 'Seven questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'When does the cleanup function returned by an effect run?',
              options: [
                'Only when the component leaves the page',
                'Before the effect runs again, and when the component leaves the page',
                'After every render, before the effect',
              ],
              correct: [1],
              explanation:
                'Cleanup undoes the previous run before the next one, and runs once more on unmount.',
            },
            {
              type: 'single_choice',
              prompt: 'An effect reads the `query` prop but its dependency array is `[]`. What goes wrong?',
              options: [
                'Nothing: the array only affects performance',
                'The effect keeps using the first `query` and never re-runs when it changes',
                'React throws an error',
              ],
              correct: [1],
              explanation:
                'A missing dependency means a stale value; the exhaustive-deps lint rule catches it.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which of these need an effect?',
              options: [
                'Keeping a WebSocket connected to the current room',
                'Computing the total of a cart from its items',
                'Sending a form when the submit button is clicked',
                'Setting the document title to the open job',
              ],
              correct: [0, 3],
              explanation:
                'Effects synchronise with things outside React. A total is derived during render; a submit belongs in the event handler.',
            },
            {
              type: 'single_choice',
              prompt: 'Why set an `ignore` flag in the cleanup of an effect that fetches?',
              options: [
                'To cancel the HTTP request on the network',
                'So a late answer for an old query cannot overwrite the answer for the new one',
                'To stop React from rendering twice',
              ],
              correct: [1],
              explanation: 'Answers may arrive out of order; the flag drops the stale one.',
            },
            {
              type: 'single_choice',
              prompt: 'What should you use as the `key` of items in a list that can be reordered?',
              options: ['The array index', 'A stable id from the data', '`Math.random()`'],
              correct: [1],
              explanation: 'Indexes change when items move, and random keys change every render.',
            },
            {
              type: 'ordering',
              prompt: 'Order what happens after `setCount(1)` is called in a click handler:',
              steps: [
                'React schedules a re-render',
                'The component function runs again with count = 1',
                'React compares the result and updates the page',
                'Effects whose dependencies changed run',
              ],
              explanation: 'Set state, render, commit to the page, then effects.',
            },
            {
              type: 'short_answer',
              prompt: 'Which hook gives a function component memory between renders?',
              accepted: ['useState', '`useState`', 'useState()'],
              explanation: '`useState` (or `useReducer` for more involved state).',
            },
          ],
        },
      ],
    },
  ],
};
