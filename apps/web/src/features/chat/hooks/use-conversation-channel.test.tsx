import { QueryClientProvider } from '@tanstack/react-query';
import type { Message } from '@talent/contract/chat';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { flattenPages, type MessagePages } from '../lib/message-pages.ts';
import { useConversationChannel } from './use-conversation-channel.ts';

/** A presence channel that records its handlers, so a test can play the server's side of a (re)subscription. */
const fake = vi.hoisted(() => {
  const handlers: { here: ((users: unknown[]) => void)[] } = { here: [] };
  const channel = {
    here(callback: (users: unknown[]) => void) {
      handlers.here.push(callback);
      return channel;
    },
    joining: () => channel,
    leaving: () => channel,
    listen: () => channel,
    listenForWhisper: () => channel,
    whisper: () => undefined,
  };
  const echo = { join: () => channel, leave: () => undefined };
  return { handlers, echo };
});

vi.mock('../../../lib/realtime/index.ts', () => ({
  getEcho: () => fake.echo,
  useConnectionState: () => 'connected',
}));

const server = stubAppApi();
const CONVERSATION = 'c-1';
const MESSAGES_URL = `/shared/api/conversations/${CONVERSATION}/messages`;

function message(id: string, body: string): Message {
  return {
    id,
    conversation_id: CONVERSATION,
    sender_id: 'u-2',
    body,
    attachment: null,
    is_automated: false,
    created_at: `2026-11-25T08:00:0${id.length}.000Z`,
    cursor: id,
  };
}

function setup() {
  const queryClient = createQueryClient(createApiClient());
  queryClient.setQueryData<MessagePages>(chatKeys.messages(CONVERSATION), {
    pages: [{ data: [message('m1', 'Before the gap')], next_cursor: null }],
    pageParams: [undefined],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useConversationChannel(CONVERSATION, { id: 'u-1', name: 'Ada' }), { wrapper });
  const bodies = () =>
    flattenPages(queryClient.getQueryData<MessagePages>(chatKeys.messages(CONVERSATION))).map((m) => m.body);
  return { bodies };
}

beforeEach(() => {
  fake.handlers.here.length = 0;
});

describe('a conversation channel that is subscribed again', () => {
  it('fetches what was written while it was away once the channel is live again, not on the first subscription', async () => {
    server.respondWith((r) =>
      r.method === 'GET' && r.url === MESSAGES_URL
        ? {
            status: 200,
            data: {
              data: [message('m1', 'Before the gap'), message('m22', 'Written during the gap')],
              next_cursor: null,
            },
          }
        : undefined,
    );
    const { bodies } = setup();
    const subscribed = fake.handlers.here[0]!;

    subscribed([{ name: 'Ada' }, { name: 'Kit' }]);
    await Promise.resolve();
    expect(server.requests.filter((r) => r.url === MESSAGES_URL)).toHaveLength(0);

    // The socket dropped and came back: the channel's subscription succeeds a second time.
    subscribed([{ name: 'Ada' }, { name: 'Kit' }]);
    await waitFor(() => expect(bodies()).toEqual(['Before the gap', 'Written during the gap']));
    expect(server.requests.filter((r) => r.url === MESSAGES_URL)).toHaveLength(1);
  });
});
