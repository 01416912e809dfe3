import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@talent/contract/notifications';
import { instant } from './columns.ts';

export const userRole = pgEnum('user_role', ['talent', 'operator', 'recruiter']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    // Always stored lower-cased; the index on lower() guards against writers that forget.
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password').notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    role: userRole('role').notNull().default('talent'),
    avatarUrl: text('avatar_url'),
    timezone: varchar('timezone', { length: 64 }),
    sourceJobId: varchar('source_job_id', { length: 64 }),
    // A new address waiting for its verification link (settings → change email).
    pendingEmail: varchar('pending_email', { length: 255 }),
    // Per type and channel; null until the user changes them (DEFAULT_NOTIFICATION_PREFERENCES apply).
    notificationPreferences: jsonb('notification_preferences').$type<Partial<NotificationPreferences>>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 (hex) of the cookie value: a leaked table does not hand out live sessions.
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 45 }),
    userAgent: text('user_agent'),
    lastActivity: instant('last_activity').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_last_activity_idx').on(t.lastActivity)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: varchar('email', { length: 255 }).primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
