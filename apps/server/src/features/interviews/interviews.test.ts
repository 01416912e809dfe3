import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Interview, InterviewRequest } from '@talent/contract/interviews';
import { createTalent } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { applicationEvents, interviews } from '../../db/schema/pipeline.schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { InterviewsService } from './interviews.service.ts';

// The app's clock: real time unless a test pins it (a slot that has started, an interview that is over).
let clock: Date | null = null;
const t = useTestApp({ now: () => clock ?? new Date() });
beforeEach(() => {
  clock = null;
});

type Fixture = Awaited<ReturnType<typeof pipelineFixture>>;

// Dates well after the tests run (the clock is real): a Tuesday and Wednesday in June 2027 (CEST, EDT).
const requestBody = (overrides: Record<string, unknown> = {}) => ({
  timezone: 'Europe/Berlin',
  slots: [
    { date: '2027-06-15', time: '10:00' },
    { date: '2027-06-16', time: '15:00' },
  ],
  type: 'video',
  duration_minutes: 60,
  interviewers: [{ name: 'Maya Chen', title: 'Engineering Manager' }],
  agenda: 'Intro; a walk through, your project\nQuestions',
  prep_notes: 'Bring a project you are proud of.',
  ...overrides,
});

async function createRequest(f: Fixture, overrides: Record<string, unknown> = {}): Promise<InterviewRequest> {
  const res = await f.recruiterClient.post(
    `/recruiter/api/applications/${f.application.id}/interview-requests`,
    requestBody(overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function accept(client: TestClient, side: 'talent' | 'recruiter', requestId: string, slotId: string) {
  return client.post(`/${side}/api/interview-requests/${requestId}/accept`, { slot_id: slotId });
}

async function notesOf(userId: string, type = 'interview_update') {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as 'interview_update')))
    .orderBy(asc(notifications.createdAt));
}

async function statusOf(applicationId: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
  return row!;
}

