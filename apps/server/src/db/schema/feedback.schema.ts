import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackContext } from '@talent/contract/feedback';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { instant } from './columns.ts';

export const feedbackCategory = pgEnum('feedback_category', FEEDBACK_CATEGORIES);
export const feedbackStatus = pgEnum('feedback_status', FEEDBACK_STATUSES);
export const feedbackReplyFrom = pgEnum('feedback_reply_from', ['team', 'author']);

/**
 * What someone sent from the feedback widget. It is theirs: it goes with their account. The screenshot is their
 * own upload (kind feedback_screenshot); deleting that file leaves the feedback without it.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: feedbackCategory('category').notNull(),
    status: feedbackStatus('status').notNull().default('new'),
    whatHappened: text('what_happened').notNull(),
    expected: text('expected').notNull(),
    screenshotFileId: uuid('screenshot_file_id').references(() => files.id, { onDelete: 'set null' }),
    // Page, browser, viewport, build and recent console errors, when the author chose to send them.
    context: jsonb('context').$type<FeedbackContext>(),
    // Operators' labels, lower case.
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.createdAt.desc()),
    index('feedback_inbox_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('feedback_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feedback_tags_idx').using('gin', t.tags),
  ],
);

/** The thread under a feedback: operators' answers and the author's follow-ups, oldest first. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    // Null once the writer's account is gone (an operator's answer stays in the author's thread).
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    from: feedbackReplyFrom('from').notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);
