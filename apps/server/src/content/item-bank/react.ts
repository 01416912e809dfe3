import type { BankTest } from './types.ts';

const RENDERING = 'Rendering and state';
const EFFECTS = 'Effects and lifecycle';
const HOOKS = 'Rules of hooks';
const PERFORMANCE = 'Performance';
const DATA = 'Data fetching';
const QUALITY = 'Accessibility and testing';

export const REACT_TEST: BankTest = {
  slug: 'react',
  skillSlug: 'react',
  title: 'React',
  category: 'frontend',
  summary:
    'Building React interfaces: state and rendering, effects, hooks, performance, data fetching, accessibility and tests.',
  description: `Checks the React knowledge used when building and maintaining real interfaces with function
components and hooks: how state updates and re-renders work, when effects run and clean up, the rules of hooks,
avoiding needless work, loading data without races, and writing accessible, testable components.

Each form has multiple-choice questions, one ordering task, two short answers and one coding task. Coding tasks
are pure functions (a reducer, a state transition) written in JavaScript or TypeScript and checked against hidden
tests; no DOM is needed. Class components, server components and specific routing or styling libraries are not
covered.`,
  timeLimitMinutes: 40,
  topics: [RENDERING, EFFECTS, HOOKS, PERFORMANCE, DATA, QUALITY],
  blueprint: { choice: 5, ordering: 1, shortAnswer: 2, coding: 1 },
  items: [
    // ---- Choice ----
    {
      key: 'react.stale-state-updates',
      type: 'single_choice',
      topic: RENDERING,
      difficulty: 2,
      prompt: `\`count\` is \`0\`. What is it after one click?

~~~jsx
function Counter() {
  const [count, setCount] = useState(0);
  function addTwo() {
    setCount(count + 1);
    setCount(count + 1);
  }
  return <button onClick={addTwo}>{count}</button>;
}
~~~`,
      options: [
        { id: 'a', text: '`1`' },
        { id: 'b', text: '`2`' },
        { id: 'c', text: '`0`: updates inside one handler are discarded' },
        { id: 'd', text: 'It renders twice and shows `1`, then `2`' },
      ],
      correct: 'a',
      explanation:
        '`count` is a constant for this render (`0`), so both calls ask for `1`. React batches the updates into one re-render. To build on the latest value, pass an updater: `setCount((c) => c + 1)`.',
    },
    {
      key: 'react.index-keys',
      type: 'single_choice',
      topic: RENDERING,
      difficulty: 1,
      prompt:
        'A list of editable rows can be reordered and rows can be deleted. Why is `key={index}` a problem here?',
      options: [
        {
          id: 'a',
          text: 'After a reorder or delete, React matches rows by position, so input state and focus stay with the wrong row',
        },
        { id: 'b', text: 'React warns and refuses to render lists keyed by index' },
        { id: 'c', text: 'Index keys make every row re-mount on each render' },
        { id: 'd', text: 'Keys must be strings, and an index is a number' },
      ],
      correct: 'a',
      explanation:
        'Keys tell React which item is which between renders. With index keys, deleting row 0 makes the old row 1 appear to be "row 0", so its local state (typed text, open menus) is attached to the wrong data. Use a stable id from the data.',
    },
    {
      key: 'react.effect-cleanup-timing',
      type: 'single_choice',
      topic: EFFECTS,
      difficulty: 2,
      prompt:
        'When does the cleanup function returned from `useEffect(() => { …; return cleanup; }, [roomId])` run?',
      options: [
        {
          id: 'a',
          text: 'Before the effect runs again because `roomId` changed, and when the component unmounts',
        },
        { id: 'b', text: 'Only when the component unmounts' },
        { id: 'c', text: 'Right after the effect, before the browser paints' },
        { id: 'd', text: 'After every render, whether or not `roomId` changed' },
      ],
      correct: 'a',
      explanation:
        'React cleans up the previous effect (with the previous `roomId` captured) before running it with the new value, and once more on unmount. That is what makes subscribe/unsubscribe pairs correct when props change.',
    },
    {
      key: 'react.hook-rule-violations',
      type: 'multiple_choice',
      topic: HOOKS,
      difficulty: 1,
      prompt: 'Which of these **break** the rules of hooks?',
      options: [
        { id: 'a', text: 'Calling `useState` inside `if (isAdmin) { … }`' },
        { id: 'b', text: 'Calling `useContext` inside a `for` loop over `props.items`' },
        { id: 'c', text: 'Calling `useMemo` after an early `return null` for a loading state' },
        { id: 'd', text: 'Calling `useEffect` at the top level of a custom hook named `useWindowSize`' },
        { id: 'e', text: 'Calling several `useState` hooks at the top of a component' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'React identifies hooks by their call order, so every render must call the same hooks in the same order: no hooks in conditions, in loops whose length can change, or after an early return. Custom hooks may call hooks at their own top level.',
    },
    {
      key: 'react.memo-inline-props',
      type: 'single_choice',
      topic: PERFORMANCE,
      difficulty: 2,
      prompt: `\`JobList\` is wrapped in \`React.memo\`, yet it re-renders every time \`Page\` renders. Why?

~~~jsx
function Page({ jobs }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <input value={query} onChange={(e) => setQuery(e.target.value)} />
      <JobList jobs={jobs} onSelect={(id) => console.log(id)} />
    </>
  );
}
~~~`,
      options: [
        {
          id: 'a',
          text: '`onSelect` is a new function on every render, so the shallow prop comparison always sees a change',
        },
        { id: 'b', text: '`React.memo` only works on class components' },
        { id: 'c', text: '`jobs` is an array, and `React.memo` never skips components that receive arrays' },
        { id: 'd', text: 'Typing in the input re-mounts the whole page' },
      ],
      correct: 'a',
      explanation:
        '`React.memo` compares props with `Object.is`. An inline arrow is a new object each render, so the comparison fails. Wrap the handler in `useCallback` (or define it outside the component if it needs nothing from render).',
    },
    {
      key: 'react.derived-state',
      type: 'single_choice',
      topic: RENDERING,
      difficulty: 1,
      prompt:
        'A component receives `firstName` and `lastName` as props and shows the full name. What is the best way to get `fullName`?',
      options: [
        { id: 'a', text: "Compute it while rendering: `const fullName = firstName + ' ' + lastName;`" },
        { id: 'b', text: 'Keep it in `useState` and update it in a `useEffect` that depends on both props' },
        { id: 'c', text: 'Store it in a `useRef` and update it on every render' },
        {
          id: 'd',
          text: 'Ask the parent to pass `fullName` as a third prop and keep the two others in sync',
        },
      ],
      correct: 'a',
      explanation:
        'Values that can be calculated from props or state should be calculated during render. A state-plus-effect copy renders once with a stale value, then again, and can drift out of sync.',
    },
    {
      key: 'react.fetch-race-guards',
      type: 'multiple_choice',
      topic: DATA,
      difficulty: 3,
      prompt: `An effect fetches a profile whenever \`userId\` changes. Users click through profiles quickly, and
sometimes an old response arrives last and is shown. Which changes prevent that?`,
      options: [
        {
          id: 'a',
          text: 'Set `let ignore = false` in the effect, set it to `true` in the cleanup, and skip `setProfile` when it is `true`',
        },
        {
          id: 'b',
          text: 'Create an `AbortController` in the effect, pass its signal to `fetch`, and abort it in the cleanup',
        },
        {
          id: 'c',
          text: "Use a data-fetching library keyed by the id (for example `useQuery({ queryKey: ['user', userId], … })`)",
        },
        {
          id: 'd',
          text: 'Make the effect callback itself `async` so React awaits it before the next effect',
        },
        { id: 'e', text: 'Remove `userId` from the dependency array so the effect runs only once' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'The cleanup of the previous effect runs before the next one, so an ignore flag or an aborted request stops a stale response from being applied; a query library keyed by id does this bookkeeping for you. React does not await an async effect (it expects a cleanup function, not a promise), and dropping the dependency shows the wrong user.',
    },
    {
      key: 'react.testing-library-queries',
      type: 'single_choice',
      topic: QUALITY,
      difficulty: 2,
      prompt:
        'In a React Testing Library test, which query is the best first choice for finding the "Save" button?',
      options: [
        { id: 'a', text: "`screen.getByRole('button', { name: 'Save' })`" },
        { id: 'b', text: "`container.querySelector('.btn-primary')`" },
        { id: 'c', text: "`screen.getByTestId('save-button')`" },
        { id: 'd', text: "`screen.getByText('Save').parentElement`" },
      ],
      correct: 'a',
      explanation:
        'Querying by role and accessible name finds elements the way users and assistive technology do, and fails if the button stops being a real, labelled button. Class selectors and test ids pass even when the button is inaccessible.',
    },
    {
      key: 'react.icon-button-label',
      type: 'multiple_choice',
      topic: QUALITY,
      difficulty: 2,
      prompt:
        'A `<button>` contains only an ✕ icon (an inline SVG) and closes a dialog. Which changes give it an accessible name?',
      options: [
        { id: 'a', text: 'Add `aria-label="Close"` to the `<button>`' },
        { id: 'b', text: 'Put visually hidden text ("Close") inside the button, next to the icon' },
        { id: 'c', text: 'Add `alt="Close"` to the `<button>`' },
        { id: 'd', text: 'Add `role="img"` to the `<button>`' },
      ],
      correct: ['a', 'b'],
      explanation:
        "A button's name comes from its content or from `aria-label`/`aria-labelledby`. `alt` only applies to images, and changing the role removes the button semantics instead of naming it.",
    },
    {
      key: 'react.strict-mode-double-effects',
      type: 'single_choice',
      topic: EFFECTS,
      difficulty: 2,
      prompt:
        'In development, under `<StrictMode>`, an effect that opens a WebSocket connection runs, cleans up and runs again on mount. Why?',
      options: [
        {
          id: 'a',
          text: 'React deliberately re-runs effects once to expose effects that lack a correct cleanup',
        },
        { id: 'b', text: 'It is a bug in React 18 that production builds also have' },
        { id: 'c', text: 'The component is rendered twice because its parent has two children' },
        { id: 'd', text: 'Effects always run twice unless the dependency array is empty' },
      ],
      correct: 'a',
      explanation:
        'Strict Mode mounts, unmounts and re-mounts components in development only. If the cleanup closes the socket properly, users see no difference; if it does not, you see two connections, which is the point of the check.',
    },
    {
      key: 'react.practice-props-read-only',
      type: 'single_choice',
      topic: RENDERING,
      difficulty: 1,
      practice: true,
      prompt: 'A child component needs to change a value it received as a prop. What is the usual approach?',
      options: [
        {
          id: 'a',
          text: 'The parent owns the state and passes a callback (`onChange`) that the child calls',
        },
        { id: 'b', text: 'The child assigns to `props.value`; React notices and re-renders' },
        { id: 'c', text: 'The child calls `forceUpdate` after changing the prop' },
      ],
      correct: 'a',
      explanation:
        'Props are read-only inputs. State lives in the component that owns it, and children ask for changes through callbacks ("lifting state up").',
    },

    // ---- Ordering ----
    {
      key: 'react.order-update-cycle',
      type: 'ordering',
      topic: EFFECTS,
      difficulty: 2,
      prompt: 'A user clicks a button whose handler calls a state setter. Order what happens next.',
      steps: [
        { id: 'handler', text: 'The click handler runs and calls `setState`' },
        { id: 'render', text: 'React calls the component function again with the new state' },
        { id: 'diff', text: 'React compares the new output with the previous one' },
        { id: 'commit', text: 'React applies the differences to the DOM' },
        { id: 'layout', text: '`useLayoutEffect` callbacks run' },
        { id: 'effect', text: '`useEffect` callbacks run' },
      ],
      explanation:
        'Setting state schedules a render; rendering is just calling your function. React then reconciles the result and commits DOM changes. Layout effects run synchronously right after the commit, and passive effects (`useEffect`) run after that.',
    },
    {
      key: 'react.order-mount-logs',
      type: 'ordering',
      topic: EFFECTS,
      difficulty: 3,
      prompt: `On the first mount (no Strict Mode), order the lines this logs.

~~~jsx
function Parent() {
  console.log('render Parent');
  useEffect(() => console.log('effect Parent'), []);
  return <Child />;
}
function Child() {
  console.log('render Child');
  useEffect(() => console.log('effect Child'), []);
  return null;
}
~~~`,
      steps: [
        { id: 'render-parent', text: '`render Parent`' },
        { id: 'render-child', text: '`render Child`' },
        { id: 'effect-child', text: '`effect Child`' },
        { id: 'effect-parent', text: '`effect Parent`' },
      ],
      explanation:
        "Rendering goes top-down: the parent must render to produce the child. Effects run after the whole tree commits, children first, so a parent's effect can rely on its children's effects having run.",
    },

    // ---- Short answer ----
    {
      key: 'react.print-queued-updates',
      type: 'short_answer',
      topic: RENDERING,
      difficulty: 3,
      prompt: `\`n\` starts at \`0\`. What does the button show after **one** click?

~~~jsx
function Clicker() {
  const [n, setN] = useState(0);
  function handleClick() {
    setN(n + 1);
    setN((prev) => prev + 1);
    setN(n + 5);
    setN((prev) => prev * 2);
  }
  return <button onClick={handleClick}>{n}</button>;
}
~~~`,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['10'] },
      explanation:
        'React queues the updates and applies them in order to compute the next state: `n + 1` sets 1, the updater makes 2, `n + 5` (with `n` still 0 in this render) replaces it with 5, and the last updater doubles it to 10.',
    },
    {
      key: 'react.print-effect-sequence',
      type: 'short_answer',
      topic: EFFECTS,
      difficulty: 2,
      prompt: `The component mounts with \`id = 1\`, then the parent re-renders it with \`id = 2\`. No Strict Mode. Write
every logged line, in order, separated by commas.

~~~jsx
function Room({ id }) {
  useEffect(() => {
    console.log('join ' + id);
    return () => console.log('leave ' + id);
  }, [id]);
  return null;
}
~~~`,
      hint: 'Lines separated by commas',
      maxLength: 100,
      answer: {
        mode: 'exact',
        accept: [
          'join 1, leave 1, join 2',
          'join 1,leave 1,join 2',
          'join 1 leave 1 join 2',
          'join 1; leave 1; join 2',
        ],
      },
      explanation:
        'The effect runs after mount (`join 1`). When `id` changes, React first runs the previous cleanup, which captured `id = 1` (`leave 1`), then the new effect (`join 2`).',
    },
    {
      key: 'react.explain-derived-count',
      type: 'short_answer',
      topic: PERFORMANCE,
      difficulty: 2,
      prompt: `A colleague keeps the number of finished tasks in state and updates it in an effect. In one or two
sentences, explain what is wrong with this and what to do instead.

~~~jsx
const [doneCount, setDoneCount] = useState(0);
useEffect(() => {
  setDoneCount(tasks.filter((t) => t.done).length);
}, [tasks]);
~~~`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description: 'Names the cost: an extra render, or a moment where the count is stale/out of sync',
            points: 1,
            anyOf: [
              'extra render',
              'second render',
              'another render',
              'renders twice',
              'render twice',
              'double render',
              'out of sync',
              'stale',
              'inconsistent',
              'flash',
              'wrong value',
              'unnecessary',
            ],
          },
          {
            description: 'Derive the value during render (optionally with useMemo)',
            points: 1,
            anyOf: [
              'derive',
              'compute',
              'calculat',
              'during render',
              'in render',
              'while rendering',
              'usememo',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'The component first renders with the old count, then the effect sets state and causes a second render: wasted work and a moment of wrong output. The count can be calculated during render: `const doneCount = tasks.filter((t) => t.done).length;` (wrapped in `useMemo` only if it is expensive).',
    },
    {
      key: 'react.explain-key-reset',
      type: 'short_answer',
      topic: RENDERING,
      difficulty: 3,
      prompt: `A profile form keeps its inputs in local state. When the user switches to another profile, the old text
stays in the fields. Rendering it as \`<ProfileForm key={profile.id} profile={profile} />\` fixes that. In one or two
sentences, explain why.`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'A different key makes React treat it as a different component instance (unmount and mount)',
            points: 1,
            anyOf: [
              'different component',
              'new component',
              'new instance',
              'different instance',
              'unmount',
              'remount',
              're-mount',
              'mounts a new',
              'identity',
              'from scratch',
            ],
          },
          {
            description: 'So its state starts again from the initial values',
            points: 1,
            anyOf: [
              'initial',
              'fresh',
              'discard',
              'thrown away',
              'throws away',
              'lost',
              'destroy',
              'starts over',
              'new state',
              'empty state',
            ],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'React keeps state for a component as long as the same component type sits at the same place with the same key. A new key means a different instance: the old one is unmounted with its state and a new one mounts with fresh initial state.',
    },
    {
      key: 'react.practice-zero-render',
      type: 'short_answer',
      topic: RENDERING,
      difficulty: 1,
      practice: true,
      prompt: `With \`count = 0\`, what text does this component put on the page?

~~~jsx
function Badge({ count }) {
  return <div>{count && <span>{count} new</span>}</div>;
}
~~~`,
      hint: 'The visible text',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['0'] },
      explanation:
        '`0 && …` evaluates to `0`, and React renders numbers, so the page shows "0". Use a boolean: `count > 0 && …`.',
    },

    // ---- Coding ----
    {
      key: 'react.todo-reducer',
      type: 'coding',
      topic: HOOKS,
      difficulty: 2,
      title: 'Reducer for a to-do list',
      prompt: `Write \`todoReducer(state, action)\` for \`useReducer\`. The state is
\`{ todos: { id, text, done }[], nextId }\`. Return a **new** state (never change the old one) for:

- \`{ type: 'added', text }\`: trim the text; if it is empty, return the state unchanged; otherwise append
  \`{ id: nextId, text, done: false }\` and increase \`nextId\` by one.
- \`{ type: 'toggled', id }\`: flip \`done\` on that to-do.
- \`{ type: 'edited', id, text }\`: trim the text; if it is empty, remove the to-do; otherwise replace its text.
- \`{ type: 'removed', id }\`: remove that to-do.
- \`{ type: 'clearedCompleted' }\`: remove every to-do that is done.

An unknown \`id\` or an unknown \`type\` leaves the state as it is. Order of to-dos never changes.`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'todoReducer', typescript: 'todoReducer' },
      starter: {
        javascript: String.raw`/**
 * @param {{ todos: { id: number, text: string, done: boolean }[], nextId: number }} state
 * @param {{ type: string, id?: number, text?: string }} action
 */
function todoReducer(state, action) {
  switch (action.type) {
    // Handle 'added', 'toggled', 'edited', 'removed' and 'clearedCompleted'.
  }
}
`,
        typescript: String.raw`type Todo = { id: number; text: string; done: boolean };
type TodoState = { todos: Todo[]; nextId: number };
type TodoAction =
  | { type: 'added'; text: string }
  | { type: 'toggled'; id: number }
  | { type: 'edited'; id: number; text: string }
  | { type: 'removed'; id: number }
  | { type: 'clearedCompleted' };

function todoReducer(state: TodoState, action: TodoAction): TodoState {
  switch (action.type) {
    // Handle each action and return a new state.
    default:
      return { todos: [], nextId: 0 };
  }
}
`,
      },
      samples: [
        {
          name: 'add to empty list',
          args: [
            { todos: [], nextId: 1 },
            { type: 'added', text: '  Write tests ' },
          ],
          expected: { todos: [{ id: 1, text: 'Write tests', done: false }], nextId: 2 },
        },
        {
          name: 'toggle',
          args: [
            { todos: [{ id: 1, text: 'Ship', done: false }], nextId: 2 },
            { type: 'toggled', id: 1 },
          ],
          expected: { todos: [{ id: 1, text: 'Ship', done: true }], nextId: 2 },
        },
      ],
      hidden: [
        {
          name: 'blank text not added',
          args: [
            { todos: [], nextId: 4 },
            { type: 'added', text: '   ' },
          ],
          expected: { todos: [], nextId: 4 },
        },
        {
          name: 'add appends at the end',
          args: [
            { todos: [{ id: 7, text: 'First', done: true }], nextId: 8 },
            { type: 'added', text: 'Second' },
          ],
          expected: {
            todos: [
              { id: 7, text: 'First', done: true },
              { id: 8, text: 'Second', done: false },
            ],
            nextId: 8 + 1,
          },
        },
        {
          name: 'toggle back to not done',
          args: [
            {
              todos: [
                { id: 1, text: 'A', done: true },
                { id: 2, text: 'B', done: true },
              ],
              nextId: 3,
            },
            { type: 'toggled', id: 2 },
          ],
          expected: {
            todos: [
              { id: 1, text: 'A', done: true },
              { id: 2, text: 'B', done: false },
            ],
            nextId: 3,
          },
        },
        {
          name: 'edit trims',
          args: [
            { todos: [{ id: 1, text: 'Old', done: false }], nextId: 2 },
            { type: 'edited', id: 1, text: '  Nouveau café ☕ ' },
          ],
          expected: { todos: [{ id: 1, text: 'Nouveau café ☕', done: false }], nextId: 2 },
        },
        {
          name: 'edit to blank removes',
          args: [
            {
              todos: [
                { id: 1, text: 'Keep', done: false },
                { id: 2, text: 'Drop', done: true },
              ],
              nextId: 3,
            },
            { type: 'edited', id: 2, text: '' },
          ],
          expected: { todos: [{ id: 1, text: 'Keep', done: false }], nextId: 3 },
        },
        {
          name: 'remove keeps order and nextId',
          args: [
            {
              todos: [
                { id: 1, text: 'A', done: false },
                { id: 2, text: 'B', done: false },
                { id: 3, text: 'C', done: false },
              ],
              nextId: 4,
            },
            { type: 'removed', id: 2 },
          ],
          expected: {
            todos: [
              { id: 1, text: 'A', done: false },
              { id: 3, text: 'C', done: false },
            ],
            nextId: 4,
          },
        },
        {
          name: 'clear completed',
          args: [
            {
              todos: [
                { id: 1, text: 'A', done: true },
                { id: 2, text: 'B', done: false },
                { id: 3, text: 'C', done: true },
              ],
              nextId: 4,
            },
            { type: 'clearedCompleted' },
          ],
          expected: { todos: [{ id: 2, text: 'B', done: false }], nextId: 4 },
        },
        {
          name: 'unknown id changes nothing',
          args: [
            { todos: [{ id: 1, text: 'A', done: false }], nextId: 2 },
            { type: 'toggled', id: 99 },
          ],
          expected: { todos: [{ id: 1, text: 'A', done: false }], nextId: 2 },
        },
        {
          name: 'unknown action type changes nothing',
          args: [
            { todos: [{ id: 1, text: 'A', done: false }], nextId: 2 },
            { type: 'archived', id: 1 },
          ],
          expected: { todos: [{ id: 1, text: 'A', done: false }], nextId: 2 },
        },
        {
          name: 'clear completed on empty list',
          args: [{ todos: [], nextId: 1 }, { type: 'clearedCompleted' }],
          expected: { todos: [], nextId: 1 },
        },
      ],
      reference: {
        javascript: String.raw`function todoReducer(state, action) {
  switch (action.type) {
    case 'added': {
      const text = action.text.trim();
      if (text === '') return state;
      return {
        todos: [...state.todos, { id: state.nextId, text, done: false }],
        nextId: state.nextId + 1,
      };
    }
    case 'toggled':
      return {
        ...state,
        todos: state.todos.map((todo) => (todo.id === action.id ? { ...todo, done: !todo.done } : todo)),
      };
    case 'edited': {
      const text = action.text.trim();
      if (text === '') return { ...state, todos: state.todos.filter((todo) => todo.id !== action.id) };
      return { ...state, todos: state.todos.map((todo) => (todo.id === action.id ? { ...todo, text } : todo)) };
    }
    case 'removed':
      return { ...state, todos: state.todos.filter((todo) => todo.id !== action.id) };
    case 'clearedCompleted':
      return { ...state, todos: state.todos.filter((todo) => !todo.done) };
    default:
      return state;
  }
}
`,
        typescript: String.raw`type Todo = { id: number; text: string; done: boolean };
type TodoState = { todos: Todo[]; nextId: number };
type TodoAction =
  | { type: 'added'; text: string }
  | { type: 'toggled'; id: number }
  | { type: 'edited'; id: number; text: string }
  | { type: 'removed'; id: number }
  | { type: 'clearedCompleted' };

function todoReducer(state: TodoState, action: TodoAction): TodoState {
  switch (action.type) {
    case 'added': {
      const text = action.text.trim();
      if (text === '') return state;
      return { todos: [...state.todos, { id: state.nextId, text, done: false }], nextId: state.nextId + 1 };
    }
    case 'toggled':
      return {
        ...state,
        todos: state.todos.map((todo) => (todo.id === action.id ? { ...todo, done: !todo.done } : todo)),
      };
    case 'edited': {
      const text = action.text.trim();
      if (text === '') return { ...state, todos: state.todos.filter((todo) => todo.id !== action.id) };
      return { ...state, todos: state.todos.map((todo) => (todo.id === action.id ? { ...todo, text } : todo)) };
    }
    case 'removed':
      return { ...state, todos: state.todos.filter((todo) => todo.id !== action.id) };
    case 'clearedCompleted':
      return { ...state, todos: state.todos.filter((todo) => !todo.done) };
    default:
      return state;
  }
}
`,
      },
      explanation:
        'Each case builds a new state with spread, `map` and `filter`, so React sees a new object and re-renders, while the previous state stays intact. Returning the same `state` object for no-ops (blank text, unknown type) lets React skip the re-render.',
    },
    {
      key: 'react.paginated-list-state',
      type: 'coding',
      topic: DATA,
      difficulty: 3,
      title: 'Next state of an infinite list',
      prompt: `An infinite-scroll job list keeps this state:
\`{ items: { id }[], page, hasMore, status: 'idle' | 'loading' | 'error', error }\` where \`page\` is the number of
pages loaded so far and \`error\` is a string or \`null\`. Write \`nextListState(state, event)\`:

- \`{ type: 'loadMore' }\`: ignored while loading or when \`hasMore\` is false. Otherwise \`status\` becomes
  \`'loading'\` and \`error\` becomes \`null\` (this also retries after an error).
- \`{ type: 'loaded', page, items, hasMore }\`: applied only while loading **and** when \`page\` is exactly the next
  page (\`state.page + 1\`); anything else is a stale or duplicate response and is ignored. Append the new items,
  **skipping any whose \`id\` is already in the list** (items can shift between pages), set \`page\` and \`hasMore\`,
  and go back to \`'idle'\`.
- \`{ type: 'failed', message }\`: applied only while loading: \`status\` becomes \`'error'\`, \`error\` the message.
- \`{ type: 'refreshed' }\`: start over: no items, page 0, \`hasMore\` true, \`'loading'\`, no error.

Any other event leaves the state as it is. Never change the input.`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'nextListState', typescript: 'nextListState' },
      starter: {
        javascript: String.raw`/**
 * @param {{ items: { id: string | number }[], page: number, hasMore: boolean, status: string, error: string | null }} state
 * @param {{ type: string, page?: number, items?: object[], hasMore?: boolean, message?: string }} event
 */
function nextListState(state, event) {
  // Handle 'loadMore', 'loaded', 'failed' and 'refreshed'; ignore anything else.
}
`,
        typescript: String.raw`type Item = { id: string | number; [key: string]: unknown };
type ListState = {
  items: Item[];
  page: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'error';
  error: string | null;
};
type ListEvent =
  | { type: 'loadMore' }
  | { type: 'loaded'; page: number; items: Item[]; hasMore: boolean }
  | { type: 'failed'; message: string }
  | { type: 'refreshed' };

function nextListState(state: ListState, event: ListEvent): ListState {
  // Handle each event; ignore stale responses and unknown events.
  return state;
}
`,
      },
      samples: [
        {
          name: 'start loading',
          args: [{ items: [], page: 0, hasMore: true, status: 'idle', error: null }, { type: 'loadMore' }],
          expected: { items: [], page: 0, hasMore: true, status: 'loading', error: null },
        },
        {
          name: 'first page arrives',
          args: [
            { items: [], page: 0, hasMore: true, status: 'loading', error: null },
            { type: 'loaded', page: 1, items: [{ id: 'a' }, { id: 'b' }], hasMore: true },
          ],
          expected: {
            items: [{ id: 'a' }, { id: 'b' }],
            page: 1,
            hasMore: true,
            status: 'idle',
            error: null,
          },
        },
      ],
      hidden: [
        {
          name: 'loadMore ignored while loading',
          args: [
            { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
            { type: 'loadMore' },
          ],
          expected: { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
        },
        {
          name: 'loadMore ignored at the end',
          args: [
            { items: [{ id: 1 }], page: 3, hasMore: false, status: 'idle', error: null },
            { type: 'loadMore' },
          ],
          expected: { items: [{ id: 1 }], page: 3, hasMore: false, status: 'idle', error: null },
        },
        {
          name: 'retry after an error clears it',
          args: [
            { items: [{ id: 1 }], page: 1, hasMore: true, status: 'error', error: 'Network down' },
            { type: 'loadMore' },
          ],
          expected: { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
        },
        {
          name: 'duplicates across pages skipped',
          args: [
            { items: [{ id: 1 }, { id: 2 }], page: 1, hasMore: true, status: 'loading', error: null },
            { type: 'loaded', page: 2, items: [{ id: 2 }, { id: 3 }, { id: 3 }], hasMore: false },
          ],
          expected: {
            items: [{ id: 1 }, { id: 2 }, { id: 3 }],
            page: 2,
            hasMore: false,
            status: 'idle',
            error: null,
          },
        },
        {
          name: 'stale page ignored',
          args: [
            { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
            { type: 'loaded', page: 1, items: [{ id: 9 }], hasMore: true },
          ],
          expected: { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
        },
        {
          name: 'response while idle ignored',
          args: [
            { items: [], page: 0, hasMore: true, status: 'idle', error: null },
            { type: 'loaded', page: 1, items: [{ id: 1 }], hasMore: true },
          ],
          expected: { items: [], page: 0, hasMore: true, status: 'idle', error: null },
        },
        {
          name: 'failure while loading',
          args: [
            { items: [{ id: 1 }], page: 1, hasMore: true, status: 'loading', error: null },
            { type: 'failed', message: 'Server returned 503' },
          ],
          expected: {
            items: [{ id: 1 }],
            page: 1,
            hasMore: true,
            status: 'error',
            error: 'Server returned 503',
          },
        },
        {
          name: 'failure while idle ignored',
          args: [
            { items: [], page: 0, hasMore: true, status: 'idle', error: null },
            { type: 'failed', message: 'late' },
          ],
          expected: { items: [], page: 0, hasMore: true, status: 'idle', error: null },
        },
        {
          name: 'refresh starts over',
          args: [
            { items: [{ id: 1 }, { id: 2 }], page: 2, hasMore: false, status: 'error', error: 'x' },
            { type: 'refreshed' },
          ],
          expected: { items: [], page: 0, hasMore: true, status: 'loading', error: null },
        },
        {
          name: 'unknown event ignored',
          args: [
            { items: [{ id: 1 }], page: 1, hasMore: true, status: 'idle', error: null },
            { type: 'scrolled' },
          ],
          expected: { items: [{ id: 1 }], page: 1, hasMore: true, status: 'idle', error: null },
        },
        {
          name: 'empty last page',
          args: [
            {
              items: [{ id: 'x', title: 'Go developer' }],
              page: 4,
              hasMore: true,
              status: 'loading',
              error: null,
            },
            { type: 'loaded', page: 5, items: [], hasMore: false },
          ],
          expected: {
            items: [{ id: 'x', title: 'Go developer' }],
            page: 5,
            hasMore: false,
            status: 'idle',
            error: null,
          },
        },
      ],
      reference: {
        javascript: String.raw`function nextListState(state, event) {
  switch (event.type) {
    case 'loadMore':
      if (state.status === 'loading' || !state.hasMore) return state;
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      if (state.status !== 'loading' || event.page !== state.page + 1) return state;
      const seen = new Set(state.items.map((item) => item.id));
      const items = [...state.items];
      for (const item of event.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push(item);
      }
      return { items, page: event.page, hasMore: event.hasMore, status: 'idle', error: null };
    }
    case 'failed':
      if (state.status !== 'loading') return state;
      return { ...state, status: 'error', error: event.message };
    case 'refreshed':
      return { items: [], page: 0, hasMore: true, status: 'loading', error: null };
    default:
      return state;
  }
}
`,
        typescript: String.raw`type Item = { id: string | number; [key: string]: unknown };
type ListState = {
  items: Item[];
  page: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'error';
  error: string | null;
};
type ListEvent =
  | { type: 'loadMore' }
  | { type: 'loaded'; page: number; items: Item[]; hasMore: boolean }
  | { type: 'failed'; message: string }
  | { type: 'refreshed' };

function nextListState(state: ListState, event: ListEvent): ListState {
  switch (event.type) {
    case 'loadMore':
      if (state.status === 'loading' || !state.hasMore) return state;
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      if (state.status !== 'loading' || event.page !== state.page + 1) return state;
      const seen = new Set(state.items.map((item) => item.id));
      const items = [...state.items];
      for (const item of event.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push(item);
      }
      return { items, page: event.page, hasMore: event.hasMore, status: 'idle', error: null };
    }
    case 'failed':
      if (state.status !== 'loading') return state;
      return { ...state, status: 'error', error: event.message };
    case 'refreshed':
      return { items: [], page: 0, hasMore: true, status: 'loading', error: null };
    default:
      return state;
  }
}
`,
      },
      explanation:
        'Treat it as a small state machine: each event is valid only in certain statuses, and everything else returns the state untouched. Checking `page === state.page + 1` drops late or duplicate responses, and a `Set` of ids seen so far removes items that shifted onto the next page.',
    },
    {
      key: 'react.practice-signup-errors',
      type: 'coding',
      topic: QUALITY,
      difficulty: 1,
      practice: true,
      title: 'Validate a sign-up form',
      prompt: `Write \`signupErrors(form)\` for a sign-up form \`{ email, password, confirmPassword }\`. Return an array of
error codes in this order (only those that apply):

1. \`'email_required'\` if the trimmed email is empty, otherwise \`'email_invalid'\` unless it has exactly one \`@\`
   with text before it and a domain after it that contains a dot (not as its first or last character).
2. \`'password_too_short'\` if the password has fewer than 8 characters.
3. \`'password_needs_digit'\` if the password contains no digit 0–9.
4. \`'passwords_differ'\` if \`confirmPassword\` is not exactly equal to \`password\`.`,
      languages: ['javascript', 'typescript'],
      entry: { javascript: 'signupErrors', typescript: 'signupErrors' },
      starter: {
        javascript: String.raw`/**
 * @param {{ email: string, password: string, confirmPassword: string }} form
 * @returns {string[]}
 */
function signupErrors(form) {
  const errors = [];
  // Check the email, then the password, then the confirmation.
  return null;
}
`,
        typescript: String.raw`type SignupForm = { email: string; password: string; confirmPassword: string };

function signupErrors(form: SignupForm): string[] {
  const errors: string[] = [];
  // Check the email, then the password, then the confirmation.
  return ['not implemented'];
}
`,
      },
      samples: [
        {
          name: 'valid form',
          args: [{ email: 'ada@example.com', password: 'correct1horse', confirmPassword: 'correct1horse' }],
          expected: [],
        },
        {
          name: 'several problems',
          args: [{ email: 'ada.example.com', password: 'short', confirmPassword: 'shorter' }],
          expected: ['email_invalid', 'password_too_short', 'password_needs_digit', 'passwords_differ'],
        },
      ],
      hidden: [
        {
          name: 'blank email',
          args: [{ email: '   ', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: ['email_required'],
        },
        {
          name: 'email trimmed',
          args: [{ email: ' ada@example.com ', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: [],
        },
        {
          name: 'two at signs',
          args: [{ email: 'a@b@example.com', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: ['email_invalid'],
        },
        {
          name: 'nothing before at',
          args: [{ email: '@example.com', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: ['email_invalid'],
        },
        {
          name: 'domain without dot',
          args: [{ email: 'ada@localhost', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: ['email_invalid'],
        },
        {
          name: 'domain ends with dot',
          args: [{ email: 'ada@example.', password: 'abcdefg1', confirmPassword: 'abcdefg1' }],
          expected: ['email_invalid'],
        },
        {
          name: 'exactly eight characters',
          args: [{ email: 'a@b.co', password: '1234abcd', confirmPassword: '1234abcd' }],
          expected: [],
        },
        {
          name: 'long password without digit',
          args: [
            { email: 'a@b.co', password: 'correcthorsebattery', confirmPassword: 'correcthorsebattery' },
          ],
          expected: ['password_needs_digit'],
        },
        {
          name: 'confirmation differs by case',
          args: [{ email: 'a@b.co', password: 'Secret123', confirmPassword: 'secret123' }],
          expected: ['passwords_differ'],
        },
        {
          name: 'unicode email and password',
          args: [{ email: 'zoë@exämple.de', password: 'pässwörd9', confirmPassword: 'pässwörd9' }],
          expected: [],
        },
      ],
      reference: {
        javascript: String.raw`function emailLooksValid(email) {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  const dot = domain.indexOf('.');
  return local.length > 0 && dot > 0 && !domain.endsWith('.');
}

function signupErrors(form) {
  const errors = [];
  const email = form.email.trim();
  if (email === '') errors.push('email_required');
  else if (!emailLooksValid(email)) errors.push('email_invalid');
  if (form.password.length < 8) errors.push('password_too_short');
  if (!/[0-9]/.test(form.password)) errors.push('password_needs_digit');
  if (form.confirmPassword !== form.password) errors.push('passwords_differ');
  return errors;
}
`,
        typescript: String.raw`type SignupForm = { email: string; password: string; confirmPassword: string };

function emailLooksValid(email: string): boolean {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  const dot = domain.indexOf('.');
  return local.length > 0 && dot > 0 && !domain.endsWith('.');
}

function signupErrors(form: SignupForm): string[] {
  const errors: string[] = [];
  const email = form.email.trim();
  if (email === '') errors.push('email_required');
  else if (!emailLooksValid(email)) errors.push('email_invalid');
  if (form.password.length < 8) errors.push('password_too_short');
  if (!/[0-9]/.test(form.password)) errors.push('password_needs_digit');
  if (form.confirmPassword !== form.password) errors.push('passwords_differ');
  return errors;
}
`,
      },
      explanation:
        'Keep validation a pure function of the form values so a component can call it on every change and a test can call it directly. Check each rule independently and in a fixed order, so the form can show all problems at once.',
    },
  ],
};
