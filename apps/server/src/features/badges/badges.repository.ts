import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { badgeHolders, badges } from '../../db/schema/badges.schema.ts';
import { courseCertificates } from '../../db/schema/courses.schema.ts';

export type BadgeRow = typeof badges.$inferSelect;
export type CertificateRow = typeof courseCertificates.$inferSelect;

/** The candidate's credential subject id, created on their first badge. */
export async function holderSubjectId(db: Db, userId: string): Promise<string> {
  await db.insert(badgeHolders).values({ userId }).onConflictDoNothing({ target: badgeHolders.userId });
  const [row] = await db
    .select({ subjectId: badgeHolders.subjectId })
    .from(badgeHolders)
    .where(eq(badgeHolders.userId, userId));
  return row!.subjectId;
}

export async function holderName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** Inserts unless the status list index is taken (then nothing: the caller draws another index). */
export async function insertBadgeUnlessIndexTaken(
  db: Db,
  values: typeof badges.$inferInsert,
): Promise<BadgeRow | undefined> {
  const [row] = await db
    .insert(badges)
    .values(values)
    .onConflictDoNothing({ target: badges.statusListIndex })
    .returning();
  return row;
}

export async function findBadge(db: Db, id: string): Promise<BadgeRow | undefined> {
  const [row] = await db.select().from(badges).where(eq(badges.id, id));
  return row;
}

/** One of the candidate's own badges; someone else's id finds nothing. */
export async function findOwnBadge(db: Db, userId: string, id: string): Promise<BadgeRow | undefined> {
  const [row] = await db
    .select()
    .from(badges)
    .where(and(eq(badges.id, id), eq(badges.userId, userId)));
  return row;
}

export async function listOwnBadges(db: Db, userId: string): Promise<BadgeRow[]> {
  return db
    .select()
    .from(badges)
    .where(eq(badges.userId, userId))
    .orderBy(desc(badges.issuedAt), desc(badges.id));
}

const validAt = (at: Date) =>
  and(isNull(badges.revokedAt), lte(badges.issuedAt, at), gt(badges.expiresAt, at));

/** The candidate's newest badge of one test that is valid at `at`. */
export async function newestValidBadge(
  db: Db,
  userId: string,
  testSlug: string,
  at: Date,
): Promise<BadgeRow | undefined> {
  const [row] = await db
    .select()
    .from(badges)
    .where(and(eq(badges.userId, userId), eq(badges.testSlug, testSlug), validAt(at)))
    .orderBy(desc(badges.issuedAt), desc(badges.id))
    .limit(1);
  return row;
}

/** The candidate's badges valid at `at` in any of these skills. */
export async function validBadgesInSkills(
  db: Db,
  userId: string,
  skillSlugs: string[],
  at: Date,
): Promise<BadgeRow[]> {
  if (skillSlugs.length === 0) return [];
  return db
    .select()
    .from(badges)
    .where(and(eq(badges.userId, userId), inArray(badges.skillSlug, skillSlugs), validAt(at)))
    .orderBy(desc(badges.issuedAt), desc(badges.id));
}

/** Sets the revocation once: revoking again keeps the first time and reason. */
export async function markRevoked(
  db: Db,
  id: string,
  at: Date,
  reason: string,
): Promise<BadgeRow | undefined> {
  await db
    .update(badges)
    .set({ revokedAt: at, revocationReason: reason })
    .where(and(eq(badges.id, id), isNull(badges.revokedAt)));
  return findBadge(db, id);
}

const certificateRevoked = or(isNotNull(courseCertificates.revokedAt), isNull(courseCertificates.userId));

/**
 * The status list's set bits: badges and course certificates revoked, and those whose holder deleted their account
 * (the credential they may have handed out no longer has anyone behind it). Both share the one list.
 */
export async function revokedStatusIndexes(db: Db): Promise<number[]> {
  const rows = await db
    .select({ index: badges.statusListIndex })
    .from(badges)
    .where(or(isNotNull(badges.revokedAt), isNull(badges.userId)))
    .unionAll(
      db
        .select({ index: courseCertificates.statusListIndex })
        .from(courseCertificates)
        .where(certificateRevoked),
    );
  return rows.map((row) => row.index);
}

export async function isStatusIndexRevoked(db: Db, index: number): Promise<boolean> {
  const [badge] = await db
    .select({ id: badges.id })
    .from(badges)
    .where(and(eq(badges.statusListIndex, index), or(isNotNull(badges.revokedAt), isNull(badges.userId))));
  if (badge) return true;
  const [certificate] = await db
    .select({ id: courseCertificates.id })
    .from(courseCertificates)
    .where(and(eq(courseCertificates.statusListIndex, index), certificateRevoked));
  return !!certificate;
}

/**
 * Whether a status list slot is held by a badge or a certificate. Each table's unique index guards its own rows;
 * this check keeps the two apart (two issues drawing the same one of 131,072 slots in the same instant is the gap).
 */
export async function statusIndexInUse(db: Db, index: number): Promise<boolean> {
  const [row] = await db
    .select({ index: badges.statusListIndex })
    .from(badges)
    .where(eq(badges.statusListIndex, index))
    .unionAll(
      db
        .select({ index: courseCertificates.statusListIndex })
        .from(courseCertificates)
        .where(eq(courseCertificates.statusListIndex, index)),
    )
    .limit(1);
  return !!row;
}

/** Inserts unless the status list index (or the holder's certificate of that course) is taken: then nothing. */
export async function insertCertificateUnlessTaken(
  db: Db,
  values: typeof courseCertificates.$inferInsert,
): Promise<CertificateRow | undefined> {
  const [row] = await db.insert(courseCertificates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCertificate(db: Db, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.id, id));
  return row;
}

export async function findCertificateOf(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
  return row;
}

/** As `forgetHolderBadges`, for the holder's course certificates: revoked, their signed copies erased, rows kept. */
export async function forgetHolderCertificates(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(courseCertificates)
    .set({
      revokedAt: sql`coalesce(${courseCertificates.revokedAt}, ${at.toISOString()}::timestamptz)`,
      credentialJwt: '',
    })
    .where(eq(courseCertificates.userId, userId));
}

/**
 * A holder deleting their account: each of their badges is revoked (the credential they may have handed out has
 * no one behind it any more) and its signed copy, which names them, is erased. The rows stay, without a user, so
 * their status list bits stay set and are never given to another badge.
 */
export async function forgetHolderBadges(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(badges)
    .set({
      revokedAt: sql`coalesce(${badges.revokedAt}, ${at.toISOString()}::timestamptz)`,
      revocationReason: sql`coalesce(${badges.revocationReason}, 'The holder deleted their account.')`,
      credentialJwt: '',
    })
    .where(eq(badges.userId, userId));
}
