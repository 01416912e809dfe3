import { act, screen, waitFor, within } from '@testing-library/react';
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
  URLS,
  wrap,
} from '../testing/elite-fixtures.ts';

// Form pages type a lot; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const server = stubAppApi();
const LOCAL_KEY = `talent:elite-draft:v1:${verifiedUser.id}:join`;
const MOTIVATION =
  'I have led frontend teams for seven years and want clients who value careful, accessible work over speed alone.';

/** The server of the join form: the application it holds, drafts saved into it, and an optional override. */
function respond(
  state: { current: EliteApplication | null },
  extra?: (request: RecordedRequest) => StubResponse | undefined,
) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.url === URLS.application)
      return state.current ? wrap(state.current) : { status: 404, data: { message: 'Not Found' } };
    if (r.method === 'GET' && r.url === URLS.prefill) return wrap(prefillFixture());
    if (r.method === 'PUT' && r.url === URLS.joinDraft) {
      const base = state.current ?? applicationFixture();
      state.current = {
        ...base,
        forms: {
          ...base.forms,
          join: { ...base.forms.join, draft: jsonBody(r), draft_saved_at: new Date().toISOString() },
        },
      };
      return wrap(state.current);
    }
    if (r.method === 'GET' && r.url === URLS.overview) return { status: 404, data: {} };
    return referenceData(r);
  });
}

