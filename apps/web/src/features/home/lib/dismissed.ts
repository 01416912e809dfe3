/** The candidate said "Not now" to the onboarding invitation: remembered per account on this device. */
const key = (userId: string) => `borderless:onboarding-invite-dismissed:${userId}`;

export function isInviteDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function dismissInvite(userId: string): void {
  try {
    window.localStorage.setItem(key(userId), '1');
  } catch {
    // Storage may be off (private mode): the invitation then simply comes back next visit.
  }
}
