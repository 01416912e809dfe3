import { COURSE_PAGE_SIZE, type CourseLength, type CourseListQuery } from '@talent/contract/courses';
import { AppError } from '../../lib/app-error.ts';
import type { CourseFacts, EnrolmentFacts } from './courses.repository.ts';

/*
 * The catalogue's filters, order and pages, as pure functions over every published course's card. The catalogue is
 * written by our operators (tens of courses, not millions), so it is read whole and ordered here, where "continue
 * where you left off" and relevance are plain code rather than SQL.
 */

/** The length bucket of a course of this many minutes. */
export function lengthOf(minutes: number): CourseLength {
  if (minutes < 120) return 'under_2h';
  if (minutes <= 300) return '2_to_5h';
  return 'over_5h';
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * How well a course answers the words searched (0: not at all). Every word must appear in the title, a skill, the
 * summary or the description; words in the title and skills weigh more, and a title starting with the query most.
 */
export function searchScore(facts: Pick<CourseFacts, 'course' | 'skills'>, q: string): number {
  const query = normalise(q);
  if (query === '') return 1;
  const title = normalise(facts.course.title);
  const skills = facts.skills.map((s) => normalise(s.name));
  const slugs = facts.skills.map((s) => s.slug);
  const summary = normalise(facts.course.summary);
  const description = normalise(facts.course.description);
  let score = 0;
  for (const word of query.split(' ')) {
    const inTitle = title.includes(word);
    const inSkills = skills.some((s) => s.includes(word)) || slugs.includes(word);
    const inSummary = summary.includes(word);
    const inDescription = description.includes(word);
    if (!inTitle && !inSkills && !inSummary && !inDescription) return 0;
    score += (inTitle ? 4 : 0) + (inSkills ? 3 : 0) + (inSummary ? 2 : 0) + (inDescription ? 1 : 0);
  }
  if (title.startsWith(query)) score += 5;
  if (skills.includes(query)) score += 5;
  return score;
}

export function matchesFilters(facts: CourseFacts, query: CourseListQuery): boolean {
  if (query.level && facts.course.level !== query.level) return false;
  if (query.skill && !facts.skills.some((s) => s.slug === query.skill)) return false;
  if (query.length && lengthOf(facts.minutes) !== query.length) return false;
  if (query.format && !facts.formats.includes(query.format)) return false;
  return true;
}

const byTitle = (a: CourseFacts, b: CourseFacts) =>
  a.course.title.localeCompare(b.course.title) || a.course.id.localeCompare(b.course.id);
const time = (date: Date | null | undefined) => date?.getTime() ?? 0;

/** A started course: enrolled and not completed. Its moment is the last activity, else the enrolment. */
function startedAt(mine: EnrolmentFacts | undefined): number | null {
  if (!mine || mine.enrolment.completedAt) return null;
  return time(mine.enrolment.lastActivityAt ?? mine.enrolment.enrolledAt);
}

/**
 * The courses a query asks for, in its order:
 * - relevance with words: the search score, then the title;
 * - relevance without words: the candidate's started, not completed courses by last activity ("continue where you
 *   left off"), then the rest by how many open jobs ask for their skills, then the title;
 * - newest: published last first; shortest: fewest minutes first; popular: most enrolments first.
 */
export function orderCatalogue(
  all: readonly CourseFacts[],
  query: CourseListQuery,
  mine: ReadonlyMap<string, EnrolmentFacts>,
): CourseFacts[] {
  const q = query.q?.trim() ?? '';
  const scored = all
    .filter((facts) => matchesFilters(facts, query))
    .map((facts) => ({ facts, score: q ? searchScore(facts, q) : 1 }))
    .filter((entry) => entry.score > 0);
  const list = scored.map((e) => e.facts);
  const scores = new Map(scored.map((e) => [e.facts.course.id, e.score]));
  switch (query.sort) {
    case 'newest':
      return list.sort((a, b) => time(b.course.publishedAt) - time(a.course.publishedAt) || byTitle(a, b));
    case 'shortest':
      return list.sort((a, b) => a.minutes - b.minutes || byTitle(a, b));
    case 'popular':
      return list.sort((a, b) => b.enrolled - a.enrolled || byTitle(a, b));
    case 'relevance':
      if (q) return list.sort((a, b) => scores.get(b.course.id)! - scores.get(a.course.id)! || byTitle(a, b));
      return list.sort((a, b) => {
        const sa = startedAt(mine.get(a.course.id));
        const sb = startedAt(mine.get(b.course.id));
        if (sa !== null || sb !== null) {
          if (sa === null) return 1;
          if (sb === null) return -1;
          if (sa !== sb) return sb - sa;
        }
        return b.openJobs - a.openJobs || byTitle(a, b);
      });
  }
}

/** An opaque cursor: where the next page starts in the ordered list. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0 && value.o < 1_000_000) {
      return value.o;
    }
  } catch {
    // Falls through to the 422.
  }
  throw AppError.validation({ cursor: ['The cursor is invalid.'] });
}

export function page<T>(list: readonly T[], cursor: string | undefined, size = COURSE_PAGE_SIZE) {
  const offset = decodeCursor(cursor);
  const slice = list.slice(offset, offset + size);
  const next = offset + size < list.length ? encodeCursor(offset + size) : null;
  return { slice, total: list.length, next };
}
