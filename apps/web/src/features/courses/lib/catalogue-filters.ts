import {
  CourseLengthSchema,
  CourseLevelSchema,
  CourseSortSchema,
  LessonKindSchema,
  type CourseLength,
  type CourseLevel,
  type LessonKind,
} from '@talent/contract/courses';
import { z } from 'zod';

/** What the catalogue keeps in its URL (the contract's query without the cursor). */
export interface CatalogueFilters {
  q: string;
  skill: string | null;
  level: CourseLevel | null;
  length: CourseLength | null;
  format: LessonKind | null;
  sort: z.infer<typeof CourseSortSchema>;
}

export const DEFAULT_SORT = 'relevance' as const;
const SkillSlugSchema = z.string().trim().min(1).max(100);

const pick = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Reads the filters from a URL. A value the catalogue does not know is dropped on its own (a stale or hand-edited
 * link still shows courses) rather than failing the whole list.
 */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    skill: pick(SkillSlugSchema, params.get('skill')),
    level: pick(CourseLevelSchema, params.get('level')),
    length: pick(CourseLengthSchema, params.get('length')),
    format: pick(LessonKindSchema, params.get('format')),
    sort: pick(CourseSortSchema, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** The canonical URL: fixed key order, empty values and the default sort left out, so links stay short. */
export function paramsFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of ['skill', 'level', 'length', 'format'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** How many filters narrow the list (the search and the sort are not filters). */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [filters.skill, filters.level, filters.length, filters.format].filter(Boolean).length;
}

/** The filters with every narrowing choice removed; the search and the sort stay. */
export function withoutFilters(filters: CatalogueFilters): CatalogueFilters {
  return { ...filters, skill: null, level: null, length: null, format: null };
}

/** The query the API takes: empty values left out. */
export function apiParams(filters: CatalogueFilters, cursor: string | undefined) {
  return {
    q: filters.q || undefined,
    skill: filters.skill ?? undefined,
    level: filters.level ?? undefined,
    length: filters.length ?? undefined,
    format: filters.format ?? undefined,
    sort: filters.sort,
    cursor,
  };
}
