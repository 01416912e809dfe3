import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { skills } from '../../db/schema/jobs.schema.ts';
import {
  talentEducation,
  talentExperience,
  talentLanguages,
  talentProfiles,
  talentSkills,
} from '../../db/schema/profile.schema.ts';
import type { FileRow } from '../files/files.repository.ts';

export type ProfileRow = typeof talentProfiles.$inferSelect;
export type ProfileColumns = Partial<Omit<typeof talentProfiles.$inferInsert, 'userId'>>;
export type UserRow = typeof users.$inferSelect;
export type ExperienceRow = typeof talentExperience.$inferSelect;
export type EducationRow = typeof talentEducation.$inferSelect;
export interface SkillEntry {
  skillId: string;
  slug: string;
  name: string;
  years: number | null;
  level: string | null;
}
export interface LanguageEntry {
  code: string;
  level: (typeof talentLanguages.$inferSelect)['level'];
}

/** Everything the profile screen shows, read in a handful of small queries (one user's rows each). */
export interface ProfileRecord {
  user: UserRow;
  profile: ProfileRow | undefined;
  skills: SkillEntry[];
  experience: ExperienceRow[];
  education: EducationRow[];
  languages: LanguageEntry[];
  files: Map<string, FileRow>;
  identityStatus: (typeof identityVerifications.$inferSelect)['status'] | null;
}

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findProfileRow(db: Db, userId: string, lock = false): Promise<ProfileRow | undefined> {
  const query = db.select().from(talentProfiles).where(eq(talentProfiles.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function loadProfile(db: Db, userId: string): Promise<ProfileRecord | undefined> {
  const user = await findUser(db, userId);
  if (!user) return undefined;
  const [profile, skillRows, experience, education, languages, identity] = await Promise.all([
    findProfileRow(db, userId),
    db
      .select({
        skillId: skills.id,
        slug: skills.slug,
        name: skills.name,
        years: talentSkills.years,
        level: talentSkills.level,
      })
      .from(talentSkills)
      .innerJoin(skills, eq(skills.id, talentSkills.skillId))
      .where(eq(talentSkills.userId, userId))
      .orderBy(asc(skills.name)),
    db
      .select()
      .from(talentExperience)
      .where(eq(talentExperience.userId, userId))
      .orderBy(asc(talentExperience.position)),
    db
      .select()
      .from(talentEducation)
      .where(eq(talentEducation.userId, userId))
      .orderBy(asc(talentEducation.position)),
    db
      .select({ code: talentLanguages.code, level: talentLanguages.level })
      .from(talentLanguages)
      .where(eq(talentLanguages.userId, userId))
      .orderBy(asc(talentLanguages.position)),
    latestIdentityStatus(db, userId),
  ]);
  const fileIds = [profile?.photoFileId, profile?.resumeFileId, profile?.videoResumeFileId].filter(
    (id): id is string => !!id,
  );
  const fileRows = fileIds.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.id, fileIds), eq(files.ownerId, userId)))
    : [];
  return {
    user,
    profile,
    skills: skillRows,
    experience,
    education,
    languages,
    files: new Map(fileRows.map((f) => [f.id, f])),
    identityStatus: identity,
  };
}

/** The latest identity check decides the status; none means not started. */
export async function latestIdentityStatus(db: Db, userId: string) {
  const [row] = await db
    .select({ status: identityVerifications.status })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.submittedAt))
    .limit(1);
  return row?.status ?? null;
}

/** Creates the row when missing, then writes the given columns (and the update time). */
export async function upsertProfile(db: Db, userId: string, columns: ProfileColumns): Promise<void> {
  await db
    .insert(talentProfiles)
    .values({ userId, ...columns, updatedAt: new Date() })
    .onConflictDoUpdate({ target: talentProfiles.userId, set: { ...columns, updatedAt: new Date() } });
}

export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<Pick<UserRow, 'name' | 'timezone' | 'avatarUrl'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Skills by slug (lower-cased), for validating what a candidate picked. */
export async function skillsBySlugs(
  db: Db,
  slugs: string[],
): Promise<Map<string, { id: string; slug: string; name: string }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: skills.id, slug: skills.slug, name: skills.name })
    .from(skills)
    .where(inArray(skills.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r]));
}

export async function replaceSkills(
  db: Db,
  userId: string,
  entries: Array<{ skillId: string; years: number | null; level: string | null }>,
): Promise<void> {
  await db.delete(talentSkills).where(eq(talentSkills.userId, userId));
  if (entries.length) await db.insert(talentSkills).values(entries.map((e) => ({ userId, ...e })));
}

/** Adds or updates single skills (resume suggestions), leaving the others alone. */
export async function upsertSkills(
  db: Db,
  userId: string,
  entries: Array<{ skillId: string; years: number | null }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(talentSkills)
    .values(entries.map((e) => ({ userId, skillId: e.skillId, years: e.years })))
    .onConflictDoUpdate({
      target: [talentSkills.userId, talentSkills.skillId],
      // Keep years the candidate typed; fill them only where they were blank.
      set: { years: sql`coalesce(${talentSkills.years}, excluded.years)` },
    });
}

export async function replaceExperience(
  db: Db,
  userId: string,
  entries: Array<Omit<typeof talentExperience.$inferInsert, 'userId' | 'position' | 'id'>>,
): Promise<void> {
  await db.delete(talentExperience).where(eq(talentExperience.userId, userId));
  if (entries.length) {
    await db.insert(talentExperience).values(entries.map((e, position) => ({ ...e, userId, position })));
  }
}

export async function replaceEducation(
  db: Db,
  userId: string,
  entries: Array<Omit<typeof talentEducation.$inferInsert, 'userId' | 'position' | 'id'>>,
): Promise<void> {
  await db.delete(talentEducation).where(eq(talentEducation.userId, userId));
  if (entries.length) {
    await db.insert(talentEducation).values(entries.map((e, position) => ({ ...e, userId, position })));
  }
}

export async function replaceLanguages(db: Db, userId: string, entries: LanguageEntry[]): Promise<void> {
  await db.delete(talentLanguages).where(eq(talentLanguages.userId, userId));
  if (entries.length) {
    await db.insert(talentLanguages).values(entries.map((e, position) => ({ ...e, userId, position })));
  }
}

/** The caller's own files among `ids` (someone else's id finds nothing), kept from deletion until the commit. */
export async function lockOwnFiles(db: Db, userId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, userId)))
    .for('share');
}
