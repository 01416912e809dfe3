import { z } from 'zod';
import { STANDING_STATES } from './assessments.ts';
import { CourseLevelSchema } from './courses.ts';

/*
 * The skill-gap map: which missing skills stand between the candidate and the jobs they look at, what closes each
 * (a course, a skill test) and how many more open jobs each would open.
 *
 * Words, as the server computes them (features/skill-gap; the SQL in features/jobs/skill-reach.repository.ts):
 *   - A skill is **held** when the profile lists it or a badge proves it (a passed skill test's badge, not revoked,
 *     not expired at the app's clock). Years are not compared: the match score counts fewer years than asked as
 *     part of the skill, never as a missing one.
 *   - A job is **matched** when every one of its required skills is held. Nice-to-have skills never block a match.
 *   - The **countable** jobs are those the candidate's job search shows with "Only jobs I can apply to": open and
 *     not expired, takeable from the profile's country (every country when the profile names none:
 *     `eligible_from` is then null), and, for someone who is not an elite member, not elite-only (as
 *     recommendations do).
 *   - A skill **opens** a countable job that requires it while every other required skill of the job is held: the
 *     job becomes matched with that one skill. `opens` counts them; a held skill opens nothing. The jobs search
 *     lists exactly these jobs with `?opens={slug}` (plus `eligible_only=true` when `eligible_from` is set):
 *     `jobs_path` is that search, so the number on the map and the search's total are the same count.
 *   - The jobs the map looks at (**considered**): the candidate's saved jobs that are still open (the newest
 *     SKILL_GAP_SAVED_LIMIT) and their first SKILL_GAP_RECOMMENDED recommendations (the recommendations' own
 *     ranking). A skill **blocks** a considered job that requires it while it is missing.
 *
 * Candidate (`/talent/api`, verified talents; always the caller's own data, nothing of another user is reachable):
 *   GET /skill-gap                 → SkillGapResponseSchema, scope `map`: the missing skills of the considered
 *                                    jobs, most blocked jobs first, then most jobs opened, then by name; `limit`
 *                                    of them (SKILL_GAP_DEFAULT_LIMIT, at most SKILL_GAP_MAX_LIMIT). Held skills
 *                                    never appear.
 *   GET /skill-gap?job_id={uuid}   → scope `job`: that open job's missing skills, required ones first (then
 *                                    nice-to-have), each with the same counts. 404 for an unknown or closed job.
 *   GET /skill-gap?skill={slug}    → scope `skill`: that one skill (held or not), for a skill's page. 404 for a
 *                                    skill not in the catalogue.
 *   `job_id` and `skill` together, a malformed id or slug, or a limit out of range → 422 with field errors.
 *
 * For each skill: the published courses that teach it (shortest first, at most SKILL_GAP_COURSES; `course_count`
 * says how many there are), each with its length (the sum of its lessons' minutes) and the candidate's progress;
 * and the live skill tests that prove it, each with the candidate's standing (a pass with a valid badge makes the
 * skill held, so a listed test is new, in progress, not passed — with the date of the next attempt during a
 * cooldown — or passed with a badge that has since lapsed).
 *
 * A rejection for a skills gap links the candidate to the map on the skill center: SKILL_GAP_MAP_PATH.
 */

export const SKILL_GAP_DEFAULT_LIMIT = 5;
export const SKILL_GAP_MAX_LIMIT = 20;
/** Recommendations the map looks at (the first of the candidate's ranking). */
export const SKILL_GAP_RECOMMENDED = 50;
/** Saved jobs the map looks at (the most recently saved). */
export const SKILL_GAP_SAVED_LIMIT = 200;
/** Courses listed per skill. */
export const SKILL_GAP_COURSES = 3;
/** The anchor of the map on the skill center: where a "skills gap" rejection sends the candidate. */
export const SKILL_GAP_ANCHOR = 'skill-gap';
export const SKILL_GAP_MAP_PATH = `/skill-center#${SKILL_GAP_ANCHOR}`;

const SKILL_SLUG = /^[a-z0-9][a-z0-9-]*$/;

export const SkillGapQuerySchema = z
  .object({
    job_id: z.uuid({ error: 'Give the id of a job.' }).optional(),
    skill: z
      .string()
      .trim()
      .max(64, 'A skill is named by its slug (at most 64 characters).')
      .regex(SKILL_SLUG, 'A skill is named by its slug, such as react-testing-library.')
      .optional(),
    limit: z.coerce
      .number({ error: 'The limit is a whole number.' })
      .int('The limit is a whole number.')
      .min(1, 'Ask for at least one skill.')
      .max(SKILL_GAP_MAX_LIMIT, `Ask for at most ${SKILL_GAP_MAX_LIMIT} skills.`)
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.job_id !== undefined && query.skill !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['skill'], message: 'Ask for a job or a skill, not both.' });
    }
  });
export type SkillGapQuery = z.infer<typeof SkillGapQuerySchema>;

export const SKILL_GAP_SCOPES = ['map', 'job', 'skill'] as const;

export const COURSE_PROGRESS = ['not_started', 'in_progress', 'completed'] as const;

export const SkillGapCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: CourseLevelSchema,
  /** The sum of its lessons' minutes. */
  minutes: z.number().int(),
  /** `/courses/{id}`. */
  path: z.string(),
  progress: z.enum(COURSE_PROGRESS),
});
export type SkillGapCourse = z.infer<typeof SkillGapCourseSchema>;

export const SkillGapTestSchema = z.object({
  slug: z.string(),
  title: z.string(),
  time_limit_minutes: z.number().int(),
  /** The test-taking flow: `/skill-center/tests/{slug}`. */
  path: z.string(),
  /** The test's page (rules, practice, history): `/skill-center/{slug}`. */
  page_path: z.string(),
  standing: z.object({
    state: z.enum(STANDING_STATES),
    /** When the next attempt may start; null: now. */
    next_attempt_at: z.string().nullable(),
    /** A first failed attempt leaves one redo that skips the cooldown. */
    redo_available: z.boolean(),
  }),
});
export type SkillGapTest = z.infer<typeof SkillGapTestSchema>;

export const SkillGapEntrySchema = z.object({
  skill: z.object({ slug: z.string(), name: z.string() }),
  /** Only ever true in the `skill` scope (the map and a job list missing skills only). */
  held: z.boolean(),
  /** `job` scope: whether the job requires it (false: nice to have); null in the other scopes. */
  required: z.boolean().nullable(),
  /** Considered jobs it blocks. */
  blocks: z.number().int(),
  /** Countable jobs it would open. */
  opens: z.number().int(),
  /** The jobs search that lists the jobs it would open. */
  jobs_path: z.string(),
  courses: z.array(SkillGapCourseSchema),
  course_count: z.number().int(),
  tests: z.array(SkillGapTestSchema),
});
export type SkillGapEntry = z.infer<typeof SkillGapEntrySchema>;

export const SkillGapSchema = z.object({
  scope: z.enum(SKILL_GAP_SCOPES),
  /** `job` scope: the job asked about. */
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** What the map looked at: open saved jobs and recommendations (a job in both counts once, as saved). */
  considered: z.object({ saved: z.number().int(), recommended: z.number().int() }),
  /** The country the counts are limited to (the profile's); null: the profile names none, every job counts. */
  eligible_from: z.string().nullable(),
  skills: z.array(SkillGapEntrySchema),
});
export type SkillGap = z.infer<typeof SkillGapSchema>;

export const SkillGapResponseSchema = z.object({ data: SkillGapSchema });
