import {
  RULE_TASK_LABELS,
  PROCTORING_MODE_LABELS,
  TEST_CATEGORY_LABELS,
  type SkillTestDetail,
} from '@talent/contract/assessments';
import { ChevronLeft, CloudOff, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatNumber, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useSkillTest } from '../api/get-skill-test.ts';
import { AttemptTable } from '../components/attempt-table.tsx';
import { NextStepAction } from '../components/next-step-action.tsx';
import { StandingBadge } from '../components/standing-badge.tsx';
import { TestDescription } from '../components/test-description.tsx';
import { VisibilityControl } from '../components/visibility-control.tsx';
import { HOW_TESTS_WORK_PATH, jobsWithSkillPath, practicePath } from '../lib/paths.ts';
import { daysText, nextStep } from '../lib/standing.ts';
import { useNow } from '../lib/use-now.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Rule({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-ink-800">{term}</dt>
      <dd className="text-ink-700">{children}</dd>
    </div>
  );
}

function Rules({ test }: { test: SkillTestDetail }) {
  const { rules } = test;
  return (
    <dl className="divide-y divide-ink-100 text-sm">
      <Rule term="Time">{rules.time_limit_minutes} minutes, counted from the moment you start</Rule>
      <Rule term="Tasks">
        {rules.task_count} tasks:{' '}
        {rules.tasks.map((t) => `${t.count} ${RULE_TASK_LABELS[t.type]}`).join(', ')}
      </Rule>
      <Rule term="Pass mark">
        {rules.pass_mark_percent}% of the points; {rules.advanced_mark_percent}% or more earns the advanced
        badge
      </Rule>
      <Rule term="Retakes">
        {daysText(rules.cooldown_days)} after each graded attempt
        {rules.free_redo && ', except one free redo right after a first attempt that did not pass'}
      </Rule>
      <Rule term="Badge">
        Valid for {daysText(rules.badge_valid_days)}, verifiable by anyone you share it with
      </Rule>
      <Rule term="Proctoring">
        Your choice before you start:
        <ul className="mt-1 list-disc pl-5">
          {rules.proctoring_modes.map((mode) => (
            <li key={mode}>{PROCTORING_MODE_LABELS[mode]}</li>
          ))}
        </ul>
      </Rule>
      <Rule term="What is kept">
        Anything recorded is kept {daysText(rules.retention_days)}, and you can delete it sooner from your
        result.
      </Rule>
    </dl>
  );
}

function SkillView({ test }: { test: SkillTestDetail }) {
  const timeZone = useTimeZone();
  const now = useNow();
  useEffect(() => {
    document.title = documentTitle(test.title);
  }, [test.title]);
  const step = nextStep(test.mine, now);
  const graded = test.history.some((a) => a.status !== 'in_progress');

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/skill-center"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Skill center
      </Link>
      <header className="mt-3">
        <p className="text-sm font-medium text-ink-500">{TEST_CATEGORY_LABELS[test.category]}</p>
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{test.title}</h1>
        <p className="mt-2 max-w-2xl text-ink-600">{test.summary}</p>
        <div className="mt-4">
          <StandingBadge mine={test.mine} timeZone={timeZone} now={now} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <NextStepAction
            slug={test.slug}
            title={test.title}
            mine={test.mine}
            timeZone={timeZone}
            now={now}
          />
          {step.kind === 'redo' && (
            <span className="text-sm text-ink-600">
              Your first attempt did not pass: one redo skips the wait.
            </span>
          )}
          {test.practice_items > 0 && (
            <ButtonLink to={practicePath(test.slug)} variant="secondary">
              Practise first
            </ButtonLink>
          )}
        </div>
      </header>

      <div className="mt-8 space-y-6">
        <Section id="about" title="What the test covers">
          <TestDescription markdown={test.description} />
          {test.topics.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink-900">Topics</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {test.topics.map((topic) => (
                  <li key={topic} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm text-ink-800">
                    {topic}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>

        <Section id="rules" title="Rules">
          <Rules test={test} />
          <p className="mt-3 text-sm">
            <Link to={HOW_TESTS_WORK_PATH} className="font-semibold text-brand-700 hover:underline">
              How our tests work
            </Link>
          </p>
        </Section>

        <Section id="jobs" title="Jobs that ask for it">
          <ul className="space-y-1 text-sm text-ink-700">
            <li>
              {formatNumber(test.jobs.open)} open {test.jobs.open === 1 ? 'job asks' : 'jobs ask'} for{' '}
              {test.skill.name}.
            </li>
            <li>You match {formatNumber(test.jobs.matching_now)} of them today.</li>
            {test.jobs.more_with_badge > 0 && (
              <li className="font-semibold text-brand-800">
                +{formatNumber(test.jobs.more_with_badge)} more{' '}
                {test.jobs.more_with_badge === 1 ? 'job' : 'jobs'} with a badge
              </li>
            )}
          </ul>
          {test.jobs.open > 0 && (
            <p className="mt-3">
              <Link
                to={jobsWithSkillPath(test.skill.slug)}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                See jobs asking for {test.skill.name}
              </Link>
            </p>
          )}
        </Section>

        <Section id="practice" title="Practice">
          {test.practice_items > 0 ? (
            <p className="text-sm text-ink-700">
              {test.practice_items} practice {test.practice_items === 1 ? 'task' : 'tasks'}, untimed, with the
              right answer and an explanation after each. Nothing you do in practice is stored.{' '}
              <Link to={practicePath(test.slug)} className="font-semibold text-brand-700 hover:underline">
                Practise {test.skill.name}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-ink-700">This test has no practice tasks yet.</p>
          )}
        </Section>

        <Section id="history" title="Your attempts">
          {test.history.length > 0 ? (
            <AttemptTable
              attempts={test.history}
              caption={`Your attempts at ${test.title}`}
              timeZone={timeZone}
            />
          ) : (
            <p className="text-sm text-ink-700">
              You have not taken this test yet. Your attempts will show here.
            </p>
          )}
        </Section>

        <Section id="visibility" title="Who sees your result">
          {!graded && (
            <p className="mb-3 text-sm text-ink-600">
              You have no result on this test yet; choose now or later.
            </p>
          )}
          <VisibilityControl
            slug={test.slug}
            visibility={test.mine.visibility}
            headingId="visibility-heading"
          />
        </Section>
      </div>
    </div>
  );
}

/** `/skill-center/:slug`: one skill test, its rules, the jobs that want it, my attempts and who sees them. */
export default function SkillPage() {
  const { slug = '' } = useParams();
  const test = useSkillTest(slug);

  if (test.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the skill test"
        className="mx-auto w-full max-w-4xl space-y-6 px-4 py-12"
      >
        <div aria-hidden="true" className="h-32 animate-pulse rounded-card bg-white shadow-card" />
        <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-white shadow-card" />
      </div>
    );
  if (test.isError) {
    const gone = statusOf(test.error) === 404;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
        {gone ? (
          <StatePanel
            Icon={SearchX}
            headingLevel="h1"
            title="We have no test for this skill"
            actions={<ButtonLink to="/skill-center">See every skill test</ButtonLink>}
          >
            The address may be mistyped, or the test may have been retired.
          </StatePanel>
        ) : (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            headingLevel="h1"
            title="We could not load this skill test"
            actions={
              <Button onClick={() => void test.refetch()} loading={test.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(test.error)}
          </StatePanel>
        )}
      </div>
    );
  }
  return <SkillView test={test.data} />;
}
