import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsConsent, setAnalyticsConsent } from '../../lib/analytics-consent.ts';
import type { AnalyticsClient } from './lib/analytics-client.ts';
import { startAnalytics, type StartAnalyticsOptions } from './start-analytics.tsx';

const ANALYTICS = {
  enabled: true,
  provider: 'embedded' as const,
  key: 'phc_embedded',
  relay_path: '/ingest',
};
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function setup(options: Partial<StartAnalyticsOptions> = {}) {
  const router = createMemoryRouter(
    ['/', '/jobs', '/offers', '/settings'].map((path) => ({ path, element: <p>{path}</p> })),
    { initialEntries: ['/jobs?q=go'] },
  );
  const views: string[] = [];
  const enabled: boolean[] = [];
  const client: AnalyticsClient = {
    pageView: (path) => views.push(path),
    setEnabled: (on) => enabled.push(on),
    flushOnExit: () => {},
  };
  // Stands in for loading posthog-js: whether it is called is what the consent gate decides.
  const createClient = vi.fn(async () => client);
  const started = startAnalytics(router, {
    analytics: ANALYTICS,
    userAgent: CHROME,
    firstPaint: async () => {},
    createClient,
    ...options,
  });
  running.push(started);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, views, enabled, createClient, started, go };
}

const running: Array<Promise<() => void>> = [];
beforeEach(() => {
  localStorage.clear();
});
afterEach(async () => {
  for (const stop of await Promise.all(running.splice(0))) act(() => stop());
  localStorage.clear();
});

describe('the consent gate', () => {
  it('asks first and loads nothing, sends nothing, until the visitor accepts', async () => {
    const { views, createClient, started, go } = setup();
    await started;
    const banner = await screen.findByRole('region', { name: 'May we count your page visits?' });
    await go('/offers');
    expect(createClient).not.toHaveBeenCalled();

    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(analyticsConsent()).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'May we count your page visits?' })).toBeNull();
    await waitFor(() => expect(views).toEqual(['/offers']));
    expect(createClient).toHaveBeenCalledTimes(1);

    await go('/settings#privacy');
    await waitFor(() => expect(views).toEqual(['/offers', '/settings#privacy']));
  });

  it('with "reject" loads and sends nothing; a later change in the settings starts and stops it', async () => {
    const { views, enabled, createClient, started, go } = setup();
    await started;
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(analyticsConsent()).toBe('rejected');
    await go('/offers');
    await go('/');
    expect(createClient).not.toHaveBeenCalled();

    act(() => setAnalyticsConsent('accepted'));
    await waitFor(() => expect(views).toEqual(['/']));
    act(() => setAnalyticsConsent('rejected'));
    await waitFor(() => expect(enabled.at(-1)).toBe(false));
    await go('/jobs');
    act(() => setAnalyticsConsent('accepted'));
    // Back on: the page on screen is reported again; the navigation made while off never is.
    await waitFor(() => expect(views).toEqual(['/', '/jobs']));
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('remembers an earlier "accept": no banner, and the first page is reported on load', async () => {
    setAnalyticsConsent('accepted');
    const { views, started } = setup();
    await started;
    await waitFor(() => expect(views).toEqual(['/jobs?q=go']));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks again a year later', () => {
    setAnalyticsConsent('rejected', new Date('2026-01-01T00:00:00Z'));
    expect(analyticsConsent(new Date('2026-12-01T00:00:00Z'))).toBe('rejected');
    expect(analyticsConsent(new Date('2027-01-02T00:00:00Z'))).toBeNull();
  });

  it('does nothing at all for a robot, or when the server turned analytics off', async () => {
    setAnalyticsConsent('accepted');
    for (const options of [
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { userAgent: CHROME.replace('Chrome/', 'HeadlessChrome/') },
      { analytics: { ...ANALYTICS, enabled: false } },
    ]) {
      const { createClient, started } = setup(options);
      await started;
      expect(createClient).not.toHaveBeenCalled();
      expect(document.getElementById('analytics-consent')).toBeNull();
    }
  });
});
