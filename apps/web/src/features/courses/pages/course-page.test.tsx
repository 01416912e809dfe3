import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseDetail, Lesson } from '@talent/contract/courses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  COURSE_URL,
  certificate,
  detail,
  lessonProgress,
  lessonUrl,
  myProgress,
  quizLesson,
  textLesson,
  videoLesson,
} from '../testing/course-fixtures.ts';

const server = stubAppApi();

interface State {
  course: CourseDetail;
  lessons: Record<string, Lesson>;
}
let state: State;

const enrolled = () => detail({ progress: myProgress() });

function respond() {
  server.respondWith((r) => {
    if (r.url === COURSE_URL && r.method === 'GET') return { status: 200, data: { data: state.course } };
    if (r.url === `${COURSE_URL}/enrol` && r.method === 'POST') {
      state.course = { ...enrolled(), progress: myProgress({ done_lessons: 0, percent: 0, resume: null }) };
      return { status: 200, data: { data: state.course } };
    }
    const lesson = /\/lessons\/([^/]+)(\/.*)?$/.exec(r.url);
    if (!lesson || !r.url.startsWith(COURSE_URL)) return undefined;
    const [, id, rest] = lesson;
    const found = state.lessons[id!];
    if (!found) return { status: 404, data: { message: 'Not Found' } };
    if (!rest && r.method === 'GET') {
      if (state.course.progress === null) return { status: 403, data: { message: 'Enrol first.' } };
      return { status: 200, data: { data: found } };
    }
    if (rest === '/progress' && r.method === 'PUT') {
      const body = jsonBody(r) as { done?: boolean; position_seconds?: number };
      const progress = lessonProgress({
        done: body.done === true || found.progress.done,
        position_seconds: body.position_seconds ?? found.progress.position_seconds,
      });
      return { status: 200, data: { data: { lesson: progress, course: state.course.progress } } };
    }
    if (rest === '/quiz/check' && r.method === 'POST') {
      const body = jsonBody(r) as { answer: { option_id?: string } };
      const correct = body.answer.option_id === 'o-1';
      return {
        status: 200,
        data: {
          data: { correct, explanation: 'useState keeps a value between renders.', expected: 'useState' },
        },
      };
    }
    if (rest === '/quiz/submit' && r.method === 'POST') {
      const body = jsonBody(r) as {
        answers: Array<{ item_id: string; answer: { option_id?: string; text?: string } }>;
      };
      const right = body.answers.filter((a) => a.answer.option_id === 'o-1' || a.answer.text === 'useEffect');
      const score = Math.round((right.length / 2) * 100);
      const passed = score >= 70;
      const course = myProgress(
        passed
          ? {
              completed_at: '2026-11-21T10:00:00.000Z',
              percent: 100,
              done_lessons: 4,
              certificate_id: 'cert-1',
            }
          : {},
      );
      state.course = { ...state.course, progress: course };
      return {
        status: 200,
        data: {
          data: {
            score_percent: score,
            passed,
            items: body.answers.map((a) => ({
              item_id: a.item_id,
              correct: right.includes(a),
              explanation: 'Because.',
              expected: a.item_id === 'q-1' ? 'useState' : 'useEffect',
            })),
            lesson: lessonProgress({ done: passed, best_score: score }),
            course,
            certificate: passed ? certificate() : null,
          },
        },
      };
    }
    return undefined;
  });
}

const puts = (lessonId: string) =>
  server.requests
    .filter((r) => r.method === 'PUT' && r.url === lessonUrl(lessonId, '/progress'))
    .map(jsonBody);

