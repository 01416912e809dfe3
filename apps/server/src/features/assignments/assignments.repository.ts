import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import {
  assignmentAccommodations,
  assignmentAnswerRatings,
  assignmentQuestions,
  assignmentRubricCriteria,
  assignments,
  assignmentTakes,
} from '../../db/schema/assignments.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { companies, jobs, recruiters } from '../../db/schema/jobs.schema.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;
export type QuestionRow = typeof assignmentQuestions.$inferSelect;
export type CriterionRow = typeof assignmentRubricCriteria.$inferSelect;
export type AccommodationRow = typeof assignmentAccommodations.$inferSelect;
export type TakeRow = typeof assignmentTakes.$inferSelect;
export type RatingRow = typeof assignmentAnswerRatings.$inferSelect;

const BATCH = 100;

/** An application as the recruiter who may act on it sees it (their company's job), with the candidate. */
export async function applicationOfCompany(db: Db, applicationId: string, companyId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      userId: applications.userId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobRecruiterId: jobs.recruiterId,
      companyId: jobs.companyId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** What an assignment is shown with: its job, company, candidate and the recruiter who sent it. */
export async function contextOf(db: Db, rows: readonly AssignmentRow[]) {
  if (rows.length === 0) return new Map<string, AssignmentContext>();
  const found = await db
    .select({
      assignmentId: assignments.id,
      job: { id: jobs.id, title: jobs.title, recruiterId: jobs.recruiterId },
      company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
      talent: { id: users.id, name: users.name, avatarUrl: users.avatarUrl, timezone: users.timezone },
      recruiterName: recruiters.name,
    })
    .from(assignments)
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, assignments.talentUserId))
    .leftJoin(recruiters, eq(recruiters.id, assignments.recruiterId))
    .where(
      inArray(
        assignments.id,
        rows.map((r) => r.id),
      ),
    );
  return new Map(found.map((f) => [f.assignmentId, f]));
}
export type AssignmentContext = {
  assignmentId: string;
  job: { id: string; title: string; recruiterId: string | null };
  company: { id: string; name: string; logoUrl: string | null };
  talent: { id: string; name: string; avatarUrl: string | null; timezone: string | null };
  recruiterName: string | null;
};

/** The recruiter accounts told about an assignment: who sent it and the job's recruiter. */
export async function recruiterUserIdsOf(db: Db, assignment: AssignmentRow): Promise<string[]> {
  const rows = await db
    .select({ userId: recruiters.userId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .where(and(eq(applications.id, assignment.applicationId), isNotNull(recruiters.userId)));
  const ids = new Set(rows.map((r) => r.userId!));
  if (assignment.createdByUserId) ids.add(assignment.createdByUserId);
  return [...ids];
}

export async function insertAssignment(
  db: Db,
  values: NewAssignment,
  questions: Array<Omit<typeof assignmentQuestions.$inferInsert, 'assignmentId'>>,
  criteria: Array<Omit<typeof assignmentRubricCriteria.$inferInsert, 'assignmentId'>>,
): Promise<AssignmentRow> {
  const [row] = await db.insert(assignments).values(values).returning();
  if (questions.length > 0) {
    await db.insert(assignmentQuestions).values(questions.map((q) => ({ ...q, assignmentId: row!.id })));
  }
  if (criteria.length > 0) {
    await db.insert(assignmentRubricCriteria).values(criteria.map((c) => ({ ...c, assignmentId: row!.id })));
  }
  return row!;
}

export async function assignmentByTokenHash(db: Db, tokenHash: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function assignmentById(db: Db, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  return row ?? null;
}

export async function assignmentOfCompany(
  db: Db,
  id: string,
  companyId: string,
): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function assignmentByAttempt(db: Db, attemptId: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.attemptId, attemptId)).limit(1);
  return row ?? null;
}

/** Locks an assignment for the rest of the transaction (after its application, as every pipeline writer does). */
export async function lockAssignment(db: Db, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).for('update');
  return row ?? null;
}

export async function assignmentsOfApplication(db: Db, applicationId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.applicationId, applicationId))
    .orderBy(desc(assignments.sentAt), desc(assignments.id));
}

export async function assignmentsOfTalent(db: Db, userId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.talentUserId, userId))
    .orderBy(desc(assignments.sentAt))
    .limit(200);
}

export async function updateAssignment(
  db: Db,
  id: string,
  set: Partial<typeof assignments.$inferInsert>,
): Promise<AssignmentRow> {
  const [row] = await db.update(assignments).set(set).where(eq(assignments.id, id)).returning();
  return row!;
}

/** Moves an assignment from one status to another only if it is still in the first (one writer wins). */
export async function claimStatus(
  db: Db,
  id: string,
  from: readonly string[],
  set: Partial<typeof assignments.$inferInsert> & { status: string },
): Promise<AssignmentRow | null> {
  const [row] = await db
    .update(assignments)
    .set(set)
    .where(and(eq(assignments.id, id), inArray(assignments.status, [...from])))
    .returning();
  return row ?? null;
}

export async function questionsOf(db: Db, assignmentId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignmentId, assignmentId))
    .orderBy(asc(assignmentQuestions.position));
}

