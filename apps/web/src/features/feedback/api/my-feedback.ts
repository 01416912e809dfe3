import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FeedbackListSchema,
  FeedbackResponseSchema,
  type Feedback,
  type SubmitFeedback,
} from '@talent/contract/feedback';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { feedbackKeys } from './feedback-keys.ts';

export async function getMyFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  const response = await api.get<unknown>(sharedApi('/feedback'), { signal });
  return FeedbackListSchema.parse(response.data).data;
}

export async function sendFeedback(body: SubmitFeedback): Promise<Feedback> {
  const response = await api.post<unknown>(sharedApi('/feedback'), body);
  return FeedbackResponseSchema.parse(response.data).data;
}

export async function replyToMyFeedback(id: string, body: string): Promise<Feedback> {
  const response = await api.post<unknown>(sharedApi(`/feedback/${encodeURIComponent(id)}/replies`), {
    body,
  });
  return FeedbackResponseSchema.parse(response.data).data;
}

/** What I sent and the answers (`GET /shared/api/feedback`). */
export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine(), queryFn: ({ signal }) => getMyFeedback(signal) });
}

/** `POST /shared/api/feedback`; my list refetches. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}

/** A follow-up on my own feedback. */
export function useReplyToMyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => replyToMyFeedback(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}
