import { safeRedirect } from '@talent/contract/common';
import { matchRouteMeta, type Access } from './route-table.ts';

export interface GuardUser {
  email_verified_at: string | null;
}

/** `/login?redirect=<path>`: the path the user comes back to after logging in (home included). */
export function loginPath(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** A guest page's signed-in twin (`signedIn` in the route table) with the path's parameters filled in. */
export function signedInTwin(pathname: string): string | null {
  const meta = matchRouteMeta(pathname);
  if (!meta?.signedIn) return null;
  const params = new Map<string, string>();
  const got = pathname.split('/').filter(Boolean);
  meta.path
    .split('/')
    .filter(Boolean)
    .forEach((segment, index) => {
      if (segment.startsWith(':')) params.set(segment, got[index] ?? '');
    });
  return meta.signedIn.replace(/:[a-z]+/gi, (name) => params.get(name) ?? name);
}

/**
 * The access decision for one navigation, as a pure function: where to send the user instead, or null to let the
 * page load. `url` is the requested location (path + search).
 */
export function guardRedirect(access: Access, user: GuardUser | null, url: URL): string | null {
  const here = `${url.pathname}${url.search}`;
  switch (access) {
    case 'none':
      return null;
    case 'auth':
      return user ? null : loginPath(here);
    case 'verified':
      if (!user) return loginPath(here);
      if (!user.email_verified_at)
        return here === '/' ? '/verify' : `/verify?redirect=${encodeURIComponent(here)}`;
      return null;
    case 'guest': {
      if (!user) return null;
      const twin = signedInTwin(url.pathname);
      if (twin) return twin;
      const target = safeRedirect(url.searchParams.get('redirect'), '/');
      // Never bounce back to the guest page itself.
      return new URL(target, url.origin).pathname === url.pathname ? '/' : target;
    }
  }
}
