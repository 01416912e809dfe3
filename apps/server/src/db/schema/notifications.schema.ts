import { index, pgEnum, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@talent/contract/notifications';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/** In-app notifications, newest first per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    url: varchar('url', { length: 500 }),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
