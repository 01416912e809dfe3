import { z } from 'zod';
import { StoredFileSchema } from './applications.ts';
import { CertificateRefSchema } from './certificate-ref.ts';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  EmploymentTypeSchema,
  SalaryPeriodSchema,
  SenioritySchema,
  WorkModeSchema,
} from './jobs.ts';

/*
 * Profile (`/talent/api`, verified users):
 *   GET    /profile                         → ProfileResponseSchema (an empty profile when none was saved yet)
 *   PATCH  /profile                         ProfileUpdateSchema → ProfileResponseSchema
 *                                           Only the keys sent change; a list sent replaces the whole list.
 *                                           422 paths name the field: `experience.0.title`, `links.github`.
 *                                           `photo_file_id`, `resume_file_id`, `video_resume_file_id` must be the
 *                                           caller's own file of the matching kind (else 422); a replaced file is
 *                                           deleted unless an application still uses it.
 *   GET    /profile/resume-suggestions      → ResumeSuggestionsResponseSchema (for the current resume)
 *   POST   /profile/resume-suggestions      ExtractResumeSchema → ResumeSuggestionsResponseSchema
 *                                           Reads the text of the resume (PDF: pdfjs-dist, DOCX: mammoth) offline and
 *                                           lists skills, titles and years found; nothing in the profile changes.
 *   POST   /profile/resume-suggestions/decisions  DecideSuggestionsSchema → ProfileResponseSchema
 *                                           Applies the accepted ones, marks the rejected ones; others stay pending.
 *
 * Onboarding (`/talent/api`, verified users): the wizard writes into the profile, one step at a time.
 *   GET    /onboarding                      → OnboardingResponseSchema (`resume_draft`: what the resume gave the forms)
 *   PUT    /onboarding/steps/{step}         the step's schema (ONBOARDING_STEP_SCHEMAS) → OnboardingResponseSchema
 *                                           saves the step into the profile, marks it done, moves `current_step` on
 *   POST   /onboarding/steps/{step}/skip    → OnboardingResponseSchema (only `resume` and `experience` may be skipped)
 *   POST   /onboarding/complete             → OnboardingResponseSchema (422 `step` naming the first step not done)
 *
 * Time zones (`/talent/api`, verified users):
 *   GET    /profile/time-zone-suggestion    TimeZoneSuggestionQuerySchema → TimeZoneSuggestionResponseSchema
 *                                           the zone a country (and city) suggests, from shipped data
 */

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'professional', 'fluent', 'native'] as const;
export const JOB_SEARCH_STATUSES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;
export const AVAILABILITIES = [
  'immediately',
  'within_2_weeks',
  'within_1_month',
  'within_3_months',
  'not_available',
] as const;
export const SkillLevelSchema = z.enum(SKILL_LEVELS);
export const LanguageLevelSchema = z.enum(LANGUAGE_LEVELS);
export const JobSearchStatusSchema = z.enum(JOB_SEARCH_STATUSES);
export const AvailabilitySchema = z.enum(AVAILABILITIES);
export type SkillLevel = z.infer<typeof SkillLevelSchema>;
export type LanguageLevel = z.infer<typeof LanguageLevelSchema>;
export type JobSearchStatus = z.infer<typeof JobSearchStatusSchema>;
export type Availability = z.infer<typeof AvailabilitySchema>;

/** ISO 639-1 codes offered in the language picker (the server accepts only these). */
export const LANGUAGES = {
  ar: 'Arabic',
  bn: 'Bengali',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fa: 'Persian',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  ms: 'Malay',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  sw: 'Swahili',
  ta: 'Tamil',
  th: 'Thai',
  tl: 'Tagalog',
  tr: 'Turkish',
  uk: 'Ukrainian',
  ur: 'Urdu',
  vi: 'Vietnamese',
  yo: 'Yoruba',
  zh: 'Chinese',
} as const;
export type LanguageCode = keyof typeof LANGUAGES;
export const LanguageCodeSchema = z.enum(Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]], {
  error: 'Choose a language from the list.',
});

/** `YYYY-MM`, a month in a work history. */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM.')
  .refine((value) => value >= '1950-01' && value <= '2100-12', 'Choose a month between 1950 and 2100.');

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} may not be longer than ${max} characters.`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} is required.`);
/** An http(s) link, or null to clear it. */
const link = z
  .url({ protocol: /^https?$/, error: 'Enter a full link starting with https://' })
  .max(500)
  .nullable();

