import type { Readable } from 'node:stream';
import type {
  Feedback,
  OperatorFeedback,
  OperatorReplyInputSchema,
  SubmitFeedbackSchema,
  UpdateFeedbackSchema,
} from '@talent/contract/feedback';
import type { OperatorFeedbackQuerySchema } from '@talent/contract/feedback';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { findOwnFile, type FileRow } from '../files/files.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  countByStatus,
  findForInbox,
  findOwnFeedback,
  insertFeedback,
  insertReply,
  listInbox,
  listOwnFeedback,
  lockFeedback,
  repliesOf,
  screenshotOf,
  tagsInUse,
  updateFeedback,
  type ReplyView,
} from './feedback.repository.ts';
import { authorFeedbackJson, inboxSummaryJson, operatorFeedbackJson, statusCounts } from './feedback.view.ts';

type Submit = z.output<typeof SubmitFeedbackSchema>;
type Update = z.output<typeof UpdateFeedbackSchema>;
type OperatorReply = z.output<typeof OperatorReplyInputSchema>;
type InboxQuery = z.output<typeof OperatorFeedbackQuerySchema>;

/** Feedback one person may send per hour, and follow-ups they may write on it. */
export const FEEDBACK_PER_HOUR = 10;
export const AUTHOR_REPLIES_PER_HOUR = 30;
const HOUR = 3600;
/** How much of an answer the notification (and its mail) quotes. */
const NOTIFICATION_EXCERPT = 600;

