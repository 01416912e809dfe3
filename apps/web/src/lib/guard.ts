import { safeRedirect } from '@talent/contract/redirect';
import { matchRouteMeta, type Access } from './route-table.ts';

export interface GuardUser {
  email_verified_at: string | null;
  role?: 'talent' | 'operator' | 'recruiter';
}

/**
 * Where a signed-in user's home is: talents `/`, recruiters their console, operators the identity reviews (the
 * one console page they use).
 */
export function homeFor(user: GuardUser): string {
  if (user.role === 'recruiter') return '/recruiter';
  if (user.role === 'operator') return '/recruiter/identity-reviews';
  return '/';
}

/** Talent pages a recruiter may still open: their account settings (password, sessions, deletion). */
const RECRUITER_TALENT_PAGES = ['/settings'];

/** Talent pages with a console twin: a recruiter's chat links (`/chat?c=…`, notifications) open in the console. */
const RECRUITER_TWINS: Record<string, string> = {
  '/chat': '/recruiter/chat',
  '/inbox.copy': '/recruiter/chat',
};

function isRecruiterAllowed(pathname: string): boolean {
  return RECRUITER_TALENT_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));
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
      // A recruiter has no talent side: home and every talent page lead to the console.
      if (user.role === 'recruiter' && !isRecruiterAllowed(url.pathname)) {
        const twin = RECRUITER_TWINS[url.pathname.replace(/\/+$/, '')];
        return twin ? `${twin}${url.search}` : '/recruiter';
      }
      // An operator's home is the identity reviews; the rest stays reachable.
      if (user.role === 'operator' && url.pathname === '/') return homeFor(user);
      return null;
    case 'recruiter':
    case 'operator': {
      if (!user) return loginPath(here);
      if (!user.email_verified_at) return `/verify?redirect=${encodeURIComponent(here)}`;
      // Another role's console page sends the user to their own home.
      if (user.role !== access) return homeFor(user);
      return null;
    }
    case 'guest': {
      if (!user) return null;
      const twin = signedInTwin(url.pathname);
      if (twin) return twin;
      const home = homeFor(user);
      const target = safeRedirect(url.searchParams.get('redirect'), home);
      // Never bounce back to the guest page itself; a console user asked back to `/` lands on their home.
      const pathname = new URL(target, url.origin).pathname;
      if (pathname === url.pathname || pathname === '/') return home;
      return target;
    }
  }
}
