import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { interviews, offers } from '../../db/schema/pipeline.schema.ts';
import {
  createCompany,
  createJob,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { insertEvents } from './analytics.repository.ts';
import type { NewAnalyticsEvent } from './capture-events.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const t = useTestApp({ now: () => NOW });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function view(path: string, at: Date, session: string, event = '$pageview'): NewAnalyticsEvent {
  return {
    id: crypto.randomUUID(),
    event,
    distinctId: `visitor-${session}`,
    sessionId: session,
    path,
    occurredAt: at,
    receivedAt: at,
    properties: {},
  };
}

async function operator(timeZone = 'UTC') {
  const user = await createOperator(t.database.db);
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { get: (url: string) => client.get(url, { headers: { 'x-timezone': timeZone } }) };
}

describe('page views in the console', () => {
  it('counts views per path and day in the reader’s zone, with unique sessions and empty days', async () => {
    await insertEvents(t.database.db, [
      view('/jobs', new Date(NOW.getTime() - HOUR), 's1'),
      view('/jobs', new Date(NOW.getTime() - 2 * HOUR), 's1'),
      view('/jobs', new Date(NOW.getTime() - 3 * HOUR), 's2'),
      view('/jobs?q=go#top', new Date(NOW.getTime() - 3 * HOUR), 's2'),
      // 05:00 UTC on the 10th is still the 9th in Los Angeles.
      view('/offers', new Date('2027-03-10T05:00:00Z'), 's3'),
      view('/jobs', new Date(NOW.getTime() - 6 * DAY), 's4'),
      // Outside the last 7 days, and an event that is not a page view.
      view('/ancient', new Date(NOW.getTime() - 10 * DAY), 's5'),
      view('/jobs', new Date(NOW.getTime() - HOUR), 's1', '$pageleave'),
    ]);

    const res = await (
      await operator('America/Los_Angeles')
    ).get('/shared/api/operator/analytics/page-views');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    expect(stats).toMatchObject({
      provider: 'embedded',
      time_zone: 'America/Los_Angeles',
      from: '2027-03-04',
      to: '2027-03-10',
      total_views: 6,
      unique_sessions: 4,
      truncated: false,
    });
    expect(stats.rows).toEqual([
      { day: '2027-03-10', path: '/jobs', views: 3, sessions: 2 },
      { day: '2027-03-10', path: '/jobs?q=go#top', views: 1, sessions: 1 },
      { day: '2027-03-09', path: '/offers', views: 1, sessions: 1 },
      { day: '2027-03-04', path: '/jobs', views: 1, sessions: 1 },
    ]);
    expect(stats.days).toHaveLength(7);
    expect(stats.days[0]).toEqual({ day: '2027-03-04', views: 1, sessions: 1 });
    expect(stats.days[1]).toEqual({ day: '2027-03-05', views: 0, sessions: 0 });
    expect(stats.days[6]).toEqual({ day: '2027-03-10', views: 4, sessions: 2 });

    const month = (await (await operator()).get('/shared/api/operator/analytics/page-views?days=30')).json()
      .data;
    expect(month.total_views).toBe(7);
    expect(month.days).toHaveLength(30);
  });

  it('takes only 7 or 30 days, and only from operators', async () => {
    const as = await operator();
    const wrong = await as.get('/shared/api/operator/analytics/page-views?days=14');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.days).toEqual(['Choose the last 7 or 30 days.']);

    expect((await t.client().get('/shared/api/operator/analytics/page-views')).statusCode).toBe(401);
    const talent = await createTalent(t.database.db);
    const client = t.client();
    await client.login(talent.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get('/shared/api/operator/analytics/page-views')).statusCode).toBe(403);
    expect((await client.get('/shared/api/operator/analytics/funnel')).statusCode).toBe(403);
  });
});

