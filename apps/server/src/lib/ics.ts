/*
 * iCalendar (RFC 5545) writing, shared by interviews and masterclass talks. Pure: no database, no clock (the caller
 * passes `now`).
 *
 * CRLF line ends, content lines folded at 75 octets (never inside a UTF-8 sequence), TEXT values escaped
 * (backslash, semicolon, comma, newline), times in UTC (`Z`). A stable UID and a SEQUENCE that only grows let a
 * calendar that imported or subscribed to the file replace the event instead of adding a second one.
 */

export interface IcsEvent {
  /** Stable per event: `interview-{id}@{host}`, `talk-{id}@{host}`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  sequence: number;
  status: 'confirmed' | 'tentative' | 'cancelled';
  organizer: { name: string; email: string };
  /** The one person an invitation (METHOD:REQUEST / CANCEL) is addressed to. */
  attendee?: { name: string; email: string };
  created?: Date;
  lastModified?: Date;
}

export interface IcsCalendar {
  /** `-//Borderless//Interviews//EN` */
  prodId: string;
  /** iTIP method: PUBLISH for downloads and feeds, REQUEST / CANCEL for mailed invitations. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** A subscribed feed's display name (X-WR-CALNAME) and how often clients should refresh it. */
  feed?: { name: string; refreshMinutes: number };
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20261024T080000Z` (RFC 5545 DATE-TIME, UTC form). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, every line break as `\n`, other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Controls are not allowed in TEXT (HTAB is).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (CN=...): always quoted, without the DQUOTE and controls a quoted value may not hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A URI value (URL, mailto:): not TEXT, so not escaped; a URI holds no CR/LF. */
const uri = (value: string) => value.replace(/[\r\n]/g, '');

/**
 * Folds one content line: at most 75 octets per line, continuation lines start with one space (which counts), and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line is one of its 75 octets.
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    ...(event.created ? [`CREATED:${icsDateTime(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${icsDateTime(event.lastModified)}`] : []),
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${uri(event.organizer.email)}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${uri(event.attendee.email)}`,
        ]
      : []),
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status.toUpperCase()}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR with any number of VEVENTs (none is a valid, empty feed), CRLF-terminated. */
export function writeCalendar(calendar: IcsCalendar, events: readonly IcsEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.feed
      ? [
          `X-WR-CALNAME:${escapeText(calendar.feed.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.feed.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${calendar.feed.refreshMinutes}M`,
        ]
      : []),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A download name: `{prefix}-acme-senior-engineer-2026-10-24.ics` (ASCII letters, digits and dashes only). */
export function icsFilename(prefix: string, title: string, start: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${prefix}-${slug ? `${slug}-` : ''}${start.toISOString().slice(0, 10)}.ics`;
}
