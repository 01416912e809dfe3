import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EliteApplication } from '@talent/contract/elite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  applicationFixture,
  NOW,
  readyApplication,
  stagesFixture,
  URLS,
  wrap,
} from '../testing/elite-fixtures.ts';

const server = stubAppApi();

/** The application the test holds; submit answers 409 once when told, withdraw closes it. */
function respond(state: { current: EliteApplication | null; refuseSubmit?: string }) {
  server.respondWith((r) => {
    if (r.method === 'GET' && r.url === URLS.application)
      return state.current ? wrap(state.current) : { status: 404, data: { message: 'Not Found' } };
    if (r.method === 'POST' && r.url === URLS.submit && state.current) {
      if (state.refuseSubmit) {
        const message = state.refuseSubmit;
        state.refuseSubmit = undefined;
        return { status: 409, data: { message } };
      }
      state.current = { ...state.current, status: 'submitted', submitted_at: NOW.toISOString() };
      return wrap(state.current);
    }
    if (r.method === 'POST' && r.url === URLS.withdraw && state.current) {
      state.current = { ...state.current, status: 'withdrawn' };
      return wrap(state.current);
    }
    return undefined;
  });
}

const stage = (title: string) =>
  screen.getByRole('heading', { name: new RegExp(`^\\d\\. ?${title}$`), level: 2 }).closest('li')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('/elite/onboarding', () => {
  it('shows each stage with its state in words, what is left, dates, and links to act', async () => {
    respond({
      current: applicationFixture({
        current_stage: 'skill_assessments',
        stages: stagesFixture(
          {
            join: 'done',
            work_preference: 'done',
            skill_assessments: 'in_progress',
            compliance: 'in_progress',
          },
          {
            skill_assessments: { detail: '1 of 2 tests passed', next_retry_at: '2026-12-07T09:30:00.000Z' },
            compliance: { detail: 'Sign the W-8BEN' },
          },
        ),
      }),
    });
    renderApp('/elite/onboarding', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'Your elite application', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Elite onboarding | Borderless'));
    expect(screen.getByText(/In progress/, { selector: 'span' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Stages of your application' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6);

    const join = stage('Join');
    expect(within(join).getByText('Done')).toBeInTheDocument();
    expect(within(join).getByText('Done on 20 Nov 2026')).toBeInTheDocument();
    expect(within(join).getByRole('link', { name: 'Review or change: Join' })).toHaveAttribute(
      'href',
      '/elite/onboarding/forms/join-elite',
    );

    const skills = stage('Skill assessments');
    expect(within(skills).getByText('Your turn')).toBeInTheDocument();
    expect(skills).toHaveAttribute('aria-current', 'step');
    expect(within(skills).getByText('1 of 2 tests passed')).toBeInTheDocument();
    expect(within(skills).getByText('You can try again from 7 Dec 2026, 09:30 GMT')).toBeInTheDocument();
    expect(within(skills).getByRole('link', { name: 'Take your tests: Skill assessments' })).toHaveAttribute(
      'href',
      '/elite/onboarding/forms/skill-assessments',
    );

    const compliance = stage('Contract and compliance');
    expect(within(compliance).getByText('Sign the W-8BEN')).toBeInTheDocument();
    expect(
      within(compliance).getByRole('link', { name: 'Continue: Contract and compliance' }),
    ).toHaveAttribute('href', '/elite/onboarding/forms/contract-compliance');

    const review = stage('Review');
    expect(within(review).getByText('Locked')).toBeInTheDocument();
    expect(within(review).getByText('Opens once “Contract and compliance” is done.')).toBeInTheDocument();
    expect(within(review).queryByRole('link')).not.toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send for review' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Finish “Skill assessments”, “Contract and compliance” first.');
  });

  it('sends for review once the four stages are done, showing the server’s refusal first', async () => {
    const state = {
      current: readyApplication() as EliteApplication | null,
      refuseSubmit: 'Sign the documents again: the NDA changed since you signed it.',
    };
    respond(state);
    const { router } = renderApp('/elite/onboarding', verifiedUser);
    const send = await screen.findByRole('button', { name: 'Send for review' });
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign the documents again: the NDA changed since you signed it.',
    );
    expect(router.state.location.pathname).toBe('/elite/onboarding');

    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elite/onboarding/completed'));
    expect(
      await screen.findByRole('heading', { name: 'Your application is under review', level: 2 }),
    ).toBeInTheDocument();
    expect(server.posted(URLS.submit)).toHaveLength(2);
  });

  it('withdraws only after the confirmation', async () => {
    const state = { current: applicationFixture() as EliteApplication | null };
    respond(state);
    const { router } = renderApp('/elite/onboarding', verifiedUser);

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveAccessibleDescription(/no waiting period/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posted(URLS.withdraw)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elite/onboarding/completed'));
    expect(
      await screen.findByRole('heading', { name: 'You withdrew your application', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/elite');
    expect(server.posted(URLS.withdraw)).toHaveLength(1);
  });

  it('sends a candidate without an application to the programme page', async () => {
    respond({ current: null });
    renderApp('/elite/onboarding', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'You have not started an application' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programme and start' })).toHaveAttribute(
      'href',
      '/elite',
    );
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === URLS.application
        ? fail
          ? { status: 500, data: {} }
          : wrap(applicationFixture())
        : undefined,
    );
    renderApp('/elite/onboarding', verifiedUser);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('We could not load your application')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Stages of your application' })).toBeInTheDocument();
  });
});