export const ProfileSkillInputSchema = z.object({
  /** A skill from `GET /shared/api/skills`. */
  slug: z.string().trim().min(1).max(64),
  level: SkillLevelSchema.nullable().default(null),
  years: z.number().int().min(0).max(50).nullable().default(null),
});
export const ProfileSkillSchema = z.object({
  slug: z.string(),
  name: z.string(),
  level: SkillLevelSchema.nullable(),
  years: z.number().nullable(),
});
export type ProfileSkill = z.infer<typeof ProfileSkillSchema>;

export const ExperienceInputSchema = z
  .object({
    company: required(120, 'The company'),
    title: required(120, 'The title'),
    start_month: MonthSchema,
    /** null: the candidate still works there. */
    end_month: MonthSchema.nullable().default(null),
    location: text(120, 'The location').default(''),
    description: text(2000, 'The description').default(''),
  })
  .refine((e) => e.end_month === null || e.end_month >= e.start_month, {
    path: ['end_month'],
    message: 'The end month must not be before the start month.',
  });
export const ExperienceSchema = z.object({
  id: z.string(),
  company: z.string(),
  title: z.string(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  location: z.string(),
  description: z.string(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const EducationInputSchema = z
  .object({
    school: required(160, 'The school'),
    degree: text(120, 'The degree').default(''),
    field: text(120, 'The field of study').default(''),
    start_year: z.number().int().min(1950).max(2100).nullable().default(null),
    end_year: z.number().int().min(1950).max(2100).nullable().default(null),
  })
  .refine((e) => e.start_year === null || e.end_year === null || e.end_year >= e.start_year, {
    path: ['end_year'],
    message: 'The end year must not be before the start year.',
  });
export const EducationSchema = z.object({
  id: z.string(),
  school: z.string(),
  degree: z.string(),
  field: z.string(),
  start_year: z.number().nullable(),
  end_year: z.number().nullable(),
});
export type Education = z.infer<typeof EducationSchema>;

export const ProfileLanguageSchema = z.object({ code: LanguageCodeSchema, level: LanguageLevelSchema });
export type ProfileLanguage = z.infer<typeof ProfileLanguageSchema>;

export const ProfileLinksSchema = z.object({ github: link, linkedin: link, portfolio: link });
export type ProfileLinks = z.infer<typeof ProfileLinksSchema>;

export const ProfileSalarySchema = z.object({
  amount: z.number().int().min(1, 'Enter an amount above 0.').max(100_000_000),
  currency: CurrencyCodeSchema,
  period: SalaryPeriodSchema,
});

export const IDENTITY_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES);
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>;

/** One thing the completeness meter counts; `weight`s of all items add up to 100. */
export const COMPLETENESS_ITEMS = [
  'photo',
  'headline',
  'location',
  'skills',
  'experience',
  'resume',
  'salary',
  'work_authorization',
  'preferences',
  'languages',
  'video_resume',
  'identity',
] as const;
export const CompletenessItemSchema = z.object({
  key: z.enum(COMPLETENESS_ITEMS),
  label: z.string(),
  done: z.boolean(),
  weight: z.number(),
  /** What finishing it gives the candidate ("Match scores on every job"). */
  unlocks: z.string(),
  /** Where in the app to do it (`/profile#skills`, `/identity-verification`). */
  href: z.string(),
});
export const CompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  items: z.array(CompletenessItemSchema),
  /** The most valuable item not done yet; null when complete. */
  next: CompletenessItemSchema.nullable(),
});
export type Completeness = z.infer<typeof CompletenessSchema>;

export const ProfileSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  photo: StoredFileSchema.nullable(),
  headline: z.string(),
  bio: z.string(),
  /** The role the candidate is after ("Backend engineer"), from onboarding. */
  desired_role: z.string(),
  seniority: SenioritySchema.nullable(),
  country: z.string().nullable(),
  city: z.string(),
  /** IANA zone; also the account's time zone (one value, two places to edit it). */
  timezone: z.string().nullable(),
  /** Countries the candidate may work for without sponsorship. */
  work_authorization: z.array(z.string()),
  skills: z.array(ProfileSkillSchema),
  experience: z.array(ExperienceSchema),
  education: z.array(EducationSchema),
  languages: z.array(ProfileLanguageSchema),
  links: ProfileLinksSchema,
  salary: ProfileSalarySchema.nullable(),
  availability: AvailabilitySchema.nullable(),
  notice_period_weeks: z.number().nullable(),
  job_search_status: JobSearchStatusSchema.nullable(),
  work_modes: z.array(WorkModeSchema),
  employment_types: z.array(EmploymentTypeSchema),
  /** Privacy: recruiters can find and see the profile. */
  visible_to_recruiters: z.boolean(),
  resume: StoredFileSchema.nullable(),
  video_resume: StoredFileSchema.nullable(),
  identity_status: IdentityStatusSchema,
  /** The badge recruiters see (identity_status = verified). */
  verified: z.boolean(),
  /** An elite member since (accepted into the elite programme; see elite.ts), with the track; null otherwise. */
  elite: z.object({ since: z.string(), track: z.string() }).nullable(),
  /**
   * Course certificates that are valid (courses.ts); recruiters see them on the applicant's page too. Always sent
   * (optional only so fixtures written before courses still type-check).
   */
  certificates: z.array(CertificateRefSchema).optional(),
  completeness: CompletenessSchema,
  updated_at: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ data: ProfileSchema });

