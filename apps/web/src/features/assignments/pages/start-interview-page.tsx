import {
  INTERVIEW_RETENTION_DAYS,
  overrunCapSeconds,
  type Assignment,
  type InterviewQuestion,
  type InterviewSession,
} from '@talent/contract/assignments';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { assignmentKeys } from '../api/assignment-keys.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { submitInterview, useInterview } from '../api/interview.ts';
import { deadlineText } from '../components/assignment-facts.tsx';
import { DeviceCheck } from '../components/device-check.tsx';
import { LinkProblem, PageLoading } from '../components/link-problem.tsx';
import { TakeRunner } from '../components/take-runner.tsx';
import { durationWords } from '../lib/interview-timing.ts';
import { assignmentPaths } from '../lib/paths.ts';
import { practiceBackend, serverBackend } from '../lib/take-backend.ts';
import { useAnswerRecorder } from '../lib/use-answer-recorder.ts';
import { useNoReferrer } from '../lib/use-no-referrer.ts';
import { useNow } from '../lib/use-now.ts';

const PRACTICE: InterviewQuestion = {
  id: 'practice',
  position: 0,
  prompt:
    'Practice: tell us about something you learned recently, in a few sentences. This answer is never sent.',
  think_seconds: 10,
  answer_seconds: 30,
  max_takes: 99,
  modes: ['video', 'audio', 'text'],
};

type Stage = 'prepare' | 'practice' | 'questions';

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

function Rules({ assignment }: { assignment: Assignment }) {
  const first = assignment.questions[0];
  const takes = new Set(assignment.questions.map((q) => q.max_takes));
  return (
    <section
      aria-labelledby="rules-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id="rules-heading" className="font-display text-lg font-semibold text-ink-900">
        How it works
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-700">
        <li>
          {assignment.questions.length} question{assignment.questions.length === 1 ? '' : 's'}, one at a time.
          Each shows with its think time
          {first ? ` (${durationWords(first.think_seconds)} for the first)` : ''}; start answering whenever
          you are ready.
        </li>
        <li>
          Then the answer time counts down while you record
          {first ? ` (${durationWords(first.answer_seconds)} for the first)` : ''}. Going over is recorded and
          shown to the recruiter, not cut
          {first ? `, up to ${durationWords(overrunCapSeconds(first.answer_seconds))}` : ''}; then recording
          stops.
        </li>
        <li>
          Watch your take, then keep it or record again:{' '}
          {takes.size === 1 ? `${[...takes][0]} takes per question` : 'the takes allowed differ per question'}
          . Every take started counts.
        </li>
        <li>Who watches: {assignment.shared_with}</li>
        <li>
          Recordings are deleted {INTERVIEW_RETENTION_DAYS} days after you finish, or whenever you ask on the
          result page. No software scores your face, voice or words.
        </li>
        <li>You can stop between questions; this link takes you back to the next one until the deadline.</li>
      </ul>
    </section>
  );
}

function SubmitPanel({
  session,
  token,
  onSubmitted,
}: {
  session: InterviewSession;
  token: string;
  onSubmitted: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await submitInterview(token);
      onSubmitted();
    } catch (cause) {
      setError(errorMessage(cause));
      setSending(false);
    }
  };
  return (
    <section
      aria-labelledby="submit-heading"
      className="rounded-card border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="submit-heading" className="font-display text-lg font-semibold text-ink-900">
        All questions answered
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-ink-800">
        {session.questions.map((question) => (
          <li key={question.id} className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
            Question {question.position}:{' '}
            {question.kept_take_id ? 'answer kept' : 'no answer kept (no takes left)'}
          </li>
        ))}
      </ul>
      <Button className="mt-4" onClick={() => void send()} loading={sending}>
        <Send aria-hidden="true" className="size-4" />
        Submit my answers
      </Button>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </section>
  );
}

