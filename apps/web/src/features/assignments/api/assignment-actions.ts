import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AssignmentResponseSchema,
  type Assignment,
  type RequestAccommodation,
} from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { assignmentApi } from './assignment-path.ts';
import { assignmentKeys } from './assignment-keys.ts';

async function postForAssignment(token: string, suffix: string, body?: unknown): Promise<Assignment> {
  const response = await api.post<unknown>(assignmentApi(token, suffix), body);
  return AssignmentResponseSchema.parse(response.data).data;
}

/** Every action answers the whole assignment: it replaces the cached page, and the rest under the token refetches. */
function useAssignmentMutation<T>(token: string, send: (input: T) => Promise<Assignment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentKeys.assignment(token), assignment);
      void queryClient.invalidateQueries({
        queryKey: assignmentKeys.all,
        predicate: (query) => query.queryKey[1] === token && query.queryKey.length > 2,
      });
      // The /assessments list shows the status too.
      void queryClient.invalidateQueries({ queryKey: ['skill-center'] });
    },
  });
}

/** POST /assignments/{token}/accommodations: before starting only; one open request at a time. */
export function useRequestAccommodation(token: string) {
  return useAssignmentMutation(token, (body: RequestAccommodation) =>
    postForAssignment(token, '/accommodations', body),
  );
}

/** POST /assignments/{token}/start: consumes the link; `next_path` says where the attempt or interview is. */
export function useStartAssignment(token: string) {
  return useAssignmentMutation(token, () => postForAssignment(token, '/start'));
}

/** POST /assignments/{token}/use-badge: the test passport (422 `badge_id` when it does not cover the test). */
export function useBadgeInstead(token: string) {
  return useAssignmentMutation(token, (badgeId: string) =>
    postForAssignment(token, '/use-badge', { badge_id: badgeId }),
  );
}