export async function updateQuestion(db: Db, id: string, set: Partial<QuestionRow>): Promise<void> {
  await db.update(assignmentQuestions).set(set).where(eq(assignmentQuestions.id, id));
}

/** Marks the kept answer watched the first time only; true when this call did it. */
export async function markWatched(db: Db, questionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(assignmentQuestions)
    .set({ watchedAt: at })
    .where(and(eq(assignmentQuestions.id, questionId), isNull(assignmentQuestions.watchedAt)))
    .returning({ id: assignmentQuestions.id });
  return rows.length > 0;
}

export async function criteriaOf(db: Db, assignmentId: string): Promise<CriterionRow[]> {
  return db
    .select()
    .from(assignmentRubricCriteria)
    .where(eq(assignmentRubricCriteria.assignmentId, assignmentId))
    .orderBy(asc(assignmentRubricCriteria.position));
}

export async function accommodationsOf(db: Db, assignmentId: string): Promise<AccommodationRow[]> {
  return db
    .select()
    .from(assignmentAccommodations)
    .where(eq(assignmentAccommodations.assignmentId, assignmentId))
    .orderBy(asc(assignmentAccommodations.requestedAt), asc(assignmentAccommodations.id));
}

/** Null when another request is still open (the partial unique index). */
export async function insertAccommodation(
  db: Db,
  values: typeof assignmentAccommodations.$inferInsert,
): Promise<AccommodationRow | null> {
  const [row] = await db.insert(assignmentAccommodations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function decideAccommodation(
  db: Db,
  assignmentId: string,
  id: string,
  set: Partial<AccommodationRow>,
): Promise<AccommodationRow | null> {
  const [row] = await db
    .update(assignmentAccommodations)
    .set(set)
    .where(
      and(
        eq(assignmentAccommodations.id, id),
        eq(assignmentAccommodations.assignmentId, assignmentId),
        eq(assignmentAccommodations.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function accommodationOf(db: Db, assignmentId: string, id: string) {
  const [row] = await db
    .select()
    .from(assignmentAccommodations)
    .where(and(eq(assignmentAccommodations.id, id), eq(assignmentAccommodations.assignmentId, assignmentId)))
    .limit(1);
  return row ?? null;
}

export async function takesOf(db: Db, assignmentId: string): Promise<TakeRow[]> {
  return db
    .select()
    .from(assignmentTakes)
    .where(eq(assignmentTakes.assignmentId, assignmentId))
    .orderBy(asc(assignmentTakes.startedAt), asc(assignmentTakes.number));
}

/** Null when another take of the question is open, or that number was taken by a racing request. */
export async function insertTake(
  db: Db,
  values: typeof assignmentTakes.$inferInsert,
): Promise<TakeRow | null> {
  const [row] = await db.insert(assignmentTakes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateTake(db: Db, id: string, set: Partial<TakeRow>): Promise<TakeRow> {
  const [row] = await db.update(assignmentTakes).set(set).where(eq(assignmentTakes.id, id)).returning();
  return row!;
}

/** Clears the recordings and texts of some takes (their file ids are returned for the store). */
export async function clearTakeRecordings(db: Db, takeIds: readonly string[], at: Date): Promise<void> {
  if (takeIds.length === 0) return;
  await db
    .update(assignmentTakes)
    .set({ fileId: null, text: null, deletedAt: at })
    .where(and(inArray(assignmentTakes.id, [...takeIds]), isNull(assignmentTakes.deletedAt)));
}

export async function ratingsOf(db: Db, questionIds: readonly string[]): Promise<RatingRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(assignmentAnswerRatings)
    .where(inArray(assignmentAnswerRatings.questionId, [...questionIds]));
}

export async function upsertRating(
  db: Db,
  values: typeof assignmentAnswerRatings.$inferInsert,
): Promise<void> {
  await db
    .insert(assignmentAnswerRatings)
    .values(values)
    .onConflictDoUpdate({
      target: assignmentAnswerRatings.questionId,
      set: {
        scores: values.scores,
        note: values.note ?? null,
        ratedByUserId: values.ratedByUserId ?? null,
        ratedByName: values.ratedByName,
        ratedAt: values.ratedAt,
      },
    });
}

/* ------------------------------------------------------------------ sweeps */

/** Sent or in-progress assignments whose deadline has passed. */
export async function dueAssignments(db: Db, now: Date): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(and(inArray(assignments.status, ['sent', 'in_progress']), lte(assignments.deadlineAt, now)))
    .orderBy(asc(assignments.deadlineAt))
    .limit(BATCH);
}

/** Interviews whose recordings are past their retention date and still held. */
export async function pastRetention(db: Db, now: Date): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(
      and(
        isNull(assignments.recordingsDeletedAt),
        isNotNull(assignments.retentionUntil),
        lte(assignments.retentionUntil, now),
      ),
    )
    .limit(BATCH);
}

/** A skill-test assignment whose attempt was graded but which is still open (a listener that failed). */
export async function gradedButOpen(db: Db): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.status, 'in_progress'),
        eq(assignments.kind, 'skill_test'),
        sql`EXISTS (SELECT 1 FROM assessment_attempts a WHERE a.id = ${assignments.attemptId} AND a.status <> 'in_progress')`,
      ),
    )
    .limit(BATCH);
}
