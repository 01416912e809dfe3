import { SENIORITIES } from '@talent/contract/jobs';
import { annualUsd } from '../../reference/currencies.data.ts';
import { candidateRoles, roleFamily } from '../matching/role-family.ts';
import type { Fit } from './job-search.repository.ts';
import type { TitleFamily } from './job-sql.ts';
import type { CandidateRow } from './jobs.repository.ts';

/** The title phrases of the kinds of work the candidate does now (none when the profile does not say). */
export function titleFamily(candidate: CandidateRow): TitleFamily {
  const families = candidateRoles([candidate.desiredRole, candidate.headline], candidate.experienceTitles)
    .primary.map(roleFamily)
    .filter((f) => f !== undefined);
  return {
    phrases: [...new Set(families.flatMap((f) => f.phrases))],
    // One family's exclusions would drop another's titles ("react native" is the mobile family's own).
    unless: families.length === 1 ? [...(families[0]!.unless ?? [])] : [],
  };
}

/** What "best match" without words ranks on for this viewer; undefined when nothing about them is known. */
export function fitOf(viewer: { country: string | null; candidate: CandidateRow }): Fit | undefined {
  const c = viewer.candidate;
  const fit: Fit = {};
  if (viewer.country) fit.country = viewer.country;
  const family = titleFamily(c);
  if (family.phrases.length) fit.family = family;
  if (c.skillSlugs.length) fit.skillSlugs = c.skillSlugs;
  if (c.seniority) {
    const i = SENIORITIES.indexOf(c.seniority);
    fit.seniorities = SENIORITIES.filter((_, k) => Math.abs(k - i) <= 1);
  }
  const pay = c.salary && annualUsd(c.salary.amount, c.salary.currency, c.salary.period);
  if (pay) fit.minSalaryUsd = pay;
  return Object.keys(fit).length ? fit : undefined;
}
