import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyStanding } from '@talent/contract/assessments';
import type { User } from '@talent/contract/auth';
import type { EliteReview } from '@talent/contract/elite';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { identityKeys } from '../../../lib/identity.ts';
import type { EliteReviewSummary } from '../api/get-elite-reviews.ts';

/** Test-only data for the operators' elite review pages. */

export const REVIEWS_URL = '/shared/api/operator/elite-reviews';

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

export function reviewSummary(overrides: Partial<EliteReviewSummary> = {}): EliteReviewSummary {
  return {
    id: 'ea-1',
    talent: { id: 'u-ada', name: 'Ada Lovelace', avatar_url: null, timezone: 'Europe/Berlin' },
    track: 'frontend',
    status: 'submitted',
    submitted_at: '2026-11-20T09:00:00.000Z',
    identity_status: 'verified',
    skills_met: 1,
    skills_total: 2,
    ...overrides,
  };
}

const standing = (overrides: Partial<MyStanding> = {}): MyStanding => ({
  state: 'new',
  attempt_id: null,
  deadline_at: null,
  best_percent: null,
  band: null,
  band_basis: null,
  badge: null,
  next_attempt_at: null,
  redo_available: false,
  visibility: 'band',
  ...overrides,
});

const reactBadge = {
  id: 'b-react',
  skill: { slug: 'react', name: 'React' },
  test_slug: 'react',
  title: 'React — Advanced',
  level: 'advanced' as const,
  issued_at: '2026-06-01T10:00:00.000Z',
  expires_at: '2028-06-01T10:00:00.000Z',
  status: 'valid' as const,
  verify_url: 'https://borderless.test/credentials/b-react',
};

/** A frontend application sent for review: React met by a badge, JavaScript/TypeScript not met yet. */
export function review(overrides: Partial<EliteReview> = {}): EliteReview {
  return {
    ...reviewSummary(),
    email: 'ada@example.com',
    forms: {
      join: {
        track: 'frontend',
        years_experience: 7,
        top_skills: ['React', 'TypeScript', 'GraphQL'],
        portfolio_url: 'https://ada.dev/work',
        github_url: 'javascript:alert(1)',
        english_level: 'professional',
        motivation: 'I want to work with teams who care about craft.\nAnd ship calm software.',
        availability: 'within_2_weeks',
        consent_to_vetting: true,
      },
      work_preference: {
        engagement_types: ['full_time', 'project'],
        hours_per_week: 40,
        timezone: 'Europe/Berlin',
        min_overlap_hours: 4,
        min_rate: { amount: 85, currency: 'EUR', period: 'hour' },
        work_countries: ['DE', 'PT'],
        industries: [],
        company_sizes: ['startup'],
        earliest_start: '2027-01-11',
        notice_period_weeks: 4,
      },
    },
    skill_assessments: {
      track: 'frontend',
      done: false,
      requirements: [
        {
          label: 'JavaScript or TypeScript',
          state: 'not_met',
          met_by: null,
          tests: [
            {
              slug: 'javascript',
              title: 'JavaScript',
              time_limit_minutes: 45,
              mine: standing({
                state: 'not_passed',
                best_percent: 52,
                next_attempt_at: '2026-12-01T00:00:00.000Z',
              }),
            },
            { slug: 'typescript', title: 'TypeScript', time_limit_minutes: 45, mine: standing() },
          ],
        },
        {
          label: 'React',
          state: 'met',
          met_by: { test_slug: 'react', badge: reactBadge },
          tests: [
            {
              slug: 'react',
              title: 'React',
              time_limit_minutes: 60,
              mine: standing({ state: 'passed', best_percent: 91, badge: reactBadge }),
            },
          ],
        },
      ],
    },
    compliance: {
      legal_name: 'Augusta Ada King',
      tax_residence: 'DE',
      entity_type: 'individual',
      documents: [
        {
          kind: 'contractor_agreement',
          title: 'Contractor agreement',
          signed_at: '2026-11-18T10:00:00.000Z',
          expires_at: null,
        },
        {
          kind: 'w8ben',
          title: 'Tax form W-8BEN (individual outside the US)',
          signed_at: '2026-11-18T10:00:00.000Z',
          expires_at: '2029-12-31T23:59:59.999Z',
        },
        { kind: 'nda_ip', title: 'Non-disclosure and IP assignment', signed_at: null, expires_at: null },
      ],
    },
    notes: [],
    history: [
      { at: '2026-11-10T08:00:00.000Z', event: 'started' },
      { at: '2026-11-20T09:00:00.000Z', event: 'submitted' },
    ],
    decision: null,
    ...overrides,
  };
}

function LocationProbe({ onChange }: { onChange: (search: string) => void }) {
  onChange(useLocation().search);
  return null;
}

/**
 * A page on its own (no layout, no route loaders), signed in as the operator, at `path` matched by `pattern`;
 * `location()` reads the current query string. The full app (`renderApp`) is for what the layout adds.
 */
export function renderPage(page: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), operator);
  let search = '';
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
        <LocationProbe onChange={(value) => (search = value)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: () => search };
}
