import {
  ANALYTICS_CONSENT_DAYS,
  ANALYTICS_CONSENT_STORAGE_KEY,
  type AnalyticsConsent,
  type AnalyticsConsentRecord,
} from '@talent/contract/analytics';
import { useSyncExternalStore } from 'react';

export type { AnalyticsConsent } from '@talent/contract/analytics';

/**
 * The visitor's analytics choice, remembered in this browser (not on the account: it is asked before sign-in and
 * holds for everyone using the browser). Null until they choose, and again a year after. Shared by the banner
 * (features/analytics) and the privacy settings, which may not import each other.
 */
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (a privacy mode): the choice lives for this page only.
    return null;
  }
}

let memory: AnalyticsConsentRecord | null = null;

function read(): AnalyticsConsentRecord | null {
  const store = storage();
  if (!store) return memory;
  try {
    const parsed = JSON.parse(store.getItem(ANALYTICS_CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { choice, decided_at } = parsed as Partial<AnalyticsConsentRecord>;
    if ((choice !== 'accepted' && choice !== 'rejected') || typeof decided_at !== 'string') return null;
    return { choice, decided_at };
  } catch {
    return null;
  }
}

/** The standing choice, or null when none was made or it is older than a year. */
export function analyticsConsent(now: Date = new Date()): AnalyticsConsent | null {
  const record = read();
  if (!record) return null;
  const age = now.getTime() - Date.parse(record.decided_at);
  return Number.isNaN(age) || age > ANALYTICS_CONSENT_DAYS * 86_400_000 ? null : record.choice;
}

export function setAnalyticsConsent(choice: AnalyticsConsent, now: Date = new Date()): void {
  const record: AnalyticsConsentRecord = { choice, decided_at: now.toISOString() };
  memory = record;
  try {
    storage()?.setItem(ANALYTICS_CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Quota or blocked storage: keep it in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes here or in another tab. */
export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAnalyticsConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribeAnalyticsConsent, () => analyticsConsent());
}
