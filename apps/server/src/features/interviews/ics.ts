import { icsDateTime, icsFilename as sharedFilename, writeCalendar, type IcsEvent } from '../../lib/ics.ts';

/*
 * Calendar files and links for one interview. Pure: no database, no clock (the caller passes `now`). The RFC 5545
 * writing is lib/ics.ts; the UID is stable per interview and SEQUENCE grows with each reschedule or cancellation,
 * so a calendar that imported the file replaces the event.
 */

/** One interview's event (the shared writer's event without an attendee: the file is a download, not an invite). */
export type CalendarEvent = Omit<IcsEvent, 'attendee' | 'status'> & { status: 'confirmed' | 'cancelled' };

/** The whole VCALENDAR with one VEVENT, CRLF-terminated. */
export function buildIcs(event: CalendarEvent, now: Date): string {
  return writeCalendar({ prodId: '-//Borderless//Interviews//EN', method: 'PUBLISH' }, [event], now);
}

/** A download name: `interview-acme-senior-engineer-2026-10-24.ics` (ASCII letters, digits and dashes only). */
export function icsFilename(title: string, start: Date): string {
  return sharedFilename('interview', title, start);
}

export interface CalendarLinkInput {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string | null;
}

const enc = encodeURIComponent;

/** Google Calendar's event template, prefilled (`dates` in the UTC basic form Google reads). */
export function googleCalendarUrl(input: CalendarLinkInput): string {
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${enc(input.title)}` +
    `&dates=${icsDateTime(input.start)}/${icsDateTime(input.end)}` +
    `&details=${enc(input.details)}` +
    `&location=${enc(input.location ?? '')}`
  );
}

/** Outlook on the web's compose deeplink, prefilled (ISO instants in UTC). */
export function outlookCalendarUrl(input: CalendarLinkInput): string {
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    'https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent' +
    `&subject=${enc(input.title)}` +
    `&startdt=${enc(iso(input.start))}` +
    `&enddt=${enc(iso(input.end))}` +
    `&body=${enc(input.details)}` +
    `&location=${enc(input.location ?? '')}`
  );
}
