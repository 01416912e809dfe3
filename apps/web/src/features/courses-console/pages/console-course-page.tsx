import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { usePreload } from '../../../components/deferred.tsx';
import { PageLoadFailure } from '../../../components/ui/page-load-failure.tsx';
import { useUser } from '../../../lib/identity.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useConsoleCourse } from '../api/get-console-course.ts';
import { CourseDetailsForm } from '../components/course-details-form.tsx';
import { ModuleForm } from '../components/module-form.tsx';
import { LessonEditor, ModuleSection } from '../components/module-section.tsx';
import { PublishControl } from '../components/publish-control.tsx';

/**
 * `/recruiter/courses/:id` (operators): one course's editor: publish or unpublish, its details, and its modules
 * and lessons (Markdown with preview, quiz questions with their key, a clip uploaded with progress and its
 * captions). Every form keeps what was typed for the session until it is saved.
 */
export default function ConsoleCoursePage({ title }: { title: string }) {
  const { id = '' } = useParams();
  const course = useConsoleCourse(id);
  const user = useUser();
  usePreload(LessonEditor);
  const courseTitle = course.data?.title;
  useEffect(() => {
    document.title = documentTitle(courseTitle ? `${title}: ${courseTitle}` : title);
  }, [courseTitle, title]);

  if (course.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the course"
        className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8 sm:px-6"
      >
        <div className="h-8 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="h-40 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (course.isError) {
    return (
      <PageLoadFailure
        error={course.error}
        what="The course"
        notFound={{
          title: 'No such course',
          body: 'It may have been deleted, or the link is wrong.',
          to: '/recruiter/courses',
          label: 'All courses',
        }}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const data = course.data;
  const userId = user?.id ?? 'anonymous';
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <Link
          to="/recruiter/courses"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          All courses
        </Link>
        <h1 className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900">{data.title}</h1>
        <div className="mt-4">
          <PublishControl course={data} />
        </div>
      </div>

      <section
        aria-labelledby="details-heading"
        className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="details-heading" className="mb-4 font-display text-lg font-semibold text-ink-900">
          Details
        </h2>
        <CourseDetailsForm key={data.id} course={data} userId={userId} />
      </section>

      <section aria-labelledby="syllabus-heading">
        <h2 id="syllabus-heading" className="font-display text-lg font-semibold text-ink-900">
          Modules and lessons
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Candidates take them in this order. A course is published once it has lessons and a final quiz.
        </p>
        <div className="mt-4 space-y-4">
          {data.modules.length === 0 && (
            <p className="rounded-card border border-dashed border-ink-300 bg-white p-5 text-sm text-ink-600">
              No modules yet. Add the first one below, then its lessons.
            </p>
          )}
          {data.modules.map((module, index) => (
            <ModuleSection key={module.id} course={data} module={module} index={index} userId={userId} />
          ))}
          <div className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
            <h3 className="mb-3 font-semibold text-ink-900">Add a module</h3>
            <ModuleForm courseId={data.id} userId={userId} module={null} />
          </div>
        </div>
      </section>
    </div>
  );
}
