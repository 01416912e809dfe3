import { useInfiniteQuery } from '@tanstack/react-query';
import { DisputeListSchema } from '@talent/contract/marketplace';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { disputeKeys, type DisputeFilter } from './dispute-keys.ts';

/** `GET /operator/marketplace/disputes?status&cursor`: a page at a time; refetched on focus (new ones arrive). */
export function useDisputes(filter: DisputeFilter) {
  return useInfiniteQuery({
    queryKey: disputeKeys.list(filter),
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.get<unknown>(sharedApi('/operator/marketplace/disputes'), {
        params: { status: filter, cursor: pageParam },
        signal,
      });
      return DisputeListSchema.parse(response.data);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    refetchOnWindowFocus: 'always',
  });
}
