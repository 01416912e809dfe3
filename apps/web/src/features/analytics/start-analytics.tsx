import { isAutomatedAgent } from '@talent/contract/bots';
import type { RuntimeConfig } from '@talent/contract/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { analyticsConsent, subscribeAnalyticsConsent } from '../../lib/analytics-consent.ts';
import { logger } from '../../lib/logger.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { ConsentBanner } from './components/consent-banner.tsx';
import { createAnalyticsClient, type AnalyticsClient } from './lib/analytics-client.ts';
import { trackPageViews, type PageViewRouter } from './lib/page-views.ts';

export interface StartAnalyticsOptions {
  analytics?: RuntimeConfig['analytics'];
  userAgent?: string;
  createClient?: typeof createAnalyticsClient;
  /** Resolves once the first page is painted (waits for the load event and a frame by default). */
  firstPaint?: () => Promise<void>;
}

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const frame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') frame();
    else window.addEventListener('load', frame, { once: true });
  });
}

/** The banner in a root of its own at the end of the document, outside the app's tree and tab order. */
function mountConsentBanner(): () => void {
  const host = document.createElement('div');
  host.id = 'analytics-consent';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <ConsentBanner />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

/**
 * Analytics, started once from main.tsx after the app rendered. Nothing happens for robots or when the server
 * turned analytics off. Otherwise, after the first paint, the consent banner asks (if the visitor has not chosen);
 * only an "accept" loads posthog-js (its own chunk) and reports page views: the one on screen, then one per
 * navigation. A "reject", now or later in the settings, stops it and drops what was not sent.
 */
export async function startAnalytics(
  router: PageViewRouter,
  options: StartAnalyticsOptions = {},
): Promise<() => void> {
  const analytics = options.analytics ?? getRuntimeConfig().analytics;
  const userAgent = options.userAgent ?? navigator.userAgent;
  if (!analytics.enabled || !analytics.relay_path || isAutomatedAgent(userAgent)) return () => {};
  await (options.firstPaint ?? afterFirstPaint)();
  const unmountBanner = mountConsentBanner();

  const createClient = options.createClient ?? createAnalyticsClient;
  let client: Promise<AnalyticsClient | null> | null = null;
  let stopTracking: (() => void) | null = null;

  const apply = () => {
    const accepted = analyticsConsent() === 'accepted';
    if (!accepted) {
      stopTracking?.();
      stopTracking = null;
      void client?.then((ready) => ready?.setEnabled(false));
      return;
    }
    if (stopTracking) return;
    client ??= createClient({ analytics }).catch((error: unknown) => {
      logger.warn('Analytics could not start.', error);
      return null;
    });
    const ready = client;
    // Page views from here on, the one on screen first; those before PostHog has loaded wait for it.
    stopTracking = trackPageViews(router, (path) => {
      void ready.then((loaded) => {
        if (analyticsConsent() !== 'accepted') return;
        loaded?.setEnabled(true);
        loaded?.pageView(path);
      });
    });
  };

  const unsubscribe = subscribeAnalyticsConsent(apply);
  const onPageHide = () => void client?.then((ready) => ready?.flushOnExit());
  window.addEventListener('pagehide', onPageHide);
  apply();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
    stopTracking?.();
    void client?.then((ready) => ready?.setEnabled(false));
    unmountBanner();
  };
}
