import { PRODUCT_NAME } from '@talent/contract/config';
import { TALK_JOIN_OPENS_MINUTES } from '@talent/contract/masterclass';
import { icsFilename, writeCalendar, type IcsEvent } from '../../lib/ics.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import type { RegistrationRow, TalkRow } from './masterclass.repository.ts';
import { talkPath } from './masterclass.view.ts';

/*
 * A talk as a calendar event (pure). One UID per talk (`talk-{id}@{host}`), so the mailed invites, the download
 * and the feed all name the same event. SEQUENCE is the talk's revision plus the person's registration revision:
 * both only grow, so every change (a new time, a cancellation of the talk or of one's own seat, a promotion from
 * the waitlist) replaces what the calendar holds.
 */

const PRODID = `-//${PRODUCT_NAME}//Masterclass//EN`;
/** How often subscribed calendar apps are asked to fetch the feed again. */
const FEED_REFRESH_MINUTES = 60;

export interface CalendarContext {
  appUrl: string;
  now: Date;
}

export interface Person {
  name: string;
  email: string;
}

type Registration = Pick<RegistrationRow, 'state' | 'cancelledAt' | 'revision'>;

const hostOf = (appUrl: string) => new URL(appUrl).host;

export function talkEvent(
  talk: TalkRow,
  registration: Registration,
  context: CalendarContext,
  attendee?: Person,
): IcsEvent {
  const page = `${context.appUrl}${talkPath(talk)}`;
  const cancelled = talk.cancelledAt !== null || registration.cancelledAt !== null;
  const waitlisted = registration.state === 'waitlisted';
  const lines = [
    talk.summary,
    `Speaker: ${talk.speakerName}${talk.speakerTitle ? `, ${talk.speakerTitle}` : ''}`,
    waitlisted && !cancelled
      ? 'You are on the waitlist: if a seat frees up before the start, it is yours and this event is confirmed.'
      : null,
    talk.cancelledAt ? `Cancelled: ${talk.cancelledReason ?? ''}`.trim() : null,
    `The join link appears on the talk page ${TALK_JOIN_OPENS_MINUTES} minutes before the start: ${page}`,
  ];
  return {
    uid: `talk-${talk.id}@${hostOf(context.appUrl)}`,
    start: talk.startsAt,
    end: talk.endsAt,
    summary: `${PRODUCT_NAME} Masterclass: ${talk.title}`,
    description: lines.filter((line): line is string => line !== null).join('\n\n'),
    location: 'Online',
    url: page,
    sequence: talk.revision + registration.revision,
    status: cancelled ? 'cancelled' : waitlisted ? 'tentative' : 'confirmed',
    organizer: { name: `${PRODUCT_NAME} Masterclass`, email: `masterclass@${hostOf(context.appUrl)}` },
    ...(attendee ? { attendee } : {}),
    created: talk.createdAt,
    lastModified: talk.updatedAt,
  };
}

/** The mailed invitation: METHOD:REQUEST, or METHOD:CANCEL when the talk or the person's seat was cancelled. */
export function inviteAttachment(
  talk: TalkRow,
  registration: Registration,
  person: Person,
  context: CalendarContext,
): MailAttachment {
  const event = talkEvent(talk, registration, context, person);
  const method = event.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: icsFilename('talk', talk.title, talk.startsAt),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: writeCalendar({ prodId: PRODID, method }, [event], context.now),
  };
}

/** The download from the talk page (no attendee: it is a file to import, not an invitation). */
export function talkIcs(talk: TalkRow, registration: Registration, context: CalendarContext) {
  return {
    body: writeCalendar(
      { prodId: PRODID, method: 'PUBLISH' },
      [talkEvent(talk, registration, context)],
      context.now,
    ),
    filename: icsFilename('talk', talk.title, talk.startsAt),
  };
}

/** The personal feed: every talk the person holds or held a seat for. */
export function feedIcs(
  entries: ReadonlyArray<{ talk: TalkRow; registration: Registration }>,
  context: CalendarContext,
): string {
  return writeCalendar(
    {
      prodId: PRODID,
      method: 'PUBLISH',
      feed: { name: `${PRODUCT_NAME} Masterclass`, refreshMinutes: FEED_REFRESH_MINUTES },
    },
    entries.map((entry) => talkEvent(entry.talk, entry.registration, context)),
    context.now,
  );
}
