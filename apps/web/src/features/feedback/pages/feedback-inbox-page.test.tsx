import type { OperatorFeedback } from '@talent/contract/feedback';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderWithApp, talent } from '../testing/feedback-kit.tsx';
import FeedbackInboxPage from './feedback-inbox-page.tsx';

const server = stubAppApi();
const INBOX = '/shared/api/operator/feedback';
const operator = { ...talent, id: 'op-1', name: 'Olga Operator', role: 'operator' as const };
const counts = { new: 1, in_progress: 0, answered: 0, closed: 0 };

function item(overrides: Partial<OperatorFeedback> = {}): OperatorFeedback {
  return {
    id: 'fb-1',
    category: 'bug',
    status: 'new',
    what_happened: 'The salary filter resets when I go back.',
    expected: 'It stays.',
    context: {
      path: '/jobs?q=rust',
      user_agent: 'Chrome/131',
      viewport: { width: 1280, height: 720 },
      build_id: 'b-42',
      console_errors: [{ message: 'TypeError: x is undefined', at: '2026-11-25T09:59:00.000Z' }],
    },
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    author: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'talent' },
    tags: [],
    has_screenshot: true,
    reply_count: 0,
    screenshot_url: `${INBOX}/fb-1/screenshot`,
    replies: [],
    ...overrides,
  };
}

describe('the feedback inbox', { timeout: 20_000 }, () => {
  it('lists feedback, opens one with its screenshot and details, tags it and answers', async () => {
    let current = item();
    server.respondWith((r) => {
      if (r.url === INBOX && r.method === 'GET') {
        return { status: 200, data: { data: [current], next_cursor: null, counts } };
      }
      if (r.url === `${INBOX}/tags`) return { status: 200, data: { data: [{ tag: 'search', count: 3 }] } };
      if (r.url === `${INBOX}/fb-1` && r.method === 'GET') return { status: 200, data: { data: current } };
      if (r.url === `${INBOX}/fb-1` && r.method === 'PATCH') {
        current = { ...current, ...(jsonBody(r) as Partial<OperatorFeedback>) };
        return { status: 200, data: { data: current } };
      }
      if (r.url === `${INBOX}/fb-1/replies`) {
        const body = jsonBody(r) as { body: string; status: 'answered' };
        current = {
          ...current,
          status: body.status,
          replies: [
            {
              id: 'r1',
              from: 'team',
              body: body.body,
              author_name: 'Olga Operator',
              created_at: current.created_at,
            },
          ],
        };
        return { status: 201, data: { data: current } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackInboxPage title="Feedback inbox" />, {
      user: operator,
      path: '/recruiter/feedback',
    });

    const list = await screen.findByRole('list', { name: 'Feedback' });
    expect(screen.getByRole('button', { name: 'New 1' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(list).getByRole('link', { name: /The salary filter resets/ }));

    const detail = within(await screen.findByRole('article'));
    expect(
      await detail.findByRole('heading', { name: 'The salary filter resets when I go back.' }),
    ).toHaveFocus();
    expect(detail.getByRole('img', { name: 'Screenshot sent by Ada Lovelace' })).toHaveAttribute(
      'src',
      `${INBOX}/fb-1/screenshot`,
    );
    expect(detail.getByText('/jobs?q=rust')).toBeInTheDocument();
    expect(detail.getByText(/TypeError: x is undefined/)).toBeInTheDocument();

    await user.type(detail.getByLabelText('New tag'), '<b>');
    await user.click(detail.getByRole('button', { name: 'Add' }));
    expect(await detail.findByText('Use letters, digits, spaces, - and _ in tags.')).toBeInTheDocument();
    await user.clear(detail.getByLabelText('New tag'));
    await user.type(detail.getByLabelText('New tag'), 'Filters');
    await user.click(detail.getByRole('button', { name: 'Add' }));
    expect(await detail.findByRole('button', { name: 'Remove the tag filters' })).toBeInTheDocument();
    expect(jsonBody(server.requests.find((r) => r.method === 'PATCH'))).toEqual({ tags: ['filters'] });

    await user.click(detail.getByRole('button', { name: 'Send answer' }));
    expect(await detail.findByText('Write a reply.')).toBeInTheDocument();
    await user.type(detail.getByLabelText('Answer Ada Lovelace'), 'Fixed in today’s release.');
    await user.click(detail.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(detail.getByText('Fixed in today’s release.')).toBeInTheDocument());
    expect(jsonBody(server.posted(`${INBOX}/fb-1/replies`)[0])).toEqual({
      body: 'Fixed in today’s release.',
      status: 'answered',
    });
    expect(detail.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  });

  it('says when nothing matches, and when the list failed, with a way to retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === INBOX) {
        return fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: [], next_cursor: null, counts: { ...counts, new: 0 } } };
      }
      if (r.url === `${INBOX}/tags`) return { status: 200, data: { data: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackInboxPage title="Feedback inbox" />, {
      user: operator,
      path: '/recruiter/feedback?category=idea',
    });
    expect(await screen.findByText('Feedback did not load')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('idea');
    expect(server.requests.find((r) => r.url === INBOX)?.params).toEqual({ category: 'idea' });
  });
});
