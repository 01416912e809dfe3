import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every process (login, mail and reset throttles).
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
