import type { QueryClient } from '@tanstack/react-query';
import type { ApiHandlers } from '../lib/api-client.ts';
import { clearIdentity } from '../lib/identity.ts';
import { MAINTENANCE_PATH, rememberReturnPath } from '../lib/maintenance.ts';
import { guardLoginPath } from './guard-navigation.ts';

/** The slice of a data router the handlers need (a browser router in the app, a memory router in tests). */
export interface NavigatingRouter {
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } | undefined };
  };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/** What the API client does on 401 (back to login) and 503 (maintenance), wired to the router and the query cache. */
export function createApiHandlers(router: NavigatingRouter, queryClient: QueryClient): ApiHandlers {
  // Where the user is, or is going: during a navigation the pending location is the one that matters.
  const currentPath = () => {
    const location = router.state.navigation.location ?? router.state.location;
    return `${location.pathname}${location.search}`;
  };

  return {
    onUnauthorized: ({ redirect }) => {
      clearIdentity(queryClient);
      const target = redirect ? guardLoginPath(currentPath()) : null;
      if (target) void router.navigate(target, { replace: true });
    },
    onServiceUnavailable: () => {
      const here = currentPath();
      if (here.split('?')[0] === MAINTENANCE_PATH) return;
      rememberReturnPath(here);
      void router.navigate(MAINTENANCE_PATH, { replace: true });
    },
  };
}
