import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type DataStrategyFunction,
  type DataStrategyResult,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { Splash } from '../components/splash.tsx';
import { loadUser } from '../lib/identity.ts';
import { AppShell } from './app-shell.tsx';
import { RouteErrorPage } from './error-page.tsx';
import { guardRedirect } from '../lib/guard.ts';
import { documentTitle, LAYOUTS, type Access, type RouteMeta } from '../lib/route-table.ts';
import { layouts, routes, type AppRoute, type PageProps } from './routes.ts';

const ACCESS_ORDER: Access[] = ['verified', 'auth', 'guest', 'none', 'recruiter', 'operator'];
export const ACCESS_ROUTE_PREFIX = 'access:';

/** The loader of an access group: decides before any page of the group loads. */
export function accessLoader(access: Access, queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    // 'none' pages never wait for the identity; their layout asks for it on its own.
    if (access === 'none') return null;
    const user = await loadUser(queryClient);
    const target = guardRedirect(access, user, new URL(request.url));
    if (target) throw redirect(target);
    return null;
  };
}

function RoutePage({ meta, Page }: { meta: Pick<RouteMeta, 'title'>; Page: ComponentType<PageProps> }) {
  // A layout effect runs before every passive effect, so a page that retitles itself (a job's own title) in
  // useEffect wins even when its data is already cached on the first render.
  useLayoutEffect(() => {
    document.title = documentTitle(meta.title);
  }, [meta.title]);
  return <Page title={meta.title} />;
}

const CHUNK_RELOAD_KEY = 'talent:chunk-reload';

/**
 * After a deploy the old build's chunks (pages and layouts) are gone; a failed import then means "reload to get
 * the new build". Reload once per session at most, so a real failure still reaches the error page instead of
 * looping.
 */
async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === null) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

function pageRoute(route: AppRoute): RouteObject {
  const { page, ...meta } = route;
  return {
    id: `page:${route.path}`,
    path: route.path,
    handle: { meta },
    lazy: async () => {
      const { default: Page } = await loadChunk(page);
      return { Component: () => <RoutePage meta={meta} Page={Page} /> };
    },
  };
}

/** layout → access → pages: every page sits under a pathless layout and a pathless, guarded access group. */
export function buildRouteObjects(table: readonly AppRoute[], queryClient: QueryClient): RouteObject[] {
  const layoutRoutes: RouteObject[] = [];
  for (const layout of LAYOUTS) {
    const groups: RouteObject[] = [];
    for (const access of ACCESS_ORDER) {
      const entries = table.filter((route) => route.layout === layout && route.access === access);
      if (entries.length === 0) continue;
      groups.push({
        id: `${ACCESS_ROUTE_PREFIX}${layout}:${access}`,
        loader: accessLoader(access, queryClient),
        // Re-check on every navigation: the session may have ended since the last one.
        shouldRevalidate: () => true,
        children: entries.map(pageRoute),
      });
    }
    // The layout loads with the page, in parallel (the router resolves every lazy route of a match at once).
    if (groups.length > 0)
      layoutRoutes.push({
        id: `layout:${layout}`,
        lazy: async () => ({ Component: await loadChunk(layouts[layout]) }),
        children: groups,
      });
  }
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Splash />,
      children: layoutRoutes,
    },
  ];
}

function isRedirect(result: DataStrategyResult): boolean {
  const value = result.result;
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

/**
 * Loaders run in parallel by default; access loaders run first here, and when one redirects or fails no page
 * loader runs at all, so a page's data never loads for the wrong user.
 */
export const guardFirst: DataStrategyFunction = async ({ matches }) => {
  const results: Record<string, DataStrategyResult> = {};
  const toLoad = matches.filter((match) => match.shouldLoad);
  const guards = toLoad.filter((match) => match.route.id.startsWith(ACCESS_ROUTE_PREFIX));
  for (const match of guards) {
    const result = await match.resolve();
    results[match.route.id] = result;
    if (result.type === 'error' || isRedirect(result)) return results;
  }
  const rest = toLoad.filter((match) => !match.route.id.startsWith(ACCESS_ROUTE_PREFIX));
  const resolved = await Promise.all(
    rest.map(async (match) => [match.route.id, await match.resolve()] as const),
  );
  for (const [id, result] of resolved) results[id] = result;
  return results;
};

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRouteObjects(routes, queryClient), { dataStrategy: guardFirst });
}
