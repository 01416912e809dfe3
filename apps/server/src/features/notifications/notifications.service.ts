import {
  ALWAYS_EMAILED,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationPreferences,
  type NotificationCreatedEvent,
  type NotificationType,
} from '@talent/contract/notifications';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import type { MailAttachment, Mailer } from '../../lib/mailer.ts';
import { isUuid } from '../../lib/ids.ts';
import { notificationMail } from './notifications.mail.ts';
import {
  countUnread,
  findRecipient,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts';

export interface NotificationContent {
  title: string;
  body: string;
  /** An in-app path (`/identity-verification`), or null. */
  url: string | null;
  /** Files for the mail only (a calendar invite); the in-app row has none. */
  attachments?: MailAttachment[];
}

/** The stored choices over the defaults; security mail is on whatever is stored. */
export function effectivePreferences(
  stored: Partial<NotificationPreferences> | null,
): NotificationPreferences {
  const result = {} as NotificationPreferences;
  for (const type of NOTIFICATION_TYPES) {
    const choice = { ...DEFAULT_NOTIFICATION_PREFERENCES[type]!, ...(stored?.[type] ?? {}) };
    if (ALWAYS_EMAILED.includes(type)) choice.email = true;
    result[type] = choice;
  }
  return result;
}

export function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    url: row.url,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const CursorSchema = z.object({ at: z.iso.datetime(), id: z.string().uuid() });

function encodeCursor(row: NotificationRow): string {
  return Buffer.from(JSON.stringify({ at: row.createdAt.toISOString(), id: row.id })).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const key = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { createdAt: new Date(key.at), id: key.id };
  } catch {
    throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  }
}

export class NotificationsService {
  constructor(
    private readonly deps: { db: Db; mailer: Mailer; appUrl: string; broadcaster?: Broadcaster | undefined },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The one way the server tells a user something: an in-app row and/or an email, as their preferences for the
   * type say. Returns the in-app row (null when that channel is off). The row is broadcast to the user's open
   * screens right after the insert, so the badge moves without a reload. A mail failure rejects after the row is
   * written; callers log it.
   */
  async notify(
    userId: string,
    type: NotificationType,
    content: NotificationContent,
  ): Promise<NotificationRow | null> {
    const user = await findRecipient(this.db, userId);
    if (!user) return null;
    const prefs = effectivePreferences(user.notificationPreferences)[type];
    let row: NotificationRow | null = null;
    if (prefs.in_app) {
      row = await insertNotification(this.db, {
        userId,
        type,
        title: content.title.slice(0, 200),
        body: content.body,
        url: content.url,
        // Set here (millisecond precision, like the cursor) rather than by now() (microseconds), so the keyset
        // cursor compares equal to the row it came from.
        createdAt: new Date(),
      });
      if (this.deps.broadcaster) {
        const event: NotificationCreatedEvent = {
          notification: notificationJson(row),
          unread_count: await countUnread(this.db, userId),
        };
        await this.deps.broadcaster.publish(userChannelName(userId), 'NotificationCreated', event);
      }
    }
    if (prefs.email) {
      await this.deps.mailer.send({
        ...notificationMail(user, {
          title: content.title,
          body: content.body,
          link: content.url ? `${this.deps.appUrl}${content.url}` : null,
          optional: !ALWAYS_EMAILED.includes(type),
        }),
        ...(content.attachments?.length ? { attachments: content.attachments } : {}),
      });
    }
    return row;
  }

  async list(
    userId: string,
    query: { cursor?: string | undefined; limit: number; unread?: '0' | '1' | undefined },
  ) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await listNotifications(this.db, userId, {
      ...(after ? { after } : {}),
      unreadOnly: query.unread === '1',
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const more = rows.length > query.limit;
    return {
      data: page.map(notificationJson),
      next_cursor: more ? encodeCursor(page[page.length - 1]!) : null,
      unread_count: await countUnread(this.db, userId),
    };
  }

  unreadCount(userId: string): Promise<number> {
    return countUnread(this.db, userId);
  }

  async read(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await markRead(this.db, userId, id, new Date()))) throw new AppError('not_found');
  }

  async readAll(userId: string): Promise<void> {
    await markAllRead(this.db, userId, new Date());
  }
}
