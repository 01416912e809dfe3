import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@talent/contract/notifications';
import type { Db } from '../../db/client.ts';
import { applications, files, uploadChunks, uploads } from '../../db/schema/applications.schema.ts';
import { assessmentAttempts, proctoringEntries } from '../../db/schema/assessments.schema.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/auth.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';

export async function profileVisibility(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ visible: talentProfiles.visibleToRecruiters })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  // No profile row yet: the column default (visible) is what a new row would say.
  return row?.visible ?? true;
}

export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'timezone' | 'pendingEmail' | 'notificationPreferences'>
  >,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Keeps the profile's zone (search and matching read it) in step with the account's; no profile, no change. */
export async function updateProfileTimezone(db: Db, userId: string, timezone: string | null) {
  await db
    .update(talentProfiles)
    .set({ timezone, updatedAt: new Date() })
    .where(eq(talentProfiles.userId, userId));
}

export async function setVisibility(db: Db, userId: string, visible: boolean) {
  await db
    .insert(talentProfiles)
    .values({ userId, visibleToRecruiters: visible })
    .onConflictDoUpdate({
      target: talentProfiles.userId,
      set: { visibleToRecruiters: visible, updatedAt: new Date() },
    });
}

export async function savePreferences(db: Db, userId: string, preferences: NotificationPreferences) {
  return updateUser(db, userId, { notificationPreferences: preferences });
}

/** Another account already using the address (case-insensitive, like the unique index). */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return !!row;
}

/** The address changes only if it is still the one asked for; reset links to the old address stop working. */
export async function applyEmailChange(db: Db, userId: string, oldEmail: string, email: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, pendingEmail: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
    .returning();
  if (row) await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, oldEmail));
  return row;
}

export type SessionListRow = Pick<
  typeof sessions.$inferSelect,
  'idHash' | 'ipAddress' | 'userAgent' | 'lastActivity' | 'createdAt'
>;

/** The user's sessions still inside the idle lifetime, most recently used first. */
export async function liveSessions(db: Db, userId: string, activeSince: Date): Promise<SessionListRow[]> {
  return db
    .select({
      idHash: sessions.idHash,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      lastActivity: sessions.lastActivity,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.lastActivity, activeSince)))
    .orderBy(desc(sessions.lastActivity));
}

export async function deleteUserSession(db: Db, userId: string, idHash: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)));
}

/** Every stored object the user owns: their files and the chunks of unfinished resumable uploads. */
export async function storageKeysOf(db: Db, userId: string): Promise<string[]> {
  const fileKeys = await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, userId));
  const own = db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, userId));
  const chunkKeys = await db
    .select({ key: uploadChunks.storageKey })
    .from(uploadChunks)
    .where(inArray(uploadChunks.uploadId, own));
  // Webcam snapshots of skill tests live in the same store, outside the files table.
  const snapshotKeys = await db
    .select({ key: proctoringEntries.storageKey })
    .from(proctoringEntries)
    .innerJoin(assessmentAttempts, eq(assessmentAttempts.id, proctoringEntries.attemptId))
    .where(and(eq(assessmentAttempts.userId, userId), isNotNull(proctoringEntries.storageKey)));
  return [...fileKeys, ...chunkKeys, ...snapshotKeys].flatMap((r) => (r.key ? [r.key] : []));
}

/** Live applications become withdrawn (what a recruiter's pipeline shows), before the rows go with the user. */
export async function withdrawLiveApplications(db: Db, userId: string, now: Date) {
  return db
    .update(applications)
    .set({
      status: 'withdrawn',
      withdrawnAt: now,
      withdrawReason: 'The candidate deleted their account.',
      updatedAt: now,
    })
    .where(and(eq(applications.userId, userId), ne(applications.status, 'withdrawn')))
    .returning({ id: applications.id });
}

/** Every row of the user goes with this (foreign keys cascade), sessions included. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
