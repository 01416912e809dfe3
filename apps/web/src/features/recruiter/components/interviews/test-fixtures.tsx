import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import type { Interview, InterviewRequest } from '@talent/contract/interviews';
import type { Offer } from '@talent/contract/offers';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { identityKeys } from '../../../../lib/identity.ts';

/** Test-only builders for the console's interview and offer components. */
export const recruiterUser: User = {
  id: 'ru1',
  name: 'Maya Chen',
  email: 'recruiter@talent.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'recruiter',
  avatar_url: null,
  timezone: 'Europe/Berlin',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const job = {
  id: 'job-1',
  title: 'Senior TypeScript Engineer',
  company: { id: 'co-1', name: 'Northwind Labs', logo_url: null },
};
const talent = { id: 't1', name: 'Ada Lovelace', avatar_url: null, timezone: 'America/New_York' };
const recruiter = {
  id: 'r1',
  name: 'Maya Chen',
  title: 'Recruiter',
  avatar_url: null,
  median_response_hours: 20,
};

export function applicantDetail(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    id: 'app-1',
    job: { id: job.id, title: job.title },
    talent: { ...talent, headline: 'Engineer', country: 'US', verified: true, elite: false },
    status: 'in_review',
    knocked_out: false,
    submitted_at: '2026-11-20T10:00:00.000Z',
    status_changed_at: '2026-11-21T10:00:00.000Z',
    response_promise: { days: 7, due_at: '2026-11-27T10:00:00.000Z', responded_at: null, state: 'pending' },
    match_score: 80,
    profile: {
      headline: 'Engineer',
      bio: '',
      seniority: 'senior',
      city: 'New York',
      skills: [],
      experience: [],
      identity_status: 'verified',
    },
    cover_note: '',
    answers: [],
    resume: null,
    video: null,
    rejection: null,
    next_step: { text: 'Review', owner: 'recruiter', typical_hours: null, due_at: null, path: null },
    timeline: [],
    interview_requests: [],
    interviews: [],
    offers: [],
    conversation_id: null,
    allowed_moves: [],
    can_request_interview: false,
    can_send_offer: false,
    work_style: null,
    ...overrides,
  };
}

export function interviewRequest(overrides: Partial<InterviewRequest> = {}): InterviewRequest {
  return {
    id: 'req-1',
    application_id: 'app-1',
    job,
    talent,
    recruiter,
    type: 'video',
    duration_minutes: 45,
    interviewers: [{ name: 'Maya Chen', title: 'Recruiter' }],
    agenda: 'Talk',
    location: null,
    recruiter_timezone: 'Europe/Berlin',
    talent_timezone: 'America/New_York',
    slots: [],
    status: 'pending',
    talent_note: null,
    decline_reason: null,
    decline_note: null,
    interview_id: null,
    created_at: '2026-11-21T10:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    application_id: 'app-1',
    job,
    talent,
    recruiter,
    type: 'video',
    starts_at: '2026-12-01T14:00:00.000Z',
    ends_at: '2026-12-01T14:45:00.000Z',
    duration_minutes: 45,
    talent_timezone: 'America/New_York',
    interviewer_timezone: 'Europe/Berlin',
    interviewers: [{ name: 'Maya Chen', title: 'Recruiter' }],
    agenda: 'Talk',
    prep_notes: '',
    join_url: 'https://meet.jit.si/borderless-int-1',
    location: null,
    status: 'scheduled',
    reschedule: null,
    outcome: null,
    feedback: null,
    cancelled_by: null,
    cancel_reason: null,
    calendar: {
      ics_url: '/recruiter/api/interviews/int-1/calendar.ics',
      google_url: 'https://calendar.google.com/x',
      outlook_url: 'https://outlook.live.com/x',
    },
    sequence: 0,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'off-1',
    application_id: 'app-1',
    job,
    talent,
    recruiter,
    title: 'Senior TypeScript Engineer',
    engagement_type: 'full_time',
    pay: { amount: 90000, currency: 'EUR', period: 'year' },
    annual_equivalent: null,
    start_date: '2027-01-04',
    benefits: ['Laptop'],
    terms: 'Standard terms.',
    expires_at: '2026-12-10T16:00:00.000Z',
    attachments: [],
    status: 'pending',
    version: 1,
    terms_hash: 'a'.repeat(64),
    signature: null,
    decline_reason: null,
    decline_note: null,
    withdraw_reason: null,
    counter: null,
    can_respond: true,
    created_at: '2026-11-22T10:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export function renderConsole(ui: ReactNode, user: User = recruiterUser) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), user);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
