import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './error-page.tsx';
import { jobDetail } from '../test/job-fixtures.ts';
import { stubAppApi } from '../test/app-api.ts';
import { renderApp, unverifiedUser, verifiedUser } from '../test/render-app.tsx';
import { guardFirst } from './router.tsx';
import { documentTitle, routeTable } from '../lib/route-table.ts';

function concrete(path: string): string {
  return path
    .replace(':id', '42')
    .replace(':slug', 'react')
    .replace(':token', 'tok123')
    .replace(':category', 'design');
}

async function settled(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(document.querySelector('[data-layout]')).not.toBeNull());
}

const server = stubAppApi();

describe('router', () => {
  it('sends a logged-out visitor from a verified route to login, keeping where they were going', async () => {
    const { router } = renderApp('/jobs/saved?sort=new', null);
    await settled(router);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/jobs/saved?sort=new')}`);
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends an unverified user to /verify', async () => {
    const { router } = renderApp('/offers', unverifiedUser);
    await settled(router);
    expect(router.state.location.pathname).toBe('/verify');
    expect(router.state.location.search).toBe('?redirect=%2Foffers');
  });

  it('keeps a logged-in user off guest routes, honouring a safe redirect', async () => {
    const { router } = renderApp('/login?redirect=%2Fchat', verifiedUser);
    await settled(router);
    expect(router.state.location.pathname).toBe('/chat');
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });

  it('greets the user on home with the default layout and the page title', async () => {
    const { router } = renderApp('/', verifiedUser);
    await settled(router);
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Borderless'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the 404 error page for an unknown route', async () => {
    renderApp('/no/such/page', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /back/i })).toBeInTheDocument();
  });

  describe('a search-engine crawler', () => {
    const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    afterEach(() => vi.restoreAllMocks());

    it('never sees the error page for an unknown route; the error goes to the console', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderApp('/no/such/page', null);
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Route error (not shown to a crawler)', expect.anything()),
      );
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
      expect(screen.queryByTestId('error-status')).toBeNull();
    });

    it('never sees the error page when a loader throws', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const router = createMemoryRouter(
        [
          {
            path: '/',
            errorElement: <RouteErrorPage />,
            loader: () => {
              throw new Error('database away');
            },
            element: <p>page</p>,
          },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Route error (not shown to a crawler)', expect.any(Error)),
      );
      expect(screen.queryByRole('heading', { name: 'Internal Server Error' })).toBeNull();
      expect(screen.queryByTestId('error-status')).toBeNull();
    });
  });

  it('shows the job the visitor came from on the auth-source panel (public job endpoint)', async () => {
    server.respondWith((r) =>
      r.url === '/shared/api/jobs/77'
        ? {
            status: 200,
            data: {
              data: jobDetail({
                id: '77',
                title: 'Staff Data Engineer',
                eligibility: { ...jobDetail().eligibility, anywhere: false, regions: ['Europe'] },
              }),
            },
          }
        : undefined,
    );
    const { router } = renderApp('/signup/77', null);
    await settled(router);
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'auth-source');
    expect(await screen.findByTestId('source-job')).toHaveTextContent('Staff Data Engineer');
    expect(screen.getByText(/hires in Europe/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Application progress' })).toBeInTheDocument();
  });

  it('falls back to a plain card on the auth-source panel for a job that does not load', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp('/login/missing', null);
    await settled(router);
    expect(await screen.findByTestId('source-job')).toHaveTextContent('A job on Borderless');
    expect(screen.getByText(/could not find this job/)).toBeInTheDocument();
    expect(screen.queryByText(/Job #/)).not.toBeInTheDocument();
  });

  describe('every route of the table renders its layout and title for the user it is meant for', () => {
    // /login-redirects forwards at once by design (its own page test covers it).
    it.each(
      routeTable.filter((route) => !['/verify', '/maintenance', '/login-redirects'].includes(route.path)),
    )('$path', async (route) => {
      const user =
        route.access === 'guest'
          ? null
          : route.access === 'recruiter' || route.access === 'operator'
            ? { ...verifiedUser, role: route.access }
            : verifiedUser;
      const { router, unmount } = renderApp(concrete(route.path), user);
      await settled(router);
      expect(router.state.location.pathname).toBe(concrete(route.path));
      expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', route.layout);
      await waitFor(() => expect(document.title).toBe(documentTitle(route.title)));
      unmount();
    });
  });
});

describe('guardFirst data strategy', () => {
  it('never runs a page loader when the access loader redirects', async () => {
    const pageLoader = vi.fn(() => ({ secret: true }));
    const router = createMemoryRouter(
      [
        {
          id: 'access:default:verified',
          loader: () => redirect('/login'),
          children: [{ path: '/secret', loader: pageLoader, element: <p>secret</p> }],
        },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/secret'], dataStrategy: guardFirst },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(pageLoader).not.toHaveBeenCalled();
  });

  it('runs page loaders after the access loader allowed the page', async () => {
    const order: string[] = [];
    const router = createMemoryRouter(
      [
        {
          id: 'access:default:verified',
          loader: async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            order.push('guard');
            return null;
          },
          children: [{ path: '/page', loader: () => (order.push('page'), null), element: <p>page</p> }],
        },
      ],
      { initialEntries: ['/page'], dataStrategy: guardFirst },
    );
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(order).toEqual(['guard', 'page']));
  });
});
