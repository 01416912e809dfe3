import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skills } from '../../db/schema/jobs.schema.ts';
import { resumeDrafts, resumeExtractions, resumeSuggestions } from '../../db/schema/profile.schema.ts';
import type { SkillTerm } from './resume-finder.ts';

export type SuggestionRow = typeof resumeSuggestions.$inferSelect;
export type NewSuggestion = Omit<typeof resumeSuggestions.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type ExtractionRow = typeof resumeExtractions.$inferSelect;
export type DraftRow = typeof resumeDrafts.$inferSelect;
export type NewDraft = Omit<typeof resumeDrafts.$inferInsert, 'updatedAt'>;

export async function allSkillTerms(db: Db): Promise<SkillTerm[]> {
  return db.select({ slug: skills.slug, name: skills.name, aliases: skills.aliases }).from(skills);
}

/** The suggestions read from one file, in the order they were found. */
export async function listSuggestions(db: Db, userId: string, fileId: string): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(resumeSuggestions)
    .where(and(eq(resumeSuggestions.userId, userId), eq(resumeSuggestions.fileId, fileId)))
    .orderBy(asc(resumeSuggestions.createdAt), asc(resumeSuggestions.id));
}

/** A new reading replaces what was still waiting for a decision; decided ones stay as the record of consent. */
export async function deletePendingSuggestions(db: Db, userId: string, fileId: string): Promise<void> {
  await db
    .delete(resumeSuggestions)
    .where(
      and(
        eq(resumeSuggestions.userId, userId),
        eq(resumeSuggestions.fileId, fileId),
        eq(resumeSuggestions.status, 'pending'),
      ),
    );
}

/** Inserts in the order given; a millisecond apart each, so listing by creation keeps the order they were found. */
export async function insertSuggestions(db: Db, rows: NewSuggestion[]): Promise<void> {
  const base = Date.now();
  if (rows.length) {
    await db
      .insert(resumeSuggestions)
      .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i) })));
  }
}

/** The caller's suggestions among `ids`, locked while their decision is applied. */
export async function lockOwnSuggestions(db: Db, userId: string, ids: string[]): Promise<SuggestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(resumeSuggestions)
    .where(and(inArray(resumeSuggestions.id, ids), eq(resumeSuggestions.userId, userId)))
    .for('update');
}

export async function setSuggestionStatus(
  db: Db,
  ids: string[],
  status: 'accepted' | 'rejected',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(resumeSuggestions)
    .set({ status })
    .where(and(inArray(resumeSuggestions.id, ids), ne(resumeSuggestions.status, status)));
}

export async function saveExtraction(
  db: Db,
  values: { fileId: string; userId: string; status: 'ready' | 'failed'; message: string | null },
): Promise<void> {
  await db
    .insert(resumeExtractions)
    .values({ ...values, createdAt: new Date() })
    .onConflictDoUpdate({
      target: resumeExtractions.fileId,
      set: { status: values.status, message: values.message, createdAt: new Date() },
    });
}

export async function findExtraction(
  db: Db,
  userId: string,
  fileId: string,
): Promise<ExtractionRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeExtractions)
    .where(and(eq(resumeExtractions.fileId, fileId), eq(resumeExtractions.userId, userId)))
    .limit(1);
  return row;
}

/** One draft per candidate: a new reading replaces the last one. */
export async function saveDraft(db: Db, draft: NewDraft, now: Date): Promise<void> {
  await db
    .insert(resumeDrafts)
    .values({ ...draft, updatedAt: now })
    .onConflictDoUpdate({
      target: resumeDrafts.userId,
      set: {
        fileId: draft.fileId,
        experience: draft.experience ?? [],
        education: draft.education ?? [],
        location: draft.location ?? null,
        updatedAt: now,
      },
    });
}

export async function deleteDraft(db: Db, userId: string): Promise<void> {
  await db.delete(resumeDrafts).where(eq(resumeDrafts.userId, userId));
}

/** The candidate's draft when it came from `fileId` (a draft of an older resume does not count). */
export async function findDraft(db: Db, userId: string, fileId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.userId, userId), eq(resumeDrafts.fileId, fileId)))
    .limit(1);
  return row;
}
