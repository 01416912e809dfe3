import type { InterviewQuestion, InterviewSession, Take } from '@talent/contract/assignments';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { serverBackend } from '../lib/take-backend.ts';
import type { useAnswerRecorder } from '../lib/use-answer-recorder.ts';
import { TakeRunner } from './take-runner.tsx';

const server = stubAppApi();
const TOKEN = 'tok_abc';
const takeUrl = (id: string, step: string) =>
  `/talent/api/assignments/${TOKEN}/interview/takes/${id}/${step}`;

const question: InterviewQuestion = {
  id: 'q-1',
  position: 1,
  prompt: 'Tell us about your last project.',
  think_seconds: 30,
  answer_seconds: 60,
  max_takes: 3,
  modes: ['video', 'audio'],
};

/** A video take the page was recording when it reloaded: answering on the server, nothing uploaded. */
function interruptedTake(number: number, overrides: Partial<Take> = {}): Take {
  const started = Date.now() - 120_000;
  return {
    id: `take-${number}`,
    question_id: question.id,
    number,
    mode: 'video',
    state: 'answering',
    started_at: new Date(started).toISOString(),
    think_ends_at: new Date(started + 30_000).toISOString(),
    answer_started_at: new Date(started + 30_000).toISOString(),
    answer_ends_at: new Date(started + 90_000).toISOString(),
    stopped_at: null,
    overrun_seconds: 0,
    duration_seconds: null,
    text: null,
    media_url: null,
    ...overrides,
  };
}

function sessionAfter(takes: Take[], takesLeft: number): InterviewSession {
  return {
    assignment_id: 'as-1',
    status: 'in_progress',
    deadline_at: new Date(Date.now() + 86_400_000).toISOString(),
    questions: [
      {
        ...question,
        takes: takes.map((t) => ({ ...t, state: 'discarded' })),
        takes_left: takesLeft,
        kept_take_id: null,
        watched: false,
      },
    ],
    current_question_id: takesLeft > 0 ? question.id : null,
  };
}

/** The server's side of the two calls an interrupted take needs: stop, then discard. */
function answerStopAndDiscard(take: Take, after: InterviewSession) {
  server.respondWith((r) => {
    if (r.method === 'POST' && r.url === takeUrl(take.id, 'stop'))
      return {
        status: 200,
        data: { data: { ...take, state: 'stopped', stopped_at: new Date().toISOString() } },
      };
    if (r.method === 'POST' && r.url === takeUrl(take.id, 'discard'))
      return { status: 200, data: { data: after } };
    return undefined;
  });
}

/** The calls that change the take (the CSRF cookie's GET aside). */
const sent = () => server.requests.filter((r) => r.method === 'POST').map((r) => `${r.method} ${r.url}`);

// The interrupted take never touches the recorder: no stream after a reload until the devices are on again.
const recorder = {} as ReturnType<typeof useAnswerRecorder>;

function renderRunner(take: Take, takesUsed: number, onSession = vi.fn()) {
  render(
    <TakeRunner
      question={question}
      label="Question 1 of 2"
      backend={serverBackend(TOKEN, question.id)}
      recorder={recorder}
      initialTake={take}
      takesUsed={takesUsed}
      onSession={onSession}
    />,
  );
  return onSession;
}

describe('a take interrupted by a reload', () => {
  it('says it counts and how many takes are left, then discards it and offers the next take', async () => {
    const take = interruptedTake(1);
    const after = sessionAfter([take], 2);
    answerStopAndDiscard(take, after);
    const onSession = renderRunner(take, 1);

    expect(screen.getByTestId('interrupted-take')).toHaveTextContent(
      'This take was interrupted before it was saved; it counts as one of your takes. You have 2 left.',
    );
    // Nothing to watch or keep: the recording never reached the server.
    expect(screen.queryByRole('button', { name: 'Keep this answer' })).toBeNull();
    const discard = screen.getByRole('button', { name: 'Discard it and record again' });
    expect(discard).toHaveFocus();

    await userEvent.setup().click(discard);
    const next = await screen.findByRole('button', { name: 'Start the next take' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(sent()).toEqual([`POST ${takeUrl(take.id, 'stop')}`, `POST ${takeUrl(take.id, 'discard')}`]);
    expect(onSession).toHaveBeenCalledWith(after, false);
    expect(screen.getByText('2 of 3 takes left')).toBeInTheDocument();
    expect(screen.queryByTestId('interrupted-take')).toBeNull();
  });

  it('as the last take: says none is left and discards it so the interview goes on', async () => {
    // Stopped already (the reload came after the stop, before the upload): only the discard is sent.
    const take = interruptedTake(3, { state: 'stopped', stopped_at: new Date().toISOString() });
    const after = sessionAfter([interruptedTake(1), interruptedTake(2), take], 0);
    answerStopAndDiscard(take, after);
    const onSession = renderRunner(take, 3);

    expect(screen.getByTestId('interrupted-take')).toHaveTextContent(
      'it counts as one of your takes. You have none left, so this question stays without an answer and the interview goes on.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard it and continue' }));
    await waitFor(() => expect(onSession).toHaveBeenCalledWith(after, false));
    expect(sent()).toEqual([`POST ${takeUrl(take.id, 'discard')}`]);
    // The page moves on with the new session; this runner only offers no further take.
    expect(screen.queryByTestId('interrupted-take')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the next take' })).toBeDisabled();
  });

  it('keeps the take and says why when the discard fails', async () => {
    const take = interruptedTake(1, { state: 'stopped' });
    server.respondWith((r) =>
      r.url === takeUrl(take.id, 'discard')
        ? { status: 409, data: { message: 'The deadline has passed; the interview is closed.' } }
        : undefined,
    );
    renderRunner(take, 1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard it and record again' }));
    expect(await screen.findByText('The deadline has passed; the interview is closed.')).toBeInTheDocument();
    expect(screen.getByTestId('interrupted-take')).toBeInTheDocument();
  });
});
