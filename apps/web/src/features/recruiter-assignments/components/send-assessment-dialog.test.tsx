import { RecruiterAssignmentListSchema } from '@talent/contract/assignments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { localToUtcIso } from '../../../lib/format.ts';
import { assignment, options, panelApplicant, renderWithClient } from '../testing/assignment-fixtures.tsx';
import { AssignmentsPanel } from './assignments-panel.tsx';

const server = stubAppApi();
const LIST = '/recruiter/api/applications/app-1/assignments';
const OPTIONS = '/recruiter/api/assignment-options';

function serve(
  extra: (r: { url: string; method: string }) => { status: number; data?: unknown } | undefined = () =>
    undefined,
) {
  server.respondWith((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.url === OPTIONS) return { status: 200, data: { data: options } };
    if (r.url === LIST && r.method === 'GET') return { status: 200, data: { data: [] } };
    return undefined;
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithClient(<AssignmentsPanel applicant={panelApplicant()} />);
  expect(await screen.findByText(/No tests or interviews sent yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send assessment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Ada Lovelace an assessment' });
  await within(dialog).findByRole('tab', { name: 'Skill test' });
  return { user, dialog };
}

beforeEach(() => sessionStorage.clear());

describe('send assessment: skill test', () => {
  it('checks the fields, prefills the bank pass mark, and sends the deadline as the recruiter zone means it', async () => {
    const sent = assignment();
    expect(RecruiterAssignmentListSchema.safeParse({ data: [sent] }).success).toBe(true);
    serve((r) => (r.url === LIST && r.method === 'POST' ? { status: 201, data: { data: sent } } : undefined));
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send skill test' }));
    expect(await within(dialog).findByText('Choose a test.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Test' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted(LIST)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Test' }), 'sql-basics');
    const passMark = within(dialog).getByRole('spinbutton', { name: 'Pass mark (%)' });
    expect(passMark).toHaveValue(60);
    expect(
      within(dialog).getByText(/20 minutes, 10 tasks\. The bank's pass mark is 60%/),
    ).toBeInTheDocument();

    await user.clear(passMark);
    await user.type(passMark, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Send skill test' }));
    expect(await within(dialog).findByText('A pass mark of at least 40 %.')).toBeInTheDocument();

    // A deadline under a day away is refused before sending.
    const deadline = within(dialog).getByLabelText('Deadline');
    const defaultDeadline = (deadline as HTMLInputElement).value;
    fireEvent.change(deadline, { target: { value: '2020-01-01T09:00' } });
    await user.clear(passMark);
    await user.type(passMark, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Send skill test' }));
    expect(await within(dialog).findByText('Give the candidate at least a day.')).toBeInTheDocument();

    fireEvent.change(deadline, { target: { value: defaultDeadline } });
    await user.type(within(dialog).getByLabelText(/Message to the candidate/), 'Take it when you are fresh.');
    await user.click(within(dialog).getByRole('button', { name: 'Send skill test' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [date, time] = defaultDeadline.split('T');
    expect(jsonBody(server.posted(LIST)[0])).toEqual({
      kind: 'skill_test',
      test_slug: 'sql-basics',
      pass_mark_percent: 80,
      deadline_at: localToUtcIso(date ?? '', time ?? '', 'Europe/Berlin'),
      message: 'Take it when you are fresh.',
    });
    // A sent draft is gone: the next opening starts clean.
    expect(sessionStorage.length).toBe(0);
  }, 20_000);

  it('keeps the draft when the dialog closes, per tab', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Test' }), 'typescript-core');
    await user.type(within(dialog).getByLabelText(/Message to the candidate/), 'Half an hour.');
    await user.click(within(dialog).getByRole('tab', { name: 'Video interview' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Title' }), 'First round');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send assessment' }));
    const again = await screen.findByRole('dialog');
    // It reopens where it was left: the interview tab, with its title.
    expect(within(again).getByRole('tab', { name: 'Video interview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('First round');
    await user.click(within(again).getByRole('tab', { name: 'Skill test' }));
    expect(within(again).getByRole('combobox', { name: 'Test' })).toHaveValue('typescript-core');
    expect(within(again).getByRole('spinbutton', { name: 'Pass mark (%)' })).toHaveValue(70);
    expect(within(again).getByLabelText(/Message to the candidate/)).toHaveValue('Half an hour.');
  }, 20_000);
});

describe('send assessment: video interview', () => {
  it('builds questions from a template, reorders and removes them, prefills the rubric, and sends', async () => {
    serve((r) =>
      r.url === LIST && r.method === 'POST'
        ? { status: 201, data: { data: assignment({ kind: 'interview' }) } }
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Video interview' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Title' }), 'First round');

    // The default rubric is there to start with.
    expect(within(dialog).getByRole('textbox', { name: 'Criterion 1' })).toHaveValue('Communication');
    expect(within(dialog).getByRole('textbox', { name: 'Criterion 2' })).toHaveValue('Relevant experience');

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Start from a template' }),
      'tpl-1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add its questions' }));
    expect(within(dialog).getAllByTestId('interview-question')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Question 1 text' })).toHaveValue(
      'Tell us about a project you are proud of.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }));
    expect(within(dialog).getByRole('textbox', { name: 'Question 1 text' })).toHaveValue(
      'How do you work across time zones?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    const third = within(dialog).getByRole('textbox', { name: 'Question 3 text' });
    await user.type(third, 'Short');
    const takes = within(dialog).getAllByRole('spinbutton', { name: 'Takes' })[2] as HTMLElement;
    expect(takes).toHaveValue(2);
    await user.clear(takes);
    await user.type(takes, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    expect(
      await within(dialog).findByText('Write the question (at least 10 characters).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Allow at least one take.')).toBeInTheDocument();
    expect(server.posted(LIST)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove question 3' }));
    // No way to answer the first question: said on its group.
    const modes = within(dialog).getByRole('group', { name: 'Question 1 may be answered by' });
    for (const box of within(modes).getAllByRole('checkbox', { checked: true })) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    expect(await within(modes).findByText('Allow at least one way to answer.')).toBeInTheDocument();
    await user.click(within(modes).getByRole('checkbox', { name: 'Written' }));

    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    await waitFor(() => expect(server.posted(LIST)).toHaveLength(1));
    const body = jsonBody(server.posted(LIST)[0]);
    expect(body).toMatchObject({
      kind: 'interview',
      title: 'First round',
      questions: [
        {
          prompt: 'How do you work across time zones?',
          think_seconds: 20,
          answer_seconds: 90,
          max_takes: 3,
          modes: ['text'],
        },
        {
          prompt: 'Tell us about a project you are proud of.',
          think_seconds: 30,
          answer_seconds: 120,
          max_takes: 2,
        },
      ],
      rubric: [
        { label: 'Communication', description: 'Clear, structured, to the point.' },
        { label: 'Relevant experience' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it("puts the server's 422 on the fields it names", async () => {
    serve((r) =>
      r.url === LIST && r.method === 'POST'
        ? {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: {
                'questions.0.prompt': ['This question repeats another.'],
                deadline_at: ['The deadline falls after the job closes.'],
              },
            },
          }
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Video interview' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Title' }), 'First round');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Question 1 text' }),
      'Why this role, and why now?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));

    expect(await within(dialog).findByText('This question repeats another.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Question 1 text' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByText('The deadline falls after the job closes.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Deadline')).toHaveAttribute('aria-invalid', 'true');
    // Still open, still holding what was typed.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('First round');
  }, 20_000);
});
