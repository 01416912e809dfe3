import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationDrafts, applications, jobInvitations } from '../../db/schema/applications.schema.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type DraftRow = typeof applicationDrafts.$inferSelect;
export type InvitationRow = typeof jobInvitations.$inferSelect;

/* ---------- drafts ---------- */

export async function findDraft(db: Db, userId: string, jobId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.jobId, jobId)))
    .limit(1);
  return row;
}

export async function upsertDraft(
  db: Db,
  values: { userId: string; jobId: string; data: unknown; at: Date },
): Promise<DraftRow> {
  const [row] = await db
    .insert(applicationDrafts)
    .values({ userId: values.userId, jobId: values.jobId, data: values.data, updatedAt: values.at })
    .onConflictDoUpdate({
      target: [applicationDrafts.userId, applicationDrafts.jobId],
      set: { data: values.data, updatedAt: values.at },
    })
    .returning();
  return row!;
}

export async function deleteDraft(db: Db, userId: string, jobId: string): Promise<void> {
  await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.jobId, jobId)));
}

/* ---------- applications ---------- */

/** The candidate's application for the job that is not withdrawn (at most one: `applications_live_unique`). */
export async function findLiveApplication(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.jobId, jobId),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Db,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** Owner-scoped: someone else's id finds nothing (404). `lock` holds the row for a status change. */
export async function findOwnApplication(
  db: Db,
  userId: string,
  id: string,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listOwnApplications(db: Db, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.submittedAt), desc(applications.id));
}

export async function markWithdrawn(db: Db, id: string, at: Date, reason: string | null) {
  const [row] = await db
    .update(applications)
    .set({ status: 'withdrawn', withdrawnAt: at, withdrawReason: reason, updatedAt: at })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}

/* ---------- invitations (the candidate's own, for the job being applied to) ---------- */

export async function findOwnInvitation(
  db: Db,
  userId: string,
  jobId: string,
  id: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(jobInvitations)
    .where(and(eq(jobInvitations.id, id), eq(jobInvitations.userId, userId), eq(jobInvitations.jobId, jobId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Applying answers the invitation: accepted, with the time of the first answer kept. */
export async function acceptInvitation(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(jobInvitations)
    .set({
      status: 'accepted',
      respondedAt: sql`coalesce(${jobInvitations.respondedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(jobInvitations.id, id));
}
