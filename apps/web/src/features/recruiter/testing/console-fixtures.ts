import { APPLICATION_STATUSES, type ApplicationStatus } from '@talent/contract/applications';
import type { User } from '@talent/contract/auth';
import type { Applicant, ApplicantDetail, RecruiterJob } from '@talent/contract/recruiter';

/** Test builders for the recruiter console pages. */
export const consoleRecruiter: User = {
  id: 'ru-1',
  name: 'Maya Chen',
  email: 'recruiter@talent.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'recruiter',
  avatar_url: null,
  timezone: 'Europe/Berlin',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const DAY = 24 * 3_600_000;

/** Counts per state as the server sends them: every state, zero when none. */
export function counts(
  some: Partial<Record<ApplicationStatus, number>> = {},
): Record<ApplicationStatus, number> {
  return Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, some[s] ?? 0])) as Record<
    ApplicationStatus,
    number
  >;
}

export function recruiterJob(overrides: Partial<RecruiterJob> = {}): RecruiterJob {
  return {
    id: 'job-1',
    title: 'Senior TypeScript Engineer',
    status: 'open',
    work_mode: 'remote',
    employment_type: 'full_time',
    seniority: 'senior',
    posted_at: new Date(Date.now() - 10 * DAY).toISOString(),
    response_days: 7,
    elite_only: false,
    counts: counts({ submitted: 1, in_review: 1 }),
    overdue: 0,
    ...overrides,
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  const submitted = new Date(Date.now() - 2 * DAY).toISOString();
  return {
    id: 'app-1',
    job: { id: 'job-1', title: 'Senior TypeScript Engineer' },
    talent: {
      id: 't-1',
      name: 'Ada Lovelace',
      avatar_url: null,
      timezone: 'America/New_York',
      headline: 'Staff engineer, compilers',
      country: 'US',
      verified: true,
      elite: false,
    },
    status: 'submitted',
    knocked_out: false,
    submitted_at: submitted,
    status_changed_at: submitted,
    response_promise: {
      days: 7,
      due_at: new Date(Date.now() + 5 * DAY).toISOString(),
      responded_at: null,
      state: 'pending',
    },
    match_score: 82,
    ...overrides,
  };
}

export function applicantDetail(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  const base = applicant();
  return {
    ...base,
    profile: {
      headline: 'Staff engineer, compilers',
      bio: 'I build **fast** tools.',
      seniority: 'senior',
      city: 'Boston',
      skills: [{ slug: 'typescript', name: 'TypeScript', level: 'expert', years: 8 }],
      experience: [
        {
          id: 'x-1',
          company: 'Analytical Engines',
          title: 'Staff Engineer',
          start_month: '2020-01',
          end_month: null,
          location: 'Remote',
          description: 'Compilers.',
        },
      ],
      identity_status: 'verified',
    },
    cover_note: 'I would love to **join**. <script>alert(1)</script>',
    answers: [
      {
        question_id: 'q1',
        question: 'Can you work 4 hours overlap?',
        value: true,
        knocked_out: false,
        badge: null,
      },
      { question_id: 'q2', question: 'Years of TypeScript', value: 1, knocked_out: true, badge: null },
      {
        question_id: 'react-skill',
        question: 'Have you built and tested React components in production code?',
        value: true,
        knocked_out: false,
        badge: {
          id: 'b-react',
          title: 'React — Advanced',
          verify_url: 'http://localhost:3000/credentials/b-react',
        },
      },
    ],
    knocked_out: true,
    resume: {
      id: 'f-resume',
      kind: 'resume',
      name: 'ada-resume.pdf',
      size: 1000,
      type: 'application/pdf',
      url: '/talent/api/files/f-resume',
      created_at: base.submitted_at,
    },
    video: {
      id: 'f-video',
      kind: 'video_intro',
      name: 'intro.webm',
      size: 100_000,
      type: 'video/webm',
      url: '/talent/api/files/f-video',
      created_at: base.submitted_at,
    },
    rejection: null,
    next_step: {
      text: 'Maya Chen reviews the application',
      owner: 'recruiter',
      typical_hours: 20,
      due_at: base.response_promise.due_at,
      path: null,
    },
    timeline: [
      {
        id: 'e-1',
        type: 'submitted',
        from_status: null,
        to_status: 'submitted',
        actor: { kind: 'talent', name: 'Ada Lovelace' },
        summary: 'Ada Lovelace applied',
        note: null,
        interview_request_id: null,
        interview_id: null,
        offer_id: null,
        created_at: base.submitted_at,
      },
    ],
    interview_requests: [],
    interviews: [],
    offers: [],
    conversation_id: 'conv-1',
    allowed_moves: ['in_review', 'rejected'],
    can_request_interview: false,
    can_send_offer: false,
    work_style: null,
    ...overrides,
  };
}
