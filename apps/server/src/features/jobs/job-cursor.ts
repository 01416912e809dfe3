import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { SortKey } from './job-search.repository.ts';
import type { SavedKey } from './saved-jobs.repository.ts';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const instant = z.iso.datetime({ offset: true });

const SortKeySchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('newest'), postedAt: instant, id: uuid }),
  z.object({ sort: z.literal('salary'), salaryUsd: z.number().int().min(0), id: uuid }),
  z.object({
    sort: z.literal('relevance'),
    tier: z.number().int().min(0).max(20),
    postedAt: instant,
    id: uuid,
  }),
]);
const SavedKeySchema = z.object({ savedAt: instant, id: uuid });
/** Recommendations: the last row's place in (score desc, posted_at desc, id desc). */
const MatchKeySchema = z.object({ score: z.number().int().min(0).max(100), postedAt: instant, id: uuid });
export type MatchKey = z.infer<typeof MatchKeySchema>;

/** Cursors are opaque to clients: base64url JSON of the last row's sort key and id. */
function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  }
}

export const encodeSortKey = (key: SortKey) => encode(key);
export const encodeSavedKey = (key: SavedKey) => encode(key);

/** A cursor of another sort than the one asked for is as invalid as a forged one. */
export function decodeSortKey(cursor: string, sort: SortKey['sort']): SortKey {
  const key = decode(cursor, SortKeySchema);
  if (key.sort !== sort) throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  return key;
}

export const decodeSavedKey = (cursor: string) => decode(cursor, SavedKeySchema);
export const encodeMatchKey = (key: MatchKey) => encode(key);
export const decodeMatchKey = (cursor: string) => decode(cursor, MatchKeySchema);
