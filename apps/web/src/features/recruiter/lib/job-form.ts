import { ValidationErrorSchema } from '@talent/contract/errors';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORK_MODES } from '@talent/contract/jobs';
import { CreateJobSchema, type CreateJob } from '@talent/contract/recruiter';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The "Post a job" form: the contract's CreateJobSchema for the text fields, numbers typed as text (so an empty
 * box says what is wrong instead of NaN), and the rules that depend on each other (an office for on-site work, a
 * salary range that is a range).
 */
export const JobFormSchema = z
  .object({
    title: CreateJobSchema.shape.title,
    description: CreateJobSchema.shape.description,
    seniority: z.enum(SENIORITIES, { error: 'Choose a seniority.' }),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type.' }),
    work_mode: z.enum(WORK_MODES, { error: 'Choose a work mode.' }),
    office_country: z.string(),
    office_city: z.string().trim().max(100),
    eligible_anywhere: z.boolean(),
    eligible_countries: z.array(z.string()).max(100),
    timezone: z.string().trim().min(1, 'Choose a time zone.'),
    min_overlap_hours: z.string(),
    with_salary: z.boolean(),
    salary_min: z.string(),
    salary_max: z.string(),
    salary_currency: z.string(),
    salary_period: z.enum(SALARY_PERIODS),
    benefits: z.string(),
    skills: z
      .array(z.object({ slug: z.string(), name: z.string() }))
      .min(1, 'Add at least one skill.')
      .max(30, 'Up to 30 skills.'),
    response_days: z.string(),
    elite_only: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.work_mode !== 'remote' && !value.office_country)
      issue('office_country', 'Choose the office’s country for on-site and hybrid work.');
    if (!value.eligible_anywhere && value.eligible_countries.length === 0)
      issue('eligible_countries', 'Choose where a hire may live: anywhere, or at least one country.');
    const overlap = Number(value.min_overlap_hours);
    if (value.min_overlap_hours.trim() === '' || !Number.isInteger(overlap) || overlap < 0 || overlap > 8)
      issue('min_overlap_hours', 'Give 0 to 8 hours.');
    const days = Number(value.response_days);
    if (value.response_days.trim() === '' || !Number.isInteger(days) || days < 1 || days > 30)
      issue('response_days', 'Promise a reply within 1 to 30 days.');
    if (value.with_salary) {
      const min = Number(value.salary_min);
      const max = Number(value.salary_max);
      if (value.salary_min.trim() === '' || !Number.isInteger(min) || min <= 0)
        issue('salary_min', 'Give the lowest pay as a whole number.');
      if (value.salary_max.trim() === '' || !Number.isInteger(max) || max <= 0)
        issue('salary_max', 'Give the highest pay as a whole number.');
      else if (Number.isInteger(min) && max < min)
        issue('salary_max', 'The top of the range is below its bottom.');
      if (!/^[A-Za-z]{3}$/.test(value.salary_currency.trim())) issue('salary_currency', 'Choose a currency.');
    }
  });
export type JobForm = z.infer<typeof JobFormSchema>;
export type JobFormField = keyof JobForm;

export function emptyJobForm(timezone: string): JobForm {
  return {
    title: '',
    description: '',
    seniority: 'senior',
    employment_type: 'full_time',
    work_mode: 'remote',
    office_country: '',
    office_city: '',
    eligible_anywhere: true,
    eligible_countries: [],
    timezone,
    min_overlap_hours: '4',
    with_salary: true,
    salary_min: '',
    salary_max: '',
    salary_currency: 'EUR',
    salary_period: 'year',
    benefits: '',
    skills: [],
    response_days: '7',
    elite_only: false,
  };
}

/** The form as the API's body. */
export function toCreateJob(values: JobForm): CreateJob {
  const office = values.work_mode !== 'remote';
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    seniority: values.seniority,
    employment_type: values.employment_type,
    work_mode: values.work_mode,
    ...(office && values.office_country ? { office_country: values.office_country } : {}),
    ...(office && values.office_city.trim() ? { office_city: values.office_city.trim() } : {}),
    eligible_anywhere: values.eligible_anywhere,
    eligible_countries: values.eligible_anywhere ? [] : values.eligible_countries,
    timezone: values.timezone,
    min_overlap_hours: Number(values.min_overlap_hours),
    salary: values.with_salary
      ? {
          min: Number(values.salary_min),
          max: Number(values.salary_max),
          currency: values.salary_currency.trim().toUpperCase(),
          period: values.salary_period,
        }
      : null,
    benefits: values.benefits
      .split('\n')
      .map((line) => line.replace(/^[-*•]\s*/, '').trim())
      .filter(Boolean),
    skills: values.skills.map((skill) => skill.slug),
    response_days: Number(values.response_days),
    elite_only: values.elite_only,
  };
}

/** The form field a server error key (`salary.min`, `skills.2`, `title`) belongs to, or null. */
export function formFieldOf(key: string): JobFormField | null {
  const [head, next] = key.split('.');
  if (head === 'salary') {
    if (next === 'max') return 'salary_max';
    if (next === 'currency') return 'salary_currency';
    if (next === 'period') return 'salary_period';
    return 'salary_min';
  }
  const fields = Object.keys(emptyJobForm('UTC')) as JobFormField[];
  return fields.find((field) => field === head) ?? null;
}

/** A 422's errors per form field (the first message of each), and what belongs to no field. */
export function jobFormErrors(
  error: unknown,
): { fields: Partial<Record<JobFormField, string>>; other: string | null } | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  if (!parsed.success) return null;
  const fields: Partial<Record<JobFormField, string>> = {};
  let other: string | null = null;
  for (const [key, messages] of Object.entries(parsed.data.errors)) {
    const message = messages[0] ?? parsed.data.message;
    const field = formFieldOf(key);
    if (field) fields[field] ??= message;
    else other ??= message;
  }
  if (Object.keys(fields).length === 0) other ??= parsed.data.message;
  return { fields, other };
}
