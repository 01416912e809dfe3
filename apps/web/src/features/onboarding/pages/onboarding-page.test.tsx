import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Onboarding } from '@talent/contract/profile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { COUNTRIES, CURRENCIES, onboarding, profile, SKILLS } from '../testing/onboarding-fixtures.ts';

const server = stubAppApi();

/** The browser's XMLHttpRequest, faked only as far as the resume upload needs (jsdom cannot reach a server). */
class FakeXhr {
  static kinds: string[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    FakeXhr.kinds.push(String(form.get('kind')));
    const file = form.get('file') as File;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = 201;
      this.responseText = JSON.stringify({ data: { ...RESUME_FILE, name: file.name } });
      this.onload?.();
    }, 0);
  }
}
const RESUME_FILE = {
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'resume',
  name: 'cv.pdf',
  size: 2048,
  type: 'application/pdf',
  url: '/talent/api/files/00000000-0000-4000-8000-0000000000aa',
  created_at: '2026-11-22T19:00:00.000Z',
};
afterEach(() => vi.unstubAllGlobals());

/** The reference lists every step may ask for, plus the onboarding state the test holds. */
function respond(state: { current: Onboarding }, extra?: Parameters<typeof server.respondWith>[0]) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.url === '/talent/api/onboarding')
      return { status: 200, data: { data: state.current } };
    if (r.url === '/shared/api/countries') return { status: 200, data: { data: COUNTRIES } };
    if (r.url === '/shared/api/currencies') return { status: 200, data: { data: CURRENCIES } };
    if (r.url === '/shared/api/skills') return { status: 200, data: { data: SKILLS } };
    return undefined;
  });
}

const puts = (step: string) =>
  server.requests.filter((r) => r.method === 'PUT' && r.url === `/talent/api/onboarding/steps/${step}`);

