import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DrawCandidate } from './forms.ts';
import {
  assessmentAnswers,
  assessmentAttempts,
  assessmentItems,
  proctoringEntries,
  skillStandings,
  skillTests,
} from '../../db/schema/assessments.schema.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs, jobSkills, skills } from '../../db/schema/jobs.schema.ts';
import { talentSkills } from '../../db/schema/profile.schema.ts';

export type TestRow = typeof skillTests.$inferSelect & { skillSlug: string; skillName: string };
export type ItemRow = typeof assessmentItems.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;
export type ProctoringEntryRow = typeof proctoringEntries.$inferSelect;
export type NewAttempt = typeof assessmentAttempts.$inferInsert;

const testColumns = {
  id: skillTests.id,
  slug: skillTests.slug,
  skillId: skillTests.skillId,
  title: skillTests.title,
  category: skillTests.category,
  summary: skillTests.summary,
  description: skillTests.description,
  timeLimitMinutes: skillTests.timeLimitMinutes,
  topics: skillTests.topics,
  blueprint: skillTests.blueprint,
  contentHash: skillTests.contentHash,
  retiredAt: skillTests.retiredAt,
  updatedAt: skillTests.updatedAt,
  skillSlug: skills.slug,
  skillName: skills.name,
};

/* ---------------------------------------------------------------- tests and items */

