import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { searchWords } from '../db/schema/jobs.schema.ts';

// The typo vocabulary that job search widens unknown words against: job titles, companies and the skill taxonomy.

/** Words (3 to 64 letters or digits, lower case) of `texts`, for the typo vocabulary. */
export function wordsOf(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts)
    for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (w.length >= 3 && w.length <= 64) words.add(w);
  return [...words];
}

export async function addSearchWords(db: Db, texts: string[]) {
  const words = wordsOf(texts);
  if (words.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${searchWords} (word) SELECT w FROM json_array_elements_text(${JSON.stringify(words)}::json) w ON CONFLICT DO NOTHING`,
  );
}
