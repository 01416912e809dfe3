import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import { api, statusOf } from './api-client.ts';
import { logger } from './logger.ts';
import { parseUser } from './wire-checks.ts';

/** The signed-in user is app-wide state every feature reads, so it lives here rather than in a feature. */
export const identityKeys = {
  all: ['identity'] as const,
  user: () => [...identityKeys.all, 'user'] as const,
};

export const USER_PATH = '/api/user';

/** `null` means logged out (401, or 419 for an expired session). Other failures are thrown so they are never cached. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const response = await api.get<unknown>(USER_PATH, { signal, skipAuthRedirect: true });
    const user = parseUser(response.data);
    if (!user) throw new Error(`${USER_PATH} answered something that is not a user`);
    return user;
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 419) return null;
    logger.warn('Unable to load user identity from API', error);
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    retry: false,
  });

/** For loaders: the current user, or null when logged out or when the identity could not be loaded. */
export async function loadUser(queryClient: QueryClient): Promise<User | null> {
  try {
    // fetchQuery, not ensureQueryData: an identity invalidated by login or logout must be fetched again.
    return await queryClient.fetchQuery(userQueryOptions());
  } catch {
    return null;
  }
}

export function clearIdentity(queryClient: QueryClient): void {
  queryClient.setQueryData(identityKeys.user(), null);
}

export function useUser(): User | null {
  const { data } = useQuery(userQueryOptions());
  return data ?? null;
}

export function isVerified(user: User | null): boolean {
  return Boolean(user?.email_verified_at);
}
