import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FeedbackTagListSchema,
  OperatorFeedbackListSchema,
  OperatorFeedbackResponseSchema,
  type FeedbackStatus,
  type OperatorFeedback,
} from '@talent/contract/feedback';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { feedbackKeys, type InboxFilters } from './feedback-keys.ts';

export type InboxPage = z.infer<typeof OperatorFeedbackListSchema>;

export async function getInbox(filters: InboxFilters, signal?: AbortSignal): Promise<InboxPage> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null));
  const response = await api.get<unknown>(sharedApi('/operator/feedback'), { params, signal });
  return OperatorFeedbackListSchema.parse(response.data);
}

export async function getInboxItem(id: string, signal?: AbortSignal): Promise<OperatorFeedback> {
  const response = await api.get<unknown>(sharedApi(`/operator/feedback/${encodeURIComponent(id)}`), {
    signal,
  });
  return OperatorFeedbackResponseSchema.parse(response.data).data;
}

export async function getInboxTags(signal?: AbortSignal) {
  const response = await api.get<unknown>(sharedApi('/operator/feedback/tags'), { signal });
  return FeedbackTagListSchema.parse(response.data).data;
}

export async function updateInboxItem(id: string, body: { status?: FeedbackStatus; tags?: string[] }) {
  const response = await api.patch<unknown>(sharedApi(`/operator/feedback/${encodeURIComponent(id)}`), body);
  return OperatorFeedbackResponseSchema.parse(response.data).data;
}

export async function answerInboxItem(id: string, body: { body: string; status: FeedbackStatus }) {
  const response = await api.post<unknown>(
    sharedApi(`/operator/feedback/${encodeURIComponent(id)}/replies`),
    body,
  );
  return OperatorFeedbackResponseSchema.parse(response.data).data;
}

/** The inbox under the filters (`GET /shared/api/operator/feedback`); the last page stays while the next loads. */
export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: feedbackKeys.inboxList(filters),
    queryFn: ({ signal }) => getInbox(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(id: string | null) {
  return useQuery({
    queryKey: feedbackKeys.inboxItem(id ?? ''),
    queryFn: ({ signal }) => getInboxItem(id!, signal),
    enabled: id !== null,
  });
}

export function useInboxTags() {
  return useQuery({ queryKey: feedbackKeys.inboxTags(), queryFn: ({ signal }) => getInboxTags(signal) });
}

/** Status, tags or an answer: the item takes the server's answer, and the lists and tags refetch. */
function useInboxMutation<T>(run: (id: string, body: T) => Promise<OperatorFeedback>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: T }) => run(id, body),
    onSuccess: (item) => {
      queryClient.setQueryData(feedbackKeys.inboxItem(item.id), item);
      void queryClient.invalidateQueries({
        queryKey: feedbackKeys.inbox,
        predicate: (query) => query.queryKey[1] !== 'item',
      });
    },
  });
}

export const useUpdateInboxItem = () => useInboxMutation(updateInboxItem);
export const useAnswerInboxItem = () => useInboxMutation(answerInboxItem);
