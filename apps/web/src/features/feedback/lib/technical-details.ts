import { FEEDBACK_CONSOLE_ERRORS_MAX, type FeedbackContext } from '@talent/contract/feedback';
import { recentErrors } from '../../../lib/recent-errors.ts';

/** Query parameters whose values are secrets or personal (links from mail): shown and sent as [redacted]. */
const PRIVATE_PARAMS = /token|signature|password|secret|email|code|key/i;
/** The widget's own parameter says nothing about the page. */
const OWN_PARAMS = ['feedback'];

/** The page as path, query and hash, without secrets in the query. */
export function pagePath(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  for (const name of OWN_PARAMS) params.delete(name);
  for (const [name] of Array.from(params)) {
    if (PRIVATE_PARAMS.test(name)) params.set(name, '[redacted]');
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`.slice(0, 2000);
}

/** What the browser adds to a report, as the author sees it before sending. */
export function technicalDetails(location: {
  pathname: string;
  search: string;
  hash: string;
}): FeedbackContext {
  return {
    path: pagePath(location),
    user_agent: navigator.userAgent.slice(0, 500),
    viewport: { width: Math.round(window.innerWidth), height: Math.round(window.innerHeight) },
    build_id: __BUILD_ID__.slice(0, 100),
    console_errors: recentErrors().slice(-FEEDBACK_CONSOLE_ERRORS_MAX),
  };
}
