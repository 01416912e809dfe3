import { BADGE_LEVEL_LABELS } from '@talent/contract/badges';
import type { EliteReview } from '@talent/contract/elite';
import { CircleCheck, CircleDashed, Clock, ExternalLink } from 'lucide-react';
import { DateText } from '../../../components/date-text.tsx';
import { Empty } from './section.tsx';

type Requirement = NonNullable<EliteReview['skill_assessments']>['requirements'][number];

const STATE = {
  met: { Icon: CircleCheck, label: 'Met', tone: 'text-brand-800' },
  in_progress: { Icon: Clock, label: 'Test in progress', tone: 'text-amber-900' },
  not_met: { Icon: CircleDashed, label: 'Not met', tone: 'text-red-800' },
} as const;

/** What meets a requirement: the badge (work already proven) or the passed test and its best score. */
function MetBy({ requirement }: { requirement: Requirement }) {
  const metBy = requirement.met_by;
  if (!metBy) return null;
  const test = requirement.tests.find((t) => t.slug === metBy.test_slug);
  const title = test?.title ?? metBy.test_slug;
  if (metBy.badge) {
    const badge = metBy.badge;
    return (
      <p className="text-sm text-ink-700">
        Met by the badge{' '}
        <a
          href={badge.verify_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-0.5 text-brand-800 underline"
        >
          {badge.title}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        ({BADGE_LEVEL_LABELS[badge.level]}, issued <DateText iso={badge.issued_at} />, valid until{' '}
        <DateText iso={badge.expires_at} />)
      </p>
    );
  }
  const best = test?.mine.best_percent;
  return (
    <p className="text-sm text-ink-700">
      Met by passing the {title} test{best !== null && best !== undefined ? ` (best score ${best}%)` : ''}
    </p>
  );
}

function TestLine({ test }: { test: Requirement['tests'][number] }) {
  const mine = test.mine;
  const state =
    mine.state === 'passed'
      ? 'passed'
      : mine.state === 'in_progress'
        ? 'in progress'
        : mine.state === 'not_passed'
          ? 'not passed'
          : 'not taken';
  return (
    <li>
      {test.title}: {state}
      {mine.best_percent !== null && mine.state !== 'passed' && ` (best ${mine.best_percent}%)`}
      {mine.next_attempt_at && (
        <>
          , may retake from <DateText iso={mine.next_attempt_at} />
        </>
      )}
    </li>
  );
}

/** The track's requirements: which are met, by what; for the others, where each test stands. */
export function SkillsSection({ skills }: { skills: EliteReview['skill_assessments'] }) {
  if (!skills) return <Empty>No track chosen yet, so no skill tests apply.</Empty>;
  if (skills.requirements.length === 0) {
    return <Empty>This track has no skill tests: the portfolio on the join form is what to review.</Empty>;
  }
  const met = skills.requirements.filter((r) => r.state === 'met').length;
  return (
    <>
      <p className="mb-3 text-sm text-ink-700">
        {met} of {skills.requirements.length} requirements met{skills.done ? ': the track is covered.' : '.'}
      </p>
      <ul className="space-y-3">
        {skills.requirements.map((requirement) => {
          const { Icon, label, tone } = STATE[requirement.state];
          return (
            <li key={requirement.label} className="rounded-control border border-ink-200 p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                {requirement.label}
                <span className={`inline-flex items-center gap-1 text-xs font-semibold ${tone}`}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </span>
              </p>
              {requirement.state === 'met' ? (
                <MetBy requirement={requirement} />
              ) : (
                <ul className="mt-1 space-y-0.5 text-sm text-ink-700">
                  {requirement.tests.map((test) => (
                    <TestLine key={test.slug} test={test} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
