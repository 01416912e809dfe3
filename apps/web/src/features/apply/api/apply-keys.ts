import type { FileKind } from '@talent/contract/applications';
import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the apply feature. The job detail shares the jobs feature's key on purpose (same endpoint, same
 * shape), so a submitted application shows as "Applied" on the job page without a second request.
 */
export const applyKeys = {
  job: (id: string) => [...sharedKeys.jobs, 'detail', id] as const,
  files: (kind: FileKind) => ['talent', 'files', { kind }] as const,
  filesAll: () => ['talent', 'files'] as const,
  draft: (jobId: string) => ['talent', 'application-drafts', jobId] as const,
  /**
   * Every cached list or copy of the candidate's applications (the pipeline's live prefix; the server does not echo
   * `PipelineChanged` to the submitting tab).
   */
  applications: () => sharedKeys.applications,
};
