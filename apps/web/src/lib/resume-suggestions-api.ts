import {
  ProfileResponseSchema,
  ResumeSuggestionsResponseSchema,
  type Profile,
  type ResumeSuggestionsSchema,
} from '@talent/contract/profile';
import type { z } from 'zod';
import { api, talentApi } from './api-client.ts';

// What the server reads from a resume (skills, titles, years), offered on the profile's resume page and in the
// onboarding wizard. One set of calls for both; each feature keeps its own hooks, as each caches the result in
// its own screen's state.

export type ResumeSuggestions = z.infer<typeof ResumeSuggestionsSchema>;

/** `GET /talent/api/profile/resume-suggestions`: the suggestions from the stored resume, if any. */
export async function getResumeSuggestions(signal?: AbortSignal): Promise<ResumeSuggestions> {
  const response = await api.get<unknown>(talentApi('/profile/resume-suggestions'), { signal });
  return ResumeSuggestionsResponseSchema.parse(response.data).data;
}

/** `POST /talent/api/profile/resume-suggestions`: reads the resume and lists what it found; changes nothing. */
export async function extractResumeSuggestions(fileId: string): Promise<ResumeSuggestions> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions'), { file_id: fileId });
  return ResumeSuggestionsResponseSchema.parse(response.data).data;
}

/** `POST /talent/api/profile/resume-suggestions/decisions`: the accepted ones land in the profile. */
export async function decideResumeSuggestions(decision: {
  accept: string[];
  reject: string[];
}): Promise<Profile> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions/decisions'), decision);
  return ProfileResponseSchema.parse(response.data).data;
}
