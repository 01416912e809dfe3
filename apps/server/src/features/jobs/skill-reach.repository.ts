import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badges } from '../../db/schema/badges.schema.ts';
import { jobs, jobSkills, skills } from '../../db/schema/jobs.schema.ts';
import { talentSkills } from '../../db/schema/profile.schema.ts';
import { rowsOf } from './job-sql.ts';

/*
 * What one more skill would open: the rule the jobs search's `opens` filter and the skill-gap map's counts share,
 * so the number on the map and the search's total are one count (contract: skill-gap.ts).
 */

/** Skill ids as one uuid[] parameter (uuids hold no commas, quotes or braces): one bind, however many. */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * The skills a candidate holds: those the profile lists, and those a badge proves (not revoked, not expired at
 * `now`; a badge names its skill by slug).
 */
export async function heldSkillIds(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT ${talentSkills.skillId} AS id FROM ${talentSkills} WHERE ${talentSkills.userId} = ${userId}
      UNION
      SELECT ${skills.id} FROM ${badges} JOIN ${skills} ON ${skills.slug} = ${badges.skillSlug}
      WHERE ${badges.userId} = ${userId} AND ${badges.revokedAt} IS NULL AND ${badges.expiresAt} > ${now.toISOString()}::timestamptz`),
  );
  return rows.map((r) => r.id).sort();
}

/** Who the jobs are counted for: the skills they hold, and whether elite-only jobs are open to them. */
export interface Reach {
  held: readonly string[];
  eliteMember: boolean;
}

/**
 * `job` (a jobs.id expression) is one that `skill` (a skill id expression) would open: the job requires the skill,
 * the candidate lacks it, every other required skill of the job is held, and the job is not elite-only unless the
 * candidate is a member. Open and eligible are the caller's conditions (the search's and the map's alike).
 */
export function opensJob(job: SQL, skill: SQL, reach: Reach): SQL {
  const held = uuidArray(reach.held);
  return sql`(NOT (${skill} = ANY(${held}))
    AND EXISTS (SELECT 1 FROM ${jobSkills} need WHERE need.job_id = ${job} AND need.skill_id = ${skill} AND need.required)
    AND NOT EXISTS (SELECT 1 FROM ${jobSkills} other WHERE other.job_id = ${job} AND other.required
      AND other.skill_id <> ${skill} AND NOT (other.skill_id = ANY(${held})))
    ${reach.eliteMember ? sql`` : sql`AND NOT ${jobs.eliteOnly}`})`;
}
