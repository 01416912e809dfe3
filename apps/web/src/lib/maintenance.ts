/** Where the user was when maintenance began, so the maintenance page can take them back. */
const KEY = 'talent:maintenance-return';
export const MAINTENANCE_PATH = '/maintenance';

export function rememberReturnPath(path: string): void {
  try {
    if (!path.startsWith(MAINTENANCE_PATH)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be disabled; the page then returns home.
  }
}

export function takeReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
