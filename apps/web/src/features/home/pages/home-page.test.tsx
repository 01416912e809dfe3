import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Home, HomeProfile } from '@talent/contract/home';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { recommendedJob } from '../../../test/job-fixtures.ts';
import { renderApp, unverifiedUser, verifiedUser } from '../../../test/render-app.tsx';
import {
  interviewFixture,
  interviewRequestFixture,
  invitationFixture,
  movedApplicationFixture,
  offerFixture,
} from '../../../test/pipeline-fixtures.ts';

const server = stubAppApi();
const NOW = new Date('2026-11-23T12:00:00.000Z');

const NEXT = {
  key: 'video_resume' as const,
  label: 'Add a video resume',
  done: false,
  weight: 10,
  unlocks: 'Recruiters hear you before the first call',
  href: '/profile/video-resume-upload',
};

function homeProfile(overrides: Partial<HomeProfile> = {}): HomeProfile {
  return {
    completeness: { percent: 70, items: [], next: NEXT },
    identity_status: 'not_started',
    identity_rejection: null,
    onboarding: {
      current_step: 'resume',
      completed_steps: ['role', 'skills', 'experience', 'preferences', 'resume'],
      skipped_steps: [],
      completed_at: '2026-11-22T10:00:00Z',
    },
    ...overrides,
  };
}

function emptyHome(overrides: Partial<Home> = {}): Home {
  return {
    starting: null,
    next_interview: null,
    interview_requests: { data: [], total: 0 },
    invitations: { data: [], total: 0 },
    offers: { data: [], total: 0 },
    moved_applications: { data: [], total: 0 },
    profile: homeProfile(),
    recommended_jobs: [],
    timezone: 'Europe/London',
    generated_at: NOW.toISOString(),
    ...overrides,
  };
}

function fullHome(): Home {
  return emptyHome({
    next_interview: interviewFixture(),
    interview_requests: { data: [interviewRequestFixture()], total: 1 },
    invitations: { data: [invitationFixture()], total: 5 },
    offers: { data: [offerFixture()], total: 1 },
    moved_applications: { data: [movedApplicationFixture()], total: 1 },
    recommended_jobs: [recommendedJob({ id: 'job-9', title: 'Staff Engineer' })],
  });
}