const drafts = () => server.requests.filter((r) => r.method === 'PUT' && r.url === URLS.joinDraft);
const status = () => screen.getByTestId('autosave-status');
const noteOf = (label: string) => {
  const control = screen.getByLabelText(label);
  return control.getAttribute('aria-describedby') ?? '';
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('/elite/onboarding/forms/join-elite', () => {
  it('opens with the saved draft, fills the rest from the profile and says so', async () => {
    respond({
      current: applicationFixture({
        forms: {
          join: {
            draft: { track: 'backend', years_experience: 9, motivation: 'Half written' },
            draft_saved_at: '2026-11-22T10:00:00.000Z',
            submitted_at: null,
          },
          work_preference: { draft: {}, draft_saved_at: null, submitted_at: null },
        },
      }),
    });
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Join Elite', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Join Elite | Borderless'));

    // The draft wins over the profile.
    expect(await screen.findByLabelText('Track')).toHaveValue('backend');
    expect(screen.getByLabelText('Years of professional experience')).toHaveValue(9);
    expect(screen.getByLabelText('Why do you want to join?')).toHaveValue('Half written');
    // The profile fills what the draft does not have, and says so.
    expect(screen.getByLabelText('GitHub link (optional)')).toHaveValue('https://github.com/ada');
    expect(noteOf('GitHub link (optional)')).toContain('github-url-note');
    expect(screen.getByLabelText('When could you start with a client?')).toHaveValue('within_1_month');
    expect(
      within(screen.getByRole('list', { name: 'Your top skills, in order' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.React', '2.TypeScript', '3.GraphQL']);
    // A field the draft set is not "from your profile", even where the profile had a value.
    expect(noteOf('Track')).not.toContain('track-note');
    expect(screen.getAllByText('From your profile')).toHaveLength(3);
    expect(screen.getByText(/Skill stage: A backend language, SQL, System design/)).toBeInTheDocument();
    expect(screen.getByText(/12 \/ 2,000/)).toBeInTheDocument();
  });

  it('autosaves the draft after a pause in typing and on leaving a field, and drops the note once changed', async () => {
    const state = { current: applicationFixture() as EliteApplication | null };
    respond(state);
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    const github = await screen.findByLabelText('GitHub link (optional)');
    expect(status()).toHaveTextContent('Changes save as you type.');

    await userEvent.clear(github);
    await userEvent.type(github, 'https://github.com/lovelace');
    expect(noteOf('GitHub link (optional)')).not.toContain('github-url-note');
    expect(status()).toHaveTextContent('Saving…');
    await waitFor(() => expect(status()).toHaveTextContent('Saved 12:00'));
    // One save for the whole burst of typing, with every field of the form.
    expect(drafts()).toHaveLength(1);
    expect(jsonBody(drafts()[0])).toMatchObject({
      track: 'frontend',
      years_experience: 7,
      github_url: 'https://github.com/lovelace',
      top_skills: ['React', 'TypeScript', 'GraphQL'],
      consent_to_vetting: false,
    });
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();

    // Reordering the skills saves the new order; leaving the field sends it without waiting for the pause.
    await userEvent.click(screen.getByRole('button', { name: 'Move GraphQL up' }));
    await userEvent.click(screen.getByLabelText('Why do you want to join?'));
    // Well before the 800 ms pause would have sent it.
    await waitFor(() => expect(drafts()).toHaveLength(2), { timeout: 400 });
    expect(jsonBody(drafts()[1]).top_skills).toEqual(['React', 'GraphQL', 'TypeScript']);
  });

  it('keeps the draft on this device while saving fails and sends it once back online', async () => {
    let offline = true;
    const state = { current: applicationFixture() as EliteApplication | null };
    respond(state, (r) => {
      // No answer at all, as when the network is gone.
      if (offline && r.method === 'PUT' && r.url === URLS.joinDraft) throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    await userEvent.type(await screen.findByLabelText('Why do you want to join?'), 'Because');
    await waitFor(() => expect(status()).toHaveTextContent("Couldn't save — retrying"));
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY)!).draft.motivation).toBe('Because');

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(state.current?.forms.join.draft.motivation).toBe('Because');
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
  });

  it('puts back a local copy newer than the server’s draft and saves it', async () => {
    localStorage.setItem(
      LOCAL_KEY,
      JSON.stringify({
        draft: { track: 'data', motivation: 'Typed on the train' },
        updated_at: '2026-11-23T11:00:00.000Z',
      }),
    );
    const state = {
      current: applicationFixture({
        forms: {
          join: {
            draft: { track: 'frontend' },
            draft_saved_at: '2026-11-22T10:00:00.000Z',
            submitted_at: null,
          },
          work_preference: { draft: {}, draft_saved_at: null, submitted_at: null },
        },
      }) as EliteApplication | null,
    };
    respond(state);
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    expect(await screen.findByLabelText('Track')).toHaveValue('data');
    expect(screen.getByLabelText('Why do you want to join?')).toHaveValue('Typed on the train');
    expect(screen.getByText(/We put back changes this device kept/)).toBeInTheDocument();
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(jsonBody(drafts()[0])).toMatchObject({ track: 'data', motivation: 'Typed on the train' });
  });

  it('checks the form with the contract before sending anything', async () => {
    respond({ current: applicationFixture() });
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    const github = await screen.findByLabelText('GitHub link (optional)');
    await userEvent.clear(github);
    await userEvent.type(github, 'github.com/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to work preferences' }));
    expect(await screen.findByText('Choose your English level.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full link, starting with https://.')).toBeInTheDocument();
    expect(screen.getByText('Tell us a little more: at least 80 characters.')).toBeInTheDocument();
    expect(screen.getByText('Agree to the vetting to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Why do you want to join?')).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted(URLS.joinSubmit)).toHaveLength(0);
  });

  async function fillTheRest() {
    await userEvent.click(await screen.findByLabelText('Professional: I work in English every day'));
    await userEvent.click(screen.getByLabelText('Why do you want to join?'));
    await userEvent.paste(MOTIVATION);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree that Borderless reviews/ }));
  }

  it('shows the server’s field errors, focuses the first, keeps every value and saves it as the draft', async () => {
    const state = { current: applicationFixture() as EliteApplication | null };
    respond(state, (r) =>
      r.method === 'POST' && r.url === URLS.joinSubmit
        ? {
            status: 422,
            data: {
              message: 'Check the highlighted fields.',
              errors: {
                github_url: ['This GitHub profile does not exist.'],
                years_experience: ['Enter at most 60 years.'],
              },
            },
          }
        : undefined,
    );
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to work preferences' }));

    const github = screen.getByLabelText('GitHub link (optional)');
    expect(await screen.findByText('This GitHub profile does not exist.')).toBeInTheDocument();
    expect(screen.getByText('Enter at most 60 years.')).toBeInTheDocument();
    expect(github).toHaveFocus();
    expect(github).toHaveAccessibleDescription(/This GitHub profile does not exist\./);
    expect(screen.getByLabelText('Why do you want to join?')).toHaveValue(MOTIVATION);
    const posted = jsonBody(server.posted(URLS.joinSubmit)[0]);
    expect(posted).toMatchObject({ english_level: 'professional', consent_to_vetting: true });
    await waitFor(() => expect(state.current?.forms.join.draft.motivation).toBe(MOTIVATION));
  });

  it('sends the form and moves on to work preferences', async () => {
    const state = { current: applicationFixture() as EliteApplication | null };
    respond(state, (r) =>
      r.method === 'POST' && r.url === URLS.joinSubmit
        ? wrap(
            applicationFixture({
              forms: {
                join: { draft: {}, draft_saved_at: null, submitted_at: NOW.toISOString() },
                work_preference: { draft: {}, draft_saved_at: null, submitted_at: null },
              },
            }),
          )
        : undefined,
    );
    const { router } = renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to work preferences' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/elite/onboarding/forms/work-preference'),
    );
    expect(jsonBody(server.posted(URLS.joinSubmit)[0])).toEqual({
      track: 'frontend',
      years_experience: 7,
      top_skills: ['React', 'TypeScript', 'GraphQL'],
      portfolio_url: '',
      github_url: 'https://github.com/ada',
      english_level: 'professional',
      motivation: MOTIVATION,
      availability: 'within_1_month',
      consent_to_vetting: true,
    });
  });

  it('says why a save was refused and links to the tracker', async () => {
    respond({ current: null }, (r) =>
      r.method === 'PUT' && r.url === URLS.joinDraft
        ? { status: 409, data: { message: 'Your profile is 55 % complete; 70 % is needed to apply.' } }
        : undefined,
    );
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    await userEvent.type(await screen.findByLabelText('Why do you want to join?'), 'Hello');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile is 55 % complete; 70 % is needed to apply.');
    expect(within(alert).getByRole('link', { name: 'See your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
  });

  it('is read-only once the application was sent for review', async () => {
    respond({
      current: applicationFixture({
        status: 'submitted',
        forms: {
          join: {
            draft: { track: 'frontend', motivation: MOTIVATION },
            draft_saved_at: '2026-11-20T10:00:00.000Z',
            submitted_at: '2026-11-20T10:00:00.000Z',
          },
          work_preference: { draft: {}, draft_saved_at: null, submitted_at: null },
        },
      }),
    });
    renderApp('/elite/onboarding/forms/join-elite', verifiedUser);
    expect(await screen.findByText(/Your application is with our team/)).toBeInTheDocument();
    expect(screen.getByLabelText('Why do you want to join?')).toBeDisabled();
    expect(screen.getByLabelText('Track')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Continue|Save changes/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Add a skill/ })).not.toBeInTheDocument();
  });
});
