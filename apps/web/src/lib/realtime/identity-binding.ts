import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import { identityKeys } from '../identity.ts';
import { startRealtime, stopRealtime } from './echo-client.ts';

/**
 * Follows the signed-in user in the query cache: Echo is created once the user is known, replaced when another
 * user signs in, and torn down when the identity is cleared (logout, a 401) or the cache is emptied.
 */
export function bindRealtimeToIdentity(queryClient: QueryClient): () => void {
  const sync = () => {
    const user = queryClient.getQueryData<User | null>(identityKeys.user());
    if (user) startRealtime(user.id);
    else stopRealtime();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === identityKeys.all[0]) sync();
  });
  sync();
  return () => {
    unsubscribe();
    stopRealtime();
  };
}
