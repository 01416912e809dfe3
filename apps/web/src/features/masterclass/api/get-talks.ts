import { useInfiniteQuery } from '@tanstack/react-query';
import { TalkListSchema } from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { masterclassKeys, type TalkListFilters } from './masterclass-keys.ts';

export type TalkListPage = z.infer<typeof TalkListSchema>;

export async function getTalks(
  filters: TalkListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TalkListPage> {
  const response = await api.get<unknown>(talentApi('/talks'), {
    params: {
      when: filters.when,
      category: filters.category ?? undefined,
      q: filters.q.trim() || undefined,
      cursor,
    },
    signal,
  });
  return TalkListSchema.parse(response.data);
}

/** `GET /talks?when=…`: upcoming soonest first, past newest first, a page at a time. */
export function useTalks(filters: TalkListFilters) {
  return useInfiniteQuery({
    queryKey: masterclassKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getTalks(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    // A new search keeps the rows on screen until its answer arrives (no skeleton flash on every keystroke).
    placeholderData: (previous) => previous,
  });
}
