import type { FastifyBaseLogger } from 'fastify';
import type { NotificationType } from '@talent/contract/notifications';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';

/** A message for one side, sent after the commit. */
export interface Message {
  to: string[];
  type: NotificationType;
  title: string;
  body: string;
  url: string;
}

export interface InterviewAnnouncerDeps {
  notifications: NotificationsService;
  pipeline: PipelineNotifier;
  log?: FastifyBaseLogger | undefined;
}

/** "a time" / "3 times", with the words around the count. */
export const times = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** ` “note”` after a sentence, or nothing. */
export const quoted = (note: string | null | undefined) => (note ? ` “${note}”` : '');

/**
 * After the commit: the other side's notifications, then every open screen of both sides. Both are best effort:
 * the change is committed, a lost message is logged.
 */
export async function announce(
  deps: InterviewAnnouncerDeps,
  applicationId: string,
  kind: 'interview_request' | 'interview',
  socketId: string | undefined,
  messages: Message[],
): Promise<void> {
  for (const message of messages) {
    for (const userId of new Set(message.to)) {
      await deps.notifications
        .notify(userId, message.type, { title: message.title, body: message.body, url: message.url })
        .catch((err: unknown) => deps.log?.warn({ err }, 'interview notification failed'));
    }
  }
  await deps.pipeline
    .changed(applicationId, kind, socketId)
    .catch((err: unknown) => deps.log?.warn({ err }, 'pipeline broadcast failed'));
}
