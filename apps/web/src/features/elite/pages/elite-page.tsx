import { ELITE_REAPPLY_DAYS, ELITE_STAGE_INFO, ELITE_STATS_MIN_DECISIONS } from '@talent/contract/elite';
import { ArrowRight, Briefcase, CircleCheck, CircleX, Gem, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useStartApplication } from '../api/elite-forms.ts';
import { useEliteOverview, type EliteOverview } from '../api/get-elite-overview.ts';
import { EliteBadge } from '../../../components/elite-badge.tsx';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { STATUS_LABELS, testName } from '../lib/labels.ts';
import { useEliteLive } from '../lib/use-elite-live.ts';
import { afterSuccess } from '../../../lib/after-success.ts';

const JOIN_PATH = '/elite/onboarding/forms/join-elite';
const TRACKER_PATH = '/elite/onboarding';
const COMPLETED_PATH = '/elite/onboarding/completed';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-2xl text-sm text-ink-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function StartButton({ eligible, label }: { eligible: boolean; label: string }) {
  const navigate = useNavigate();
  const start = useStartApplication();
  return (
    <div>
      <Button
        disabled={!eligible}
        loading={start.isPending}
        aria-describedby={eligible ? undefined : 'start-blocked'}
        // Awaited: the live refetch after the start replaces this button before an onSuccess callback could run.
        onClick={() => void afterSuccess(start.mutateAsync(undefined), () => navigate(JOIN_PATH))}
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
      {!eligible && (
        <p id="start-blocked" className="mt-2 text-sm text-ink-600">
          Finish the checklist under “Can you apply?” first.
        </p>
      )}
      {start.isError && (
        <div className="mt-3">
          <Alert tone="error">
            {errorMessage(start.error, 'We could not start your application. Please try again.')}
          </Alert>
        </div>
      )}
    </div>
  );
}

