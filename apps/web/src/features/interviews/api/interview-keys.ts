/**
 * Query keys of the interviews feature. Requests start with 'interview-requests', interviews with 'interviews'
 * (the pipeline's live hook invalidates both prefixes on `PipelineChanged`).
 */
export type InterviewScope = 'upcoming' | 'completed';

export const interviewRequestKeys = {
  all: ['interview-requests'] as const,
  list: () => [...interviewRequestKeys.all, 'list', { status: 'all' }] as const,
};

export const interviewKeys = {
  all: ['interviews'] as const,
  list: (scope: InterviewScope) => [...interviewKeys.all, 'list', { scope }] as const,
};

/** What any answer to a request or change to an interview makes stale besides its own lists. */
export const pipelineKeys = [['applications'], ['home'], ['interview-requests'], ['interviews']] as const;
