import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import type { EliteOverview } from '../api/get-elite-overview.ts';
import {
  applicationFixture,
  NOW,
  overviewFixture,
  prefillFixture,
  referenceData,
  stagesFixture,
  URLS,
  wrap,
} from '../testing/elite-fixtures.ts';

const server = stubAppApi();

function respond(overview: EliteOverview, options: { startStatus?: number } = {}) {
  server.respondWith((r) => {
    if (r.method === 'GET' && r.url === URLS.overview) return wrap(overview);
    if (r.method === 'PUT' && r.url === URLS.joinDraft) {
      if (options.startStatus === 409)
        return { status: 409, data: { message: 'Verify your identity before you apply.' } };
      return wrap(applicationFixture());
    }
    // The join form the start leads to.
    if (r.method === 'GET' && r.url === URLS.application) return wrap(applicationFixture());
    if (r.method === 'GET' && r.url === URLS.prefill) return wrap(prefillFixture());
    return referenceData(r);
  });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('/elite', () => {
  it('says what the tier gives and asks, the tracks and their tests, and starts an application', async () => {
    respond(overviewFixture());
    const { router } = renderApp('/elite', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Elite talent', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Elite talent | Borderless'));

    const gives = await section('What the tier gives you');
    expect(within(gives).getByText(/14 open right now/)).toBeInTheDocument();
    expect(within(gives).getByRole('heading', { name: 'A badge recruiters see' })).toBeInTheDocument();
    expect(within(gives).getByRole('heading', { name: 'Invitations first' })).toBeInTheDocument();

    const asks = await section('What it asks, stage by stage');
    expect(within(asks).getByText(/Not enough applications yet to show pass rates/)).toBeInTheDocument();
    const stages = within(asks).getAllByRole('listitem');
    expect(stages).toHaveLength(6);
    expect(within(stages[2]!).getByRole('heading', { name: /Skill assessments/ })).toBeInTheDocument();
    expect(within(stages[2]!).getByText(/you never retake what you proved/)).toBeInTheDocument();
    expect(within(stages[4]!).getByText('Within 5 working days')).toBeInTheDocument();

    const tracks = await section('Tracks and their tests');
    const frontend = within(tracks).getByRole('heading', { name: 'Frontend' }).closest('li')!;
    expect(within(frontend).getByRole('link', { name: 'TypeScript' })).toHaveAttribute(
      'href',
      '/skill-center/typescript',
    );
    const design = within(tracks).getByRole('heading', { name: 'Design' }).closest('li')!;
    expect(within(design).getByText('No test: we review your portfolio.')).toBeInTheDocument();

    expect(within(await section('Can you apply?')).getByText('You can apply today.')).toBeInTheDocument();
    const mine = await section('You have not applied yet');
    await userEvent.click(within(mine).getByRole('button', { name: 'Start your application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elite/onboarding/forms/join-elite'));
    const put = server.requests.find((r) => r.method === 'PUT' && r.url === URLS.joinDraft);
    expect(jsonBody(put)).toEqual({});
  });

  it('lists what is missing with links to fix it, and keeps the start closed until then', async () => {
    respond(
      overviewFixture({
        eligibility: {
          eligible: false,
          checks: [
            { key: 'identity', ok: false, label: 'Verify your identity', href: '/identity-verification' },
            {
              key: 'profile',
              ok: false,
              label: 'Your profile is 55 % complete; 70 % is needed',
              href: '/profile',
            },
            { key: 'cooldown', ok: true, label: 'No waiting period', href: null },
            { key: 'open_application', ok: true, label: 'No application open', href: null },
          ],
        },
      }),
    );
    renderApp('/elite', verifiedUser);
    const eligibility = await section('Can you apply?');
    expect(within(eligibility).getByText('Not yet: 2 things to sort out first.')).toBeInTheDocument();
    expect(within(eligibility).getByRole('link', { name: 'Fix this: Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(
      within(eligibility).getByRole('link', {
        name: 'Fix this: Your profile is 55 % complete; 70 % is needed',
      }),
    ).toHaveAttribute('href', '/profile');
    expect(within(eligibility).getAllByText(/^To do:/)).toHaveLength(2);
    const start = screen.getByRole('button', { name: 'Start your application' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Finish the checklist under “Can you apply?” first.');
  });

  it('shows the server’s reason when starting is refused', async () => {
    respond(overviewFixture(), { startStatus: 409 });
    renderApp('/elite', verifiedUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Start your application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your identity before you apply.');
  });

  it('shows pass rates once there are enough decisions', async () => {
    const overview = overviewFixture();
    overview.stages = overview.stages.map((stage) =>
      stage.stage === 'skill_assessments'
        ? { ...stage, pass_rate: 0.62, passed: 31, reached: 50 }
        : stage.stage === 'join'
          ? { ...stage, pass_rate: 0.95, passed: 95, reached: 100 }
          : stage,
    );
    respond(overview);
    renderApp('/elite', verifiedUser);
    const asks = await section('What it asks, stage by stage');
    expect(within(asks).getByText('Pass rate: 62% (31 of 50)')).toBeInTheDocument();
    expect(within(asks).getByText('Pass rate: 95% (95 of 100)')).toBeInTheDocument();
    expect(within(asks).getAllByText('Pass rate: not enough applications yet.')).toHaveLength(4);
    expect(within(asks).queryByText(/Not enough applications yet to show/)).not.toBeInTheDocument();
  });

  it('continues an application in progress at its current stage', async () => {
    respond(
      overviewFixture({
        application: applicationFixture({
          current_stage: 'work_preference',
          stages: stagesFixture({ join: 'done', work_preference: 'in_progress' }),
        }),
      }),
    );
    renderApp('/elite', verifiedUser);
    const mine = await section('Your application: In progress');
    expect(within(mine).getByRole('link', { name: 'Continue: Work preferences' })).toHaveAttribute(
      'href',
      '/elite/onboarding/forms/work-preference',
    );
    expect(within(mine).getByRole('link', { name: 'See every stage' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
  });

  it('shows a submitted application as waiting, and a member their badge', async () => {
    respond(
      overviewFixture({
        application: applicationFixture({ status: 'submitted', submitted_at: '2026-11-21T10:00:00.000Z' }),
      }),
    );
    const first = renderApp('/elite', verifiedUser);
    const waiting = await section('Your application: Under review');
    expect(within(waiting).getByText(/You sent it on 21 Nov 2026/)).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'What happens next' })).toHaveAttribute(
      'href',
      '/elite/onboarding/completed',
    );
    first.unmount();

    respond(
      overviewFixture({
        membership: { since: '2026-10-02T10:00:00.000Z', track: 'backend' },
        application: applicationFixture({ status: 'accepted' }),
      }),
    );
    renderApp('/elite', verifiedUser);
    const member = await section('You are an elite member');
    expect(within(member).getByText('Elite · Backend')).toBeInTheDocument();
    expect(within(member).getByText(/Member since 2 Oct 2026/)).toBeInTheDocument();
    expect(within(member).getByRole('link', { name: 'See elite-only jobs' })).toHaveAttribute(
      'href',
      '/jobs?elite_only=1',
    );
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === URLS.overview ? (fail ? { status: 500, data: {} } : wrap(overviewFixture())) : undefined,
    );
    renderApp('/elite', verifiedUser);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('We could not load the elite programme')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section('What the tier gives you')).toBeInTheDocument();
  });
});