async function eventsOf(applicationId: string) {
  return t.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** A scheduled interview: request from in_review, the candidate accepts the second slot (2027-06-16 13:00Z). */
async function scheduled(options: Parameters<typeof pipelineFixture>[1] = {}, overrides = {}) {
  const f = await pipelineFixture(t, { status: 'in_review', ...options });
  const request = await createRequest(f, overrides);
  const res = await accept(f.talentClient, 'talent', request.id, request.slots[1]!.id);
  expect(res.statusCode, res.body).toBe(201);
  return { f, request, interview: res.json().data as Interview };
}

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('interview requests: the whole flow', () => {
  it('request → the candidate sees it in both zones → accepts → the interview is on both sides', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f);

    expect(request.status).toBe('pending');
    expect(request.recruiter_timezone).toBe('Europe/Berlin');
    expect(request.talent_timezone).toBe('America/New_York');
    expect(request.slots.map((s) => [s.starts_at, s.ends_at, s.proposed_by])).toEqual([
      ['2027-06-15T08:00:00.000Z', '2027-06-15T09:00:00.000Z', 'recruiter'],
      ['2027-06-16T13:00:00.000Z', '2027-06-16T14:00:00.000Z', 'recruiter'],
    ]);
    // 10:00 Berlin is 04:00 in New York; 15:00 Berlin is 09:00 there.
    expect(request.slots.map((s) => [s.in_talent_hours, s.in_recruiter_hours, s.past])).toEqual([
      [false, true, false],
      [true, true, false],
    ]);

    // The application moved to interviewing, with one event carrying both states.
    expect((await statusOf(f.application.id)).status).toBe('interviewing');
    const requested = (await eventsOf(f.application.id)).find((e) => e.type === 'interview_requested')!;
    expect([requested.fromStatus, requested.toStatus, requested.interviewRequestId]).toEqual([
      'in_review',
      'interviewing',
      request.id,
    ]);

    // The candidate is told, with a link that opens the request.
    const told = await notesOf(f.talent.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.url).toBe(`/applications/interview-requests?request=${request.id}`);

    const list = await f.talentClient.get('/talent/api/interview-requests');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ pending: 1 });
    expect(list.json().data.map((r: InterviewRequest) => r.id)).toEqual([request.id]);
    const one = await f.talentClient.get(`/talent/api/interview-requests/${request.id}`);
    expect(one.json().data.agenda).toBe(request.agenda);

    const res = await accept(f.talentClient, 'talent', request.id, request.slots[1]!.id);
    expect(res.statusCode, res.body).toBe(201);
    const interview: Interview = res.json().data;
    expect(interview).toMatchObject({
      application_id: f.application.id,
      status: 'scheduled',
      type: 'video',
      starts_at: '2027-06-16T13:00:00.000Z',
      ends_at: '2027-06-16T14:00:00.000Z',
      duration_minutes: 60,
      talent_timezone: 'America/New_York',
      interviewer_timezone: 'Europe/Berlin',
      interviewers: [{ name: 'Maya Chen', title: 'Engineering Manager' }],
      prep_notes: 'Bring a project you are proud of.',
      location: null,
      sequence: 0,
      reschedule: null,
    });
    expect(interview.join_url).toMatch(/^https:\/\/meet\.jit\.si\/Borderless-[0-9a-f]+$/);
    expect(interview.calendar.ics_url).toBe(`/talent/api/interviews/${interview.id}/calendar.ics`);
    expect(interview).not.toHaveProperty('private_notes');

    // The recruiter's account is told, with the applicant's page.
    const recruiterTold = await notesOf(f.recruiterUser.id);
    expect(recruiterTold.map((n) => n.url)).toEqual([`/recruiter/applications/${f.application.id}`]);

    const after = (await f.talentClient.get(`/talent/api/interview-requests/${request.id}`)).json().data;
    expect([after.status, after.interview_id]).toEqual(['accepted', interview.id]);
    expect((await f.talentClient.get('/talent/api/interview-requests')).json()).toEqual({
      data: [],
      meta: { pending: 0 },
    });

    const upcoming = (await f.talentClient.get('/talent/api/interviews')).json();
    expect(upcoming.meta).toEqual({ upcoming: 1, completed: 0 });
    expect(upcoming.data.map((i: Interview) => i.id)).toEqual([interview.id]);
    const recruiterList = (await f.recruiterClient.get('/recruiter/api/interviews?scope=upcoming')).json();
    expect(recruiterList.data.map((i: Interview) => i.id)).toEqual([interview.id]);
    expect(recruiterList.data[0].calendar.ics_url).toBe(
      `/recruiter/api/interviews/${interview.id}/calendar.ics`,
    );
    expect((await f.talentClient.get('/talent/api/interviews?scope=completed')).json().data).toEqual([]);

    expect((await eventsOf(f.application.id)).map((e) => e.type)).toEqual([
      'submitted',
      'interview_requested',
      'interview_scheduled',
    ]);
  });

  it('keeps an application already interviewing where it is, and records the first response', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    await createRequest(f, { type: 'onsite', location: 'Friedrichstraße 1, Berlin' });
    const app = await statusOf(f.application.id);
    expect(app.status).toBe('interviewing');
    expect(app.firstResponseAt).not.toBeNull();
  });

  it('takes the recruiter meeting link and an on-site address when given', async () => {
    const { interview } = await scheduled({}, { meeting_url: 'https://zoom.example.com/j/123' });
    expect(interview.join_url).toBe('https://zoom.example.com/j/123');

    const onsite = await scheduled({}, { type: 'onsite', location: 'Friedrichstraße 1, 10117 Berlin' });
    expect(onsite.interview.join_url).toBeNull();
    expect(onsite.interview.location).toBe('Friedrichstraße 1, 10117 Berlin');
  });

  it('the candidate proposes other times and the recruiter accepts one of them', async () => {
    const f = await pipelineFixture(t, { status: 'assessment' });
    const request = await createRequest(f, { meeting_url: 'https://meet.example.com/room' });

    const proposed = await f.talentClient.post(`/talent/api/interview-requests/${request.id}/propose`, {
      slots: [{ starts_at: '2027-06-17T14:00:00Z' }, { starts_at: '2027-06-18T15:30:00-04:00' }],
      note: 'Mornings in New York are hard for me.',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const body: InterviewRequest = proposed.json().data;
    expect(body.status).toBe('proposed');
    expect(body.talent_note).toBe('Mornings in New York are hard for me.');
    const talentSlots = body.slots.filter((s) => s.proposed_by === 'talent');
    expect(talentSlots.map((s) => s.starts_at)).toEqual([
      '2027-06-17T14:00:00.000Z',
      '2027-06-18T19:30:00.000Z',
    ]);
    expect((await notesOf(f.recruiterUser.id)).map((n) => n.title)).toEqual([
      `${f.talent.name} proposed other times`,
    ]);

    // Now it is the recruiter's move: the candidate cannot accept, the recruiter cannot take their own slot.
    const early = await accept(f.talentClient, 'talent', request.id, request.slots[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You proposed other times; the recruiter answers them next.');
    expect((await accept(f.recruiterClient, 'recruiter', request.id, request.slots[0]!.id)).statusCode).toBe(
      422,
    );

    const res = await accept(f.recruiterClient, 'recruiter', request.id, talentSlots[1]!.id);
    expect(res.statusCode, res.body).toBe(201);
    const interview: Interview = res.json().data;
    expect(interview.starts_at).toBe('2027-06-18T19:30:00.000Z');
    expect(interview.join_url).toBe('https://meet.example.com/room');
    const talentNotes = await notesOf(f.talent.id);
    expect(talentNotes.at(-1)!.url).toBe(`/interviews/upcoming?interview=${interview.id}`);
    expect((await accept(f.recruiterClient, 'recruiter', request.id, talentSlots[0]!.id)).statusCode).toBe(
      409,
    );
  });

  it('the recruiter answers a proposal with new times: the request waits for the candidate again', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f);
    await f.talentClient.post(`/talent/api/interview-requests/${request.id}/propose`, {
      slots: [{ starts_at: '2027-06-17T14:00:00Z' }],
    });
    const res = await f.recruiterClient.post(`/recruiter/api/interview-requests/${request.id}/slots`, {
      timezone: 'Europe/Berlin',
      slots: [{ date: '2027-06-21', time: '16:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: InterviewRequest = res.json().data;
    expect(body.status).toBe('pending');
    expect(body.slots.map((s) => [s.starts_at, s.proposed_by])).toEqual([
      ['2027-06-21T14:00:00.000Z', 'recruiter'],
    ]);
    expect((await notesOf(f.talent.id)).map((n) => n.title)).toContain(`New interview times: ${f.job.title}`);
    const ok = await accept(f.talentClient, 'talent', request.id, body.slots[0]!.id);
    expect(ok.statusCode).toBe(201);
  });

  it('the candidate declines with a reason; nothing more can be done with the request', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f);
    const res = await f.talentClient.post(`/talent/api/interview-requests/${request.id}/decline`, {
      reason: 'accepted_other_offer',
      note: 'Thank you for your time.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'accepted_other_offer',
      decline_note: 'Thank you for your time.',
    });
    expect((await notesOf(f.recruiterUser.id)).map((n) => n.title)).toEqual([
      `${f.talent.name} declined the interview`,
    ]);
    const again = await f.talentClient.post(`/talent/api/interview-requests/${request.id}/decline`, {
      reason: 'other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This interview request was declined.');
    expect((await accept(f.talentClient, 'talent', request.id, request.slots[1]!.id)).statusCode).toBe(409);
    // The request is closed: the recruiter may send a new one.
    await createRequest(f);
  });
});

describe('what is refused', () => {
  it('409 when accepting twice, a past slot, or a cancelled request', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f);

    // The first slot has started (the clock moves past it): it cannot be taken.
    clock = new Date('2027-06-15T08:30:00Z');
    const listed = (await f.talentClient.get(`/talent/api/interview-requests/${request.id}`)).json().data;
    expect(listed.slots.map((s: { past: boolean }) => s.past)).toEqual([true, false]);
    const past = await accept(f.talentClient, 'talent', request.id, request.slots[0]!.id);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('This time has already started: choose another one.');
    clock = null;

    // Not one of its slots → 422 on slot_id.
    const wrong = await accept(f.talentClient, 'talent', request.id, '00000000-0000-4000-8000-000000000000');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['slot_id']);

    expect((await accept(f.talentClient, 'talent', request.id, request.slots[1]!.id)).statusCode).toBe(201);
    const twice = await accept(f.talentClient, 'talent', request.id, request.slots[1]!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This interview request was already accepted.');

    const g = await pipelineFixture(t, { status: 'in_review' });
    const other = await createRequest(g);
    const cancel = await g.recruiterClient.post(`/recruiter/api/interview-requests/${other.id}/cancel`, {
      reason: 'The role was put on hold.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect((await notesOf(g.talent.id)).at(-1)!.title).toBe(`Interview request cancelled: ${g.job.title}`);
    for (const res of [
      await accept(g.talentClient, 'talent', other.id, other.slots[0]!.id),
      await g.talentClient.post(`/talent/api/interview-requests/${other.id}/propose`, {
        slots: [{ starts_at: '2027-07-01T12:00:00Z' }],
      }),
      await g.talentClient.post(`/talent/api/interview-requests/${other.id}/decline`, { reason: 'other' }),
      await g.recruiterClient.post(`/recruiter/api/interview-requests/${other.id}/cancel`, {
        reason: 'again',
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This interview request was cancelled.');
    }
  });

  it('409 on a request from submitted or a final state, or while one is open', async () => {
    for (const status of ['submitted', 'offer', 'hired', 'rejected', 'withdrawn', 'closed'] as const) {
      const f = await pipelineFixture(t, { status });
      const res = await f.recruiterClient.post(
        `/recruiter/api/applications/${f.application.id}/interview-requests`,
        requestBody(),
      );
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toMatch(/^An interview can be requested while the application is in review/);
    }
    const f = await pipelineFixture(t, { status: 'in_review' });
    await createRequest(f);
    const second = await f.recruiterClient.post(
      `/recruiter/api/applications/${f.application.id}/interview-requests`,
      requestBody(),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This application already has an open interview request: change its times or cancel it first.',
    );
  });

  it('422 on an unknown zone, a past slot, a skipped hour, a repeated slot, an on-site without address', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const post = (overrides: Record<string, unknown>) =>
      f.recruiterClient.post(
        `/recruiter/api/applications/${f.application.id}/interview-requests`,
        requestBody(overrides),
      );
    const zone = await post({ timezone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(422);
    expect(Object.keys(zone.json().errors)).toEqual(['timezone']);

    const bad = await post({
      slots: [
        { date: '2020-01-01', time: '10:00' },
        { date: '2027-03-28', time: '02:30' },
        { date: '2027-06-15', time: '10:00' },
        { date: '2027-06-15', time: '10:00' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'slots.0': ['This time has passed. Choose a time in the future.'],
      'slots.1': ['2027-03-28 02:30 does not exist in Europe/Berlin: the clocks jump forward then.'],
      'slots.3': ['This time is already in the list.'],
    });

    const onsite = await post({ type: 'onsite' });
    expect(onsite.statusCode).toBe(422);
    expect(Object.keys(onsite.json().errors)).toEqual(['location']);
    expect((await statusOf(f.application.id)).status).toBe('in_review');
  });
});

describe('time zones across daylight-saving changes', () => {
  it('lands each local slot on the meant hour, and judges the candidate’s working hours on that day', async () => {
    // Berlin leaves summer time on 2027-10-31, New York on 2027-11-07: in between they are 5 hours apart.
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f, {
      slots: [
        { date: '2027-10-30', time: '14:00' },
        { date: '2027-11-01', time: '14:00' },
      ],
    });
    expect(request.slots.map((s) => s.starts_at)).toEqual([
      '2027-10-30T12:00:00.000Z',
      '2027-11-01T13:00:00.000Z',
    ]);
    // 14:00 Berlin: 08:00 in New York before Berlin changes, 09:00 after.
    expect(request.slots.map((s) => [s.in_talent_hours, s.in_recruiter_hours])).toEqual([
      [false, true],
      [true, true],
    ]);

    const ny = await pipelineFixture(t, { status: 'in_review', recruiterTimezone: 'America/New_York' });
    const nyRequest = await createRequest(ny, {
      timezone: 'America/New_York',
      slots: [
        { date: '2027-11-06', time: '09:00' },
        { date: '2027-11-08', time: '09:00' },
      ],
    });
    expect(nyRequest.slots.map((s) => s.starts_at)).toEqual([
      '2027-11-06T13:00:00.000Z',
      '2027-11-08T14:00:00.000Z',
    ]);
  });
});

describe('interviews', () => {
  it('a reschedule request, then the recruiter moves it: SEQUENCE grows, the .ics follows', async () => {
    const { f, interview } = await scheduled();
    const ask = await f.talentClient.post(`/talent/api/interviews/${interview.id}/reschedule`, {
      slots: [{ starts_at: '2027-06-18T13:00:00Z' }],
      note: 'A clash with a doctor’s appointment.',
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json().data.reschedule).toMatchObject({
      requested_by: 'talent',
      slots: [{ starts_at: '2027-06-18T13:00:00.000Z', ends_at: '2027-06-18T14:00:00.000Z' }],
      note: 'A clash with a doctor’s appointment.',
    });
    expect((await notesOf(f.recruiterUser.id)).at(-1)!.title).toBe(`${f.talent.name} asked to reschedule`);

    const moved = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/reschedule`, {
      timezone: 'Europe/Berlin',
      slot: { date: '2027-06-18', time: '15:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      starts_at: '2027-06-18T13:00:00.000Z',
      ends_at: '2027-06-18T14:00:00.000Z',
      sequence: 1,
      reschedule: null,
    });
    expect((await notesOf(f.talent.id)).at(-1)!.title).toBe(`Interview moved: ${f.job.title}`);

    const ics = await f.talentClient.get(`/talent/api/interviews/${interview.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="interview-[a-z0-9-]+\.ics"$/);
    const lines = unfold(ics.body).split('\r\n');
    expect(lines).toContain(`UID:interview-${interview.id}@localhost`);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('DTSTART:20270618T130000Z');
    expect(lines).toContain('DTEND:20270618T140000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`Join: ${interview.join_url}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Intro\\; a walk through\\, your project\\nQuestions',
    );
    expect(lines).toContain(`URL:${interview.join_url}`);
    expect(lines.find((l) => l.startsWith('ORGANIZER;CN='))).toContain(f.recruiter.name);
    for (const line of ics.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // The recruiter's file is the same event (same UID), titled for them.
    const theirs = unfold(
      (await f.recruiterClient.get(`/recruiter/api/interviews/${interview.id}/calendar.ics`)).body,
    ).split('\r\n');
    expect(theirs).toContain(`UID:interview-${interview.id}@localhost`);
    expect(theirs.find((l) => l.startsWith('SUMMARY:'))).toContain(f.talent.name);

    // Calendar links carry the new time.
    const links = moved.json().data.calendar;
    expect(links.google_url).toContain('dates=20270618T130000Z/20270618T140000Z');
    expect(new URL(links.outlook_url).searchParams.get('startdt')).toBe('2027-06-18T13:00:00Z');

    // Declining a reschedule that is not there is refused; a new one is declined and the time stays.
    const nothing = await f.recruiterClient.post(
      `/recruiter/api/interviews/${interview.id}/reschedule/decline`,
      {},
    );
    expect(nothing.statusCode).toBe(409);
    await f.talentClient.post(`/talent/api/interviews/${interview.id}/reschedule`, {
      slots: [{ starts_at: '2027-06-25T13:00:00Z' }],
    });
    const kept = await f.recruiterClient.post(
      `/recruiter/api/interviews/${interview.id}/reschedule/decline`,
      {
        note: 'That week the team is away.',
      },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      reschedule: null,
      starts_at: '2027-06-18T13:00:00.000Z',
      sequence: 1,
    });

    // Cancelled: STATUS:CANCELLED, SEQUENCE once more; it moves to "completed" (with the cancelled ones).
    const cancelled = await f.talentClient.post(`/talent/api/interviews/${interview.id}/cancel`, {
      reason: 'I accepted another offer.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'talent',
      cancel_reason: 'I accepted another offer.',
      sequence: 2,
    });
    expect((await notesOf(f.recruiterUser.id)).at(-1)!.title).toBe(
      `${f.talent.name} cancelled the interview`,
    );
    const after = unfold(
      (await f.talentClient.get(`/talent/api/interviews/${interview.id}/calendar.ics`)).body,
    );
    expect(after).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(after).toContain('\r\nSEQUENCE:2\r\n');
    const lists = (await f.talentClient.get('/talent/api/interviews?scope=completed')).json();
    expect(lists.meta).toEqual({ upcoming: 0, completed: 1 });
    expect(
      (await f.talentClient.post(`/talent/api/interviews/${interview.id}/cancel`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/reschedule`, {
          timezone: 'Europe/Berlin',
          slot: { date: '2027-06-30', time: '10:00' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('the outcome: only after it started, once; shared feedback reaches the candidate, private notes never', async () => {
    const { f, interview } = await scheduled();
    const early = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/outcome`, {
      outcome: 'passed',
    });
    expect(early.statusCode).toBe(409);

    clock = new Date('2027-06-16T14:05:00Z');
    // Over but without an outcome: it waits under "completed".
    expect((await f.talentClient.get('/talent/api/interviews')).json().meta).toEqual({
      upcoming: 0,
      completed: 1,
    });
    const res = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/outcome`, {
      outcome: 'passed',
      feedback: 'Clear thinking on the system design.',
      private_notes: 'Salary expectation above band; check with finance.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      outcome: 'passed',
      feedback: 'Clear thinking on the system design.',
      private_notes: 'Salary expectation above band; check with finance.',
    });
    const seen = (await f.talentClient.get(`/talent/api/interviews/${interview.id}`)).json().data;
    expect(seen).toMatchObject({ outcome: 'passed', feedback: 'Clear thinking on the system design.' });
    expect(JSON.stringify(seen)).not.toContain('finance');
    const completed = await f.talentClient.get('/talent/api/interviews?scope=completed');
    expect(JSON.stringify(completed.json())).not.toContain('finance');
    const timeline = await eventsOf(f.application.id);
    expect(JSON.stringify(timeline)).not.toContain('finance');
    expect(timeline.at(-1)!.type).toBe('interview_completed');
    expect((await notesOf(f.talent.id)).at(-1)!.url).toBe(`/interviews/completed?interview=${interview.id}`);

    const again = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/outcome`, {
      outcome: 'not_passed',
    });
    expect(again.statusCode).toBe(409);
  });

  it('the recruiter cancels: the candidate is told and the interview shows as cancelled by the recruiter', async () => {
    const { f, interview } = await scheduled();
    const res = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/cancel`, {
      reason: 'The interviewer is ill.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'recruiter', sequence: 1 });
    expect((await notesOf(f.talent.id)).at(-1)!.title).toBe(`Interview cancelled: ${f.job.title}`);
  });
});

describe('reminders and expiry', () => {
  it('reminds both sides 24 hours and 1 hour before, each once, and again after a reschedule', async () => {
    const { f, interview } = await scheduled();
    const start = new Date('2027-06-16T13:00:00Z');
    const reminders = async () => ({
      talent: (await notesOf(f.talent.id, 'interview_reminder')).map((n) => n.title),
      recruiter: (await notesOf(f.recruiterUser.id, 'interview_reminder')).length,
    });

    await t.app.pipelineScheduler.runAll(new Date(start.getTime() - 30 * 3600_000));
    expect(await reminders()).toEqual({ talent: [], recruiter: 0 });

    const dayBefore = new Date(start.getTime() - 23 * 3600_000);
    await t.app.pipelineScheduler.runAll(dayBefore);
    await t.app.pipelineScheduler.runAll(dayBefore);
    expect(await reminders()).toEqual({ talent: [`Interview within a day: ${f.job.title}`], recruiter: 1 });
    const [note] = await notesOf(f.talent.id, 'interview_reminder');
    expect(note!.body).toContain('Wed 16 Jun 2027, 09:00 (America/New_York)');

    const hourBefore = new Date(start.getTime() - 50 * 60_000);
    await t.app.pipelineScheduler.runAll(hourBefore);
    await t.app.pipelineScheduler.runAll(new Date(start.getTime() - 10 * 60_000));
    expect(await reminders()).toEqual({
      talent: [`Interview within a day: ${f.job.title}`, `Interview in about an hour: ${f.job.title}`],
      recruiter: 2,
    });
    await t.app.pipelineScheduler.runAll(new Date(start.getTime() + 3600_000));
    expect((await reminders()).recruiter).toBe(2);

    // Moved a week on: the reminders are armed again for the new time.
    const moved = await f.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/reschedule`, {
      timezone: 'Europe/Berlin',
      slot: { date: '2027-06-23', time: '15:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = new Date('2027-06-23T13:00:00Z');
    await t.app.pipelineScheduler.runAll(new Date(newStart.getTime() - 20 * 3600_000));
    await t.app.pipelineScheduler.runAll(new Date(newStart.getTime() - 20 * 3600_000));
    expect((await reminders()).talent).toHaveLength(3);
    expect((await reminders()).recruiter).toBe(3);
  });

  it('neither reminds nor lists as open what belongs to an application that ended', async () => {
    const { f } = await scheduled();
    await createRequest(f, { slots: [{ date: '2027-07-01', time: '10:00' }] });
    expect((await f.talentClient.get('/talent/api/interview-requests')).json().meta).toEqual({ pending: 1 });
    // Rejected by the recruiter before anything was answered.
    await t.database.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, f.application.id));
    expect((await f.talentClient.get('/talent/api/interview-requests')).json()).toEqual({
      data: [],
      meta: { pending: 0 },
    });
    await t.app.pipelineScheduler.runAll(new Date('2027-06-16T12:30:00Z'));
    expect(await notesOf(f.talent.id, 'interview_reminder')).toEqual([]);
    expect(await notesOf(f.recruiterUser.id, 'interview_reminder')).toEqual([]);
  });

  it('expires a pending request once every recruiter slot has started, telling both sides', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const request = await createRequest(f);
    await t.app.pipelineScheduler.runAll(new Date('2027-06-15T09:00:00Z'));
    expect(
      (await f.talentClient.get(`/talent/api/interview-requests/${request.id}`)).json().data.status,
    ).toBe('pending');
    await t.app.pipelineScheduler.runAll(new Date('2027-06-16T13:00:00Z'));
    expect(
      (await f.talentClient.get(`/talent/api/interview-requests/${request.id}`)).json().data.status,
    ).toBe('expired');
    expect((await notesOf(f.talent.id)).at(-1)!.title).toBe(`Interview request expired: ${f.job.title}`);
    expect((await notesOf(f.recruiterUser.id)).at(-1)!.title).toBe(
      `Interview request expired: ${f.talent.name}`,
    );
    expect((await eventsOf(f.application.id)).at(-1)).toMatchObject({
      type: 'interview_cancelled',
      actorKind: 'system',
      interviewRequestId: request.id,
    });
    // Closed: the recruiter may send a new one.
    await createRequest(f, { slots: [{ date: '2027-07-01', time: '10:00' }] });
  });
});

describe('withdrawal and job closing', () => {
  it('cancelForApplication cancels the open request and the scheduled interview, with events', async () => {
    const { f, interview } = await scheduled();
    const request = await createRequest(f, { slots: [{ date: '2027-07-01', time: '10:00' }] });
    // Only the database is used here (the caller notifies and broadcasts after its own commit).
    const service = new InterviewsService({
      db: t.database.db,
      notifications: undefined as unknown as NotificationsService,
      pipeline: undefined as unknown as PipelineNotifier,
    });
    await t.database.db.transaction((tx) =>
      service.cancelForApplication(
        tx,
        f.application.id,
        { kind: 'talent', userId: f.talent.id, name: f.talent.name },
        'I withdrew my application.',
      ),
    );
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'talent',
      cancelReason: 'I withdrew my application.',
      sequence: 1,
    });
    expect(
      (await f.talentClient.get(`/talent/api/interview-requests/${request.id}`)).json().data.status,
    ).toBe('cancelled');
    const cancelled = (await eventsOf(f.application.id)).filter((e) => e.type === 'interview_cancelled');
    // Both at the same instant: their order on the timeline is not meaningful.
    expect(cancelled.map((e) => [e.interviewRequestId, e.interviewId, e.note])).toHaveLength(2);
    expect(cancelled.map((e) => [e.interviewRequestId, e.interviewId, e.note])).toEqual(
      expect.arrayContaining([
        [request.id, null, 'I withdrew my application.'],
        [null, interview.id, 'I withdrew my application.'],
      ]),
    );
  });
});

describe('access control', () => {
  it('another candidate and another company’s recruiter get 404; a candidate on /recruiter/api 403; guests 401', async () => {
    const { f, request, interview } = await scheduled();
    const open = await createRequest(f, { slots: [{ date: '2027-07-01', time: '10:00' }] });

    const stranger = await createTalent(t.database.db);
    const strangerClient = t.client();
    await strangerClient.login(stranger.email, stranger.plainPassword);
    for (const res of [
      await strangerClient.get(`/talent/api/interview-requests/${request.id}`),
      await accept(strangerClient, 'talent', open.id, open.slots[0]!.id),
      await strangerClient.post(`/talent/api/interview-requests/${open.id}/decline`, { reason: 'other' }),
      await strangerClient.get(`/talent/api/interviews/${interview.id}`),
      await strangerClient.get(`/talent/api/interviews/${interview.id}/calendar.ics`),
      await strangerClient.post(`/talent/api/interviews/${interview.id}/cancel`, { reason: 'x' }),
      await strangerClient.post(`/talent/api/interview-requests/${open.id}/propose`, {
        slots: [{ starts_at: '2020-01-01T10:00:00Z' }],
      }),
      await strangerClient.get('/talent/api/interview-requests/not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await strangerClient.get('/talent/api/interviews?scope=all')).json().data).toEqual([]);

    const rival = await pipelineFixture(t, { status: 'in_review' });
    for (const res of [
      await rival.recruiterClient.post(
        `/recruiter/api/applications/${f.application.id}/interview-requests`,
        requestBody(),
      ),
      await rival.recruiterClient.post(`/recruiter/api/interview-requests/${open.id}/cancel`, {
        reason: 'x',
      }),
      await rival.recruiterClient.get(`/recruiter/api/interviews/${interview.id}`),
      await rival.recruiterClient.get(`/recruiter/api/interviews/${interview.id}/calendar.ics`),
      await rival.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/cancel`, { reason: 'x' }),
      // Another company's id is a 404 even with a time that would be refused.
      await rival.recruiterClient.post(`/recruiter/api/interviews/${interview.id}/reschedule`, {
        timezone: 'Europe/Berlin',
        slot: { date: '2020-01-01', time: '10:00' },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await rival.recruiterClient.get('/recruiter/api/interviews?scope=all')).json().data).toEqual([]);

    // A recruiter of the same company sees it (company-scoped, not creator-scoped).
    const colleague = await pipelineFixture(t, { company: f.company });
    expect(
      (await colleague.recruiterClient.get(`/recruiter/api/interviews/${interview.id}`)).statusCode,
    ).toBe(200);

    // The candidate is refused on the recruiter API before the body is looked at.
    const talentOnRecruiter = await f.talentClient.post(
      `/recruiter/api/applications/${f.application.id}/interview-requests`,
      {},
    );
    expect(talentOnRecruiter.statusCode).toBe(403);
    expect((await f.talentClient.get('/recruiter/api/interviews')).statusCode).toBe(403);
    expect((await t.client().get('/talent/api/interviews')).statusCode).toBe(401);
    // A recruiter cannot act as the candidate on the candidate's request: the talent API is for talents.
    expect((await accept(f.recruiterClient, 'talent', open.id, open.slots[0]!.id)).statusCode).toBe(403);
  });
});
