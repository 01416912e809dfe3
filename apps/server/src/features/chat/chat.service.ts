import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Conversation,
  ConversationUpdatedEventSchema,
  Message,
  MessageSentEventSchema,
  MessagesReadEventSchema,
  SendMessage,
} from '@talent/contract/chat';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import type { FilesService } from '../files/files.service.ts';
import type { FileRow } from '../files/files.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import {
  attachApplication,
  countUnreadConversations,
  countUnreadFrom,
  findAttachment,
  findConversationBy,
  findConversationView,
  findDirectConversation,
  findJobOf,
  findMessage,
  findMessageView,
  findMessageViews,
  findOwnChatFile,
  findOwnConversation,
  findRecruiter,
  findUser,
  insertConversation,
  insertMessage,
  isParticipant,
  listAllMessages,
  listConversationViews,
  listMessages,
  markReadUpTo,
  searchMessages,
  touchConversation,
  type ConversationRow,
  type ConversationView,
} from './chat.repository.ts';
import { conversationJson, messageJson, sideOf } from './chat.view.ts';
import { DEFAULT_DEMO_DELAY_MS, DemoRecruiter } from './demo-recruiter.ts';

export const SEARCH_LIMIT = 50;
const PREVIEW_LENGTH = 140;

/** The channel both participants join (Echo: `join('conversation.' + id)`). */
export const presenceChannelName = (id: string) => `presence-conversation.${id}`;

export interface ChatDeps {
  db: Db;
  broadcaster?: Broadcaster | undefined;
  notifications?: NotificationsService | undefined;
  files: FilesService;
  log?: FastifyBaseLogger | undefined;
  /** How long the demo recruiter "types" before its automatic answer. */
  demoDelayMs?: number | undefined;
}

interface Sender {
  id: string;
  name: string;
}

/**
 * Conversations between a talent and a recruiter's account, and their messages. Messages are stored first, then
 * broadcast (best effort): a real-time outage never loses one. Every read and write is scoped to the two
 * participants; anyone else is told the conversation does not exist.
 */
export class ChatService {
  readonly demo: DemoRecruiter;

  constructor(private readonly deps: ChatDeps) {
    this.demo = new DemoRecruiter({
      db: deps.db,
      delayMs: deps.demoDelayMs ?? DEFAULT_DEMO_DELAY_MS,
      reply: (conversationId, recruiterUserId, body) =>
        this.sendAutomated(conversationId, recruiterUserId, body),
      log: deps.log,
    });
  }

  private get db() {
    return this.deps.db;
  }

  /** Stops pending demo answers (app close). */
  close(): void {
    this.demo.close();
  }

  private warn(err: unknown, what: string) {
    this.deps.log?.warn({ err }, what);
  }

  /* ---------- views ---------- */

  private async toJson(views: ConversationView[], userId: string): Promise<Conversation[]> {
    const lastIds = views.flatMap((v) => (v.lastMessageId ? [v.lastMessageId] : []));
    const last = new Map((await findMessageViews(this.db, lastIds)).map((m) => [m.message.id, m]));
    return Promise.all(
      views.map((v) => conversationJson(v, userId, v.lastMessageId ? last.get(v.lastMessageId) : undefined)),
    );
  }

  /** One conversation as `userId` sees it, else 404 (missing and not theirs alike). */
  async get(userId: string, id: string): Promise<Conversation> {
    const view = isUuid(id) ? await findConversationView(this.db, userId, id) : undefined;
    if (!view) throw new AppError('not_found');
    const [json] = await this.toJson([view], userId);
    return json!;
  }

