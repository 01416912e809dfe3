import { CODE_LANGUAGE_LABELS, type SkillTestSummary } from '@talent/contract/assessments';
import { BriefcaseBusiness, Clock, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { jobsWithSkillPath, skillPath } from '../lib/paths.ts';
import { nextStep, taskKindsText } from '../lib/standing.ts';
import { NextStepAction } from './next-step-action.tsx';
import { StandingBadge } from './standing-badge.tsx';

/** One skill test in the catalogue: what it is, how long, who took it, jobs that want it, and where I stand. */
export function TestCard({
  test,
  timeZone,
  now,
  headingLevel = 'h2',
}: {
  test: SkillTestSummary;
  timeZone: string;
  now: Date;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const headingId = `test-${test.slug}-title`;
  const redo = nextStep(test.mine, now).kind === 'redo';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <Heading id={headingId} className="font-display text-lg font-semibold text-ink-900">
        <Link to={skillPath(test.slug)} className="hover:underline">
          {test.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-ink-600">{test.summary}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-ink-700 sm:grid-cols-2">
        <Fact Icon={Clock} term="Time">
          {test.time_limit_minutes} minutes
        </Fact>
        <Fact Icon={ListChecks} term="Tasks">
          {test.task_count} tasks: {taskKindsText(test.task_kinds)}
        </Fact>
        {test.languages.length > 0 && (
          <Fact Icon={ListChecks} term="Languages">
            {test.languages.map((l) => CODE_LANGUAGE_LABELS[l]).join(', ')}
          </Fact>
        )}
        <Fact Icon={Users} term="Takers">
          {formatNumber(test.takers)} {test.takers === 1 ? 'person has' : 'people have'} taken it
        </Fact>
        <Fact Icon={BriefcaseBusiness} term="Open jobs">
          {test.open_jobs > 0 ? (
            <Link
              to={jobsWithSkillPath(test.skill.slug)}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {formatNumber(test.open_jobs)} open {test.open_jobs === 1 ? 'job asks' : 'jobs ask'} for{' '}
              {test.skill.name}
            </Link>
          ) : (
            `No open jobs ask for ${test.skill.name} yet`
          )}
        </Fact>
      </dl>
      <div className="mt-4 border-t border-ink-100 pt-3">
        <StandingBadge mine={test.mine} timeZone={timeZone} now={now} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <NextStepAction slug={test.slug} title={test.title} mine={test.mine} timeZone={timeZone} now={now} />
        {redo && <span className="text-sm text-ink-600">One redo without waiting for the cooldown.</span>}
        <Link
          to={skillPath(test.slug)}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`About the ${test.title} test`}
        >
          About this test
        </Link>
      </div>
    </article>
  );
}

function Fact({ Icon, term, children }: { Icon: typeof Clock; term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
