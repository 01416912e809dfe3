import {
  MarketplaceCategorySchema,
  ServiceSortSchema,
  type MarketplaceCategory,
} from '@talent/contract/marketplace';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * What the browse list keeps in its URL. Prices are whole US dollars there (what the reader typed); the API takes
 * USD cents, so `apiParams` converts them.
 */
export interface BrowseFilters {
  q: string;
  category: MarketplaceCategory | null;
  skill: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  maxDays: number | null;
  minRating: number | null;
  verified: boolean;
  elite: boolean;
  sort: z.infer<typeof ServiceSortSchema>;
}

export const DEFAULT_SORT = 'relevance' as const;

const pick = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const Dollars = z.coerce.number().int().min(0).max(1_000_000);
const Days = z.coerce.number().int().min(1).max(365);
const Rating = z.coerce.number().min(1).max(5);
const Slug = z.string().trim().min(1).max(64);

/** Reads the filters; a value the list does not know is dropped on its own (a stale link still shows services). */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const number = <T>(schema: z.ZodType<T>, key: string) =>
    params.get(key) ? pick(schema, params.get(key)) : null;
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: pick(MarketplaceCategorySchema, params.get('category')),
    skill: pick(Slug, params.get('skill')),
    minPrice: number(Dollars, 'min_price'),
    maxPrice: number(Dollars, 'max_price'),
    maxDays: number(Days, 'max_days'),
    minRating: number(Rating, 'min_rating'),
    verified: params.get('verified') === '1',
    elite: params.get('elite') === '1',
    sort: pick(ServiceSortSchema, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** The canonical URL: a fixed order, empty values and the default sort left out. */
export function paramsFromFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.skill) params.set('skill', filters.skill);
  if (filters.minPrice !== null) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', String(filters.maxPrice));
  if (filters.maxDays !== null) params.set('max_days', String(filters.maxDays));
  if (filters.minRating !== null) params.set('min_rating', String(filters.minRating));
  if (filters.verified) params.set('verified', '1');
  if (filters.elite) params.set('elite', '1');
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** How many choices narrow the list (the search, the category and the sort are shown on their own). */
export function activeFilterCount(filters: BrowseFilters): number {
  return [
    filters.skill,
    filters.minPrice,
    filters.maxPrice,
    filters.maxDays,
    filters.minRating,
    filters.verified || null,
    filters.elite || null,
  ].filter((value) => value !== null).length;
}

export function withoutFilters(filters: BrowseFilters): BrowseFilters {
  return {
    ...filters,
    category: null,
    skill: null,
    minPrice: null,
    maxPrice: null,
    maxDays: null,
    minRating: null,
    verified: false,
    elite: false,
  };
}

/** The API's query: USD cents, flags as `1`, empty values left out. */
export function apiParams(filters: BrowseFilters, cursor: string | undefined) {
  return {
    q: filters.q || undefined,
    category: filters.category ?? undefined,
    skill: filters.skill ?? undefined,
    min_price: filters.minPrice === null ? undefined : filters.minPrice * 100,
    max_price: filters.maxPrice === null ? undefined : filters.maxPrice * 100,
    max_days: filters.maxDays ?? undefined,
    min_rating: filters.minRating ?? undefined,
    verified: filters.verified ? '1' : undefined,
    elite: filters.elite ? '1' : undefined,
    sort: filters.sort,
    cursor,
  };
}

/** The filters in the URL. Typing a search replaces the history entry; any other choice adds one (Back undoes it). */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (changes: Partial<BrowseFilters>) =>
      setParams((current) => paramsFromFilters({ ...readFilters(current), ...changes }), {
        replace: Object.keys(changes).length === 1 && 'q' in changes,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { filters, update };
}
