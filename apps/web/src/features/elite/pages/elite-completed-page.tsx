import { ELITE_STAGE_INFO, ELITE_TRACKS, type EliteApplication } from '@talent/contract/elite';
import { ArrowRight, CircleSlash, Hourglass, ListOrdered, PartyPopper, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useEliteApplication } from '../api/get-elite-application.ts';
import { EliteBadge } from '../../../components/elite-badge.tsx';
import { NotStarted } from '../components/not-started.tsx';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { useEliteLive } from '../lib/use-elite-live.ts';

const TRACKER_PATH = '/elite/onboarding';

function Panel({ Icon, title, children }: { Icon: typeof Hourglass; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="outcome-heading"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="outcome-heading" className="font-display text-xl font-semibold text-ink-900">
            {title}
          </h2>
          <div className="mt-2 space-y-3 text-sm text-ink-700">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The reviewer's reason, as they wrote it (plain text). */
function Reason({ text }: { text: string }) {
  return (
    <div>
      <h3 className="font-semibold text-ink-900">Why</h3>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </div>
  );
}

function NextSteps({ title, steps }: { title: string; steps: { label: string; href: string }[] }) {
  if (steps.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <ul className="mt-1 space-y-1">
        {steps.map((step) => (
          <li key={step.href + step.label}>
            <Link
              to={step.href}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {step.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Outcome({ application }: { application: EliteApplication }) {
  const decision = application.decision;
  const track = application.track ? ELITE_TRACKS[application.track].label : null;

  if (application.status === 'accepted' && decision) {
    return (
      <Panel Icon={PartyPopper} title="You are an elite member">
        <p>
          <EliteBadge track={application.track} />
        </p>
        <p>
          Member since <DateText iso={decision.decided_at} />. Recruiters see this badge on your profile and
          in their candidate lists, elite-only jobs are open to you, and you get invitations for them first.
        </p>
        <Reason text={decision.reason} />
        <NextSteps title="What would help next" steps={decision.next_steps} />
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/jobs?elite_only=1">See elite-only jobs</ButtonLink>
          <ButtonLink to="/elite" variant="secondary">
            About the programme
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  if (application.status === 'waitlisted' && decision) {
    return (
      <Panel Icon={ListOrdered} title="You are on the waitlist">
        {decision.waitlist_position !== null && (
          <p className="text-base text-ink-900">
            Your place on the {track ? `${track} ` : ''}waitlist:{' '}
            <strong className="font-semibold">{decision.waitlist_position}</strong>
            {decision.waitlist_position === 1 ? ' (next in line)' : ''}.
          </p>
        )}
        <p>
          You met the bar; we open places as client demand for your track grows. We decided on{' '}
          <DateText iso={decision.decided_at} /> and write to you the moment that changes.
        </p>
        <Reason text={decision.reason} />
        <NextSteps title="What would help" steps={decision.next_steps} />
      </Panel>
    );
  }

  if (application.status === 'rejected' && decision) {
    return (
      <Panel Icon={CircleSlash} title="Not accepted this time">
        <p>
          We decided on <DateText iso={decision.decided_at} />. This is about the application as it stands,
          not about you: most members got in on a later try.
        </p>
        <Reason text={decision.reason} />
        <NextSteps title="What would close the gap" steps={decision.next_steps} />
        {decision.reapply_at && (
          <p className="font-medium text-ink-900">
            You may apply again from <DateText iso={decision.reapply_at} />. Your answers will be filled in,
            and every test you passed meanwhile counts.
          </p>
        )}
        <div className="pt-2">
          <ButtonLink to="/elite" variant="secondary">
            About the programme
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  if (application.status === 'withdrawn') {
    return (
      <Panel Icon={Undo2} title="You withdrew your application">
        <p>
          Nothing is held against you and there is no waiting period. Your answers are kept: start again
          whenever you are eligible and they are filled in.
        </p>
        <div className="pt-2">
          <ButtonLink to="/elite">Start again</ButtonLink>
        </div>
      </Panel>
    );
  }

  if (application.status === 'submitted') {
    return (
      <Panel Icon={Hourglass} title="Your application is under review">
        <p>
          {application.submitted_at && (
            <>
              You sent it on <DateText iso={application.submitted_at} />.{' '}
            </>
          )}
          Our team reads your forms, results and identity check:{' '}
          {ELITE_STAGE_INFO.review.expected_time.toLowerCase()}. Nothing to do on your side; we write if we
          need anything.
        </p>
        <p>The decision comes with its reason whatever it is, and this page changes as soon as it is made.</p>
        <div className="pt-2">
          <ButtonLink to={TRACKER_PATH} variant="secondary">
            Your application
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  return (
    <Panel Icon={Hourglass} title="Not sent yet">
      <p>Your application is still in progress: finish the stages and send it for review.</p>
      <div className="pt-2">
        <ButtonLink to={TRACKER_PATH}>Continue your application</ButtonLink>
      </div>
    </Panel>
  );
}

/** `/elite/onboarding/completed`: the outcome and what follows; it changes live when we decide. */
export default function EliteCompletedPage() {
  useEliteLive();
  const application = useEliteApplication();
  return (
    <EliteFrame title="Your elite application">
      {application.isPending ? (
        <Loading what="your application" />
      ) : application.isError ? (
        <LoadError what="your application" queries={[application]} />
      ) : application.data === null ? (
        <NotStarted />
      ) : (
        <Outcome application={application.data} />
      )}
    </EliteFrame>
  );
}
