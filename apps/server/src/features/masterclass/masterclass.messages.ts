import type { FastifyBaseLogger } from 'fastify';
import {
  TALK_JOIN_OPENS_MINUTES,
  TALK_REGISTRATION_CHANGED_EVENT,
  TALK_REQUEST_CHANGED_EVENT,
  TALK_REQUESTS_CHANGED_EVENT,
  TALK_REQUESTS_CHANNEL,
} from '@talent/contract/masterclass';
import type { Db } from '../../db/client.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { formatInZone } from '../interviews/local-time.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { inviteAttachment } from './masterclass-calendar.ts';
import {
  personOf,
  type RegistrationRow,
  type TalkRequestRow,
  type TalkRow,
} from './masterclass.repository.ts';
import { TALK_REQUESTS_PATH, talkPath } from './masterclass.view.ts';

export interface MessengerDeps {
  db: Db;
  notifications: NotificationsService;
  broadcaster: Broadcaster;
  appUrl: string;
  log?: FastifyBaseLogger | undefined;
}

/** Why a person hears about a talk; each says what happened and carries the calendar file that matches. */
export type TalkNews =
  | { kind: 'registered' }
  | { kind: 'waitlisted'; position: number | null }
  | { kind: 'promoted' }
  | { kind: 'unregistered' }
  | { kind: 'moved' }
  | { kind: 'updated' }
  | { kind: 'cancelled' }
  | { kind: 'reminder'; soon: boolean };

/**
 * Sends what the masterclass tells people, after the commit: the notification (bell and mail, as their preferences
 * for `talk_update` / `talk_request_update` say; the mail carries the `.ics`) and the live refresh events. Every
 * failure is logged and never fails the request that caused it: the change is already stored.
 */
export class TalkMessenger {
  constructor(private readonly deps: MessengerDeps) {}

  private warn(err: unknown, what: string) {
    this.deps.log?.warn({ err }, what);
  }

  async talkNews(
    talk: TalkRow,
    registration: Pick<RegistrationRow, 'userId' | 'state' | 'cancelledAt' | 'revision'>,
    news: TalkNews,
    now: Date,
  ): Promise<void> {
    const person = await personOf(this.deps.db, registration.userId);
    if (!person) return;
    const zone = isValidTimeZone(person.timezone) ? person.timezone : 'UTC';
    const when = formatInZone(talk.startsAt, zone);
    const message = this.message(talk, news, when);
    // Reminders go to people already holding the invite: no second file.
    const attachments =
      news.kind === 'reminder'
        ? []
        : [inviteAttachment(talk, registration, person, { appUrl: this.deps.appUrl, now })];
    await this.deps.notifications
      .notify(person.id, 'talk_update', { ...message, url: talkPath(talk), attachments })
      .catch((err: unknown) => this.warn(err, 'talk notification failed'));
    if (news.kind !== 'reminder') {
      await this.deps.broadcaster
        .publish(userChannelName(person.id), TALK_REGISTRATION_CHANGED_EVENT, { talk_id: talk.id })
        .catch((err: unknown) => this.warn(err, 'talk broadcast failed'));
    }
  }

  /** Tells people still in line that it moved, so an open page shows their new place (nothing is mailed). */
  async lineMoved(talkId: string, waitingUserIds: readonly string[]): Promise<void> {
    for (const userId of waitingUserIds) {
      await this.deps.broadcaster
        .publish(userChannelName(userId), TALK_REGISTRATION_CHANGED_EVENT, { talk_id: talkId })
        .catch((err: unknown) => this.warn(err, 'talk broadcast failed'));
    }
  }

