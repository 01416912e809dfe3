import type { TalkCategory } from '@talent/contract/masterclass';

export interface TalkListFilters {
  when: 'upcoming' | 'past';
  category: TalkCategory | null;
  q: string;
}

export interface TalkRequestFilters {
  sort: 'votes' | 'newest';
  mine: boolean;
}

/**
 * Query keys of the masterclass pages. They sit under `talent` like the other candidate screens; a registration
 * change refetches `talks` (lists, hub and pages together), a request change `requests`.
 */
export const masterclassKeys = {
  all: ['talent', 'masterclass'] as const,
  talks: () => [...masterclassKeys.all, 'talks'] as const,
  hub: () => [...masterclassKeys.talks(), 'hub'] as const,
  list: (filters: TalkListFilters) => [...masterclassKeys.talks(), 'list', filters] as const,
  talk: (id: string) => [...masterclassKeys.talks(), 'detail', id] as const,
  questions: (id: string) => [...masterclassKeys.talks(), 'questions', id] as const,
  feed: () => [...masterclassKeys.all, 'calendar-feed'] as const,
  requests: () => [...masterclassKeys.all, 'requests'] as const,
  requestList: (filters: TalkRequestFilters) => [...masterclassKeys.requests(), 'list', filters] as const,
};
