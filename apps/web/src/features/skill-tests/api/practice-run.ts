import { RunResultSchema, type RunCode, type RunResult } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';

/** POST /skill-tests/{slug}/practice/run: a practice item's code against its samples; nothing is stored. */
export async function runPracticeCode(slug: string, body: RunCode): Promise<RunResult> {
  const response = await api.post<unknown>(
    talentApi(`/skill-tests/${encodeURIComponent(slug)}/practice/run`),
    body,
  );
  return RunResultSchema.parse(response.data).data;
}
