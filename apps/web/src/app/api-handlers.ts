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

const REDIRECT_RELOAD_KEY = 'talent:redirect-reload';

/**
 * What the API client does on 401 (back to login), 503 (maintenance) and a redirect (load the page again), wired
 * to the router and the query cache. `reload` is the browser's, swapped in tests.
 */
export function createApiHandlers(
  router: NavigatingRouter,
  queryClient: QueryClient,
  reload: () => void = () => window.location.reload(),
): ApiHandlers {
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
    // A redirect whose target scripts cannot see (an opaque redirect): whatever stands in front of the API wants
    // the browser itself, and a full load of this page lets it follow. Once per page, so a redirect that persists
    // leaves the request's own error on screen rather than a reload loop.
    onRedirect: () => {
      const here = currentPath();
      if (sessionStorage.getItem(REDIRECT_RELOAD_KEY) === here) return;
      sessionStorage.setItem(REDIRECT_RELOAD_KEY, here);
      reload();
    },
  };
}
