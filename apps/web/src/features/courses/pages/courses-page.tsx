import { CloudOff, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useCourses } from '../api/get-courses.ts';
import { CatalogueControls, SearchBox } from '../components/catalogue-controls.tsx';
import { ContinueRow } from '../components/continue-row.tsx';
import { CourseCard, CourseCardSkeleton } from '../components/course-card.tsx';
import { activeFilterCount, withoutFilters, type CatalogueFilters } from '../lib/catalogue-filters.ts';
import { useCatalogueFilters } from '../lib/use-catalogue-filters.ts';

function Results({
  filters,
  courses,
  onSkill,
  onClear,
}: {
  filters: CatalogueFilters;
  courses: ReturnType<typeof useCourses>;
  onSkill: (slug: string) => void;
  onClear: () => void;
}) {
  const list = useMemo(() => courses.data?.pages.flatMap((page) => page.data) ?? [], [courses.data]);

  if (courses.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading courses"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <CourseCardSkeleton />
        <CourseCardSkeleton />
        <CourseCardSkeleton />
      </div>
    );
  }
  // A failed next page keeps the courses already shown; only a first load that failed shows the panel.
  if (!courses.data) {
    return (
      <div className="mt-6">
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The courses did not load"
          actions={<Button onClick={() => void courses.refetch()}>Try again</Button>}
        >
          {errorMessage(courses.error)}
        </StatePanel>
      </div>
    );
  }
  const total = courses.data.pages[0]?.meta.total ?? list.length;
  const narrowed = filters.q !== '' || activeFilterCount(filters) > 0;
  if (list.length === 0) {
    return (
      <div className="mt-6">
        <StatePanel
          Icon={SearchX}
          title={narrowed ? 'No course matches' : 'No courses yet'}
          actions={narrowed ? <Button onClick={onClear}>Clear filters</Button> : undefined}
        >
          {narrowed
            ? 'Try fewer filters or other words: a skill, a tool or a topic.'
            : 'Courses appear here as soon as they are published.'}
        </StatePanel>
      </div>
    );
  }
  return (
    <section aria-labelledby="all-courses-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="all-courses-heading" className="font-display text-lg font-semibold text-ink-900">
          {narrowed ? 'Matching courses' : 'All courses'}
        </h2>
        <p role="status" className="text-sm text-ink-600">
          {formatNumber(total)} {total === 1 ? 'course' : 'courses'}
        </p>
      </div>
      <ul
        aria-labelledby="all-courses-heading"
        aria-busy={courses.isPlaceholderData || undefined}
        className={`mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${courses.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} onSkill={onSkill} />
          </li>
        ))}
      </ul>
      {courses.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-red-700">
          {errorMessage(courses.error, 'More courses did not load. Please try again.')}
        </p>
      )}
      {courses.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            loading={courses.isFetchingNextPage}
            onClick={() => void courses.fetchNextPage()}
          >
            Show more courses
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * `/courses`: the catalogue. "Continue where you left off" first, then search, filters (skill, level, length,
 * format) and sort, all in the URL so a search can be shared; each card says what the course teaches, what it
 * takes and which jobs it helps with.
 */
export default function CoursesPage({ title }: { title: string }) {
  const { filters, update, replace } = useCatalogueFilters();
  const courses = useCourses(filters);
  // The skill chip's name, from the courses shown (the URL carries only the slug).
  const skillNames = useMemo(
    () =>
      new Map(
        (courses.data?.pages ?? []).flatMap((page) =>
          page.data.flatMap((course) => course.skills.map((skill) => [skill.slug, skill.name] as const)),
        ),
      ),
    [courses.data],
  );
  const skillName = (slug: string) => skillNames.get(slug) ?? slug.replace(/[-_]/g, ' ');
  const onClear = () => replace({ ...withoutFilters(filters), q: '' });
  const browsing = filters.q === '' && activeFilterCount(filters) === 0;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Learn at your own pace: short lessons, quizzes and coding exercises. Your progress follows you to any
        device, and finishing a course earns a certificate employers can verify.
      </p>
      {browsing && <ContinueRow />}
      <div className="mt-8">
        <SearchBox value={filters.q} onSearch={(q) => update({ q })} />
        <CatalogueControls
          filters={filters}
          skillName={skillName}
          onChange={update}
          onClear={() => replace(withoutFilters(filters))}
        />
      </div>
      <Results filters={filters} courses={courses} onSkill={(skill) => update({ skill })} onClear={onClear} />
    </div>
  );
}
