import { and, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@talent/contract/invitations';
import type { Db } from '../../db/client.ts';
import { applications, jobInvitations } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { jobs, recruiters } from '../../db/schema/jobs.schema.ts';

export type InvitationRow = typeof jobInvitations.$inferSelect;
export type RecruiterRow = typeof recruiters.$inferSelect;
export interface InvitationWithRecruiter {
  invitation: InvitationRow;
  recruiter: RecruiterRow;
}

/** A candidate's invitations list is short; this caps a pathological one. */
export const MAX_LISTED = 200;

/** The status a reader sees: a pending invitation past its expiry reads as expired. */
function statusIs(status: InvitationStatus, at: Date): SQL | undefined {
  const t = jobInvitations;
  if (status === 'pending') return and(eq(t.status, 'pending'), gt(t.expiresAt, at));
  if (status === 'expired')
    return or(eq(t.status, 'expired'), and(eq(t.status, 'pending'), lte(t.expiresAt, at)));
  return eq(t.status, status);
}

// Invitations to jobs that have closed drop out of the list: the job page itself is gone for the candidate.
const jobIsOpen = eq(jobs.status, 'open');

export async function listInvitations(
  db: Db,
  userId: string,
  at: Date,
  status?: InvitationStatus,
): Promise<InvitationWithRecruiter[]> {
  return db
    .select({ invitation: jobInvitations, recruiter: recruiters })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(recruiters, eq(recruiters.id, jobInvitations.recruiterId))
    .where(and(eq(jobInvitations.userId, userId), jobIsOpen, status ? statusIs(status, at) : undefined))
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(MAX_LISTED);
}

/** The navigation badge: open invitations the candidate can still accept. */
export async function countPending(db: Db, userId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(and(eq(jobInvitations.userId, userId), jobIsOpen, statusIs('pending', at)));
  return row?.n ?? 0;
}

/** Owner-scoped: someone else's id finds nothing, so the caller answers 404. Locks the row for the answer. */
export async function findOwnInvitationForUpdate(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ invitation: jobInvitations, jobStatus: jobs.status, jobEliteOnly: jobs.eliteOnly })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(and(eq(jobInvitations.id, id), eq(jobInvitations.userId, userId)))
    .for('update', { of: jobInvitations })
    .limit(1);
  return row;
}

export async function findInvitationWithRecruiter(db: Db, id: string) {
  const [row] = await db
    .select({ invitation: jobInvitations, recruiter: recruiters })
    .from(jobInvitations)
    .innerJoin(recruiters, eq(recruiters.id, jobInvitations.recruiterId))
    .where(eq(jobInvitations.id, id))
    .limit(1);
  return row;
}

export async function answerInvitation(
  db: Db,
  id: string,
  changes: Pick<InvitationRow, 'status' | 'respondedAt'> &
    Partial<Pick<InvitationRow, 'declineReason' | 'declineNote'>>,
) {
  await db.update(jobInvitations).set(changes).where(eq(jobInvitations.id, id));
}

/** Live applications (not withdrawn) that came from these invitations, by invitation id. */
export async function applicationsFrom(db: Db, userId: string, invitationIds: string[]) {
  if (invitationIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: applications.id, invitationId: applications.invitationId })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.invitationId, invitationIds),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return new Map(rows.flatMap((r) => (r.invitationId ? [[r.invitationId, r.id] as const] : [])));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findJobForInvitation(db: Db, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, recruiterId: jobs.recruiterId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

/** Pending invitations past their expiry are written as expired, so the one-pending index frees the pair. */
export async function expireStale(db: Db, userId: string, jobId: string, at: Date) {
  await db
    .update(jobInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(jobInvitations.userId, userId),
        eq(jobInvitations.jobId, jobId),
        eq(jobInvitations.status, 'pending'),
        lte(jobInvitations.expiresAt, at),
      ),
    );
}

export async function insertInvitation(db: Db, values: typeof jobInvitations.$inferInsert) {
  const [row] = await db.insert(jobInvitations).values(values).returning();
  return row!;
}
