import { loginPath } from '../lib/guard.ts';
import { matchRouteMeta, requiresLogin } from '../lib/route-table.ts';

/** After a 401: the login page to send the user to, or null when the current page does not need a session. */
export function guardLoginPath(currentPath: string): string | null {
  const pathname = currentPath.split('?')[0] ?? '/';
  const meta = matchRouteMeta(pathname);
  return meta && requiresLogin(meta.access) ? loginPath(currentPath) : null;
}
