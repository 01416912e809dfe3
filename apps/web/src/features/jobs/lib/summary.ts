import {
  countryName,
  EMPLOYMENT_TYPE_LABELS,
  POSTED_WITHIN_LABELS,
  SENIORITY_LABELS,
  SORT_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { withFilter, type FilterKey, type JobFilters } from './search-params.ts';
import { formatNumber } from '../../../lib/format.ts';

export interface FilterChip {
  key: string;
  label: string;
  /** The filters without this one. */
  without: JobFilters;
}

const humanSkill = (slug: string) => slug.replace(/-/g, ' ');

/** One removable chip per active filter value, in URL order. */
export function filterChips(
  filters: JobFilters,
  skillLabel: (slug: string) => string = humanSkill,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const list = <K extends 'work_mode' | 'employment_type' | 'seniority' | 'skills'>(
    key: K,
    label: (value: string) => string,
  ) => {
    const values = (filters[key] ?? []) as string[];
    for (const value of values) {
      chips.push({
        key: `${key}:${value}`,
        label: label(value),
        without: withFilter(filters, key, values.filter((v) => v !== value) as JobFilters[K]),
      });
    }
  };
  const single = (key: FilterKey, label: string) =>
    chips.push({ key, label, without: withFilter(filters, key, undefined) });

  if (filters.q) single('q', `“${filters.q}”`);
  list('work_mode', (v) => WORK_MODE_LABELS[v as keyof typeof WORK_MODE_LABELS] ?? v);
  if (filters.country) single('country', `From ${countryName(filters.country)}`);
  if (filters.located_in) single('located_in', `Located in ${countryName(filters.located_in)}`);
  if (filters.eligible_only) single('eligible_only', 'Only jobs I can apply to');
  if (filters.elite_only) single('elite_only', 'Elite only');
  if (filters.min_overlap) single('min_overlap', `≥ ${filters.min_overlap} h overlap`);
  list('employment_type', (v) => EMPLOYMENT_TYPE_LABELS[v as keyof typeof EMPLOYMENT_TYPE_LABELS] ?? v);
  list('seniority', (v) => SENIORITY_LABELS[v as keyof typeof SENIORITY_LABELS] ?? v);
  list('skills', skillLabel);
  // The skill-gap map's link: the jobs one more skill would make the candidate match.
  if (filters.opens) single('opens', `Jobs ${skillLabel(filters.opens)} would open for me`);
  if (filters.min_salary) {
    single('min_salary', `≥ ${formatNumber(filters.min_salary)} ${filters.currency ?? 'USD'} a year`);
  }
  if (filters.posted_within) single('posted_within', POSTED_WITHIN_LABELS[filters.posted_within] ?? '');
  return chips;
}

/** A one-line description of a search, for saved searches: "“react” · Remote · Senior · Newest first". */
export function summarizeFilters(filters: JobFilters): string {
  const parts = filterChips(filters).map((chip) => chip.label);
  if (filters.sort && filters.sort !== 'relevance') parts.push(`${SORT_LABELS[filters.sort]} first`);
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}
