import type { Invitation } from '@talent/contract/invitations';
import type { Interview, InterviewRequest } from '@talent/contract/interviews';
import type { MovedApplication } from '@talent/contract/home';
import type { Offer } from '@talent/contract/offers';
import { jobSummary } from './job-fixtures.ts';

/* Realistic pipeline rows for page tests (offers and home); tests override only what they look at. */

const JOB = {
  id: 'job-1',
  title: 'Senior TypeScript Engineer',
  company: { id: 'co-1', name: 'Northwind Labs', logo_url: null },
};
const RECRUITER = {
  id: 'r1',
  name: 'Maria Silva',
  title: 'Talent Partner',
  avatar_url: null,
  median_response_hours: 30,
};
const TALENT = { id: 'u1', name: 'Ada Lovelace', avatar_url: null, timezone: 'Europe/London' };

export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'offer-1',
    application_id: 'app-1',
    job: JOB,
    talent: TALENT,
    recruiter: RECRUITER,
    title: 'Senior TypeScript Engineer',
    engagement_type: 'full_time',
    pay: { amount: 9000, currency: 'EUR', period: 'month' },
    annual_equivalent: { amount: 117000, currency: 'USD', rates_date: '2026-11-20' },
    start_date: '2027-01-11',
    benefits: ['Home-office budget', '30 days of leave'],
    terms: '## Terms\n\nA **12-month** contract.\n\n<script>alert(1)</script>',
    expires_at: '2026-11-30T17:00:00.000Z',
    attachments: [
      {
        id: 'f1',
        name: 'contract.pdf',
        size: 120_000,
        type: 'application/pdf',
        url: '/talent/api/offers/offer-1/attachments/f1',
      },
    ],
    status: 'pending',
    version: 1,
    terms_hash: 'a'.repeat(64),
    signature: null,
    decline_reason: null,
    decline_note: null,
    withdraw_reason: null,
    counter: null,
    can_respond: true,
    created_at: '2026-11-20T09:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export function interviewFixture(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    application_id: 'app-1',
    job: JOB,
    talent: TALENT,
    recruiter: RECRUITER,
    type: 'video',
    starts_at: '2026-11-24T15:00:00.000Z',
    ends_at: '2026-11-24T16:00:00.000Z',
    duration_minutes: 60,
    talent_timezone: 'Europe/London',
    interviewer_timezone: 'Europe/Berlin',
    interviewers: [{ name: 'Jonas Weber', title: 'Engineering Manager' }],
    agenda: 'System design',
    prep_notes: '',
    join_url: 'https://meet.jit.si/borderless-abc',
    location: null,
    status: 'scheduled',
    reschedule: null,
    outcome: null,
    feedback: null,
    cancelled_by: null,
    cancel_reason: null,
    calendar: {
      ics_url: '/talent/api/interviews/int-1/calendar.ics',
      google_url: 'https://calendar.google.com/',
      outlook_url: 'https://outlook.live.com/',
    },
    sequence: 0,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function interviewRequestFixture(overrides: Partial<InterviewRequest> = {}): InterviewRequest {
  return {
    id: 'req-1',
    application_id: 'app-2',
    job: { ...JOB, id: 'job-2', title: 'Data Engineer' },
    talent: TALENT,
    recruiter: RECRUITER,
    type: 'video',
    duration_minutes: 45,
    interviewers: [{ name: 'Jonas Weber', title: '' }],
    agenda: 'Meet the team',
    location: null,
    recruiter_timezone: 'Europe/Berlin',
    talent_timezone: 'Europe/London',
    slots: [
      {
        id: 's1',
        starts_at: '2026-11-26T10:00:00.000Z',
        ends_at: '2026-11-26T10:45:00.000Z',
        proposed_by: 'recruiter',
        in_talent_hours: true,
        in_recruiter_hours: true,
        past: false,
      },
    ],
    status: 'pending',
    talent_note: null,
    decline_reason: null,
    decline_note: null,
    interview_id: null,
    created_at: '2026-11-22T09:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1',
    job: jobSummary({ id: 'job-3', title: 'Platform Engineer' }),
    recruiter: RECRUITER,
    message: 'We would love to talk.',
    salary: null,
    status: 'pending',
    decline_reason: null,
    decline_note: null,
    created_at: '2026-11-22T09:00:00.000Z',
    expires_at: '2026-12-06T09:00:00.000Z',
    responded_at: null,
    apply_path: '/jobs/job-3/apply?invitation=inv-1',
    application_id: null,
    ...overrides,
  };
}

export function movedApplicationFixture(overrides: Partial<MovedApplication> = {}): MovedApplication {
  return {
    id: 'app-4',
    job: jobSummary({ id: 'job-4', title: 'Backend Engineer' }),
    status: 'in_review',
    source: 'direct',
    cover_note: '',
    answers: [],
    knocked_out: false,
    resume: null,
    video: null,
    submitted_at: '2026-11-18T09:00:00.000Z',
    withdrawn_at: null,
    withdraw_reason: null,
    can_withdraw: true,
    status_changed_at: '2026-11-22T09:00:00.000Z',
    viewed_at: null,
    rejection: null,
    response_promise: {
      days: 5,
      due_at: '2026-11-23T09:00:00.000Z',
      responded_at: '2026-11-22T09:00:00.000Z',
      state: 'kept',
    },
    recruiter: RECRUITER,
    next_step: {
      text: 'Maria Silva reviews your application',
      owner: 'recruiter',
      typical_hours: 48,
      due_at: null,
      path: null,
    },
    conversation_id: null,
    pending_interview_requests: 0,
    upcoming_interviews: 0,
    pending_offers: 0,
    stages_reached: ['submitted', 'in_review'],
    moved_by: { kind: 'recruiter', name: 'Maria Silva' },
    moved_summary: 'Maria Silva moved your application to review',
    moved_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}
