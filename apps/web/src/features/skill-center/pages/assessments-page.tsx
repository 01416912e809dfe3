import { ASSIGNMENT_KIND_LABELS, ASSIGNMENT_STATUS_LABELS } from '@talent/contract/assignments';
import { ClipboardList, CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatDateTime, relativeTime, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useMyAssessments, type MyAssessments } from '../api/get-my-assessments.ts';
import { AssessmentsNav } from '../components/assessments-nav.tsx';
import { EmptyNote } from '../components/query-section.tsx';
import { TestCard } from '../components/test-card.tsx';
import { takeTestPath } from '../lib/paths.ts';
import { useNow } from '../lib/use-now.ts';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function InProgress({
  attempts,
  timeZone,
  now,
}: {
  attempts: MyAssessments['in_progress'];
  timeZone: string;
  now: Date;
}) {
  if (attempts.length === 0)
    return (
      <EmptyNote>
        Nothing in progress. A test you start stays here until you submit it or its time runs out.
      </EmptyNote>
    );
  return (
    <ul className="space-y-3">
      {attempts.map((attempt) => {
        const ended = new Date(attempt.deadline_at).getTime() <= now.getTime();
        return (
          <li
            key={attempt.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card"
          >
            <div>
              <h3 className="font-semibold text-ink-900">{attempt.test.title}</h3>
              <p className="text-sm text-ink-700">
                {ended ? 'Time is up' : `Time left: ends ${relativeTime(attempt.deadline_at, now)}`}{' '}
                <span className="text-ink-500">({formatDateTime(attempt.deadline_at, timeZone)})</span>
              </p>
            </div>
            <ButtonLink to={takeTestPath(attempt.test.slug)} aria-label={`Resume ${attempt.test.title}`}>
              Resume
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The server sends the status key ("in_progress"); the words come from the contract. */
function statusLabel(status: string): string {
  return (ASSIGNMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

function Assigned({
  items,
  timeZone,
  now,
}: {
  items: MyAssessments['assigned'];
  timeZone: string;
  now: Date;
}) {
  if (items.length === 0)
    return (
      <EmptyNote>
        Nothing assigned. When a recruiter asks you to take a test or a recorded interview for a job, it
        appears here with its deadline.
      </EmptyNote>
    );
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card"
        >
          <div>
            <h3 className="font-semibold text-ink-900">{item.title}</h3>
            <p className="text-sm text-ink-700">
              {item.company} · {ASSIGNMENT_KIND_LABELS[item.kind]} · {item.minutes} minutes ·{' '}
              {statusLabel(item.status)}
              {item.deadline_at && (
                <>
                  {' '}
                  · due {relativeTime(item.deadline_at, now)} ({formatDateTime(item.deadline_at, timeZone)})
                </>
              )}
            </p>
          </div>
          <ButtonLink to={item.url} variant="secondary" aria-label={`Open ${item.title}`}>
            Open
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** `/assessments`: what I am in the middle of, what recruiters sent me, and tests that fit my profile. */
export default function AssessmentsPage() {
  const timeZone = useTimeZone();
  const now = useNow();
  const mine = useMyAssessments();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">My assessments</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Tests you have started, tests recruiters sent you, and tests that match the skills on your profile.
      </p>
      <AssessmentsNav />
      {mine.isPending ? (
        <div role="status" aria-label="Loading your assessments" className="mt-8 space-y-3">
          <div aria-hidden="true" className="h-20 animate-pulse rounded-card bg-white shadow-card" />
          <div aria-hidden="true" className="h-20 animate-pulse rounded-card bg-white shadow-card" />
          <div aria-hidden="true" className="h-48 animate-pulse rounded-card bg-white shadow-card" />
        </div>
      ) : mine.isError ? (
        <div className="mt-8">
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="Your assessments did not load"
            actions={
              <Button variant="secondary" onClick={() => void mine.refetch()} loading={mine.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(mine.error)}
          </StatePanel>
        </div>
      ) : (
        <>
          <Section id="in-progress" title="In progress">
            <InProgress attempts={mine.data.in_progress} timeZone={timeZone} now={now} />
          </Section>
          <Section id="assigned" title="Assigned by recruiters">
            <Assigned items={mine.data.assigned} timeZone={timeZone} now={now} />
          </Section>
          <Section id="suggested" title="Suggested from your skills">
            {mine.data.suggested.length === 0 ? (
              <StatePanel
                Icon={ClipboardList}
                headingLevel="h3"
                title="No suggestions right now"
                actions={
                  <>
                    <ButtonLink to="/profile">Add skills to your profile</ButtonLink>
                    <ButtonLink to="/skill-center" variant="secondary">
                      Browse every test
                    </ButtonLink>
                  </>
                }
              >
                We suggest tests for the skills on your profile that you have not passed yet.
              </StatePanel>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {mine.data.suggested.map((test) => (
                  <li key={test.slug}>
                    <TestCard test={test} timeZone={timeZone} now={now} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <p className="mt-8 text-sm text-ink-600">
            Finished tests, badges and who sees them are under{' '}
            <Link to="/assessments/completed" className="font-semibold text-brand-700 hover:underline">
              Completed
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
