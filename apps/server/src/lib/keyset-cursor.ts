import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Opaque keyset cursors: base64url JSON of a row's place in its order. `at` is the timestamp as PostgreSQL
 * prints it with microseconds (a JS Date would drop them, and rows inserted by `now()` carry them), so the
 * comparison in SQL is exact and never skips or repeats a row.
 */
const KeySchema = z.object({
  at: z
    .string()
    .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
    // A real instant (no 30 February, no 24:00): PostgreSQL would refuse it with a 500 otherwise.
    .refine((at) => {
      const date = new Date(at);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === at.slice(0, 19);
    }),
  id: z.string().uuid(),
});
export type Key = z.infer<typeof KeySchema>;

export function encodeKey(key: Key): string {
  return Buffer.from(JSON.stringify({ at: key.at, id: key.id })).toString('base64url');
}

export function decodeKey(cursor: string, field: string): Key {
  try {
    return KeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw AppError.validation({ [field]: ['The cursor is invalid.'] });
  }
}

/** A timestamp as PostgreSQL prints it in UTC with microseconds: the exact key of a keyset cursor. */
export const exactInstant = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
