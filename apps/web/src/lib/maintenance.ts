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

export function peekReturnPath(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function takeReturnPath(): string | null {
  const value = peekReturnPath();
  clearReturnPath();
  return value;
}
