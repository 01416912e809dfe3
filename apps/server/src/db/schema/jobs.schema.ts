import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORK_MODES } from '@talent/contract/jobs';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const workMode = pgEnum('work_mode', WORK_MODES);
export const employmentType = pgEnum('employment_type', EMPLOYMENT_TYPES);
export const seniority = pgEnum('seniority', SENIORITIES);
export const salaryPeriod = pgEnum('salary_period', SALARY_PERIODS);
export const jobStatus = pgEnum('job_status', ['open', 'closed']);

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 200 }).notNull(),
  logoUrl: text('logo_url'),
  size: varchar('size', { length: 32 }).notNull(),
  industry: varchar('industry', { length: 100 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  about: text('about').notNull().default(''),
  website: text('website'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const recruiters = pgTable(
  'recruiters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    avatarUrl: text('avatar_url'),
    medianResponseHours: integer('median_response_hours'),
    // The account this recruiter signs in with (chat, and the recruiter console); null for a listing-only one.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // A seeded demo recruiter answers automatically, and the UI says so.
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('recruiters_company_id_idx').on(t.companyId),
    uniqueIndex('recruiters_user_id_unique').on(t.userId),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('skills_slug_unique').on(t.slug),
    index('skills_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * One row per posting. Search-only copies (company_name, skill_slugs, skills_text, salary_usd) are written with
 * the job so a search reads one narrow table and its indexes, never a join per candidate row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    seniority: seniority('seniority').notNull(),
    employmentType: employmentType('employment_type').notNull(),
    workMode: workMode('work_mode').notNull(),
    officeCountry: varchar('office_country', { length: 2 }),
    officeCity: varchar('office_city', { length: 100 }),
    // Where the job is: the office country, else the company's (remote jobs). The map and `located_in` read it.
    country: varchar('country', { length: 2 }),
    // Eligibility: a remote hire may live anywhere, or in these countries (regions are the labels they came from).
    // On-site and hybrid jobs list the office country here, so one array answers "can I take it from X".
    eligibleAnywhere: boolean('eligible_anywhere').notNull().default(false),
    eligibleCountries: text('eligible_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibleRegions: text('eligible_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    minOverlapHours: smallint('min_overlap_hours').notNull().default(0),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    salaryCurrency: varchar('salary_currency', { length: 3 }),
    salaryPeriod: salaryPeriod('salary_period'),
    // Top of the range as annual USD at the reference rates; 0 without a salary. Filter and sort key.
    salaryUsd: bigint('salary_usd', { mode: 'number' }).notNull().default(0),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    screenerQuestions: jsonb('screener_questions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    responseDays: smallint('response_days').notNull().default(7),
    // Only elite members may apply (elite.ts).
    eliteOnly: boolean('elite_only').notNull().default(false),
    status: jobStatus('status').notNull().default('open'),
    postedAt: instant('posted_at').notNull().defaultNow(),
    expiresAt: instant('expires_at'),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    skillSlugs: text('skill_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillsText: text('skills_text').notNull().default(''),
    titleTsv: tsvector('title_tsv')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${jobs.title})`),
    keywordsTsv: tsvector('keywords_tsv')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('english'::regconfig, ${jobs.companyName} || ' ' || ${jobs.skillsText})`,
      ),
    // The three vectors are stored with STORAGE MAIN (migration 0006; drizzle cannot say it): kept in the row, not
    // out of line in TOAST, so testing `search @@ query` on a candidate row needs no TOAST index lookup and reads
    // (the description, which nothing in a search reads, goes out of line instead).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${jobs.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${jobs.companyName} || ' ' || ${jobs.skillsText}), 'B') || setweight(to_tsvector('english'::regconfig, ${jobs.description}), 'C')`,
      ),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_title_tsv_idx').using('gin', t.titleTsv),
    // The company-and-skills relevance tier, when it is sparse under the filters, reads its matches here.
    index('jobs_keywords_tsv_idx').using('gin', t.keywordsTsv),
    // The "exact title" relevance tier: with it the planner knows an exact title is rare and looks it up.
    index('jobs_title_lower_idx').on(sql`lower(${t.title})`),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('jobs_keywords_trgm_idx').using(
      'gin',
      sql`(${t.companyName} || ' ' || ${t.skillsText}) gin_trgm_ops`,
    ),
    index('jobs_skill_slugs_idx').using('gin', t.skillSlugs),
    index('jobs_eligible_countries_idx').using('gin', t.eligibleCountries),
    // Keyset orders of the three sorts, open jobs only (closed ones never appear in a search).
    index('jobs_open_posted_idx')
      .on(t.postedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_salary_idx')
      .on(t.salaryUsd.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('jobs_company_id_idx').on(t.companyId),
    index('jobs_recruiter_id_idx').on(t.recruiterId),
    index('jobs_filters_idx').on(t.workMode, t.employmentType, t.seniority),
    index('jobs_open_country_idx')
      .on(t.country)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    required: boolean('required').notNull().default(true),
    years: smallint('years'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] }), index('job_skills_skill_id_idx').on(t.skillId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc(), t.jobId.desc()),
    index('saved_jobs_job_id_idx').on(t.jobId),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    query: jsonb('query').notNull(),
    alert: boolean('alert').notNull().default(true),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Every word of job titles, company names and skill names and aliases: the vocabulary a misspelt search word is
 * corrected against (trigram similarity over a few thousand words, not over every job).
 */
export const searchWords = pgTable(
  'search_words',
  { word: varchar('word', { length: 64 }).primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
