import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TalkDetail } from '@talent/contract/masterclass';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { talkRegistrations } from '../../db/schema/masterclass.schema.ts';
import {
  createCompany,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyWebm, upload } from '../../test/test-files.ts';

const START = new Date('2026-05-04T10:00:00.000Z');
const clock = { at: START };
const t = useTestApp({ now: () => new Date(clock.at) });
beforeEach(() => {
  clock.at = START;
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const API = '/talent/api';
const OPS = '/shared/api/operator';

/** Unfolds content lines (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '');
const lines = (text: string) => unfold(text).split('\r\n');

async function signedIn(user: { email: string }): Promise<TestClient> {
  const client = t.client();
  const res = await client.login(user.email, DEFAULT_TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

async function operator() {
  return signedIn(await createOperator(t.database.db));
}

async function talent(overrides: { timezone?: string; name?: string } = {}) {
  const user = await createTalent(t.database.db, { timezone: 'Europe/Berlin', ...overrides });
  return { user, client: await signedIn(user) };
}

function talkInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Writing design docs people read',
    category: 'engineering',
    summary: 'How to write a short design document that gets a decision.',
    abstract: 'We go through **three** real documents and what made them work.',
    speaker_name: 'Inês Duarte',
    speaker_title: 'Staff engineer',
    speaker_bio: 'Inês has written and reviewed design documents for twelve years.',
    speaker_time_zone: 'Europe/Lisbon',
    starts_at: new Date(clock.at.getTime() + 3 * DAY).toISOString(),
    duration_minutes: 60,
    capacity: 20,
    join_url: 'https://meet.example.com/design-docs',
    resources: [{ title: 'Template', url: 'https://example.com/template' }],
    ...overrides,
  };
}

async function scheduleTalk(op: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await op.post(`${OPS}/talks`, talkInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TalkDetail & { revision: number };
}

const del = (client: TestClient, url: string) => client.request('DELETE', url);

async function detail(client: TestClient, id: string): Promise<TalkDetail> {
  const res = await client.get(`${API}/talks/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The mails to one address, newest first, with their calendar attachment unfolded into lines. */
async function mailsTo(email: string) {
  return (await t.mail())
    .filter((m) => m.to === email)
    .map((m) => ({ ...m, ics: m.attachments?.[0] ? lines(m.attachments[0].content) : null }));
}

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('scheduling and reading talks', () => {
  it('an operator schedules a talk; candidates see it on the hub, in the list and on its page', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    expect(talk).toMatchObject({
      status: 'scheduled',
      capacity: 20,
      seats_left: 20,
      revision: 0,
      join_url: 'https://meet.example.com/design-docs',
      registrations: [],
      path: `/masterclass/engineering/${talk.id}`,
    });

    const { client } = await talent();
    const hub = (await client.get(`${API}/masterclass`)).json().data;
    expect(hub.categories).toHaveLength(6);
    expect(hub.categories.find((c: { slug: string }) => c.slug === 'engineering')).toEqual({
      slug: 'engineering',
      label: 'Engineering',
      upcoming: 1,
      past: 0,
    });
    expect(hub.next_talks.map((s: { id: string }) => s.id)).toEqual([talk.id]);
    expect(hub.my_registrations).toEqual([]);

    const list = (await client.get(`${API}/talks?when=upcoming&category=engineering&q=design`)).json();
    expect(list.meta).toEqual({ total: 1, next_cursor: null });
    expect((await client.get(`${API}/talks?q=nothing-like-this`)).json().meta.total).toBe(0);
    expect((await client.get(`${API}/talks?when=past`)).json().data).toEqual([]);

    const page = await detail(client, talk.id);
    expect(page).toMatchObject({
      abstract: 'We go through **three** real documents and what made them work.',
      speaker: { name: 'Inês Duarte', time_zone: 'Europe/Lisbon' },
      join_url: null,
      join_opens_at: new Date(new Date(talk.starts_at).getTime() - 10 * MINUTE).toISOString(),
      my_registration: null,
      can_rate: false,
      rating: null,
    });
  });

  it('lists page with a cursor: upcoming soonest first, past newest first', async () => {
    const op = await operator();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.push(
        (
          await scheduleTalk(op, {
            title: `Talk number ${i}`,
            starts_at: new Date(START.getTime() + (i + 1) * DAY).toISOString(),
          })
        ).id,
      );
    }
    const { client } = await talent();
    const first = (await client.get(`${API}/talks`)).json();
    expect(first.meta.total).toBe(22);
    expect(first.data).toHaveLength(20);
    const second = (await client.get(`${API}/talks?cursor=${first.meta.next_cursor}`)).json();
    expect([...first.data, ...second.data].map((s: { id: string }) => s.id)).toEqual(ids);
    expect(second.meta.next_cursor).toBeNull();

    clock.at = new Date(START.getTime() + 40 * DAY);
    const past = (await client.get(`${API}/talks?when=past`)).json();
    const pastNext = (await client.get(`${API}/talks?when=past&cursor=${past.meta.next_cursor}`)).json();
    expect([...past.data, ...pastNext.data].map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
  });
});

describe('registration, the waitlist and invites', () => {
  it('registers in one click, mails a METHOD:REQUEST invite in UTC, and a second click changes nothing', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { starts_at: '2026-05-07T16:30:00+02:00' });
    const { user, client } = await talent({ timezone: 'Asia/Tokyo' });

    const res = await client.post(`${API}/talks/${talk.id}/registration`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      seats_left: 19,
      my_registration: { state: 'registered', waitlist_position: null },
    });
    const again = await client.post(`${API}/talks/${talk.id}/registration`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.seats_left).toBe(19);

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`You are registered: ${talk.title}`);
    // The local time is the candidate's (Tokyo: UTC+9).
    expect(mail.text).toContain('Thu 7 May 2026, 23:30 (Asia/Tokyo)');
    expect(mail.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(mail.ics).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:talk-${talk.id}@localhost:3000`,
        'DTSTART:20260507T143000Z',
        'DTEND:20260507T153000Z',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        `ATTENDEE;CN="${user.name}";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${user.email}`,
      ]),
    );
    expect((await notificationsOf(user.id)).map((n) => n.type)).toEqual(['talk_update']);

    const hub = (await client.get(`${API}/masterclass`)).json().data;
    expect(hub.my_registrations.map((s: { id: string }) => s.id)).toEqual([talk.id]);
    expect((await client.get(`${API}/talks/mine`)).json().data).toHaveLength(1);

    const ics = await client.get(`${API}/talks/${talk.id}/invite.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(lines(ics.body)).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'DTSTART:20260507T143000Z']));
  });

  it('waitlists when full, keeps the line in order and promotes the first at once when a seat frees', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { capacity: 2 });
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await talent());
    const states = [];
    for (const p of people) {
      const res = await p.client.post(`${API}/talks/${talk.id}/registration`);
      expect(res.statusCode).toBe(201);
      states.push(res.json().data.my_registration);
    }
    expect(states.map((s) => [s.state, s.waitlist_position])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const waitMail = (await mailsTo(people[2]!.user.email))[0]!;
    expect(waitMail.subject).toBe(`You are on the waitlist: ${talk.title}`);
    expect(waitMail.text).toContain('number 1 in line');
    expect(waitMail.ics).toContain('STATUS:TENTATIVE');

    // The first gives the seat back: the first in line is registered at once, the second moves up.
    const cancelled = await del(people[0]!.client, `${API}/talks/${talk.id}/registration`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ my_registration: null, seats_left: 0, waitlist_count: 1 });
    expect((await detail(people[2]!.client, talk.id)).my_registration?.state).toBe('registered');
    expect((await detail(people[3]!.client, talk.id)).my_registration?.waitlist_position).toBe(1);

    const cancelMail = (await mailsTo(people[0]!.user.email))[0]!;
    expect(cancelMail.attachments![0]!.contentType).toContain('method=CANCEL');
    expect(cancelMail.ics).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:1']),
    );
    const promotedMail = (await mailsTo(people[2]!.user.email))[0]!;
    expect(promotedMail.subject).toBe(`A seat freed up: you are in for ${talk.title}`);
    expect(promotedMail.ics).toEqual(expect.arrayContaining(['STATUS:CONFIRMED', 'SEQUENCE:1']));

    // Registering again later joins the back of the line.
    const back = await people[0]!.client.post(`${API}/talks/${talk.id}/registration`);
    expect(back.json().data.my_registration).toMatchObject({ state: 'waitlisted', waitlist_position: 2 });

    // Lowering the capacity drops no one; raising it promotes in line order.
    const lowered = await op.request('PATCH', `${OPS}/talks/${talk.id}`, { capacity: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data).toMatchObject({ capacity: 1, seats_left: 0 });
    expect(
      lowered
        .json()
        .data.registrations.map((r: { state: string; waitlist_position: number | null }) => [
          r.state,
          r.waitlist_position,
        ]),
    ).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const raised = await op.request('PATCH', `${OPS}/talks/${talk.id}`, { capacity: 3 });
    expect(raised.json().data).toMatchObject({ seats_left: 0, waitlist_count: 1 });
    expect((await detail(people[3]!.client, talk.id)).my_registration?.state).toBe('registered');
    expect((await detail(people[0]!.client, talk.id)).my_registration?.waitlist_position).toBe(1);
  });

  it('never overbooks under 30 concurrent registrations for 5 seats', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { capacity: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, () => talent()));
    const answers = await Promise.all(
      people.map((p) => p.client.post(`${API}/talks/${talk.id}/registration`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const mine = answers.map((a) => a.json().data.my_registration);
    expect(mine.filter((m) => m.state === 'registered')).toHaveLength(5);
    const rows = await t.database.db
      .select()
      .from(talkRegistrations)
      .where(eq(talkRegistrations.talkId, talk.id));
    expect(rows.filter((r) => r.state === 'registered')).toHaveLength(5);
    expect(rows.filter((r) => r.state === 'waitlisted')).toHaveLength(25);
    const view = (await op.get(`${OPS}/talks/${talk.id}`)).json().data;
    expect(view).toMatchObject({ seats_left: 0, waitlist_count: 25 });
    expect(view.registrations.map((r: { waitlist_position: number | null }) => r.waitlist_position)).toEqual([
      ...Array(5).fill(null),
      ...Array.from({ length: 25 }, (_, i) => i + 1),
    ]);
    // Everyone waiting gives up at once: the seats stay five, never more.
    const registered = people.filter((_, i) => mine[i].state === 'registered');
    await Promise.all(registered.map((p) => del(p.client, `${API}/talks/${talk.id}/registration`)));
    const after = (await op.get(`${OPS}/talks/${talk.id}`)).json().data;
    expect(after).toMatchObject({ seats_left: 0, waitlist_count: 20 });
  });

  it('closes registration at the start and keeps cancelled talks closed', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    const { client } = await talent();
    await client.post(`${API}/talks/${talk.id}/registration`);
    clock.at = new Date(talk.starts_at);
    const late = await talent();
    const refused = await late.client.post(`${API}/talks/${talk.id}/registration`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Registration closed when the talk started.');
    expect((await del(client, `${API}/talks/${talk.id}/registration`)).statusCode).toBe(409);
    // The edit form sends every field again: the unchanged start of a talk under way is no move.
    const retitled = await op.request('PATCH', `${OPS}/talks/${talk.id}`, {
      ...talkInput({ title: 'Design docs, live now', capacity: talk.capacity }),
      starts_at: talk.starts_at,
      duration_minutes: 60,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const moveLive = await op.request('PATCH', `${OPS}/talks/${talk.id}`, {
      starts_at: new Date(clock.at.getTime() + HOUR).toISOString(),
    });
    expect(moveLive.statusCode).toBe(409);
    expect(
      (await op.request('PATCH', `${OPS}/talks/${talk.id}`, { starts_at: '2026-01-01T00:00:00Z' }))
        .statusCode,
    ).toBe(422);

    clock.at = START;
    const other = await scheduleTalk(op);
    const cancel = await op.post(`${OPS}/talks/${other.id}/cancel`, { reason: 'The speaker is ill.' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_reason: 'The speaker is ill.',
    });
    expect((await client.post(`${API}/talks/${other.id}/registration`)).statusCode).toBe(409);
    expect((await op.post(`${OPS}/talks/${other.id}/cancel`, { reason: 'Again, twice.' })).statusCode).toBe(
      409,
    );
  });

  it('moving a talk re-sends invites with a higher SEQUENCE; cancelling it mails METHOD:CANCEL', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    const seat = await talent();
    const waiting = await talent();
    await op.request('PATCH', `${OPS}/talks/${talk.id}`, { capacity: 1 });
    await seat.client.post(`${API}/talks/${talk.id}/registration`);
    await waiting.client.post(`${API}/talks/${talk.id}/registration`);

    // Only the title changes: every other field stays as it was (no defaults fill in).
    const renamed = await op.request('PATCH', `${OPS}/talks/${talk.id}`, { title: 'Design docs that ship' });
    expect(renamed.json().data).toMatchObject({
      title: 'Design docs that ship',
      revision: 1,
      abstract: talk.abstract,
      resources: talk.resources,
      speaker: { time_zone: 'Europe/Lisbon' },
    });
    const later = new Date(new Date(talk.starts_at).getTime() + DAY);
    const moved = await op.request('PATCH', `${OPS}/talks/${talk.id}`, { starts_at: later.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ revision: 2, starts_at: later.toISOString() });
    const movedMail = (await mailsTo(seat.user.email))[0]!;
    expect(movedMail.subject).toBe('New time: Design docs that ship');
    expect(movedMail.ics).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:2', 'STATUS:CONFIRMED']),
    );
    expect((await mailsTo(waiting.user.email))[0]!.ics).toContain('STATUS:TENTATIVE');

    const cancelled = await op.post(`${OPS}/talks/${talk.id}/cancel`, { reason: 'The speaker is ill.' });
    expect(cancelled.json().data.revision).toBe(3);
    for (const person of [seat, waiting]) {
      const mail = (await mailsTo(person.user.email))[0]!;
      expect(mail.subject).toBe('Cancelled: Design docs that ship');
      expect(mail.text).toContain('The speaker is ill.');
      expect(mail.ics).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3']));
    }
    expect((await op.request('PATCH', `${OPS}/talks/${talk.id}`, { capacity: 9 })).statusCode).toBe(409);
  });
});

