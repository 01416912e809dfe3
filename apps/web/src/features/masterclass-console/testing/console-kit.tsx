import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import type { TalkRequest, TalkSummary } from '@talent/contract/masterclass';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { identityKeys } from '../../../lib/identity.ts';
import type { OperatorTalk } from '../api/console-talks.ts';

/** Test-only data for the operators' talk console (the operator works in Europe/London). */

export const TALKS_URL = '/shared/api/operator/talks';
export const REQUESTS_URL = '/shared/api/operator/talk-requests';

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

export function summary(overrides: Partial<TalkSummary> = {}): TalkSummary {
  return {
    id: 't-1',
    category: 'engineering',
    title: 'Shipping React across time zones',
    summary: 'How a distributed team releases every day without waking anyone up.',
    speaker: { name: 'Grace Hopper', title: 'Staff engineer' },
    starts_at: '2030-07-01T17:00:00.000Z',
    ends_at: '2030-07-01T18:00:00.000Z',
    status: 'scheduled',
    capacity: 2,
    seats_left: 0,
    waitlist_count: 1,
    has_recording: false,
    rating: null,
    my_registration: null,
    path: '/masterclass/engineering/t-1',
    ...overrides,
  };
}

export function operatorTalk(overrides: Partial<OperatorTalk> = {}): OperatorTalk {
  const { my_registration: _mine, ...rest } = summary();
  return {
    ...rest,
    abstract: 'Release trains and flags.',
    speaker: {
      name: 'Grace Hopper',
      title: 'Staff engineer',
      bio: 'Ships payments software.',
      time_zone: 'Europe/Lisbon',
    },
    join_url: 'https://meet.example.com/abc',
    join_opens_at: '2030-07-01T16:50:00.000Z',
    recording: null,
    slides_url: null,
    resources: [{ title: 'Reading list', url: 'https://example.com/reading' }],
    attended_count: null,
    request_id: null,
    cancelled_reason: null,
    revision: 1,
    published_files: { recording_file_id: null, captions_file_id: null, slides_file_id: null },
    registrations: [
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        state: 'registered',
        waitlist_position: null,
        registered_at: '2030-06-01T10:00:00.000Z',
      },
      {
        name: 'Alan Turing',
        email: 'alan@example.com',
        state: 'registered',
        waitlist_position: null,
        registered_at: '2030-06-02T10:00:00.000Z',
      },
      {
        name: 'Grace Brewster',
        email: 'grace@example.com',
        state: 'waitlisted',
        waitlist_position: 1,
        registered_at: '2030-06-03T10:00:00.000Z',
      },
    ],
    questions: [],
    ...overrides,
  };
}

export function request(overrides: Partial<TalkRequest> = {}): TalkRequest {
  return {
    id: 'r-1',
    kind: 'propose',
    topic: 'Kubernetes for small teams',
    category: 'engineering',
    abstract: 'What to run, what to skip, and how to keep the bill small when the team is five people.',
    preferred_dates: ['2030-09-01'],
    speaker_bio: 'Platform engineer at a ten-person startup.',
    author_name: 'Ada Lovelace',
    mine: false,
    status: 'submitted',
    reason: null,
    talk_path: null,
    votes: 7,
    voted: false,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function LocationProbe({ onChange }: { onChange: (location: { pathname: string; search: string }) => void }) {
  onChange(useLocation());
  return null;
}

/** A console page on its own with the toaster, signed in as the operator; `pathname()` reads where it went. */
export function renderPage(page: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), operator);
  let current = { pathname: '', search: '' };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe onChange={(value) => (current = value)} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, pathname: () => current.pathname, location: () => current.search };
}
