import { COURSE_LEVEL_LABELS } from '@talent/contract/courses';
import { ChevronRight, CloudOff, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useConsoleCourses, type ConsoleCourseSummary } from '../api/get-console-courses.ts';
import { NewCourseDialog } from '../components/new-course-dialog.tsx';
import { StatusPill } from '../components/status-pill.tsx';

function CourseRow({ course }: { course: ConsoleCourseSummary }) {
  return (
    <Link
      to={`/recruiter/courses/${encodeURIComponent(course.id)}`}
      className="flex items-center gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-xs hover:border-ink-300"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{course.title}</span>
          <StatusPill published={course.published} />
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <span>{COURSE_LEVEL_LABELS[course.level]}</span>
          <span>{course.skills.map((s) => s.name).join(', ')}</span>
          <span>
            {course.lesson_count} {course.lesson_count === 1 ? 'lesson' : 'lessons'}
          </span>
          <span>
            {course.enrolled_count} enrolled, {course.completed_count} completed
          </span>
          <span>
            Edited <DateText iso={course.updated_at} />
          </span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
    </Link>
  );
}

function CourseList() {
  const courses = useConsoleCourses();
  if (courses.isPending) {
    return (
      <div role="status" aria-label="Loading courses" className="space-y-3">
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (courses.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="The courses did not load"
        actions={<Button onClick={() => void courses.refetch()}>Try again</Button>}
      >
        {errorMessage(courses.error)}
      </StatePanel>
    );
  }
  if (courses.data.length === 0) {
    return (
      <StatePanel Icon={GraduationCap} title="No courses yet">
        Create the first one: it starts as a draft, and candidates see it once you publish it.
      </StatePanel>
    );
  }
  return (
    <ul aria-label="Courses" className="space-y-3">
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseRow course={course} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/recruiter/courses` (operators): every course, drafts too, last edited first; "New course" creates a draft and
 * opens its editor.
 */
export default function ConsoleCoursesPage({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
          <p className="mt-1.5 text-sm text-ink-600">
            The courses candidates take at their own pace. Drafts stay hidden until you publish them.
          </p>
        </div>
        <NewCourseDialog />
      </div>
      <div className="mt-6">
        <CourseList />
      </div>
    </div>
  );
}
