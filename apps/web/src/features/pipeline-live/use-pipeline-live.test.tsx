import { act, screen, waitFor } from '@testing-library/react';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../lib/realtime/index.ts';
import { stubAppApi } from '../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../test/render-app.tsx';
import { application, counts } from '../../test/application-fixtures.ts';
import { isPipelineKey } from './use-pipeline-live.ts';

vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();

function pusher() {
  return getEcho()!.connector.pusher as Pusher;
}

/** Delivers a frame on the user's channel as pusher-js would after receiving it (no server in unit tests). */
function deliver(event: string, data: unknown) {
  act(() =>
    pusher().channel(`private-App.Models.User.${verifiedUser.id}`)!.emit(`App\\Events\\${event}`, data),
  );
}

/** Whether something listens for `App\Events\{event}` on the user's channel (the app shell's live hook loads lazily). */
function listening(event: string): boolean {
  const channel = pusher().channel(`private-App.Models.User.${verifiedUser.id}`);
  return (channel?.callbacks.get(`App\\Events\\${event}`) ?? []).length > 0;
}

afterEach(() => stopRealtime());

describe('usePipelineLive', () => {
  it('knows the pipeline key prefixes of both sides', () => {
    expect(isPipelineKey(['applications', 'list', {}])).toBe(true);
    expect(isPipelineKey(['interview-requests', 'pending-count'])).toBe(true);
    expect(isPipelineKey(['recruiter', 'applications', 'x'])).toBe(true);
    expect(isPipelineKey(['talent', 'jobs'])).toBe(false);
    expect(isPipelineKey(['identity', 'user'])).toBe(false);
  });

  it("follows the candidate's assessments list and token pages, never the interview session under the recorder", () => {
    expect(isPipelineKey(['skill-center', 'assessments'])).toBe(true);
    expect(isPipelineKey(['skill-center', 'assessments', 'completed'])).toBe(true);
    expect(isPipelineKey(['assignments', 'tok'])).toBe(true);
    expect(isPipelineKey(['assignments', 'tok', 'result'])).toBe(true);
    expect(isPipelineKey(['assignments', 'tok', 'recordings'])).toBe(true);
    expect(isPipelineKey(['assignments', 'tok', 'interview'])).toBe(false);
    expect(isPipelineKey(['skill-center', 'catalogue'])).toBe(false);
  });

  it('refetches the pipeline screens on PipelineChanged and once its channel is subscribed again, and nothing else', async () => {
    let status: 'submitted' | 'in_review' = 'submitted';
    server.respondWith((r) =>
      r.url === '/talent/api/applications'
        ? {
            status: 200,
            data: { data: [application({ status })], meta: { counts: counts({ [status]: 1 }) } },
          }
        : undefined,
    );
    const { queryClient } = renderApp('/applications', verifiedUser);
    // Nothing listens on port 9: the client keeps trying, which is enough to deliver frames by hand.
    await startRealtime(verifiedUser.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    expect((await screen.findByText('Status:')).parentElement).toHaveTextContent('Submitted');
    queryClient.setQueryData(['talent', 'jobs', 'list'], { unrelated: true });
    queryClient.setQueryData(['recruiter', 'applications', 'list'], { other: 'side' });

    status = 'in_review';
    await waitFor(() => expect(listening('PipelineChanged')).toBe(true));
    deliver('PipelineChanged', { application_id: 'app-1', kind: 'application' });
    await waitFor(() => expect(screen.getByText('Status:').parentElement).toHaveTextContent('In review'));
    expect(queryClient.getQueryState(['recruiter', 'applications', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['talent', 'jobs', 'list'])?.isInvalidated).toBe(false);

    const listRequests = () => server.requests.filter((r) => r.url === '/talent/api/applications').length;
    const before = listRequests();
    const channel = pusher().channel(`private-App.Models.User.${verifiedUser.id}`)!;
    const connection = pusher().connection;
    act(() => {
      connection.emit('state_change', { previous: 'connecting', current: 'connected' });
      channel.emit('pusher:subscription_succeeded', {});
      connection.emit('state_change', { previous: 'connected', current: 'connecting' });
      connection.emit('state_change', { previous: 'connecting', current: 'connected' });
    });
    // The socket is back, but the channel is not subscribed yet: a fetch now could miss an event sent meanwhile.
    expect(listRequests()).toBe(before);
    act(() => channel.emit('pusher:subscription_succeeded', {}));
    await waitFor(() => expect(listRequests()).toBe(before + 1));
  });
});
