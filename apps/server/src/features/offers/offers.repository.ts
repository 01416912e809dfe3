import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OfferStatus } from '@talent/contract/offers';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { applications, files } from '../../db/schema/applications.schema.ts';
import { companies, jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { offerAttachments, offers } from '../../db/schema/pipeline.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';

export type OfferRow = typeof offers.$inferSelect;
export type OfferInsert = typeof offers.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/** Who may see an offer: the candidate of its application, or any recruiter of the job's company. */
export type OfferScope = { talentId: string } | { companyId: string };

function scopeCondition(scope: OfferScope): SQL {
  return 'talentId' in scope ? eq(applications.userId, scope.talentId) : eq(jobs.companyId, scope.companyId);
}

/** What the reader sees for a status: a pending offer past its expiry reads as expired. */
function statusCondition(status: OfferStatus, at: Date): SQL {
  if (status === 'pending') return sql`${offers.status} = 'pending' AND ${offers.expiresAt} > ${at}`;
  if (status === 'expired') {
    return sql`(${offers.status} = 'expired' OR (${offers.status} = 'pending' AND ${offers.expiresAt} <= ${at}))`;
  }
  return eq(offers.status, status);
}

const viewColumns = {
  offer: offers,
  applicationStatus: applications.status,
  talent: {
    id: users.id,
    name: users.name,
    avatarUrl: users.avatarUrl,
    timezone: users.timezone,
  },
  job: { id: jobs.id, title: jobs.title, recruiterId: jobs.recruiterId },
  company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
  recruiter: recruiters,
  salaryCurrency: talentProfiles.salaryCurrency,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(recruiters, eq(recruiters.id, offers.recruiterId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, applications.userId));
}

export type OfferView = NonNullable<Awaited<ReturnType<typeof findOfferView>>>;

/** One offer with what its JSON names, when the scope may see it. */
export async function findOfferView(db: Db, id: string, scope: OfferScope) {
  const [row] = await viewQuery(db)
    .where(and(eq(offers.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

/** The scope's offers: pending (and unexpired) first, then newest. */
export async function listOfferViews(
  db: Db,
  scope: OfferScope,
  at: Date,
  filters: { status?: OfferStatus | undefined; applicationIds?: string[] | undefined } = {},
) {
  const conditions = [scopeCondition(scope)];
  if (filters.status) conditions.push(statusCondition(filters.status, at));
  if (filters.applicationIds) conditions.push(inArray(offers.applicationId, filters.applicationIds));
  return viewQuery(db)
    .where(and(...conditions))
    .orderBy(
      sql`CASE WHEN ${statusCondition('pending', at)} THEN 0 ELSE 1 END`,
      desc(offers.createdAt),
      desc(offers.id),
    );
}

/** How many offers of the scope wait for the candidate (pending and unexpired). */
export async function countPending(db: Db, scope: OfferScope, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(scopeCondition(scope), statusCondition('pending', at)));
  return row?.n ?? 0;
}

/** The attachments of some offers, in the order they were attached. */
export async function attachmentsOf(db: Db, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: offerAttachments.offerId, file: files })
    .from(offerAttachments)
    .innerJoin(files, eq(files.id, offerAttachments.fileId))
    .where(inArray(offerAttachments.offerId, offerIds))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** A file an offer carries, or undefined. */
export async function findOfferAttachment(db: Db, offerId: string, fileId: string) {
  const [row] = await db
    .select({ file: files })
    .from(offerAttachments)
    .innerJoin(files, eq(files.id, offerAttachments.fileId))
    .where(and(eq(offerAttachments.offerId, offerId), eq(offerAttachments.fileId, fileId)))
    .limit(1);
  return row?.file;
}

/** The ids among `fileIds` the user uploaded as offer documents. */
export async function ownOfferFiles(db: Db, ownerId: string, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, fileIds), eq(files.ownerId, ownerId), eq(files.kind, 'offer_attachment')));
  return new Set(rows.map((r) => r.id));
}

/** The application an offer belongs to and the company of its job (to check the scope before locking). */
export async function findOfferOwner(db: Db, id: string) {
  const [row] = await db
    .select({
      offerId: offers.id,
      applicationId: offers.applicationId,
      talentId: applications.userId,
      companyId: jobs.companyId,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(offers.id, id))
    .limit(1);
  return row;
}

/** An application with its job's company, for the recruiter's scope check. */
export async function findApplicationOwner(db: Db, id: string) {
  const [row] = await db
    .select({ applicationId: applications.id, talentId: applications.userId, companyId: jobs.companyId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/** Locks an offer row for the rest of the transaction (lock its application first). */
export async function lockOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

/** The application's pending offer (whatever its expiry), locked. */
export async function lockPendingOffer(db: Db, applicationId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'pending')))
    .for('update');
  return row;
}

export async function insertOffer(db: Db, values: OfferInsert, fileIds: string[]): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (fileIds.length) {
    await db.insert(offerAttachments).values(fileIds.map((fileId) => ({ offerId: row!.id, fileId })));
  }
  return row!;
}

export async function updateOffer(db: Db, id: string, values: Partial<OfferInsert>): Promise<OfferRow> {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row!;
}

/** Pending offers past their expiry, oldest expiry first (the sweep claims each one by one). */
export async function findExpiredPending(db: Db, at: Date, limit = 100) {
  return db
    .select({ id: offers.id, applicationId: offers.applicationId })
    .from(offers)
    .where(and(eq(offers.status, 'pending'), lte(offers.expiresAt, at)))
    .orderBy(asc(offers.expiresAt))
    .limit(limit);
}

/** Claims one expired offer: only one process (or request) turns it from pending to expired. */
export async function claimExpired(db: Db, id: string, at: Date): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(offers)
    .set({ status: 'expired', updatedAt: at })
    .where(and(eq(offers.id, id), eq(offers.status, 'pending'), lte(offers.expiresAt, at)))
    .returning();
  return row;
}

/** The accounts that hear about an offer on the company side: the job's recruiter and the offer's sender. */
export async function recruiterAccounts(db: Db, applicationId: string, offerRecruiterId: string | null) {
  const rows = await db
    .select({ userId: recruiters.userId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .where(eq(applications.id, applicationId));
  const ids = rows.map((r) => r.userId);
  if (offerRecruiterId) {
    const [sender] = await db
      .select({ userId: recruiters.userId })
      .from(recruiters)
      .where(eq(recruiters.id, offerRecruiterId));
    ids.push(sender?.userId ?? null);
  }
  return [...new Set(ids.filter((id): id is string => !!id))];
}
