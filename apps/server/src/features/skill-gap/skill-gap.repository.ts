import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skillTests } from '../../db/schema/assessments.schema.ts';
import { courseEnrolments, courseLessons, courses, courseSkills } from '../../db/schema/courses.schema.ts';
import { jobSkills, skills } from '../../db/schema/jobs.schema.ts';
import { eligibleFrom, rowsOf } from '../jobs/job-sql.ts';
import { openedJobs, uuidArray, type Reach } from '../jobs/skill-reach.repository.ts';

/** A skill with its counts: considered jobs it blocks, countable jobs it would open. */
export interface GapRow {
  id: string;
  slug: string;
  name: string;
  blocks: number;
  opens: number;
}

/** Whom the counts are for and which jobs are counted (contract: skill-gap.ts). */
export interface GapQuery {
  reach: Reach;
  /** The profile's country: only jobs takeable from it count; null: every job. */
  eligibleFrom: string | null;
  /** The considered jobs (open saved jobs and the first recommendations). */
  considered: readonly string[];
}

/** Countable jobs the skill `skill` (an expression) would open: the jobs search's `opens` rule, eligible ones. */
function opensCount(skill: SQL, query: GapQuery): SQL {
  const eligible = query.eligibleFrom ? eligibleFrom(query.eligibleFrom) : undefined;
  return sql`(SELECT count(*)::int FROM (${openedJobs(skill, query.reach, eligible)}) opened)`;
}

/** Considered jobs that require `skill` while the candidate lacks it. */
function blocksCount(skill: SQL, query: GapQuery): SQL {
  return sql`(SELECT count(*)::int FROM ${jobSkills} b
    WHERE b.skill_id = ${skill} AND b.required AND b.job_id = ANY(${uuidArray(query.considered)})
      AND NOT (b.skill_id = ANY(${uuidArray(query.reach.held)})))`;
}

/**
 * The map: the required skills the considered jobs miss, most blocked jobs first, then most jobs opened, then by
 * name; `limit` of them. Jobs opened are counted only for the skills that can still make the cut (blocking at
 * least as many jobs as the limit-th skill), which keeps the per-skill counts to a handful.
 */
export async function topGaps(db: Db, query: GapQuery, limit: number): Promise<GapRow[]> {
  if (query.considered.length === 0) return [];
  const held = uuidArray(query.reach.held);
  return rowsOf<GapRow>(
    await db.execute(sql`WITH missing AS (
        SELECT js.skill_id, count(*)::int AS blocks FROM ${jobSkills} js
        WHERE js.job_id = ANY(${uuidArray(query.considered)}) AND js.required AND NOT (js.skill_id = ANY(${held}))
        GROUP BY js.skill_id),
      cut AS (SELECT blocks FROM missing ORDER BY blocks DESC OFFSET ${limit - 1} LIMIT 1)
      SELECT s.id, s.slug, s.name, m.blocks, ${opensCount(sql`m.skill_id`, query)} AS opens
      FROM missing m JOIN ${skills} s ON s.id = m.skill_id
      WHERE m.blocks >= coalesce((SELECT blocks FROM cut), 0)
      ORDER BY m.blocks DESC, opens DESC, s.name, s.slug
      LIMIT ${limit}`),
  );
}

/** The same counts for given skills (a job's missing skills, or one skill), in no particular order. */
export async function gapsOf(db: Db, query: GapQuery, skillIds: readonly string[]): Promise<GapRow[]> {
  if (skillIds.length === 0) return [];
  return rowsOf<GapRow>(
    await db.execute(sql`SELECT s.id, s.slug, s.name,
        ${blocksCount(sql`s.id`, query)} AS blocks, ${opensCount(sql`s.id`, query)} AS opens
      FROM ${skills} s WHERE s.id = ANY(${uuidArray(skillIds)})`),
  );
}

/** The skills a job lists, required ones first. */
export async function jobSkillsOf(db: Db, jobId: string) {
  return rowsOf<{ id: string; slug: string; name: string; required: boolean }>(
    await db.execute(sql`SELECT s.id, s.slug, s.name, js.required FROM ${jobSkills} js
      JOIN ${skills} s ON s.id = js.skill_id WHERE js.job_id = ${jobId}
      ORDER BY js.required DESC, s.name`),
  );
}

export interface CourseRow {
  skill_id: string;
  id: string;
  title: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  minutes: number;
  progress: 'not_started' | 'in_progress' | 'completed';
}

/** Published courses teaching these skills, with their length and the candidate's progress, shortest first. */
export async function coursesFor(db: Db, userId: string, skillIds: readonly string[]): Promise<CourseRow[]> {
  if (skillIds.length === 0) return [];
  return rowsOf<CourseRow>(
    await db.execute(sql`SELECT cs.skill_id, c.id, c.title, c.level,
        coalesce((SELECT sum(l.minutes) FROM ${courseLessons} l WHERE l.course_id = c.id), 0)::int AS minutes,
        CASE WHEN e.completed_at IS NOT NULL THEN 'completed'
             WHEN e.user_id IS NOT NULL THEN 'in_progress' ELSE 'not_started' END AS progress
      FROM ${courseSkills} cs JOIN ${courses} c ON c.id = cs.course_id
      LEFT JOIN ${courseEnrolments} e ON e.course_id = c.id AND e.user_id = ${userId}
      WHERE cs.skill_id = ANY(${uuidArray(skillIds)}) AND c.published_at IS NOT NULL
      ORDER BY minutes, c.title, c.id`),
  );
}

/** The live (not retired) skill tests of these skills: slug → skill id. */
export async function testsFor(db: Db, skillIds: readonly string[]): Promise<Map<string, string>> {
  if (skillIds.length === 0) return new Map();
  const rows = rowsOf<{ slug: string; skill_id: string }>(
    await db.execute(sql`SELECT ${skillTests.slug} AS slug, ${skillTests.skillId} AS skill_id FROM ${skillTests}
      WHERE ${skillTests.skillId} = ANY(${uuidArray(skillIds)}) AND ${skillTests.retiredAt} IS NULL
      ORDER BY ${skillTests.slug}`),
  );
  return new Map(rows.map((r) => [r.slug, r.skill_id]));
}
