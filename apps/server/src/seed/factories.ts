import { faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import type { EmploymentType, SalaryPeriod, Seniority, WorkMode } from '@talent/contract/jobs';
import {
  ONBOARDING_STEPS,
  type Availability,
  type JobSearchStatus,
  type LanguageLevel,
  type ProfileLinks,
} from '@talent/contract/profile';
import {
  findJob,
  insertJobs,
  skillsBySlug,
  type JobRecord,
  type NewJob,
  type SkillRef,
} from '../features/jobs/jobs.repository.ts';
import { syncSkills } from '../reference/reference.repository.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  buildCompany,
  buildJob,
  buildRecruiter,
  type CompanyInsert,
  type RecruiterInsert,
} from './job-generator.ts';
import { jobInvitations } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { companies, recruiters } from '../db/schema/jobs.schema.ts';
import {
  talentEducation,
  talentExperience,
  talentLanguages,
  talentProfiles,
  talentSkills,
} from '../db/schema/profile.schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  role?: 'talent' | 'operator' | 'recruiter';
  verified?: boolean;
  avatarUrl?: string | null;
  timezone?: string | null;
  sourceJobId?: string | null;
}

export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-Battery-9';

// Hashing at OWASP cost takes tens of ms; the factories reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Builds a user row; the seed and the tests both create people this way. Returns the row and its password. */
export async function createUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<UserRow & { plainPassword: string }> {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `${first} ${last}`,
      email: (
        overrides.email ?? faker.internet.email({ firstName: first, lastName: last, provider: 'talent.test' })
      ).toLowerCase(),
      password: await cachedHash(password),
      role: overrides.role ?? 'talent',
      emailVerifiedAt: overrides.verified === false ? null : faker.date.recent({ days: 30 }),
      avatarUrl: overrides.avatarUrl ?? null,
      timezone:
        overrides.timezone ??
        faker.helpers.arrayElement([
          'Europe/Berlin',
          'America/Sao_Paulo',
          'Africa/Lagos',
          'Asia/Manila',
          null,
        ]),
      sourceJobId: overrides.sourceJobId ?? null,
    })
    .returning();
  return { ...row!, plainPassword: password };
}

export const createTalent = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'talent' });
export const createOperator = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'operator' });
export const createRecruiterUser = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'recruiter' });

/* ---------- jobs ---------- */

export type CompanyRow = typeof companies.$inferSelect;

/** The skills taxonomy as id/slug/name/aliases, synced into the database on first use. */
export async function skillRefs(db: Db): Promise<Map<string, SkillRef>> {
  await syncSkills(db);
  return skillsBySlug(db);
}

export async function createCompany(db: Db, overrides: Partial<CompanyInsert> = {}): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(buildCompany(faker, overrides)).returning();
  return row!;
}

export async function createRecruiter(db: Db, companyId: string, overrides: Partial<RecruiterInsert> = {}) {
  const [row] = await db
    .insert(recruiters)
    .values(buildRecruiter(faker, companyId, overrides))
    .returning();
  return row!;
}

export interface JobOverrides extends Partial<Omit<NewJob, 'skills'>> {
  company?: CompanyRow;
  /** Skill slugs (required, no years) or full entries. */
  skills?: Array<string | { slug: string; required?: boolean; years?: number | null }>;
}

/** One job (with a new company and recruiter unless `company` is given); everything else realistic at random. */
export async function createJob(db: Db, overrides: JobOverrides = {}): Promise<JobRecord> {
  const { company: given, skills: wanted, ...fields } = overrides;
  const refs = await skillRefs(db);
  const company = given ?? (await createCompany(db));
  const recruiter = await createRecruiter(db, company.id);
  // Tests get an open, unexpiring job unless they ask otherwise; the bulk seed keeps its random mix.
  const values = buildJob(
    faker,
    { company, recruiterId: recruiter.id, skills: refs, now: new Date() },
    { status: 'open', expiresAt: null, ...fields },
  );
  if (wanted) {
    values.skills = wanted.map((w) => {
      const entry = typeof w === 'string' ? { slug: w } : w;
      const ref = refs.get(entry.slug);
      if (!ref) throw new Error(`unknown skill ${entry.slug}`);
      return { skillId: ref.id, required: entry.required ?? true, years: entry.years ?? null };
    });
  }
  const byId = new Map([...refs.values()].map((r) => [r.id, r]));
  const [id] = await insertJobs(db, [values], {
    skillsById: byId,
    companyNames: new Map([[company.id, company.name]]),
  });
  return (await findJob(db, id!))!;
}

export interface ProfileOverrides {
  country?: string | null;
  timezone?: string | null;
  seniority?: Seniority | null;
  salary?: { amount: number; currency: string; period: SalaryPeriod } | null;
  skills?: Array<string | { slug: string; years?: number; level?: string }>;
  /** The rest of the profile; absent fields keep the column defaults. */
  headline?: string;
  bio?: string;
  desiredRole?: string;
  city?: string;
  workAuthorization?: string[];
  links?: Partial<ProfileLinks>;
  availability?: Availability | null;
  noticePeriodWeeks?: number | null;
  jobSearchStatus?: JobSearchStatus | null;
  workModes?: WorkMode[];
  employmentTypes?: EmploymentType[];
  visibleToRecruiters?: boolean;
  /** Onboarding finished at this time (a new signup has none). */
  onboardedAt?: Date | null;
  experience?: Array<{
    company: string;
    title: string;
    startMonth: string;
    endMonth?: string | null;
    location?: string;
    description?: string;
  }>;
  education?: Array<{
    school: string;
    degree?: string;
    field?: string;
    startYear?: number | null;
    endYear?: number | null;
  }>;
  languages?: Array<{ code: string; level: LanguageLevel }>;
}

