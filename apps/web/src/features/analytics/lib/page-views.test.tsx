import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { trackPageViews } from './page-views.ts';

let signedIn = false;

/** A small app: pages that say their name, and a guarded one whose loader redirects a guest before it renders. */
const routes: RouteObject[] = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/jobs', element: <h1>Jobs</h1> },
  { path: '/jobs/:id', element: <h1>Job</h1> },
  { path: '/login', element: <h1>Log in</h1> },
  {
    path: '/offers',
    loader: () => (signedIn ? null : redirect('/login?redirect=%2Foffers')),
    element: <h1>Offers</h1>,
  },
];

function setup(initial = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const views: Array<{ path: string; heading: string | undefined }> = [];
  render(<RouterProvider router={router} />);
  // What is on screen when the view is reported: the page must have rendered already.
  const stop = trackPageViews(router, (path) =>
    views.push({ path, heading: document.querySelector('h1')?.textContent ?? undefined }),
  );
  const go = async (to: string, options?: { replace?: boolean }) => {
    await act(() => router.navigate(to, options));
  };
  return { router, views, stop, go };
}

describe('page views', () => {
  it('reports the first page and one view per client-side navigation, with path, query and hash, once rendered', async () => {
    const { views, go } = setup('/jobs?q=react');
    await waitFor(() => expect(views).toHaveLength(1));
    for (const [index, path] of ['/jobs/42', '/jobs?q=go&remote=1#results', '/', '/jobs/7#apply'].entries()) {
      await go(path);
      await waitFor(() => expect(views).toHaveLength(index + 2));
    }
    expect(views).toEqual([
      { path: '/jobs?q=react', heading: 'Jobs' },
      { path: '/jobs/42', heading: 'Job' },
      { path: '/jobs?q=go&remote=1#results', heading: 'Jobs' },
      { path: '/', heading: 'Home' },
      { path: '/jobs/7#apply', heading: 'Job' },
    ]);
  });

  it('reports nothing for a navigation a guard redirected before render, only the page it led to', async () => {
    signedIn = false;
    const { views, go } = setup('/');
    await go('/offers');
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views.map((v) => v.path)).toEqual(['/', '/login?redirect=%2Foffers']);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();

    signedIn = true;
    await go('/offers');
    await waitFor(() => expect(views).toHaveLength(3));
    expect(views[2]).toEqual({ path: '/offers', heading: 'Offers' });
  });

  it('does not count a page updating its own query or hash in place, nor a revalidation', async () => {
    const { router, views, go, stop } = setup('/jobs');
    await waitFor(() => expect(views).toHaveLength(1));
    // Typing into a filter, switching a tab, jumping to an anchor: the same page writing its state into the address.
    await go('/jobs?q=r', { replace: true });
    await go('/jobs?q=re', { replace: true });
    await go('/jobs?q=re#results');
    await act(() => router.revalidate());
    // A REPLACE to another page is a navigation.
    await go('/login', { replace: true });
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views.map((v) => v.path)).toEqual(['/jobs', '/login']);
    // A search sent (a new query pushed) is a new page of results.
    await go('/login?redirect=%2Fjobs');
    await waitFor(() => expect(views).toHaveLength(3));

    // Once stopped (consent withdrawn), nothing more is reported: a second tracker, still running, shows the
    // reports that would have come have come and gone.
    stop();
    const witness: string[] = [];
    trackPageViews(router, (path) => witness.push(path));
    await go('/');
    await waitFor(() => expect(witness).toEqual(['/login?redirect=%2Fjobs', '/']));
    expect(views).toHaveLength(3);
  });

  it('holds with the app’s real guards: a guest sent from /offers to the login page counts the login page only', async () => {
    const { router } = renderApp('/login', null);
    const views: string[] = [];
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    trackPageViews(router, (path) => views.push(path));
    await act(() => router.navigate('/offers?tab=pending'));
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views).toEqual(['/login', '/login?redirect=%2Foffers%3Ftab%3Dpending']);
  });
});
