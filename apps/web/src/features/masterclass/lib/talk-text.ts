import { TALK_CATEGORY_LABELS, type TalkSummary } from '@talent/contract/masterclass';
import { formatNumber } from '../../../lib/format.ts';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export const categoryLabel = (talk: Pick<TalkSummary, 'category'>) => TALK_CATEGORY_LABELS[talk.category];

/** "12 of 40 seats left", "Full · 3 on the waitlist", "40 seats" (past talks). */
export function seatsText(talk: TalkSummary): string {
  if (talk.status === 'ended' || talk.status === 'cancelled') return plural(talk.capacity, 'seat');
  if (talk.seats_left > 0) return `${formatNumber(talk.seats_left)} of ${plural(talk.capacity, 'seat')} left`;
  return talk.waitlist_count > 0 ? `Full · ${formatNumber(talk.waitlist_count)} on the waitlist` : 'Full';
}

/** Registration is open until the start, while the talk is not cancelled. */
export const registrationOpen = (talk: TalkSummary) => talk.status === 'scheduled';

/** "On the waitlist, #3". */
export function waitlistText(position: number | null): string {
  return position ? `On the waitlist, #${position}` : 'On the waitlist';
}

/** "1:05:30" or "12:04". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "1 h 5 min", "45 min". */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}
