/**
 * Query keys of the candidate's token pages. Everything sits under 'assignments' so one invalidation after an
 * action (start, submit, a decided accommodation arriving live) refreshes the page, the interview and the result.
 */
export const assignmentKeys = {
  all: ['assignments'] as const,
  assignment: (token: string) => [...assignmentKeys.all, token] as const,
  result: (token: string) => [...assignmentKeys.all, token, 'result'] as const,
  interview: (token: string) => [...assignmentKeys.all, token, 'interview'] as const,
  recordings: (token: string) => [...assignmentKeys.all, token, 'recordings'] as const,
};
