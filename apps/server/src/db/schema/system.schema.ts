import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

// Fixed-window counters shared by every process (login, mail and reset throttles).
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: instant('reset_at').notNull(),
});
