import type { Assignment } from '@talent/contract/assignments';
import { Award, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeviceCheckLink } from '../../../components/device-check-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatDate, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useBadgeInstead, useStartAssignment } from '../api/assignment-actions.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { Accommodations } from '../components/accommodations.tsx';
import {
  AssignmentFacts,
  AssignmentHeading,
  QuestionRules,
  RecruiterMessage,
} from '../components/assignment-facts.tsx';
import { LinkProblem, PageLoading } from '../components/link-problem.tsx';
import { linkProblemOf } from '../lib/link-errors.ts';
import { assignmentPaths, safeNextPath } from '../lib/paths.ts';
import { useNoReferrer } from '../lib/use-no-referrer.ts';
import { useNow } from '../lib/use-now.ts';

function StartActions({ assignment, token }: { assignment: Assignment; token: string }) {
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const start = useStartAssignment(token);
  const useBadge = useBadgeInstead(token);
  const [problem, setProblem] = useState<string | null>(null);
  const isTest = assignment.kind === 'skill_test';
  const badge = assignment.covering_badge;

  // Awaited rather than mutate's callbacks: the start's live update may refetch this page into "in progress" and
  // unmount these actions before the answer arrives, and mutate's own callbacks then never run.
  const onStart = async () => {
    setProblem(null);
    try {
      const started = await start.mutateAsync();
      await navigate(safeNextPath(started.next_path, assignmentPaths.page(token)));
    } catch (error) {
      const found = linkProblemOf(error);
      setProblem(
        found.kind === 'conflict' && found.message ? found.message : errorMessage(error, 'It did not start.'),
      );
    }
  };
  const onUseBadge = () => {
    if (!badge) return;
    setProblem(null);
    useBadge.mutate(badge.id, { onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <section aria-labelledby="start-heading" className="rounded-card border border-brand-200 bg-brand-50 p-5">
      <h2 id="start-heading" className="font-display text-lg font-semibold text-ink-900">
        {isTest ? 'Ready when you are' : 'Before you start'}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {isTest
          ? 'Starting uses this link: the timer runs from that moment and there is no second attempt from it.'
          : 'Next comes a device check and a practice question that is never sent. Nothing is recorded until you answer the first real question; you can stop between questions and come back before the deadline.'}
      </p>
      {badge && (
        <p className="mt-3 text-sm text-ink-800">
          <Award aria-hidden="true" className="mr-1 inline size-4 text-brand-700" />
          Your badge <strong>{badge.title}</strong> (valid until {formatDate(badge.expires_at, timeZone)})
          covers this test. Using it completes the assessment without a retake; the recruiter sees the badge.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => void onStart()} loading={start.isPending} disabled={useBadge.isPending}>
          {isTest ? 'Take the test' : 'Go to the interview'}
        </Button>
        {badge && (
          <Button
            variant="secondary"
            onClick={onUseBadge}
            loading={useBadge.isPending}
            disabled={start.isPending}
          >
            Use my {badge.skill.name} badge instead
          </Button>
        )}
        <DeviceCheckLink />
      </div>
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </section>
  );
}

function NextStep({ assignment, token }: { assignment: Assignment; token: string }) {
  switch (assignment.status) {
    case 'sent':
      return <StartActions assignment={assignment} token={token} />;
    case 'in_progress':
      return (
        <Alert tone="info">
          {assignment.kind === 'skill_test' ? 'Your test is in progress.' : 'Your interview is in progress.'}{' '}
          <Link
            to={safeNextPath(assignment.next_path, assignmentPaths.interview(token))}
            className="font-semibold underline"
          >
            Continue where you left off
          </Link>
        </Alert>
      );
    case 'completed':
      return (
        <Alert tone="success">
          {assignment.used_badge
            ? `Completed with your ${assignment.used_badge.title} badge.`
            : 'You completed this assessment.'}{' '}
          <Link to={assignmentPaths.result(token)} className="font-semibold underline">
            See your result and what the recruiter sees
          </Link>
        </Alert>
      );
    case 'expired':
      return <Alert tone="info">The deadline passed before this assessment was started.</Alert>;
    case 'cancelled':
      return <Alert tone="info">The recruiter cancelled this assessment. There is nothing more to do.</Alert>;
  }
}

/** `/assessments/:token`: what the recruiter sent, what it asks of me, and the way in. */
export default function AssignmentPage() {
  const { token = '' } = useParams();
  useNoReferrer();
  const timeZone = useTimeZone();
  const now = useNow();
  const assignment = useAssignment(token);
  const title = assignment.data?.title;
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);

  if (assignment.isPending) return <PageLoading label="Loading the assessment" />;
  if (assignment.isError)
    return (
      <LinkProblem
        error={assignment.error}
        onRetry={() => void assignment.refetch()}
        retrying={assignment.isRefetching}
      />
    );
  const data = assignment.data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <AssignmentHeading assignment={data} />
      <RecruiterMessage assignment={data} />
      <section
        aria-labelledby="facts-heading"
        className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
      >
        <h2 id="facts-heading" className="sr-only">
          About this assessment
        </h2>
        <AssignmentFacts assignment={data} timeZone={timeZone} now={now} />
      </section>
      {data.kind === 'interview' && (
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="font-display text-lg font-semibold text-ink-900">
            The questions
          </h2>
          <p className="mt-1 mb-3 text-sm text-ink-600">
            You see each question when its think time starts. Here is how long each one gives you.
          </p>
          <QuestionRules assignment={data} />
        </section>
      )}
      <NextStep assignment={data} token={token} />
      {(data.status === 'sent' || data.accommodations.length > 0) && (
        <Accommodations assignment={data} token={token} timeZone={timeZone} />
      )}
      <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <ButtonLink to={assignmentPaths.copy(token)} variant="ghost" className="-ml-4">
          <Printer aria-hidden="true" className="size-4" />
          Printable copy of the instructions
        </ButtonLink>
        <Link to="/assessments" className="font-medium text-brand-700 underline">
          All your assessments
        </Link>
      </p>
    </div>
  );
}
