import type { CourseSummary } from '@talent/contract/courses';
import { PlayCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useMyCourses } from '../api/get-courses.ts';
import { formatClock } from '../lib/format-course.ts';
import { continuePath } from '../lib/paths.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Started and not completed: what "Continue where you left off" offers. */
export function inProgress(courses: CourseSummary[]): CourseSummary[] {
  return courses.filter(
    (course) =>
      course.progress !== null &&
      course.progress.completed_at === null &&
      (course.progress.resume !== null || course.progress.done_lessons > 0),
  );
}

function ContinueCard({ course }: { course: CourseSummary }) {
  const progress = course.progress!;
  const resume = progress.resume;
  return (
    <li className="flex w-72 shrink-0 snap-start flex-col rounded-card border border-ink-200 bg-white p-4 shadow-xs sm:w-80">
      <h3 className="line-clamp-2 font-semibold text-ink-900">{course.title}</h3>
      {resume && (
        <p className="mt-1 line-clamp-1 text-sm text-ink-600">
          {resume.lesson_title}
          {resume.position_seconds ? ` · at ${formatClock(resume.position_seconds)}` : ''}
        </p>
      )}
      <div className="mt-auto pt-3">
        <ProgressBar size="sm" percent={progress.percent} label={`Progress in ${course.title}`} />
        <ButtonLink
          to={continuePath(course)}
          className="mt-3 w-full py-2"
          aria-label={`Continue ${course.title}`}
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          Continue
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * "Continue where you left off": the courses I started and have not finished, last activity first, each with its
 * progress and a Continue that opens the exact lesson (and the video at its second).
 */
export function ContinueRow() {
  const mine = useMyCourses();
  if (mine.isPending) {
    return (
      <div role="status" aria-label="Loading your courses" className="mt-8 flex gap-4 overflow-hidden">
        <div aria-hidden="true" className="h-40 w-80 shrink-0 animate-pulse rounded-card bg-ink-100" />
        <div aria-hidden="true" className="h-40 w-80 shrink-0 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div
        role="alert"
        className="mt-8 rounded-card border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <p>Your courses in progress did not load: {errorMessage(mine.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const started = inProgress(mine.data);
  if (started.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mt-8">
      <h2 id="continue-heading" className="font-display text-lg font-semibold text-ink-900">
        Continue where you left off
      </h2>
      <ul aria-labelledby="continue-heading" className="mt-3 flex snap-x gap-4 overflow-x-auto pb-2">
        {started.map((course) => (
          <ContinueCard key={course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}
