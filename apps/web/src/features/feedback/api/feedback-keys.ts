import type { FeedbackCategory, FeedbackStatus } from '@talent/contract/feedback';
import { sharedKeys } from '../../../lib/query-keys.ts';

export interface InboxFilters {
  status: FeedbackStatus | null;
  category: FeedbackCategory | null;
  tag: string | null;
}

/**
 * Query keys of feedback. The author's list sits under `talent`, so the live notification of an answer refreshes
 * it like every other screen of the user's; the operators' inbox has its own prefix.
 */
export const feedbackKeys = {
  mine: () => [...sharedKeys.talent, 'feedback', 'mine'] as const,
  inbox: ['feedback-inbox'] as const,
  inboxList: (filters: InboxFilters) => [...feedbackKeys.inbox, 'list', filters] as const,
  inboxItem: (id: string) => [...feedbackKeys.inbox, 'item', id] as const,
  inboxTags: () => [...feedbackKeys.inbox, 'tags'] as const,
};
