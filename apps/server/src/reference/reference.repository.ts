import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { skills } from '../db/schema/jobs.schema.ts';
import { SKILLS } from './skills.data.ts';
import { addSearchWords } from './search-words.repository.ts';

/** Makes the skills table hold the shipped taxonomy (insert new, refresh names and aliases); cheap when current. */
export async function syncSkills(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(skills);
  if ((row?.n ?? 0) === SKILLS.length) return;
  await db
    .insert(skills)
    .values(SKILLS.map((s) => ({ slug: s.slug, name: s.name, category: s.category, aliases: s.aliases })))
    .onConflictDoUpdate({
      target: skills.slug,
      set: { name: sql`excluded.name`, category: sql`excluded.category`, aliases: sql`excluded.aliases` },
    });
  await addSearchWords(
    db,
    SKILLS.map((s) => [s.name, ...s.aliases].join(' ')),
  );
}

/** Skills whose name or an alias starts with, contains or resembles `q`, best first. */
export async function searchSkills(db: Db, q: string | undefined, limit: number) {
  if (!q) return db.select().from(skills).orderBy(skills.name).limit(limit);
  const needle = q.toLowerCase();
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(skills)
    .where(
      sql`lower(${skills.name}) LIKE ${like}
        OR EXISTS (SELECT 1 FROM unnest(${skills.aliases}) a WHERE lower(a) LIKE ${like})
        OR lower(${skills.name}) % ${needle}`,
    )
    .orderBy(
      sql`(lower(${skills.name}) = ${needle} OR EXISTS (SELECT 1 FROM unnest(${skills.aliases}) a WHERE lower(a) = ${needle})) DESC`,
      sql`(lower(${skills.name}) LIKE ${`${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) DESC`,
      sql`similarity(lower(${skills.name}), ${needle}) DESC`,
      skills.name,
    )
    .limit(limit);
}
