import { z } from 'zod';
import {
  TALK_PAGE_SIZE,
  TALK_REQUEST_STATUS_LABELS,
  TalkRequestStatusSchema,
  type TalkRequest,
  type TalkRequestInput,
  type TalkRequestStatus,
} from '@talent/contract/masterclass';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { TalkMessenger } from './masterclass.messages.ts';
import * as repo from './masterclass.repository.ts';
import type { TalkRequestRow, TalkRow } from './masterclass.repository.ts';
import { requestJson } from './masterclass.view.ts';

/** GET /talk-requests: filters, order and an opaque cursor (an offset: the vote order moves while one reads). */
export const TalkRequestListQuerySchema = z.object({
  status: TalkRequestStatusSchema.optional(),
  sort: z.enum(['votes', 'newest'], { error: 'Sort by votes or newest.' }).default('votes'),
  mine: z.enum(['0', '1', 'true', 'false']).optional(),
  cursor: z.string().max(500).optional(),
});
export const OperatorTalkRequestListQuerySchema = TalkRequestListQuerySchema.omit({ mine: true });
type ListQuery = z.infer<typeof TalkRequestListQuerySchema>;

/** How many requests one person may have waiting (submitted or under review) at a time. */
const MAX_OPEN_REQUESTS = 5;

/** Where a request may go from each status; the last two are final. */
const NEXT: Record<TalkRequestStatus, readonly TalkRequestStatus[]> = {
  submitted: ['under_review', 'scheduled', 'declined'],
  under_review: ['scheduled', 'declined'],
  scheduled: [],
  declined: [],
};

const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};

const CursorSchema = z.object({ offset: z.number().int().min(0).max(1_000_000) });

function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).offset;
  } catch {
    throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  }
}

const encodeOffset = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

export interface TalkRequestsDeps {
  db: Db;
  messenger: TalkMessenger;
  now: () => Date;
}

/**
 * Talk requests (contract: masterclass.ts): candidates propose or ask for talks and upvote others' (one vote each,
 * never their own); operators move them submitted → under review → scheduled (linked to a talk) or declined.
 */
