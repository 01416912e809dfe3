import { act, screen, waitFor, within } from '@testing-library/react';
import type { EliteApplication } from '@talent/contract/elite';
import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../../lib/realtime/index.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { eliteKeys } from '../api/elite-keys.ts';
import { applicationFixture, NOW, readyApplication, URLS, wrap } from '../testing/elite-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();
const PATH = '/elite/onboarding/completed';

function respond(state: { current: EliteApplication | null }) {
  server.respondWith((r) =>
    r.method === 'GET' && r.url === URLS.application
      ? state.current
        ? wrap(state.current)
        : { status: 404, data: { message: 'Not Found' } }
      : undefined,
  );
}

const submitted = () => readyApplication({ status: 'submitted', submitted_at: '2026-11-21T10:00:00.000Z' });
const decided = (
  status: 'accepted' | 'waitlisted' | 'rejected',
  decision: Partial<NonNullable<EliteApplication['decision']>> = {},
) =>
  readyApplication({
    status,
    submitted_at: '2026-11-21T10:00:00.000Z',
    decision: {
      outcome: status,
      reason: 'Strong React work; the system design answers were thin.',
      decided_at: '2026-11-23T09:00:00.000Z',
      reapply_at: null,
      waitlist_position: null,
      next_steps: [],
      ...decision,
    },
  });

const outcome = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  stopRealtime();
});

describe('/elite/onboarding/completed', () => {
  it('says a sent application is under review and how long that takes', async () => {
    respond({ current: submitted() });
    renderApp(PATH, verifiedUser);
    const panel = await outcome('Your application is under review');
    await waitFor(() => expect(document.title).toBe('Elite application | Borderless'));
    expect(panel).toHaveTextContent('You sent it on 21 Nov 2026.');
    expect(panel).toHaveTextContent('within 5 working days');
  });

  it('welcomes a member with the badge and the elite-only jobs', async () => {
    respond({ current: decided('accepted') });
    renderApp(PATH, verifiedUser);
    const panel = await outcome('You are an elite member');
    expect(within(panel).getByText('Elite · Frontend')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Member since 23 Nov 2026.');
    expect(within(panel).getByRole('link', { name: 'See elite-only jobs' })).toHaveAttribute(
      'href',
      '/jobs?elite_only=1',
    );
  });

  it('gives a waitlisted candidate the place and what would help', async () => {
    respond({
      current: decided('waitlisted', {
        waitlist_position: 3,
        next_steps: [{ label: 'Take the system design test', href: '/skill-center/tests/system-design' }],
      }),
    });
    renderApp(PATH, verifiedUser);
    const panel = await outcome('You are on the waitlist');
    expect(panel).toHaveTextContent('Your place on the Frontend waitlist: 3.');
    expect(within(panel).getByRole('link', { name: 'Take the system design test' })).toHaveAttribute(
      'href',
      '/skill-center/tests/system-design',
    );
  });

  it('tells a rejected candidate why, what would close the gap and when to apply again', async () => {
    respond({
      current: decided('rejected', {
        reapply_at: '2027-02-21T00:00:00.000Z',
        next_steps: [{ label: 'System design test', href: '/skill-center/tests/system-design' }],
      }),
    });
    renderApp(PATH, verifiedUser);
    const panel = await outcome('Not accepted this time');
    expect(
      within(panel).getByText('Strong React work; the system design answers were thin.'),
    ).toBeInTheDocument();
    const gap = within(panel).getByRole('heading', { name: 'What would close the gap' }).parentElement!;
    expect(within(gap).getByRole('link', { name: 'System design test' })).toHaveAttribute(
      'href',
      '/skill-center/tests/system-design',
    );
    expect(panel).toHaveTextContent('You may apply again from 21 Feb 2027.');
  });

  it('changes live when an operator decides (EliteChanged on my channel)', async () => {
    const state = { current: submitted() as EliteApplication | null };
    respond(state);
    const { queryClient } = renderApp(PATH, verifiedUser);
    // Nothing listens on port 9: the client keeps trying, which is enough to deliver frames by hand.
    await startRealtime(verifiedUser.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    await outcome('Your application is under review');
    queryClient.setQueryData(eliteKeys.overview(), { stale: false });
    queryClient.setQueryData(['talent', 'jobs', 'list'], { unrelated: true });

    const pusher = getEcho()!.connector.pusher as Pusher;
    const channel = `private-App.Models.User.${verifiedUser.id}`;
    await waitFor(() =>
      expect(
        pusher.channel(channel)?.callbacks.get('App\\Events\\EliteChanged')?.length ?? 0,
      ).toBeGreaterThan(0),
    );
    state.current = decided('accepted');
    act(() =>
      pusher
        .channel(channel)!
        .emit('App\\Events\\EliteChanged', { application_id: 'app-1', status: 'accepted', kind: 'decision' }),
    );
    expect(await outcome('You are an elite member')).toBeInTheDocument();
    expect(queryClient.getQueryState(eliteKeys.overview())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['talent', 'jobs', 'list'])?.isInvalidated).toBe(false);
  });

  it('points a candidate without an application to the programme page', async () => {
    respond({ current: null });
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'You have not started an application' }),
    ).toBeInTheDocument();
  });

  it('sends an application still in progress back to its stages', async () => {
    respond({ current: applicationFixture() });
    renderApp(PATH, verifiedUser);
    const panel = await outcome('Not sent yet');
    expect(within(panel).getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
  });
});
