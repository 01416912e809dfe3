import type { ApplicationDetail, StoredFile } from '@talent/contract/applications';
import type { JobDetail, ScreenerQuestion } from '@talent/contract/jobs';

/** The three kinds of screener question, with the knock-out rules the generator writes. */
export const screenerQuestions: ScreenerQuestion[] = [
  {
    id: 'authorisation',
    kind: 'yes_no',
    text: 'Are you allowed to work for us from the country you live in?',
    required: true,
    knockout: { expect: true },
    unit: null,
    skill: null,
  },
  {
    id: 'years',
    kind: 'number',
    text: 'How many years have you worked with TypeScript?',
    required: true,
    knockout: { min: 3 },
    unit: 'years',
    skill: null,
  },
  {
    id: 'proud',
    kind: 'text',
    text: 'What is a piece of work you are proud of, in two or three sentences?',
    required: false,
    knockout: null,
    unit: null,
    skill: null,
  },
];

export function storedResume(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id: '7d9c5f1e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
    kind: 'resume',
    name: 'ada-lovelace-cv.pdf',
    size: 184_320,
    type: 'application/pdf',
    url: '/talent/api/files/7d9c5f1e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A job the apply flow can use: open, with the three questions, no application yet. */
export function applyJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 'job-1',
    title: 'Senior TypeScript Engineer',
    company: {
      id: 'co-1',
      name: 'Northwind Labs',
      logo_url: null,
      country: 'DE',
      industry: 'Software',
      size: '51-200',
      about: 'We make tools.',
      website: null,
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
    applicants_count: 12,
    response_days: 5,
    elite_only: false,
    description: 'Build things.',
    benefits: [],
    status: 'open',
    recruiter: {
      id: 'r1',
      name: 'Maria Silva',
      title: 'Talent Partner',
      avatar_url: null,
      median_response_hours: 30,
    },
    screener_questions_count: screenerQuestions.length,
    screener_questions: screenerQuestions.map((question) => ({ ...question, covered_by: null })),
    match: null,
    application: null,
    apply_minutes: 6,
    ...overrides,
  };
}

/** `GET …/application-draft` when nothing was saved yet. */
export const emptyDraft: { resume: StoredFile | null; video: StoredFile | null; updated_at: string | null } =
  {
    resume: null,
    video: null,
    updated_at: null,
  };

/** What `POST /jobs/{id}/applications` answers: the new application with its first timeline step. */
export function application(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const job = applyJob();
  return {
    id: 'app-1',
    job: {
      id: job.id,
      title: job.title,
      company: {
        id: job.company.id,
        name: job.company.name,
        logo_url: null,
        country: 'DE',
        industry: 'Software',
        size: '51-200',
      },
      work_mode: job.work_mode,
      employment_type: job.employment_type,
      seniority: job.seniority,
      location: job.location,
      eligibility: job.eligibility,
      eligible: true,
      overlap_hours: 6,
      salary: null,
      skills: [],
      posted_at: job.posted_at,
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
    resume: storedResume(),
    video: null,
    submitted_at: '2026-11-21T12:00:00.000Z',
    withdrawn_at: null,
    withdraw_reason: null,
    can_withdraw: true,
    status_changed_at: '2026-11-21T12:00:00.000Z',
    viewed_at: null,
    rejection: null,
    response_promise: {
      days: 5,
      due_at: '2026-11-26T12:00:00.000Z',
      responded_at: null,
      state: 'pending',
    },
    recruiter: job.recruiter,
    next_step: {
      text: `${job.recruiter.name} reviews your application`,
      owner: 'recruiter',
      typical_hours: job.recruiter.median_response_hours,
      due_at: '2026-11-26T12:00:00.000Z',
      path: null,
    },
    conversation_id: null,
    pending_interview_requests: 0,
    upcoming_interviews: 0,
    pending_offers: 0,
    stages_reached: ['submitted'],
    timeline: [
      {
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
      },
    ],
    ...overrides,
  };
}
