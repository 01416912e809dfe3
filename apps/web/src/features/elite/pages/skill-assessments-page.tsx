import { ELITE_TRACKS } from '@talent/contract/elite';
import type { MyStanding } from '@talent/contract/assessments';
import {
  ArrowLeft,
  Award,
  CircleCheck,
  CircleDashed,
  ExternalLink,
  Hourglass,
  Lock,
  Palette,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useEliteSkillAssessments, type EliteSkillAssessments } from '../api/get-elite-skill-assessments.ts';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { useEliteLive } from '../lib/use-elite-live.ts';

type Requirement = EliteSkillAssessments['requirements'][number];
type Test = Requirement['tests'][number];

const TRACKER_PATH = '/elite/onboarding';
const takeTestPath = (slug: string) => `/skill-center/tests/${encodeURIComponent(slug)}`;

const REQUIREMENT_LOOK: Record<Requirement['state'], { Icon: typeof Lock; label: string; tone: string }> = {
  met: { Icon: CircleCheck, label: 'Met', tone: 'bg-brand-100 text-brand-900' },
  in_progress: { Icon: Hourglass, label: 'In progress', tone: 'bg-amber-100 text-amber-900' },
  not_met: { Icon: CircleDashed, label: 'Not met yet', tone: 'bg-ink-100 text-ink-700' },
};

interface Standing {
  text: ReactNode;
  action: { label: string; short: string } | null;
}

/** My standing on one test, in words, and the link to act on it (none while waiting for a retake or once passed). */
function standing(mine: MyStanding, title: string, now: Date): Standing {
  if (mine.state === 'passed')
    return {
      text: `Passed${mine.best_percent !== null ? ` with ${mine.best_percent}%` : ''}`,
      action: null,
    };
  if (mine.state === 'in_progress')
    return { text: 'Started, not submitted yet', action: { label: `Continue ${title}`, short: 'Continue' } };
  if (mine.state === 'new')
    return { text: 'Not taken yet', action: { label: `Start ${title}`, short: 'Start' } };
  if (mine.redo_available)
    return {
      text: `Not passed${mine.best_percent !== null ? ` (best ${mine.best_percent}%)` : ''}. One free redo available.`,
      action: { label: `Redo ${title}`, short: 'Redo now' },
    };
  if (mine.next_attempt_at && Date.parse(mine.next_attempt_at) > now.getTime())
    return {
      text: (
        <>
          Not passed. You can retake it from <DateText iso={mine.next_attempt_at} withTime />
        </>
      ),
      action: null,
    };
  return {
    text: `Not passed${mine.best_percent !== null ? ` (best ${mine.best_percent}%)` : ''}`,
    action: { label: `Retake ${title}`, short: 'Retake' },
  };
}

function TestRow({ test, met, now }: { test: Test; met: boolean; now: Date }) {
  const state = standing(test.mine, test.title, now);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <h3 className="font-medium text-ink-900">{test.title}</h3>
        <p className="text-sm text-ink-600">
          {test.time_limit_minutes} minutes · {state.text}
        </p>
      </div>
      {state.action && !met && (
        <ButtonLink
          to={takeTestPath(test.slug)}
          variant={test.mine.state === 'in_progress' ? 'primary' : 'secondary'}
          aria-label={state.action.label}
        >
          {state.action.short}
        </ButtonLink>
      )}
    </li>
  );
}

function RequirementCard({ requirement, now }: { requirement: Requirement; now: Date }) {
  const look = REQUIREMENT_LOOK[requirement.state];
  const met = requirement.state === 'met';
  const metTest = requirement.met_by
    ? requirement.tests.find((test) => test.slug === requirement.met_by?.test_slug)
    : undefined;
  const badge = requirement.met_by?.badge ?? null;
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-display text-lg font-semibold text-ink-900">{requirement.label}</h2>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${look.tone}`}
        >
          <look.Icon aria-hidden="true" className="size-3.5" />
          {look.label}
        </span>
      </div>
      {met && badge ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-ink-800">
          <Award aria-hidden="true" className="size-4 text-brand-700" />
          <span>
            Covered by your {badge.skill.name} badge ({badge.title}): no need to take it again.
          </span>
          <a
            href={badge.verify_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Verify the badge
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : met ? (
        <p className="mt-2 text-sm text-ink-800">
          Met by your passed {metTest?.title ?? requirement.met_by?.test_slug ?? 'test'} test.
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-600">
          {requirement.tests.length > 1 ? 'Pass any one of these tests.' : 'Pass this test.'}
        </p>
      )}
      <ul className="mt-2 divide-y divide-ink-100">
        {requirement.tests.map((test) => (
          <TestRow key={test.slug} test={test} met={met} now={now} />
        ))}
      </ul>
    </li>
  );
}

function Assessments({ data }: { data: EliteSkillAssessments }) {
  const now = new Date();
  const met = data.requirements.filter((requirement) => requirement.state === 'met').length;
  const track = ELITE_TRACKS[data.track].label;
  if (data.requirements.length === 0)
    return (
      <StatePanel Icon={Palette} title={`No skill test for the ${track} track`}>
        We review your portfolio instead (its link is on your join form), so this stage is done once that form
        is sent.
      </StatePanel>
    );
  return (
    <>
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">
          {met} of {data.requirements.length} met
        </span>{' '}
        · {track} track. Each requirement is met by a passed test or a valid badge you already hold.
      </p>
      {data.done && (
        <div className="mt-4">
          <Alert tone="success">Every requirement is met: this stage is done.</Alert>
        </div>
      )}
      <ul aria-label="Requirements of your track" className="mt-4 space-y-3">
        {data.requirements.map((requirement) => (
          <RequirementCard key={requirement.label} requirement={requirement} now={now} />
        ))}
      </ul>
    </>
  );
}

/** `/elite/onboarding/forms/skill-assessments`: the track's tests and where I stand on each, computed live. */
export default function SkillAssessmentsPage() {
  useEliteLive();
  const assessments = useEliteSkillAssessments();
  const locked = assessments.isError && statusOf(assessments.error) === 409;
  return (
    <EliteFrame
      title="Skill assessments"
      intro="The tests your track requires. Every badge you already earned counts: you never retake what you proved."
    >
      {assessments.isPending ? (
        <Loading what="your skill assessments" />
      ) : locked ? (
        <StatePanel
          Icon={Lock}
          title="Send the join form first"
          actions={<ButtonLink to="/elite/onboarding/forms/join-elite">Go to the join form</ButtonLink>}
        >
          {errorMessage(assessments.error)}
        </StatePanel>
      ) : assessments.isError ? (
        <LoadError what="your skill assessments" queries={[assessments]} />
      ) : (
        <Assessments data={assessments.data} />
      )}
      <Link
        to={TRACKER_PATH}
        className="mt-6 inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-ink-700 hover:bg-ink-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Your application
      </Link>
    </EliteFrame>
  );
}