/** Where I stand: member, an application in some state, or nothing yet, and the one thing to do next. */
function MyState({ overview }: { overview: EliteOverview }) {
  const { application, membership, eligibility } = overview;
  let body: ReactNode;
  if (membership) {
    body = (
      <>
        <p className="flex flex-wrap items-center gap-3">
          <EliteBadge track={membership.track} />
          <span className="text-sm text-ink-700">
            Member since <DateText iso={membership.since} />
          </span>
        </p>
        <p className="mt-3 text-sm text-ink-700">
          Recruiters see your badge, and elite-only jobs are open to you.
        </p>
        <div className="mt-4">
          <ButtonLink to="/jobs?elite_only=1">See elite-only jobs</ButtonLink>
        </div>
      </>
    );
  } else if (application?.status === 'in_progress') {
    const current = ELITE_STAGE_INFO[application.current_stage];
    body = (
      <>
        <p className="text-sm text-ink-700">
          You started on <DateText iso={application.started_at} />. Your answers are saved as you go.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ButtonLink to={current.path ?? TRACKER_PATH}>
            Continue: {current.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to={TRACKER_PATH} variant="secondary">
            See every stage
          </ButtonLink>
        </div>
      </>
    );
  } else if (application?.status === 'submitted') {
    body = (
      <>
        <p className="text-sm text-ink-700">
          {application.submitted_at && (
            <>
              You sent it on <DateText iso={application.submitted_at} />.{' '}
            </>
          )}
          Our team is reviewing it: {ELITE_STAGE_INFO.review.expected_time.toLowerCase()}. We write to you as
          soon as we decide.
        </p>
        <div className="mt-4">
          <ButtonLink to={COMPLETED_PATH} variant="secondary">
            What happens next
          </ButtonLink>
        </div>
      </>
    );
  } else if (application && application.status !== 'withdrawn') {
    // Decided (waitlisted, rejected; accepted is a membership): the outcome, and a new start once allowed.
    body = (
      <>
        <p className="text-sm text-ink-700">
          {application.decision && (
            <>
              Decided on <DateText iso={application.decision.decided_at} />, with the reason.{' '}
            </>
          )}
          {application.decision?.reapply_at && !eligibility.eligible && (
            <>
              You may apply again from <DateText iso={application.decision.reapply_at} />.
            </>
          )}
        </p>
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <ButtonLink to={COMPLETED_PATH} variant="secondary">
            See the decision
          </ButtonLink>
          {application.status === 'rejected' && eligibility.eligible && (
            <StartButton eligible label="Start a new application" />
          )}
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-ink-700">
          {application
            ? 'You withdrew your last application. Your answers are kept and filled in when you start again.'
            : 'Six stages; most of the first two comes from your profile. You can stop and come back any time.'}
        </p>
        <div className="mt-4">
          <StartButton
            eligible={eligibility.eligible}
            label={application ? 'Start again' : 'Start your application'}
          />
        </div>
      </>
    );
  }
  const status = membership
    ? 'You are an elite member'
    : application
      ? `Your application: ${STATUS_LABELS[application.status]}`
      : 'You have not applied yet';
  return (
    <section
      aria-labelledby="my-state-heading"
      className="rounded-card border border-brand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="my-state-heading" className="font-display text-lg font-semibold text-ink-900">
        {status}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}

function Benefits({ openJobs }: { openJobs: number }) {
  const items = [
    {
      Icon: Briefcase,
      title: 'Elite-only jobs',
      text: (
        <>
          {openJobs === 0
            ? 'No elite-only job is open right now; companies add them every week.'
            : `${formatNumber(openJobs)} open right now.`}{' '}
          Only members can apply; everyone else sees them locked.
        </>
      ),
    },
    {
      Icon: ShieldCheck,
      title: 'A badge recruiters see',
      text: 'On your profile and next to your name in every recruiter’s candidate list: vetted, with skills proven by tests.',
    },
    {
      Icon: Mail,
      title: 'Invitations first',
      text: 'Elite-only jobs reach you first among invitations and recommendations, matched to the work preferences you set.',
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
          <item.Icon aria-hidden="true" className="size-5 text-brand-700" />
          <h3 className="mt-2 font-semibold text-ink-900">{item.title}</h3>
          <p className="mt-1 text-sm text-ink-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Stages({ stages }: { stages: EliteOverview['stages'] }) {
  const noStats = stages.every((stage) => stage.pass_rate === null);
  return (
    <>
      {noStats && (
        <p className="mb-3 text-sm text-ink-600">
          Not enough applications yet to show pass rates. We publish them per stage once{' '}
          {ELITE_STATS_MIN_DECISIONS} applications have a decision.
        </p>
      )}
      <ol className="space-y-3">
        {stages.map((stage, index) => (
          <li key={stage.stage} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink-900">
                <span className="mr-1.5 text-ink-500">{index + 1}.</span>
                {stage.title}
              </h3>
              <span className="text-xs font-medium text-ink-600">{stage.expected_time}</span>
            </div>
            <p className="mt-1 text-sm text-ink-700">{stage.criteria}</p>
            {!noStats && (
              <p className="mt-2 text-xs text-ink-600">
                {stage.pass_rate === null
                  ? 'Pass rate: not enough applications yet.'
                  : `Pass rate: ${Math.round(stage.pass_rate * 100)}%${
                      stage.passed !== null && stage.reached !== null
                        ? ` (${formatNumber(stage.passed)} of ${formatNumber(stage.reached)})`
                        : ''
                    }`}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function Tracks({ tracks }: { tracks: EliteOverview['tracks'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tracks.map((track) => (
        <li key={track.track} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
          <h3 className="font-semibold text-ink-900">{track.label}</h3>
          {track.requirements.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">No test: we review your portfolio.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm text-ink-700">
              {track.requirements.map((requirement) => (
                <li key={requirement.label}>
                  <span className="font-medium">{requirement.label}</span>
                  {requirement.tests.length > 1 ? ': any one of ' : ': '}
                  {requirement.tests.map((slug, index) => (
                    <span key={slug}>
                      {index > 0 && ', '}
                      <Link
                        to={`/skill-center/${encodeURIComponent(slug)}`}
                        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {testName(slug)}
                      </Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Eligibility({ eligibility }: { eligibility: EliteOverview['eligibility'] }) {
  const missing = eligibility.checks.filter((check) => !check.ok);
  // An open application is not something to fix: it is the one to continue.
  const onlyOpen = missing.length === 1 && missing[0]?.key === 'open_application';
  return (
    <>
      <p className="mb-3 text-sm font-medium text-ink-900">
        {eligibility.eligible
          ? 'You can apply today.'
          : onlyOpen
            ? 'You meet every requirement, and your application is already open.'
            : `Not yet: ${missing.length} ${missing.length === 1 ? 'thing' : 'things'} to sort out first.`}
      </p>
      <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white shadow-card">
        {eligibility.checks.map((check) => {
          // The open application is the one to continue, not a fault: shown as a note, never as "fix this".
          const open = !check.ok && check.key === 'open_application';
          return (
            <li key={check.key} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              {check.ok ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              ) : open ? (
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              ) : (
                <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700" />
              )}
              <span className="min-w-0 flex-1 text-ink-800">
                <span className="sr-only">{check.ok ? 'Done: ' : open ? 'Note: ' : 'To do: '}</span>
                {check.label}
              </span>
              {open && (
                <Link to="/elite/onboarding" className="font-semibold text-brand-700 hover:underline">
                  Continue it
                </Link>
              )}
              {!check.ok && !open && check.href && (
                <Link to={check.href} className="font-semibold text-brand-700 hover:underline">
                  Fix this<span className="sr-only">: {check.label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Overview({ overview }: { overview: EliteOverview }) {
  return (
    <>
      <MyState overview={overview} />
      <Section id="gives" title="What the tier gives you">
        <Benefits openJobs={overview.elite_jobs_open} />
      </Section>
      <Section
        id="asks"
        title="What it asks, stage by stage"
        intro={`Every decision comes with its reason. For a no: what would close the gap and the date you may apply again (usually ${ELITE_REAPPLY_DAYS} days later). Withdrawing never makes you wait.`}
      >
        <Stages stages={overview.stages} />
      </Section>
      <Section
        id="tracks"
        title="Tracks and their tests"
        intro="Each requirement is met by passing one of its tests, or by a valid badge you already hold."
      >
        <Tracks tracks={overview.tracks} />
      </Section>
      <Section id="eligibility" title="Can you apply?">
        <Eligibility eligibility={overview.eligibility} />
      </Section>
    </>
  );
}

/** `/elite`: what the elite tier gives and asks, the tracks, whether I can apply, and where I stand. */
export default function ElitePage() {
  useEliteLive();
  const overview = useEliteOverview();
  return (
    <EliteFrame
      width="max-w-5xl"
      title="Elite talent"
      intro={
        <p className="flex items-start gap-2">
          <Gem aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />A vetted tier for proven
          professionals: clear criteria, credit for the skills you already proved, and a decision with its
          reason.
        </p>
      }
    >
      {overview.isPending ? (
        <Loading what="the elite programme" />
      ) : overview.isError ? (
        <LoadError what="the elite programme" queries={[overview]} />
      ) : (
        <Overview overview={overview.data} />
      )}
    </EliteFrame>
  );
}