describe('the personal calendar feed', () => {
  it('lists registered (confirmed), waitlisted (tentative) and cancelled talks; rotating revokes the old URL', async () => {
    const op = await operator();
    const full = await scheduleTalk(op, { capacity: 1, title: 'A full talk' });
    const open = await scheduleTalk(op, { title: 'An open talk' });
    const dropped = await scheduleTalk(op, { title: 'A talk I left' });
    const doomed = await scheduleTalk(op, { title: 'A talk that is called off' });
    await (await talent()).client.post(`${API}/talks/${full.id}/registration`);
    const { client } = await talent({ timezone: 'America/Sao_Paulo' });
    for (const talk of [full, open, dropped, doomed])
      await client.post(`${API}/talks/${talk.id}/registration`);
    await del(client, `${API}/talks/${dropped.id}/registration`);
    await op.post(`${OPS}/talks/${doomed.id}/cancel`, { reason: 'Room double-booked.' });

    const feed = (await client.get(`${API}/calendar-feed`)).json().data;
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http:', 'webcal:'));
    expect((await client.get(`${API}/calendar-feed`)).json().data.url).toBe(feed.url);

    const path = new URL(feed.url).pathname;
    const guest = t.client();
    const res = await guest.get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = unfold(res.body)
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((e) => e.split('\r\n'));
    const eventOf = (id: string) => events.find((e) => e.includes(`UID:talk-${id}@localhost:3000`))!;
    expect(eventOf(full.id)).toEqual(expect.arrayContaining(['STATUS:TENTATIVE', 'SEQUENCE:0']));
    expect(eventOf(open.id)).toEqual(
      expect.arrayContaining([
        'STATUS:CONFIRMED',
        `DTSTART:${open.starts_at.replace(/[-:]/g, '').replace('.000', '')}`,
      ]),
    );
    expect(eventOf(dropped.id)).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1']));
    expect(eventOf(doomed.id)).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1']));
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const rotated = await client.post(`${API}/calendar-feed/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.url).not.toBe(feed.url);
    expect((await guest.get(path)).statusCode).toBe(404);
    expect((await guest.get(new URL(rotated.json().data.url).pathname)).statusCode).toBe(200);
    for (const bad of [
      '/calendar/nope.ics',
      `/calendar/${'a'.repeat(43)}.ics`,
      `/calendar/${'a'.repeat(43)}`,
    ]) {
      expect((await guest.get(bad)).statusCode).toBe(404);
    }
  });
});

describe('reminders and the join link', () => {
  it('reminds registered people a day and a quarter of an hour before, once each, never the waitlist', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { capacity: 1 });
    const seat = await talent();
    const waiting = await talent();
    await seat.client.post(`${API}/talks/${talk.id}/registration`);
    await waiting.client.post(`${API}/talks/${talk.id}/registration`);
    const start = new Date(talk.starts_at).getTime();
    const reminders = async (userId: string) =>
      (await notificationsOf(userId))
        .filter((n) => /^(Coming up|Starting soon)/.test(n.title))
        .map((n) => n.title);

    clock.at = new Date(start - 25 * HOUR);
    await t.app.pipelineScheduler.runAll(clock.at);
    expect(await reminders(seat.user.id)).toEqual([]);

    clock.at = new Date(start - 23 * HOUR);
    await t.app.pipelineScheduler.runAll(clock.at);
    await t.app.pipelineScheduler.runAll(clock.at);
    expect(await reminders(seat.user.id)).toEqual([`Coming up: ${talk.title}`]);

    clock.at = new Date(start - 14 * MINUTE);
    await t.app.pipelineScheduler.runAll(clock.at);
    clock.at = new Date(start - 5 * MINUTE);
    await t.app.pipelineScheduler.runAll(clock.at);
    expect((await reminders(seat.user.id)).sort()).toEqual([
      `Coming up: ${talk.title}`,
      `Starting soon: ${talk.title}`,
    ]);
    expect(await reminders(waiting.user.id)).toEqual([]);

    // A new time re-arms them.
    clock.at = START;
    await op.request('PATCH', `${OPS}/talks/${talk.id}`, {
      starts_at: new Date(start + 2 * DAY).toISOString(),
    });
    clock.at = new Date(start + 2 * DAY - 10 * MINUTE);
    await t.app.pipelineScheduler.runAll(clock.at);
    expect(await reminders(seat.user.id)).toHaveLength(3);
  });

  it('gives the join link to registered people from ten minutes before the start until the end', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { capacity: 1, duration_minutes: 45 });
    const seat = await talent();
    const waiting = await talent();
    await seat.client.post(`${API}/talks/${talk.id}/registration`);
    await waiting.client.post(`${API}/talks/${talk.id}/registration`);
    const start = new Date(talk.starts_at).getTime();

    clock.at = new Date(start - 11 * MINUTE);
    expect((await detail(seat.client, talk.id)).join_url).toBeNull();
    clock.at = new Date(start - 10 * MINUTE);
    expect((await detail(seat.client, talk.id)).join_url).toBe('https://meet.example.com/design-docs');
    expect((await detail(waiting.client, talk.id)).join_url).toBeNull();
    clock.at = new Date(start + 20 * MINUTE);
    const live = await detail(seat.client, talk.id);
    expect(live).toMatchObject({ status: 'live', join_url: 'https://meet.example.com/design-docs' });
    clock.at = new Date(start + 45 * MINUTE);
    expect(await detail(seat.client, talk.id)).toMatchObject({
      status: 'ended',
      join_url: null,
      attended_count: 1,
    });
  });
});

describe('questions and ratings', () => {
  it('registrants ask before the end and upvote each other once; the most upvoted come first', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    const [ada, ben, cy] = [await talent({ name: 'Ada Lovelace' }), await talent(), await talent()];
    const outsider = await talent();
    for (const p of [ada, ben, cy]) await p.client.post(`${API}/talks/${talk.id}/registration`);

    const refused = await outsider.client.post(`${API}/talks/${talk.id}/questions`, {
      body: 'Can I ask this?',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Register for the talk to ask a question.');
    const short = await ada.client.post(`${API}/talks/${talk.id}/questions`, { body: 'Hi' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.body).toBeDefined();

    const first = await ada.client.post(`${API}/talks/${talk.id}/questions`, {
      body: 'How long should a design doc be?',
    });
    expect(first.statusCode, first.body).toBe(201);
    clock.at = new Date(START.getTime() + MINUTE);
    const second = await ben.client.post(`${API}/talks/${talk.id}/questions`, {
      body: 'Who should review it first?',
    });
    const [q1, q2] = second.json().data;
    expect(q1).toMatchObject({ author_name: 'Ada L.', mine: false, votes: 0 });
    const adaQuestion = q1.id;
    const benQuestion = q2.id;

    const vote = await cy.client.put(`${API}/talks/${talk.id}/questions/${benQuestion}/vote`);
    expect(vote.statusCode).toBe(200);
    expect(vote.json().data[0]).toMatchObject({ id: benQuestion, votes: 1, voted: true });
    await cy.client.put(`${API}/talks/${talk.id}/questions/${benQuestion}/vote`);
    await ada.client.put(`${API}/talks/${talk.id}/questions/${benQuestion}/vote`);
    const list = (await outsider.client.get(`${API}/talks/${talk.id}/questions`)).json().data;
    expect(list.map((q: { id: string; votes: number }) => [q.id, q.votes])).toEqual([
      [benQuestion, 2],
      [adaQuestion, 0],
    ]);
    const own = await ada.client.put(`${API}/talks/${talk.id}/questions/${adaQuestion}/vote`);
    expect(own.statusCode).toBe(409);
    expect(
      (await outsider.client.put(`${API}/talks/${talk.id}/questions/${adaQuestion}/vote`)).statusCode,
    ).toBe(409);
    const back = await del(cy.client, `${API}/talks/${talk.id}/questions/${benQuestion}/vote`);
    expect(back.json().data.find((q: { id: string }) => q.id === benQuestion)).toMatchObject({
      votes: 1,
      voted: false,
    });
    expect(
      (await cy.client.put(`${API}/talks/${talk.id}/questions/${crypto.randomUUID()}/vote`)).statusCode,
    ).toBe(404);

    clock.at = new Date(new Date(talk.ends_at).getTime() + MINUTE);
    expect(
      (await ada.client.post(`${API}/talks/${talk.id}/questions`, { body: 'One more thing, please?' }))
        .statusCode,
    ).toBe(409);
  });

  it('people who attended rate an ended talk once (again replaces it); the average shows from three ratings', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op, { capacity: 3 });
    const people = [await talent(), await talent(), await talent()];
    const waiting = await talent();
    for (const p of [...people, waiting]) await p.client.post(`${API}/talks/${talk.id}/registration`);

    const early = await people[0]!.client.put(`${API}/talks/${talk.id}/rating`, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can rate the talk once it has ended.');

    clock.at = new Date(talk.ends_at);
    expect((await waiting.client.put(`${API}/talks/${talk.id}/rating`, { stars: 5 })).statusCode).toBe(409);
    expect((await people[0]!.client.put(`${API}/talks/${talk.id}/rating`, { stars: 6 })).statusCode).toBe(
      422,
    );
    const rated = await people[0]!.client.put(`${API}/talks/${talk.id}/rating`, {
      stars: 2,
      comment: 'Fast.',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data).toMatchObject({
      can_rate: true,
      my_rating: { stars: 2, comment: 'Fast.' },
      rating: null,
    });
    await people[0]!.client.put(`${API}/talks/${talk.id}/rating`, { stars: 4 });
    await people[1]!.client.put(`${API}/talks/${talk.id}/rating`, { stars: 5 });
    const third = await people[2]!.client.put(`${API}/talks/${talk.id}/rating`, { stars: 4 });
    expect(third.json().data.rating).toEqual({ average: 4.3, count: 3 });
    expect((await detail(people[0]!.client, talk.id)).my_rating).toEqual({ stars: 4, comment: '' });
    expect((await detail(waiting.client, talk.id)).can_rate).toBe(false);
  });
});

describe('talk requests', () => {
  const proposal = {
    kind: 'propose',
    topic: 'Negotiating a remote contract',
    category: 'career',
    abstract: 'What to ask for, in which order, and what to put in writing before you sign.',
    preferred_dates: ['2026-06-01', '2026-06-03'],
    speaker_bio: 'I negotiated eleven remote contracts across four countries.',
  };

  it('candidates propose and ask; others upvote once, never their own; operators move them and the author hears', async () => {
    const author = await talent();
    const fan = await talent();
    const noBio = await author.client.post(`${API}/talk-requests`, { ...proposal, speaker_bio: '' });
    expect(noBio.statusCode).toBe(422);
    expect(noBio.json().errors.speaker_bio).toBeDefined();
    const pastDate = await author.client.post(`${API}/talk-requests`, {
      ...proposal,
      preferred_dates: ['2026-05-01'],
    });
    expect(pastDate.statusCode).toBe(422);
    expect(pastDate.json().errors.preferred_dates).toEqual(['Choose dates after today.']);

    const created = await author.client.post(`${API}/talk-requests`, proposal);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({ status: 'submitted', mine: true, votes: 0, talk_path: null });
    const ask = await fan.client.post(`${API}/talk-requests`, {
      kind: 'ask',
      topic: 'Time zones without burnout',
      category: 'remote-work',
      abstract: 'How teams spread over nine hours keep meetings humane and decisions moving.',
      preferred_dates: ['2026-06-01'],
      speaker_bio: 'ignored for asks',
    });
    expect(ask.json().data).toMatchObject({ preferred_dates: [], speaker_bio: '' });

    expect((await author.client.put(`${API}/talk-requests/${request.id}/vote`)).statusCode).toBe(409);
    const voted = await fan.client.put(`${API}/talk-requests/${request.id}/vote`);
    expect(voted.json().data).toMatchObject({ votes: 1, voted: true, mine: false });
    expect((await fan.client.put(`${API}/talk-requests/${request.id}/vote`)).json().data.votes).toBe(1);
    const list = (await fan.client.get(`${API}/talk-requests?sort=votes`)).json();
    expect(list.meta.total).toBe(2);
    expect(list.data[0].id).toBe(request.id);
    expect(
      (await fan.client.get(`${API}/talk-requests?mine=1`)).json().data.map((r: { kind: string }) => r.kind),
    ).toEqual(['ask']);
    expect((await del(fan.client, `${API}/talk-requests/${request.id}/vote`)).json().data.votes).toBe(0);
    await fan.client.put(`${API}/talk-requests/${request.id}/vote`);

    const op = await operator();
    const status = (body: Record<string, unknown>) =>
      op.post(`${OPS}/talk-requests/${request.id}/status`, body);
    const review = await status({ status: 'under_review' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.author_name).toBe(author.user.name);
    expect((await notificationsOf(author.user.id)).map((n) => n.type)).toEqual(['talk_request_update']);
    expect((await status({ status: 'submitted' })).statusCode).toBe(409);
    expect((await status({ status: 'scheduled' })).json().errors.talk_id).toBeDefined();
    expect((await status({ status: 'declined', reason: '' })).json().errors.reason).toBeDefined();
    expect((await status({ status: 'scheduled', talk_id: crypto.randomUUID() })).statusCode).toBe(422);

    const talk = await scheduleTalk(op, { title: 'Negotiating remote contracts', request_id: request.id });
    expect(talk.request_id).toBe(request.id);
    const scheduled = (await author.client.get(`${API}/talk-requests?status=scheduled`)).json().data[0];
    expect(scheduled).toMatchObject({ id: request.id, status: 'scheduled', talk_path: talk.path, votes: 1 });
    expect((await fan.client.put(`${API}/talk-requests/${request.id}/vote`)).statusCode).toBe(409);
    expect((await status({ status: 'declined', reason: 'Too late now.' })).statusCode).toBe(409);
    const authorNews = await notificationsOf(author.user.id);
    expect(authorNews.map((n) => n.title)).toContain('Your talk request is scheduled');

    const declined = await op.post(`${OPS}/talk-requests/${ask.json().data.id}/status`, {
      status: 'declined',
      reason: 'We covered this last month; the recording is up.',
    });
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      reason: 'We covered this last month; the recording is up.',
    });
    expect((await op.get(`${OPS}/talk-requests?status=declined`)).json().meta.total).toBe(1);
  });
});

describe('recordings and slides', () => {
  it('only operators upload them; candidates stream them from the talk once attached', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    const { client } = await talent();
    const pdf = { filename: 'slides.pdf', content: tinyPdf(), type: 'application/pdf' };
    const refused = await upload(t.app, client, [['kind', 'talk_slides']], pdf);
    expect(refused.statusCode).toBe(403);
    expect((await upload(t.app, client, [['kind', 'talk_recording']], pdf)).statusCode).toBe(403);
    const slides = await upload(t.app, op, [['kind', 'talk_slides']], pdf);
    expect(slides.statusCode, slides.body).toBe(201);
    const video = await upload(t.app, op, [['kind', 'talk_recording']], {
      filename: 'talk.webm',
      content: tinyWebm(),
      type: 'video/webm',
    });
    expect(video.statusCode, video.body).toBe(201);

    const wrongKind = await op.put(`${OPS}/talks/${talk.id}/recording`, {
      recording_file_id: slides.json().data.id,
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.recording_file_id).toBeDefined();
    const unordered = await op.put(`${OPS}/talks/${talk.id}/recording`, {
      recording_file_id: video.json().data.id,
      chapters: [
        { title: 'Why', start_seconds: 60 },
        { title: 'Intro', start_seconds: 0 },
      ],
    });
    expect(unordered.json().errors.chapters).toBeDefined();

    const attached = await op.put(`${OPS}/talks/${talk.id}/recording`, {
      recording_file_id: video.json().data.id,
      slides_file_id: slides.json().data.id,
      chapters: [
        { title: 'Intro', start_seconds: 0 },
        { title: 'Three documents', start_seconds: 1 },
      ],
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.recording).toMatchObject({
      video_url: `${OPS}/talks/${talk.id}/recording`,
      captions_url: null,
    });
    // The console reads what is published, to keep the files it does not replace.
    expect(attached.json().data.published_files).toEqual({
      recording_file_id: video.json().data.id,
      captions_file_id: null,
      slides_file_id: slides.json().data.id,
    });

    const page = await detail(client, talk.id);
    expect(page).toMatchObject({
      has_recording: true,
      slides_url: `${API}/talks/${talk.id}/slides`,
      recording: {
        video_url: `${API}/talks/${talk.id}/recording`,
        chapters: [
          { title: 'Intro', start_seconds: 0 },
          { title: 'Three documents', start_seconds: 1 },
        ],
      },
    });
    const pdfRes = await client.get(page.slides_url!);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.rawPayload.equals(tinyPdf())).toBe(true);
    const part = await client.get(page.recording!.video_url, { headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(tinyWebm().subarray(0, 4))).toBe(true);
    expect((await op.get(`${OPS}/talks/${talk.id}/slides`)).statusCode).toBe(200);
    expect((await client.get(`${API}/talks/${talk.id}/captions`)).statusCode).toBe(404);
  });
});

describe('access and bad input', () => {
  it('guests get 401, other roles 403, unknown talks 404, and nothing in the way of 5xx', async () => {
    const op = await operator();
    const talk = await scheduleTalk(op);
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.get(`${API}/talks/${talk.id}`)).statusCode).toBe(401);
    expect((await guest.get(`${OPS}/talks`)).statusCode).toBe(401);

    const recruiterUser = await createRecruiterUser(t.database.db);
    await createRecruiter(t.database.db, (await createCompany(t.database.db)).id, {
      userId: recruiterUser.id,
      name: recruiterUser.name,
    });
    const recruiter = await signedIn(recruiterUser);
    expect((await recruiter.get(`${API}/masterclass`)).statusCode).toBe(403);
    expect((await recruiter.post(`${OPS}/talks`, talkInput())).statusCode).toBe(403);
    expect((await op.get(`${API}/talks`)).statusCode).toBe(403);

    const { client } = await talent();
    expect((await client.get(`${OPS}/talks/${talk.id}`)).statusCode).toBe(403);
    expect(
      (await client.post(`${OPS}/talk-requests/${talk.id}/status`, { status: 'declined' })).statusCode,
    ).toBe(403);
    expect((await client.get(`${API}/talks/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await client.get(`${API}/talks/not-a-uuid`)).statusCode).toBe(404);
    expect((await client.post(`${API}/talks/not-a-uuid/registration`)).statusCode).toBe(404);
    expect((await client.get(`${API}/talks/${talk.id}/invite.ics`)).statusCode).toBe(404);
    expect((await client.get(`${API}/talks/${talk.id}/slides`)).statusCode).toBe(404);
    const unverified = await createTalent(t.database.db, { verified: false });
    expect((await (await signedIn(unverified)).get(`${API}/masterclass`)).statusCode).toBe(403);

    const bad: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `${API}/talks?when=soon`],
      ['GET', `${API}/talks?category=cooking`],
      ['GET', `${API}/talks?cursor=bm90LWpzb24`],
      ['GET', `${API}/talk-requests?cursor=xyz`],
      ['GET', `${API}/talk-requests?sort=loudest`],
      ['PUT', `${API}/talks/${talk.id}/rating`, { stars: 'five' }],
      ['POST', `${API}/talks/${talk.id}/questions`, { body: 'x'.repeat(501) }],
      ['POST', `${API}/talk-requests`, { kind: 'shout', topic: 1 }],
      ['POST', `${OPS}/talks`, { ...talkInput(), starts_at: 'tomorrow' }],
      ['POST', `${OPS}/talks`, { ...talkInput(), starts_at: '2020-01-01T10:00:00Z' }],
      ['POST', `${OPS}/talks`, { ...talkInput(), speaker_time_zone: 'Mars/Olympus' }],
      ['POST', `${OPS}/talks`, { ...talkInput(), request_id: 'not-a-request' }],
      ['POST', `${OPS}/talks`, { ...talkInput(), unknown: true }],
      ['PATCH', `${OPS}/talks/${talk.id}`, { capacity: -1 }],
      ['PUT', `${OPS}/talks/${talk.id}/recording`, { recording_file_id: crypto.randomUUID() }],
      [
        'PUT',
        `${OPS}/talks/${talk.id}/recording`,
        { recording_file_id: null, chapters: [{ title: 'x', start_seconds: 1 }] },
      ],
      ['POST', `${OPS}/talks/${talk.id}/cancel`, { reason: '' }],
    ];
    // The API reference describes the routes, PATCH with every field optional and no defaults.
    const doc = (await t.client().get('/docs/json')).json();
    const patch =
      doc.paths['/shared/api/operator/talks/{id}'].patch.requestBody.content['application/json'].schema;
    expect(patch.required ?? []).toEqual([]);
    expect(patch.properties.abstract.default).toBeUndefined();
    expect(doc.paths['/calendar/{file}'].get).toBeDefined();

    for (const [method, url, body] of bad) {
      const who = url.startsWith(OPS) ? op : client;
      const res = await who.request(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(422);
    }
  });
});