function respond(home: Home) {
  server.respondWith((r) =>
    r.url === '/talent/api/home' ? { status: 200, data: { data: home } } : undefined,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('home: what matters today', () => {
  it('renders every section from one request and links each card to where it is handled', async () => {
    respond(fullHome());
    renderApp('/', verifiedUser);

    const next = await screen.findByRole('region', { name: 'Next interview' });
    // 15:00 UTC is 15:00 in London; tomorrow relative to NOW.
    expect(within(next).getByText(/Tomorrow at 15:00/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Details, agenda and preparation' })).toHaveAttribute(
      'href',
      '/interviews/upcoming?interview=int-1',
    );
    // A day away: no join link yet.
    expect(within(next).queryByRole('link', { name: 'Join the interview' })).not.toBeInTheDocument();

    const offers = screen.getByRole('region', { name: 'Offers awaiting your answer' });
    expect(within(offers).getByRole('link', { name: /Senior TypeScript Engineer/ })).toHaveAttribute(
      'href',
      '/offers?offer=offer-1',
    );
    expect(within(offers).getByText(/Expires in 7 days/)).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Interview requests' });
    expect(within(requests).getByRole('link', { name: /Pick a time: Data Engineer/ })).toHaveAttribute(
      'href',
      '/applications/interview-requests?request=req-1',
    );

    const invitations = screen.getByRole('region', { name: 'Invitations to apply' });
    expect(within(invitations).getByRole('link', { name: /Platform Engineer/ })).toHaveAttribute(
      'href',
      '/jobs/invitations',
    );
    expect(within(invitations).getByRole('link', { name: /All invitations \(4 more\)/ })).toBeInTheDocument();

    const moved = screen.getByRole('region', { name: 'Applications that moved' });
    expect(within(moved).getByRole('link', { name: /Backend Engineer/ })).toHaveAttribute(
      'href',
      '/applications?application=app-4',
    );
    expect(within(moved).getByText(/Maria Silva moved your application to review/)).toBeInTheDocument();

    const jobs = screen.getByRole('region', { name: 'Recommended jobs' });
    expect(within(jobs).getByRole('link', { name: /Staff Engineer/ })).toHaveAttribute('href', '/jobs/job-9');

    expect(screen.getByRole('meter', { name: 'Completeness' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(screen.queryByText('Nothing needs you today')).not.toBeInTheDocument();
    // One request for the whole page: none of the reads home used to make (the layout's nav badges aside).
    const urls = server.requests.map((r) => r.url);
    expect(urls.filter((u) => u === '/talent/api/home')).toHaveLength(1);
    for (const section of ['/profile', '/onboarding', '/identity-verification', '/jobs/recommended']) {
      expect(urls.some((u) => u.startsWith(`/talent/api${section}`))).toBe(false);
    }
  });

  it('puts the new job first once an offer is signed, linking to its next steps', async () => {
    respond(
      emptyHome({
        starting: offerFixture({ status: 'accepted', can_respond: false, start_date: '2027-01-11' }),
      }),
    );
    renderApp('/', verifiedUser);
    const starting = await screen.findByRole('region', { name: 'Your new job' });
    expect(starting).toHaveTextContent('Senior TypeScript Engineer at Northwind Labs');
    expect(starting).toHaveTextContent('You start on Mon 11 Jan 2027.');
    expect(within(starting).getByRole('link', { name: 'Your next steps' })).toHaveAttribute(
      'href',
      '/offers?offer=offer-1',
    );
    expect(screen.queryByText('Nothing needs you today')).not.toBeInTheDocument();
  });

  it('shows the join link once the interview is 15 minutes away', async () => {
    respond(
      emptyHome({
        next_interview: interviewFixture({
          starts_at: '2026-11-23T12:10:00.000Z',
          ends_at: '2026-11-23T13:00:00.000Z',
        }),
      }),
    );
    renderApp('/', verifiedUser);
    const next = await screen.findByRole('region', { name: 'Next interview' });
    expect(within(next).getByRole('link', { name: 'Join the interview' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/borderless-abc',
    );
    expect(within(next).getByText(/Today at 12:10/)).toBeInTheDocument();
  });

  it('is calm when nothing needs the candidate, with the next best actions', async () => {
    respond(emptyHome());
    renderApp('/', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Nothing needs you today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find jobs that fit/ })).toHaveAttribute(
      'href',
      '/jobs/recommended',
    );
    expect(screen.getByRole('link', { name: /See your applications/ })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.getByRole('link', { name: 'Profile: Add a video resume' })).toHaveAttribute(
      'href',
      '/profile/video-resume-upload',
    );
    expect(screen.getByText(/No news from recruiters in the last 14 days/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next interview' })).not.toBeInTheDocument();
  });

  it('offers a retry when home does not load', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== '/talent/api/home') return undefined;
      return fail
        ? { status: 400, data: { message: 'Something broke' } }
        : { status: 200, data: { data: emptyHome() } };
    });
    renderApp('/', verifiedUser);
    expect(await screen.findByText(/Your home did not load/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing needs you today' })).toBeInTheDocument();
  });
});

describe('home: /dashboard', () => {
  it('is the same page for a verified user', async () => {
    respond(emptyHome());
    renderApp('/dashboard', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Nothing needs you today' })).toBeInTheDocument();
  });

  it("shows a guest the product's overview with the live catalogue, and a login that comes back here", async () => {
    server.respondWith((r) =>
      r.url === '/shared/api/catalogue'
        ? {
            status: 200,
            data: {
              data: {
                open_jobs: 1940,
                companies: 120,
                countries: 41,
                open_worldwide: 610,
                median_response_hours: 18,
              },
            },
          }
        : undefined,
    );
    const { router } = renderApp('/dashboard', null);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find work you can actually take, from where you live',
      }),
    ).toBeInTheDocument();
    const figures = await screen.findByTestId('catalogue-figures');
    expect(figures).toHaveTextContent('Open jobs1,940');
    expect(figures).toHaveTextContent('Companies hiring120');
    expect(figures).toHaveTextContent('Jobs open to people anywhere610');
    const signIn = screen.getByRole('region', { name: 'Your dashboard is one login away' });
    expect(within(signIn).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/dashboard')}`,
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    // A guest's view never asks for the signed-in dashboard.
    expect(server.requests.some((r) => r.url === '/talent/api/home')).toBe(false);
  });

  it('sends an unverified user to verify first', async () => {
    respond(emptyHome());
    const { router } = renderApp('/dashboard', unverifiedUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard');
  });
});

describe('home: profile status', () => {
  it('invites a new talent to onboarding at the step they reached, and lets them dismiss it', async () => {
    respond(
      emptyHome({
        profile: homeProfile({
          onboarding: {
            current_step: 'experience',
            completed_steps: ['role', 'skills'],
            skipped_steps: [],
            completed_at: null,
          },
        }),
      }),
    );
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
    expect(screen.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('meter', { name: 'Completeness' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('after onboarding shows completeness, the next item with what it unlocks, and the verified badge', async () => {
    respond(emptyHome({ profile: homeProfile({ identity_status: 'verified' }) }));
    renderApp('/', verifiedUser);
    const status = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(status).getByRole('link', { name: /Next: Add a video resume/ })).toHaveAttribute(
      'href',
      '/profile/video-resume-upload',
    );
    expect(within(status).getByText('Recruiters hear you before the first call')).toBeInTheDocument();
    expect(within(status).getByText('Identity verified')).toBeInTheDocument();
  });

  it('shows a rejected identity check with its reason and a retry link, from the same request', async () => {
    respond(
      emptyHome({
        profile: homeProfile({
          identity_status: 'rejected',
          identity_rejection: {
            reason: 'selfie_mismatch',
            retry_hint: 'Take the selfie facing the camera, without glasses or a hat, in good light.',
          },
        }),
      }),
    );
    renderApp('/', verifiedUser);
    expect(await screen.findByText(/The selfie does not clearly match/)).toBeInTheDocument();
    expect(screen.getByText(/without glasses or a hat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry the identity check' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });
});
