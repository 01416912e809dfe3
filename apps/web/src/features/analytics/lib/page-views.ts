import type { DataRouter, Location } from 'react-router';

/** What the tracker needs of the app's data router. */
export type PageViewRouter = Pick<DataRouter, 'state' | 'subscribe'>;

/** The full path the spec asks for: path, query and hash. */
export function fullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Runs `callback` once the browser has painted what React just committed (after the next frame). */
function afterPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * Reports one page view per completed navigation, with the full path, starting with the page shown now.
 *
 * It listens to the router, not to the history: a navigation counts once the router settles on it (its guard and
 * its page's code have loaded), so a navigation an access guard redirected is never reported, only the page it
 * led to. The same page changing only its hash (an in-page anchor, a tab), or its query in place (a REPLACE: a
 * filter as it is typed), is not a new view; a new query pushed (a search sent) is. A revalidation keeps the
 * location and is not one either. The report waits for the next paint, so the page (and its title) is on screen
 * when it goes out.
 */
export function trackPageViews(
  router: PageViewRouter,
  onPageView: (path: string) => void,
  schedule: (callback: () => void) => void = afterPaint,
): () => void {
  let last: { key: string; pathname: string; search: string } | null = null;
  let active = true;

  const check = () => {
    const { initialized, navigation, location, historyAction } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.key === last?.key) return;
    const samePage =
      last !== null &&
      location.pathname === last.pathname &&
      (location.search === last.search || historyAction === 'REPLACE');
    last = { key: location.key, pathname: location.pathname, search: location.search };
    if (samePage) return;
    const path = fullPath(location);
    schedule(() => {
      if (active) onPageView(path);
    });
  };

  const unsubscribe = router.subscribe(check);
  check();
  return () => {
    active = false;
    unsubscribe();
  };
}
