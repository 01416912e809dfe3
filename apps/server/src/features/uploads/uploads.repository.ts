import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, uploadChunks, uploads } from '../../db/schema/applications.schema.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type ChunkRow = typeof uploadChunks.$inferSelect;
export type FileRow = typeof files.$inferSelect;

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** Scoped by owner: someone else's upload is not found (404). */
export async function findOwnUpload(db: Db, ownerId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** The upload locked for the rest of the transaction, so two chunks or two completes take turns. */
export async function lockUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).for('update');
  return row;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function insertChunk(db: Db, values: typeof uploadChunks.$inferInsert): Promise<void> {
  await db.insert(uploadChunks).values(values);
}

export async function advanceUpload(db: Db, id: string, receivedBytes: number): Promise<UploadRow> {
  const [row] = await db.update(uploads).set({ receivedBytes }).where(eq(uploads.id, id)).returning();
  return row!;
}

export async function markComplete(db: Db, id: string, fileId: string, at: Date): Promise<UploadRow> {
  const [row] = await db
    .update(uploads)
    .set({ fileId, completedAt: at })
    .where(eq(uploads.id, id))
    .returning();
  return row!;
}

export async function listChunks(db: Db, uploadId: string): Promise<ChunkRow[]> {
  return db
    .select()
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, uploadId))
    .orderBy(asc(uploadChunks.offset));
}

export async function deleteChunkRows(db: Db, uploadId: string): Promise<void> {
  await db.delete(uploadChunks).where(eq(uploadChunks.uploadId, uploadId));
}

/** Deletes the upload (its chunk rows go by cascade) and answers the storage keys of its chunks. */
export async function deleteUpload(db: Db, id: string): Promise<string[]> {
  const chunks = await db
    .select({ key: uploadChunks.storageKey })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, id));
  await db.delete(uploads).where(eq(uploads.id, id));
  return chunks.map((c) => c.key);
}

/** Up to `limit` uploads past their expiry, with their chunks' storage keys; the rows are deleted. */
export async function takeExpired(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ uploads: number; keys: string[] }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(lt(uploads.expiresAt, now))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return { uploads: 0, keys: [] };
    const ids = expired.map((u) => u.id);
    const chunks = await tx
      .select({ key: uploadChunks.storageKey })
      .from(uploadChunks)
      .where(inArray(uploadChunks.uploadId, ids));
    await tx.delete(uploads).where(inArray(uploads.id, ids));
    return { uploads: ids.length, keys: chunks.map((c) => c.key) };
  });
}

/** How many uploads are still in progress for `ownerId` (a cap against filling the disk with abandoned ones). */
export async function countOpenUploads(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), sql`${uploads.completedAt} is null`));
  return row?.n ?? 0;
}
