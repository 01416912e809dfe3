import type { Feedback } from '@talent/contract/feedback';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { clearRecentErrors, recordError } from '../../../lib/recent-errors.ts';
import { renderWithApp, setFeedbackConfig, talent } from '../testing/feedback-kit.tsx';
import { FeedbackButton } from './feedback-button.tsx';

const server = stubAppApi();
const LIST = '/shared/api/feedback';

function sentFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 'fb-1',
    category: 'bug',
    status: 'new',
    what_happened: 'The filter resets.',
    expected: 'It stays.',
    context: null,
    screenshot: null,
    replies: [],
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(async () => {
  sessionStorage.clear();
  clearRecentErrors();
  await setFeedbackConfig({ token: 'fb_public', script_url: null });
});

describe('the feedback form', { timeout: 20_000 }, () => {
  it('names what is missing, keeps the draft when closed, and sends it with the token and the details shown', async () => {
    let mine: Feedback[] = [];
    server.respondWith((r) => {
      if (r.url === LIST && r.method === 'GET') return { status: 200, data: { data: mine } };
      if (r.url === LIST && r.method === 'POST') {
        mine = [sentFeedback({ what_happened: 'The salary filter resets.' })];
        return { status: 201, data: { data: mine[0] } };
      }
      return undefined;
    });
    recordError('TypeError: x is undefined');
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />, { path: '/jobs?q=rust&email=a%40b.c' });

    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findByText('Choose what kind of feedback this is.')).toBeInTheDocument();
    expect(dialog.getByLabelText('What happened?')).toHaveAccessibleDescription(
      /0 of 4,000 characters\. Tell us what happened\./,
    );
    expect(dialog.getByText('Tell us what you expected.')).toBeInTheDocument();
    expect(server.posted(LIST)).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Something is broken' }));
    await user.type(dialog.getByLabelText('What happened?'), 'The salary filter resets.');
    // Closed half-way: the draft is there when it opens again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    expect(dialog.getByLabelText('What happened?')).toHaveValue('The salary filter resets.');
    expect(dialog.getByRole('radio', { name: 'Something is broken' })).toBeChecked();

    await user.type(dialog.getByLabelText('What did you expect?'), 'It stays as I left it.');
    // What is sent is shown first: the page (private query values hidden), the browser, the recent errors.
    await user.click(dialog.getByText('See what is sent'));
    expect(dialog.getByText('/jobs?q=rust&email=%5Bredacted%5D')).toBeInTheDocument();
    expect(dialog.getByText('TypeError: x is undefined')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));

    expect(await dialog.findByText(/Thank you: we have your feedback/)).toBeInTheDocument();
    expect(jsonBody(server.posted(LIST)[0])).toEqual({
      token: 'fb_public',
      category: 'bug',
      what_happened: 'The salary filter resets.',
      expected: 'It stays as I left it.',
      screenshot_file_id: null,
      context: {
        path: '/jobs?q=rust&email=%5Bredacted%5D',
        user_agent: navigator.userAgent,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        build_id: expect.any(String),
        console_errors: [{ message: 'TypeError: x is undefined', at: expect.any(String) }],
      },
    });
    // Its thread is open under "Your feedback", and the draft is gone.
    expect(dialog.getByRole('tab', { name: 'Your feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await dialog.findByRole('heading', { name: 'Bug: The salary filter resets.' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(`borderless.feedback-draft.${talent.id}`)).toBeNull();
  });

  it('leaves the details out on request, and says what to do when the form is out of date', async () => {
    server.respondWith((r) => {
      if (r.url === LIST && r.method === 'POST') {
        return {
          status: 422,
          data: {
            message: 'This feedback form is out of date.',
            errors: { token: ['This feedback form is out of date. Reload the page and send it again.'] },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.click(dialog.getByRole('radio', { name: 'An idea' }));
    await user.type(dialog.getByLabelText('What happened?'), 'Saved searches by mail.');
    await user.type(dialog.getByLabelText('What did you expect?'), 'A weekly digest.');
    await user.click(dialog.getByRole('checkbox', { name: /Include technical details/ }));
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/out of date\. Reload the page/);
    expect(jsonBody(server.posted(LIST)[0])).toMatchObject({ category: 'idea', context: null });
    // Nothing is lost: the draft is still there for after the reload.
    expect(sessionStorage.getItem(`borderless.feedback-draft.${talent.id}`)).toContain('A weekly digest.');
  });
});

describe('your feedback', { timeout: 20_000 }, () => {
  it('opens on the thread an answer links to, shows the answer and sends a follow-up', async () => {
    let thread = sentFeedback({
      status: 'answered',
      replies: [
        { id: 'r1', from: 'team', body: 'Fixed in today’s release.', created_at: '2026-11-25T11:00:00.000Z' },
      ],
    });
    server.respondWith((r) => {
      if (r.url === LIST && r.method === 'GET') return { status: 200, data: { data: [thread] } };
      if (r.url === `${LIST}/fb-1/replies`) {
        thread = {
          ...thread,
          status: 'in_progress',
          replies: [
            ...thread.replies,
            { id: 'r2', from: 'author', body: 'Still on Safari.', created_at: '2026-11-25T12:00:00.000Z' },
          ],
        };
        return { status: 201, data: { data: thread } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />, { path: '/settings?feedback=fb-1' });

    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    expect(await dialog.findByRole('heading', { name: 'Bug: The filter resets.' })).toHaveFocus();
    expect(dialog.getByText('Answered')).toBeInTheDocument();
    expect(dialog.getByText('Fixed in today’s release.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Add to this feedback'), 'Still on Safari.');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Still on Safari.', { selector: 'p' })).toBeInTheDocument();
    expect(dialog.getByText('In progress')).toBeInTheDocument();
    expect(jsonBody(server.posted(`${LIST}/fb-1/replies`)[0])).toEqual({ body: 'Still on Safari.' });

    await user.click(dialog.getByRole('button', { name: 'All your feedback' }));
    expect(dialog.getByRole('list', { name: 'Your feedback' })).toHaveTextContent(/Bug: The filter resets\./);
  });

  it('shows an empty list and a failed one with a way to retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === LIST && r.method === 'GET') {
        return fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: [] } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.click(dialog.getByRole('tab', { name: 'Your feedback' }));
    expect(await dialog.findByText('Your feedback did not load')).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('You have not sent feedback yet')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(dialog.getByRole('tab', { name: 'Send feedback' })).toHaveAttribute('aria-selected', 'true');
  });
});
