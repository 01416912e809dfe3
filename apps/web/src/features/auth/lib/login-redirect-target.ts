import { safeRedirect } from '@talent/contract/redirect';

/** Pages a forward must never land on again (they would loop or show a login to someone signed in). */
const NOT_A_DESTINATION = ['/login-redirects', '/login'];

/**
 * `/login-redirects?redirect=<path>` (or `to=`): the destination, kept only when it is a path on this site (never
 * `//host`, `https://…` or `javascript:`), else home.
 */
export function redirectTarget(search: URLSearchParams): string {
  const target = safeRedirect(search.get('redirect') ?? search.get('to'), '/');
  const path = new URL(target, 'https://borderless.invalid').pathname;
  return NOT_A_DESTINATION.includes(path) ? '/' : target;
}

/** Where to forward: signed in → the destination itself; signed out → log in first, then come back to it. */
export function loginRedirectDecision(search: URLSearchParams, signedIn: boolean): string {
  const target = redirectTarget(search);
  return signedIn ? target : `/login?redirect=${encodeURIComponent(target)}`;
}
