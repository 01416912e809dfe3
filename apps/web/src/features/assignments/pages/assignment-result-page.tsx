import { bandLabel } from '@talent/contract/assessments';
import { ANSWER_MODE_LABELS } from '@talent/contract/assignments';
import { Eye, EyeOff, TimerReset } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useAssignmentResult, type AssignmentResult } from '../api/get-assignment-result.ts';
import { AssignmentHeading } from '../components/assignment-facts.tsx';
import { LinkProblem, PageLoading } from '../components/link-problem.tsx';
import { RecordingsLedger } from '../components/recordings-ledger.tsx';
import { overrunText } from '../lib/interview-timing.ts';
import { linkProblemOf } from '../lib/link-errors.ts';
import { assignmentPaths, safeNextPath } from '../lib/paths.ts';
import { useNoReferrer } from '../lib/use-no-referrer.ts';

const card = 'rounded-card border border-ink-200 bg-white p-5 shadow-card';

/**
 * The graded test, in brief (score against the recruiter's pass mark, percentile, topics), with the full result
 * page of the skill tests one link away: that feature owns the detailed view and the lint walls keep it there.
 */
function TestResult({ result }: { result: AssignmentResult }) {
  const { assignment, test_result: test } = result;
  if (!test) {
    return (
      <section aria-labelledby="test-result-heading" className={card}>
        <h2 id="test-result-heading" className="font-display text-lg font-semibold text-ink-900">
          Your result
        </h2>
        <p className="mt-2 text-ink-700">
          {assignment.used_badge
            ? `You used your ${assignment.used_badge.title} badge instead of retaking the test.`
            : 'No graded attempt came with this assessment.'}
        </p>
      </section>
    );
  }
  const passMark = assignment.pass_mark_percent ?? test.pass_mark_percent;
  const passed = test.percent >= passMark;
  return (
    <section aria-labelledby="test-result-heading" className={card}>
      <h2 id="test-result-heading" className="font-display text-lg font-semibold text-ink-900">
        Your result
      </h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-3">
        <span className="font-display text-4xl font-bold text-ink-900">{test.percent}%</span>
        <span className={`font-semibold ${passed ? 'text-emerald-800' : 'text-ink-700'}`}>
          {passed ? 'At or above' : 'Below'} this recruiter’s pass mark of {passMark}%
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {test.points} of {test.max_points} points.{' '}
        {test.percentile !== null
          ? `${test.percentile}th percentile of ${test.cohort_size} people who took this test.`
          : `${bandLabel(test.band, test.band_basis)} (too few people have taken it for a percentile yet).`}
        {test.closed_by === 'deadline' &&
          ' The time ran out before you submitted; what you saved was graded.'}
      </p>
      {test.topics.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {test.topics.map((topic) => (
            <li key={topic.topic} className="rounded-control bg-ink-50 px-3 py-2 text-sm">
              <span className="font-medium text-ink-900">{topic.topic}</span>:{' '}
              <span className="text-ink-700">
                {topic.percent}% ({topic.points} of {topic.max_points} points)
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link
          to={`/skill-center/tests/${encodeURIComponent(test.test.slug)}/result?attempt=${encodeURIComponent(test.attempt_id)}`}
          className="font-semibold text-brand-700 underline"
        >
          The full result: what to review, your badge, and who else sees it
        </Link>
      </p>
    </section>
  );
}

function InterviewAnswers({ result }: { result: AssignmentResult }) {
  return (
    <section aria-labelledby="answers-heading" className={card}>
      <h2 id="answers-heading" className="font-display text-lg font-semibold text-ink-900">
        Your answers
      </h2>
      {result.answers.length === 0 ? (
        <p className="mt-2 text-ink-700">No answer was kept before the interview closed.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {result.answers.map((answer, index) => (
            <li key={answer.question_id} className="rounded-control border border-ink-200 p-3">
              <p className="text-sm font-semibold text-ink-900">Question {index + 1}</p>
              <p className="mt-1 whitespace-pre-line text-ink-800">{answer.prompt}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
                <span>
                  {answer.mode
                    ? `Answered by ${ANSWER_MODE_LABELS[answer.mode].toLowerCase()}`
                    : 'Not answered'}
                </span>
                {answer.overrun_seconds > 0 && (
                  <span className="font-medium text-amber-800">
                    {overrunText(answer.overrun_seconds)} the answer time
                  </span>
                )}
                {answer.mode && (
                  <span className="inline-flex items-center gap-1">
                    {answer.watched ? (
                      <Eye aria-hidden="true" className="size-4" />
                    ) : (
                      <EyeOff aria-hidden="true" className="size-4" />
                    )}
                    {answer.watched
                      ? answer.mode === 'text'
                        ? 'Read by the recruiter'
                        : 'Watched by the recruiter'
                      : 'Not seen by the recruiter yet'}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `/assessments/:token/result`: my result, what the recruiter sees, and (interviews) my recordings. */
export default function AssignmentResultPage() {
  const { token = '' } = useParams();
  useNoReferrer();
  const timeZone = useTimeZone();
  const result = useAssignmentResult(token);
  const title = result.data?.assignment.title;
  useEffect(() => {
    if (title) document.title = documentTitle(`Result: ${title}`);
  }, [title]);

  if (result.isPending) return <PageLoading label="Loading your result" />;
  if (result.isError) {
    if (linkProblemOf(result.error).kind === 'conflict')
      return (
        <div className="mx-auto w-full max-w-2xl px-4 py-12">
          <StatePanel
            Icon={TimerReset}
            variant="card"
            headingLevel="h1"
            title="No result yet"
            actions={<ButtonLink to={assignmentPaths.page(token)}>Back to the assessment</ButtonLink>}
          >
            The result appears here once the assessment is completed.
          </StatePanel>
        </div>
      );
    return (
      <LinkProblem
        error={result.error}
        onRetry={() => void result.refetch()}
        retrying={result.isRefetching}
        what="Your result"
      />
    );
  }
  const data = result.data;
  const isInterview = data.assignment.kind === 'interview';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <AssignmentHeading assignment={data.assignment} suffix="result" />
      {isInterview ? <InterviewAnswers result={data} /> : <TestResult result={data} />}
      <section
        aria-labelledby="recruiter-sees-heading"
        className="rounded-card border border-brand-200 bg-brand-50 p-5"
      >
        <h2 id="recruiter-sees-heading" className="font-display text-lg font-semibold text-ink-900">
          What the recruiter sees
        </h2>
        <p className="mt-2 text-ink-800">{data.recruiter_sees}</p>
        {isInterview && (
          <p className="mt-2 text-sm text-ink-700">
            No software scores your face, voice or words. People at {data.assignment.company.name} rate your
            answers against the criteria they wrote; those ratings stay theirs.
          </p>
        )}
      </section>
      {isInterview && <RecordingsLedger token={token} timeZone={timeZone} />}
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          to={safeNextPath(assignmentPaths.page(token), '/assessments')}
          className="font-medium text-brand-700 underline"
        >
          The assessment’s page
        </Link>
        <Link to="/assessments/completed" className="font-medium text-brand-700 underline">
          All your results
        </Link>
      </p>
    </div>
  );
}