export const PROFILE_LIMITS = {
  skills: 50,
  experience: 30,
  education: 20,
  languages: 20,
  countries: 60,
} as const;

export const ProfileUpdateSchema = z
  .object({
    name: required(255, 'The name'),
    photo_file_id: z.string().uuid().nullable(),
    headline: text(120, 'The headline'),
    bio: text(2000, 'The bio'),
    desired_role: text(120, 'The role'),
    seniority: SenioritySchema.nullable(),
    country: CountryCodeSchema.nullable(),
    city: text(100, 'The city'),
    /** An IANA zone (`Europe/Berlin`); the server refuses unknown zones. */
    timezone: z.string().max(64).nullable(),
    work_authorization: z
      .array(CountryCodeSchema)
      .max(PROFILE_LIMITS.countries, `Choose at most ${PROFILE_LIMITS.countries} countries.`),
    skills: z
      .array(ProfileSkillInputSchema)
      .max(PROFILE_LIMITS.skills, `Add at most ${PROFILE_LIMITS.skills} skills.`),
    experience: z
      .array(ExperienceInputSchema)
      .max(PROFILE_LIMITS.experience, `Add at most ${PROFILE_LIMITS.experience} positions.`),
    education: z
      .array(EducationInputSchema)
      .max(PROFILE_LIMITS.education, `Add at most ${PROFILE_LIMITS.education} entries.`),
    languages: z
      .array(ProfileLanguageSchema)
      .max(PROFILE_LIMITS.languages, `Add at most ${PROFILE_LIMITS.languages} languages.`),
    links: ProfileLinksSchema.partial(),
    salary: ProfileSalarySchema.nullable(),
    availability: AvailabilitySchema.nullable(),
    notice_period_weeks: z.number().int().min(0).max(52).nullable(),
    job_search_status: JobSearchStatusSchema.nullable(),
    work_modes: z.array(WorkModeSchema).max(3),
    employment_types: z.array(EmploymentTypeSchema).max(4),
    visible_to_recruiters: z.boolean(),
    resume_file_id: z.string().uuid().nullable(),
    video_resume_file_id: z.string().uuid().nullable(),
  })
  .partial();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/* ---------- resume suggestions ---------- */

export const SUGGESTION_KINDS = ['skill', 'title', 'years'] as const;
export const ResumeSuggestionSchema = z.object({
  id: z.string(),
  /** skill: add a skill (value = its slug); title: use as desired role / headline; years: total years of work. */
  kind: z.enum(SUGGESTION_KINDS),
  /** What the candidate reads: "TypeScript", "Senior Backend Engineer", "8 years of experience". */
  label: z.string(),
  value: z.string(),
  /** skill: years with it when the resume says; years: the number. */
  years: z.number().nullable(),
  /** The words in the resume that gave the suggestion. */
  evidence: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'rejected']),
});
export type ResumeSuggestion = z.infer<typeof ResumeSuggestionSchema>;
export const ResumeSuggestionsSchema = z.object({
  file_id: z.string().nullable(),
  /** none: no resume or never read; failed: the text could not be read (a scan without text, say). */
  status: z.enum(['none', 'ready', 'failed']),
  /** Why reading failed, in words for the candidate. */
  message: z.string().nullable(),
  suggestions: z.array(ResumeSuggestionSchema),
});
export const ResumeSuggestionsResponseSchema = z.object({ data: ResumeSuggestionsSchema });
export const ExtractResumeSchema = z.object({ file_id: z.string().uuid() });
export const DecideSuggestionsSchema = z.object({
  accept: z.array(z.string().max(64)).max(200).default([]),
  reject: z.array(z.string().max(64)).max(200).default([]),
});

