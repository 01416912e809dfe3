import {
  EMPLOYMENT_TYPES,
  SENIORITIES,
  WORK_MODES,
  type EmploymentType,
  type Seniority,
  type WorkMode,
} from '@talent/contract/jobs';

/** How many of a search's gathered rows have one facet value. */
export interface FacetCount {
  value: string;
  count: number;
}

/** One gathered row of a search (the counts sample), as narrow as counting needs. */
export interface SampleRow {
  work_mode: WorkMode;
  employment_type: EmploymentType;
  seniority: Seniority;
  /** The smallest of 1, 7, 14, 30 days it was posted within; 0 when older. */
  age: number;
  /** Posted within the search's own `posted_within` (true when the search has none). */
  recent: boolean;
  skill_slugs: string[];
  /** Its relevance tier as the page numbers them (0 without tiers). */
  tier: number;
}

/** The facet groups a search filters on (each absent when not filtered). */
export interface FacetFilters {
  workModes?: readonly WorkMode[];
  employmentTypes?: readonly EmploymentType[];
  seniorities?: readonly Seniority[];
  postedWithin: boolean;
}

export interface Counted {
  /** Rows gathered: all matches, or the sample's cap + 1 when there are more. */
  gathered: number;
  total: number;
  work_mode: FacetCount[];
  employment_type: FacetCount[];
  seniority: FacetCount[];
  skills: FacetCount[] | null;
  posted: { d1: number; d7: number; d14: number; d30: number };
  /** Rows passing every filter per tier number; null without tiers. */
  tiers: Record<string, number> | null;
}

const SKILL_FACETS = 20;

/**
 * The total and every facet from the gathered rows: each group is counted with the other groups' filters applied
 * (selecting a work mode must not zero the other work modes' counts); skills are "all of", so their counts are a
 * drill-down under every filter, the most frequent first (ties by slug, as the database's C collation orders).
 * Counting here rather than in the counts statement spares PostgreSQL planning and evaluating ~30 filtered
 * aggregates per search; the rows are read either way.
 */
export function countSample(rows: readonly SampleRow[], filters: FacetFilters, tierCount: number): Counted {
  const only = (values: readonly string[] | undefined) => (values?.length ? new Set(values) : undefined);
  const modes = only(filters.workModes);
  const types = only(filters.employmentTypes);
  const levels = only(filters.seniorities);
  const group = (list: readonly string[]) => new Map(list.map((v) => [v, 0]));
  const byMode = group(WORK_MODES);
  const byType = group(EMPLOYMENT_TYPES);
  const byLevel = group(SENIORITIES);
  const bySkill = new Map<string, number>();
  const byAge = { d1: 0, d7: 0, d14: 0, d30: 0 };
  const tiers: Record<string, number> | null = tierCount
    ? Object.fromEntries(Array.from({ length: tierCount + 1 }, (_, i) => [String(tierCount + 1 - i), 0]))
    : null;
  let total = 0;
  const bump = (map: Map<string, number>, key: string) => {
    const n = map.get(key);
    if (n !== undefined) map.set(key, n + 1);
  };
  for (const row of rows) {
    const mode = !modes || modes.has(row.work_mode);
    const type = !types || types.has(row.employment_type);
    const level = !levels || levels.has(row.seniority);
    const recent = !filters.postedWithin || row.recent;
    if (type && level && recent) bump(byMode, row.work_mode);
    if (mode && level && recent) bump(byType, row.employment_type);
    if (mode && type && recent) bump(byLevel, row.seniority);
    if (mode && type && level && row.age > 0) {
      if (row.age <= 1) byAge.d1++;
      if (row.age <= 7) byAge.d7++;
      if (row.age <= 14) byAge.d14++;
      byAge.d30++;
    }
    if (!(mode && type && level && recent)) continue;
    total++;
    if (tiers) {
      const key = String(row.tier);
      if (key in tiers) tiers[key]!++;
    }
    for (const slug of row.skill_slugs) bySkill.set(slug, (bySkill.get(slug) ?? 0) + 1);
  }
  const list = (map: Map<string, number>) => [...map].map(([value, count]) => ({ value, count }));
  const skills = [...bySkill]
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, SKILL_FACETS)
    .map(([value, count]) => ({ value, count }));
  return {
    gathered: rows.length,
    total,
    work_mode: list(byMode),
    employment_type: list(byType),
    seniority: list(byLevel),
    skills: skills.length ? skills : null,
    posted: byAge,
    tiers,
  };
}
