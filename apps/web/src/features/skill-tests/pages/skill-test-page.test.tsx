import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, Attempt } from '@talent/contract/assessments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { unsentStorageKey } from '../lib/autosave.ts';
import {
  ATTEMPT_ID,
  ATTEMPT_PATH,
  ITEMS,
  SLUG,
  TEST_PATH,
  attemptFixture,
  resultFixture,
  skillTestFixture,
} from '../testing/skill-test-fixtures.ts';

// CodeMirror needs a real layout engine; here the editor is a plain text box with the same props.
vi.mock('../../../components/assessment-items/code-editor.tsx', () => ({
  CodeEditor: ({
    value,
    onChange,
    labelledBy,
  }: {
    value: string;
    onChange: (v: string) => void;
    labelledBy: string;
  }) => (
    <textarea
      aria-labelledby={labelledBy}
      data-testid="code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  ),
}));

const server = stubAppApi();
const PAGE = `/skill-center/tests/${SLUG}`;

interface State {
  test: ReturnType<typeof skillTestFixture>;
  attempt: Attempt;
  saveStatus: number | 'offline';
  startStatus: number;
}
let state: State;

function respond() {
  server.respondWith((r) => {
    // Minutes pass in the timer tests: the identity is read again, and is still the same person.
    if (r.url === '/api/user') return { status: 200, data: verifiedUser };
    if (r.method === 'GET' && r.url === TEST_PATH) return { status: 200, data: { data: state.test } };
    if (r.method === 'POST' && r.url === `${TEST_PATH}/attempts`) {
      if (state.startStatus === 409)
        return {
          status: 409,
          data: {
            message: 'You can take this test again later.',
            next_attempt_at: '2026-12-09T09:30:00.000Z',
          },
        };
      return { status: 201, data: { data: state.attempt } };
    }
    if (r.method === 'GET' && r.url === ATTEMPT_PATH) return { status: 200, data: { data: state.attempt } };
    if (r.method === 'PUT' && r.url.startsWith(`${ATTEMPT_PATH}/answers/`)) {
      if (state.saveStatus === 'offline') throw new ApiError('Network Error', 'ERR_NETWORK');
      if (state.saveStatus === 409) return { status: 409, data: { message: 'This attempt has ended.' } };
      const itemId = decodeURIComponent(r.url.split('/').pop()!);
      const { answer } = jsonBody(r) as { answer: Answer };
      return {
        status: 200,
        data: { data: { item_id: itemId, answer, saved_at: '2026-11-25T12:03:00.000Z' } },
      };
    }
    if (r.method === 'POST' && r.url === `${ATTEMPT_PATH}/run`)
      return {
        status: 200,
        data: {
          data: {
            status: 'ok',
            error: null,
            duration_ms: 12,
            cases: [
              {
                name: 'Sample 1',
                input: '[[1,2,3]]',
                expected: '6',
                actual: '0',
                passed: false,
                error: null,
                stdout: 'hello',
                duration_ms: 3,
              },
            ],
          },
        },
      };
    if (r.method === 'POST' && r.url === `${ATTEMPT_PATH}/submit`)
      return { status: 200, data: { data: resultFixture() } };
    if (r.method === 'GET' && r.url === `${ATTEMPT_PATH}/result`)
      return { status: 200, data: { data: resultFixture() } };
    if (r.method === 'GET' && r.url === `${ATTEMPT_PATH}/proctoring`) return { status: 404 };
    return undefined;
  });
}

const puts = () => server.requests.filter((r) => r.method === 'PUT');
const lastPut = () => jsonBody(puts().at(-1)).answer;

beforeEach(() => {
  localStorage.clear();
  state = { test: skillTestFixture(), attempt: attemptFixture(), saveStatus: 200, startStatus: 201 };
  // The local clock is an hour fast: only the server's `server_now` may count.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T13:10:00.000Z'));
  respond();
});
afterEach(() => vi.useRealTimers());

async function openAttempt() {
  const view = renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
  await screen.findByRole('heading', { name: /Task 1 of 5/ });
  return view;
}

describe('skill test: the introduction', () => {
  it('shows the rules and asks to confirm them before starting', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, verifiedUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'React' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /5 tasks: 1 choice \(one or several answers\), 1 multiple choice, 1 short answer, 1 put in order and 1 coding/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/30 minutes, counted by our server/)).toBeInTheDocument();
    expect(screen.getByText(/70% of the points passes/)).toBeInTheDocument();
    expect(screen.getByText(/14 days after a graded attempt, except one free redo/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Browser signals: tab switches/ })).toBeChecked();
    expect(screen.getByText(/a small webcam photo every 3 minutes/)).toBeInTheDocument();
    // The focused layout names the page and leads back to the skill center.
    expect(screen.getByRole('link', { name: /^Exit/ })).toHaveAttribute('href', '/skill-center');

    await user.click(screen.getByRole('button', { name: /Start the test/ }));
    const box = screen.getByRole('checkbox', { name: 'I have read the rules' });
    expect(box).toHaveAccessibleDescription('Confirm that you have read the rules.');
    expect(box).toHaveFocus();
    expect(server.posted(`${TEST_PATH}/attempts`)).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('radio', { name: /Nothing recorded/ }));
    await user.click(screen.getByRole('button', { name: /Start the test/ }));
    expect(await screen.findByRole('heading', { name: /Task 1 of 5/ })).toBeInTheDocument();
    expect(jsonBody(server.posted(`${TEST_PATH}/attempts`)[0])).toEqual({
      proctoring: 'none',
      accept_rules: true,
    });
  });

  it('checks the camera when the webcam is chosen, and will not start without it', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, verifiedUser);
    await user.click(await screen.findByRole('radio', { name: /webcam snapshot every few minutes/ }));
    // jsdom has no camera: the same answer a browser without one gives.
    expect(await screen.findByText('This browser cannot use the camera here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Check your camera and connection/ })).toHaveAttribute(
      'href',
      '/test',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I have read the rules' }));
    await user.click(screen.getByRole('button', { name: /Start the test/ }));
    expect(
      screen.getByText('The camera is not ready. Allow it, or choose another option.'),
    ).toBeInTheDocument();
    expect(server.posted(`${TEST_PATH}/attempts`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Browser signals: tab switches/ }));
    await user.click(screen.getByRole('button', { name: /Start the test/ }));
    await waitFor(() => expect(server.posted(`${TEST_PATH}/attempts`)).toHaveLength(1));
    expect(jsonBody(server.posted(`${TEST_PATH}/attempts`)[0])).toEqual({
      proctoring: 'signals',
      accept_rules: true,
    });
  });

  it('shows the exact date of the next attempt from a 409 cooldown', async () => {
    state.startStatus = 409;
    const user = userEvent.setup();
    renderApp(PAGE, verifiedUser);
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the rules' }));
    await user.click(screen.getByRole('button', { name: /Start the test/ }));
    expect(
      await screen.findByText('You can take this test again from 9 Dec 2026, 09:30 GMT.'),
    ).toBeInTheDocument();
  });

  it('offers Resume for an attempt in progress', async () => {
    state.test = skillTestFixture({
      mine: {
        ...skillTestFixture().mine,
        state: 'in_progress',
        attempt_id: ATTEMPT_ID,
        deadline_at: '2026-11-25T12:30:00.000Z',
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(PAGE, verifiedUser);
    expect(
      await screen.findByText(/Its timer kept running on our server; it closes at 25 Nov 2026, 12:30 GMT/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start the test/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Resume the test/ }));
    expect(await screen.findByRole('heading', { name: /Task 1 of 5/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?attempt=${ATTEMPT_ID}`);
  });

  it('says when the test does not exist', async () => {
    server.respondWith(() => ({ status: 404, data: { message: 'Not Found' } }));
    renderApp(PAGE, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'We could not find this test' })).toBeInTheDocument();
  });

  it('offers a retry when the test does not load', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === TEST_PATH)
        return fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: state.test } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(PAGE, verifiedUser);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15000 });
    expect(screen.getByRole('heading', { name: 'The test did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'React' })).toBeInTheDocument();
  }, 30_000);
});

describe('skill test: answering', () => {
  it('counts down from the server clock, not the local one', async () => {
    await openAttempt();
    // server_now 12:10, deadline 12:30; the local clock says 13:10.
    expect(screen.getByTestId('time-left')).toHaveTextContent('20:00');
  });

  it('sends each item type in its own answer shape, saving choices at once', async () => {
    const user = userEvent.setup();
    await openAttempt();

    await user.click(screen.getByRole('radio', { name: 'useState' }));
    await waitFor(() => expect(lastPut()).toEqual({ type: 'single_choice', option_id: 'a' }));
    expect(puts().at(-1)!.url).toBe(`${ATTEMPT_PATH}/answers/i-single`);
    expect(await screen.findByText('Saved 12:03')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'useLayoutEffect' }));
    await user.click(screen.getByRole('checkbox', { name: 'useEffect' }));
    await waitFor(() => expect(lastPut()).toEqual({ type: 'multiple_choice', option_ids: ['a', 'b'] }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const text = screen.getByRole('textbox', { name: 'Why do lists need keys?' });
    expect(text).toHaveAccessibleDescription(/One or two sentences.*0 \/ 500 characters/);
    await user.type(text, 'Identity');
    expect(screen.getByText('8 / 500 characters')).toBeInTheDocument();
    await waitFor(() => expect(lastPut()).toEqual({ type: 'short_answer', text: 'Identity' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Move down: Commit' }));
    await waitFor(() => expect(lastPut()).toEqual({ type: 'ordering', order: ['s1', 's2', 's3'] }));
  });

  it('reorders steps with the keyboard and says where each went', async () => {
    await openAttempt();
    fireEvent.click(screen.getByRole('button', { name: /Task 4: unanswered/ }));
    const effects = await screen.findByRole('listitem', { name: '3. Effects' });
    effects.focus();
    fireEvent.keyDown(effects, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(lastPut()).toEqual({ type: 'ordering', order: ['s2', 's3', 's1'] }));
    expect(screen.getByText('“Effects” moved to position 2 of 3.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('listitem', { name: '2. Effects' }), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(lastPut()).toEqual({ type: 'ordering', order: ['s3', 's2', 's1'] }));
    expect(screen.getByRole('listitem', { name: '1. Effects' })).toBeInTheDocument();
  });

  it('codes: the language picker swaps the starter, Run shows each case', async () => {
    const user = userEvent.setup();
    await openAttempt();
    await user.click(screen.getByRole('button', { name: /Task 5: unanswered/ }));
    expect(screen.getByTestId('code')).toHaveValue('function sum(numbers) {\n  return 0;\n}\n');
    expect(screen.getByText(/Submit grades your code against 4 hidden tests/)).toBeInTheDocument();
    expect(screen.getByText('[[1,2,3]]')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    expect(screen.getByTestId('code')).toHaveValue('def sum_all(numbers):\n    return 0\n');

    const input = screen.getByRole('textbox', { name: 'Your own input (optional)' });
    await user.type(input, '{{"a": 1}');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(input).toHaveAccessibleDescription(/Write the arguments as a JSON array/);
    expect(server.posted(`${ATTEMPT_PATH}/run`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '[[[[5]]');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const results = await screen.findByRole('region', { name: 'Run results' });
    expect(within(results).getByText(/0 of 1 sample cases passed/)).toBeInTheDocument();
    expect(within(results).getByText('Failed')).toBeInTheDocument();
    expect(within(results).getByText('hello')).toBeInTheDocument();
    expect(jsonBody(server.posted(`${ATTEMPT_PATH}/run`)[0])).toEqual({
      item_id: 'i-code',
      language: 'python',
      source: 'def sum_all(numbers):\n    return 0\n',
      custom_input: '[[5]]',
    });
    await waitFor(() =>
      expect(lastPut()).toEqual({
        type: 'coding',
        language: 'python',
        source: 'def sum_all(numbers):\n    return 0\n',
      }),
    );
  }, 20_000);

  it('keeps answers on the device while offline and sends them on the next visit', async () => {
    state.saveStatus = 'offline';
    const user = userEvent.setup();
    const first = await openAttempt();
    await user.click(screen.getByRole('radio', { name: 'useMemo' }));
    expect(await screen.findByText(/Offline — will retry/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(unsentStorageKey(ATTEMPT_ID))!)).toEqual({
      'i-single': { type: 'single_choice', option_id: 'b' },
    });
    first.unmount();

    // A reload: the server still has nothing, the device has the answer; it shows and is sent.
    state.saveStatus = 200;
    await openAttempt();
    expect(screen.getByRole('radio', { name: 'useMemo' })).toBeChecked();
    await waitFor(() => expect(localStorage.getItem(unsentStorageKey(ATTEMPT_ID))).toBeNull());
    expect(lastPut()).toEqual({ type: 'single_choice', option_id: 'b' });
  });

  it('shows the server’s saved answers after a reload', async () => {
    state.attempt = attemptFixture({
      answers: [
        {
          item_id: 'i-single',
          answer: { type: 'single_choice', option_id: 'b' },
          saved_at: '2026-11-25T12:05:00.000Z',
        },
      ],
    });
    await openAttempt();
    expect(screen.getByRole('radio', { name: 'useMemo' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Task 1: answered' })).toBeInTheDocument();
  });

  it('stops editing when the server says the attempt has ended (409) and leads to the result', async () => {
    state.saveStatus = 409;
    const user = userEvent.setup();
    await openAttempt();
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    expect(await screen.findByRole('heading', { name: 'This attempt has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      `/skill-center/tests/${SLUG}/result?attempt=${ATTEMPT_ID}`,
    );
    expect(screen.queryByRole('radio', { name: 'useState' })).not.toBeInTheDocument();
  });

  it('flags a task for review with Alt+F, and Alt+N moves on, but not while typing', async () => {
    const user = userEvent.setup();
    await openAttempt();
    await user.keyboard('{Alt>}f{/Alt}');
    expect(
      screen.getByRole('button', { name: 'Task 1: unanswered, flagged for review' }),
    ).toBeInTheDocument();
    await user.keyboard('{Alt>}n{/Alt}');
    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.getByRole('heading', { name: 'Task 3 of 5' })).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Why do lists need keys?' }));
    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.getByRole('heading', { name: 'Task 3 of 5' })).toBeInTheDocument();
  });

  it('confirms Submit with the unanswered tasks listed, then shows the result', async () => {
    const user = userEvent.setup();
    const { router } = await openAttempt();
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    await user.click(screen.getByRole('button', { name: 'Submit the test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(within(dialog).getByText('4 tasks are unanswered:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Task \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['Task 2', 'Task 3', 'Task 4', 'Task 5']);
    await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/skill-center/tests/${SLUG}/result`));
    expect(server.posted(`${ATTEMPT_PATH}/submit`)).toHaveLength(1);
    expect(await screen.findByText('86%')).toBeInTheDocument();
  });
});

describe('skill test: practice', () => {
  it('is untimed, not recorded, and checks each answer with feedback', async () => {
    server.respondWith((r) => {
      if (r.url === TEST_PATH) return { status: 200, data: { data: state.test } };
      if (r.url === `${TEST_PATH}/practice`)
        return { status: 200, data: { data: { test: attemptFixture().test, items: ITEMS.slice(0, 2) } } };
      if (r.method === 'POST' && r.url === `${TEST_PATH}/practice/check`)
        return {
          status: 200,
          data: {
            data: {
              correct: false,
              points: 0,
              max_points: 1,
              explanation: 'useState **keeps** state.',
              expected: 'useState',
              cases: [],
            },
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`${PAGE}?mode=practice`, verifiedUser);
    expect(await screen.findByText('Practice — not recorded')).toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'useMemo' }));
    await user.click(check);
    expect(await screen.findByText(/Not quite — 0 of 1 points/)).toBeInTheDocument();
    expect(screen.getByText('Expected: useState')).toBeInTheDocument();
    expect(jsonBody(server.posted(`${TEST_PATH}/practice/check`)[0])).toEqual({
      item_id: 'i-single',
      answer: { type: 'single_choice', option_id: 'b' },
    });
    expect(server.requests.some((r) => r.method === 'PUT' || r.url.includes('/attempts'))).toBe(false);
  });
});

describe('skill test: time and proctoring', () => {
  it('warns at 5 and 1 minutes, then closes the attempt at zero and opens the result', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-25T12:24:00.000Z'));
    state.attempt = attemptFixture({ server_now: '2026-11-25T12:24:00.000Z' });
    const { router } = await openAttempt();
    expect(screen.getByTestId('time-left')).toHaveTextContent('06:00');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('5 minutes left.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screen.getByText(/1 minute left/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('heading', { name: 'Time is up' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/skill-center/tests/${SLUG}/result`));
    expect(router.state.location.search).toBe(`?attempt=${ATTEMPT_ID}`);
  }, 20_000);

  it('sends browser signals in batches: tab hidden, focus lost with seconds away, paste length never text', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-25T12:10:00.000Z'));
    state.attempt = attemptFixture({ proctoring: 'signals' });
    const events: unknown[] = [];
    server.respondWith((r) => {
      if (r.url === TEST_PATH) return { status: 200, data: { data: state.test } };
      if (r.url === ATTEMPT_PATH) return { status: 200, data: { data: state.attempt } };
      if (r.url === `${ATTEMPT_PATH}/proctoring/events`) {
        events.push(jsonBody(r).events);
        return { status: 204 };
      }
      return undefined;
    });
    await openAttempt();

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(window, new Event('blur'));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    fireEvent(window, new Event('focus'));
    const paste = new Event('paste', { bubbles: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { getData: () => 'secret code' };
    fireEvent(screen.getByRole('radio', { name: 'useState' }), paste);
    expect(events).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(events).toHaveLength(1));
    const batch = events[0] as { kind: string; amount?: number; item_id?: string }[];
    expect(batch.map((e) => e.kind)).toEqual(['tab_hidden', 'window_blur', 'paste']);
    expect(batch[1]!.amount).toBe(12);
    expect(batch[2]!.amount).toBe(11);
    expect(batch[2]!.item_id).toBe('i-single');
    expect(JSON.stringify(events)).not.toContain('secret');
  });

  it('records nothing in mode none', async () => {
    await openAttempt();
    fireEvent(window, new Event('blur'));
    fireEvent(window, new Event('focus'));
    expect(server.requests.some((r) => r.url.includes('/proctoring'))).toBe(false);
  });
});
