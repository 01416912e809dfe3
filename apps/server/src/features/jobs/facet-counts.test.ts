import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYMENT_TYPES, SENIORITIES, WORK_MODES, type JobList } from '@talent/contract/jobs';
import { createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { seedJobs } from '../../seed/seed-jobs.ts';
import { useTestApp } from '../../test/harness.ts';
import { COUNT_SAMPLE } from './job-search.repository.ts';

// A fixed app clock, so the posted-within boundaries here and in the server are the same instant.
const NOW = new Date();
const t = useTestApp({ logger: { level: 'error' }, now: () => NOW });

/** Open jobs counted by PostgreSQL (or PGlite) one condition at a time, as the facets promise to count them. */
async function countOf(where: SQL[]): Promise<number> {
  const result = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'open' AND (expires_at IS NULL OR expires_at > now())
      AND ${sql.join(where, sql` AND `)}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.raw(column)}::text IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
const since = (days: number) =>
  sql`posted_at >= ${new Date(NOW.getTime() - days * 86_400_000).toISOString()}::timestamptz`;

describe('facet counts, counted by the server from the gathered rows', () => {
  it('equal counts made in SQL for every value of every group, with the other groups filtered', async () => {
    const user = await t.createUser({ verified: true });
    await createTalentProfile(t.database.db, user.id, { country: 'DE' });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    // Under the sample's cap, so the counts are exact.
    await seedJobs(t.database.db, { jobs: COUNT_SAMPLE - 50, companies: 20, now: NOW });

    const modes = ['remote', 'hybrid'] as const;
    const levels = ['mid', 'senior', 'lead'] as const;
    const list = (
      await client.get(
        `/talent/api/jobs?work_mode=${modes.join(',')}&seniority=${levels.join(',')}&posted_within=14`,
      )
    ).json() as JobList;
    const facets = list.meta.facets;
    const byMode = inList('work_mode', modes);
    const byLevel = inList('seniority', levels);
    const recent = since(14);

    expect(list.meta.total).toBe(await countOf([byMode, byLevel, recent]));
    expect(list.meta.total).toBeGreaterThan(0);
    for (const mode of WORK_MODES)
      expect(facets.work_mode.find((f) => f.value === mode)?.count, mode).toBe(
        await countOf([inList('work_mode', [mode]), byLevel, recent]),
      );
    for (const type of EMPLOYMENT_TYPES)
      expect(facets.employment_type.find((f) => f.value === type)?.count, type).toBe(
        await countOf([inList('employment_type', [type]), byMode, byLevel, recent]),
      );
    for (const level of SENIORITIES)
      expect(facets.seniority.find((f) => f.value === level)?.count, level).toBe(
        await countOf([inList('seniority', [level]), byMode, recent]),
      );
    for (const days of [1, 7, 14, 30])
      expect(facets.posted_within.find((f) => f.value === String(days))?.count, `${days} days`).toBe(
        await countOf([since(days), byMode, byLevel]),
      );

    // Skills: the twenty most frequent under every filter, ties by slug.
    const skills = (
      (await t.database.db.execute(sql`SELECT s AS value, count(*)::int AS count
        FROM jobs, unnest(skill_slugs) s
        WHERE status = 'open' AND (expires_at IS NULL OR expires_at > now()) AND ${byMode} AND ${byLevel} AND ${recent}
        GROUP BY 1 ORDER BY 2 DESC, s COLLATE "C" LIMIT 20`)) as unknown as {
        rows: Array<{ value: string; count: number }>;
      }
    ).rows;
    expect(skills.length).toBeGreaterThan(0);
    expect(facets.skills.map((s) => ({ value: s.value, count: s.count }))).toEqual(skills);
  });
});