function groupReplies(replies: ReplyView[]): Map<string, ReplyView[]> {
  const byFeedback = new Map<string, ReplyView[]>();
  for (const reply of replies) {
    const list = byFeedback.get(reply.reply.feedbackId) ?? [];
    list.push(reply);
    byFeedback.set(reply.reply.feedbackId, list);
  }
  return byFeedback;
}

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export class FeedbackService {
  constructor(
    private readonly deps: {
      db: Db;
      files: FilesService;
      notifications: NotificationsService;
      limiter: RateLimiter;
      /** The public token of our own widget (Config.feedback.token). */
      token: string;
      now?: () => Date;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async throttle(key: string, max: number): Promise<void> {
    const hit = await this.deps.limiter.hit(key, HOUR);
    if (hit.hits > max) throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
  }

  private async ownJson(userId: string, id: string): Promise<Feedback> {
    const view = await findOwnFeedback(this.db, userId, id);
    if (!view) throw new AppError('not_found');
    return authorFeedbackJson(view, await repliesOf(this.db, [id]));
  }

  /**
   * Stores what the widget sent. The token names this installation (a form from another one, or from before the
   * token changed, is refused on `token`); the screenshot must be the sender's own upload of its kind.
   */
  async submit(userId: string, input: Submit): Promise<Feedback> {
    if (input.token !== this.deps.token) {
      throw AppError.validation({
        token: ['This feedback form is out of date. Reload the page and send it again; your text is kept.'],
      });
    }
    let screenshot: FileRow | undefined;
    if (input.screenshot_file_id) {
      screenshot = await findOwnFile(this.db, userId, input.screenshot_file_id);
      if (!screenshot || screenshot.kind !== 'feedback_screenshot') {
        throw AppError.validation({ screenshot_file_id: ['Add the screenshot again.'] });
      }
    }
    // Counted once the request is valid, so field errors never use up the allowance.
    await this.throttle(`feedback:${userId}`, FEEDBACK_PER_HOUR);
    const at = this.now();
    const row = await insertFeedback(this.db, {
      userId,
      category: input.category,
      whatHappened: input.what_happened,
      expected: input.expected,
      screenshotFileId: screenshot?.id ?? null,
      context: input.context,
      createdAt: at,
      updatedAt: at,
    });
    return this.ownJson(userId, row.id);
  }

  async listOwn(userId: string): Promise<Feedback[]> {
    const views = await listOwnFeedback(this.db, userId);
    const replies = groupReplies(
      await repliesOf(
        this.db,
        views.map((v) => v.row.id),
      ),
    );
    return views.map((view) => authorFeedbackJson(view, replies.get(view.row.id) ?? []));
  }

  /** The author adds to the thread of their own feedback; an answered one goes back to the team's queue. */
  async replyAsAuthor(userId: string, id: string, body: string): Promise<Feedback> {
    if (!isUuid(id)) throw new AppError('not_found');
    const own = await findOwnFeedback(this.db, userId, id);
    if (!own) throw new AppError('not_found');
    if (own.row.status === 'closed') throw closedConflict();
    await this.throttle(`feedback-reply:${userId}`, AUTHOR_REPLIES_PER_HOUR);
    await this.db.transaction(async (tx) => {
      const row = await lockFeedback(tx, id);
      if (!row) throw new AppError('not_found');
      if (row.status === 'closed') throw closedConflict();
      const at = this.now();
      await insertReply(tx, { feedbackId: id, authorId: userId, from: 'author', body, createdAt: at });
      await updateFeedback(tx, id, {
        ...(row.status === 'answered' ? { status: 'in_progress' as const } : {}),
        updatedAt: at,
      });
    });
    return this.ownJson(userId, id);
  }

  /* ---------- operators ---------- */

  async inbox(query: InboxQuery) {
    const filter = { status: query.status, category: query.category, tag: query.tag || undefined };
    const after = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const rows = await listInbox(this.db, { ...filter, after, limit: query.limit });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map(inboxSummaryJson),
      next_cursor: rows.length > query.limit && last ? encodeKey({ at: last.key, id: last.row.id }) : null,
      counts: statusCounts(await countByStatus(this.db, filter)),
    };
  }

  tags() {
    return tagsInUse(this.db);
  }

  async detail(id: string): Promise<OperatorFeedback> {
    const view = isUuid(id) ? await findForInbox(this.db, id) : undefined;
    if (!view) throw new AppError('not_found');
    return operatorFeedbackJson(view, await repliesOf(this.db, [id]));
  }

  async update(id: string, input: Update): Promise<OperatorFeedback> {
    if (!isUuid(id)) throw new AppError('not_found');
    await this.db.transaction(async (tx) => {
      if (!(await lockFeedback(tx, id))) throw new AppError('not_found');
      await updateFeedback(tx, id, {
        ...(input.status ? { status: input.status } : {}),
        ...(input.tags ? { tags: input.tags } : {}),
        updatedAt: this.now(),
      });
    });
    return this.detail(id);
  }

  /**
   * An operator's answer, and the status it leaves the feedback in (answered unless said otherwise); then the
   * author is told in the app, live, and by mail as their preferences say. A lost notification must not undo the
   * answer, so its failure goes to `onNotifyError` only.
   */
  async replyAsOperator(
    operatorId: string,
    id: string,
    input: OperatorReply,
    onNotifyError: (err: unknown) => void,
  ): Promise<OperatorFeedback> {
    if (!isUuid(id)) throw new AppError('not_found');
    const authorId = await this.db.transaction(async (tx) => {
      const row = await lockFeedback(tx, id);
      if (!row) throw new AppError('not_found');
      const at = this.now();
      await insertReply(tx, {
        feedbackId: id,
        authorId: operatorId,
        from: 'team',
        body: input.body,
        createdAt: at,
      });
      await updateFeedback(tx, id, { status: input.status, updatedAt: at });
      return row.userId;
    });
    // Operators may send feedback too; answering their own needs no notification.
    if (authorId !== operatorId) {
      await this.deps.notifications
        .notify(authorId, 'feedback_reply', {
          title: 'We answered your feedback',
          body: excerpt(input.body, NOTIFICATION_EXCERPT),
          url: feedbackThreadPath(id),
        })
        .catch(onNotifyError);
    }
    return this.detail(id);
  }

  /** The screenshot's row and bytes, for operators. */
  async screenshot(id: string): Promise<{ file: FileRow; open: () => Promise<Readable> }> {
    const file = isUuid(id) ? await screenshotOf(this.db, id) : undefined;
    if (!file) throw new AppError('not_found');
    return { file, open: () => this.deps.files.open(file) };
  }
}

function closedConflict(): AppError {
  return new AppError('conflict', {
    message: 'This feedback is closed. Send new feedback if something is still not right.',
  });
}

/**
 * Where an author reads the thread: the widget opens on it from any page given `?feedback=<id>`; settings is the
 * one page every role (talent, recruiter, operator) can open.
 */
export function feedbackThreadPath(id: string): string {
  return `/settings?feedback=${id}`;
}
