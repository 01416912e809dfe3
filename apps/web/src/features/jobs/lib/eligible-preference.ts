/*
 * "Only jobs I can apply to" starts on for a candidate whose country is known; turning it off is remembered per
 * user on this device. It is a default of one page's view, not profile data, so it lives in localStorage rather
 * than in a server-side preference (which would need a table and an endpoint for one flag).
 */
const key = (userId: string) => `borderless:jobs:eligible-only-off:${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): then the default simply applies every time.
    return null;
  }
}

export function eligibleOnlyTurnedOff(userId: string): boolean {
  return storage()?.getItem(key(userId)) === '1';
}

export function rememberEligibleOnly(userId: string, on: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (on) store.removeItem(key(userId));
    else store.setItem(key(userId), '1');
  } catch {
    // Full or blocked storage: the choice holds for this visit through the URL.
  }
}

/** Whether the page should turn the filter on: a known country, nothing in the URL, not turned off before. */
export function shouldDefaultEligibleOnly(
  userId: string | null,
  viewerCountry: string | null | undefined,
  current: boolean | undefined,
): boolean {
  return !!userId && !!viewerCountry && current === undefined && !eligibleOnlyTurnedOff(userId);
}
