import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Onboarding, Profile } from '@talent/contract/profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

const server = stubAppApi();

const NEXT = {
  key: 'video_resume' as const,
  label: 'Add a video resume',
  done: false,
  weight: 10,
  unlocks: 'Recruiters hear you before the first call',
  href: '/profile/video-resume-upload',
};

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 'u1',
    name: 'Ada Lovelace',
    photo: null,
    headline: '',
    bio: '',
    desired_role: 'Backend engineer',
    seniority: 'senior',
    country: 'PT',
    city: '',
    timezone: 'Europe/Lisbon',
    work_authorization: [],
    skills: [],
    experience: [],
    education: [],
    languages: [],
    links: { github: null, linkedin: null, portfolio: null },
    salary: null,
    availability: 'immediately',
    notice_period_weeks: null,
    job_search_status: null,
    work_modes: ['remote'],
    employment_types: ['full_time'],
    visible_to_recruiters: true,
    resume: null,
    video_resume: null,
    identity_status: 'not_started',
    verified: false,
    completeness: { percent: 70, items: [], next: NEXT },
    updated_at: null,
    ...overrides,
  };
}

function onboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    current_step: 'role',
    completed_steps: [],
    skipped_steps: [],
    completed_at: null,
    profile: profile(),
    ...overrides,
  };
}

function respond(state: { onboarding: Onboarding; profile: Profile }) {
  server.respondWith((r) => {
    if (r.url === '/talent/api/onboarding') return { status: 200, data: { data: state.onboarding } };
    if (r.url === '/talent/api/profile') return { status: 200, data: { data: state.profile } };
    if (r.url === '/talent/api/identity-verification')
      return {
        status: 200,
        data: {
          data: {
            id: 'iv1',
            status: 'rejected',
            document_type: 'passport',
            issuing_country: 'PT',
            front: null,
            back: null,
            selfie: null,
            submitted_at: '2026-11-20T10:00:00Z',
            decided_at: '2026-11-21T10:00:00Z',
            rejection_reason: 'selfie_mismatch',
            reviewer_note: null,
            retry_hint: 'Take the selfie facing the camera, without glasses or a hat, in good light.',
          },
        },
      };
    return undefined;
  });
}

beforeEach(() => window.localStorage.clear());

describe('home: profile status', () => {
  it('invites a new talent to onboarding at the step they reached, and lets them dismiss it', async () => {
    respond({
      onboarding: onboarding({ current_step: 'experience', completed_steps: ['role', 'skills'] }),
      profile: profile(),
    });
    renderApp('/', verifiedUser);
    const invite = await screen.findByRole('region', {
      name: 'Finish setting up your profile — step 3 of 5',
    });
    expect(within(invite).getByRole('link', { name: /Continue setup/ })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(within(invite).getByRole('progressbar', { name: 'Profile setup' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );

    await userEvent.setup().click(within(invite).getByRole('button', { name: /Not now/ }));
    expect(screen.queryByRole('region', { name: /Finish setting up/ })).not.toBeInTheDocument();
    // Not trapped, not lost: the profile status shows, with a way back to the setup.
    expect(screen.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('meter', { name: 'Completeness' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('after onboarding shows completeness, the next item with what it unlocks, and the verified badge', async () => {
    respond({
      onboarding: onboarding({ completed_at: '2026-11-22T10:00:00Z', current_step: 'resume' }),
      profile: profile({ identity_status: 'verified', verified: true }),
    });
    renderApp('/', verifiedUser);
    const status = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(status).getByRole('meter', { name: 'Completeness' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    expect(within(status).getByRole('link', { name: /Next: Add a video resume/ })).toHaveAttribute(
      'href',
      '/profile/video-resume-upload',
    );
    expect(within(status).getByText('Recruiters hear you before the first call')).toBeInTheDocument();
    expect(within(status).getByText('Identity verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Finish setting up/ })).not.toBeInTheDocument();
  });

  it('says the profile is complete when nothing is missing, and shows a pending check', async () => {
    respond({
      onboarding: onboarding({ completed_at: '2026-11-22T10:00:00Z' }),
      profile: profile({ identity_status: 'pending', completeness: { percent: 100, items: [], next: null } }),
    });
    renderApp('/', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your profile is complete' })).toBeInTheDocument();
    expect(screen.getByText('Identity check in review')).toBeInTheDocument();
  });

  it('shows a rejected identity check with its reason and a retry link', async () => {
    respond({
      onboarding: onboarding({ completed_at: '2026-11-22T10:00:00Z' }),
      profile: profile({ identity_status: 'rejected' }),
    });
    renderApp('/', verifiedUser);
    expect(await screen.findByText(/The selfie does not clearly match/)).toBeInTheDocument();
    expect(screen.getByText(/without glasses or a hat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry the identity check' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });

  it('shows a rejected identity check next to the onboarding invitation', async () => {
    respond({ onboarding: onboarding(), profile: profile({ identity_status: 'rejected' }) });
    renderApp('/', verifiedUser);
    expect(await screen.findByRole('region', { name: /Finish setting up your profile/ })).toBeInTheDocument();
    expect(await screen.findByText(/The selfie does not clearly match/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry the identity check' })).toBeInTheDocument();
  });

  it('offers a retry when the status does not load, and keeps the rest of home', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === '/talent/api/onboarding')
        return fail
          ? { status: 400, data: { message: 'Something broke' } }
          : { status: 200, data: { data: onboarding({ completed_at: '2026-11-22T10:00:00Z' }) } };
      if (r.url === '/talent/api/profile') return { status: 200, data: { data: profile() } };
      return undefined;
    });
    renderApp('/', verifiedUser);
    expect(await screen.findByText(/Your profile status did not load/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your profile' })).toBeInTheDocument();
  });
});