describe('a course', { timeout: 20_000 }, () => {
  beforeEach(() => {
    state = {
      course: detail(),
      lessons: { 'l-text': textLesson(), 'l-video': videoLesson(), 'l-quiz': quizLesson() },
    };
    respond();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the syllabus with times and a free preview, and enrols', async () => {
    const user = userEvent.setup();
    renderApp('/courses/c-react', verifiedUser);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'React from the ground up' }),
    ).toBeInTheDocument();
    const syllabus = screen.getByRole('list', { name: 'Syllabus' });
    expect(within(syllabus).getByRole('heading', { name: 'Module 1: Foundations' })).toBeInTheDocument();
    expect(syllabus).toHaveTextContent('2 lessons · 22 min');
    // Before enrolling only the preview opens.
    expect(within(syllabus).getByRole('link', { name: /Thinking in components/ })).toHaveAttribute(
      'href',
      '/courses/c-react?lesson=l-text',
    );
    expect(within(syllabus).queryByRole('link', { name: /Hooks in practice/ })).not.toBeInTheDocument();
    expect(within(syllabus).getAllByRole('img', { name: 'Enrol to open' })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'What you will be able to do' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/courses/c-react?lesson=l-text',
    );
    expect(server.posted(`${COURSE_URL}/enrol`)).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Syllabus' })).getByRole('link', { name: /Hooks in practice/ }),
    ).toBeInTheDocument();
  });

  it('resumes a video at the saved second and saves the place on pause, on seek and on leaving the page', async () => {
    state.course = enrolled();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    const user = userEvent.setup();
    const { unmount } = renderApp('/courses/c-react?lesson=l-video', verifiedUser);

    const video = await screen.findByLabelText<HTMLVideoElement>('Video: Hooks in practice');
    expect(video).toHaveAttribute('src', '/talent/api/courses/c-react/lessons/l-video/video');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('default');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Resuming where you left off, at 1:23.')).toBeInTheDocument();

    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(83);

    await user.selectOptions(screen.getByLabelText('Speed'), '1.5');
    expect(video.playbackRate).toBe(1.5);

    video.currentTime = 95.7;
    fireEvent.pause(video);
    await waitFor(() => expect(puts('l-video').at(-1)).toMatchObject({ position_seconds: 95 }));
    expect(puts('l-video').at(-1)?.client_time).toEqual(expect.any(String));
    expect(await screen.findByText('Your place is saved.')).toBeInTheDocument();

    video.currentTime = 300;
    fireEvent.seeked(video);
    await waitFor(() => expect(puts('l-video').at(-1)).toMatchObject({ position_seconds: 300 }));

    // Nine tenths of the clip watched: the lesson is done.
    video.currentTime = 545;
    fireEvent.seeked(video);
    await waitFor(() =>
      expect(puts('l-video').at(-1)).toEqual(expect.objectContaining({ position_seconds: 545, done: true })),
    );

    // The page goes away: the last second leaves in a keepalive request.
    video.currentTime = 551.2;
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/talent/api/courses/c-react/lessons/l-video/progress',
      expect.objectContaining({ method: 'PUT', keepalive: true }),
    );
    const sent = JSON.parse(String(fetchSpy.mock.calls.at(-1)![1]!.body)) as { position_seconds: number };
    expect(sent.position_seconds).toBe(551);

    // Leaving the lesson afterwards sends nothing new: that second is saved.
    const saves = puts('l-video').length;
    unmount();
    expect(puts('l-video')).toHaveLength(saves);
  });

  it('marks a reading done, and goes to the next lesson by link', async () => {
    state.course = enrolled();
    state.lessons['l-text'] = textLesson({ progress: lessonProgress({ done: false }) });
    const user = userEvent.setup();
    const { router } = renderApp('/courses/c-react?lesson=l-text', verifiedUser);

    expect(await screen.findByRole('heading', { level: 2, name: 'Thinking in components' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Why components' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(puts('l-text').some((body) => body.done === true)).toBe(true));
    expect(await screen.findByText('Done')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=l-video'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hooks in practice' })).toHaveFocus();
  });

  it('asks to enrol before a lesson that is not a preview', async () => {
    renderApp('/courses/c-react?lesson=l-video', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Enrol to open this lesson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrol for free' })).toBeInTheDocument();
  });

  it('checks quiz answers one by one, grades them all, allows a retry at once and shows the certificate', async () => {
    state.course = enrolled();
    const user = userEvent.setup();
    renderApp('/courses/c-react?lesson=l-quiz', verifiedUser);

    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(screen.getByText('2 questions · pass mark 70%')).toBeInTheDocument();
    const first = within(questions).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('radio', { name: 'useRef' }));
    await user.click(within(first).getByRole('button', { name: 'Check this answer' }));
    expect(await within(first).findByText('Not quite')).toBeInTheDocument();
    expect(first).toHaveTextContent('The answer: useState');

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer every question first: 1 question is still open.',
    );

    const second = within(questions).getAllByRole('listitem')[1]!;
    await user.type(within(second).getByRole('textbox'), 'useLayout');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const failed = await screen.findByRole('heading', { name: 'Not passed yet: 0%' });
    expect(failed).toHaveFocus();
    expect(within(questions).getAllByRole('radio')[0]).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(first).getByRole('radio', { name: 'useState' }));
    await user.type(within(second).getByRole('textbox'), 'useEffect');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Passed: 100%' })).toBeInTheDocument();
    const submits = server.posted(lessonUrl('l-quiz', '/quiz/submit')).map(jsonBody);
    expect(submits.at(-1)).toEqual({
      answers: [
        { item_id: 'q-1', answer: { type: 'single_choice', option_id: 'o-1' } },
        { item_id: 'q-2', answer: { type: 'short_answer', text: 'useEffect' } },
      ],
    });

    const done = await screen.findByRole('region', { name: 'You completed this course' });
    expect(
      within(done).getByRole('link', { name: 'Verify the certificate for React from the ground up' }),
    ).toHaveAttribute('href', 'http://localhost:3000/credentials/cert-1');
    expect(
      within(done).getByRole('link', { name: 'Download the certificate for React from the ground up (PDF)' }),
    ).toHaveAttribute('href', '/talent/api/certificates/cert-1/pdf');
  });

  it('says when the course is not available', async () => {
    server.respondWith(() => ({ status: 404, data: { message: 'Not Found' } }));
    renderApp('/courses/nope', verifiedUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});
