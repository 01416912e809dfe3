import type { SkillTestDetail } from '@talent/contract/assessments';
import { ClipboardList, CloudOff, SearchX, TimerReset } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useAttemptResult } from '../api/attempt-result.ts';
import { useSkillTest } from '../api/skill-test.ts';
import { ProctoringLedgerSection } from '../components/proctoring-ledger.tsx';
import {
  BadgeCard,
  NextAttempt,
  ReviewList,
  ScoreCard,
  TopicBreakdown,
} from '../components/result-summary.tsx';
import { VisibilityControl } from '../components/visibility-control.tsx';

const testPath = (slug: string) => `/skill-center/tests/${encodeURIComponent(slug)}`;

/** The newest graded attempt in the history (in progress ones have no result yet). */
export function latestGradedAttempt(history: SkillTestDetail['history']): string | null {
  const graded = history
    .filter((attempt) => attempt.status !== 'in_progress')
    .sort(
      (a, b) => Date.parse(b.submitted_at ?? b.deadline_at) - Date.parse(a.submitted_at ?? a.deadline_at),
    );
  return graded[0]?.id ?? null;
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-2xl px-4 py-12">{children}</div>;
}

function Loading() {
  return (
    <p role="status" className="px-6 py-16 text-center text-ink-600">
      Loading your result…
    </p>
  );
}

function ResultView({ slug, attemptId }: { slug: string; attemptId: string }) {
  const result = useAttemptResult(attemptId);
  const title = result.data?.test.title;
  useEffect(() => {
    if (title) document.title = documentTitle(`Result: ${title}`);
  }, [title]);

  if (result.isPending) return <Loading />;
  if (result.isError) {
    const status = statusOf(result.error);
    if (status === 409)
      return (
        <Frame>
          <StatePanel
            Icon={TimerReset}
            variant="card"
            headingLevel="h1"
            title="This attempt is still in progress"
            actions={
              <ButtonLink to={`${testPath(slug)}?attempt=${encodeURIComponent(attemptId)}`}>
                Back to the test
              </ButtonLink>
            }
          >
            The result appears once you submit or the time runs out.
          </StatePanel>
        </Frame>
      );
    if (status === 404)
      return (
        <Frame>
          <StatePanel
            Icon={SearchX}
            variant="card"
            headingLevel="h1"
            title="We could not find this result"
            actions={<ButtonLink to="/assessments">Your assessments</ButtonLink>}
          >
            The link may be mistyped.
          </StatePanel>
        </Frame>
      );
    return (
      <Frame>
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title="Your result did not load"
          actions={<Button onClick={() => void result.refetch()}>Try again</Button>}
        >
          {errorMessage(result.error)}
        </StatePanel>
      </Frame>
    );
  }

  const data = result.data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <p className="text-sm font-semibold text-brand-700">
          <Link to={`/skill-center/${encodeURIComponent(data.test.skill.slug)}`} className="underline">
            {data.test.skill.name}
          </Link>{' '}
          · Result
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold text-ink-900">{data.test.title}</h1>
      </header>
      <ScoreCard result={data} />
      <BadgeCard result={data} />
      <TopicBreakdown result={data} />
      <ReviewList result={data} />
      <NextAttempt result={data} />
      <VisibilityControl key={data.visibility} slug={data.test.slug} value={data.visibility} />
      {data.proctoring && data.proctoring.mode !== 'none' && (
        <ProctoringLedgerSection attemptId={data.attempt_id} />
      )}
      <p className="text-sm">
        <Link to="/assessments" className="font-medium text-brand-700 underline">
          All your assessments
        </Link>
      </p>
    </div>
  );
}

/** Without `?attempt=`, the newest graded attempt from the test's history. */
function LatestResult({ slug }: { slug: string }) {
  const test = useSkillTest(slug);
  if (test.isPending) return <Loading />;
  if (test.isError) {
    if (statusOf(test.error) === 404)
      return (
        <Frame>
          <StatePanel
            Icon={SearchX}
            variant="card"
            headingLevel="h1"
            title="We could not find this test"
            actions={<ButtonLink to="/skill-center">Browse the skill center</ButtonLink>}
          >
            The link may be mistyped, or the test is no longer offered.
          </StatePanel>
        </Frame>
      );
    return (
      <Frame>
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title="Your result did not load"
          actions={<Button onClick={() => void test.refetch()}>Try again</Button>}
        >
          {errorMessage(test.error)}
        </StatePanel>
      </Frame>
    );
  }
  const latest = latestGradedAttempt(test.data.history);
  if (!latest)
    return (
      <Frame>
        <StatePanel
          Icon={ClipboardList}
          variant="card"
          headingLevel="h1"
          title="No result yet"
          actions={<ButtonLink to={testPath(slug)}>Take the test</ButtonLink>}
        >
          You have not finished {test.data.title} yet.
        </StatePanel>
      </Frame>
    );
  return <ResultView slug={slug} attemptId={latest} />;
}

/** `/skill-center/tests/:slug/result?attempt=<id>` */
export default function SkillTestResultPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const attemptId = searchParams.get('attempt');
  return attemptId ? <ResultView slug={slug} attemptId={attemptId} /> : <LatestResult slug={slug} />;
}
