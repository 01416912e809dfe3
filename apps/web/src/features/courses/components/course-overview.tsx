import type { CourseDetail } from '@talent/contract/courses';
import { Briefcase, CircleCheck, ClipboardCheck, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEnrol } from '../api/get-course.ts';
import { formatClock } from '../lib/format-course.ts';
import { continuePath, jobsForSkills, lessonPath } from '../lib/paths.ts';
import { CompletionPanel } from './completion-panel.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Syllabus } from './syllabus.tsx';

/** The box beside the description: enrol, or my progress and Continue (to the exact lesson and second). */
function EnrolBox({ course }: { course: CourseDetail }) {
  const enrol = useEnrol(course.id);
  const progress = course.progress;
  const first = course.modules[0]?.lessons[0];
  const preview = course.modules.flatMap((m) => m.lessons).find((l) => l.preview);

  if (!progress) {
    return (
      <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
        <p className="font-semibold text-ink-900">Free for candidates</p>
        <p className="mt-1 text-sm text-ink-600">
          Enrol to open every lesson. Your progress is saved as you go and follows you to any device.
        </p>
        <Button
          className="mt-4 w-full"
          loading={enrol.isPending}
          onClick={() =>
            enrol.mutate(undefined, {
              onSuccess: () => toast.success(`You are enrolled in ${course.title}.`),
              onError: (error) =>
                toast.error(errorMessage(error, 'Enrolling did not work. Please try again.')),
            })
          }
        >
          Enrol for free
        </Button>
        {preview && (
          <ButtonLink variant="secondary" className="mt-2 w-full" to={lessonPath(course.id, preview.id)}>
            <PlayCircle aria-hidden="true" className="size-4" />
            Preview a lesson
          </ButtonLink>
        )}
      </div>
    );
  }
  const resume = progress.resume;
  const started = resume !== null || progress.done_lessons > 0;
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <p className="mb-2 font-semibold text-ink-900">Your progress</p>
      <ProgressBar percent={progress.percent} label="Course progress" />
      <p className="mt-2 text-sm text-ink-600">
        {progress.done_lessons} of {progress.total_lessons} lessons done
      </p>
      {progress.completed_at === null && (
        <>
          {resume && (
            <p className="mt-3 text-sm text-ink-700">
              Next up: <span className="font-medium">{resume.lesson_title}</span>
              {resume.position_seconds ? ` (from ${formatClock(resume.position_seconds)})` : ''}
            </p>
          )}
          <ButtonLink
            className="mt-4 w-full"
            to={started || !first ? continuePath(course) : lessonPath(course.id, first.id)}
          >
            <PlayCircle aria-hidden="true" className="size-4" />
            {started ? 'Continue' : 'Start the course'}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/**
 * A course before a lesson is open (`/courses/:id`): what it teaches and leads to, the syllabus with the time each
 * lesson takes and my ticks, and enrol or Continue.
 */
export function CourseOverview({ course }: { course: CourseDetail }) {
  const completed = course.progress?.completed_at != null;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        {completed && <CompletionPanel course={course} issued={null} />}
        {course.outcomes.length > 0 && (
          <section
            aria-labelledby="outcomes-heading"
            className="rounded-card border border-ink-200 bg-white p-5 sm:p-6"
          >
            <h2 id="outcomes-heading" className="font-display text-lg font-semibold text-ink-900">
              What you will be able to do
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {course.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-2 text-sm text-ink-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {outcome}
                </li>
              ))}
            </ul>
          </section>
        )}
        {course.description && (
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-lg font-semibold text-ink-900">
              About this course
            </h2>
            <LessonMarkdown markdown={course.description} className="mt-3" />
          </section>
        )}
        <section aria-labelledby="syllabus-heading">
          <h2 id="syllabus-heading" className="font-display text-lg font-semibold text-ink-900">
            Syllabus
          </h2>
          <div className="mt-4 rounded-card border border-ink-200 bg-white p-4 sm:p-5">
            <Syllabus course={course} currentLessonId={null} />
          </div>
        </section>
      </div>
      <aside className="space-y-4">
        <EnrolBox course={course} />
        <div className="rounded-card border border-ink-200 bg-white p-5">
          <h2 className="flex items-center gap-2 font-semibold text-ink-900">
            <Briefcase aria-hidden="true" className="size-4 text-ink-500" />
            Where it leads
          </h2>
          {course.open_jobs > 0 ? (
            <Link
              to={jobsForSkills(course.skills.map((s) => s.slug))}
              className="mt-2 block text-sm font-semibold text-brand-700 hover:underline"
            >
              {formatNumber(course.open_jobs)} open {course.open_jobs === 1 ? 'job asks' : 'jobs ask'} for
              these skills
            </Link>
          ) : (
            <p className="mt-2 text-sm text-ink-600">No open job asks for these skills today.</p>
          )}
          {course.related_tests.length > 0 && (
            <>
              <h3 className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink-900">
                <ClipboardCheck aria-hidden="true" className="size-4 text-ink-500" />
                Prove it with a skill test
              </h3>
              <ul className="mt-1.5 space-y-1">
                {course.related_tests.map((test) => (
                  <li key={test.slug}>
                    <Link
                      to={`/skill-center/tests/${encodeURIComponent(test.slug)}`}
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      {test.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </aside>
    </div>
  );
}
