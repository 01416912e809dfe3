import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONVERSATION_KINDS } from '@talent/contract/chat';
import { applications, files, jobInvitations } from './applications.schema.ts';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';
import { jobs, recruiters } from './jobs.schema.ts';
import { marketplaceOrders } from './marketplace.schema.ts';

export const conversationKind = pgEnum('conversation_kind', CONVERSATION_KINDS);

/**
 * A thread between one talent and one recruiter: per application, per invitation, or direct (a recruiter opened it).
 * An `order` thread is a marketplace order's: `talent_id` is the seller, and the buyer is either a recruiter
 * (`recruiter_id`) or another talent (`buyer_talent_id`, whose read position is `recruiter_read_up_to`: the side
 * that is not the seller). Each side's read position is kept here: receipts and unread counts are computed from it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKind('kind').notNull(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').references(() => recruiters.id, { onDelete: 'cascade' }),
    /** An order thread whose buyer is a talent. */
    buyerTalentId: uuid('buyer_talent_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    invitationId: uuid('invitation_id').references(() => jobInvitations.id, { onDelete: 'set null' }),
    talentReadUpTo: instant('talent_read_up_to'),
    recruiterReadUpTo: instant('recruiter_read_up_to'),
    lastMessageAt: instant('last_message_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversations_talent_activity_idx').on(t.talentId, t.lastMessageAt.desc()),
    index('conversations_recruiter_activity_idx').on(t.recruiterId, t.lastMessageAt.desc()),
    uniqueIndex('conversations_application_unique').on(t.applicationId),
    uniqueIndex('conversations_invitation_unique').on(t.invitationId),
    uniqueIndex('conversations_order_unique').on(t.orderId),
    index('conversations_buyer_talent_activity_idx').on(t.buyerTalentId, t.lastMessageAt.desc()),
    // Every thread has a second side: a recruiter, or (order threads only) a buying talent.
    check(
      'conversations_other_side',
      sql`(${t.recruiterId} is not null) <> (${t.buyerTalentId} is not null) and (${t.buyerTalentId} is null or ${t.kind}::text = 'order')`,
    ),
    // One direct thread per pair.
    uniqueIndex('conversations_direct_unique')
      .on(t.talentId, t.recruiterId)
      .where(sql`${t.kind} = 'direct'`),
  ],
);

/** Messages are stored before they are broadcast; the id comes from the sending client, so a retry is stored once. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    isAutomated: boolean('is_automated').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);
