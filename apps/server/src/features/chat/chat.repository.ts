import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations, messages } from '../../db/schema/chat.schema.ts';
import { companies, jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { marketplaceOrders } from '../../db/schema/marketplace.schema.ts';
import { exactInstant as exact, type Key } from '../../lib/keyset-cursor.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageInsert = typeof messages.$inferInsert;
export type RecruiterRow = typeof recruiters.$inferSelect;

/** `%` and `_` (and the escape itself) match literally in an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/* ---------- participants ---------- */

export async function findRecruiter(db: Db, id: string): Promise<RecruiterRow | undefined> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, id)).limit(1);
  return row;
}

/**
 * The user takes part as the talent (an order thread's seller), as the account of the conversation's recruiter, or
 * as an order thread's buying talent.
 */
function participates(userId: string): SQL {
  return or(
    eq(conversations.talentId, userId),
    eq(conversations.buyerTalentId, userId),
    sql`${conversations.recruiterId} IN (SELECT id FROM recruiters WHERE user_id = ${userId})`,
  )!;
}

/** The bare row, only for a participant (anyone else gets nothing: the caller answers 404). */
export async function findOwnConversation(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), participates(userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: conversations }) : await query;
  return row;
}

/** Is the user one of the two sides (channel authorisation)? */
export async function isParticipant(db: Db, userId: string, id: string): Promise<boolean> {
  return !!(await findOwnConversation(db, userId, id));
}

/* ---------- conversation views ---------- */

const recruiterUsers = alias(users, 'recruiter_users');
const buyerTalents = alias(users, 'buyer_talents');
const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** Everything a conversation row needs to be shown to `userId`: both sides, the job, unread and last message ids. */
function viewQuery(db: Db, userId: string) {
  const myRead = sql`CASE WHEN ${conversations.talentId} = ${userId} THEN ${conversations.talentReadUpTo} ELSE ${conversations.recruiterReadUpTo} END`;
  return db
    .select({
      conversation: conversations,
      talent: { id: users.id, name: users.name, avatarUrl: users.avatarUrl },
      recruiter: recruiters,
      recruiterUser: {
        id: recruiterUsers.id,
        name: recruiterUsers.name,
        avatarUrl: recruiterUsers.avatarUrl,
      },
      buyerTalent: { id: buyerTalents.id, name: buyerTalents.name, avatarUrl: buyerTalents.avatarUrl },
      company: companies.name,
      job: { id: jobs.id, title: jobs.title, company: jobs.companyName },
      order: {
        id: marketplaceOrders.id,
        reference: marketplaceOrders.reference,
        title: marketplaceOrders.serviceTitle,
      },
      activityKey: exact(activity),
      unread: sql<number>`(SELECT count(*)::int FROM messages m WHERE m.conversation_id = ${conversations.id} AND m.sender_id <> ${userId} AND (${myRead} IS NULL OR m.created_at > ${myRead}))`,
      lastMessageId: sql<
        string | null
      >`(SELECT m.id FROM messages m WHERE m.conversation_id = ${conversations.id} ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.talentId))
    .leftJoin(recruiters, eq(recruiters.id, conversations.recruiterId))
    .leftJoin(companies, eq(companies.id, recruiters.companyId))
    .leftJoin(recruiterUsers, eq(recruiterUsers.id, recruiters.userId))
    .leftJoin(buyerTalents, eq(buyerTalents.id, conversations.buyerTalentId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .leftJoin(marketplaceOrders, eq(marketplaceOrders.id, conversations.orderId));
}

export type ConversationView = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

export async function findConversationView(
  db: Db,
  userId: string,
  id: string,
): Promise<ConversationView | undefined> {
  const [row] = await viewQuery(db, userId)
    .where(and(eq(conversations.id, id), participates(userId)))
    .limit(1);
  return row;
}

/**
 * The user's conversations by latest activity (last message, else opening), after the keyset of the last row
 * seen; `q` matches the other side's name, the company or the job title. One extra row tells if there is more.
 */
export async function listConversationViews(
  db: Db,
  userId: string,
  options: { q?: string | undefined; after?: Key | undefined; limit: number },
): Promise<ConversationView[]> {
  const { q, after } = options;
  const pattern = q ? likePattern(q) : undefined;
  return viewQuery(db, userId)
    .where(
      and(
        participates(userId),
        pattern
          ? or(
              and(eq(recruiters.userId, userId), ilike(users.name, pattern)),
              and(eq(conversations.talentId, userId), ilike(recruiters.name, pattern)),
              and(eq(conversations.talentId, userId), ilike(buyerTalents.name, pattern)),
              and(eq(conversations.buyerTalentId, userId), ilike(users.name, pattern)),
              ilike(companies.name, pattern),
              ilike(jobs.title, pattern),
              ilike(marketplaceOrders.serviceTitle, pattern),
              ilike(marketplaceOrders.reference, pattern),
            )
          : undefined,
        after
          ? sql`(${activity}, ${conversations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activity), desc(conversations.id))
    .limit(options.limit + 1);
}

/** How many of the user's conversations hold messages from the other side they have not read. */
export async function countUnreadConversations(db: Db, userId: string): Promise<number> {
  const myRead = sql`CASE WHEN ${conversations.talentId} = ${userId} THEN ${conversations.talentReadUpTo} ELSE ${conversations.recruiterReadUpTo} END`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        participates(userId),
        sql`EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ${conversations.id} AND m.sender_id <> ${userId} AND (${myRead} IS NULL OR m.created_at > ${myRead}))`,
      ),
    );
  return row?.n ?? 0;
}

