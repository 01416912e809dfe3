import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * The embedded event store: what the relay receives when no PostHog is configured. Anonymous by design: the
 * distinct id is the browser's random one (kept in memory, new on each load), never a user id or address, and
 * the properties are an allowlist of browser facts, capped in size. Rows older than the retention are swept.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // The event's own uuid, so a batch the client sends again after a lost answer is stored once.
    id: uuid('id').primaryKey(),
    event: varchar('event', { length: 200 }).notNull(),
    distinctId: varchar('distinct_id', { length: 200 }).notNull(),
    sessionId: varchar('session_id', { length: 100 }),
    // Path, query and hash of the page (secret-bearing query values redacted).
    path: varchar('path', { length: 2000 }),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    index('analytics_events_event_occurred_idx').on(t.event, t.occurredAt),
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);