  async list(userId: string, query: { q?: string | undefined; cursor?: string | undefined; limit: number }) {
    const after = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const rows = await listConversationViews(this.db, userId, {
      q: query.q ? query.q : undefined,
      after,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const lastRow = page[page.length - 1];
    return {
      data: await this.toJson(page, userId),
      next_cursor:
        rows.length > query.limit && lastRow
          ? encodeKey({ at: lastRow.activityKey, id: lastRow.conversation.id })
          : null,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return countUnreadConversations(this.db, userId);
  }

  private async own(userId: string, id: string): Promise<ConversationRow> {
    const row = isUuid(id) ? await findOwnConversation(this.db, userId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Channel authorisation: may this user join the conversation's channels? */
  isParticipant(userId: string, id: string): Promise<boolean> {
    return isUuid(id) ? isParticipant(this.db, userId, id) : Promise.resolve(false);
  }

  async messages(userId: string, id: string, query: { before?: string | undefined; limit: number }) {
    const conversation = await this.own(userId, id);
    const before = query.before ? decodeKey(query.before, 'before') : undefined;
    const rows = await listMessages(this.db, conversation.id, { before, limit: query.limit });
    const page = rows.slice(0, query.limit);
    const oldest = page[page.length - 1];
    return {
      data: page.reverse().map(messageJson),
      next_cursor:
        rows.length > query.limit && oldest ? encodeKey({ at: oldest.key, id: oldest.message.id }) : null,
    };
  }

  async search(userId: string, id: string, q: string) {
    const conversation = await this.own(userId, id);
    const rows = await searchMessages(this.db, conversation.id, q, SEARCH_LIMIT);
    return { data: rows.map(messageJson) };
  }

  /* ---------- sending ---------- */

  /**
   * Stores a message once per client id: the same id again from the same sender in the same conversation answers
   * the stored message (`created: false`); an id already used for another message is refused.
   */
  async send(
    user: Sender,
    conversationId: string,
    input: SendMessage,
    socketId?: string,
  ): Promise<{ message: Message; created: boolean }> {
    const conversation = await this.own(user.id, conversationId);
    const earlier = await this.replay(user.id, conversation.id, input.id);
    if (earlier) return { message: earlier, created: false };

    const fileId = input.attachment_file_id ?? null;
    if (fileId && !(await findOwnChatFile(this.db, user.id, fileId))) {
      throw AppError.validation({
        attachment_file_id: ['Attach a file you uploaded as a chat attachment.'],
      });
    }
    const stored = await this.store(conversation.id, user, {
      id: input.id,
      body: input.body,
      attachmentFileId: fileId,
      isAutomated: false,
    });
    if (!stored) {
      // A concurrent retry with the same id won the insert.
      const again = await this.replay(user.id, conversation.id, input.id);
      if (again) return { message: again, created: false };
      throw this.idTaken();
    }
    await this.afterStored(stored.conversation, user, stored.message, socketId, stored.firstUnread);
    return { message: stored.message, created: true };
  }

  private idTaken() {
    return AppError.validation({ id: ['This message id is already used by another message.'] });
  }

  /** The stored message for a retried id, null for a fresh id, 422 for an id taken by someone or somewhere else. */
  private async replay(senderId: string, conversationId: string, id: string): Promise<Message | null> {
    const existing = await findMessage(this.db, id);
    if (!existing) return null;
    if (existing.senderId !== senderId || existing.conversationId !== conversationId) throw this.idTaken();
    const view = await findMessageView(this.db, id);
    return messageJson(view!);
  }

  /**
   * One transaction with the conversation row locked: sends in a conversation are serialised, so each message is
   * strictly later than the one before (ordering and read positions stay exact) and "first unread" is decided once.
   */
  private async store(
    conversationId: string,
    sender: Sender,
    values: { id: string; body: string; attachmentFileId: string | null; isAutomated: boolean },
  ): Promise<{ conversation: ConversationRow; message: Message; firstUnread: boolean } | null> {
    const result = await this.db.transaction(async (tx) => {
      const conversation = await findOwnConversation(tx, sender.id, conversationId, { lock: true });
      if (!conversation) throw new AppError('not_found');
      const now = Date.now();
      const last = conversation.lastMessageAt?.getTime() ?? 0;
      const at = new Date(Math.max(now, last + 1));
      const row = await insertMessage(tx, {
        id: values.id,
        conversationId,
        senderId: sender.id,
        body: values.body,
        attachmentFileId: values.attachmentFileId,
        isAutomated: values.isAutomated,
        createdAt: at,
      });
      if (!row) return null;
      const side = sideOf(conversation, sender.id);
      await touchConversation(tx, conversation, at, side);
      const recipientRead = side === 'talent' ? conversation.recruiterReadUpTo : conversation.talentReadUpTo;
      const unreadForRecipient = await countUnreadFrom(tx, conversationId, sender.id, recipientRead);
      return { conversation, id: row.id, firstUnread: unreadForRecipient === 1 };
    });
    if (!result) return null;
    const view = await findMessageView(this.db, result.id);
    return {
      conversation: result.conversation,
      message: messageJson(view!),
      firstUnread: result.firstUnread,
    };
  }

  /**
   * Who is on each side, by user id: the talent, and the recruiter's account (or an order thread's buying talent,
   * who sits on the recruiter's side).
   */
  private async participantsOf(conversation: ConversationRow) {
    const recruiter = conversation.recruiterId
      ? await findRecruiter(this.db, conversation.recruiterId)
      : null;
    return {
      talentId: conversation.talentId,
      recruiterUserId: recruiter?.userId ?? conversation.buyerTalentId,
      recruiter,
    };
  }

  /** Live delivery, the inbox rows of both sides, the recipient's notification, the demo answer. Never throws. */
  private async afterStored(
    conversation: ConversationRow,
    sender: Sender,
    message: Message,
    socketId?: string,
    firstUnread = true,
  ) {
    try {
      const { talentId, recruiterUserId, recruiter } = await this.participantsOf(conversation);
      const event: z.infer<typeof MessageSentEventSchema> = { message };
      await this.deps.broadcaster?.publish(presenceChannelName(conversation.id), 'MessageSent', event, {
        socketId,
      });
      await this.publishInboxRows(conversation.id, [talentId, recruiterUserId]);

      const recipientId = sender.id === talentId ? recruiterUserId : talentId;
      if (recipientId && firstUnread) {
        const preview =
          message.body.length > PREVIEW_LENGTH
            ? `${message.body.slice(0, PREVIEW_LENGTH - 1)}…`
            : message.body;
        await this.deps.notifications
          ?.notify(recipientId, 'message_received', {
            title: `New message from ${sender.name}`,
            body: preview || 'Sent you an attachment.',
            url: `/chat?c=${conversation.id}`,
          })
          .catch((err: unknown) => this.warn(err, 'chat notification failed'));
      }
      // The demo recruiter answers about jobs; an order thread's buyer speaks for themselves.
      if (sender.id === talentId && conversation.kind !== 'order' && recruiter?.isDemo && recruiter.userId) {
        await this.demo.onTalentMessage(conversation.id, recruiter.userId, message);
      }
    } catch (err) {
      this.warn(err, 'chat delivery after store failed');
    }
  }

  /** `ConversationUpdated` on each user's private channel, with the row as that user sees it. */
  private async publishInboxRows(conversationId: string, userIds: Array<string | null>) {
    const broadcaster = this.deps.broadcaster;
    if (!broadcaster) return;
    for (const userId of userIds) {
      if (!userId) continue;
      const view = await findConversationView(this.db, userId, conversationId);
      if (!view) continue;
      const [conversation] = await this.toJson([view], userId);
      const event: z.infer<typeof ConversationUpdatedEventSchema> = { conversation: conversation! };
      await broadcaster.publish(userChannelName(userId), 'ConversationUpdated', event);
    }
  }

  /** The demo recruiter's answer: stored and delivered like any message, marked automated. */
  async sendAutomated(conversationId: string, recruiterUserId: string, body: string): Promise<void> {
    const user = await findUser(this.db, recruiterUserId);
    if (!user) return;
    const stored = await this.store(conversationId, user, {
      id: crypto.randomUUID(),
      body,
      attachmentFileId: null,
      isAutomated: true,
    });
    if (stored)
      await this.afterStored(stored.conversation, user, stored.message, undefined, stored.firstUnread);
  }

  /* ---------- reading ---------- */

  /** Moves the user's read position up to a message of the conversation (never back) and tells the other side. */
  async markRead(
    userId: string,
    conversationId: string,
    messageId: string,
    socketId?: string,
  ): Promise<void> {
    const conversation = await this.own(userId, conversationId);
    const message = await findMessage(this.db, messageId);
    if (!message || message.conversationId !== conversation.id) throw new AppError('not_found');
    const side = sideOf(conversation, userId);
    const moved = await markReadUpTo(this.db, conversation.id, side, messageId);
    if (!moved) return;
    const event: z.infer<typeof MessagesReadEventSchema> = {
      conversation_id: conversation.id,
      reader_id: userId,
      read_up_to: moved.toISOString(),
    };
    await this.deps.broadcaster?.publish(presenceChannelName(conversation.id), 'MessagesRead', event, {
      socketId,
    });
    const { talentId, recruiterUserId } = await this.participantsOf(conversation);
    await this.publishInboxRows(conversation.id, [talentId, recruiterUserId]);
  }

  /** An attachment's file and bytes, for either participant, only when a message of the conversation carries it. */
  async attachment(
    userId: string,
    conversationId: string,
    fileId: string,
  ): Promise<{ row: FileRow; body: Readable }> {
    const conversation = await this.own(userId, conversationId);
    const row = isUuid(fileId) ? await findAttachment(this.db, conversation.id, fileId) : undefined;
    if (!row) throw new AppError('not_found');
    return { row, body: await this.deps.files.open(row) };
  }

  /* ---------- opening ---------- */

  /**
   * Recruiters only: a direct conversation with a talent, or the existing one (`created: false`). `recruiter` is the
   * signed-in user's recruiter (null for anyone else), found by the recruiter guard.
   */
  async openDirect(
    user: { id: string },
    recruiter: { recruiterId: string } | null,
    input: { talent_id: string; job_id?: string | null | undefined },
  ): Promise<{ conversation: Conversation; created: boolean }> {
    if (!recruiter) {
      throw new AppError('forbidden', { message: 'Only recruiters can start a conversation.' });
    }
    const talent = await findUser(this.db, input.talent_id);
    const job = input.job_id ? await findJobOf(this.db, input.job_id) : undefined;
    const errors: Record<string, string[]> = {};
    if (!talent || talent.role !== 'talent') errors.talent_id = ['No candidate has this id.'];
    if (input.job_id && (!job || job.recruiterId !== recruiter.recruiterId))
      errors.job_id = ['You have no job with this id.'];
    if (Object.keys(errors).length) throw AppError.validation(errors);

    const inserted = await insertConversation(this.db, {
      kind: 'direct',
      talentId: input.talent_id,
      recruiterId: recruiter.recruiterId,
      jobId: job?.id ?? null,
      createdAt: new Date(),
    });
    const row = inserted ?? (await findDirectConversation(this.db, input.talent_id, recruiter.recruiterId));
    if (!row) throw new AppError('conflict');
    if (inserted)
      await this.publishInboxRows(row.id, [row.talentId, user.id]).catch((e: unknown) =>
        this.warn(e, 'inbox update failed'),
      );
    return { conversation: await this.get(user.id, row.id), created: !!inserted };
  }

  /**
   * The hook applications call after a submit: a conversation with the job's recruiter, or the invitation's one
   * when the application answers an invitation. Idempotent (unique indexes); never throws (a missing chat must
   * not fail an application), and skips recruiters without an account (nobody could answer).
   */
  async openForApplication(application: {
    id: string;
    userId: string;
    jobId: string;
    invitationId: string | null;
  }): Promise<void> {
    try {
      if (application.invitationId) {
        const attached = await attachApplication(this.db, application.invitationId, application.id);
        if (attached) return;
      }
      if (await findConversationBy(this.db, { applicationId: application.id })) return;
      const job = await findJobOf(this.db, application.jobId);
      if (!job) return;
      await this.open({
        kind: 'application',
        talentId: application.userId,
        recruiterId: job.recruiterId,
        jobId: job.id,
        applicationId: application.id,
      });
    } catch (err) {
      this.warn(err, 'opening the application conversation failed');
    }
  }

  /** The hook invitations call after creating one: a conversation per invitation. Never throws. */
  async openForInvitation(invitation: {
    id: string;
    userId: string;
    jobId: string;
    recruiterId: string;
  }): Promise<void> {
    try {
      await this.open({
        kind: 'invitation',
        talentId: invitation.userId,
        recruiterId: invitation.recruiterId,
        jobId: invitation.jobId,
        invitationId: invitation.id,
      });
    } catch (err) {
      this.warn(err, 'opening the invitation conversation failed');
    }
  }

  /**
   * The hook a new marketplace order calls: its thread between the seller and the buyer (a recruiter for their
   * company, or another talent). Idempotent (one thread per order); returns the conversation's id.
   */
  async openForOrder(order: {
    orderId: string;
    sellerId: string;
    buyerId: string;
    buyerRecruiterId: string | null;
  }): Promise<string> {
    const inserted = await insertConversation(this.db, {
      kind: 'order',
      talentId: order.sellerId,
      recruiterId: order.buyerRecruiterId,
      buyerTalentId: order.buyerRecruiterId ? null : order.buyerId,
      orderId: order.orderId,
      createdAt: new Date(),
    });
    const row = inserted ?? (await findConversationBy(this.db, { orderId: order.orderId }));
    if (!row) throw new AppError('conflict');
    if (inserted)
      await this.publishInboxRows(row.id, [order.sellerId, order.buyerId]).catch((e: unknown) =>
        this.warn(e, 'inbox update failed'),
      );
    return row.id;
  }

  /** An order thread's id and messages, oldest first, with senders' names (operators read them in a dispute). */
  async orderMessages(orderId: string): Promise<{
    conversationId: string | null;
    messages: Array<{ id: string; senderId: string; senderName: string; body: string; createdAt: Date }>;
  }> {
    const row = await findConversationBy(this.db, { orderId });
    if (!row) return { conversationId: null, messages: [] };
    return { conversationId: row.id, messages: await listAllMessages(this.db, row.id) };
  }

  private async open(values: {
    kind: 'application' | 'invitation';
    talentId: string;
    recruiterId: string;
    jobId: string;
    applicationId?: string;
    invitationId?: string;
  }) {
    const recruiter = await findRecruiter(this.db, values.recruiterId);
    if (!recruiter?.userId) return;
    const row = await insertConversation(this.db, { ...values, createdAt: new Date() });
    if (row) await this.publishInboxRows(row.id, [row.talentId, recruiter.userId]);
  }
}
