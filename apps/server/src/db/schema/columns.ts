import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamptz`, read as a Date. Every table's timestamps use it. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
