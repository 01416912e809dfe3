import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TalkQuestionListSchema } from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { talkUrl } from './get-talk.ts';
import { masterclassKeys } from './masterclass-keys.ts';

export type TalkQuestion = z.infer<typeof TalkQuestionListSchema>['data'][number];

const parse = (data: unknown) => TalkQuestionListSchema.parse(data).data;

export async function getQuestions(id: string, signal?: AbortSignal): Promise<TalkQuestion[]> {
  return parse((await api.get<unknown>(talkUrl(id, '/questions'), { signal })).data);
}

/** Questions for the speaker, most votes first (the server's order). */
export function useTalkQuestions(id: string, enabled = true) {
  return useQuery({
    queryKey: masterclassKeys.questions(id),
    queryFn: ({ signal }) => getQuestions(id, signal),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

/** Each answer is the whole list again, so it replaces the cached one. */
function useQuestionsMutation<T>(talkId: string, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const key = masterclassKeys.questions(talkId);
  return useMutation({
    mutationFn: async (input: T) => parse(await run(input)),
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** `POST /talks/{id}/questions` (registered or waitlisted people, before the end); 422 names `body`. */
export function useAskQuestion(talkId: string) {
  return useQuestionsMutation(
    talkId,
    async (body: string) => (await api.post<unknown>(talkUrl(talkId, '/questions'), { body })).data,
  );
}

/** `PUT|DELETE /talks/{id}/questions/{qid}/vote`: one vote per person, taken back with the same button. */
export function useVoteQuestion(talkId: string) {
  return useQuestionsMutation(talkId, async ({ id, vote }: { id: string; vote: boolean }) => {
    const url = talkUrl(talkId, `/questions/${encodeURIComponent(id)}/vote`);
    return (vote ? await api.put<unknown>(url) : await api.delete<unknown>(url)).data;
  });
}
