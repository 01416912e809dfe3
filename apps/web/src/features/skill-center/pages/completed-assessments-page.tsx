import { bandLabel, VISIBILITY_LABELS, type SkillTestSummary } from '@talent/contract/assessments';
import { BADGE_LEVEL_LABELS } from '@talent/contract/badges';
import { Link } from 'react-router';
import { formatDate, useTimeZone } from '../../../lib/format.ts';
import { credentialUrl, useBadges } from '../api/get-badges.ts';
import { useCompletedAssessments } from '../api/get-completed-assessments.ts';
import { useSkillTests } from '../api/get-skill-tests.ts';
import { AssessmentsNav } from '../components/assessments-nav.tsx';
import { AttemptTable } from '../components/attempt-table.tsx';
import { BadgeStatusPill } from '../components/badge-status.tsx';
import { EmptyNote, QuerySection } from '../components/query-section.tsx';
import { skillPath } from '../lib/paths.ts';
import { nextAttemptText } from '../lib/standing.ts';
import { useNow } from '../lib/use-now.ts';

const EVERY_TEST = { q: '', category: null };

/** `/assessments/completed`: my results, my badges, and my standing per test with who sees it and when I may retake. */
export default function CompletedAssessmentsPage() {
  const timeZone = useTimeZone();
  const now = useNow();
  const completed = useCompletedAssessments();
  const badges = useBadges();
  // The catalogue carries each test's next-attempt date; the standings do not.
  const catalogue = useSkillTests(EVERY_TEST);
  const bySlug = new Map<string, SkillTestSummary>((catalogue.data?.data ?? []).map((t) => [t.slug, t]));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">Completed assessments</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Every result you have, your badges, and who sees each of them.
      </p>
      <AssessmentsNav />

      <QuerySection id="results" title="Results" query={completed} what="your results">
        {(data) =>
          data.results.length === 0 ? (
            <EmptyNote>
              No results yet. When you finish a test, its result appears here.{' '}
              <Link to="/skill-center" className="font-semibold text-brand-700 hover:underline">
                Find a test
              </Link>
            </EmptyNote>
          ) : (
            <div className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
              <AttemptTable
                attempts={data.results}
                caption="Your results, newest first"
                timeZone={timeZone}
                showTest
              />
            </div>
          )
        }
      </QuerySection>

      <QuerySection id="badges" title="Badges" query={badges} what="your badges">
        {(list) =>
          list.length === 0 ? (
            <EmptyNote>No badges yet. Pass a skill test to earn one that anyone can verify.</EmptyNote>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((badge) => (
                <li key={badge.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold text-ink-900">{badge.title}</h3>
                    <BadgeStatusPill status={badge.status} />
                  </div>
                  <p className="mt-1 text-sm text-ink-700">
                    {BADGE_LEVEL_LABELS[badge.level]} · issued {formatDate(badge.issued_at, timeZone)} ·{' '}
                    {badge.status === 'expired' ? 'expired' : 'valid until'}{' '}
                    {formatDate(badge.expires_at, timeZone)}
                  </p>
                  <p className="mt-3 flex flex-wrap gap-4 text-sm">
                    <a
                      href={badge.verify_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Verify ${badge.title}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Verify
                    </a>
                    <a
                      href={credentialUrl(badge.id)}
                      download
                      aria-label={`Download the credential for ${badge.title}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Download the credential
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>

      <QuerySection
        id="standings"
        title="Standings and who sees them"
        query={completed}
        what="your standings"
      >
        {(data) =>
          data.standings.length === 0 ? (
            <EmptyNote>
              No standings yet: each test you finish gets one, showing recruiters the band and the badge until
              you choose otherwise.
            </EmptyNote>
          ) : (
            <ul className="space-y-3">
              {data.standings.map((standing) => {
                const test = bySlug.get(standing.test.slug);
                const retake = test ? nextAttemptText(test.mine, timeZone, now) : null;
                return (
                  <li
                    key={standing.test.slug}
                    className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
                  >
                    <h3 className="font-semibold text-ink-900">
                      <Link to={skillPath(standing.test.slug)} className="hover:underline">
                        {standing.test.title}
                      </Link>
                    </h3>
                    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                      <div>
                        <dt className="inline font-medium text-ink-800">Best: </dt>
                        <dd className="inline text-ink-700">
                          {standing.best_percent === null ? '—' : `${standing.best_percent}%`}
                          {standing.percentile !== null && `, ${standing.percentile}th percentile`}
                          {standing.band && ` (${bandLabel(standing.band, standing.band_basis)})`}
                          {standing.passed ? ', passed' : ', not passed'}
                        </dd>
                      </div>
                      <div>
                        <dt className="inline font-medium text-ink-800">Who sees it: </dt>
                        <dd className="inline text-ink-700">{VISIBILITY_LABELS[standing.visibility]}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium text-ink-800">Retake: </dt>
                        <dd className="inline text-ink-700">
                          {catalogue.isPending
                            ? '…'
                            : catalogue.isError
                              ? 'see the test page'
                              : (retake ?? 'Now')}
                        </dd>
                      </div>
                    </dl>
                    <p className="mt-2 text-sm">
                      <Link
                        to={`${skillPath(standing.test.slug)}#visibility`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        Change who sees it<span className="sr-only"> ({standing.test.title})</span>
                      </Link>
                    </p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QuerySection>
    </div>
  );
}
