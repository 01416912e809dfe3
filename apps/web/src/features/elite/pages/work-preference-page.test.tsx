import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EliteApplication } from '@talent/contract/elite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { RecordedRequest, StubResponse } from '../../../test/stub-adapter.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  applicationFixture,
  NOW,
  prefillFixture,
  referenceData,
  stagesFixture,
  URLS,
  wrap,
} from '../testing/elite-fixtures.ts';

// Form pages type a lot; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const server = stubAppApi();
const PATH = '/elite/onboarding/forms/work-preference';

/** An application whose join form is sent: work preferences are open. */
function joined(overrides: Partial<EliteApplication> = {}): EliteApplication {
  return applicationFixture({
    current_stage: 'work_preference',
    stages: stagesFixture({ join: 'done', work_preference: 'in_progress' }),
    forms: {
      join: { draft: {}, draft_saved_at: null, submitted_at: '2026-11-20T10:00:00.000Z' },
      work_preference: { draft: {}, draft_saved_at: null, submitted_at: null },
    },
    ...overrides,
  });
}

function respond(application: EliteApplication, extra?: (r: RecordedRequest) => StubResponse | undefined) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.url === URLS.application) return wrap(application);
    if (r.method === 'GET' && r.url === URLS.prefill) return wrap(prefillFixture());
    if (r.method === 'PUT' && r.url === URLS.workDraft) return wrap(application);
    return referenceData(r);
  });
}

const describedBy = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('/elite/onboarding/forms/work-preference', () => {
  it('stays locked until the join form is sent', async () => {
    respond(applicationFixture());
    renderApp(PATH, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Send the join form first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the join form' })).toHaveAttribute(
      'href',
      '/elite/onboarding/forms/join-elite',
    );
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('opens with what the profile gives, marked, and the saved draft over it', async () => {
    respond(
      joined({
        forms: {
          join: { draft: {}, draft_saved_at: null, submitted_at: '2026-11-20T10:00:00.000Z' },
          work_preference: {
            draft: { hours_per_week: 30, industries: ['Fintech', 'Climate'] },
            draft_saved_at: '2026-11-22T10:00:00.000Z',
            submitted_at: null,
          },
        },
      }),
    );
    renderApp(PATH, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Work preferences', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Work preferences | Borderless'));

    expect(await screen.findByLabelText('Full-time')).toBeChecked();
    expect(screen.getByLabelText('Hours per week')).toHaveValue(30);
    expect(describedBy('Hours per week')).not.toContain('hours-per-week-note');
    expect(screen.getByLabelText('Your time zone')).toHaveValue('Europe/Berlin');
    expect(describedBy('Your time zone')).toContain('timezone-note');
    expect(screen.getByLabelText('Amount')).toHaveValue(60);
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('EUR'));
    expect(screen.getByLabelText('Notice period in weeks')).toHaveValue(4);
    const countries = await screen.findByRole('list', { name: 'Countries you may work from or for: chosen' });
    await waitFor(() => expect(within(countries).getByText('Germany')).toBeInTheDocument());
    expect(screen.getByLabelText('Fintech')).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Other industries' })).getByText('Climate'),
    ).toBeInTheDocument();
  });

  it('asks for what is missing in plain words', async () => {
    respond(joined());
    renderApp(PATH, verifiedUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Save work preferences' }));
    expect(await screen.findByText('Enter the hours of overlap you offer (0 if none).')).toBeInTheDocument();
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Hours of overlap/)).toHaveFocus();
    expect(server.posted(URLS.workSubmit)).toHaveLength(0);
  });

  it('sends the whole form, shows the server’s field errors, then goes back to the tracker', async () => {
    let refuse = true;
    respond(joined(), (r) => {
      if (r.method !== 'POST' || r.url !== URLS.workSubmit) return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 422,
          data: {
            message: 'Check the highlighted fields.',
            errors: { earliest_start: ['Choose today or a later date.'] },
          },
        };
      }
      return wrap(joined());
    });
    const { router } = renderApp(PATH, verifiedUser);

    await userEvent.type(await screen.findByLabelText(/Hours of overlap/), '4');
    await waitFor(() => expect(screen.getByLabelText('Countries you may work from or for')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Countries you may work from or for'), 'PT');
    await userEvent.click(screen.getByLabelText('Hourly'));
    await userEvent.click(screen.getByLabelText('Startup (1–20)'));
    await userEvent.type(screen.getByLabelText('Another industry'), 'Climate{Enter}');
    await userEvent.type(screen.getByLabelText('Earliest start date'), '2027-01-11');
    await userEvent.click(screen.getByRole('button', { name: 'Save work preferences' }));

    const date = screen.getByLabelText('Earliest start date');
    expect(await screen.findByText('Choose today or a later date.')).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(jsonBody(server.posted(URLS.workSubmit)[0])).toEqual({
      engagement_types: ['full_time', 'hourly'],
      hours_per_week: 40,
      timezone: 'Europe/Berlin',
      min_overlap_hours: 4,
      min_rate: { amount: 60, currency: 'EUR', period: 'hour' },
      work_countries: ['DE', 'PT'],
      industries: ['Climate'],
      company_sizes: ['startup'],
      earliest_start: '2027-01-11',
      notice_period_weeks: 4,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save work preferences' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elite/onboarding'));
  });

  it('is read-only once the application was sent for review', async () => {
    respond(joined({ status: 'submitted', submitted_at: '2026-11-21T10:00:00.000Z' }));
    renderApp(PATH, verifiedUser);
    expect(await screen.findByText(/Your application is with our team/)).toBeInTheDocument();
    expect(screen.getByLabelText('Hours per week')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
