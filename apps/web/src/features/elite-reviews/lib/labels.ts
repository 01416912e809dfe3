import { ELITE_TRACKS, type EliteApplicationStatus, type EliteTrack } from '@talent/contract/elite';
import type { IdentityStatus } from '@talent/contract/profile';

/** The reviewers' words (the candidate's screens speak to the candidate, these to the team). */
export const STATUS_LABELS: Record<EliteApplicationStatus, string> = {
  in_progress: 'In progress',
  submitted: 'Waiting for review',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const IDENTITY_LABELS: Record<IdentityStatus, string> = {
  not_started: 'Not started',
  pending: 'Waiting for review',
  verified: 'Verified',
  rejected: 'Rejected',
};

export function trackLabel(track: EliteTrack | null): string {
  return track ? ELITE_TRACKS[track].label : 'No track yet';
}

const HISTORY_EVENTS: Record<string, string> = {
  started: 'Started the application',
  join_submitted: 'Sent the join form',
  work_preference_submitted: 'Sent the work preferences',
  compliance_signed: 'Signed the documents',
  submitted: 'Sent it for review',
  withdrawn: 'Withdrew the application',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  note_added: 'A reviewer added a note',
};

/** A history line: a known event's sentence, a sentence as sent, or the event name made readable. */
export function historyText(event: string): string {
  if (HISTORY_EVENTS[event]) return HISTORY_EVENTS[event];
  if (/\s/.test(event)) return event;
  return humanize(event);
}

/** "notice_period_weeks" → "Notice period weeks". */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
