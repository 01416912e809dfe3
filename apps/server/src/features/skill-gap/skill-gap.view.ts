import type { SkillTestSummary } from '@talent/contract/assessments';
import { SKILL_GAP_COURSES, type SkillGapEntry } from '@talent/contract/skill-gap';
import type { CourseRow, GapRow } from './skill-gap.repository.ts';

/** Rows → contract JSON. */

export interface Extras {
  courses: CourseRow[];
  /** Live test slug → its skill id. */
  tests: Map<string, string>;
  /** Test slug → the test with my standing (only live tests appear). */
  standings: Map<string, SkillTestSummary>;
}

/** The jobs search listing what a skill would open: the search's `opens` filter, eligible ones when that counts. */
export function jobsPath(slug: string, eligibleOnly: boolean): string {
  const params = new URLSearchParams();
  if (eligibleOnly) params.set('eligible_only', 'true');
  params.set('opens', slug);
  return `/jobs?${params.toString()}`;
}

export function entryOf(
  row: GapRow,
  extras: Extras,
  options: { held: boolean; required: boolean | null; eligibleOnly: boolean },
): SkillGapEntry {
  const courses = extras.courses.filter((c) => c.skill_id === row.id);
  const tests = [...extras.tests]
    .filter(([, skillId]) => skillId === row.id)
    .flatMap(([slug]) => {
      const test = extras.standings.get(slug);
      return test ? [test] : [];
    });
  return {
    skill: { slug: row.slug, name: row.name },
    held: options.held,
    required: options.required,
    blocks: row.blocks,
    opens: row.opens,
    jobs_path: jobsPath(row.slug, options.eligibleOnly),
    courses: courses.slice(0, SKILL_GAP_COURSES).map((c) => ({
      id: c.id,
      title: c.title,
      level: c.level,
      minutes: c.minutes,
      path: `/courses/${c.id}`,
      progress: c.progress,
    })),
    course_count: courses.length,
    tests: tests.map((t) => ({
      slug: t.slug,
      title: t.title,
      time_limit_minutes: t.time_limit_minutes,
      path: `/skill-center/tests/${encodeURIComponent(t.slug)}`,
      page_path: `/skill-center/${encodeURIComponent(t.slug)}`,
      standing: {
        state: t.mine.state,
        next_attempt_at: t.mine.next_attempt_at,
        redo_available: t.mine.redo_available,
      },
    })),
  };
}