function Interview({ assignment, token }: { assignment: Assignment; token: string }) {
  const timeZone = useTimeZone();
  const now = useNow();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const interview = useInterview(token);
  const recorder = useAnswerRecorder();
  const needsVideo = assignment.questions.some((q) => q.modes.includes('video'));
  const needsDevices = assignment.questions.some((q) => q.modes.some((mode) => mode !== 'text'));
  const resumed = (interview.data?.questions.some((q) => q.takes.length > 0) ?? false) && needsDevices;
  const [stage, setStage] = useState<Stage>('prepare');
  const [practiceRound, setPracticeRound] = useState(0);
  const practice = useMemo(() => practiceBackend(PRACTICE.think_seconds, PRACTICE.answer_seconds), []);
  const stageHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    stageHeading.current?.focus();
  }, [stage]);

  if (interview.isPending) return <PageLoading label="Loading the interview" />;
  if (interview.isError)
    return (
      <LinkProblem error={interview.error} onRetry={() => void interview.refetch()} what="The interview" />
    );
  const session = interview.data;
  const current = session.questions.find((q) => q.id === session.current_question_id) ?? null;
  const open =
    current?.takes.find((take) => ['thinking', 'answering', 'stopped', 'recorded'].includes(take.state)) ??
    null;
  const ready = recorder.stream !== null || !needsDevices;
  const onSession = (next: InterviewSession | null) => {
    if (next) queryClient.setQueryData(assignmentKeys.interview(token), next);
  };

  return (
    <Frame>
      <header>
        <p className="text-sm font-semibold text-brand-700">
          Video interview for {assignment.company.name} · {assignment.job.title}
        </p>
        <h1
          ref={stageHeading}
          tabIndex={-1}
          className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900 focus:outline-none"
        >
          {stage === 'prepare' ? (resumed ? 'Welcome back' : 'Before you start') : assignment.title}
        </h1>
        <p className="mt-1 text-sm text-ink-600">
          Deadline: {deadlineText(assignment.deadline_at, timeZone, now)}
        </p>
      </header>

      {stage === 'prepare' && (
        <>
          {resumed && (
            <Alert tone="info">
              Your kept answers are saved. Turn your devices on again to continue at question{' '}
              {current?.position ?? session.questions.length}.
            </Alert>
          )}
          {needsDevices && (
            <section
              aria-labelledby="devices-heading"
              className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
            >
              <h2 id="devices-heading" className="font-display text-lg font-semibold text-ink-900">
                1. Check your devices
              </h2>
              <p className="mt-1 mb-4 text-sm text-ink-600">Nothing is recorded here.</p>
              <DeviceCheck
                stream={recorder.stream}
                needsVideo={needsVideo}
                problem={recorder.problem}
                requesting={recorder.requesting}
                onEnable={() => void recorder.acquire(needsVideo)}
              />
            </section>
          )}
          <Rules assignment={assignment} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setStage('practice')} disabled={!ready}>
              Try a practice question
            </Button>
            <Button
              variant={resumed ? 'primary' : 'secondary'}
              onClick={() => setStage('questions')}
              disabled={!ready}
            >
              {resumed ? 'Continue the interview' : 'Skip practice and begin'}
            </Button>
          </div>
          {!ready && (
            <p className="text-sm text-ink-600">
              Turn on your {needsVideo ? 'camera and microphone' : 'microphone'} first.
            </p>
          )}
        </>
      )}

      {stage === 'practice' && (
        <>
          <TakeRunner
            key={`practice-${practiceRound}`}
            question={{
              ...PRACTICE,
              modes: PRACTICE.modes.filter((mode) =>
                assignment.questions.some((q) => q.modes.includes(mode)),
              ),
            }}
            label="Practice question"
            backend={practice}
            recorder={recorder}
            initialTake={null}
            takesUsed={0}
            practice
            onSession={(_, kept) => (kept ? setStage('questions') : setPracticeRound((round) => round + 1))}
          />
          <Button variant="secondary" onClick={() => setStage('questions')}>
            Begin the real questions
          </Button>
        </>
      )}

      {stage === 'questions' &&
        (current ? (
          <TakeRunner
            key={`${current.id}-${current.takes.length}-${current.takes_left}`}
            question={current}
            label={`Question ${current.position} of ${session.questions.length}`}
            backend={serverBackend(token, current.id)}
            recorder={recorder}
            initialTake={open}
            takesUsed={current.takes.length}
            onSession={onSession}
          />
        ) : (
          <SubmitPanel
            session={session}
            token={token}
            onSubmitted={() => {
              void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
              void navigate(assignmentPaths.result(token));
            }}
          />
        ))}
      <p className="text-sm">
        <Link to={assignmentPaths.page(token)} className="font-medium text-brand-700 underline">
          Back to the assessment’s page
        </Link>
      </p>
    </Frame>
  );
}

/** `/assessments/:token/start-interview`: device check, rules, practice, then the questions one by one. */
export default function StartInterviewPage() {
  const { token = '' } = useParams();
  useNoReferrer();
  const assignment = useAssignment(token);
  const title = assignment.data?.title;
  useEffect(() => {
    if (title) document.title = documentTitle(`Interview: ${title}`);
  }, [title]);

  if (assignment.isPending) return <PageLoading label="Loading the interview" />;
  if (assignment.isError)
    return (
      <LinkProblem
        error={assignment.error}
        onRetry={() => void assignment.refetch()}
        retrying={assignment.isRefetching}
      />
    );
  const data = assignment.data;
  const page = assignmentPaths.page(token);
  if (data.kind !== 'interview')
    return (
      <Frame>
        <StatePanel
          Icon={CircleCheck}
          variant="card"
          headingLevel="h1"
          title="This assessment is a skill test"
          actions={<ButtonLink to={page}>Open it</ButtonLink>}
        >
          There is no interview behind this link.
        </StatePanel>
      </Frame>
    );
  if (data.status === 'sent')
    return (
      <Frame>
        <StatePanel
          Icon={CircleCheck}
          variant="card"
          headingLevel="h1"
          title="Start from the assessment’s page"
          actions={<ButtonLink to={page}>Go to the assessment</ButtonLink>}
        >
          Read what the interview asks and request any accommodation there first; then start it.
        </StatePanel>
      </Frame>
    );
  if (data.status !== 'in_progress')
    return (
      <Frame>
        <StatePanel
          Icon={CircleCheck}
          variant="card"
          headingLevel="h1"
          title={data.status === 'completed' ? 'This interview is complete' : 'This interview is closed'}
          actions={
            data.status === 'completed' ? (
              <ButtonLink to={assignmentPaths.result(token)}>See your answers</ButtonLink>
            ) : (
              <ButtonLink to={page}>Back to the assessment</ButtonLink>
            )
          }
        >
          {data.status === 'completed'
            ? 'Your answers were sent. You can see them and your recordings on the result page.'
            : 'It can no longer be answered.'}
        </StatePanel>
      </Frame>
    );
  return <Interview assignment={data} token={token} />;
}