/* ---------- opening ---------- */

/** Inserts unless a unique index (application, invitation, direct pair) already holds one; returns the new row. */
export async function insertConversation(
  db: Db,
  values: typeof conversations.$inferInsert,
): Promise<ConversationRow | undefined> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDirectConversation(db: Db, talentId: string, recruiterId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.talentId, talentId),
        eq(conversations.recruiterId, recruiterId),
        eq(conversations.kind, 'direct'),
      ),
    )
    .limit(1);
  return row;
}

export async function findConversationBy(
  db: Db,
  by: { applicationId: string } | { invitationId: string } | { orderId: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      'applicationId' in by
        ? eq(conversations.applicationId, by.applicationId)
        : 'invitationId' in by
          ? eq(conversations.invitationId, by.invitationId)
          : eq(conversations.orderId, by.orderId),
    )
    .limit(1);
  return row;
}

/** An application answering an invitation continues that invitation's thread rather than opening a second one. */
export async function attachApplication(
  db: Db,
  invitationId: string,
  applicationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ applicationId })
    .where(and(eq(conversations.invitationId, invitationId), sql`${conversations.applicationId} IS NULL`))
    .returning();
  return row;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findJobOf(db: Db, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, recruiterId: jobs.recruiterId, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

/* ---------- messages ---------- */

const messageColumns = {
  message: messages,
  key: exact(messages.createdAt),
  file: { id: files.id, name: files.name, size: files.size, type: files.type },
};

function messageQuery(db: Db) {
  return db.select(messageColumns).from(messages).leftJoin(files, eq(files.id, messages.attachmentFileId));
}

export type MessageView = Awaited<ReturnType<ReturnType<typeof messageQuery>['execute']>>[number];

export async function findMessageViews(db: Db, ids: string[]): Promise<MessageView[]> {
  if (ids.length === 0) return [];
  return messageQuery(db).where(inArray(messages.id, ids));
}

export async function findMessageView(db: Db, id: string): Promise<MessageView | undefined> {
  const [row] = await findMessageViews(db, [id]);
  return row;
}

/** The bare row by its (client-chosen, globally unique) id, wherever it belongs. */
export async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Newest first, older than the keyset `before`; one extra row tells if there is more. */
export async function listMessages(
  db: Db,
  conversationId: string,
  options: { before?: Key | undefined; limit: number },
): Promise<MessageView[]> {
  const { before } = options;
  return messageQuery(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit + 1);
}

/** Every message of a conversation with its sender's name, oldest first (an operator reads a disputed order's). */
export async function listAllMessages(db: Db, conversationId: string) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: users.name,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.createdAt, messages.id);
}

