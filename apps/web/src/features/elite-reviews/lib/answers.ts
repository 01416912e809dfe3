import {
  COMPANY_SIZES,
  ELITE_AVAILABILITIES,
  ELITE_TRACKS,
  ENGAGEMENT_TYPES,
  ENGLISH_LEVELS,
} from '@talent/contract/elite';
import { countryName } from '../../../components/jobs/format.ts';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { humanize } from './labels.ts';

/** How one answer reads: a line, a paragraph the candidate wrote, a link, or a list. */
export type AnswerValue =
  | { kind: 'text'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; href: string }
  | { kind: 'list'; items: string[] };

export interface Answer {
  key: string;
  label: string;
  value: AnswerValue;
}

type Reader = (value: unknown) => AnswerValue | null;

const text = (t: string): AnswerValue => ({ kind: 'text', text: t });
const NOT_GIVEN = text('Not given');

function labelled<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return (value: unknown): string | null =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? labels[value as T] : null;
}

const englishLabel = labelled(ENGLISH_LEVELS, {
  conversational: 'Conversational',
  professional: 'Professional',
  fluent: 'Fluent',
  native: 'Native or bilingual',
});
const availabilityLabel = labelled(ELITE_AVAILABILITIES, {
  now: 'Now',
  within_2_weeks: 'Within 2 weeks',
  within_1_month: 'Within a month',
  within_3_months: 'Within 3 months',
});
const engagementLabel = labelled(ENGAGEMENT_TYPES, {
  full_time: 'Full-time',
  part_time: 'Part-time',
  hourly: 'Hourly',
  project: 'Fixed-price project',
});
const sizeLabel = labelled(COMPANY_SIZES, {
  startup: 'Startup (1–20)',
  small: 'Small (21–200)',
  mid: 'Mid-size (201–2,000)',
  enterprise: 'Enterprise (2,000+)',
});

const count = (unit: string) => (value: unknown) =>
  typeof value === 'number' ? text(`${value} ${value === 1 ? unit : `${unit}s`}`) : null;

/** A list of values through `label` (unknown entries as sent); an empty list reads `empty`. */
const list =
  (label: (value: unknown) => string | null = (v) => (typeof v === 'string' ? v : null), empty = 'None') =>
  (value: unknown): AnswerValue | null => {
    if (!Array.isArray(value)) return null;
    if (value.length === 0) return text(empty);
    return { kind: 'list', items: value.map((v) => label(v) ?? String(v)) };
  };

/** A link is shown only when it is a web address: anything else (a `javascript:` URL) stays text. */
export function webLink(value: unknown): AnswerValue | null {
  if (typeof value !== 'string') return null;
  if (value.trim() === '') return NOT_GIVEN;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'link', href: url.href };
  } catch {
    // Not a URL: shown as typed.
  }
  return text(value);
}

const oneOf = (label: (value: unknown) => string | null) => (value: unknown) => {
  const l = label(value);
  return l === null ? null : text(l);
};

const JOIN: Array<[string, string, Reader]> = [
  [
    'track',
    'Track',
    oneOf((v) =>
      typeof v === 'string' && v in ELITE_TRACKS ? ELITE_TRACKS[v as keyof typeof ELITE_TRACKS].label : null,
    ),
  ],
  ['years_experience', 'Experience', count('year')],
  ['top_skills', 'Top skills', list()],
  ['portfolio_url', 'Portfolio', webLink],
  ['github_url', 'GitHub', webLink],
  ['english_level', 'English', oneOf(englishLabel)],
  ['availability', 'Available', oneOf(availabilityLabel)],
  [
    'motivation',
    'Why they want to join',
    (v) => (typeof v === 'string' ? { kind: 'paragraph', text: v } : null),
  ],
  [
    'consent_to_vetting',
    'Agreed to the vetting',
    (v) => (typeof v === 'boolean' ? text(v ? 'Yes' : 'No') : null),
  ],
];

function rate(value: unknown): AnswerValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, currency, period } = value as Record<string, unknown>;
  if (typeof amount !== 'number' || typeof currency !== 'string') return null;
  const per = period === 'month' ? 'a month' : period === 'hour' ? 'an hour' : '';
  return text([formatMoney(amount, currency), per].filter(Boolean).join(' '));
}

const WORK_PREFERENCE: Array<[string, string, Reader]> = [
  ['engagement_types', 'Engagement', list(engagementLabel)],
  ['hours_per_week', 'Hours a week', count('hour')],
  ['timezone', 'Time zone', oneOf((v) => (typeof v === 'string' && v ? v : null))],
  [
    'min_overlap_hours',
    'Overlap with the client’s day',
    (v) =>
      typeof v === 'number'
        ? text(v === 0 ? 'None needed' : `At least ${v} ${v === 1 ? 'hour' : 'hours'}`)
        : null,
  ],
  ['min_rate', 'Minimum rate', rate],
  ['work_countries', 'May work from', list((v) => (typeof v === 'string' ? countryName(v) : null))],
  ['industries', 'Industries', list(undefined, 'Any')],
  ['company_sizes', 'Company sizes', list(sizeLabel, 'Any')],
  [
    'earliest_start',
    'Earliest start',
    oneOf((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v) : null)),
  ],
  ['notice_period_weeks', 'Notice period', (v) => (v === 0 ? text('None') : count('week')(v))],
];

/** Anything else the form holds, as readably as its shape allows. */
function fallback(value: unknown): AnswerValue {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (typeof value === 'boolean') return text(value ? 'Yes' : 'No');
  if (Array.isArray(value))
    return list((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))(value)!;
  if (typeof value === 'object') return text(JSON.stringify(value));
  return text(String(value));
}

function answersOf(form: Record<string, unknown>, spec: Array<[string, string, Reader]>): Answer[] {
  const known = new Set(spec.map(([key]) => key));
  const answers = spec
    .filter(([key]) => key in form)
    .map(([key, label, read]) => ({ key, label, value: read(form[key]) ?? fallback(form[key]) }));
  const rest = Object.keys(form)
    .filter((key) => !known.has(key))
    .map((key) => ({ key, label: humanize(key), value: fallback(form[key]) }));
  return [...answers, ...rest];
}

/** The join form as the reviewer reads it, in the form's order, with readable labels and values. */
export const joinAnswers = (form: Record<string, unknown>) => answersOf(form, JOIN);
/** The work preferences as the reviewer reads them. */
export const workPreferenceAnswers = (form: Record<string, unknown>) => answersOf(form, WORK_PREFERENCE);
