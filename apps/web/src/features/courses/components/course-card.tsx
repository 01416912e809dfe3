import { COURSE_LEVEL_LABELS, LESSON_KIND_LABELS, type CourseSummary } from '@talent/contract/courses';
import { Briefcase, CircleCheck, Clock, Layers, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatMinutes, plural } from '../lib/format-course.ts';
import { continuePath, coursePath, jobsForSkills } from '../lib/paths.ts';
import { LessonKindIcon } from './lesson-kind-icon.tsx';
import { ProgressBar } from './progress-bar.tsx';

const LEVEL_TONES = {
  beginner: 'bg-brand-50 text-brand-800 ring-brand-200',
  intermediate: 'bg-sky-50 text-sky-900 ring-sky-200',
  advanced: 'bg-violet-50 text-violet-900 ring-violet-200',
} as const;

export function LevelPill({ level }: { level: CourseSummary['level'] }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${LEVEL_TONES[level]}`}
    >
      {COURSE_LEVEL_LABELS[level]}
    </span>
  );
}

/** The formats a course teaches in, as icons named for screen readers. */
export function Formats({ formats }: { formats: CourseSummary['formats'] }) {
  if (formats.length === 0) return null;
  return (
    <ul
      aria-label={`Formats: ${formats.map((f) => LESSON_KIND_LABELS[f]).join(', ')}`}
      className="flex items-center gap-1.5 text-ink-500"
    >
      {formats.map((format) => (
        <li key={format} title={LESSON_KIND_LABELS[format]}>
          <LessonKindIcon kind={format} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A course in the catalogue: what it teaches (skills, level), what it takes (total time, lessons), what it leads
 * to (the open jobs asking for its skills) and, once enrolled, how far I am.
 */
export function CourseCard({
  course,
  onSkill,
}: {
  course: CourseSummary;
  /** Narrows the catalogue to a skill (the chips are buttons when given). */
  onSkill?: (slug: string) => void;
}) {
  const titleId = `course-${course.id}-title`;
  const progress = course.progress;
  const completed = progress?.completed_at != null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-xs transition-colors hover:border-ink-300"
    >
      <div className="flex items-center justify-between gap-3">
        <LevelPill level={course.level} />
        <Formats formats={course.formats} />
      </div>
      <h3 id={titleId} className="mt-3 font-display text-lg leading-snug font-semibold text-ink-900">
        <Link to={coursePath(course.id)} className="hover:text-brand-800 hover:underline">
          {course.title}
        </Link>
      </h3>
      <p className="mt-1.5 line-clamp-3 text-sm text-ink-600">{course.summary}</p>
      {course.skills.length > 0 && (
        <ul aria-label="Skills" className="mt-3 flex flex-wrap gap-1.5">
          {course.skills.map((skill) => (
            <li key={skill.slug}>
              {onSkill ? (
                <button
                  type="button"
                  onClick={() => onSkill(skill.slug)}
                  aria-label={`Show courses on ${skill.name}`}
                  className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700 hover:bg-ink-200"
                >
                  {skill.name}
                </button>
              ) : (
                <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                  {skill.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-ink-400" />
          <span className="sr-only">Total time: </span>
          {formatMinutes(course.total_minutes)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Layers aria-hidden="true" className="size-4 text-ink-400" />
          {plural(course.lesson_count, 'lesson')}
        </li>
        {course.enrolled_count > 0 && (
          <li className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-ink-400" />
            {plural(course.enrolled_count, 'learner')}
          </li>
        )}
      </ul>
      <div className="mt-auto pt-4">
        {course.open_jobs > 0 ? (
          <Link
            to={jobsForSkills(course.skills.map((s) => s.slug))}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Briefcase aria-hidden="true" className="size-4" />
            Helps with {formatNumber(course.open_jobs)} open {course.open_jobs === 1 ? 'job' : 'jobs'}
          </Link>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-500">
            <Briefcase aria-hidden="true" className="size-4" />
            No open jobs ask for these skills today
          </p>
        )}
        {progress && (
          <div className="mt-4 border-t border-ink-100 pt-4">
            {completed ? (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
                <CircleCheck aria-hidden="true" className="size-4" />
                Completed
              </p>
            ) : (
              <div className="flex items-center gap-3">
                <div className="flex-1">
                  <ProgressBar size="sm" percent={progress.percent} label={`Progress in ${course.title}`} />
                </div>
                <ButtonLink
                  to={continuePath(course)}
                  variant="secondary"
                  className="px-3 py-1.5"
                  aria-label={`Continue ${course.title}`}
                >
                  {progress.done_lessons === 0 && !progress.resume ? 'Start' : 'Continue'}
                </ButtonLink>
              </div>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-72 animate-pulse rounded-card border border-ink-200 bg-white p-5">
      <div className="h-4 w-24 rounded bg-ink-100" />
      <div className="mt-4 h-5 w-3/4 rounded bg-ink-100" />
      <div className="mt-3 h-3 w-full rounded bg-ink-100" />
      <div className="mt-2 h-3 w-5/6 rounded bg-ink-100" />
    </div>
  );
}
