import {
  LESSON_KIND_LABELS,
  type Certificate,
  type CourseDetail,
  type Lesson,
} from '@talent/contract/courses';
import { ChevronLeft, ChevronRight, CircleCheck, CloudOff, FileQuestion, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useEnrol } from '../api/get-course.ts';
import { useLesson } from '../api/get-lesson.ts';
import { useSaveProgress } from '../api/lesson-progress.ts';
import { formatMinutes } from '../lib/format-course.ts';
import { coursePath, lessonPath } from '../lib/paths.ts';
import { CompletionPanel } from './completion-panel.tsx';
import { ExerciseLesson } from './exercise-lesson.tsx';
import { LessonKindIcon } from './lesson-kind-icon.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { QuizLesson } from './quiz-lesson.tsx';
import { Syllabus } from './syllabus.tsx';
import { TextLesson } from './text-lesson.tsx';
import { VideoPlayer } from './video-player.tsx';

function LessonBody({
  lesson,
  onDone,
  onCertificate,
}: {
  lesson: Lesson;
  onDone: () => void;
  onCertificate: (certificate: Certificate) => void;
}) {
  switch (lesson.kind) {
    case 'text':
      return <TextLesson key={lesson.id} lesson={lesson} onRead={onDone} />;
    case 'video':
      return (
        <div className="space-y-5">
          <VideoPlayer key={lesson.id} lesson={lesson} />
          {lesson.body && <LessonMarkdown markdown={lesson.body} />}
        </div>
      );
    case 'quiz':
      return <QuizLesson key={lesson.id} lesson={lesson} onCertificate={onCertificate} />;
    case 'exercise':
      return <ExerciseLesson key={lesson.id} lesson={lesson} onCertificate={onCertificate} />;
  }
}

function LessonProblem({
  course,
  error,
  onRetry,
}: {
  course: CourseDetail;
  error: unknown;
  onRetry: () => void;
}) {
  const enrol = useEnrol(course.id);
  const status = statusOf(error);
  if (status === 403) {
    return (
      <StatePanel
        Icon={Lock}
        title="Enrol to open this lesson"
        actions={
          <Button
            loading={enrol.isPending}
            onClick={() =>
              enrol.mutate(undefined, {
                onSuccess: () => toast.success(`You are enrolled in ${course.title}.`),
                onError: (failure) =>
                  toast.error(errorMessage(failure, 'Enrolling did not work. Please try again.')),
              })
            }
          >
            Enrol for free
          </Button>
        }
      >
        Enrolling is free. Your progress is then saved as you go, on any device.
      </StatePanel>
    );
  }
  if (status === 404) {
    return (
      <StatePanel
        Icon={FileQuestion}
        title="This lesson is not in the course"
        actions={<ButtonLink to={coursePath(course.id)}>See the syllabus</ButtonLink>}
      >
        It may have been moved or removed. The syllabus lists every lesson.
      </StatePanel>
    );
  }
  return (
    <StatePanel
      Icon={CloudOff}
      tone="error"
      title="The lesson did not load"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {errorMessage(error)}
    </StatePanel>
  );
}

/**
 * A lesson open in its course (`/courses/:id?lesson=`): the syllabus beside it with my progress, the lesson itself
 * (reading, video, quiz or exercise), "Mark as done" where the candidate decides, Previous and Next, and the
 * certificate once the course is completed.
 */
export function LessonView({ course, lessonId }: { course: CourseDetail; lessonId: string }) {
  const lesson = useLesson(course.id, lessonId);
  const save = useSaveProgress(course.id, lessonId);
  const [issued, setIssued] = useState<Certificate | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolled = course.progress !== null;
  const data = lesson.data;
  const moduleIndex = course.modules.findIndex((m) => m.lessons.some((l) => l.id === lessonId));
  const module = course.modules[moduleIndex];

  // A new lesson: its title takes the focus (and the view), so keyboard and screen reader users start there.
  const shown = data?.id;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const markDone = () =>
    save.mutate(
      { done: true, client_time: new Date().toISOString() },
      { onError: (error) => toast.error(errorMessage(error, 'The lesson could not be marked as done.')) },
    );

  const completed = course.progress?.completed_at != null;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
      <aside className="order-2 lg:order-1">
        <nav
          aria-label="Course contents"
          className="rounded-card border border-ink-200 bg-white py-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        >
          {course.progress && (
            <div className="mb-4 px-3">
              <p className="mb-1.5 text-sm font-semibold text-ink-800">
                {course.progress.done_lessons} of {course.progress.total_lessons} lessons done
              </p>
              <ProgressBar percent={course.progress.percent} label="Course progress" />
            </div>
          )}
          <div className="px-1">
            <Syllabus course={course} currentLessonId={lessonId} compact />
          </div>
        </nav>
      </aside>

      <div className="order-1 min-w-0 space-y-6 lg:order-2">
        {completed && <CompletionPanel course={course} issued={issued} />}
        {lesson.isPending ? (
          <div role="status" aria-label="Loading the lesson" className="space-y-3">
            <div className="h-8 w-2/3 animate-pulse rounded bg-ink-100" />
            <div className="aspect-video w-full animate-pulse rounded-card bg-ink-100" />
          </div>
        ) : lesson.isError || !data ? (
          <LessonProblem course={course} error={lesson.error} onRetry={() => void lesson.refetch()} />
        ) : (
          <article
            aria-labelledby="lesson-title"
            className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-7"
          >
            <p className="text-sm font-medium text-ink-600">
              {module ? `Module ${moduleIndex + 1}: ${module.title}` : course.title}
            </p>
            <h2
              id="lesson-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
            >
              {data.title}
            </h2>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <span className="inline-flex items-center gap-1.5">
                <LessonKindIcon kind={data.kind} />
                {LESSON_KIND_LABELS[data.kind]}
              </span>
              <span>{formatMinutes(data.minutes)}</span>
              {data.is_final && <span className="font-semibold text-amber-800">Final quiz</span>}
              {data.progress.done && (
                <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  Done
                </span>
              )}
            </p>
            <div className="mt-6">
              <LessonBody lesson={data} onDone={() => enrolled && markDone()} onCertificate={setIssued} />
            </div>
            <footer className="mt-8 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-5">
              {enrolled && (data.kind === 'text' || data.kind === 'video') && !data.progress.done && (
                <Button
                  variant="secondary"
                  onClick={markDone}
                  loading={save.isPending && save.variables?.done === true}
                >
                  <CircleCheck aria-hidden="true" className="size-4" />
                  Mark as done
                </Button>
              )}
              <div className="ml-auto flex flex-wrap gap-2">
                {data.previous_id && (
                  <ButtonLink variant="secondary" to={lessonPath(course.id, data.previous_id)}>
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    Previous
                  </ButtonLink>
                )}
                {data.next_id ? (
                  <ButtonLink to={lessonPath(course.id, data.next_id)}>
                    Next
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </ButtonLink>
                ) : (
                  <ButtonLink to={coursePath(course.id)}>Back to the course</ButtonLink>
                )}
              </div>
            </footer>
          </article>
        )}
      </div>
    </div>
  );
}
