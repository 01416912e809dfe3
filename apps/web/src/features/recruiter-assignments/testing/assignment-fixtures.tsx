import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import type { RecruiterAssignment } from '@talent/contract/assignments';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { AssignmentOptions } from '../api/get-assignment-options.ts';

export const recruiterUser: User = {
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

/** The few applicant fields the panel reads; the rest of the detail is the recruiter feature's business. */
export function panelApplicant(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    id: 'app-1',
    status: 'in_review',
    allowed_moves: ['assessment', 'rejected'],
    talent: {
      id: 't-1',
      name: 'Ada Lovelace',
      avatar_url: null,
      timezone: 'America/New_York',
      headline: '',
      country: 'US',
      verified: true,
    },
    ...overrides,
  } as ApplicantDetail;
}

export const options: AssignmentOptions = {
  tests: [
    {
      slug: 'typescript-core',
      title: 'TypeScript fundamentals',
      skill: { slug: 'typescript', name: 'TypeScript' },
      time_limit_minutes: 30,
      task_count: 12,
      pass_mark_percent: 70,
    },
    {
      slug: 'sql-basics',
      title: 'SQL basics',
      skill: { slug: 'sql', name: 'SQL' },
      time_limit_minutes: 20,
      task_count: 10,
      pass_mark_percent: 60,
    },
  ],
  interview_templates: [
    {
      id: 'tpl-1',
      title: 'Remote engineer',
      questions: [
        {
          prompt: 'Tell us about a project you are proud of.',
          think_seconds: 30,
          answer_seconds: 120,
          max_takes: 2,
          modes: ['video', 'audio', 'text'],
        },
        {
          prompt: 'How do you work across time zones?',
          think_seconds: 20,
          answer_seconds: 90,
          max_takes: 3,
          modes: ['video', 'text'],
        },
      ],
    },
  ],
  default_rubric: [
    { label: 'Communication', description: 'Clear, structured, to the point.' },
    { label: 'Relevant experience' },
  ],
};

const NOW = Date.now();
const iso = (offsetHours: number) => new Date(NOW + offsetHours * 3_600_000).toISOString();

export function assignment(overrides: Partial<RecruiterAssignment> = {}): RecruiterAssignment {
  return {
    id: 'as-1',
    kind: 'skill_test',
    status: 'sent',
    title: 'TypeScript fundamentals',
    message: null,
    company: { name: 'Acme', logo_url: null },
    job: {
      id: 'job-1',
      title: 'Senior TypeScript Engineer',
      company: { id: 'co-1', name: 'Acme', logo_url: null },
    },
    recruiter_name: 'Maya Chen',
    sent_at: iso(-2),
    deadline_at: iso(24 * 7),
    started_at: null,
    completed_at: null,
    minutes: 30,
    recorded: [],
    shared_with: 'Acme',
    accommodations: [],
    test: {
      slug: 'typescript-core',
      title: 'TypeScript fundamentals',
      skill: { slug: 'typescript', name: 'TypeScript' },
      task_count: 12,
      time_limit_minutes: 30,
    },
    pass_mark_percent: 75,
    attempt_id: null,
    used_badge: null,
    questions: [],
    talent: {
      id: 't-1',
      name: 'Ada Lovelace',
      avatar_url: null,
      timezone: 'America/New_York',
      headline: '',
      country: 'US',
      verified: true,
    },
    application_id: 'app-1',
    link: 'http://localhost:3000/assessments/tok_abc',
    rubric: [],
    test_result: null,
    answers: [],
    visibility: null,
    ...overrides,
  } as RecruiterAssignment;
}

export function completedInterview(overrides: Partial<RecruiterAssignment> = {}): RecruiterAssignment {
  return assignment({
    id: 'as-2',
    kind: 'interview',
    status: 'completed',
    title: 'First round',
    test: null,
    pass_mark_percent: null,
    started_at: iso(-30),
    completed_at: iso(-1),
    questions: [
      {
        id: 'q-1',
        position: 1,
        prompt: 'Tell us about a project you are proud of.',
        think_seconds: 30,
        answer_seconds: 120,
        max_takes: 2,
        modes: ['video', 'text'],
      },
      {
        id: 'q-2',
        position: 2,
        prompt: 'How do you work across time zones?',
        think_seconds: 30,
        answer_seconds: 60,
        max_takes: 2,
        modes: ['text'],
      },
    ],
    rubric: [
      { id: 'c-1', label: 'Communication', description: 'Clear, structured, to the point.' },
      { id: 'c-2', label: 'Relevant experience', description: null },
    ],
    answers: [
      {
        question_id: 'q-1',
        prompt: 'Tell us about a project you are proud of.',
        mode: 'video',
        text: null,
        media_url: '/recruiter/api/assignments/as-2/answers/q-1/media',
        duration_seconds: 95,
        overrun_seconds: 12,
        takes_used: 2,
        watched_at: null,
        rating: null,
        deleted: false,
      },
      {
        question_id: 'q-2',
        prompt: 'How do you work across time zones?',
        mode: 'text',
        text: 'I keep a shared log and overlap two hours a day.',
        media_url: null,
        duration_seconds: null,
        overrun_seconds: 0,
        takes_used: 1,
        watched_at: null,
        rating: null,
        deleted: false,
      },
    ],
    ...overrides,
  });
}

/** The component with the app's real query client and API client (its transport stubbed by the test). */
export function renderWithClient(ui: ReactNode, user: User | null = recruiterUser) {
  const queryClient = createQueryClient(createApiClient());
  queryClient.setQueryData(identityKeys.user(), user);
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
