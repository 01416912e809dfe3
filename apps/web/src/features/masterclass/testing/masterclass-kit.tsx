import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TalkDetail, TalkRequest, TalkSummary } from '@talent/contract/masterclass';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { identityKeys } from '../../../lib/identity.ts';
import { verifiedUser } from '../../../test/render-app.tsx';
import type { MasterclassHub } from '../api/get-hub.ts';

/** Test-only data for the masterclass pages (the candidate reads times in Europe/London, the profile's zone). */

export const me = { ...verifiedUser, timezone: 'Europe/London' };

export function talkSummary(overrides: Partial<TalkSummary> = {}): TalkSummary {
  return {
    id: 't-1',
    category: 'engineering',
    title: 'Shipping React across time zones',
    summary: 'How a distributed team releases every day without waking anyone up.',
    speaker: { name: 'Grace Hopper', title: 'Staff engineer, Northwind' },
    // 17:00 UTC in July is 18:00 in London (BST).
    starts_at: '2030-07-01T17:00:00.000Z',
    ends_at: '2030-07-01T18:00:00.000Z',
    status: 'scheduled',
    capacity: 40,
    seats_left: 12,
    waitlist_count: 0,
    has_recording: false,
    rating: null,
    my_registration: null,
    path: '/masterclass/engineering/t-1',
    ...overrides,
  };
}

export function talkDetail(overrides: Partial<TalkDetail> = {}): TalkDetail {
  return {
    ...talkSummary(),
    abstract: 'We look at **release trains**, feature flags and the rota that keeps them honest.',
    speaker: {
      name: 'Grace Hopper',
      title: 'Staff engineer, Northwind',
      bio: 'Grace ships payments software from Lisbon.',
      time_zone: 'America/New_York',
    },
    join_url: null,
    join_opens_at: '2030-07-01T16:50:00.000Z',
    recording: null,
    slides_url: null,
    resources: [],
    attended_count: null,
    can_rate: false,
    my_rating: null,
    request_id: null,
    cancelled_reason: null,
    ...overrides,
  };
}

/** An ended talk with its recording, chapters, slides and a resource. */
export function pastTalk(overrides: Partial<TalkDetail> = {}): TalkDetail {
  return talkDetail({
    id: 't-9',
    title: 'Interviewing without whiteboards',
    category: 'interviewing',
    path: '/masterclass/interviewing/t-9',
    status: 'ended',
    starts_at: '2026-01-10T17:00:00.000Z',
    ends_at: '2026-01-10T18:00:00.000Z',
    has_recording: true,
    rating: { average: 4.6, count: 12 },
    recording: {
      video_url: '/talent/api/talks/t-9/recording',
      captions_url: null,
      duration_seconds: 3540,
      chapters: [
        { title: 'Why whiteboards fail', start_seconds: 0 },
        { title: 'Work samples', start_seconds: 754 },
        { title: 'Questions', start_seconds: 2400 },
      ],
    },
    slides_url: '/talent/api/talks/t-9/slides',
    resources: [{ title: 'Reading list', url: 'https://example.com/reading' }],
    attended_count: 31,
    my_registration: {
      state: 'registered',
      waitlist_position: null,
      registered_at: '2026-01-01T10:00:00.000Z',
    },
    can_rate: true,
    ...overrides,
  });
}

export function hub(overrides: Partial<MasterclassHub> = {}): MasterclassHub {
  return {
    categories: [
      { slug: 'engineering', label: 'Engineering', upcoming: 3, past: 5 },
      { slug: 'career', label: 'Career growth', upcoming: 0, past: 1 },
    ],
    next_talks: [talkSummary()],
    recordings: [pastTalk()],
    my_registrations: [
      talkSummary({
        id: 't-2',
        title: 'Remote contracts, plainly',
        path: '/masterclass/career/t-2',
        category: 'career',
        seats_left: 0,
        my_registration: {
          state: 'waitlisted',
          waitlist_position: 3,
          registered_at: '2030-06-01T10:00:00.000Z',
        },
      }),
    ],
    ...overrides,
  };
}

export function talkRequest(overrides: Partial<TalkRequest> = {}): TalkRequest {
  return {
    id: 'r-1',
    kind: 'ask',
    topic: 'Negotiating a remote contract',
    category: 'career',
    abstract: 'What to ask for, what to give up, and how to read the small print.',
    preferred_dates: [],
    speaker_bio: '',
    author_name: 'Alan Turing',
    mine: false,
    status: 'submitted',
    reason: null,
    talk_path: null,
    votes: 4,
    voted: false,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T,>(data: T[], next_cursor: string | null = null, total = data.length) => ({
  data,
  meta: { total, next_cursor },
});

function LocationProbe({ onChange }: { onChange: (location: { pathname: string; search: string }) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * A page on its own (no layout, no route loaders) with the toaster, signed in as the candidate, at `path` matched
 * by `pattern`; `location()` reads the current query string, `pathname()` the path. `renderApp` is for what the layout adds.
 */
export function renderPage(page: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), me);
  let current = { pathname: '', search: '' };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
        <LocationProbe onChange={(value) => (current = value)} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: () => current.search, pathname: () => current.pathname };
}
