import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects, guardFirst } from '../app/router.tsx';
import { routes } from '../app/routes.ts';
import { createApiClient } from '../lib/api-client.ts';
import { identityKeys } from '../lib/identity.ts';
import { createQueryClient } from '../lib/query-client.ts';

export const verifiedUser: User = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'talent',
  avatar_url: null,
  timezone: 'Europe/London',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
export const unverifiedUser: User = { ...verifiedUser, email_verified_at: null };

/** The real route tree in a memory router, with the identity already known (no network for it). */
export function renderApp(path: string, user: User | null) {
  const queryClient = createQueryClient(createApiClient());
  queryClient.setQueryData(identityKeys.user(), user);
  const router = createMemoryRouter(buildRouteObjects(routes, queryClient), {
    initialEntries: [path],
    dataStrategy: guardFirst,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
