import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import type { RuntimeConfig } from '@talent/contract/config';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createApiClient } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';
import { FALLBACK_CONFIG, loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { stubAdapter } from '../../../test/stub-adapter.ts';

/** Test-only helpers for the feedback widget and inbox. */

export const talent: User = {
  id: 'u-feedback',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'talent',
  avatar_url: null,
  timezone: 'Europe/London',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Makes `feedback` the runtime configuration the app read at start-up (through the real loader). */
export async function setFeedbackConfig(feedback: RuntimeConfig['feedback'] | 'unreadable') {
  const adapter = stubAdapter(() =>
    feedback === 'unreadable'
      ? { status: 500, data: 'oops' }
      : { status: 200, data: { ...FALLBACK_CONFIG, feedback } },
  ).adapter;
  await loadRuntimeConfig(createApiClient({ adapter }));
}

/** A stand-in for the rest of the page: a control whose clicks are counted, to show the app carries on. */
function RestOfTheApp() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Save job ({clicks})
    </button>
  );
}

export function renderWithApp(ui: ReactNode, { user = talent, path = '/jobs?q=rust' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), user);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <RestOfTheApp />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
