import type { User } from '@talent/contract/auth';
import type { OperatorCourse } from '@talent/contract/courses';

/** Test-only data for the operators' course editor. */

export const LIST_URL = '/shared/api/operator/courses';
export const COURSE_ID = '6f9c2f0e-4b0a-4a8e-9d57-2f8e3a1b7c10';
export const COURSE_URL = `${LIST_URL}/${COURSE_ID}`;

export const operator: User = {
  id: 'op-1',
  name: 'Olu Operator',
  email: 'olu@talent.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'operator',
  avatar_url: null,
  timezone: 'Europe/London',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function operatorCourse(overrides: Partial<OperatorCourse> = {}): OperatorCourse {
  return {
    id: COURSE_ID,
    title: 'Testing with Vitest',
    summary: 'Write tests that fail for the right reasons.',
    description: 'A short course.',
    level: 'beginner',
    skills: [{ slug: 'javascript', name: 'JavaScript' }],
    outcomes: ['Write a first test'],
    pass_percent: 70,
    published: false,
    published_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    enrolled_count: 0,
    completed_count: 0,
    modules: [
      {
        id: 'm-1',
        title: 'Basics',
        summary: '',
        position: 1,
        lessons: [
          {
            id: 'l-1',
            title: 'Why test',
            kind: 'text',
            minutes: 8,
            body: 'Because.',
            preview: true,
            is_final: false,
            position: 1,
            video_file_id: null,
            captions_file_id: null,
            duration_seconds: null,
            pass_percent: null,
            items: [],
            exercise_item_id: null,
            learners: 2,
          },
        ],
      },
    ],
    ...overrides,
  };
}
