import {
  ELITE_STAGE_INFO,
  ELITE_STAGES,
  ELITE_TRACKS,
  type EliteApplication,
  type EliteStage,
  type StageView,
} from '@talent/contract/elite';
import { ArrowRight, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSendForReview, useWithdrawApplication } from '../api/application-actions.ts';
import { useEliteApplication } from '../api/get-elite-application.ts';
import { NotStarted } from '../components/not-started.tsx';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { StageStateBadge } from '../components/stage-state.tsx';
import { STATUS_LABELS } from '../lib/labels.ts';
import { useEliteLive } from '../lib/use-elite-live.ts';
import { afterSuccess } from '../../../lib/after-success.ts';

const COMPLETED_PATH = '/elite/onboarding/completed';
/** The stages the candidate completes before "Send for review". */
const CANDIDATE_STAGES: EliteStage[] = ['join', 'work_preference', 'skill_assessments', 'compliance'];
const FORM_STAGES: EliteStage[] = ['join', 'work_preference', 'compliance'];

const CLOSED_NOTES: Record<EliteApplication['status'], string> = {
  in_progress: '',
  submitted: `Your application is with our team. We write to you as soon as we decide (${ELITE_STAGE_INFO.review.expected_time.toLowerCase()}).`,
  accepted: 'You are in: welcome to the elite programme.',
  waitlisted: 'You are on the waitlist for your track.',
  rejected: 'We did not accept this application, and we say why.',
  withdrawn: 'You withdrew this application. Your answers are kept for the next one.',
};

/** The link a stage offers in its state, if any: the form to fill, change or read, the tests, the outcome. */
function stageAction(application: EliteApplication, view: StageView): { label: string; to: string } | null {
  const path = ELITE_STAGE_INFO[view.stage].path;
  if (!path || view.state === 'locked') return null;
  const open = application.status === 'in_progress';
  if (FORM_STAGES.includes(view.stage)) {
    if (!open)
      return view.state === 'done' && view.stage !== 'compliance'
        ? { label: 'See what you sent', to: path }
        : null;
    return { label: view.state === 'done' ? 'Review or change' : 'Continue', to: path };
  }
  if (view.stage === 'skill_assessments')
    return { label: view.state === 'done' ? 'See your tests' : 'Take your tests', to: path };
  if (view.stage === 'decision')
    return application.status === 'in_progress' ? null : { label: 'See the outcome', to: path };
  return null;
}

/** What a locked stage waits for: the stage before it. */
function lockedBecause(stage: EliteStage): string {
  const index = ELITE_STAGES.indexOf(stage);
  const before = index > 0 ? ELITE_STAGES[index - 1] : undefined;
  return before ? `Opens once “${ELITE_STAGE_INFO[before].title}” is done.` : '';
}

