import {
  EmploymentTypeSchema,
  JobSearchQuerySchema,
  SenioritySchema,
  WorkModeSchema,
  type JobSearchQuery,
} from '@talent/contract/jobs';
import { z } from 'zod';

/** Everything the search page keeps in its URL: the contract's query without the paging fields. */
export type JobFilters = Omit<JobSearchQuery, 'cursor' | 'limit'>;
export type FilterKey = keyof JobFilters;

/** URL order: the search first, then filters, sort last, so shared links read naturally. */
export const FILTER_KEYS = [
  'q',
  'work_mode',
  'country',
  'located_in',
  'eligible_only',
  'elite_only',
  'min_overlap',
  'employment_type',
  'seniority',
  'skills',
  'opens',
  'min_salary',
  'currency',
  'posted_within',
  'sort',
] as const satisfies readonly FilterKey[];

type ListKey = 'work_mode' | 'employment_type' | 'seniority' | 'skills';
const LIST_ITEMS: Record<ListKey, z.ZodType<string>> = {
  work_mode: WorkModeSchema,
  employment_type: EmploymentTypeSchema,
  seniority: SenioritySchema,
  skills: z.string().trim().min(1).max(64),
};
const isListKey = (key: string): key is ListKey => key in LIST_ITEMS;

/**
 * Reads the filters from a URL. Invalid values are dropped one by one (a hand-edited or stale link still
 * searches with whatever is valid) instead of failing the whole search with a 422.
 */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    if (isListKey(key)) {
      const items = values
        .flatMap((value) => value.split(','))
        .map((item) => LIST_ITEMS[key].safeParse(item))
        .flatMap((result) => (result.success ? [result.data] : []));
      const unique = [...new Set(items)];
      if (unique.length > 0) filters[key] = unique;
      continue;
    }
    const parsed = JobSearchQuerySchema.shape[key].safeParse(values[0]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filters[key] = parsed.data;
  }
  if (filters.eligible_only === false) delete filters.eligible_only;
  if (filters.elite_only === false) delete filters.elite_only;
  return filters as JobFilters;
}

/** The canonical URL form of the filters: fixed key order, lists comma-joined, empty values left out. */
export function paramsFromFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, [...new Set(value)].join(','));
    } else {
      // The elite toggle reads `elite_only=1` in links (the server takes 1 or true alike).
      params.set(key, key === 'elite_only' ? '1' : String(value));
    }
  }
  return params;
}

/** The same canonical form as a plain record: the API's query parameters and the list's query key. */
export function filtersRecord(filters: JobFilters): Record<string, string> {
  return Object.fromEntries(paramsFromFilters(filters));
}

export function searchHref(filters: JobFilters): string {
  const query = paramsFromFilters(filters).toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** How many filters narrow the search (the search text and the sort do not count). */
export function activeFilterCount(filters: JobFilters): number {
  return FILTER_KEYS.filter((key) => {
    if (key === 'q' || key === 'sort' || key === 'currency') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  }).reduce((sum, key) => {
    const value = filters[key];
    return sum + (Array.isArray(value) ? value.length : 1);
  }, 0);
}

/** Filters with one key changed; an empty list or undefined removes it. */
export function withFilter<K extends FilterKey>(
  filters: JobFilters,
  key: K,
  value: JobFilters[K],
): JobFilters {
  const next = { ...filters };
  if (
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    value === '' ||
    value === false
  ) {
    delete next[key];
  } else {
    next[key] = value;
  }
  return next;
}