export class TalkRequestsService {
  constructor(private readonly deps: TalkRequestsDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async view(id: string, viewerId: string | null, side: 'talent' | 'operator' = 'talent') {
    const [row] = await repo.findRequests(this.db, { viewerId, ids: [id], sort: 'newest' });
    if (!row) throw new AppError('not_found');
    return requestJson(row, viewerId, side);
  }

  async list(
    viewerId: string | null,
    query: Omit<ListQuery, 'mine'> & { mine?: ListQuery['mine'] },
    side: 'talent' | 'operator' = 'talent',
  ): Promise<{ data: TalkRequest[]; meta: { total: number; next_cursor: string | null } }> {
    const offset = decodeOffset(query.cursor);
    const mine = query.mine === '1' || query.mine === 'true';
    const filter = {
      viewerId,
      status: query.status,
      authorId: mine && viewerId ? viewerId : undefined,
      sort: query.sort,
    };
    const [rows, total] = await Promise.all([
      repo.findRequests(this.db, { ...filter, offset, limit: TALK_PAGE_SIZE + 1 }),
      repo.countRequests(this.db, filter),
    ]);
    const page = rows.slice(0, TALK_PAGE_SIZE);
    return {
      data: page.map((row) => requestJson(row, viewerId, side)),
      meta: {
        total,
        next_cursor: rows.length > TALK_PAGE_SIZE ? encodeOffset(offset + TALK_PAGE_SIZE) : null,
      },
    };
  }

  async create(userId: string, input: TalkRequestInput): Promise<TalkRequest> {
    if ((await repo.openRequestCount(this.db, userId)) >= MAX_OPEN_REQUESTS) {
      conflict(
        `You have ${MAX_OPEN_REQUESTS} requests waiting for an answer; add another once one of them is answered.`,
      );
    }
    const now = this.deps.now();
    const today = now.toISOString().slice(0, 10);
    const propose = input.kind === 'propose';
    const dates = propose ? [...new Set(input.preferred_dates)].sort() : [];
    if (dates.some((date) => date <= today)) {
      throw AppError.validation({ preferred_dates: ['Choose dates after today.'] });
    }
    const row = await repo.insertRequest(this.db, {
      userId,
      kind: input.kind,
      topic: input.topic,
      category: input.category,
      abstract: input.abstract,
      preferredDates: dates,
      speakerBio: propose ? input.speaker_bio : '',
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.messenger.requestsChanged(row.id);
    return this.view(row.id, userId);
  }

  async vote(userId: string, id: string, on: boolean): Promise<TalkRequest> {
    const row = isUuid(id) ? await repo.requestById(this.db, id) : undefined;
    if (!row) throw new AppError('not_found');
    if (row.userId === userId) conflict('You cannot upvote your own request.');
    if (!NEXT[row.status as TalkRequestStatus]?.length) {
      conflict('Voting is closed: this request has been answered.');
    }
    if (on) await repo.addRequestVote(this.db, row.id, userId, this.deps.now());
    else await repo.removeRequestVote(this.db, row.id, userId);
    await this.deps.messenger.requestsChanged(row.id);
    return this.view(row.id, userId);
  }

  /** An operator moves a request; the author is told and every open list refreshes. */
  async setStatus(
    id: string,
    input: { status: TalkRequestStatus; reason: string; talk_id: string | null },
  ): Promise<TalkRequest> {
    if (!isUuid(id)) throw new AppError('not_found');
    const now = this.deps.now();
    const { request, talk } = await this.db.transaction(async (tx) => {
      const current = await repo.requestById(tx, id, true);
      if (!current) throw new AppError('not_found');
      const from = current.status as TalkRequestStatus;
      if (!NEXT[from]?.includes(input.status)) {
        conflict(
          NEXT[from]?.length
            ? `A request that is ${TALK_REQUEST_STATUS_LABELS[from].toLowerCase()} cannot move to ${TALK_REQUEST_STATUS_LABELS[input.status].toLowerCase()}.`
            : `This request is already ${TALK_REQUEST_STATUS_LABELS[from].toLowerCase()}.`,
        );
      }
      let linked: TalkRow | null = null;
      if (input.status === 'scheduled') {
        linked =
          (input.talk_id && isUuid(input.talk_id) ? await repo.talkById(tx, input.talk_id) : null) ?? null;
        if (!linked) throw AppError.validation({ talk_id: ['Choose a talk that exists.'] });
        if (linked.cancelledAt) throw AppError.validation({ talk_id: ['That talk was cancelled.'] });
      }
      const updated = await repo.updateRequest(tx, current.id, {
        status: input.status,
        reason: input.status === 'declined' ? input.reason : null,
        talkId: linked?.id ?? null,
        updatedAt: now,
      });
      return { request: updated, talk: linked };
    });
    await this.deps.messenger.requestStatus(request, talk);
    return this.view(request.id, null, 'operator');
  }

  /**
   * Inside a talk's creation or edit: the request it answers becomes `scheduled` with a link to it (422 on
   * `request_id` when there is no such request or it was already answered); null when it already was this talk's.
   * The caller tells the author after the commit.
   */
  async scheduleInTransaction(
    tx: Db,
    requestId: string,
    talk: TalkRow,
    now: Date,
  ): Promise<TalkRequestRow | null> {
    const current = isUuid(requestId) ? await repo.requestById(tx, requestId, true) : undefined;
    if (!current) throw AppError.validation({ request_id: ['Choose a talk request that exists.'] });
    if (current.talkId === talk.id) return null;
    if (!NEXT[current.status as TalkRequestStatus]?.includes('scheduled')) {
      throw AppError.validation({ request_id: ['This request has already been answered.'] });
    }
    return repo.updateRequest(tx, current.id, {
      status: 'scheduled',
      talkId: talk.id,
      reason: null,
      updatedAt: now,
    });
  }

  async announceScheduled(request: TalkRequestRow, talk: TalkRow): Promise<void> {
    await this.deps.messenger.requestStatus(request, talk);
  }
}