/** A talent profile: by default the minimal one search and matching read; overrides fill in the rest. */
export async function createTalentProfile(db: Db, userId: string, overrides: ProfileOverrides = {}) {
  const salary =
    overrides.salary === undefined
      ? { amount: 80_000, currency: 'USD', period: 'year' as const }
      : overrides.salary;
  const o = overrides;
  await db
    .insert(talentProfiles)
    .values({
      userId,
      country: o.country === undefined ? 'DE' : o.country,
      timezone: o.timezone === undefined ? 'Europe/Berlin' : o.timezone,
      seniority: o.seniority === undefined ? 'senior' : o.seniority,
      salaryAmount: salary?.amount ?? null,
      salaryCurrency: salary?.currency ?? null,
      salaryPeriod: salary?.period ?? null,
      ...(o.headline !== undefined ? { headline: o.headline } : {}),
      ...(o.bio !== undefined ? { bio: o.bio } : {}),
      ...(o.desiredRole !== undefined ? { desiredRole: o.desiredRole } : {}),
      ...(o.city !== undefined ? { city: o.city } : {}),
      ...(o.workAuthorization !== undefined ? { workAuthorization: o.workAuthorization } : {}),
      ...(o.links !== undefined ? { links: o.links } : {}),
      ...(o.availability !== undefined ? { availability: o.availability } : {}),
      ...(o.noticePeriodWeeks !== undefined ? { noticePeriodWeeks: o.noticePeriodWeeks } : {}),
      ...(o.jobSearchStatus !== undefined ? { jobSearchStatus: o.jobSearchStatus } : {}),
      ...(o.workModes !== undefined ? { workModes: o.workModes } : {}),
      ...(o.employmentTypes !== undefined ? { employmentTypes: o.employmentTypes } : {}),
      ...(o.visibleToRecruiters !== undefined ? { visibleToRecruiters: o.visibleToRecruiters } : {}),
      ...(o.onboardedAt
        ? {
            onboardingCompletedAt: o.onboardedAt,
            onboardingCompletedSteps: [...ONBOARDING_STEPS],
            onboardingStep: ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1]!,
          }
        : {}),
    })
    .onConflictDoNothing();
  if (o.skills?.length) {
    const refs = await skillRefs(db);
    await db
      .insert(talentSkills)
      .values(
        o.skills.map((s) => {
          const entry = typeof s === 'string' ? { slug: s } : s;
          const ref = refs.get(entry.slug);
          if (!ref) throw new Error(`unknown skill ${entry.slug}`);
          return { userId, skillId: ref.id, years: entry.years ?? null, level: entry.level ?? null };
        }),
      )
      .onConflictDoNothing();
  }
  if (o.experience?.length) {
    await db.insert(talentExperience).values(
      o.experience.map((e, position) => ({
        userId,
        position,
        company: e.company,
        title: e.title,
        startMonth: e.startMonth,
        endMonth: e.endMonth ?? null,
        location: e.location ?? '',
        description: e.description ?? '',
      })),
    );
  }
  if (o.education?.length) {
    await db.insert(talentEducation).values(
      o.education.map((e, position) => ({
        userId,
        position,
        school: e.school,
        degree: e.degree ?? '',
        field: e.field ?? '',
        startYear: e.startYear ?? null,
        endYear: e.endYear ?? null,
      })),
    );
  }
  if (o.languages?.length) {
    await db
      .insert(talentLanguages)
      .values(o.languages.map((l, position) => ({ userId, position, code: l.code, level: l.level })))
      .onConflictDoNothing();
  }
}

/* ---------- invitations ---------- */

export type InvitationRow = typeof jobInvitations.$inferSelect;

export interface InvitationOverrides extends Partial<Omit<typeof jobInvitations.$inferInsert, 'userId'>> {
  /** The job invited to; a new open job (with its recruiter) unless given. */
  job?: JobRecord;
}

/** A recruiter's invitation to `userId`, from the job's own recruiter, pending for 14 days unless told otherwise. */
export async function createInvitation(
  db: Db,
  userId: string,
  overrides: InvitationOverrides = {},
): Promise<InvitationRow> {
  const { job: given, ...fields } = overrides;
  const job = given ?? (await createJob(db));
  const createdAt = fields.createdAt ?? new Date();
  const [row] = await db
    .insert(jobInvitations)
    .values({
      userId,
      jobId: job.id,
      recruiterId: job.recruiterId,
      message: faker.helpers.arrayElement([
        `Your profile stood out for our ${job.title} role. Would you like to apply?`,
        `Hi! We think you would be a great fit for ${job.title}. The process takes about two weeks.`,
        `I came across your profile and would love to hear from you about ${job.title}.`,
      ]),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 14 * 86_400_000),
      ...fields,
    })
    .returning();
  return row!;
}