describe('onboarding wizard', () => {
  it('checks the role step, saves it, moves on, and Back shows what was entered', async () => {
    const state = { current: onboarding() };
    respond(state, (r) => {
      if (r.method === 'PUT' && r.url === '/talent/api/onboarding/steps/role') {
        const body = jsonBody(r);
        state.current = onboarding({
          current_step: 'skills',
          completed_steps: ['role'],
          profile: profile({ desired_role: String(body.desired_role), seniority: 'senior', headline: '' }),
        });
        return { status: 200, data: { data: state.current } };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('The role is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose your seniority.')).toBeInTheDocument();
    expect(puts('role')).toHaveLength(0);

    await user.type(screen.getByLabelText('Role'), 'Backend engineer');
    await user.click(screen.getByRole('radio', { name: 'Senior' }));
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    expect(await screen.findByRole('heading', { name: 'Your skills' })).toBeInTheDocument();
    expect(jsonBody(puts('role')[0])).toEqual({
      desired_role: 'Backend engineer',
      seniority: 'senior',
      headline: '',
    });
    const progress = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(
      within(progress)
        .getByText(/Skills/)
        .closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('Backend engineer');
    expect(screen.getByRole('radio', { name: 'Senior' })).toBeChecked();
  }, 20_000);

  it('shows the server’s 422 on the field it names', async () => {
    const state = { current: onboarding() };
    respond(state, (r) =>
      r.method === 'PUT'
        ? {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: { desired_role: ['Use fewer than 120 characters.'] },
            },
          }
        : undefined,
    );
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Role'), 'Engineer');
    await user.click(screen.getByRole('radio', { name: 'Junior' }));
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    const role = screen.getByLabelText('Role');
    await waitFor(() => expect(role).toHaveAccessibleDescription(/Use fewer than 120 characters\./));
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
  });

  it('resumes at the step where the candidate stopped, with what was saved', async () => {
    const state = {
      current: onboarding({
        current_step: 'skills',
        completed_steps: ['role'],
        profile: profile({
          desired_role: 'Backend engineer',
          seniority: 'senior',
          skills: [{ slug: 'typescript', name: 'TypeScript', level: 'expert', years: 6 }],
        }),
      }),
    };
    respond(state);
    renderApp('/onboarding', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your skills' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Your skills' });
    expect(within(skills).getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByLabelText('Level in TypeScript')).toHaveValue('expert');
    expect(screen.getByLabelText('Years with TypeScript')).toHaveValue(6);
  });

  it('adds a skill from the search and maps a 422 on one skill to its row', async () => {
    const state = { current: onboarding({ current_step: 'skills', completed_steps: ['role'] }) };
    respond(state, (r) =>
      r.method === 'PUT'
        ? { status: 422, data: { message: 'Invalid', errors: { 'skills.0.years': ['At most 50 years.'] } } }
        : undefined,
    );
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('Add at least one skill.')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'type');
    await user.click(await screen.findByRole('option', { name: /TypeScript/ }));
    await user.type(screen.getByLabelText('Years with TypeScript'), '7');
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(jsonBody(puts('skills')[0])).toEqual({ skills: [{ slug: 'typescript', level: null, years: 7 }] });
    await waitFor(() =>
      expect(screen.getByLabelText('Years with TypeScript')).toHaveAccessibleDescription('At most 50 years.'),
    );
  });

  it('checks a position and maps a 422 on its end month', async () => {
    const state = {
      current: onboarding({ current_step: 'experience', completed_steps: ['role', 'skills'] }),
    };
    respond(state, (r) =>
      r.method === 'PUT'
        ? {
            status: 422,
            data: {
              message: 'Invalid',
              errors: { 'experience.0.end_month': ['The end month may not be in the future.'] },
            },
          }
        : undefined,
    );
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('Enter the month you started.')).toBeInTheDocument();
    expect(screen.getByText('The title is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Engineer');
    await user.type(screen.getByLabelText('Company'), 'Globex');
    await user.type(screen.getByLabelText('Start month'), '2022-05');
    await user.click(screen.getByRole('checkbox', { name: 'I work here now' }));
    await user.type(screen.getByLabelText('End month'), '2023-01');
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('End month')).toHaveAccessibleDescription(
        /The end month may not be in the future\./,
      ),
    );
  }, 20_000);

  it('skips the experience step on the server', async () => {
    const state = {
      current: onboarding({ current_step: 'experience', completed_steps: ['role', 'skills'] }),
    };
    respond(state, (r) => {
      if (r.method === 'POST' && r.url === '/talent/api/onboarding/steps/experience/skip') {
        state.current = { ...state.current, current_step: 'preferences', skipped_steps: ['experience'] };
        return { status: 200, data: { data: state.current } };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toHaveFocus();
  });

  it('saves the preferences with the salary and the suggested time zone', async () => {
    const state = {
      current: onboarding({ current_step: 'preferences', completed_steps: ['role', 'skills', 'experience'] }),
    };
    respond(state, (r) => {
      if (r.method === 'PUT') {
        state.current = { ...state.current, current_step: 'resume' };
        return { status: 200, data: { data: state.current } };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('Choose at least one way of working.')).toBeInTheDocument();
    expect(screen.getByText('Choose the country you live in.')).toBeInTheDocument();
    expect(screen.getByText('Say when you could start.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full-time' }));
    await waitFor(() => expect(screen.getByLabelText('Country you live in')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Country you live in'), 'PT');
    await user.type(screen.getByLabelText('Amount'), '90000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('When could you start?'), 'within_1_month');
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    expect(await screen.findByRole('heading', { name: 'Your resume' })).toBeInTheDocument();
    const body = jsonBody(puts('preferences')[0]);
    expect(body).toMatchObject({
      work_modes: ['remote'],
      employment_types: ['full_time'],
      country: 'PT',
      salary: { amount: 90000, currency: 'EUR', period: 'year' },
      availability: 'within_1_month',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, 20_000);

  it('finishes on the last step and shows completeness and what to do next', async () => {
    const done = profile({ resume: null, completeness: { ...profile().completeness, percent: 65 } });
    const state = {
      current: onboarding({
        current_step: 'resume',
        completed_steps: ['role', 'skills', 'experience', 'preferences'],
        profile: done,
      }),
    };
    respond(state, (r) => {
      if (r.url === '/talent/api/onboarding/steps/resume/skip') {
        state.current = { ...state.current, skipped_steps: ['resume'] };
        return { status: 200, data: { data: state.current } };
      }
      if (r.url === '/talent/api/onboarding/complete') {
        state.current = { ...state.current, completed_at: '2026-11-22T20:00:00.000Z' };
        return { status: 200, data: { data: state.current } };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'You’re set' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    expect(screen.getByRole('link', { name: /Verify your identity/ })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(screen.getByRole('link', { name: /See jobs picked for you/ })).toHaveAttribute(
      'href',
      '/jobs/recommended',
    );
    expect(server.posted('/talent/api/onboarding/complete')).toHaveLength(1);
  });

  it('starts from the resume: uploads it, accepts a suggestion, and the next steps open prefilled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.kinds = [];
    const state = { current: onboarding() };
    const suggestion = (id: string, kind: 'skill' | 'title', label: string, value: string) => ({
      id,
      kind,
      label,
      value,
      years: null,
      evidence: label,
      status: 'pending' as const,
    });
    respond(state, (r) => {
      if (r.method === 'PUT' && r.url === '/talent/api/onboarding/steps/resume') {
        expect(jsonBody(r)).toEqual({ resume_file_id: RESUME_FILE.id });
        state.current = onboarding({
          completed_steps: ['resume'],
          profile: profile({ resume: { ...RESUME_FILE, kind: 'resume' } }),
        });
        return { status: 200, data: { data: state.current } };
      }
      if (r.method === 'POST' && r.url === '/talent/api/profile/resume-suggestions') {
        return {
          status: 200,
          data: {
            data: {
              file_id: RESUME_FILE.id,
              status: 'ready',
              message: null,
              suggestions: [
                suggestion('s1', 'title', 'Senior Backend Engineer', 'Senior Backend Engineer'),
                suggestion('s2', 'skill', 'TypeScript', 'typescript'),
                suggestion('s3', 'skill', 'PostgreSQL', 'postgresql'),
              ],
            },
          },
        };
      }
      if (r.url === '/talent/api/profile/resume-suggestions/decisions') {
        const updated = profile({
          resume: { ...RESUME_FILE, kind: 'resume' },
          desired_role: 'Senior Backend Engineer',
          skills: [{ slug: 'typescript', name: 'TypeScript', level: null, years: null }],
        });
        state.current = { ...state.current, profile: updated };
        return { status: 200, data: { data: updated } };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start from my resume' }));
    expect(await screen.findByRole('heading', { name: 'Your resume' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload your resume'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('heading', { name: 'Suggestions from your resume' })).toBeInTheDocument();
    expect(FakeXhr.kinds).toEqual(['resume']);
    await user.click(screen.getByRole('button', { name: 'Accept Senior Backend Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Accept TypeScript' }));
    await user.click(screen.getByRole('button', { name: 'Reject PostgreSQL' }));
    expect(screen.getByRole('button', { name: 'Accept TypeScript' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Add 2 to my profile and continue/ }));

    expect(jsonBody(server.posted('/talent/api/profile/resume-suggestions/decisions')[0])).toEqual({
      accept: ['s1', 's2'],
      reject: ['s3'],
    });
    expect(await screen.findByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Senior Backend Engineer');
  }, 20_000);

  it('sends the candidate to the step the server says is missing when finishing fails', async () => {
    const state = {
      // The wizard believes every other step is done; the server knows better (another tab undid one).
      current: onboarding({
        current_step: 'resume',
        completed_steps: ['role', 'skills', 'experience', 'preferences'],
      }),
    };
    respond(state, (r) => {
      if (r.url === '/talent/api/onboarding/steps/resume/skip') {
        state.current = { ...state.current, skipped_steps: ['resume'], current_step: 'skills' };
        return { status: 200, data: { data: state.current } };
      }
      if (r.url === '/talent/api/onboarding/complete') {
        return {
          status: 422,
          data: { message: 'Invalid', errors: { step: ['Finish the skills step first.'] } },
        };
      }
      return undefined;
    });
    renderApp('/onboarding', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'Your skills' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Finish “Skills” first');
  }, 20_000);

  it('has an error state with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === '/talent/api/onboarding'
        ? fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: onboarding() } }
        : undefined,
    );
    renderApp('/onboarding', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your onboarding' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
  });
});
