import { useQuery } from '@tanstack/react-query';
import { SkillGapResponseSchema, type SkillGap } from '@talent/contract/skill-gap';
import { api, talentApi } from '../../lib/api-client.ts';
import { shouldRetry } from '../../lib/query-client.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

/** One job's missing skills, one skill, or (neither) the map of the saved and recommended jobs. */
export interface SkillGapParams {
  jobId?: string | undefined;
  skill?: string | undefined;
}

/**
 * Under the profile's prefix: a profile save (skills) refreshes every map on screen. Saved jobs and test results
 * change it too, from other screens; the query is never fresh, so each screen that shows it asks again.
 */
const skillGapKey = ({ jobId, skill }: SkillGapParams) =>
  [...sharedKeys.profile, 'skill-gap', { job_id: jobId ?? null, skill: skill ?? null }] as const;

async function getSkillGap(params: SkillGapParams, signal?: AbortSignal): Promise<SkillGap> {
  const response = await api.get<unknown>(talentApi('/skill-gap'), {
    params: { job_id: params.jobId, skill: params.skill },
    signal,
  });
  return SkillGapResponseSchema.parse(response.data).data;
}

/** `GET /talent/api/skill-gap` (contract: skill-gap.ts). */
export function useSkillGap(params: SkillGapParams) {
  return useQuery({
    queryKey: skillGapKey(params),
    queryFn: ({ signal }) => getSkillGap(params, signal),
    staleTime: 0,
    retry: shouldRetry,
  });
}
