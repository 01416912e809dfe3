import { CloudOff, SearchX, TimerOff } from 'lucide-react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useAttempt } from '../api/attempt.ts';
import { useSkillTest } from '../api/skill-test.ts';
import { AttemptView, resultPath } from '../components/attempt-view.tsx';
import { IntroView } from '../components/intro-view.tsx';
import { PracticeView } from '../components/practice-view.tsx';

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="px-6 py-16 text-center text-ink-600">
      {text}
    </p>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-2xl px-4 py-12">{children}</div>;
}

function LoadError({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <Frame>
      <StatePanel
        Icon={CloudOff}
        tone="error"
        variant="card"
        headingLevel="h1"
        title={`${what} did not load`}
        actions={<Button onClick={retry}>Try again</Button>}
      >
        {errorMessage(error)}
      </StatePanel>
    </Frame>
  );
}

function NotFound() {
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
}

/** `?attempt=<id>`: the attempt, read from the server (so a reload resumes it with every saved answer). */
function AttemptLoader({
  attemptId,
  snapshotIntervalSeconds,
}: {
  attemptId: string;
  snapshotIntervalSeconds: number;
}) {
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <Loading text="Loading your test…" />;
  if (attempt.isError) {
    if (statusOf(attempt.error) === 404) return <NotFound />;
    return <LoadError error={attempt.error} retry={() => void attempt.refetch()} what="Your test" />;
  }
  const data = attempt.data;
  if (data.status !== 'in_progress') {
    return (
      <Frame>
        <StatePanel
          Icon={TimerOff}
          variant="card"
          headingLevel="h1"
          title="This attempt has ended"
          actions={<ButtonLink to={resultPath(data.test.slug, data.id)}>See your result</ButtonLink>}
        >
          {data.closed_by === 'deadline'
            ? 'Its time ran out; the answers saved by then were graded.'
            : 'It was submitted.'}
        </StatePanel>
      </Frame>
    );
  }
  return (
    <AttemptView
      key={data.id}
      attempt={data}
      receivedAt={attempt.dataUpdatedAt}
      snapshotIntervalSeconds={snapshotIntervalSeconds}
    />
  );
}

/**
 * `/skill-center/tests/:slug`: the introduction and Start, practice (`?mode=practice`), and the timed test itself
 * (`?attempt=<id>`, so a reload comes back to it).
 */
export default function SkillTestPage() {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const test = useSkillTest(slug);
  const attemptId = searchParams.get('attempt');
  const practice = searchParams.get('mode') === 'practice';

  const title = test.data?.title;
  useEffect(() => {
    if (title) document.title = documentTitle(practice ? `Practice: ${title}` : title);
  }, [title, practice]);

  if (test.isPending) return <Loading text="Loading the test…" />;
  if (test.isError) {
    if (statusOf(test.error) === 404) return <NotFound />;
    return <LoadError error={test.error} retry={() => void test.refetch()} what="The test" />;
  }

  if (attemptId) {
    return (
      <AttemptLoader
        attemptId={attemptId}
        snapshotIntervalSeconds={test.data.rules.snapshot_interval_seconds}
      />
    );
  }
  if (practice) return <PracticeView slug={slug} title={test.data.title} />;
  return (
    <IntroView
      test={test.data}
      onStarted={(attempt) => setSearchParams({ attempt: attempt.id })}
      onResume={(id) => setSearchParams({ attempt: id })}
    />
  );
}
