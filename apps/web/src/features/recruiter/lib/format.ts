import type { ApplicationStatus, ResponsePromise } from '@talent/contract/applications';
import {
  calendarDaysFromNow,
  formatDate,
  formatDistance,
  formatInZone,
  formatTime,
  useTimeZone,
} from '../../../lib/format.ts';

/** The zone the console shows times in: the recruiter's account zone, else the browser's. */
export function useRecruiterTimeZone(): string {
  return useTimeZone();
}

/** "Tue 1 Dec, 09:00" in `timeZone`. */
export function shortDateTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, 'EEE d MMM, HH:mm');
}

/** "1 Dec 2026" in `timeZone`. */
export function shortDate(iso: string, timeZone: string): string {
  return formatDate(iso, timeZone);
}

/** "09:00" in `timeZone`, for the other side's clock next to ours. */
export function clock(iso: string, timeZone: string): string {
  return formatTime(iso, timeZone);
}

/** "3 days ago" / "in 2 days" / "today" counted in calendar days of `timeZone`. */
export function relativeDay(iso: string, timeZone: string, now: Date = new Date()): string {
  const days = calendarDaysFromNow(iso, timeZone, now);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** "2 hours", "3 days": how long ago, for "waiting 3 days". */
export function waitingFor(iso: string, now: Date = new Date()): string {
  return formatDistance(iso, now);
}

/** The response promise as the recruiter reads it: overdue, due soon, kept. */
export function promiseText(promise: ResponsePromise, timeZone: string, now: Date = new Date()): string {
  if (promise.state === 'kept') return 'Responded in time';
  if (promise.responded_at) return 'Responded late';
  const due = new Date(promise.due_at);
  if (promise.state === 'missed' || due <= now) return `Overdue since ${shortDate(promise.due_at, timeZone)}`;
  return `Reply due ${relativeDay(promise.due_at, timeZone, now)}`;
}

export function isOverdue(promise: ResponsePromise, now: Date = new Date()): boolean {
  return !promise.responded_at && (promise.state === 'missed' || new Date(promise.due_at) <= now);
}

export function medianText(hours: number | null): string {
  if (hours === null) return 'Not enough history yet';
  if (hours < 1) return 'Under an hour';
  if (hours < 48) return `${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`;
  return `${Math.round(hours / 24)} days`;
}

/** Pipeline columns, in the order an application moves through them. */
export const PIPELINE_ORDER: readonly ApplicationStatus[] = [
  'submitted',
  'in_review',
  'assessment',
  'interviewing',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
];

/** The recruiter's words for each state (the candidate's side says "Not selected"). */
export const RECRUITER_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'New',
  in_review: 'In review',
  assessment: 'Assessment',
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

/** The button text of each recruiter move. */
export const MOVE_LABELS: Record<'in_review' | 'assessment' | 'interviewing' | 'rejected', string> = {
  in_review: 'Move to review',
  assessment: 'Move to assessment',
  interviewing: 'Move to interviewing',
  rejected: 'Reject',
};
