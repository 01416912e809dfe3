import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { loginRedirectDecision, redirectTarget } from '../lib/login-redirect-target.ts';

const q = (s: string) => new URLSearchParams(s);

describe('login-redirects: the decision', () => {
  it('keeps a same-site path, from redirect= or to=', () => {
    expect(redirectTarget(q('redirect=/offers?offer=o1'))).toBe('/offers?offer=o1');
    expect(redirectTarget(q('to=/applications'))).toBe('/applications');
    expect(redirectTarget(q('redirect=/jobs&to=/offers'))).toBe('/jobs');
  });

  it('drops anything that is not a path on this site, and itself', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'offers',
      '',
      '/login-redirects?redirect=/x',
      '/login?redirect=/x',
    ]) {
      expect(redirectTarget(q(`redirect=${encodeURIComponent(bad)}`)), bad).toBe('/');
    }
    expect(redirectTarget(q(''))).toBe('/');
  });

  it('sends a signed-in user there and a guest to log in first', () => {
    expect(loginRedirectDecision(q('redirect=/offers'), true)).toBe('/offers');
    expect(loginRedirectDecision(q('redirect=/offers?offer=o1'), false)).toBe(
      '/login?redirect=%2Foffers%3Foffer%3Do1',
    );
    expect(loginRedirectDecision(q('redirect=https://evil.example'), false)).toBe('/login?redirect=%2F');
  });
});

describe('login-redirects: the page', () => {
  const server = stubAppApi();

  it('forwards a signed-in user to the destination, replacing the entry', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp('/login-redirects?redirect=%2Fjobs%2Fsaved', verifiedUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/saved'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a guest where a login takes them, and stays until they choose', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp('/login-redirects?to=%2Foffers', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.getByText('Offers')).toBeInTheDocument();
    expect(screen.getByTestId('login-destination')).toHaveTextContent('/offers');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/offers')}`,
    );
    expect(router.state.location.pathname).toBe('/login-redirects');
  });

  it('never follows an off-site destination', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp('/login-redirects?redirect=https%3A%2F%2Fevil.example', verifiedUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('evil.example')).not.toBeInTheDocument();
  });
});
