/**
 * The rule for an in-app destination a guarded page may send the user back to: a same-origin path, never
 * `//host` or `/\host`. Free of zod, so the web app's guards (in its entry bundle) use it without carrying zod;
 * common.ts builds SafeRedirectSchema from the same rule.
 */
export const SAFE_REDIRECT_MAX = 2048;

export function isSafeRedirectPath(value: string): boolean {
  return (
    value.length <= SAFE_REDIRECT_MAX &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

export function safeRedirect(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && isSafeRedirectPath(value) ? value : fallback;
}
