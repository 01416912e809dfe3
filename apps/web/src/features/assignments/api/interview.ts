import { useQuery } from '@tanstack/react-query';
import {
  AssignmentResponseSchema,
  InterviewSessionResponseSchema,
  TakeResponseSchema,
  type AnswerMode,
  type Assignment,
  type InterviewSession,
  type Take,
} from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { retryUnlessFinal } from '../lib/link-errors.ts';
import { serverClock } from '../lib/server-clock.ts';
import { assignmentApi } from './assignment-path.ts';
import { assignmentKeys } from './assignment-keys.ts';

/*
 * The asynchronous interview, one call per step of a take: start (think time runs on the server) → answer → stop
 * (the server dates the overrun) → attach the recording → keep or discard. Plain functions: the interview's state
 * machine (lib/use-interview-session.ts) sequences them and keeps the session in the query cache.
 */

const takePath = (takeId: string, step: string) => `/interview/takes/${encodeURIComponent(takeId)}/${step}`;

const asTake = (data: unknown): Take => TakeResponseSchema.parse(data).data;
const asSession = (data: unknown): InterviewSession => InterviewSessionResponseSchema.parse(data).data;

/** GET /assignments/{token}/interview (409 before start). */
export async function getInterview(token: string, signal?: AbortSignal): Promise<InterviewSession> {
  const response = await api.get<unknown>(assignmentApi(token, '/interview'), { signal });
  serverClock.observeDateHeader(response.headers.date, Date.now());
  return asSession(response.data);
}

export function useInterview(token: string, enabled = true) {
  return useQuery({
    queryKey: assignmentKeys.interview(token),
    queryFn: ({ signal }) => getInterview(token, signal),
    retry: retryUnlessFinal,
    enabled,
    // A take in flight must not be replaced under the recorder by a background refetch.
    refetchOnWindowFocus: false,
  });
}

export async function startTake(token: string, questionId: string, mode: AnswerMode): Promise<Take> {
  const path = `/interview/questions/${encodeURIComponent(questionId)}/takes`;
  const take = asTake((await api.post<unknown>(assignmentApi(token, path), { mode })).data);
  // Think time started on the server at `started_at`: the countdown follows the server's clock from here.
  serverClock.observeInstant(take.started_at, Date.now());
  return take;
}

export async function startAnswer(token: string, takeId: string): Promise<Take> {
  return asTake((await api.post<unknown>(assignmentApi(token, takePath(takeId, 'answer')))).data);
}

export async function stopTake(token: string, takeId: string, durationSeconds?: number): Promise<Take> {
  const body = durationSeconds === undefined ? {} : { duration_seconds: Math.min(3600, durationSeconds) };
  return asTake((await api.post<unknown>(assignmentApi(token, takePath(takeId, 'stop')), body)).data);
}

export async function attachRecording(
  token: string,
  takeId: string,
  body: { upload_id: string } | { text: string },
): Promise<Take> {
  return asTake((await api.put<unknown>(assignmentApi(token, takePath(takeId, 'recording')), body)).data);
}

export async function keepTake(token: string, takeId: string): Promise<InterviewSession> {
  return asSession((await api.post<unknown>(assignmentApi(token, takePath(takeId, 'keep')))).data);
}

export async function discardTake(token: string, takeId: string): Promise<InterviewSession> {
  return asSession((await api.post<unknown>(assignmentApi(token, takePath(takeId, 'discard')))).data);
}

/** POST /assignments/{token}/interview/submit (409 while a question has neither a kept take nor takes left). */
export async function submitInterview(token: string): Promise<Assignment> {
  return AssignmentResponseSchema.parse(
    (await api.post<unknown>(assignmentApi(token, '/interview/submit'))).data,
  ).data;
}
