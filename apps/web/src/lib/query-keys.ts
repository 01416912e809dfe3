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
