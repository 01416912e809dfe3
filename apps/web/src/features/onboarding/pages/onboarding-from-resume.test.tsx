import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Onboarding, ResumeDraft } from '@talent/contract/profile';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { RecordedRequest } from '../../../test/stub-adapter.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { COUNTRIES, CURRENCIES, onboarding, profile, SKILLS } from '../testing/onboarding-fixtures.ts';

const server = stubAppApi();

const RESUME_FILE = {
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'resume',
  name: 'cv.pdf',
  size: 2048,
  type: 'application/pdf',
  url: '/talent/api/files/00000000-0000-4000-8000-0000000000aa',
  created_at: '2026-11-22T19:00:00.000Z',
};

const DRAFT: ResumeDraft = {
  file_id: RESUME_FILE.id,
  experience: [
    {
      title: 'Senior Frontend Developer',
      company: 'Paystack',
      start_month: '2019-03',
      end_month: null,
      location: '',
      description: 'Built the checkout in React',
    },
    {
      title: 'Frontend Developer',
      company: 'Andela',
      start_month: '2016-01',
      end_month: '2019-02',
      location: '',
      description: '',
    },
  ],
  education: [
    {
      school: 'University of Lagos',
      degree: 'BSc',
      field: 'Computer Science',
      start_year: 2011,
      end_year: 2015,
    },
  ],
  location: { country: 'NG', city: 'Lagos', timezone: 'Africa/Lagos' },
};

const ZONES: Record<string, string> = { NG: 'Africa/Lagos', DE: 'Europe/Berlin', PT: 'Europe/Lisbon' };

function respond(state: { current: Onboarding }, extra?: (r: RecordedRequest) => unknown) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer as { status: number; data: unknown };
    if (r.method === 'GET' && r.url === '/talent/api/onboarding')
      return { status: 200, data: { data: state.current } };
    if (r.url === '/shared/api/countries')
      return {
        status: 200,
        data: { data: [...COUNTRIES, { code: 'NG', name: 'Nigeria', region: 'Africa' }] },
      };
    if (r.url === '/shared/api/currencies') return { status: 200, data: { data: CURRENCIES } };
    if (r.url === '/shared/api/skills') return { status: 200, data: { data: SKILLS } };
    if (r.url === '/talent/api/profile/time-zone-suggestion') {
      const { country } = r.params as { country: string };
      return { status: 200, data: { data: { timezone: ZONES[country] ?? null, zones: [] } } };
    }
    return undefined;
  });
}

describe('onboarding with a read resume', () => {
  it('opens the experience step with the positions and studies the resume gave, and saves them', async () => {
    const state = {
      current: onboarding({
        current_step: 'experience',
        completed_steps: ['role', 'skills', 'resume'],
        resume_draft: DRAFT,
      }),
    };
    respond(state, (r) =>
      r.method === 'PUT' && r.url === '/talent/api/onboarding/steps/experience'
        ? {
            status: 200,
            data: { data: { ...state.current, completed_steps: ['role', 'skills', 'experience'] } },
          }
        : undefined,
    );
    renderApp('/onboarding', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your experience' })).toBeInTheDocument();
    expect(screen.getByText(/We filled this in from your resume/)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Senior Frontend Developer' });
    expect(within(first).getByLabelText('Company')).toHaveValue('Paystack');
    expect(within(first).getByLabelText('Start month')).toHaveValue('2019-03');
    expect(within(first).getByLabelText('What you did (optional)')).toHaveValue(
      'Built the checkout in React',
    );
    expect(within(first).getByRole('checkbox', { name: 'I work here now' })).toBeChecked();
    const study = screen.getByRole('group', { name: 'University of Lagos' });
    expect(within(study).getByLabelText('Field of study (optional)')).toHaveValue('Computer Science');

    const user = userEvent.setup();
    await user.clear(within(first).getByLabelText('Company'));
    await user.type(within(first).getByLabelText('Company'), 'Paystack Ltd');
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/talent/api/onboarding/steps/experience')).toBe(true),
    );
    const put = server.requests.find((r) => r.url === '/talent/api/onboarding/steps/experience');
    const body = jsonBody(put);
    expect(body.experience).toEqual([
      { ...DRAFT.experience[0], company: 'Paystack Ltd' },
      DRAFT.experience[1],
    ]);
    expect(body.education).toEqual(DRAFT.education);
  }, 20_000);

  it('opens the preferences with the place from the resume, and a new country brings its time zone', async () => {
    const state = {
      current: onboarding({
        current_step: 'preferences',
        completed_steps: ['role', 'skills', 'experience', 'resume'],
        resume_draft: DRAFT,
      }),
    };
    respond(state);
    renderApp('/onboarding', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    const country = screen.getByLabelText('Country you live in');
    await waitFor(() => expect(country).toHaveValue('NG'));
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Lagos');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Lagos');

    await userEvent.setup().selectOptions(country, 'DE');
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin'));
    const asked = server.requests.find((r) => r.url === '/talent/api/profile/time-zone-suggestion');
    expect(asked?.params).toMatchObject({ country: 'DE', city: 'Lagos', current: 'Africa/Lagos' });
  }, 20_000);

  it('ticks only the steps done, and Continue leads to the first open step instead of finishing', async () => {
    const state = {
      current: onboarding({
        current_step: 'role',
        completed_steps: ['preferences'],
        profile: profile({ resume: { ...RESUME_FILE, kind: 'resume' } }),
      }),
    };
    respond(state, (r) =>
      r.url === '/talent/api/onboarding/steps/resume/skip'
        ? { status: 200, data: { data: { ...state.current, skipped_steps: ['resume'] } } }
        : undefined,
    );
    renderApp('/onboarding?step=resume', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your resume' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(steps).getByText(/Preferences/).parentElement).toHaveTextContent('(completed)');
    for (const open of ['Role', 'Skills', 'Experience']) {
      expect(within(steps).getByText(new RegExp(open)).parentElement).not.toHaveTextContent('(completed)');
    }
    expect(screen.queryByRole('button', { name: /Finish/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue/ })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'What role are you after?' })).toBeInTheDocument();
    expect(server.posted('/talent/api/onboarding/complete')).toHaveLength(0);
  }, 20_000);

  it('shows the suggestions the server kept when the resume step is opened again', async () => {
    const state = {
      current: onboarding({
        current_step: 'role',
        completed_steps: ['resume'],
        profile: profile({ resume: { ...RESUME_FILE, kind: 'resume' } }),
      }),
    };
    respond(state, (r) =>
      r.method === 'GET' && r.url === '/talent/api/profile/resume-suggestions'
        ? {
            status: 200,
            data: {
              data: {
                file_id: RESUME_FILE.id,
                status: 'ready',
                message: null,
                suggestions: [
                  {
                    id: 's1',
                    kind: 'skill',
                    label: 'React',
                    value: 'react',
                    years: null,
                    evidence: 'Built the checkout in React',
                    status: 'pending',
                  },
                ],
              },
            },
          }
        : undefined,
    );
    renderApp('/onboarding?step=resume&start=resume', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Suggestions from your resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept React' })).toBeInTheDocument();
    expect(server.posted('/talent/api/profile/resume-suggestions')).toHaveLength(0);
  }, 20_000);
});
