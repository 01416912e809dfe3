import type { TalkRequestStatus } from '@talent/contract/masterclass';

/** A request list filter: one status, or every request (`all`). */
export type RequestFilter = TalkRequestStatus | 'all';

/** Query keys of the operators' talk console: their own prefix, refetched together after an action. */
export const consoleKeys = {
  all: ['talk-console'] as const,
  talks: () => [...consoleKeys.all, 'talks'] as const,
  talk: (id: string) => [...consoleKeys.all, 'talk', id] as const,
  requests: () => [...consoleKeys.all, 'requests'] as const,
  requestList: (filter: RequestFilter) => [...consoleKeys.requests(), filter] as const,
};