export async function liveTests(
  db: Db,
  filter: { q?: string | undefined; category?: string | undefined } = {},
) {
  const like = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select(testColumns)
    .from(skillTests)
    .innerJoin(skills, eq(skills.id, skillTests.skillId))
    .where(
      and(
        isNull(skillTests.retiredAt),
        filter.category ? eq(skillTests.category, filter.category) : undefined,
        like
          ? or(
              sql`lower(${skillTests.title}) LIKE ${like}`,
              sql`lower(${skillTests.summary}) LIKE ${like}`,
              sql`lower(${skills.name}) LIKE ${like}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(skillTests.title));
}

export async function categoryCounts(db: Db) {
  return db
    .select({ category: skillTests.category, n: count() })
    .from(skillTests)
    .where(isNull(skillTests.retiredAt))
    .groupBy(skillTests.category);
}

/** A published test by slug (retired ones too when `includeRetired`, for results of old attempts). */
export async function testBySlug(db: Db, slug: string): Promise<TestRow | null> {
  const [row] = await db
    .select(testColumns)
    .from(skillTests)
    .innerJoin(skills, eq(skills.id, skillTests.skillId))
    .where(and(eq(skillTests.slug, slug), isNull(skillTests.retiredAt)))
    .limit(1);
  return row ?? null;
}

export async function testsByIds(db: Db, ids: readonly string[]): Promise<TestRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(testColumns)
    .from(skillTests)
    .innerJoin(skills, eq(skills.id, skillTests.skillId))
    .where(inArray(skillTests.id, [...ids]));
}

/** The graded-form items of tests (not practice, not retired): kinds and languages for the cards. */
export async function liveItemKinds(db: Db, testIds: readonly string[]) {
  if (testIds.length === 0) return [];
  return db
    .select({
      testId: assessmentItems.testId,
      type: assessmentItems.type,
      languages: sql<string[] | null>`${assessmentItems.content}->'languages'`,
    })
    .from(assessmentItems)
    .where(
      and(
        inArray(assessmentItems.testId, [...testIds]),
        isNull(assessmentItems.retiredAt),
        eq(assessmentItems.practice, false),
      ),
    );
}

export async function practiceItems(db: Db, testId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(assessmentItems)
    .where(
      and(
        eq(assessmentItems.testId, testId),
        eq(assessmentItems.practice, true),
        isNull(assessmentItems.retiredAt),
      ),
    )
    .orderBy(asc(assessmentItems.difficulty), asc(assessmentItems.key));
}

export async function practiceCounts(db: Db, testIds: readonly string[]) {
  if (testIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ testId: assessmentItems.testId, n: count() })
    .from(assessmentItems)
    .where(
      and(
        inArray(assessmentItems.testId, [...testIds]),
        eq(assessmentItems.practice, true),
        isNull(assessmentItems.retiredAt),
      ),
    )
    .groupBy(assessmentItems.testId);
  return new Map(rows.map((r) => [r.testId, r.n]));
}

/** The items a graded form may draw from (typed by the bank's kinds, which the sync wrote). */
export async function drawCandidates(db: Db, testId: string): Promise<DrawCandidate[]> {
  const rows = await db
    .select({
      id: assessmentItems.id,
      type: assessmentItems.type,
      exposureCount: assessmentItems.exposureCount,
    })
    .from(assessmentItems)
    .where(
      and(
        eq(assessmentItems.testId, testId),
        eq(assessmentItems.practice, false),
        isNull(assessmentItems.retiredAt),
      ),
    );
  return rows.map((r) => ({ ...r, type: r.type as DrawCandidate['type'] }));
}

/** One more exposure for each drawn item; an item reaching the cap is retired. */
export async function recordExposure(db: Db, itemIds: readonly string[], cap: number, now: Date) {
  if (itemIds.length === 0) return;
  await db
    .update(assessmentItems)
    .set({
      exposureCount: sql`${assessmentItems.exposureCount} + 1`,
      retiredAt: sql`CASE WHEN ${assessmentItems.exposureCount} + 1 >= ${cap} THEN ${now.toISOString()}::timestamptz ELSE ${assessmentItems.retiredAt} END`,
      retiredReason: sql`CASE WHEN ${assessmentItems.exposureCount} + 1 >= ${cap} THEN 'exposure' ELSE ${assessmentItems.retiredReason} END`,
    })
    .where(inArray(assessmentItems.id, [...itemIds]));
}

export async function itemsByIds(db: Db, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(assessmentItems)
    .where(inArray(assessmentItems.id, [...ids]));
}

/* ---------------------------------------------------------------- attempts */

export async function insertAttempt(db: Db, values: NewAttempt): Promise<AttemptRow | null> {
  const [row] = await db.insert(assessmentAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The attempt, only when it is this candidate's. */
export async function attemptOf(db: Db, id: string, userId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, id), eq(assessmentAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function attemptById(db: Db, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).limit(1);
  return row ?? null;
}

/** A candidate's attempts, newest first (on one test, or on all). */
export async function attemptsOf(db: Db, userId: string, testId?: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(
      and(eq(assessmentAttempts.userId, userId), testId ? eq(assessmentAttempts.testId, testId) : undefined),
    )
    .orderBy(desc(assessmentAttempts.startedAt));
}

/** In-progress attempts past their deadline (of one candidate, or everyone's for the sweep). */
export async function overdueAttempts(db: Db, now: Date, userId?: string, limit = 100) {
  return db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.status, 'in_progress'),
        lte(assessmentAttempts.deadlineAt, now),
        userId ? eq(assessmentAttempts.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(assessmentAttempts.deadlineAt))
    .limit(limit);
}

export interface AttemptGrade {
  status: 'submitted' | 'expired';
  closedBy: 'candidate' | 'deadline';
  submittedAt: Date;
  points: number;
  maxPoints: number;
  percent: number;
  passed: boolean;
  level: string | null;
  graded: unknown;
}

/** Closes an attempt still in progress; null when another request closed it first. */
export async function closeAttempt(db: Db, id: string, grade: AttemptGrade): Promise<AttemptRow | null> {
  const [row] = await db
    .update(assessmentAttempts)
    .set(grade)
    .where(and(eq(assessmentAttempts.id, id), eq(assessmentAttempts.status, 'in_progress')))
    .returning();
  return row ?? null;
}

export async function setAnswerPoints(db: Db, attemptId: string, points: ReadonlyArray<[string, number]>) {
  for (const [itemId, value] of points) {
    await db
      .update(assessmentAnswers)
      .set({ points: value })
      .where(and(eq(assessmentAnswers.attemptId, attemptId), eq(assessmentAnswers.itemId, itemId)));
  }
}

export async function answersOf(db: Db, attemptId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(assessmentAnswers)
    .where(eq(assessmentAnswers.attemptId, attemptId))
    .orderBy(asc(assessmentAnswers.savedAt));
}

/** Saves the answer only while the attempt is open and before its deadline; null when it has ended. */
export async function saveAnswer(
  db: Db,
  values: { attemptId: string; itemId: string; answer: unknown; savedAt: Date },
): Promise<AnswerRow | null> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: assessmentAttempts.id })
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.id, values.attemptId),
          eq(assessmentAttempts.status, 'in_progress'),
          gt(assessmentAttempts.deadlineAt, values.savedAt),
        ),
      )
      .for('update');
    if (!open) return null;
    const [row] = await tx
      .insert(assessmentAnswers)
      .values(values)
      .onConflictDoUpdate({
        target: [assessmentAnswers.attemptId, assessmentAnswers.itemId],
        set: { answer: values.answer, savedAt: values.savedAt },
      })
      .returning();
    return row ?? null;
  });
}

/** Each candidate's best graded percent on a test: the cohort of the percentile. */
export async function cohortBests(db: Db, testId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: assessmentAttempts.userId, best: sql<number>`max(${assessmentAttempts.percent})::int` })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.testId, testId),
        ne(assessmentAttempts.status, 'in_progress'),
        isNotNull(assessmentAttempts.percent),
      ),
    )
    .groupBy(assessmentAttempts.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.best)]));
}

export async function takerCounts(db: Db, testIds: readonly string[]): Promise<Map<string, number>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .select({
      testId: assessmentAttempts.testId,
      n: sql<number>`count(DISTINCT ${assessmentAttempts.userId})::int`,
    })
    .from(assessmentAttempts)
    .where(
      and(inArray(assessmentAttempts.testId, [...testIds]), ne(assessmentAttempts.status, 'in_progress')),
    )
    .groupBy(assessmentAttempts.testId);
  return new Map(rows.map((r) => [r.testId, Number(r.n)]));
}

/* ---------------------------------------------------------------- standings */

export async function visibilitiesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ testId: skillStandings.testId, visibility: skillStandings.visibility })
    .from(skillStandings)
    .where(eq(skillStandings.userId, userId));
  return new Map(rows.map((r) => [r.testId, r.visibility]));
}

export async function setVisibility(db: Db, userId: string, testId: string, visibility: string, now: Date) {
  await db
    .insert(skillStandings)
    .values({ userId, testId, visibility, updatedAt: now })
    .onConflictDoUpdate({
      target: [skillStandings.userId, skillStandings.testId],
      set: { visibility, updatedAt: now },
    });
}

/* ---------------------------------------------------------------- jobs and profile */

/** Open jobs that list each skill (required or nice to have). */
export async function openJobCounts(
  db: Db,
  skillIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (skillIds.length === 0) return new Map();
  const rows = await db
    .select({ skillId: jobSkills.skillId, n: count() })
    .from(jobSkills)
    .innerJoin(jobs, eq(jobs.id, jobSkills.jobId))
    .where(
      and(
        inArray(jobSkills.skillId, [...skillIds]),
        eq(jobs.status, 'open'),
        or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now)),
      ),
    )
    .groupBy(jobSkills.skillId);
  return new Map(rows.map((r) => [r.skillId, r.n]));
}

export async function profileSkillIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ skillId: talentSkills.skillId })
    .from(talentSkills)
    .where(eq(talentSkills.userId, userId));
  return new Set(rows.map((r) => r.skillId));
}

/** The candidate of an application on one of this company's jobs, else null. */
export async function applicantOfCompany(db: Db, applicationId: string, companyId: string) {
  const [row] = await db
    .select({ userId: applications.userId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row?.userId ?? null;
}

/* ---------------------------------------------------------------- proctoring */

export async function insertProctoringEntries(db: Db, rows: Array<typeof proctoringEntries.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(proctoringEntries).values(rows).returning();
}

export async function proctoringEntriesOf(db: Db, attemptId: string): Promise<ProctoringEntryRow[]> {
  return db
    .select()
    .from(proctoringEntries)
    .where(eq(proctoringEntries.attemptId, attemptId))
    .orderBy(asc(proctoringEntries.at));
}

export async function proctoringEntry(db: Db, attemptId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(proctoringEntries)
    .where(and(eq(proctoringEntries.id, entryId), eq(proctoringEntries.attemptId, attemptId)))
    .limit(1);
  return row ?? null;
}

export async function proctoringCounts(db: Db, attemptId: string) {
  const [row] = await db
    .select({
      entries: count(),
      snapshots: sql<number>`count(*) FILTER (WHERE ${proctoringEntries.kind} = 'snapshot')::int`,
    })
    .from(proctoringEntries)
    .where(eq(proctoringEntries.attemptId, attemptId));
  return { entries: row?.entries ?? 0, snapshots: Number(row?.snapshots ?? 0) };
}

/** Deletes an attempt's captures and records when; returns the storage keys to remove. */
export async function deleteProctoring(db: Db, attemptId: string, at: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(proctoringEntries)
      .where(eq(proctoringEntries.attemptId, attemptId))
      .returning({ storageKey: proctoringEntries.storageKey });
    await tx
      .update(assessmentAttempts)
      .set({ proctoringDeletedAt: at })
      .where(eq(assessmentAttempts.id, attemptId));
    return removed.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
  });
}

/** Attempts whose captures are past their retention date and not yet deleted. */
export async function attemptsPastRetention(db: Db, now: Date, limit = 100) {
  return db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        isNull(assessmentAttempts.proctoringDeletedAt),
        isNotNull(assessmentAttempts.proctoringRetainUntil),
        lte(assessmentAttempts.proctoringRetainUntil, now),
      ),
    )
    .limit(limit);
}
