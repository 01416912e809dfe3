import { RunResultSchema, type RunCode, type RunResult } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';

/** POST /assessment-attempts/{id}/run: the samples and the candidate's own input, never the hidden tests. */
export async function runAttemptCode(attemptId: string, body: RunCode): Promise<RunResult> {
  const response = await api.post<unknown>(talentApi(`${attemptPath(attemptId)}/run`), body);
  return RunResultSchema.parse(response.data).data;
}
