import type { SkillGap, SkillGapCourse, SkillGapEntry, SkillGapTest } from '@talent/contract/skill-gap';
import { BookOpen, BriefcaseBusiness, ClipboardCheck, Compass } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/form-errors.ts';
import { formatDate, formatNumber, useTimeZone } from '../../lib/format.ts';
import { countryName, plural } from '../jobs/format.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { useSkillGap, type SkillGapParams } from './get-skill-gap.ts';

/** "45 min", "3 h", "1.5 h". */
export function courseLength(minutes: number): string {
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  return `${formatNumber(Math.round(minutes / 6) / 10)} h`;
}

/** "1 course, 3 h", "4 courses, from 45 min", "no course yet". */
function coursesText(entry: SkillGapEntry): string {
  const first = entry.courses[0];
  if (entry.course_count === 0 || !first) return 'no course yet';
  if (entry.course_count === 1) return `1 course, ${courseLength(first.minutes)}`;
  return `${plural(entry.course_count, 'course')}, from ${courseLength(first.minutes)}`;
}

function opensText(entry: SkillGapEntry): string {
  if (entry.held) return 'you have it';
  return entry.opens === 0 ? 'opens no more jobs yet' : `opens ${plural(entry.opens, 'more job')}`;
}

/** The line the map is about: "React Testing Library — 1 course, 3 h · opens 41 more jobs". */
function gapLine(entry: SkillGapEntry): string {
  return `${coursesText(entry)} · ${opensText(entry)}`;
}

const COURSE_VERBS: Record<SkillGapCourse['progress'], string> = {
  not_started: 'Course',
  in_progress: 'Continue the course',
  completed: 'Review the course',
};

function TestAction({ test, timeZone }: { test: SkillGapTest; timeZone: string }) {
  const { state, next_attempt_at: next, redo_available: redo } = test.standing;
  if (state === 'in_progress') {
    return (
      <ButtonLink to={test.path} variant="secondary">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        Resume the test: {test.title}
      </ButtonLink>
    );
  }
  // A cooldown (the server says when, at its clock): the exact day the next attempt opens, and the test's page
  // meanwhile.
  if (next) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
        <ClipboardCheck aria-hidden="true" className="size-4 text-ink-500" />
        <span>
          {test.title} test: next attempt from{' '}
          <time dateTime={next} className="font-medium">
            {formatDate(next, timeZone)}
          </time>
        </span>
        <Link to={test.page_path} className="font-semibold text-brand-700 hover:underline">
          Practise meanwhile<span className="sr-only">: {test.title}</span>
        </Link>
      </span>
    );
  }
  const verb = state === 'not_passed' ? (redo ? 'Redo the test' : 'Retake the test') : 'Take the test';
  return (
    <ButtonLink to={test.path} variant="secondary">
      <ClipboardCheck aria-hidden="true" className="size-4" />
      {verb}: {test.title} ({formatNumber(test.time_limit_minutes)} min)
    </ButtonLink>
  );
}

