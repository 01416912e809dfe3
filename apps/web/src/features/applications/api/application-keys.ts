/**
 * Query keys of the applications feature. Every key starts with ['talent', 'applications'], the prefix the apply
 * flow invalidates after a submit.
 */
export const applicationKeys = {
  all: ['talent', 'applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  /** The jobs feature's prefix: a withdrawn application changes the job's "Applied" state. */
  jobs: ['talent', 'jobs'] as const,
};
