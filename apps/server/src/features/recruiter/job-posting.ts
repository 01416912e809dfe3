import type { z } from 'zod';
import type { CreateJobSchema } from '@talent/contract/recruiter';
import type { FieldErrors } from '../../lib/app-error.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { isCountryCode } from '../../reference/countries.ts';
import { PER_USD } from '../../reference/currencies.data.ts';
import type { NewJob } from '../jobs/jobs.repository.ts';

export type CreateJobInput = z.output<typeof CreateJobSchema>;

/**
 * What is wrong with a job the recruiter posts, by field (empty when nothing): the checks that need no database.
 * The skills are checked against the taxonomy by the service.
 */
export function jobPostingErrors(input: CreateJobInput): FieldErrors {
  const errors: FieldErrors = {};
  const remote = input.work_mode === 'remote';
  if (!remote && !input.office_country) {
    errors.office_country = ['On-site and hybrid jobs need the office country.'];
  }
  if (input.office_country && !isCountryCode(input.office_country)) {
    errors.office_country = ['Choose a country from the list.'];
  }
  const unknownCountries = input.eligible_countries.filter((c) => !isCountryCode(c));
  if (unknownCountries.length) {
    errors.eligible_countries = [`Unknown country codes: ${unknownCountries.join(', ')}.`];
  } else if (remote && !input.eligible_anywhere && input.eligible_countries.length === 0) {
    errors.eligible_countries = ['List the countries hires may live in, or choose anywhere.'];
  }
  if (!isValidTimeZone(input.timezone)) errors.timezone = ['Choose a time zone from the list.'];
  if (input.salary) {
    if (input.salary.min > input.salary.max) {
      errors['salary.max'] = ['The maximum must be at least the minimum.'];
    }
    if (!PER_USD[input.salary.currency]) errors['salary.currency'] = ['Choose a currency from the list.'];
  }
  return errors;
}

/**
 * The row a posted job becomes, as the search and the seed write them: open and posted now, so candidates find it
 * at once; remote jobs list where hires may live, on-site and hybrid ones the office country.
 */
export function newJobValues(
  input: CreateJobInput,
  who: { company: { id: string; country: string }; recruiterId: string; skillIds: string[]; at: Date },
): NewJob {
  const remote = input.work_mode === 'remote';
  const officeCountry = input.office_country ?? null;
  return {
    companyId: who.company.id,
    recruiterId: who.recruiterId,
    title: input.title,
    description: input.description,
    seniority: input.seniority,
    employmentType: input.employment_type,
    workMode: input.work_mode,
    officeCountry,
    officeCity: input.office_city || null,
    // Where the job is: the office, else the company's country (remote jobs), as the seed writes it.
    country: officeCountry ?? who.company.country,
    eligibleAnywhere: remote && input.eligible_anywhere,
    eligibleCountries: remote
      ? input.eligible_anywhere
        ? []
        : [...new Set(input.eligible_countries)]
      : [officeCountry!],
    eligibleRegions: [],
    timezone: input.timezone,
    minOverlapHours: input.min_overlap_hours,
    salaryMin: input.salary?.min ?? null,
    salaryMax: input.salary?.max ?? null,
    salaryCurrency: input.salary?.currency ?? null,
    salaryPeriod: input.salary?.period ?? null,
    benefits: input.benefits,
    screenerQuestions: [],
    responseDays: input.response_days,
    eliteOnly: input.elite_only,
    status: 'open',
    postedAt: who.at,
    expiresAt: null,
    skills: who.skillIds.map((skillId) => ({ skillId, required: true, years: null })),
  };
}
