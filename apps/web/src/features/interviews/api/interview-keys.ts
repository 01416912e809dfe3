/**
 * Query keys of the interviews feature. Requests start with 'interview-requests', interviews with 'interviews'
 * (the pipeline's live hook invalidates both prefixes on `PipelineChanged`).
 */
import { sharedKeys } from '../../../lib/query-keys.ts';

export type InterviewScope = 'upcoming' | 'completed';

export const interviewRequestKeys = {
  all: sharedKeys.interviewRequests,
  list: () => [...interviewRequestKeys.all, 'list', { status: 'all' }] as const,
};

export const interviewKeys = {
  all: sharedKeys.interviews,
  list: (scope: InterviewScope) => [...interviewKeys.all, 'list', { scope }] as const,
};

/** What any answer to a request or change to an interview makes stale besides its own lists. */
export const pipelineKeys = [
  sharedKeys.applications,
  sharedKeys.home,
  sharedKeys.interviewRequests,
  sharedKeys.interviews,
] as const;
