import type { ApplicationStatus } from '@talent/contract/applications';

export type StatusFilter = ApplicationStatus | 'active' | 'final';
export interface ApplicationFilters {
  status?: StatusFilter | undefined;
  q?: string | undefined;
}

/**
 * Query keys of the applications feature. Every key starts with 'applications' (the pipeline's live hook
 * invalidates that prefix on `PipelineChanged`).
 */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: ApplicationFilters) => [...applicationKeys.lists(), filters] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  /** The jobs feature's prefix: a withdrawn application changes the job's "Applied" state. */
  jobs: ['talent', 'jobs'] as const,
  /** What a withdrawal cancels: interview requests, interviews and a pending offer. */
  cascade: [['interview-requests'], ['interviews'], ['offers'], ['home']] as const,
};
