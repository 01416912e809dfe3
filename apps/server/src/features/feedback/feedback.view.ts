import type {
  Feedback,
  FeedbackReply,
  FeedbackStatus,
  OperatorFeedback,
  OperatorFeedbackSummary,
} from '@talent/contract/feedback';
import { FEEDBACK_STATUSES } from '@talent/contract/feedback';
import type { FeedbackRow, InboxView, OwnFeedbackView, ReplyView } from './feedback.repository.ts';

function base(row: FeedbackRow) {
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    what_happened: row.whatHappened,
    expected: row.expected,
    context: row.context ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function replyJson({ reply }: ReplyView): FeedbackReply {
  return { id: reply.id, from: reply.from, body: reply.body, created_at: reply.createdAt.toISOString() };
}

/** The author's view: no tags (operators' labels), no operator names: answers come from "the team". */
export function authorFeedbackJson(view: OwnFeedbackView, replies: ReplyView[]): Feedback {
  return {
    ...base(view.row),
    screenshot: view.screenshot
      ? {
          id: view.screenshot.id,
          name: view.screenshot.name,
          url: `/talent/api/files/${view.screenshot.id}`,
        }
      : null,
    replies: replies.map(replyJson),
  };
}

export function inboxSummaryJson(view: InboxView): OperatorFeedbackSummary {
  return {
    ...base(view.row),
    author: view.author,
    tags: view.row.tags,
    has_screenshot: view.row.screenshotFileId !== null,
    reply_count: view.replyCount,
  };
}

export function operatorFeedbackJson(view: InboxView, replies: ReplyView[]): OperatorFeedback {
  return {
    ...inboxSummaryJson(view),
    reply_count: replies.length,
    screenshot_url: view.row.screenshotFileId
      ? `/shared/api/operator/feedback/${view.row.id}/screenshot`
      : null,
    replies: replies.map((r) => ({ ...replyJson(r), author_name: r.authorName })),
  };
}

/** Every status with its count (zero when none). */
export function statusCounts(rows: Array<{ status: FeedbackStatus; count: number }>) {
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, 0])) as Record<FeedbackStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
