import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OperatorTalkListSchema,
  OperatorTalkResponseSchema,
  type TalkInput,
  type TalkSummary,
} from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type OperatorTalk = z.infer<typeof OperatorTalkResponseSchema>['data'];

const talkUrl = (id: string, rest = '') => sharedApi(`/operator/talks/${encodeURIComponent(id)}${rest}`);
const parseTalk = (data: unknown) => OperatorTalkResponseSchema.parse(data).data;

export async function getConsoleTalks(signal?: AbortSignal): Promise<TalkSummary[]> {
  const response = await api.get<unknown>(sharedApi('/operator/talks'), { signal });
  return OperatorTalkListSchema.parse(response.data).data;
}

/** Every talk, whatever its status; refetched when the tab regains focus (registrations keep arriving). */
export function useConsoleTalks() {
  return useQuery({
    queryKey: consoleKeys.talks(),
    queryFn: ({ signal }) => getConsoleTalks(signal),
    refetchOnWindowFocus: 'always',
  });
}

export async function getConsoleTalk(id: string, signal?: AbortSignal): Promise<OperatorTalk> {
  return parseTalk((await api.get<unknown>(talkUrl(id), { signal })).data);
}

/** One talk with its registrations, waitlist and questions. */
export function useConsoleTalk(id: string) {
  return useQuery({
    queryKey: consoleKeys.talk(id),
    queryFn: ({ signal }) => getConsoleTalk(id, signal),
    refetchOnWindowFocus: 'always',
  });
}

export interface RecordingInput {
  recording_file_id: string | null;
  captions_file_id: string | null;
  slides_file_id: string | null;
  chapters: Array<{ title: string; start_seconds: number }>;
}

/** Every change answers the whole talk: it replaces the cached one, and the lists refetch. */
function useTalkMutation<T>(run: (input: T) => Promise<OperatorTalk>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (talk) => {
      queryClient.setQueryData(consoleKeys.talk(talk.id), talk);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.talks() });
      // A talk made for a request (or cancelled) changes the requests' view too.
      void queryClient.invalidateQueries({ queryKey: consoleKeys.requests() });
    },
  });
}

/** `POST /talks`: 201 with the talk; 422 names the fields. */
export const useCreateTalk = () =>
  useTalkMutation(async (input: TalkInput) =>
    parseTalk((await api.post<unknown>(sharedApi('/operator/talks'), input)).data),
  );

/** `PATCH /talks/{id}` with the changed fields only (a time change re-sends the invites). */
export const useUpdateTalk = () =>
  useTalkMutation(async ({ id, input }: { id: string; input: Partial<TalkInput> }) =>
    parseTalk((await api.patch<unknown>(talkUrl(id), input)).data),
  );

/** `POST /talks/{id}/cancel` with the reason the registered people read. */
export const useCancelTalk = () =>
  useTalkMutation(async ({ id, reason }: { id: string; reason: string }) =>
    parseTalk((await api.post<unknown>(talkUrl(id, '/cancel'), { reason })).data),
  );

/** `PUT /talks/{id}/recording`: the uploaded files and the chapters. */
export const useSaveRecording = () =>
  useTalkMutation(async ({ id, input }: { id: string; input: RecordingInput }) =>
    parseTalk((await api.put<unknown>(talkUrl(id, '/recording'), input)).data),
  );
