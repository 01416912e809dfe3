import { LESSON_KIND_LABELS, type CourseDetail, type LessonOutline } from '@talent/contract/courses';
import { CircleCheck, Circle, Lock, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinutes, plural } from '../lib/format-course.ts';
import { lessonPath } from '../lib/paths.ts';
import { LessonKindIcon } from './lesson-kind-icon.tsx';

function LessonState({ lesson, open }: { lesson: LessonOutline; open: boolean }) {
  if (lesson.progress?.done)
    return <CircleCheck aria-label="Done" role="img" className="size-5 shrink-0 text-brand-700" />;
  if (!open)
    return <Lock aria-label="Enrol to open" role="img" className="size-5 shrink-0 p-0.5 text-ink-400" />;
  return <Circle aria-label="Not done yet" role="img" className="size-5 shrink-0 text-ink-300" />;
}

function LessonRow({
  course,
  lesson,
  current,
  enrolled,
}: {
  course: CourseDetail;
  lesson: LessonOutline;
  current: boolean;
  enrolled: boolean;
}) {
  const open = enrolled || lesson.preview;
  const body = (
    <>
      <LessonState lesson={lesson} open={open} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-ink-900">{lesson.title}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-600">
          <span className="inline-flex items-center gap-1">
            <LessonKindIcon kind={lesson.kind} className="size-3.5" />
            {LESSON_KIND_LABELS[lesson.kind]}
          </span>
          <span>{formatMinutes(lesson.minutes)}</span>
          {lesson.is_final && (
            <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
              <Flag aria-hidden="true" className="size-3" />
              Final quiz
            </span>
          )}
          {!enrolled && lesson.preview && <span className="font-semibold text-brand-800">Free preview</span>}
          {lesson.kind === 'quiz' && lesson.progress?.best_score != null && (
            <span>Best {lesson.progress.best_score}%</span>
          )}
        </span>
      </span>
    </>
  );
  const classes = `flex items-start gap-3 rounded-control px-3 py-2.5 ${
    current ? 'bg-brand-50 ring-1 ring-brand-200 ring-inset' : ''
  }`;
  return open ? (
    <Link
      to={lessonPath(course.id, lesson.id)}
      aria-current={current ? 'page' : undefined}
      className={`${classes} hover:bg-ink-50`}
    >
      {body}
    </Link>
  ) : (
    <div className={`${classes} opacity-90`}>{body}</div>
  );
}

/**
 * The course's modules and lessons in order: each lesson's kind, time estimate and state (done, open, locked until
 * enrolling), the current one marked. Lessons open by link (`?lesson=`), so each is shareable and Back works.
 */
export function Syllabus({
  course,
  currentLessonId,
  compact = false,
}: {
  course: CourseDetail;
  currentLessonId: string | null;
  compact?: boolean;
}) {
  const enrolled = course.progress !== null;
  // Beside a lesson the syllabus comes before the lesson's own title (h2), so its modules are h2 there.
  const ModuleHeading = compact ? 'h2' : 'h3';
  return (
    <ol aria-label="Syllabus" className={compact ? 'space-y-4' : 'space-y-6'}>
      {course.modules.map((module, index) => {
        const done = module.lessons.filter((l) => l.progress?.done).length;
        const minutes = module.lessons.reduce((sum, l) => sum + l.minutes, 0);
        const headingId = `module-${module.id}`;
        return (
          <li key={module.id} aria-labelledby={headingId}>
            <div className={compact ? 'px-3' : ''}>
              <ModuleHeading
                id={headingId}
                className={`font-semibold text-ink-900 ${compact ? 'text-sm' : 'text-base'}`}
              >
                <span className="text-ink-500">Module {index + 1}:</span> {module.title}
              </ModuleHeading>
              <p className="mt-0.5 text-xs text-ink-600">
                {plural(module.lessons.length, 'lesson')} · {formatMinutes(minutes)}
                {enrolled && ` · ${done} of ${module.lessons.length} done`}
              </p>
              {!compact && module.summary && <p className="mt-1.5 text-sm text-ink-700">{module.summary}</p>}
            </div>
            <ol className="mt-2 space-y-1">
              {module.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <LessonRow
                    course={course}
                    lesson={lesson}
                    current={lesson.id === currentLessonId}
                    enrolled={enrolled}
                  />
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
