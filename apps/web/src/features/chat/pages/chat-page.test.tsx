import type { Conversation, Message } from '@talent/contract/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { RecordedRequest } from '../../../test/stub-adapter.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { outboxStorageKey } from '../lib/outbox.ts';

vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();

const recruiter = {
  user_id: 'r1',
  name: 'Grace Hopper',
  avatar_url: null,
  role: 'recruiter' as const,
  title: 'Talent partner',
  company: 'Compilers Ltd',
  is_demo: true,
};

function message(n: number, sender: string, body: string): Message {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    conversation_id: 'conv-1',
    sender_id: sender,
    body,
    attachment: null,
    is_automated: sender === 'r1',
    created_at: `2026-11-22T10:${String(n).padStart(2, '0')}:00.000Z`,
    cursor: `cur${n}`,
  };
}

const HISTORY = [
  message(1, 'r1', 'Hi Ada, thanks for applying.'),
  message(2, verifiedUser.id, 'Thank you!\nHappy to talk.'),
];

const CONVERSATION: Conversation = {
  id: 'conv-1',
  kind: 'application',
  other: recruiter,
  job: { id: 'job-1', title: 'Senior Compiler Engineer', company: 'Compilers Ltd' },
  application_id: 'app-1',
  invitation_id: null,
  order: null,
  last_message: HISTORY[1] ?? null,
  unread_count: 1,
  other_read_up_to: HISTORY[1]?.created_at ?? null,
  updated_at: HISTORY[1]?.created_at ?? '',
};

function serve(
  conversations: Conversation[],
  extra: (r: RecordedRequest) => ReturnType<Parameters<typeof server.respondWith>[0]> = () => undefined,
) {
  // The server's read state: a POST read zeroes the count it reports.
  let read = false;
  server.respondWith((r) => {
    const handled = extra(r);
    if (handled) return handled;
    if (r.method === 'GET' && r.url === '/shared/api/conversations')
      return { status: 200, data: { data: conversations, next_cursor: null } };
    if (r.method === 'GET' && r.url === '/shared/api/conversations/unread-count')
      return {
        status: 200,
        data: { unread_count: read ? 0 : conversations.filter((c) => c.unread_count > 0).length },
      };
    if (r.method === 'GET' && r.url === '/shared/api/conversations/conv-1')
      return { status: 200, data: { data: CONVERSATION } };
    if (r.method === 'GET' && r.url === '/shared/api/conversations/conv-1/messages')
      return { status: 200, data: { data: HISTORY, next_cursor: null } };
    if (r.method === 'POST' && r.url === '/shared/api/conversations/conv-1/read') {
      read = true;
      return { status: 204 };
    }
    if (r.method === 'POST' && r.url === '/shared/api/conversations/conv-1/messages') {
      const body = jsonBody(r) as { id: string; body: string };
      return {
        status: 201,
        data: { data: { ...message(9, verifiedUser.id, body.body), id: body.id } },
      };
    }
    return undefined;
  });
}

const posts = () => server.posted('/shared/api/conversations/conv-1/messages');

