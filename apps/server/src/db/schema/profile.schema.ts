import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  IDENTITY_STATUSES,
  JOB_SEARCH_STATUSES,
  LANGUAGE_LEVELS,
  ONBOARDING_STEPS,
  SUGGESTION_KINDS,
  type ProfileLinks,
  type ResumeDraftEducation,
  type ResumeDraftExperience,
  type ResumeDraftLocation,
} from '@talent/contract/profile';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { employmentType, salaryPeriod, seniority, skills, workMode } from './jobs.schema.ts';
import { instant } from './columns.ts';

export const availability = pgEnum('availability', AVAILABILITIES);
export const jobSearchStatus = pgEnum('job_search_status', JOB_SEARCH_STATUSES);
export const languageLevel = pgEnum('language_level', LANGUAGE_LEVELS);
export const onboardingStep = pgEnum('onboarding_step', ONBOARDING_STEPS);
export const identityStatus = pgEnum('identity_status', IDENTITY_STATUSES);
export const suggestionKind = pgEnum('suggestion_kind', SUGGESTION_KINDS);
export const suggestionStatus = pgEnum('suggestion_status', ['pending', 'accepted', 'rejected']);

/**
 * One row per candidate who saved anything; search and matching read country, zone, seniority and salary. A file
 * column is set null when its file goes (the file row is the truth about what is stored).
 */
export const talentProfiles = pgTable('talent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: varchar('headline', { length: 120 }).notNull().default(''),
  bio: text('bio').notNull().default(''),
  desiredRole: varchar('desired_role', { length: 120 }).notNull().default(''),
  country: varchar('country', { length: 2 }),
  city: varchar('city', { length: 100 }).notNull().default(''),
  timezone: varchar('timezone', { length: 64 }),
  workAuthorization: varchar('work_authorization', { length: 2 })
    .array()
    .notNull()
    .default(sql`'{}'`),
  seniority: seniority('seniority'),
  salaryAmount: integer('salary_amount'),
  salaryCurrency: varchar('salary_currency', { length: 3 }),
  salaryPeriod: salaryPeriod('salary_period'),
  links: jsonb('links').$type<Partial<ProfileLinks>>().notNull().default({}),
  availability: availability('availability'),
  noticePeriodWeeks: smallint('notice_period_weeks'),
  jobSearchStatus: jobSearchStatus('job_search_status'),
  workModes: workMode('work_modes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  employmentTypes: employmentType('employment_types')
    .array()
    .notNull()
    .default(sql`'{}'`),
  visibleToRecruiters: boolean('visible_to_recruiters').notNull().default(true),
  photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  videoResumeFileId: uuid('video_resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  // Onboarding progress: the step to show next, and what is behind the candidate.
  onboardingStep: onboardingStep('onboarding_step'),
  onboardingCompletedSteps: onboardingStep('onboarding_completed_steps')
    .array()
    .notNull()
    .default(sql`'{}'`),
  onboardingSkippedSteps: onboardingStep('onboarding_skipped_steps')
    .array()
    .notNull()
    .default(sql`'{}'`),
  onboardingCompletedAt: instant('onboarding_completed_at'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const talentSkills = pgTable(
  'talent_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    years: smallint('years'),
    level: varchar('level', { length: 32 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

export const talentExperience = pgTable(
  'talent_experience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The order the candidate put them in.
    position: smallint('position').notNull(),
    company: varchar('company', { length: 120 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    startMonth: varchar('start_month', { length: 7 }).notNull(),
    endMonth: varchar('end_month', { length: 7 }),
    location: varchar('location', { length: 120 }).notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [index('talent_experience_user_idx').on(t.userId, t.position)],
);

export const talentEducation = pgTable(
  'talent_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    school: varchar('school', { length: 160 }).notNull(),
    degree: varchar('degree', { length: 120 }).notNull().default(''),
    field: varchar('field', { length: 120 }).notNull().default(''),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
  },
  (t) => [index('talent_education_user_idx').on(t.userId, t.position)],
);

export const talentLanguages = pgTable(
  'talent_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 3 }).notNull(),
    level: languageLevel('level').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** What reading a resume found; nothing reaches the profile until the candidate accepts it. */
export const resumeSuggestions = pgTable(
  'resume_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: suggestionKind('kind').notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    value: varchar('value', { length: 200 }).notNull(),
    years: smallint('years'),
    evidence: text('evidence'),
    status: suggestionStatus('status').notNull().default('pending'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('resume_suggestions_user_file_idx').on(t.userId, t.fileId)],
);

/** The outcome of reading a resume (one row per file), so a failure is remembered and shown. */
export const resumeExtractions = pgTable('resume_extractions', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).$type<'ready' | 'failed'>().notNull(),
  message: text('message'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * What reading the current resume found that is not a yes/no suggestion: positions, studies and the place, kept
 * per candidate (with the file they came from) so the wizard's forms open prefilled after a reload.
 */
export const resumeDrafts = pgTable('resume_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  experience: jsonb('experience').$type<ResumeDraftExperience[]>().notNull().default([]),
  education: jsonb('education').$type<ResumeDraftEducation[]>().notNull().default([]),
  location: jsonb('location').$type<ResumeDraftLocation | null>(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
