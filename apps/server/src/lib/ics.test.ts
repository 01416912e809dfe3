import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDateTime, writeCalendar, type IcsEvent } from './ics.ts';

/** Unfolds content lines (RFC 5545 §3.1): CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar primitives', () => {
  it('writes UTC basic date-times', () => {
    expect(icsDateTime(new Date('2026-10-24T08:00:00.000Z'))).toBe('20261024T080000Z');
  });

  it('escapes TEXT: backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tok\u0007bell')).toBe('tab\tokbell');
  });

  it('folds at 75 octets without splitting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // No replacement characters: every part is whole UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    // Exactly 75 octets stays on one line; 76 folds.
    expect(foldLine(`X:${'a'.repeat(73)}`)).not.toContain('\r\n');
    expect(foldLine(`X:${'a'.repeat(74)}`)).toContain('\r\n');
  });
});

describe('a calendar of several events', () => {
  const base: IcsEvent = {
    uid: 'talk-1@talent.example',
    start: new Date('2026-10-24T08:00:00Z'),
    end: new Date('2026-10-24T09:00:00Z'),
    summary: 'Talk one',
    description: 'About one thing',
    location: null,
    url: 'https://meet.example/one',
    sequence: 0,
    status: 'confirmed',
    organizer: { name: 'Borderless Masterclass', email: 'masterclass@talent.example' },
  };
  const now = new Date('2026-10-01T12:00:00Z');

  it('writes a feed with its name, refresh hints and one VEVENT per event, each with its status', () => {
    const ics = writeCalendar(
      {
        prodId: '-//Borderless//Masterclass//EN',
        method: 'PUBLISH',
        feed: { name: 'Talks, mine', refreshMinutes: 60 },
      },
      [
        base,
        { ...base, uid: 'talk-2@talent.example', status: 'tentative', sequence: 1 },
        { ...base, uid: 'talk-3@talent.example', status: 'cancelled', sequence: 4 },
      ],
      now,
    );
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Talks\\, mine');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('STATUS:'))).toEqual([
      'STATUS:CONFIRMED',
      'STATUS:TENTATIVE',
      'STATUS:CANCELLED',
    ]);
    expect(lines.filter((l) => l.startsWith('SEQUENCE:'))).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:4',
    ]);
  });

  it('addresses an invitation to its attendee, and an empty feed is still a calendar', () => {
    const invite = unfold(
      writeCalendar(
        { prodId: '-//Borderless//Masterclass//EN', method: 'REQUEST' },
        [{ ...base, attendee: { name: 'Ada "L"', email: 'ada@example.com' } }],
        now,
      ),
    ).split('\r\n');
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('ATTENDEE;CN="Ada L";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ada@example.com');
    const empty = writeCalendar({ prodId: '-//x//y//EN', method: 'PUBLISH' }, [], now);
    expect(empty).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });
});
