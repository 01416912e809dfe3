import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApiHandlers } from './app/api-handlers.ts';
import { createAppRouter } from './app/router.tsx';
import { api, setApiHandlers } from './lib/api-client.ts';
import { startBuildVersionCheck } from './lib/build-version.ts';
import { installGlobalErrorHandlers } from './lib/fatal-error.ts';
import { userQueryOptions } from './lib/identity.ts';
import { createQueryClient } from './lib/query-client.ts';
import { logger } from './lib/logger.ts';
import { toast } from './lib/toast.ts';
// Not through realtime/index.ts: the binding alone is in the entry; the client loads once someone signs in.
import { bindRealtimeToIdentity } from './lib/realtime/identity-binding.ts';
import { matchRouteMeta } from './lib/route-table.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import './styles.css';

async function start() {
  installGlobalErrorHandlers();
  const queryClient = createQueryClient(api);

  // Everything the first page waits for starts at once: the identity (the guard's question; first, so it is not
  // queued behind the page's chunks), the runtime configuration, and, with the router, the page's layout and
  // chunks. Before, each waited for the one before it. Only the render waits for the configuration.
  if (matchRouteMeta(window.location.pathname)?.access !== 'none')
    void queryClient.prefetchQuery(userQueryOptions());
  const config = loadRuntimeConfig(api);
  const router = createAppRouter(queryClient);
  setApiHandlers(createApiHandlers(router, queryClient));
  await config;

  // Echo connects once the signed-in user is known (and the configuration says where) and closes on logout.
  bindRealtimeToIdentity(queryClient);

  startBuildVersionCheck({
    client: api,
    onNewBuild: () =>
      toast('A new version of Borderless is available.', {
        id: 'new-build',
        description: 'Reload to get the latest improvements.',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      }),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

  // Analytics in a chunk of its own, after the first paint (posthog-js only once the visitor accepts); if it
  // cannot load, the app goes on without it.
  void import('./features/analytics/start-analytics.tsx')
    .then(({ startAnalytics }) => startAnalytics(router))
    .catch((error: unknown) => logger.warn('Analytics could not start.', error));
}

void start();
