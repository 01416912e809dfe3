import type { JobSearchQuery, WORK_MODES } from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isCountryCode } from '../../reference/countries.ts';
import { PER_USD } from '../../reference/currencies.data.ts';
import { wordsOf } from '../../reference/search-words.repository.ts';
import { eliteMatchingOf } from '../elite/elite.repository.ts';
import { editsAllowed, osaDistance } from './edit-distance.ts';
import { nearWords, type NearWord, type SearchFilters } from './job-search.repository.ts';
import { skillsBySlug } from './jobs.repository.ts';
import { heldSkillIds, openedJobIds } from './skill-reach.repository.ts';
import { zonesOverlapping } from './working-overlap.ts';

const MAX_TERMS = 8;

/** Words of the query that name a work mode, so "remote python" searches remote jobs for "python". */
const WORK_MODE_WORDS: Record<string, (typeof WORK_MODES)[number]> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
  'on-site': 'onsite',
};

/** Pulls work-mode words out of the text into the work-mode filter (unless the filter is already set). */
export function understand(query: JobSearchQuery): JobSearchQuery {
  if (!query.q || query.work_mode?.length) return query;
  const modes = new Set<(typeof WORK_MODES)[number]>();
  const rest = query.q
    .split(/\s+/)
    .filter((word) => {
      const mode = WORK_MODE_WORDS[word.toLowerCase()];
      if (mode) modes.add(mode);
      return !mode;
    })
    .join(' ');
  return modes.size ? { ...query, q: rest, work_mode: [...modes] } : query;
}

/** Words a typo-tolerant search corrects one by one (letters and digits only, as the vocabulary stores them). */
function searchTerms(q: string): string[] {
  return wordsOf([q]).slice(0, MAX_TERMS);
}

/**
 * The query as the filters the search repository reads, or a 422 for filters that parse but make no sense.
 * `home` is the searcher's profile country, `zone` their zone; `fuzzy` asks for typo-tolerant text.
 */
export async function searchFilters(
  db: Db,
  query: JobSearchQuery,
  searcher: { userId: string; home: string | null; zone: string },
  now: Date,
  fuzzy: boolean,
): Promise<SearchFilters> {
  const errors: FieldErrors = {};
  const filters: SearchFilters = {};

  if (query.work_mode?.length) filters.workModes = query.work_mode;
  if (query.employment_type?.length) filters.employmentTypes = query.employment_type;
  if (query.seniority?.length) filters.seniorities = query.seniority;
  if (query.elite_only) filters.eliteOnly = true;
  if (query.posted_within)
    filters.postedSince = new Date(now.getTime() - Number(query.posted_within) * 86_400_000);

  if (query.skills?.length) {
    const slugs = [...new Set(query.skills.map((s) => s.toLowerCase()))];
    const known = await skillsBySlug(db, slugs);
    const unknown = slugs.filter((s) => !known.has(s));
    if (unknown.length) errors.skills = [`Unknown skill: ${unknown.join(', ')}.`];
    else filters.skillSlugs = slugs;
  }

  if (query.opens) {
    const slug = query.opens.toLowerCase();
    const skill = (await skillsBySlug(db, [slug])).get(slug);
    if (!skill) errors.opens = [`Unknown skill: ${slug}.`];
    else {
      // What the searcher holds now (profile and valid badges), and the jobs the skill opens for them: the same
      // rule as the skill-gap map's counts.
      const [held, elite] = await Promise.all([
        heldSkillIds(db, searcher.userId, now),
        eliteMatchingOf(db, searcher.userId),
      ]);
      const reach = { held, eliteMember: elite.member };
      filters.opens = { skillId: skill.id, ...reach, jobIds: await openedJobIds(db, skill.id, reach) };
    }
  }

  if (query.country) {
    if (!isCountryCode(query.country)) errors.country = ['Unknown country code.'];
    else filters.eligibleFrom = query.country;
  }
  if (query.located_in) {
    if (!isCountryCode(query.located_in)) errors.located_in = ['Unknown country code.'];
    else filters.locatedIn = query.located_in;
  }
  if (query.eligible_only) {
    const home = searcher.home ?? query.country;
    if (!home) errors.eligible_only = ['Choose a country, or set yours in your profile.'];
    else if (home !== query.country) filters.eligibleFromHome = home;
  }

  if (query.min_overlap !== undefined && query.min_overlap > 0) {
    filters.zones = zonesOverlapping(searcher.zone, query.min_overlap, now);
  }

  const currency = query.currency ?? 'USD';
  if (!PER_USD[currency]) errors.currency = ['Unknown currency.'];
  else if (query.min_salary !== undefined && query.min_salary > 0)
    filters.minSalaryUsd = Math.floor(query.min_salary / PER_USD[currency]);

  if (Object.keys(errors).length) throw AppError.validation(errors);

  const q = query.q?.trim();
  if (!q) return filters;
  if (!fuzzy) return { ...filters, text: { query: q } };
  // Typo tolerance: every word may also be one of the closest vocabulary words of titles, companies and skills.
  const terms = searchTerms(q);
  const corrections = corrected(await nearWords(db, terms));
  return { ...filters, text: { alternatives: terms.map((t) => [t, ...(corrections.get(t) ?? [])]) } };
}

const CORRECTIONS = 3;
/** Trigram neighbours at least this similar count as corrections even when more edits away. */
const SIMILAR = 0.3;

/**
 * Up to three corrections per term, best first: words within the allowed edits (a swapped pair is one), fewest
 * edits first, then trigram neighbours by similarity.
 */
function corrected(near: NearWord[]): Map<string, string[]> {
  const byTerm = new Map<string, Array<NearWord & { edits: number }>>();
  for (const n of near) {
    const allowed = editsAllowed(n.term);
    const edits = osaDistance(n.term, n.word, allowed);
    if (edits > allowed && n.similarity < SIMILAR) continue;
    const list = byTerm.get(n.term) ?? [];
    const same = list.find((x) => x.word === n.word);
    if (same) same.similarity = Math.max(same.similarity, n.similarity);
    else list.push({ ...n, edits });
    byTerm.set(n.term, list);
  }
  const out = new Map<string, string[]>();
  for (const [term, list] of byTerm) {
    list.sort(
      (a, b) =>
        Math.min(a.edits, 99) - Math.min(b.edits, 99) ||
        b.similarity - a.similarity ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    out.set(
      term,
      list.slice(0, CORRECTIONS).map((x) => x.word),
    );
  }
  return out;
}
