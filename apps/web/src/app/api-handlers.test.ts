import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityKeys } from '../lib/identity.ts';
import { takeReturnPath } from '../lib/maintenance.ts';
import { createApiHandlers } from './api-handlers.ts';

function setup(path: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  const queryClient = new QueryClient();
  queryClient.setQueryData(identityKeys.user(), { id: 'u1' });
  return { router, queryClient, handlers: createApiHandlers(router, queryClient) };
}

const here = (router: ReturnType<typeof setup>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  sessionStorage.clear();
});

describe('401 handling', () => {
  it('clears the identity and sends a guarded page to login with ?redirect', async () => {
    const { router, queryClient, handlers } = setup('/jobs/7?tab=about');
    handlers.onUnauthorized({ redirect: true });
    expect(queryClient.getQueryData(identityKeys.user())).toBeNull();
    await Promise.resolve();
    expect(here(router)).toBe(`/login?redirect=${encodeURIComponent('/jobs/7?tab=about')}`);
  });

  it('stays on pages that need no session', async () => {
    const { router, queryClient, handlers } = setup('/forgot-password');
    handlers.onUnauthorized({ redirect: true });
    expect(queryClient.getQueryData(identityKeys.user())).toBeNull();
    expect(here(router)).toBe('/forgot-password');
  });

  it('leaves the redirect to the caller when asked', () => {
    const { router, handlers } = setup('/settings');
    handlers.onUnauthorized({ redirect: false });
    expect(here(router)).toBe('/settings');
  });
});

describe('503 handling', () => {
  it('goes to /maintenance and remembers where the user was', async () => {
    const { router, handlers } = setup('/applications?page=3');
    handlers.onServiceUnavailable();
    await Promise.resolve();
    expect(here(router)).toBe('/maintenance');
    expect(takeReturnPath()).toBe('/applications?page=3');
  });

  it('does nothing when already on /maintenance', () => {
    const { router, handlers } = setup('/maintenance');
    const before = router.state.location.key;
    handlers.onServiceUnavailable();
    expect(router.state.location.key).toBe(before);
    expect(takeReturnPath()).toBeNull();
  });
});

describe('redirect handling', () => {
  it('loads the page again once, so the browser itself follows what the API would not', () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/jobs?q=react'] });
    const reload = vi.fn();
    const handlers = createApiHandlers(router, new QueryClient(), reload);
    handlers.onRedirect();
    expect(reload).toHaveBeenCalledOnce();
    // The same page redirected again after its reload: no loop, the request's error stays.
    handlers.onRedirect();
    expect(reload).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/jobs');
  });
});
