import { useQueryClient } from '@tanstack/react-query';
import { COURSE_PROGRESS_CHANGED_EVENT } from '@talent/contract/courses';
import { ChevronLeft, Clock, Layers, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoadFailure } from '../../../components/ui/page-load-failure.tsx';
import { useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { courseKeys } from '../api/course-keys.ts';
import { useCourse } from '../api/get-course.ts';
import { CourseOverview } from '../components/course-overview.tsx';
import { Formats, LevelPill } from '../components/course-card.tsx';
import { LessonView } from '../components/lesson-view.tsx';
import { formatMinutes, plural } from '../lib/format-course.ts';
import { coursePath } from '../lib/paths.ts';

/**
 * `/courses/:id`: the course, and with `?lesson=<id>` one of its lessons open in the player, so every lesson has
 * its own link. A save from another device (CourseProgressChanged) refreshes the ticks; the lesson on screen keeps
 * playing.
 */
export default function CoursePage({ title }: { title: string }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const lessonId = params.get('lesson');
  const course = useCourse(id);
  const queryClient = useQueryClient();

  useUserChannelEvent(COURSE_PROGRESS_CHANGED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.detail(id) });
  });

  const courseTitle = course.data?.title;
  useEffect(() => {
    document.title = documentTitle(courseTitle ?? title);
  }, [courseTitle, title]);

  if (course.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the course"
        className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6"
      >
        <div className="h-4 w-24 animate-pulse rounded bg-ink-100" />
        <div className="mt-4 h-9 w-2/3 animate-pulse rounded bg-ink-100" />
        <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="mt-8 h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (course.isError) {
    return (
      <PageLoadFailure
        error={course.error}
        what="The course"
        notFound={{
          title: 'This course is not available',
          body: 'It may have been unpublished, or the link is wrong.',
          to: '/courses',
          label: 'Browse courses',
        }}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const data = course.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        {lessonId ? (
          <Link
            to={coursePath(data.id)}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Course overview
          </Link>
        ) : (
          <Link
            to="/courses"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            All courses
          </Link>
        )}
      </nav>
      <header className={lessonId ? 'mt-3 mb-6' : 'mt-4 mb-8'}>
        <div className="flex flex-wrap items-center gap-3">
          <LevelPill level={data.level} />
          <Formats formats={data.formats} />
        </div>
        <h1
          className={`mt-2 font-display font-bold tracking-tight text-ink-900 ${lessonId ? 'text-xl sm:text-2xl' : 'text-3xl'}`}
        >
          {data.title}
        </h1>
        {!lessonId && (
          <>
            <p className="mt-2 max-w-3xl text-lg text-ink-700">{data.summary}</p>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-ink-400" />
                {formatMinutes(data.total_minutes)} in total
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Layers aria-hidden="true" className="size-4 text-ink-400" />
                {plural(data.modules.length, 'module')}, {plural(data.lesson_count, 'lesson')}
              </li>
              {data.enrolled_count > 0 && (
                <li className="inline-flex items-center gap-1.5">
                  <Users aria-hidden="true" className="size-4 text-ink-400" />
                  {plural(data.enrolled_count, 'learner')}
                </li>
              )}
            </ul>
            {data.skills.length > 0 && (
              <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
                {data.skills.map((skill) => (
                  <li key={skill.slug}>
                    <Link
                      to={`/courses?skill=${encodeURIComponent(skill.slug)}`}
                      className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100"
                    >
                      {skill.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </header>
      {lessonId ? <LessonView course={data} lessonId={lessonId} /> : <CourseOverview course={data} />}
    </div>
  );
}
