import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorCourse } from '@talent/contract/courses';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { COURSE_ID, COURSE_URL, operator, operatorCourse } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const PAGE = `/recruiter/courses/${COURSE_ID}`;

let course: OperatorCourse;

function respond() {
  server.respondWith((r) => {
    if (r.url === COURSE_URL && r.method === 'GET') return { status: 200, data: { data: course } };
    if (r.url === COURSE_URL && r.method === 'PATCH') {
      const body = jsonBody(r);
      if (body.published === true && !course.modules.some((m) => m.lessons.some((l) => l.is_final)))
        return {
          status: 422,
          data: {
            message: 'Invalid',
            errors: { published: ['Mark a quiz as the final quiz before publishing the course.'] },
          },
        };
      course = { ...course, ...(body as Partial<OperatorCourse>) };
      return { status: 200, data: { data: course } };
    }
    if (r.url === `${COURSE_URL}/modules` && r.method === 'POST') {
      const body = jsonBody(r) as { title: string; summary: string };
      course = {
        ...course,
        modules: [
          ...course.modules,
          { id: 'm-2', title: body.title, summary: body.summary, position: 2, lessons: [] },
        ],
      };
      return { status: 201, data: { data: course } };
    }
    if (r.url === `${COURSE_URL}/modules/m-1/lessons` && r.method === 'POST') {
      const body = jsonBody(r) as { items?: Array<{ options?: string[] }> };
      const options = body.items?.[0]?.options ?? [];
      if (new Set(options).size !== options.length)
        return {
          status: 422,
          data: { message: 'Invalid', errors: { 'items.0.options.1': ['Write each option once.'] } },
        };
      const lesson = {
        ...course.modules[0]!.lessons[0]!,
        ...(body as object),
        id: 'l-2',
        position: 2,
        learners: 0,
      } as OperatorCourse['modules'][number]['lessons'][number];
      course = {
        ...course,
        modules: [
          { ...course.modules[0]!, lessons: [...course.modules[0]!.lessons, lesson] },
          ...course.modules.slice(1),
        ],
      };
      return { status: 201, data: { data: course } };
    }
    return undefined;
  });
}

describe('the operators’ course editor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    course = operatorCourse();
    respond();
  });

  it('shows why a draft cannot be published yet, adds a module, and publishes once a final quiz exists', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, operator);

    expect(await screen.findByRole('heading', { level: 1, name: 'Testing with Vitest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mark a quiz as the final quiz before publishing the course.',
    );

    await user.type(screen.getByLabelText('New module title'), 'Going further');
    await user.click(screen.getByRole('button', { name: 'Add the module' }));
    expect(await screen.findByRole('heading', { name: 'Module 2: Going further' })).toBeInTheDocument();
    expect(screen.getByLabelText('New module title')).toHaveValue('');

    course.modules[0]!.lessons[0]!.is_final = true;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(jsonBody(server.requests.filter((r) => r.method === 'PATCH').at(-1))).toEqual({ published: true });
  });

  it('adds a final quiz: questions with their key, the server’s 422 on the right field, then the lesson in the syllabus', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, operator);

    const module = await screen.findByRole('region', { name: 'Module 1: Basics' });
    expect(within(module).getByText(/Reading · 8 min · free preview · 2 learners/)).toBeInTheDocument();
    await user.click(within(module).getByRole('button', { name: 'Add a lesson to module 1' }));
    const form = await within(module).findByRole('form', { name: 'New lesson' });
    await user.type(within(form).getByLabelText('Lesson title'), 'Final check');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'quiz');
    await user.clear(within(form).getByLabelText('Time it takes (minutes)'));
    await user.type(within(form).getByLabelText('Time it takes (minutes)'), '6');
    await user.click(within(form).getByLabelText("The course's final quiz"));

    const question = await within(form).findByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByLabelText('Question'), 'Which runner do we use?');
    await user.type(within(question).getByLabelText('Option 1'), 'Jest');
    await user.type(within(question).getByLabelText('Option 2'), 'Jest');
    // Nothing ticked yet: the contract's own check says so before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Add the lesson' }));
    expect(await within(question).findByText('Mark the right option.')).toBeInTheDocument();
    expect(server.posted(`${COURSE_URL}/modules/m-1/lessons`)).toHaveLength(0);

    // The server's refusal lands on the option it names, which takes the focus.
    await user.click(within(question).getByRole('radio', { name: 'Right: option 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add the lesson' }));
    expect(await within(question).findByText('Write each option once.')).toBeInTheDocument();
    expect(within(question).getByLabelText('Option 2')).toHaveFocus();
    await user.clear(within(question).getByLabelText('Option 2'));
    await user.type(within(question).getByLabelText('Option 2'), 'Vitest');
    await user.click(within(form).getByRole('button', { name: 'Add a question' }));
    const second = within(form).getByRole('group', { name: 'Question 2' });
    await user.selectOptions(within(second).getByLabelText('Kind of question'), 'short_answer');
    await user.type(within(second).getByLabelText('Question'), 'Name the assertion for equal objects.');
    await user.type(within(second).getByLabelText('Accepted answer 1'), 'toEqual');
    await user.click(within(form).getByRole('button', { name: 'Add the lesson' }));

    expect(await within(module).findByText('Final check')).toBeInTheDocument();
    const sent = jsonBody(server.posted(`${COURSE_URL}/modules/m-1/lessons`).at(-1));
    expect(sent).toEqual({
      title: 'Final check',
      kind: 'quiz',
      minutes: 6,
      body: '',
      preview: false,
      is_final: true,
      items: [
        {
          type: 'single_choice',
          prompt: 'Which runner do we use?',
          options: ['Jest', 'Vitest'],
          correct: [1],
          explanation: '',
        },
        {
          type: 'short_answer',
          prompt: 'Name the assertion for equal objects.',
          accepted: ['toEqual'],
          explanation: '',
        },
      ],
    });
    expect(within(module).queryByRole('form', { name: 'New lesson' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and not saved, across a reload, until it is discarded', async () => {
    const user = userEvent.setup();
    const first = renderApp(PAGE, operator);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Testing, the calm way');
    await user.type(screen.getByLabelText('Summary (optional)'), 'Draft module summary');
    first.unmount();

    renderApp(PAGE, operator);
    expect(await screen.findByLabelText('Title')).toHaveValue('Testing, the calm way');
    expect(screen.getByText('Your unsaved changes from before are back.')).toBeInTheDocument();
    expect(screen.getByLabelText('Summary (optional)')).toHaveValue('Draft module summary');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Testing with Vitest');
  });

  it('says when the course does not exist', async () => {
    server.respondWith(() => ({ status: 404, data: { message: 'Not Found' } }));
    renderApp(PAGE, operator);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such course' })).toBeInTheDocument();
  });
});