describe('chat page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('an empty inbox says how conversations start, with links', async () => {
    serve([]);
    renderApp('/chat', verifiedUser);
    expect(await screen.findByText(/No conversations yet — they start when you apply/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'See invitations' })).toHaveAttribute(
      'href',
      '/jobs/invitations',
    );
  });

  it("shows an order thread's order, linking to the order page", async () => {
    const orderThread: Conversation = {
      ...CONVERSATION,
      kind: 'order',
      other: {
        ...recruiter,
        user_id: 'buyer-1',
        name: 'Bruno Buyer',
        role: 'talent',
        title: null,
        company: null,
        is_demo: false,
      },
      job: null,
      application_id: null,
      order: { id: 'order-1', reference: 'MK-7F3A2C', title: 'A careful React code review' },
    };
    serve([orderThread], (r) =>
      r.method === 'GET' && r.url === '/shared/api/conversations/conv-1'
        ? { status: 200, data: { data: orderThread } }
        : undefined,
    );
    renderApp('/chat?c=conv-1', verifiedUser);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: /Bruno Buyer/ });
    expect(row).toHaveTextContent('Order MK-7F3A2C · A careful React code review');
    expect(row).toHaveTextContent('Talent');
    expect(await screen.findByRole('link', { name: 'Order MK-7F3A2C' })).toHaveAttribute(
      'href',
      '/marketplace/orders/order-1',
    );
  });

  it('lists conversations, opens one on /inbox.copy and marks it read, rendering text as text', async () => {
    // jsdom's window never has the focus a browser tab has.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    serve([CONVERSATION]);
    const { router } = renderApp('/inbox.copy', verifiedUser);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: /Grace Hopper/ });
    expect(row).toHaveAttribute('href', '/inbox.copy?c=conv-1');
    expect(row).toHaveTextContent('Demo');
    expect(row).toHaveTextContent('Talent partner · Compilers Ltd');
    expect(row).toHaveTextContent('Senior Compiler Engineer');
    expect(row).toHaveTextContent('1 unread message');
    expect(await screen.findByTestId('chat-unread-badge')).toHaveTextContent('1');

    await userEvent.setup().click(row);
    expect(router.state.location.search).toBe('?c=conv-1');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute('aria-current', 'page'),
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi Ada, thanks for applying.')).toBeInTheDocument();
    expect(within(log).getByText(/Thank you!/).textContent).toBe('Thank you!\nHappy to talk.');
    expect(within(log).getByText('Automatic reply')).toBeInTheDocument();
    expect(within(log).getByTestId('seen-receipt')).toHaveTextContent('Seen');
    // Opened with an unread message while focused: marked read up to the newest message.
    await waitFor(() =>
      expect(jsonBody(server.posted('/shared/api/conversations/conv-1/read')[0])).toEqual({
        message_id: HISTORY[1]?.id,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Grace Hopper/ })).not.toHaveTextContent('unread'),
    );
    await waitFor(() => expect(screen.queryByTestId('chat-unread-badge')).toBeNull());
  });

  it('Enter sends with a client id, Shift+Enter breaks the line', async () => {
    serve([CONVERSATION]);
    renderApp('/chat?c=conv-1', verifiedUser);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const sent = jsonBody(posts()[0]);
    expect(sent.body).toBe('First line\nsecond line');
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(box).toHaveValue('');
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getByTestId('sent-receipt')).toBeInTheDocument());
    expect(within(log).queryByTestId('pending-message')).toBeNull();
  });

  it('an empty message is refused in the box, without a request', async () => {
    serve([CONVERSATION]);
    renderApp('/chat?c=conv-1', verifiedUser);
    await screen.findByRole('log', { name: 'Messages' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or attach a file.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('offline, a message waits in the outbox and goes out with the same id when the browser is back online', async () => {
    serve([CONVERSATION]);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/chat?c=conv-1', verifiedUser);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.setup().type(box, 'Sent from a tunnel{Enter}');
    const pending = await screen.findByTestId('pending-message');
    expect(pending).toHaveAttribute('data-state', 'queued');
    expect(posts()).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem(outboxStorageKey(verifiedUser.id)) ?? '[]') as Array<{
      id: string;
    }>;
    expect(queued).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(jsonBody(posts()[0]).id).toBe(queued[0]?.id);
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    expect(screen.getByText('Sent from a tunnel')).toBeInTheDocument();
    expect(localStorage.getItem(outboxStorageKey(verifiedUser.id))).toBeNull();
  });

  it('a refused send stays with its error and can be discarded', async () => {
    serve([CONVERSATION], (r) =>
      r.method === 'POST' && r.url === '/shared/api/conversations/conv-1/messages'
        ? { status: 422, data: { message: 'Too long', errors: { body: ['The message is too long.'] } } }
        : undefined,
    );
    renderApp('/chat?c=conv-1', verifiedUser);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'Hello{Enter}');
    const pending = await screen.findByTestId('pending-message');
    await waitFor(() => expect(pending).toHaveAttribute('data-state', 'failed'));
    expect(pending).toHaveTextContent('The message is too long.');
    await user.click(within(pending).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('pending-message')).toBeNull();
  });

  it('a conversation that is not yours reads as not available', async () => {
    serve([CONVERSATION], (r) =>
      r.url.startsWith('/shared/api/conversations/other')
        ? { status: 404, data: { message: 'Not Found' } }
        : undefined,
    );
    renderApp('/chat?c=other', verifiedUser);
    expect(await screen.findByText('This conversation is not available')).toBeInTheDocument();
  });
});
