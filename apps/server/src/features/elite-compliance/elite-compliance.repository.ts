import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { complianceProfiles, complianceSignatures, eliteApplications } from '../../db/schema/elite.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';
import { findLatest } from '../identity/identity.repository.ts';

export type ProfileRow = typeof complianceProfiles.$inferSelect;
export type SignatureRow = typeof complianceSignatures.$inferSelect;
export type NewSignature = typeof complianceSignatures.$inferInsert;

export async function profileOf(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(complianceProfiles)
    .where(eq(complianceProfiles.userId, userId))
    .limit(1);
  return row;
}

/** The profile row, locked until the transaction ends (details and signing never interleave). */
export async function lockProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(complianceProfiles)
    .where(eq(complianceProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function saveDraft(db: Db, userId: string, draft: Record<string, unknown>, now: Date) {
  await db
    .insert(complianceProfiles)
    .values({ userId, draft, draftSavedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: complianceProfiles.userId,
      set: { draft, draftSavedAt: now, updatedAt: now },
    });
}

/** Creates the row when none exists yet, so it can be locked. */
export async function ensureProfile(db: Db, userId: string, now: Date) {
  await db.insert(complianceProfiles).values({ userId, updatedAt: now }).onConflictDoNothing();
}

export async function saveDetails(
  db: Db,
  userId: string,
  values: {
    details: Record<string, unknown>;
    taxIdSealed: string;
    payoutAccountSealed: string;
    now: Date;
  },
) {
  await db
    .update(complianceProfiles)
    .set({
      details: values.details,
      taxIdSealed: values.taxIdSealed,
      payoutAccountSealed: values.payoutAccountSealed,
      detailsSavedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(complianceProfiles.userId, userId));
}

/** Signatures in force (not voided), newest first. */
export async function liveSignatures(db: Db, userId: string): Promise<SignatureRow[]> {
  return db
    .select()
    .from(complianceSignatures)
    .where(and(eq(complianceSignatures.userId, userId), isNull(complianceSignatures.voidedAt)))
    .orderBy(desc(complianceSignatures.signedAt), desc(complianceSignatures.id));
}

export async function attachPdf(db: Db, signatureId: string, fileId: string): Promise<void> {
  await db
    .update(complianceSignatures)
    .set({ pdfFileId: fileId })
    .where(eq(complianceSignatures.id, signatureId));
}

/** Every signature the user ever made (voided ones too), newest first: what `verify` compares with. */
export async function signedHashes(db: Db, userId: string) {
  return db
    .select({
      kind: complianceSignatures.kind,
      sha256: complianceSignatures.sha256,
      signedAt: complianceSignatures.signedAt,
    })
    .from(complianceSignatures)
    .where(eq(complianceSignatures.userId, userId))
    .orderBy(desc(complianceSignatures.signedAt), desc(complianceSignatures.id));
}

export async function voidSignatures(db: Db, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(complianceSignatures)
    .set({ voidedAt: now })
    .where(and(inArray(complianceSignatures.id, [...ids]), isNull(complianceSignatures.voidedAt)));
}

export async function insertSignatures(db: Db, rows: NewSignature[]) {
  if (rows.length === 0) return;
  await db.insert(complianceSignatures).values(rows);
}

/**
 * The name the identity check verified: the check compares the document with the account's name (a mismatch is
 * rejected as `name_mismatch`) and keeps no name of its own, so it is the account's name while the latest check is
 * verified; null otherwise.
 */
export async function verifiedNameOf(db: Db, userId: string): Promise<string | null> {
  const latest = await findLatest(db, userId);
  if (latest?.status !== 'verified') return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.name ?? null;
}

/** What the profile gives the form: country and city. */
export async function profilePlace(db: Db, userId: string) {
  const [row] = await db
    .select({ country: talentProfiles.country, city: talentProfiles.city })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  return { country: row?.country ?? null, city: row?.city ?? '' };
}

/** The application an EliteChanged event names: the open one, else the newest. */
export async function currentApplication(db: Db, userId: string) {
  const [row] = await db
    .select({ id: eliteApplications.id, status: eliteApplications.status })
    .from(eliteApplications)
    .where(eq(eliteApplications.userId, userId))
    .orderBy(
      sql`case when ${eliteApplications.status} in ('in_progress', 'submitted') then 0 else 1 end`,
      desc(eliteApplications.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Per candidate, the soonest expiry among signatures in force when it is at or before `noticeUntil` (past ones
 * too) and no reminder was sent for that expiry yet; with the kind that expires then.
 */
export async function renewalsDue(db: Db, noticeUntil: Date) {
  const rows = await db
    .select({
      userId: complianceSignatures.userId,
      kind: complianceSignatures.kind,
      expiresAt: complianceSignatures.expiresAt,
      remindedFor: complianceProfiles.renewalRemindedFor,
    })
    .from(complianceSignatures)
    .innerJoin(complianceProfiles, eq(complianceProfiles.userId, complianceSignatures.userId))
    .where(
      and(
        isNull(complianceSignatures.voidedAt),
        isNotNull(complianceSignatures.expiresAt),
        lte(complianceSignatures.expiresAt, noticeUntil),
      ),
    )
    .orderBy(asc(complianceSignatures.userId), asc(complianceSignatures.expiresAt));
  const soonest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!soonest.has(row.userId)) soonest.set(row.userId, row);
  return [...soonest.values()]
    .filter((row) => row.remindedFor?.getTime() !== row.expiresAt!.getTime())
    .map((row) => ({ userId: row.userId, kind: row.kind, expiresAt: row.expiresAt! }));
}

/** Claims the reminder for one expiry; false when another process (or an earlier run) already sent it. */
export async function claimReminder(db: Db, userId: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db
    .update(complianceProfiles)
    .set({ renewalRemindedFor: expiresAt })
    .where(
      and(
        eq(complianceProfiles.userId, userId),
        or(
          isNull(complianceProfiles.renewalRemindedFor),
          ne(complianceProfiles.renewalRemindedFor, expiresAt),
        ),
      ),
    )
    .returning({ userId: complianceProfiles.userId });
  return claimed.length > 0;
}

/** Every signature of the user, oldest first (the account export). */
export async function allSignatures(db: Db, userId: string): Promise<SignatureRow[]> {
  return db
    .select()
    .from(complianceSignatures)
    .where(eq(complianceSignatures.userId, userId))
    .orderBy(asc(complianceSignatures.signedAt), asc(complianceSignatures.id));
}