function GapItem({
  entry,
  scope,
  timeZone,
}: {
  entry: SkillGapEntry;
  scope: SkillGap['scope'];
  timeZone: string;
}) {
  const id = useId();
  const course = entry.courses[0];
  return (
    <article aria-labelledby={id} className="grid gap-x-6 gap-y-2.5 md:grid-cols-[minmax(0,1fr)_auto]">
      <div>
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <h3 id={id} className="font-semibold text-ink-900">
            {entry.skill.name}
          </h3>
          {entry.required !== null && (
            <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
              {entry.required ? 'Required' : 'Nice to have'}
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-ink-800">{gapLine(entry)}</p>
        {scope === 'map' && entry.blocks > 0 && (
          <p className="mt-0.5 text-xs text-ink-600">
            Missing from {formatNumber(entry.blocks)} of your saved and recommended jobs
          </p>
        )}
        {(entry.opens > 0 || entry.course_count > 1) && (
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {entry.opens > 0 && (
              <Link to={entry.jobs_path} className="text-sm font-semibold text-brand-700 hover:underline">
                {`See the ${plural(entry.opens, 'job')} `}
                <span className="sr-only">{`${entry.skill.name} would open`}</span>
              </Link>
            )}
            {entry.course_count > 1 && (
              <Link
                to={`/courses?skill=${encodeURIComponent(entry.skill.slug)}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {`All ${formatNumber(entry.course_count)} courses `}
                <span className="sr-only">{`on ${entry.skill.name}`}</span>
              </Link>
            )}
          </p>
        )}
      </div>
      {(course || entry.tests.length > 0) && (
        <div className="flex flex-wrap items-center gap-2 md:max-w-sm md:justify-end md:self-center">
          {course && (
            <ButtonLink to={course.path} variant="secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              {`${COURSE_VERBS[course.progress]}: ${course.title} (${courseLength(course.minutes)})`}
            </ButtonLink>
          )}
          {entry.tests.map((test) => (
            <TestAction key={test.slug} test={test} timeZone={timeZone} />
          ))}
        </div>
      )}
    </article>
  );
}

function Empty({ gap }: { gap: SkillGap }) {
  const browse = (
    <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
      Browse jobs
    </Link>
  );
  if (gap.scope === 'job') {
    return <p className="text-sm text-ink-700">You have every skill this job lists.</p>;
  }
  if (gap.considered.saved + gap.considered.recommended === 0) {
    return (
      <p className="text-sm text-ink-700">
        No saved or recommended jobs yet. Save the jobs you like and add your skills to your profile: the
        skills they ask for that you lack will show here. {browse}
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-700">
      No gaps among your saved and recommended jobs: you have every skill they require. {browse}
    </p>
  );
}

/**
 * The skill-gap map (contract: skill-gap.ts): the missing skills that block the candidate's saved and recommended
 * jobs — or one job's — each with what closes it and how many more open jobs it would open. `anchorId` makes it a
 * link target (a "skills gap" rejection links to the skill center's): reaching the page with that hash scrolls to
 * it and moves the focus there once it has loaded.
 */
export type SkillGapMapProps = SkillGapParams & { title: string; anchorId?: string };

export function SkillGapMap({ jobId, skill, title, anchorId }: SkillGapMapProps) {
  const headingId = useId();
  const timeZone = useTimeZone();
  const gap = useSkillGap({ jobId, skill });
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const reached = useRef(false);
  const loaded = gap.isSuccess;

  useEffect(() => {
    if (!anchorId || !loaded || reached.current || hash !== `#${anchorId}`) return;
    reached.current = true;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [anchorId, hash, loaded]);

  const data = gap.data;
  const where = data?.eligible_from != null ? ` you can take from ${countryName(data.eligible_from)}` : '';
  return (
    <section
      ref={section}
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-card border border-ink-200 bg-white p-5 shadow-card focus:outline-none sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900">
        <Compass aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {jobId
          ? 'The skills this job asks for that you do not have yet, with a course or test for each.'
          : 'What your saved and recommended jobs ask for that you do not have yet, the skill missing from most of them first, with a course or test for each.'}
      </p>
      <div className="mt-4">
        {gap.isPending ? (
          <div role="status" aria-label="Loading the skills you are missing" className="space-y-3">
            <div aria-hidden="true" className="h-16 animate-pulse rounded-control bg-ink-100" />
            <div aria-hidden="true" className="h-16 animate-pulse rounded-control bg-ink-100" />
          </div>
        ) : gap.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>The skills you are missing did not load: {errorMessage(gap.error)}</p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void gap.refetch()}
              loading={gap.isRefetching}
            >
              Try again
            </Button>
          </div>
        ) : gap.data.skills.length === 0 ? (
          <Empty gap={gap.data} />
        ) : (
          <ol
            aria-label={`Skills you are missing (${gap.data.skills.length})`}
            className="divide-y divide-ink-100"
          >
            {gap.data.skills.map((entry) => (
              <li key={entry.skill.slug} className="py-4 first:pt-0 last:pb-0">
                <GapItem entry={entry} scope={gap.data.scope} timeZone={timeZone} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {data && data.skills.length > 0 && (
        <p className="mt-4 flex items-start gap-2 text-xs text-ink-600">
          <BriefcaseBusiness aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {`“Opens” counts the open jobs${where} in which this skill is the only required one you lack.`}
        </p>
      )}
    </section>
  );
}