describe('the hiring funnel in the console', () => {
  /** A talent who signed up at `at` and went as far as `stage`. */
  async function talentAt(
    at: Date,
    stage: 'unverified' | 'verified' | 'applied' | 'interviewed' | 'offered' | 'offered-without-interview',
    job: { id: string },
    recruiterId: string,
  ) {
    const db = t.database.db;
    const user = await createTalent(db, { verified: stage !== 'unverified' });
    await db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));
    if (stage === 'unverified' || stage === 'verified') return;
    const [application] = await db
      .insert(applications)
      .values({ userId: user.id, jobId: job.id, status: 'submitted' })
      .returning();
    const applicationId = application!.id;
    if (stage === 'interviewed' || stage === 'offered') {
      await db.insert(interviews).values({
        applicationId,
        recruiterId,
        type: 'video',
        startsAt: NOW,
        endsAt: new Date(NOW.getTime() + HOUR),
        recruiterTimezone: 'UTC',
        talentTimezone: 'UTC',
      });
    }
    if (stage === 'offered' || stage === 'offered-without-interview') {
      await db.insert(offers).values({
        applicationId,
        recruiterId,
        title: 'Engineer',
        engagementType: 'full_time',
        payAmount: 1000,
        payCurrency: 'EUR',
        payPeriod: 'month',
        startDate: '2027-04-01',
        expiresAt: new Date(NOW.getTime() + 7 * DAY),
        termsHash: 'a'.repeat(64),
      });
    }
  }

  it('follows the sign-ups of the range through each step, narrowing, with conversion rates', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const recruiterUser = await createRecruiterUser(db);
    await db
      .update(users)
      .set({ createdAt: new Date('2027-03-02T10:00:00Z') })
      .where(eq(users.id, recruiterUser.id));
    const recruiter = await createRecruiter(db, company.id, { userId: recruiterUser.id });
    const job = await createJob(db, { company, recruiterId: recruiter.id });
    const inRange = new Date('2027-03-03T10:00:00Z');
    for (const stage of [
      'unverified',
      'verified',
      'applied',
      'interviewed',
      'offered',
      // An offer straight after applying still counts only as far as the application: each step needs the last.
      'offered-without-interview',
    ] as const) {
      await talentAt(inRange, stage, job, recruiter.id);
    }
    // Signed up the day before the range (in UTC), and the range's last day ends at midnight.
    await talentAt(new Date('2027-02-28T23:30:00Z'), 'offered', job, recruiter.id);
    await talentAt(new Date('2027-03-06T00:00:00Z'), 'offered', job, recruiter.id);

    const res = await (
      await operator()
    ).get('/shared/api/operator/analytics/funnel?from=2027-03-01&to=2027-03-05');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      time_zone: 'UTC',
      from: '2027-03-01',
      to: '2027-03-05',
      steps: [
        { key: 'signed_up', label: 'Signed up', count: 6, from_previous: null, from_start: 1 },
        { key: 'verified', label: 'Verified their email', count: 5, from_previous: 0.833, from_start: 0.833 },
        {
          key: 'applied',
          label: 'Sent a first application',
          count: 4,
          from_previous: 0.8,
          from_start: 0.667,
        },
        { key: 'interviewed', label: 'Got an interview', count: 2, from_previous: 0.5, from_start: 0.333 },
        { key: 'offered', label: 'Received an offer', count: 1, from_previous: 0.5, from_start: 0.167 },
      ],
    });

    // In Berlin the late sign-up of 28 February is already 1 March.
    const berlin = await (
      await operator('Europe/Berlin')
    ).get('/shared/api/operator/analytics/funnel?from=2027-03-01&to=2027-03-05');
    expect(berlin.json().data.steps[0].count).toBe(7);
  });

  it('defaults to the last 30 days, and refuses a range backwards or longer than a year', async () => {
    const as = await operator();
    const empty = (await as.get('/shared/api/operator/analytics/funnel')).json().data;
    expect(empty).toMatchObject({ from: '2027-02-09', to: '2027-03-10' });
    expect(empty.steps.map((s: { count: number; from_start: null }) => [s.count, s.from_start])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);

    const backwards = await as.get('/shared/api/operator/analytics/funnel?from=2027-03-05&to=2027-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The end date must be on or after the start date.']);
    const long = await as.get('/shared/api/operator/analytics/funnel?from=2020-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from).toBeDefined();
    expect((await as.get('/shared/api/operator/analytics/funnel?from=yesterday')).statusCode).toBe(422);
  });
});
