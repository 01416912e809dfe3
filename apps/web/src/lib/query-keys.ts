/**
 * Query-key prefixes that more than one feature reaches. Each feature keeps its own factory
 * (`features/<x>/api/<x>-keys.ts`) and builds its keys under its prefix here; a feature whose action makes another
 * feature's screens stale (a withdrawal cancels interviews and offers, an identity submit changes the profile)
 * invalidates the prefix from this file rather than importing the other feature. The pipeline's live hook
 * refreshes every prefix of `pipelinePrefixes` on `PipelineChanged`.
 */
export const sharedKeys = {
  /** Everything served by the default query function from `/talent/api`. */
  talent: ['talent'] as const,
  jobs: ['talent', 'jobs'] as const,
  profile: ['talent', 'profile'] as const,
  applications: ['applications'] as const,
  interviewRequests: ['interview-requests'] as const,
  interviews: ['interviews'] as const,
  offers: ['offers'] as const,
  home: ['home'] as const,
  /** The recruiter console: every console screen refetches together. */
  recruiter: ['recruiter'] as const,
};

/** The first element of every pipeline query key, on both sides (the talent pages and the recruiter console). */
export const pipelinePrefixes = [
  sharedKeys.applications[0],
  sharedKeys.interviewRequests[0],
  sharedKeys.interviews[0],
  sharedKeys.offers[0],
  sharedKeys.home[0],
  sharedKeys.recruiter[0],
] as const;

/**
 * Candidate keys outside the pipeline prefixes that still follow `PipelineChanged` (the server sends it on every
 * change of a recruiter-sent assessment): "My assessments" (`skill-center/assessments…`), where a sent test
 * arrives, and an assessment's token pages (`assignments/{token}`, its result and recordings), where an accommodation
 * decided or an answer watched shows. Never the interview session (`assignments/{token}/interview`): a background
 * refetch must not replace a take under the recorder.
 */
export function isLiveAssessmentKey(queryKey: readonly unknown[]): boolean {
  const [first, second, third] = queryKey;
  if (first === 'skill-center') return second === 'assessments';
  return first === 'assignments' && third !== 'interview';
}
