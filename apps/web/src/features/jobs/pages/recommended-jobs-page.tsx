import { CloudOff, Sparkles, UserRoundPen, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useRecommendedJobs } from '../api/get-recommended-jobs.ts';
import { selectClass } from '../components/filter-controls.tsx';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JobResults } from '../components/job-results.tsx';
import { JobsNav } from '../components/jobs-nav.tsx';
import { ScoreBadge, WhyThisScore } from '../components/match-score.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { GAP_ADVICE, MIN_SCORE_CHOICES, type ProfileGap } from '../lib/match.ts';

/** The best match starts with its reasons open, to show what the page is for; the rest open on demand. */
const OPEN_BY_DEFAULT = 1;

/** `?min_score=70` keeps the choice in the URL (shareable, and Back restores it); anything else means none. */
function useMinScore() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('min_score'));
  const minScore = Number.isInteger(raw) && raw > 0 && raw <= 100 ? raw : 0;
  const setMinScore = (value: number) =>
    setParams(value > 0 ? { min_score: String(value) } : {}, { preventScrollReset: true });
  return [minScore, setMinScore] as const;
}

function ProfileGaps({ gaps }: { gaps: ProfileGap[] }) {
  return (
    <section
      aria-labelledby="gaps-heading"
      className="rounded-card border border-accent-400/60 bg-amber-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <Wand2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div>
            <h2 id="gaps-heading" className="font-display text-base font-semibold text-ink-900">
              Raise your scores: add to your profile
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-ink-700">
              {gaps.map((gap) => (
                <li key={gap}>
                  <span className="font-medium text-ink-900">{GAP_ADVICE[gap].title}</span> —{' '}
                  {GAP_ADVICE[gap].why}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ButtonLink to="/profile" variant="secondary" className="shrink-0">
          <UserRoundPen aria-hidden="true" className="size-4" />
          Update your profile
        </ButtonLink>
      </div>
    </section>
  );
}

export default function RecommendedJobsPage() {
  const [minScore, setMinScore] = useMinScore();
  const jobs = useRecommendedJobs(minScore);
  const list = useMemo(() => jobs.data?.pages.flatMap((page) => page.data) ?? [], [jobs.data]);
  const gaps = jobs.data?.pages[0]?.meta.profile_gaps ?? [];
  const noSkills = gaps.includes('skills') && list.length === 0;
  // Which cards the candidate opened or closed; the rest follow OPEN_BY_DEFAULT.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  return (
    <>
      <JobsNav />
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              Recommended for you
            </h1>
            <p className="mt-1.5 max-w-2xl text-sm text-ink-600 sm:text-base">
              Open jobs ranked by how well they fit your profile — skills, seniority, pay, where you live and
              your working hours — with the reasons for every score.
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <label htmlFor="min-score" className="text-sm whitespace-nowrap text-ink-600">
              Minimum match
            </label>
            <select
              id="min-score"
              value={minScore}
              onChange={(event) => setMinScore(Number(event.target.value))}
              className={`${selectClass} w-auto py-2`}
            >
              {[...new Set([...MIN_SCORE_CHOICES, minScore])]
                .sort((a, b) => a - b)
                .map((value) => (
                  <option key={value} value={value}>
                    {value === 0 ? 'Any score' : `${value}% or more`}
                  </option>
                ))}
            </select>
          </div>
        </header>

        {gaps.length > 0 && !noSkills && (
          <div className="mt-6">
            <ProfileGaps gaps={gaps} />
          </div>
        )}

        <div
          className={`mt-6 transition-opacity ${jobs.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={jobs.isPlaceholderData || undefined}
        >
          {jobs.isPending ? (
            <div className="space-y-3" role="status" aria-label="Loading recommended jobs">
              <JobCardSkeleton />
              <JobCardSkeleton />
              <JobCardSkeleton />
            </div>
          ) : !jobs.data ? (
            <StatePanel
              Icon={CloudOff}
              tone="error"
              title="We could not load your recommendations"
              actions={
                <Button onClick={() => void jobs.refetch()} loading={jobs.isRefetching}>
                  Try again
                </Button>
              }
            >
              {errorMessage(jobs.error)}
            </StatePanel>
          ) : noSkills ? (
            <StatePanel
              Icon={UserRoundPen}
              title="Add your skills to get recommendations"
              actions={
                <>
                  <ButtonLink to="/profile">Add skills to your profile</ButtonLink>
                  <ButtonLink to="/jobs" variant="secondary">
                    Search all jobs
                  </ButtonLink>
                </>
              }
            >
              Scores start from the skills a job asks for. Once your profile lists yours, this page ranks
              every open job by fit and says why.
            </StatePanel>
          ) : list.length === 0 ? (
            <StatePanel
              Icon={Sparkles}
              title={
                minScore > 0 ? `No jobs match you ${minScore}% or more yet` : 'No recommendations right now'
              }
              actions={
                minScore > 0 ? (
                  <Button onClick={() => setMinScore(0)}>Show every score</Button>
                ) : (
                  <ButtonLink to="/jobs">Search all jobs</ButtonLink>
                )
              }
            >
              {minScore > 0
                ? 'Lower the minimum to see jobs that fit part of your profile, with what is missing.'
                : 'There are no open jobs to rank right now. New jobs are posted every day.'}
            </StatePanel>
          ) : (
            <>
              <h2 className="sr-only">Recommended jobs, best match first</h2>
              <JobResults
                searchKey={`recommended:${minScore}`}
                jobs={list}
                hasNextPage={jobs.hasNextPage}
                isFetchingNextPage={jobs.isFetchingNextPage}
                isRefreshing={jobs.isFetching && !jobs.isFetchingNextPage}
                fetchNextPage={() => void jobs.fetchNextPage()}
                endText="That is every job we could rank for you."
                renderJob={(job, index) => (
                  <JobCard job={job} badge={<ScoreBadge score={job.match.score} />}>
                    <WhyThisScore
                      match={job.match}
                      open={toggled[job.id] ?? index < OPEN_BY_DEFAULT}
                      onOpenChange={(open) => setToggled((state) => ({ ...state, [job.id]: open }))}
                    />
                  </JobCard>
                )}
              />
            </>
          )}
          {jobs.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700">
              The next jobs did not load. {errorMessage(jobs.error)}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
