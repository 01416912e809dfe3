import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Keys under the console's `recruiter` prefix: the live hook refetches them on `PipelineChanged` (a candidate
 * starting, asking for an accommodation or finishing), and the console's own moves refresh them too. The list sits
 * under the applicant's key, so anything that refreshes the applicant refreshes its assessments.
 */
export const assignmentKeys = {
  all: sharedKeys.recruiter,
  options: () => [...sharedKeys.recruiter, 'assignment-options'] as const,
  list: (applicationId: string) =>
    [...sharedKeys.recruiter, 'applicant', applicationId, 'assignments'] as const,
};
