import { findCountry } from '../../reference/countries.ts';
import { isValidTimeZone, workingOverlapHours } from '../../lib/time-zones.ts';
import type { CandidateRow, JobRecord } from '../jobs/jobs.repository.ts';
import { canMatch, matchJob } from '../matching/match.ts';
import { candidateRoles } from '../matching/role-family.ts';

const countryName = (code: string) => findCountry(code)?.name ?? code;

/**
 * How well an applicant fits the job they applied to, scored as the candidate's own recommendations score it; null
 * when the profile has nothing to match on. The zone is the candidate's, else their profile card's, if valid.
 */
export function applicantMatchScore(
  candidate: CandidateRow,
  job: JobRecord,
  context: {
    profileZone: string | null;
    jobSkills: Parameters<typeof matchJob>[1]['skills'];
    at: Date;
  },
): number | null {
  const zone = [candidate.timezone, context.profileZone].find((z): z is string => !!z && isValidTimeZone(z));
  const profile = {
    country: candidate.country,
    zone: zone ?? null,
    seniority: candidate.seniority,
    salary: candidate.salary,
    skills: candidate.skillYears,
    roles: candidateRoles([candidate.desiredRole, candidate.headline], candidate.experienceTitles),
  };
  if (!canMatch(profile)) return null;
  const salary =
    job.salaryMin != null && job.salaryMax != null && job.salaryCurrency && job.salaryPeriod
      ? { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency, period: job.salaryPeriod }
      : null;
  const match = matchJob(
    profile,
    {
      title: job.title,
      seniority: job.seniority,
      eligibleAnywhere: job.eligibleAnywhere,
      eligibleCountries: job.eligibleCountries,
      eligibleRegions: job.eligibleRegions,
      timezone: job.timezone,
      minOverlapHours: job.minOverlapHours,
      salary,
      skills: context.jobSkills,
    },
    { overlapHours: zone ? workingOverlapHours(zone, job.timezone, context.at) : null, countryName },
  );
  return match.score;
}
