import { BADGE_LEVEL_LABELS } from '@talent/contract/badges';
import { bandLabel, COHORT_MIN, type Result } from '@talent/contract/assessments';
import { Award, Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatNumber, useTimeZone } from '../../../lib/format.ts';

/** "1st", "22nd", "73rd", "11th": the percentile as said aloud. */
export function ordinal(value: number): string {
  const tens = value % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th');
  return `${formatNumber(value)}${suffix}`;
}

export const credentialDownloadPath = (badgeId: string) =>
  `/talent/api/badges/${encodeURIComponent(badgeId)}/credential`;

function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The headline: score and percent against the pass mark, passed and level, percentile (or the band's basis). */
export function ScoreCard({ result }: { result: Result }) {
  const passedText = result.passed
    ? `Passed${result.level ? ` — ${BADGE_LEVEL_LABELS[result.level]}` : ''}`
    : 'Not passed this time';
  return (
    <section
      aria-labelledby="score-title"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card"
    >
      <h2 id="score-title" className="sr-only">
        Score
      </h2>
      <p className={`text-sm font-semibold ${result.passed ? 'text-brand-800' : 'text-amber-900'}`}>
        {passedText}
      </p>
      <p className="mt-1 font-display text-4xl font-bold text-ink-900 tabular-nums">{result.percent}%</p>
      <p className="mt-1 text-sm text-ink-700">
        {formatNumber(result.points)} of {formatNumber(result.max_points)} points; the pass mark is{' '}
        {result.pass_mark_percent}%.
      </p>
      <div className="relative mt-3 h-3 rounded-full bg-ink-100" aria-hidden="true">
        <div
          className={`h-3 rounded-full ${result.passed ? 'bg-brand-600' : 'bg-amber-500'}`}
          style={{ width: `${Math.min(100, Math.max(0, result.percent))}%` }}
        />
        <div
          className="absolute -top-1 h-5 w-0.5 bg-ink-800"
          style={{ left: `${result.pass_mark_percent}%` }}
        />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-900">Percentile</dt>
          <dd className="text-ink-700">
            {result.percentile !== null
              ? `${ordinal(result.percentile)} percentile of ${formatNumber(result.cohort_size)} people who took this test`
              : `Not shown yet: the band comes from your score while fewer than ${COHORT_MIN} people have taken this test (${formatNumber(result.cohort_size)} so far).`}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">Band</dt>
          <dd className="text-ink-700">{bandLabel(result.band, result.band_basis)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-ink-500">
        {result.closed_by === 'deadline' ? 'Closed by the time limit.' : 'Submitted by you.'}
      </p>
    </section>
  );
}

/** Per-topic bars, with the same facts in text (the bar is decoration). */
export function TopicBreakdown({ result }: { result: Result }) {
  return (
    <Card title="By topic" id="topics-title">
      <ul className="space-y-3">
        {result.topics.map((topic) => (
          <li key={topic.topic}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="font-medium text-ink-900">{topic.topic}</span>
              <span className="text-ink-700 tabular-nums">
                {topic.percent}% ({formatNumber(topic.points)} of {formatNumber(topic.max_points)} points)
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-ink-100" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-brand-600"
                style={{ width: `${Math.min(100, topic.percent)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      {result.coding.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-ink-900">Coding tasks</h3>
          <ul className="mt-2 space-y-1 text-sm text-ink-700">
            {result.coding.map((task) => (
              <li key={task.item_id}>
                {task.title}: hidden tests passed {task.hidden_passed} of {task.hidden_total}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** What to review: the topics with tasks not fully right (never which hidden tests failed). */
export function ReviewList({ result }: { result: Result }) {
  const missed = result.topics.filter((topic) => topic.missed > 0);
  return (
    <Card title="What to review" id="review-title">
      {missed.length === 0 ? (
        <p className="text-sm text-ink-700">Every task was fully right. Nothing to review.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          {missed.map((topic) => (
            <li key={topic.topic}>
              {topic.topic}: {topic.missed} of {topic.tasks} {topic.tasks === 1 ? 'task' : 'tasks'} not fully
              right
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** When the candidate may try again: the exact date, or now (the free redo). */
export function NextAttempt({ result }: { result: Result }) {
  const zone = useTimeZone();
  const slug = result.test.slug;
  const [openedAt] = useState(() => Date.now());
  let text: string;
  if (result.redo_available) text = 'Your free redo is available now.';
  else if (result.next_attempt_at && Date.parse(result.next_attempt_at) > openedAt)
    text = `Your next attempt opens on ${formatDateTime(result.next_attempt_at, zone)}.`;
  else text = 'You can take this test again now.';
  const canStart = !text.startsWith('Your next attempt');
  return (
    <Card title="Trying again" id="next-title">
      <p className="text-sm text-ink-700">{text}</p>
      {canStart && (
        <Link
          to={`/skill-center/tests/${encodeURIComponent(slug)}`}
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
        >
          Go to the test
        </Link>
      )}
    </Card>
  );
}

export function BadgeCard({ result }: { result: Result }) {
  const zone = useTimeZone();
  const badge = result.badge;
  if (!badge) return null;
  return (
    <Card title="Your badge" id="badge-title">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <Award aria-hidden="true" className="size-6" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-ink-900">{badge.title}</p>
          <p className="text-ink-700">
            Issued {formatDate(badge.issued_at, zone)}, valid until {formatDate(badge.expires_at, zone)}
            {badge.status !== 'valid' ? ` (${badge.status})` : ''}.
          </p>
          <div className="mt-2 flex flex-wrap gap-4">
            <a
              href={badge.verify_url}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Verify this badge <span className="sr-only">(opens in a new tab)</span>
            </a>
            <a
              href={credentialDownloadPath(badge.id)}
              download
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Download the credential
            </a>
          </div>
        </div>
      </div>
    </Card>
  );
}
