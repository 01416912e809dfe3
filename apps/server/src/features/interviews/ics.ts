/*
 * Calendar files and links for one interview. Pure: no database, no clock (the caller passes `now`).
 *
 * The .ics follows RFC 5545: CRLF line ends, content lines folded at 75 octets (never inside a UTF-8 sequence),
 * TEXT values escaped (backslash, semicolon, comma, newline), times in UTC (`Z`). The UID is stable per interview
 * and SEQUENCE grows with each reschedule or cancellation, so a calendar that imported the file replaces the event.
 */

export interface CalendarEvent {
  /** Stable per interview: `interview-{id}@{host}`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  sequence: number;
  status: 'confirmed' | 'cancelled';
  organizer: { name: string; email: string };
  created?: Date;
  lastModified?: Date;
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

/** The whole VCALENDAR with one VEVENT, CRLF-terminated. */
export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Borderless//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
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
    // URL is a URI value, not TEXT: no escaping (a URI holds no CR/LF).
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A download name: `interview-acme-senior-engineer-2026-10-24.ics` (ASCII letters, digits and dashes only). */
export function icsFilename(title: string, start: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `interview-${slug ? `${slug}-` : ''}${start.toISOString().slice(0, 10)}.ics`;
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
