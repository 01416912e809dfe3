import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { COURSE_ID, LIST_URL, operator, operatorCourse } from '../testing/console-fixtures.ts';

const server = stubAppApi();

const summary = (overrides = {}) => {
  const { modules: _m, description: _d, outcomes: _o, ...rest } = operatorCourse();
  return { ...rest, lesson_count: 1, ...overrides };
};

describe('the operators’ course list', { timeout: 20_000 }, () => {
  it('lists drafts and published courses with their figures, and links each to its editor', async () => {
    server.respondWith((r) =>
      r.url === LIST_URL
        ? {
            status: 200,
            data: {
              data: [
                summary(),
                summary({
                  id: 'c-2',
                  title: 'SQL basics',
                  published: true,
                  enrolled_count: 12,
                  completed_count: 3,
                }),
              ],
            },
          }
        : undefined,
    );
    renderApp('/recruiter/courses', operator);

    const list = await screen.findByRole('list', { name: 'Courses' });
    const draft = within(list).getByRole('link', { name: /Testing with Vitest/ });
    expect(draft).toHaveAttribute('href', `/recruiter/courses/${COURSE_ID}`);
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Beginner');
    expect(within(list).getByRole('link', { name: /SQL basics/ })).toHaveTextContent(
      '12 enrolled, 3 completed',
    );
    expect(screen.getAllByRole('link', { name: 'Courses' })[0]).toHaveAttribute('href', '/recruiter/courses');
  });

  it('says when there is no course yet, and when the list does not load', async () => {
    server.respondWith((r) => (r.url === LIST_URL ? { status: 200, data: { data: [] } } : undefined));
    const first = renderApp('/recruiter/courses', operator);
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    first.unmount();

    server.respondWith((r) =>
      r.url === LIST_URL ? { status: 403, data: { message: 'Operators only.' } } : undefined,
    );
    renderApp('/recruiter/courses', operator);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The courses did not load');
    expect(alert).toHaveTextContent('Operators only.');
  });

  it('creates a draft: the contract’s checks on the fields first, then the server’s, then its editor', async () => {
    let created = false;
    server.respondWith((r) => {
      if (r.url === LIST_URL && r.method === 'GET') return { status: 200, data: { data: [] } };
      if (r.url === LIST_URL && r.method === 'POST') {
        const body = jsonBody(r);
        if (body.title === 'Taken title')
          return {
            status: 422,
            data: { message: 'Invalid', errors: { title: ['A course has this title already.'] } },
          };
        created = true;
        return { status: 201, data: { data: operatorCourse({ title: String(body.title), modules: [] }) } };
      }
      if (r.url === `${LIST_URL}/${COURSE_ID}`)
        return { status: 200, data: { data: operatorCourse({ modules: [] }) } };
      if (r.url === '/shared/api/skills')
        return { status: 200, data: { data: [{ slug: 'sql', name: 'SQL', category: 'Data', aliases: [] }] } };
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recruiter/courses', operator);

    await user.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    expect(await within(dialog).findByText('Give the course a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a level.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name at least one skill.')).toBeInTheDocument();
    expect(server.posted(LIST_URL)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Taken title');
    await user.type(within(dialog).getByLabelText('Summary'), 'Queries that answer questions.');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'beginner');
    await user.type(within(dialog).getByRole('combobox', { name: 'Skills it teaches' }), 'sq');
    await user.click(await screen.findByRole('option', { name: /SQL/ }));
    expect(within(dialog).getByRole('list', { name: 'Chosen skills' })).toHaveTextContent('SQL');
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    expect(await within(dialog).findByText('A course has this title already.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'SQL basics');
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/recruiter/courses/${COURSE_ID}`));
    expect(created).toBe(true);
    expect(jsonBody(server.posted(LIST_URL).at(-1))).toEqual({
      title: 'SQL basics',
      summary: 'Queries that answer questions.',
      description: '',
      level: 'beginner',
      skills: ['sql'],
      outcomes: [],
      pass_percent: 70,
      published: false,
    });
  });
});
