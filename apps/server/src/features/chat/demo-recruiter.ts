import type { FastifyBaseLogger } from 'fastify';
import type { Message } from '@talent/contract/chat';
import type { Db } from '../../db/client.ts';
import { demoContext, previousMessage } from './chat.repository.ts';

export const DEFAULT_DEMO_DELAY_MS = 3000;

/** The automatic answer: friendly, and plain about being a demo so nobody waits for a person. */
export function demoReplyText(context: { recruiterName: string; jobTitle: string | null; company: string }) {
  const first = context.recruiterName.split(' ')[0] || context.recruiterName;
  const about = context.jobTitle
    ? `your interest in the ${context.jobTitle} role at ${context.company}`
    : `getting in touch with ${context.company}`;
  return (
    `Hi, and thanks for ${about}! This is an automatic answer from a demo recruiter account: ` +
    `no one reads this conversation, but a real recruiter like ${first} would reply to you right here.`
  );
}

/**
 * A seeded demo recruiter (`recruiters.is_demo`) answers a talent after a short pause, once per turn: when the
 * talent writes and the message before theirs is not already an unanswered one of their own. The flag is the only
 * switch (only the seed sets it). Timers are unref'd and cleared on close, so they never keep a process alive.
 */
export class DemoRecruiter {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      delayMs: number;
      /** Stores and delivers the answer as the recruiter's account. */
      reply: (conversationId: string, recruiterUserId: string, body: string) => Promise<void>;
      log?: FastifyBaseLogger | undefined;
    },
  ) {}

  /** Called after a talent's message is stored in a demo recruiter's conversation. */
  async onTalentMessage(conversationId: string, recruiterUserId: string, message: Message): Promise<void> {
    if (this.closed || this.timers.has(conversationId)) return;
    const previous = await previousMessage(
      this.deps.db,
      conversationId,
      message.id,
      new Date(message.created_at),
    );
    // The talent's earlier message is still waiting for its answer (or got one already scheduled): one per turn.
    if (previous && previous.senderId !== recruiterUserId) return;
    if (this.closed || this.timers.has(conversationId)) return;
    const timer = setTimeout(() => {
      void this.answer(conversationId, recruiterUserId).finally(() => this.timers.delete(conversationId));
    }, this.deps.delayMs);
    timer.unref();
    this.timers.set(conversationId, timer);
  }

  private async answer(conversationId: string, recruiterUserId: string) {
    if (this.closed) return;
    try {
      const context = await demoContext(this.deps.db, conversationId);
      if (!context || this.closed) return;
      await this.deps.reply(conversationId, recruiterUserId, demoReplyText(context));
    } catch (err) {
      this.deps.log?.warn({ err }, 'demo recruiter answer failed');
    }
  }

  /** Answers waiting for their timer (tests wait for none left). */
  get pending(): number {
    return this.timers.size;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
