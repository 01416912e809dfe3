import { INTERVIEW_RETENTION_DAYS, type Assignment } from '@talent/contract/assignments';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { accommodationText, AssignmentFacts, QuestionRules } from '../components/assignment-facts.tsx';
import { LinkProblem, PageLoading } from '../components/link-problem.tsx';
import { assignmentPaths } from '../lib/paths.ts';
import { useNoReferrer } from '../lib/use-no-referrer.ts';
import './assignment-copy.css';

/** What to have ready, by kind: the checklist the page itself leaves to the flow. */
function preparation(assignment: Assignment): string[] {
  const block = `A quiet ${assignment.minutes}-minute block you will not be interrupted in (the clock does not pause).`;
  if (assignment.kind === 'skill_test')
    return [
      block,
      'A computer with a recent Chrome, Edge, Firefox or Safari, and a steady connection. Answers save as you go; if the connection drops, reopen the test and carry on.',
      `The topics of ${assignment.test?.skill.name ?? 'the skill'}: the test page lists what it covers.`,
      'Starting uses the link once: there is no second attempt from it.',
    ];
  return [
    block,
    'A camera and a microphone (or only a microphone, or a keyboard, where a question allows audio or a written answer). The interview starts with a device check and a practice question that is never sent.',
    'A well-lit spot where you are comfortable being recorded; notes on paper are fine.',
    'A steady connection: each kept answer uploads in pieces and resumes if the connection drops.',
    'You can stop between questions and come back before the deadline: a reload continues at the next question.',
  ];
}

/**
 * `/assessments/:token/index-copy`: the instructions and rules as one sheet to print or save for offline reading.
 * Not the page again: no actions, everything spelled out, nothing secret (the link itself is not printed).
 */
export default function AssignmentCopyPage() {
  const { token = '' } = useParams();
  useNoReferrer();
  const timeZone = useTimeZone();
  const assignment = useAssignment(token);
  const title = assignment.data?.title;
  useEffect(() => {
    if (title) document.title = documentTitle(`Instructions: ${title}`);
  }, [title]);
  useEffect(() => {
    document.documentElement.setAttribute('data-print-copy', '');
    return () => document.documentElement.removeAttribute('data-print-copy');
  }, []);

  if (assignment.isPending) return <PageLoading label="Loading the instructions" />;
  if (assignment.isError)
    return (
      <LinkProblem
        error={assignment.error}
        onRetry={() => void assignment.refetch()}
        retrying={assignment.isRefetching}
        what="The instructions"
      />
    );
  const data = assignment.data;
  // Printed once, at a fixed instant: "in 3 days" would be wrong by the time it is read.
  const printedAt = new Date();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <div data-print-hide className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={assignmentPaths.page(token)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the assessment
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print or save as PDF
        </Button>
      </div>
      <article
        data-print-sheet
        className="space-y-6 rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
      >
        <header className="border-b border-ink-200 pb-4">
          <p className="text-sm text-ink-600">
            {data.company.name} · {data.job.title} · sent by {data.recruiter_name}
          </p>
          <h1 className="mt-1 font-display text-2xl font-bold text-ink-900">Instructions: {data.title}</h1>
          <p className="mt-1 text-sm text-ink-600">
            Copy made {formatDateTime(printedAt.toISOString(), timeZone)} ({timeZone}). Open the assessment
            from “My assessments” on Borderless; this sheet does not contain the link.
          </p>
        </header>
        <section aria-labelledby="copy-facts">
          <h2 id="copy-facts" className="font-display text-lg font-semibold text-ink-900">
            At a glance
          </h2>
          <div className="mt-3">
            <AssignmentFacts assignment={data} timeZone={timeZone} now={printedAt} />
          </div>
        </section>
        {data.message && (
          <section aria-labelledby="copy-message">
            <h2 id="copy-message" className="font-display text-lg font-semibold text-ink-900">
              The recruiter’s message
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink-700">{data.message}</p>
          </section>
        )}
        <section aria-labelledby="copy-prepare">
          <h2 id="copy-prepare" className="font-display text-lg font-semibold text-ink-900">
            What to prepare
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
            {preparation(data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {data.kind === 'interview' && (
          <section aria-labelledby="copy-rules">
            <h2 id="copy-rules" className="font-display text-lg font-semibold text-ink-900">
              How the interview runs
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink-700">
              <li>Each question appears when its think time starts; you may start answering early.</li>
              <li>
                The answer time counts down while you record. Going over is recorded and shown, not cut, up to
                a limit where recording stops.
              </li>
              <li>
                Watch your take, then keep it or record again while takes remain. Every take counts, kept or
                not.
              </li>
              <li>
                Kept answers go to the recruiter; the others are deleted. Recordings are deleted{' '}
                {INTERVIEW_RETENTION_DAYS} days after you finish, or sooner if you ask.
              </li>
              <li>
                No software scores your face, voice or words: people rate your answers against the criteria
                the recruiter wrote.
              </li>
            </ol>
            <div className="mt-3">
              <QuestionRules assignment={data} />
            </div>
          </section>
        )}
        <section aria-labelledby="copy-accommodations">
          <h2 id="copy-accommodations" className="font-display text-lg font-semibold text-ink-900">
            Accommodations
          </h2>
          <p className="mt-2 text-ink-700">
            Before starting you can ask for 25, 50 or 100 % more time
            {data.kind === 'interview' ? ', or one or two more takes per question' : ''}, with an optional
            note only the recruiter reads. You never have to say why.
          </p>
          {data.accommodations.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
              {data.accommodations.map((item) => (
                <li key={item.id}>
                  {accommodationText(item)}: {item.status}
                </li>
              ))}
            </ul>
          )}
        </section>
      </article>
    </div>
  );
}