/* ---------- onboarding ---------- */

export const ONBOARDING_STEPS = ['role', 'skills', 'experience', 'preferences', 'resume'] as const;
export const OnboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof OnboardingStepSchema>;
export const SKIPPABLE_ONBOARDING_STEPS: readonly OnboardingStep[] = ['experience', 'resume'];

export const ONBOARDING_STEP_SCHEMAS = {
  role: z.object({
    desired_role: required(120, 'The role'),
    seniority: SenioritySchema,
    headline: text(120, 'The headline').optional(),
  }),
  skills: z.object({
    skills: z
      .array(ProfileSkillInputSchema)
      .min(1, 'Add at least one skill.')
      .max(PROFILE_LIMITS.skills, `Add at most ${PROFILE_LIMITS.skills} skills.`),
  }),
  experience: z.object({
    experience: z.array(ExperienceInputSchema).max(PROFILE_LIMITS.experience),
    /** Sent with the positions when the step shows studies too (a resume found some); else left as saved. */
    education: z.array(EducationInputSchema).max(PROFILE_LIMITS.education).optional(),
  }),
  preferences: z.object({
    work_modes: z.array(WorkModeSchema).min(1, 'Choose at least one way of working.').max(3),
    employment_types: z.array(EmploymentTypeSchema).min(1, 'Choose at least one type of work.').max(4),
    country: CountryCodeSchema,
    city: text(100, 'The city').optional(),
    timezone: z.string().min(1, 'Choose your time zone.').max(64),
    work_authorization: z.array(CountryCodeSchema).max(PROFILE_LIMITS.countries).default([]),
    salary: ProfileSalarySchema.nullable().default(null),
    availability: AvailabilitySchema,
    notice_period_weeks: z.number().int().min(0).max(52).nullable().default(null),
    job_search_status: JobSearchStatusSchema.optional(),
  }),
  resume: z.object({ resume_file_id: z.string().uuid() }),
} as const satisfies Record<OnboardingStep, z.ZodType>;

/* What a resume gave that the forms open with (the candidate edits and saves it; nothing is applied by itself). */
export const ResumeDraftExperienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  location: z.string(),
  description: z.string(),
});
export type ResumeDraftExperience = z.infer<typeof ResumeDraftExperienceSchema>;
export const ResumeDraftEducationSchema = z.object({
  school: z.string(),
  degree: z.string(),
  field: z.string(),
  start_year: z.number().nullable(),
  end_year: z.number().nullable(),
});
export type ResumeDraftEducation = z.infer<typeof ResumeDraftEducationSchema>;
export const ResumeDraftLocationSchema = z.object({
  country: z.string(),
  city: z.string(),
  /** Suggested from the city (else the country). */
  timezone: z.string().nullable(),
});
export type ResumeDraftLocation = z.infer<typeof ResumeDraftLocationSchema>;
export const ResumeDraftSchema = z.object({
  /** The resume these came from (the profile's current one). */
  file_id: z.string(),
  experience: z.array(ResumeDraftExperienceSchema),
  education: z.array(ResumeDraftEducationSchema),
  location: ResumeDraftLocationSchema.nullable(),
});
export type ResumeDraft = z.infer<typeof ResumeDraftSchema>;

export const OnboardingSchema = z.object({
  current_step: OnboardingStepSchema,
  completed_steps: z.array(OnboardingStepSchema),
  skipped_steps: z.array(OnboardingStepSchema),
  completed_at: z.string().nullable(),
  /** The profile as saved so far, so each step shows what was entered. */
  profile: ProfileSchema,
  /** What reading the current resume found for the forms; null when it was not read. Kept on the server. */
  resume_draft: ResumeDraftSchema.nullable(),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;
export const OnboardingResponseSchema = z.object({ data: OnboardingSchema });

/* ---------- time zone suggestion ---------- */

export const TimeZoneSuggestionQuerySchema = z.object({
  country: CountryCodeSchema,
  city: z.string().trim().max(100).optional(),
  /** The zone chosen now: kept when it lies in the country. */
  current: z.string().max(64).optional(),
});
export const TimeZoneSuggestionSchema = z.object({
  /** null when nothing is known about the place. */
  timezone: z.string().nullable(),
  /** Every zone of the country, for a shorter list to choose from. */
  zones: z.array(z.string()),
});
export type TimeZoneSuggestion = z.infer<typeof TimeZoneSuggestionSchema>;
export const TimeZoneSuggestionResponseSchema = z.object({ data: TimeZoneSuggestionSchema });
