import type { Interview, InterviewRequest, InterviewSlot } from '@talent/contract/interviews';

const job = {
  id: 'job-1',
  title: 'Senior TypeScript Engineer',
  company: { id: 'co-1', name: 'Northwind Labs', logo_url: null },
};
const recruiter = {
  id: 'r1',
  name: 'Maya Chen',
  title: 'Talent Partner',
  avatar_url: null,
  median_response_hours: 30,
};
const talent = { id: 'u1', name: 'Ada Lovelace', avatar_url: null, timezone: 'Europe/London' };

export function slot(overrides: Partial<InterviewSlot> = {}): InterviewSlot {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    starts_at: '2030-03-27T10:00:00.000Z',
    ends_at: '2030-03-27T10:45:00.000Z',
    proposed_by: 'recruiter',
    in_talent_hours: true,
    in_recruiter_hours: true,
    past: false,
    ...overrides,
  };
}

/** A pending request with one slot; tests override only what they look at. */
export function interviewRequest(overrides: Partial<InterviewRequest> = {}): InterviewRequest {
  return {
    id: 'req-1',
    application_id: 'app-1',
    job,
    talent,
    recruiter,
    type: 'video',
    duration_minutes: 45,
    interviewers: [{ name: 'Sam Ortiz', title: 'Staff Engineer' }],
    agenda: 'A **technical** conversation about your recent work.',
    location: null,
    recruiter_timezone: 'America/New_York',
    talent_timezone: 'Europe/London',
    slots: [slot()],
    status: 'pending',
    talent_note: null,
    decline_reason: null,
    decline_note: null,
    interview_id: null,
    created_at: '2030-03-20T10:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

/** A scheduled interview far in the future; tests override only what they look at. */
export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    application_id: 'app-1',
    job,
    talent,
    recruiter,
    type: 'video',
    starts_at: '2030-03-27T10:00:00.000Z',
    ends_at: '2030-03-27T10:45:00.000Z',
    duration_minutes: 45,
    talent_timezone: 'Europe/London',
    interviewer_timezone: 'America/New_York',
    interviewers: [{ name: 'Sam Ortiz', title: 'Staff Engineer' }],
    agenda: 'Talk through a system you built.',
    prep_notes: 'Bring **one** diagram.',
    join_url: 'https://meet.jit.si/borderless-int-1',
    location: null,
    status: 'scheduled',
    reschedule: null,
    outcome: null,
    feedback: null,
    cancelled_by: null,
    cancel_reason: null,
    calendar: {
      ics_url: '/talent/api/interviews/int-1/calendar.ics',
      google_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Interview',
      outlook_url: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=Interview',
    },
    sequence: 0,
    created_at: '2030-03-20T10:00:00.000Z',
    ...overrides,
  };
}
