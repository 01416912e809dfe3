import { VISIBILITY_LABELS } from '@talent/contract/assessments';
import { BADGE_LEVEL_LABELS } from '@talent/contract/badges';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { formatDate, useTimeZone } from '../../../../lib/format.ts';
import { useBadges } from '../../api/get-badges.ts';
import { useSkillStandings } from '../../api/get-skill-standings.ts';

/**
 * My valid skill badges. This page is what I see of myself, so every badge shows, each with who else sees it (its
 * test's visibility: only me, the band, or the score).
 */
export function VerifiedSkillsSection() {
  const timeZone = useTimeZone();
  const badges = useBadges();
  const standings = useSkillStandings();
  const visibilityOf = new Map((standings.data ?? []).map((s) => [s.test.slug, s.visibility]));
  const valid = (badges.data ?? []).filter((b) => b.status === 'valid');
  const failed = badges.isError ? badges : standings.isError ? standings : null;

  return (
    <section
      id="verified-skills"
      aria-labelledby="verified-skills-heading"
      tabIndex={-1}
      className="scroll-mt-24 rounded-card border border-ink-200 bg-white p-5 shadow-card focus:outline-none sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="verified-skills-heading"
          className="flex items-center gap-2 font-display text-base font-semibold text-ink-900"
        >
          <BadgeCheck aria-hidden="true" className="size-4.5 text-brand-700" />
          Verified skills
        </h2>
        <Link to="/skill-center" className="text-sm font-semibold text-brand-700 hover:underline">
          Skill center
        </Link>
      </div>
      <div className="mt-3">
        {badges.isPending || standings.isPending ? (
          <div role="status" aria-label="Loading your verified skills" className="space-y-2">
            <div aria-hidden="true" className="h-12 animate-pulse rounded-control bg-ink-100" />
            <div aria-hidden="true" className="h-12 animate-pulse rounded-control bg-ink-100" />
          </div>
        ) : failed ? (
          <div role="alert" className="text-sm text-red-800">
            <p>Your verified skills did not load: {errorMessage(failed.error)}</p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void Promise.all([badges.refetch(), standings.refetch()])}
              loading={badges.isRefetching || standings.isRefetching}
            >
              Try again
            </Button>
          </div>
        ) : valid.length === 0 ? (
          <p className="text-sm text-ink-600">
            No verified skills yet. Pass a test in the{' '}
            <Link to="/skill-center" className="font-semibold text-brand-700 hover:underline">
              skill center
            </Link>{' '}
            to earn a badge recruiters can check.
          </p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {valid.map((badge) => {
              const visibility = visibilityOf.get(badge.test_slug) ?? 'private';
              return (
                <li key={badge.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                  <div>
                    <p className="font-medium text-ink-900">{badge.title}</p>
                    <p className="text-sm text-ink-600">
                      {BADGE_LEVEL_LABELS[badge.level]} · valid until {formatDate(badge.expires_at, timeZone)}
                    </p>
                    <p className="text-sm text-ink-700">
                      <span className="font-medium">Who sees it:</span> {VISIBILITY_LABELS[visibility]}
                    </p>
                  </div>
                  <a
                    href={badge.verify_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Verify ${badge.title}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Verify
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
