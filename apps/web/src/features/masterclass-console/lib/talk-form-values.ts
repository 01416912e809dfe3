import { toNestErrors } from '@hookform/resolvers';
import { TalkInputSchema, type TalkCategory, type TalkInput } from '@talent/contract/masterclass';
import type { FieldError, Resolver } from 'react-hook-form';
import { formatInZone, localToUtcIso } from '../../../lib/format.ts';

/** The talk form as typed: the start as a date and a time in the operator's zone, a category not chosen yet. */
export interface TalkFormValues {
  title: string;
  category: TalkCategory | '';
  summary: string;
  abstract: string;
  speaker_name: string;
  speaker_title: string;
  speaker_bio: string;
  speaker_time_zone: string;
  date: string;
  time: string;
  duration_minutes: number;
  capacity: number;
  join_url: string;
  resources: Array<{ title: string; url: string }>;
  request_id: string | null;
}

export const DURATIONS = [30, 45, 60, 75, 90, 120, 180] as const;

export function emptyTalkForm(zone: string): TalkFormValues {
  return {
    title: '',
    category: '',
    summary: '',
    abstract: '',
    speaker_name: '',
    speaker_title: '',
    speaker_bio: '',
    speaker_time_zone: zone,
    date: '',
    time: '17:00',
    duration_minutes: 60,
    capacity: 100,
    join_url: '',
    resources: [],
    request_id: null,
  };
}

/** A talk as the form shows it, its start in `zone`. */
export function talkToForm(
  talk: {
    title: string;
    category: TalkCategory;
    summary: string;
    abstract: string;
    speaker: { name: string; title: string; bio: string; time_zone: string };
    starts_at: string;
    ends_at: string;
    capacity: number;
    join_url: string;
    resources: Array<{ title: string; url: string }>;
    request_id: string | null;
  },
  zone: string,
): TalkFormValues {
  return {
    title: talk.title,
    category: talk.category,
    summary: talk.summary,
    abstract: talk.abstract,
    speaker_name: talk.speaker.name,
    speaker_title: talk.speaker.title,
    speaker_bio: talk.speaker.bio,
    speaker_time_zone: talk.speaker.time_zone,
    date: formatInZone(talk.starts_at, zone, 'yyyy-MM-dd'),
    time: formatInZone(talk.starts_at, zone, 'HH:mm'),
    duration_minutes: Math.round((Date.parse(talk.ends_at) - Date.parse(talk.starts_at)) / 60_000),
    capacity: talk.capacity,
    join_url: talk.join_url,
    resources: talk.resources,
    request_id: talk.request_id,
  };
}

function startsAt(values: TalkFormValues, zone: string): string | undefined {
  if (!values.date || !values.time) return undefined;
  try {
    return localToUtcIso(values.date, values.time, zone);
  } catch {
    return undefined;
  }
}

/** What the form holds as the contract's input (`starts_at` in UTC). */
export function formToInput(values: TalkFormValues, zone: string): Record<string, unknown> {
  const { date: _date, time: _time, ...rest } = values;
  return {
    ...rest,
    category: values.category || undefined,
    capacity: Number.isFinite(values.capacity) ? values.capacity : undefined,
    starts_at: startsAt(values, zone),
    resources: values.resources.filter((r) => r.title.trim() || r.url.trim()),
  };
}

/** The form field a contract path belongs to: the start lands on the date. */
export function formFieldOf(path: string): string {
  if (path === 'starts_at') return 'date';
  return path;
}

const MISSING: Record<string, string> = {
  capacity: 'Give the number of seats.',
  category: 'Choose a category.',
};

/** Checks the form with the contract's schema; errors land on the form's own fields. */
export function talkFormResolver(zone: string): Resolver<TalkFormValues, unknown, TalkInput> {
  return async (values, _context, options) => {
    const parsed = TalkInputSchema.safeParse(formToInput(values, zone));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = formFieldOf(issue.path.join('.'));
      if (flat[path]) continue;
      const missing = issue.code === 'invalid_type' ? MISSING[path] : undefined;
      flat[path] = { type: issue.code, message: missing ?? issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** The fields of `next` that differ from `before` (a PATCH sends only those: a same time re-sends no invite). */
export function changedFields(before: TalkInput, next: TalkInput): Partial<TalkInput> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as Array<keyof TalkInput>) {
    const a = key === 'starts_at' ? Date.parse(before.starts_at) : before[key];
    const b = key === 'starts_at' ? Date.parse(next.starts_at) : next[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) changed[key] = next[key];
  }
  return changed as Partial<TalkInput>;
}