/** Case-insensitive substring search (the trigram index serves it), newest first. */
export async function searchMessages(db: Db, conversationId: string, q: string, limit: number) {
  return messageQuery(db)
    .where(and(eq(messages.conversationId, conversationId), ilike(messages.body, likePattern(q))))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Stores a message unless its id exists already; returns the new row or undefined. */
export async function insertMessage(db: Db, values: MessageInsert) {
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  return row;
}

/** A new message is the conversation's activity; the sender has seen everything up to it. */
export async function touchConversation(
  db: Db,
  conversation: ConversationRow,
  at: Date,
  senderSide: 'talent' | 'recruiter',
) {
  const read = senderSide === 'talent' ? conversations.talentReadUpTo : conversations.recruiterReadUpTo;
  await db
    .update(conversations)
    .set({
      lastMessageAt: at,
      [senderSide === 'talent' ? 'talentReadUpTo' : 'recruiterReadUpTo']:
        sql`greatest(${read}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, conversation.id));
}

/** Messages of `senderId` the other side has not read yet (after their read position). */
export async function countUnreadFrom(
  db: Db,
  conversationId: string,
  senderId: string,
  readUpTo: Date | null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        readUpTo ? sql`${messages.createdAt} > ${readUpTo.toISOString()}::timestamptz` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Moves a side's read position up to the message's time, never back. Returns the new position, or null when it
 * did not move (already read that far).
 */
export async function markReadUpTo(
  db: Db,
  conversationId: string,
  side: 'talent' | 'recruiter',
  messageId: string,
): Promise<Date | null> {
  const column = side === 'talent' ? conversations.talentReadUpTo : conversations.recruiterReadUpTo;
  const at = sql`(SELECT m.created_at FROM messages m WHERE m.id = ${messageId} AND m.conversation_id = ${conversationId})`;
  const [row] = await db
    .update(conversations)
    .set({ [side === 'talent' ? 'talentReadUpTo' : 'recruiterReadUpTo']: at })
    .where(and(eq(conversations.id, conversationId), sql`(${column} IS NULL OR ${column} < ${at})`))
    .returning({ talent: conversations.talentReadUpTo, recruiter: conversations.recruiterReadUpTo });
  if (!row) return null;
  return side === 'talent' ? row.talent : row.recruiter;
}

/** The attachment's file, only when a message of this conversation carries it. */
export async function findAttachment(db: Db, conversationId: string, fileId: string) {
  const [row] = await db
    .select({ file: files })
    .from(messages)
    .innerJoin(files, eq(files.id, messages.attachmentFileId))
    .where(and(eq(messages.conversationId, conversationId), eq(messages.attachmentFileId, fileId)))
    .limit(1);
  return row?.file;
}

/** A file of the user's own, of the chat attachment kind. */
export async function findOwnChatFile(db: Db, ownerId: string, fileId: string) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.kind, 'chat_attachment')))
    .limit(1);
  return row;
}

/** The last message before `at` in a conversation (the demo recruiter looks who spoke last). */
export async function previousMessage(db: Db, conversationId: string, beforeId: string, at: Date) {
  const [row] = await db
    .select({ id: messages.id, senderId: messages.senderId })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.id} <> ${beforeId}`,
        sql`${messages.createdAt} <= ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row;
}

/** What the demo recruiter's answer mentions: its own name and the job, if any. */
export async function demoContext(db: Db, conversationId: string) {
  const [row] = await db
    .select({ recruiterName: recruiters.name, jobTitle: jobs.title, company: companies.name })
    .from(conversations)
    .innerJoin(recruiters, eq(recruiters.id, conversations.recruiterId))
    .innerJoin(companies, eq(companies.id, recruiters.companyId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row;
}
