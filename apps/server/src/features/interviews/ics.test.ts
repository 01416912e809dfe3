import { describe, expect, it } from 'vitest';
import { buildIcs, googleCalendarUrl, icsFilename, outlookCalendarUrl, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  uid: 'interview-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed@talent.example',
  start: new Date('2026-10-24T08:00:00Z'),
  end: new Date('2026-10-24T09:00:00Z'),
  summary: 'Interview: Senior Engineer, Payments; at Acme',
  description: 'Agenda:\n1. Intro, team\n2. C:\\path; done\n\nJoin: https://meet.jit.si/Borderless-abc',
  location: 'Friedrichstraße 1, Berlin',
  url: 'https://meet.jit.si/Borderless-abc',
  sequence: 2,
  status: 'confirmed',
  organizer: { name: 'Maya Chen (Acme, "GmbH")', email: 'interviews@talent.example' },
};
const now = new Date('2026-10-01T12:34:56.789Z');

/** Unfolds content lines (RFC 5545 §3.1): CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the .ics builder', () => {
  it('builds one VEVENT with CRLF line ends and every field', () => {
    const ics = buildIcs(event, now);
    // CRLF everywhere, nothing bare, and the file ends with one.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261001T123456Z');
    expect(lines).toContain('DTSTART:20261024T080000Z');
    expect(lines).toContain('DTEND:20261024T090000Z');
    expect(lines).toContain('SUMMARY:Interview: Senior Engineer\\, Payments\\; at Acme');
    expect(lines).toContain(
      'DESCRIPTION:Agenda:\\n1. Intro\\, team\\n2. C:\\\\path\\; done\\n\\nJoin: https://meet.jit.si/Borderless-abc',
    );
    expect(lines).toContain('LOCATION:Friedrichstraße 1\\, Berlin');
    expect(lines).toContain('URL:https://meet.jit.si/Borderless-abc');
    expect(lines).toContain('ORGANIZER;CN="Maya Chen (Acme, GmbH)":mailto:interviews@talent.example');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('marks a cancelled interview', () => {
    const lines = unfold(buildIcs({ ...event, status: 'cancelled', sequence: 3 }, now)).split('\r\n');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:3');
  });

  it('names the download in plain ASCII', () => {
    expect(icsFilename('Acme GmbH Senior Engineer (Payments)', event.start)).toBe(
      'interview-acme-gmbh-senior-engineer-payments-2026-10-24.ics',
    );
    expect(icsFilename('Zürich ÅB', event.start)).toBe('interview-zurich-ab-2026-10-24.ics');
  });
});

describe('calendar links', () => {
  const input = {
    title: 'Interview: Engineer & Co',
    start: event.start,
    end: event.end,
    details: 'Line one\nJoin: https://meet.jit.si/x?y=1',
    location: 'Berlin, DE',
  };

  it('prefills Google Calendar', () => {
    const url = googleCalendarUrl(input);
    expect(url).toContain('dates=20261024T080000Z/20261024T090000Z');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(parsed.searchParams.get('action')).toBe('TEMPLATE');
    expect(parsed.searchParams.get('text')).toBe(input.title);
    expect(parsed.searchParams.get('details')).toBe(input.details);
    expect(parsed.searchParams.get('location')).toBe(input.location);
  });

  it('prefills Outlook on the web', () => {
    const parsed = new URL(outlookCalendarUrl(input));
    expect(parsed.origin + parsed.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(parsed.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(parsed.searchParams.get('rru')).toBe('addevent');
    expect(parsed.searchParams.get('subject')).toBe(input.title);
    expect(parsed.searchParams.get('startdt')).toBe('2026-10-24T08:00:00Z');
    expect(parsed.searchParams.get('enddt')).toBe('2026-10-24T09:00:00Z');
    expect(parsed.searchParams.get('body')).toBe(input.details);
    expect(parsed.searchParams.get('location')).toBe(input.location);
  });
});
