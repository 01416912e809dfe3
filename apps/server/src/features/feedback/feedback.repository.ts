import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackStatus } from '@talent/contract/feedback';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { feedback, feedbackReplies } from '../../db/schema/feedback.schema.ts';
import { exactInstant, type Key } from '../../lib/keyset-cursor.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

const withScreenshot = {
  row: feedback,
  screenshot: { id: files.id, name: files.name },
};

/** The author's own feedback, newest first, with the screenshot's name. */
export async function listOwnFeedback(db: Db, userId: string, limit = 50) {
  return db
    .select(withScreenshot)
    .from(feedback)
    .leftJoin(files, eq(files.id, feedback.screenshotFileId))
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
export type OwnFeedbackView = Awaited<ReturnType<typeof listOwnFeedback>>[number];

/** One of the author's own; someone else's id finds nothing. */
export async function findOwnFeedback(
  db: Db,
  userId: string,
  id: string,
): Promise<OwnFeedbackView | undefined> {
  const [row] = await db
    .select(withScreenshot)
    .from(feedback)
    .leftJoin(files, eq(files.id, feedback.screenshotFileId))
    .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
    .limit(1);
  return row;
}

/** The feedback locked until the caller's transaction ends (a reply and a status change never interleave). */
export async function lockFeedback(db: Db, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update').limit(1);
  return row;
}

export async function updateFeedback(
  db: Db,
  id: string,
  values: Partial<Pick<FeedbackRow, 'status' | 'tags'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(feedback).set(values).where(eq(feedback.id, id));
}

export async function insertReply(
  db: Db,
  values: typeof feedbackReplies.$inferInsert,
): Promise<FeedbackReplyRow> {
  const [row] = await db.insert(feedbackReplies).values(values).returning();
  return row!;
}

/** The threads of several feedback rows, oldest reply first, with each writer's name (null once gone). */
export async function repliesOf(db: Db, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({ reply: feedbackReplies, authorName: users.name })
    .from(feedbackReplies)
    .leftJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(inArray(feedbackReplies.feedbackId, feedbackIds))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}
export type ReplyView = Awaited<ReturnType<typeof repliesOf>>[number];

export interface InboxFilter {
  status?: FeedbackStatus | undefined;
  category?: FeedbackCategory | undefined;
  tag?: string | undefined;
}

function filtersOf(filter: Omit<InboxFilter, 'status'>): SQL[] {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(feedback.category, filter.category));
  if (filter.tag) where.push(sql`${filter.tag} = ANY(${feedback.tags})`);
  return where;
}

const inboxColumns = {
  row: feedback,
  author: { id: users.id, name: users.name, email: users.email, role: users.role },
  key: exactInstant(feedback.createdAt),
  replyCount: sql<number>`(SELECT count(*)::int FROM feedback_replies r WHERE r.feedback_id = ${feedback.id})`,
};

/** Operators: newest first, after the keyset of the last row seen; one extra row tells if there is more. */
export async function listInbox(db: Db, filter: InboxFilter & { after?: Key | undefined; limit: number }) {
  const where = filtersOf(filter);
  if (filter.status) where.push(eq(feedback.status, filter.status));
  if (filter.after) {
    where.push(
      sql`(${feedback.createdAt}, ${feedback.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return db
    .select(inboxColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(and(...where))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(filter.limit + 1);
}
export type InboxView = Awaited<ReturnType<typeof listInbox>>[number];

export async function findForInbox(db: Db, id: string): Promise<InboxView | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row;
}

/** How many per status under the other filters (the inbox's tabs). */
export async function countByStatus(db: Db, filter: Omit<InboxFilter, 'status'>) {
  return db
    .select({ status: feedback.status, count: count() })
    .from(feedback)
    .where(and(...filtersOf(filter)))
    .groupBy(feedback.status);
}

/** Every tag in use and on how many, most used first. */
export async function tagsInUse(db: Db, limit = 200): Promise<Array<{ tag: string; count: number }>> {
  const result = await db.execute(sql`SELECT t.tag, count(*)::int AS count
    FROM ${feedback}, unnest(${feedback.tags}) AS t(tag)
    GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT ${limit}`);
  return (result as unknown as { rows: Array<{ tag: string; count: number }> }).rows;
}

/** The screenshot's file row of a feedback (operators read it; the author has their own file link). */
export async function screenshotOf(db: Db, id: string) {
  const [row] = await db
    .select({ file: files })
    .from(feedback)
    .innerJoin(files, eq(files.id, feedback.screenshotFileId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row?.file;
}
