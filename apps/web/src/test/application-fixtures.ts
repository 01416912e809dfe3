import type {
  Application,
  ApplicationDetail,
  ApplicationEvent,
  ApplicationStatus,
} from '@talent/contract/applications';

const USUAL_PATH: ApplicationStatus[] = [
  'submitted',
  'in_review',
  'assessment',
  'interviewing',
  'offer',
  'hired',
];

/** Every stage of the usual path up to `status`, as if none was skipped. */
function stagesUpTo(status: ApplicationStatus): ApplicationStatus[] {
  const index = USUAL_PATH.indexOf(status);
  return index < 0 ? ['submitted', status] : USUAL_PATH.slice(0, index + 1);
}

/** A submitted application; tests override only what they look at. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    job: {
      id: 'job-1',
      title: 'Senior TypeScript Engineer',
      company: {
        id: 'co-1',
        name: 'Northwind Labs',
        logo_url: null,
        country: 'DE',
        industry: 'Software',
        size: '51-200',
      },
      work_mode: 'remote',
      employment_type: 'full_time',
      seniority: 'senior',
      location: { country: 'DE', city: 'Berlin' },
      eligibility: {
        anywhere: false,
        countries: ['DE', 'PT'],
        regions: ['Europe'],
        timezone: 'Europe/Berlin',
        min_overlap_hours: 4,
      },
      eligible: true,
      overlap_hours: 6,
      salary: null,
      skills: [],
      posted_at: '2026-11-20T09:00:00.000Z',
      expires_at: null,
      saved: false,
      applicants_count: 13,
      response_days: 5,
      elite_only: false,
    },
    status: 'submitted',
    source: 'direct',
    cover_note: 'Hello',
    answers: [],
    knocked_out: false,
    resume: {
      id: '7d9c5f1e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
      kind: 'resume',
      name: 'ada-lovelace-cv.pdf',
      size: 184_320,
      type: 'application/pdf',
      url: '/talent/api/files/7d9c5f1e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
      created_at: '2026-11-01T10:00:00.000Z',
    },
    video: null,
    submitted_at: '2026-11-21T12:00:00.000Z',
    withdrawn_at: null,
    withdraw_reason: null,
    can_withdraw: true,
    status_changed_at: overrides.submitted_at ?? '2026-11-21T12:00:00.000Z',
    viewed_at: null,
    rejection: null,
    response_promise: {
      days: 5,
      due_at: '2026-11-26T12:00:00.000Z',
      responded_at: null,
      state: 'pending',
    },
    recruiter: {
      id: 'r1',
      name: 'Maya Chen',
      title: 'Talent Partner',
      avatar_url: null,
      median_response_hours: 30,
    },
    next_step: {
      text: 'Maya Chen reviews your application',
      owner: 'recruiter',
      typical_hours: 30,
      due_at: '2026-11-26T12:00:00.000Z',
      path: null,
    },
    conversation_id: null,
    pending_interview_requests: 0,
    upcoming_interviews: 0,
    pending_offers: 0,
    stages_reached: stagesUpTo(overrides.status ?? 'submitted'),
    ...overrides,
  };
}

/** One timeline step; tests override only what they look at. */
export function applicationEvent(overrides: Partial<ApplicationEvent> = {}): ApplicationEvent {
  return {
    id: 'ev-1',
    type: 'submitted',
    from_status: null,
    to_status: 'submitted',
    actor: { kind: 'talent', name: 'Ada Lovelace' },
    summary: 'You applied',
    note: null,
    interview_request_id: null,
    interview_id: null,
    offer_id: null,
    created_at: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** The detail of `application(overrides)` with a timeline. */
export function applicationDetail(
  overrides: Partial<Application> = {},
  timeline: ApplicationEvent[] = [applicationEvent()],
): ApplicationDetail {
  return { ...application(overrides), timeline };
}

/** `meta.counts` with every state, zero unless given. */
export function counts(
  given: Partial<Record<ApplicationStatus, number>> = {},
): Record<ApplicationStatus, number> {
  return {
    submitted: 0,
    in_review: 0,
    assessment: 0,
    interviewing: 0,
    offer: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
    closed: 0,
    ...given,
  };
}
