import type { TalkFormValues } from './talk-form-values.ts';

/*
 * A new talk being written, kept in this browser per operator until it is created, so a closed dialog or a reload
 * loses nothing. Versioned key: a shape change bumps it and old entries are not read.
 */
const PREFIX = 'talent:new-talk-draft:v1:';

export function readNewTalkDraft(userId: string): TalkFormValues | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + userId);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TalkFormValues> | null;
    if (!value || typeof value !== 'object' || typeof value.title !== 'string') return null;
    return value as TalkFormValues;
  } catch {
    return null;
  }
}

export function writeNewTalkDraft(userId: string, values: TalkFormValues): void {
  try {
    window.localStorage.setItem(PREFIX + userId, JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export function clearNewTalkDraft(userId: string): void {
  try {
    window.localStorage.removeItem(PREFIX + userId);
  } catch {
    // Nothing to clear.
  }
}