  private message(talk: TalkRow, news: TalkNews, when: string): { title: string; body: string } {
    const join = `The join link appears on the talk page ${TALK_JOIN_OPENS_MINUTES} minutes before the start.`;
    switch (news.kind) {
      case 'registered':
        return {
          title: `You are registered: ${talk.title}`,
          body: `${talk.title} with ${talk.speakerName} starts ${when}. The calendar invite is attached. ${join}`,
        };
      case 'waitlisted':
        return {
          title: `You are on the waitlist: ${talk.title}`,
          body: `${talk.title} is full${news.position ? `; you are number ${news.position} in line` : ''}. If a seat frees up before the start (${when}), it is yours at once and we tell you. The attached invite holds the time as tentative.`,
        };
      case 'promoted':
        return {
          title: `A seat freed up: you are in for ${talk.title}`,
          body: `You moved up from the waitlist and are registered for ${talk.title}, starting ${when}. The attached invite confirms it in your calendar. ${join}`,
        };
      case 'unregistered':
        return {
          title: `Registration cancelled: ${talk.title}`,
          body: `You are no longer registered for ${talk.title} (${when}). The attached file takes it out of your calendar. You can register again from the talk page while seats are left.`,
        };
      case 'moved':
        return {
          title: `New time: ${talk.title}`,
          body: `${talk.title} now starts ${when}. The attached invite updates your calendar; your registration stays as it was.`,
        };
      case 'updated':
        return {
          title: `Talk details updated: ${talk.title}`,
          body: `The details of ${talk.title} (${when}) changed. The attached invite updates your calendar.`,
        };
      case 'cancelled':
        return {
          title: `Cancelled: ${talk.title}`,
          body: `${talk.title}, planned for ${when}, is cancelled. ${talk.cancelledReason ?? ''} The attached file takes it out of your calendar.`.replace(
            /\s+/g,
            ' ',
          ),
        };
      case 'reminder':
        return news.soon
          ? {
              title: `Starting soon: ${talk.title}`,
              body: `${talk.title} with ${talk.speakerName} starts ${when}. ${join}`,
            }
          : {
              title: `Coming up: ${talk.title}`,
              body: `A reminder: ${talk.title} with ${talk.speakerName} starts ${when}. ${join}`,
            };
    }
  }

  /** A request's status changed: the author's notification and private event, then every open list refreshes. */
  async requestStatus(request: TalkRequestRow, talk: TalkRow | null): Promise<void> {
    const message = requestMessage(request, talk);
    if (message) {
      await this.deps.notifications
        .notify(request.userId, 'talk_request_update', {
          ...message,
          url: talk && request.status === 'scheduled' ? talkPath(talk) : TALK_REQUESTS_PATH,
        })
        .catch((err: unknown) => this.warn(err, 'talk request notification failed'));
    }
    await this.deps.broadcaster
      .publish(userChannelName(request.userId), TALK_REQUEST_CHANGED_EVENT, {
        id: request.id,
        status: request.status,
      })
      .catch((err: unknown) => this.warn(err, 'talk request broadcast failed'));
    await this.requestsChanged(request.id);
  }

  /** A request was added, voted on or moved: every open list of requests refetches. */
  async requestsChanged(id: string): Promise<void> {
    await this.deps.broadcaster
      .publish(TALK_REQUESTS_CHANNEL, TALK_REQUESTS_CHANGED_EVENT, { id })
      .catch((err: unknown) => this.warn(err, 'talk requests broadcast failed'));
  }
}

function requestMessage(
  request: TalkRequestRow,
  talk: TalkRow | null,
): { title: string; body: string } | null {
  const topic = `“${request.topic}”`;
  switch (request.status) {
    case 'under_review':
      return {
        title: `Your talk request is under review`,
        body: `Our team is looking at ${topic}: finding a speaker and a date. We write again when it is decided.`,
      };
    case 'scheduled':
      return {
        title: `Your talk request is scheduled`,
        body: talk
          ? `${topic} is now a masterclass talk: ${talk.title}, with ${talk.speakerName}. Register from the talk page.`
          : `${topic} is now a masterclass talk. Register from the talk page.`,
      };
    case 'declined':
      return {
        title: `Your talk request was declined`,
        body: `We will not schedule ${topic}. ${request.reason ?? ''}`.trim(),
      };
    default:
      return null;
  }
}
