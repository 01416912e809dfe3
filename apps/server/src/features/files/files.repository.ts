import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FileKind } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { applications, files } from '../../db/schema/applications.schema.ts';
import { courseLessons } from '../../db/schema/courses.schema.ts';
import { complianceSignatures } from '../../db/schema/elite.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { marketplaceServices } from '../../db/schema/marketplace.schema.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** The owner's files, newest first. */
export async function listFiles(db: Db, ownerId: string, kind?: FileKind): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), kind ? eq(files.kind, kind) : undefined))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** Scoped by owner: someone else's id finds nothing, so the caller answers 404. */
export async function findOwnFile(db: Db, ownerId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function findOwnFiles(db: Db, ownerId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId)));
}

/**
 * Own files locked for the rest of the transaction: `share` while an application starts using them, `update` while
 * one is deleted, so a delete and a submit racing on the same file cannot both win.
 */
export async function lockOwnFiles(
  db: Db,
  ownerId: string,
  ids: string[],
  mode: 'share' | 'update',
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId)))
    .orderBy(files.id)
    .for(mode);
}

/** Does an application that is not withdrawn use the file (as its resume or its video)? */
export async function fileInLiveUse(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        or(eq(applications.resumeFileId, fileId), eq(applications.videoFileId, fileId)),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return !!row;
}

/** Is the file part of an identity check that is waiting for review or was accepted? (Rejected ones let go.) */
export async function fileInIdentityCheck(db: Db, fileId: string): Promise<boolean> {
  const v = identityVerifications;
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        or(eq(v.frontFileId, fileId), eq(v.backFileId, fileId), eq(v.selfieFileId, fileId)),
        inArray(v.status, ['pending', 'verified']),
      ),
    )
    .limit(1);
  return !!row;
}

/** Is the file the PDF of a signature still in force (not voided)? Voided ones' PDFs may go. */
export async function fileInSignature(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complianceSignatures.id })
    .from(complianceSignatures)
    .where(and(eq(complianceSignatures.pdfFileId, fileId), isNull(complianceSignatures.voidedAt)))
    .limit(1);
  return !!row;
}

/** Is the file the video or captions of a course lesson? */
export async function fileInLesson(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(or(eq(courseLessons.videoFileId, fileId), eq(courseLessons.captionsFileId, fileId)))
    .limit(1);
  return !!row;
}

/** Is the file an image of a live (published or paused) marketplace service's gallery? A draft's may go. */
export async function fileInLiveService(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceServices.id })
    .from(marketplaceServices)
    .where(
      and(
        inArray(marketplaceServices.status, ['published', 'paused']),
        sql`${marketplaceServices.draft} -> 'gallery_file_ids' @> ${JSON.stringify([fileId])}::jsonb`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function deleteOwnFile(db: Db, ownerId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .returning();
  return row;
}
