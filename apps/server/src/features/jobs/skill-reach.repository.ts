import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badges } from '../../db/schema/badges.schema.ts';
import { jobs, jobSkills, skills } from '../../db/schema/jobs.schema.ts';
import { talentSkills } from '../../db/schema/profile.schema.ts';
import { OPEN, rowsOf } from './job-sql.ts';

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
 * `SELECT id` of the open jobs `skill` (a skill id expression) would open: the job requires the skill, the
 * candidate lacks it, every other required skill of the job is held, and the job is not elite-only unless the
 * candidate is a member. Read through the skill's index on job_skills, so only the jobs that ask for it are probed;
 * `extra` narrows them further (the map's eligibility; the search applies its own filters on top).
 */
export function openedJobs(skill: SQL, reach: Reach, extra?: SQL): SQL {
  const held = uuidArray(reach.held);
  return sql`SELECT ${jobs.id} AS id FROM ${jobSkills} x JOIN ${jobs} ON ${jobs.id} = x.job_id
    WHERE x.skill_id = ${skill} AND x.required AND NOT (${skill} = ANY(${held})) AND ${OPEN}
      ${reach.eliteMember ? sql`` : sql`AND NOT ${jobs.eliteOnly}`}
      ${extra ? sql`AND ${extra}` : sql``}
      AND NOT EXISTS (SELECT 1 FROM ${jobSkills} other WHERE other.job_id = ${jobs.id} AND other.required
        AND other.skill_id <> ${skill} AND NOT (other.skill_id = ANY(${held})))`;
}

/**
 * The ids of the open jobs a skill would open, for the jobs search's `opens` filter: the search then reads them by
 * id in each of its branches instead of probing every job that lists the skill again.
 */
export async function openedJobIds(db: Db, skillId: string, reach: Reach): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(openedJobs(sql`${skillId}::uuid`, reach))).map((r) => r.id);
}