function StageItem({
  application,
  view,
  index,
}: {
  application: EliteApplication;
  view: StageView;
  index: number;
}) {
  const info = ELITE_STAGE_INFO[view.stage];
  const action = stageAction(application, view);
  const headingId = `stage-${view.stage}`;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={
        view.stage === application.current_stage && application.status === 'in_progress' ? 'step' : undefined
      }
      className={`rounded-card border bg-white p-4 shadow-card sm:p-5 ${
        view.state === 'in_progress' ? 'border-brand-300' : 'border-ink-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-lg font-semibold text-ink-900">
            <span className="mr-1.5 text-ink-500">{index + 1}.</span>
            {info.title}
          </h2>
          <p className="mt-0.5 text-xs text-ink-500">{info.expected_time}</p>
        </div>
        <StageStateBadge state={view.state} />
      </div>
      {view.detail && <p className="mt-2 text-sm text-ink-800">{view.detail}</p>}
      {(view.completed_at || view.next_retry_at || view.state === 'locked') && (
        <ul className="mt-1 space-y-0.5 text-sm text-ink-600">
          {view.completed_at && (
            <li>
              {view.stage === 'decision' ? 'Decided' : 'Done'} on <DateText iso={view.completed_at} />
            </li>
          )}
          {view.next_retry_at && (
            <li>
              You can try again from <DateText iso={view.next_retry_at} withTime />
            </li>
          )}
          {view.state === 'locked' && <li>{lockedBecause(view.stage)}</li>}
        </ul>
      )}
      {action && (
        <Link
          to={action.to}
          aria-label={`${action.label}: ${info.title}`}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {action.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </li>
  );
}

function WithdrawDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) withdraw.reset();
      }}
      trigger={<Button variant="ghost">Withdraw</Button>}
      title="Withdraw your application?"
      description="We stop reviewing it. Your answers are kept, there is no waiting period, and a new application starts with them filled in."
    >
      {withdraw.isError && (
        <div className="mb-4">
          <Alert tone="error">{errorMessage(withdraw.error)}</Alert>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep my application
        </Button>
        <Button
          variant="danger"
          loading={withdraw.isPending}
          // Awaited: the live refetch after the change can unmount this dialog before an onSuccess callback runs.
          onClick={() => void afterSuccess(withdraw.mutateAsync(undefined), () => navigate(COMPLETED_PATH))}
        >
          Withdraw application
        </Button>
      </div>
    </DialogShell>
  );
}

function Tracker({ application }: { application: EliteApplication }) {
  const navigate = useNavigate();
  const send = useSendForReview();
  const byStage = new Map(application.stages.map((view) => [view.stage, view]));
  const stages = ELITE_STAGES.map((stage) => byStage.get(stage)).filter((view) => view !== undefined);
  const open = application.status === 'in_progress';
  const left = CANDIDATE_STAGES.filter((stage) => byStage.get(stage)?.state !== 'done');
  const ready = open && left.length === 0;
  const track = application.track ? ELITE_TRACKS[application.track].label : null;

  return (
    <>
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">{STATUS_LABELS[application.status]}</span>
        {track && <> · {track} track</>} · started <DateText iso={application.started_at} />
        {application.submitted_at && (
          <>
            {' '}
            · sent for review <DateText iso={application.submitted_at} />
          </>
        )}
      </p>
      {!open && (
        <div className="mt-4">
          <Alert tone="info">
            {CLOSED_NOTES[application.status]}{' '}
            <Link to={COMPLETED_PATH} className="font-semibold underline">
              {application.status === 'submitted' ? 'What happens next' : 'See the outcome'}
            </Link>
          </Alert>
        </div>
      )}
      <ol aria-label="Stages of your application" className="mt-6 space-y-3">
        {stages.map((view, index) => (
          <StageItem key={view.stage} application={application} view={view} index={index} />
        ))}
      </ol>

      {(open || application.status === 'submitted') && (
        <section
          aria-labelledby="send-heading"
          className="mt-8 rounded-card border border-ink-200 bg-white p-5 shadow-card"
        >
          <h2 id="send-heading" className="font-display text-lg font-semibold text-ink-900">
            {open ? 'Send for review' : 'Changed your mind?'}
          </h2>
          {open && (
            <p id="send-hint" className="mt-1 text-sm text-ink-600">
              {ready
                ? 'Everything is done. Once sent, the forms are read-only while our team reviews them.'
                : `Finish ${left.map((stage) => `“${ELITE_STAGE_INFO[stage].title}”`).join(', ')} first.`}
            </p>
          )}
          {send.isError && (
            <div className="mt-3">
              <Alert tone="error">
                {errorMessage(send.error, 'We could not send your application. Please try again.')}
              </Alert>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {open && (
              <Button
                disabled={!ready}
                aria-describedby="send-hint"
                loading={send.isPending}
                // Awaited: once sent, the live refetch replaces this button before an onSuccess callback runs.
                onClick={() => void afterSuccess(send.mutateAsync(undefined), () => navigate(COMPLETED_PATH))}
              >
                <Send aria-hidden="true" className="size-4" />
                Send for review
              </Button>
            )}
            <WithdrawDialog />
          </div>
        </section>
      )}
    </>
  );
}

/** `/elite/onboarding`: the six stages in order, each with its state, and sending for review. */
export default function EliteOnboardingPage() {
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
        <Tracker application={application.data} />
      )}
    </EliteFrame>
  );
}
