import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import { identityKeys } from '../identity.ts';
import type * as EchoClient from './echo-client.ts';

/**
 * Follows the signed-in user in the query cache: Echo is created once the user is known, replaced when another
 * user signs in, and torn down when the identity is cleared (logout, a 401) or the cache is emptied.
 *
 * The client module (and, through it, laravel-echo and pusher-js) is imported the first time someone is signed in,
 * so a guest never downloads it. Every step runs after that one import, in the order the identity changed.
 */
export function bindRealtimeToIdentity(queryClient: QueryClient): () => void {
  let client: Promise<typeof EchoClient> | null = null;
  const sync = () => {
    const user = queryClient.getQueryData<User | null>(identityKeys.user());
    if (user) {
      client ??= import('./echo-client.ts');
      void client.then(({ startRealtime }) => startRealtime(user.id));
    } else if (client) {
      void client.then(({ stopRealtime }) => stopRealtime());
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === identityKeys.all[0]) sync();
  });
  sync();
  return () => {
    unsubscribe();
    void client?.then(({ stopRealtime }) => stopRealtime());
  };
}
