import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createInvitation,
  createJob,
  createOperator,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { applications, jobInvitations } from '../../db/schema/applications.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const LIST = '/talent/api/jobs/invitations';
const OPERATOR = '/shared/api/operator/invitations';

async function talent() {
  const user = await t.createUser({ verified: true });
  await createTalentProfile(t.database.db, user.id, { country: 'DE' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function operator() {
  const user = await createOperator(t.database.db, { verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return Object.assign(client, { email: user.email });
}

describe('GET /talent/api/jobs/invitations', () => {
  it('lists my invitations newest first, reads a lapsed one as expired, filters, and counts pending for the badge', async () => {
    const { user, client } = await talent();
    const db = t.database.db;
    const job = await createJob(db, { title: 'Platform Engineer', eligibleAnywhere: true });
    const declined = await createInvitation(db, user.id, {
      createdAt: ago(5 * DAY),
      status: 'declined',
      declineReason: 'salary_too_low',
      respondedAt: ago(4 * DAY),
    });
    const lapsed = await createInvitation(db, user.id, { createdAt: ago(20 * DAY), expiresAt: ago(DAY) });
    const withSalary = await createInvitation(db, user.id, {
      job,
      createdAt: ago(DAY),
      message: 'We would love to talk.',
      salaryMin: 90_000,
      salaryMax: 110_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
    });
    const newest = await createInvitation(db, user.id, { createdAt: ago(60_000) });
    // Someone else's and one to a job that has since closed are not listed.
    const other = await t.createUser({ verified: true });
    await createInvitation(db, other.id);
    const closed = await createJob(db);
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed.id));
    await createInvitation(db, user.id, { job: closed });

    const res = await client.get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((i: { id: string }) => i.id)).toEqual([
      newest.id,
      withSalary.id,
      declined.id,
      lapsed.id,
    ]);
    expect(body.data.map((i: { status: string }) => i.status)).toEqual([
      'pending',
      'pending',
      'declined',
      'expired',
    ]);
    expect(body.meta).toEqual({ pending: 2 });
    const invited = body.data[1];
    expect(invited).toMatchObject({
      message: 'We would love to talk.',
      salary: { min: 90_000, max: 110_000, currency: 'EUR', period: 'year' },
      decline_reason: null,
      responded_at: null,
      application_id: null,
      apply_path: `/jobs/${job.id}/apply?invitation=${withSalary.id}`,
      job: { id: job.id, title: 'Platform Engineer', eligible: true },
      recruiter: { id: job.recruiterId },
    });
    expect(body.data[2]).toMatchObject({ decline_reason: 'salary_too_low', salary: null });

    const only = async (status: string) =>
      (await client.get(`${LIST}?status=${status}`)).json().data.map((i: { id: string }) => i.id);
    expect(await only('pending')).toEqual([newest.id, withSalary.id]);
    expect(await only('expired')).toEqual([lapsed.id]);
    expect(await only('declined')).toEqual([declined.id]);
    expect(await only('accepted')).toEqual([]);
    const bad = await client.get(`${LIST}?status=maybe`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
  });

  it('shows the live application that came from an invitation', async () => {
    const { user, client } = await talent();
    const db = t.database.db;
    const invitation = await createInvitation(db, user.id, { status: 'accepted', respondedAt: new Date() });
    const [application] = await db
      .insert(applications)
      .values({ userId: user.id, jobId: invitation.jobId, invitationId: invitation.id, source: 'invitation' })
      .returning();
    expect((await client.get(LIST)).json().data[0].application_id).toBe(application!.id);
    await db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, application!.id));
    expect((await client.get(LIST)).json().data[0].application_id).toBeNull();
  });

  it('needs a verified login', async () => {
    expect((await t.client().get(LIST)).statusCode).toBe(401);
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get(LIST)).statusCode).toBe(403);
    const invitation = await createInvitation(t.database.db, user.id);
    expect((await client.post(`${LIST}/${invitation.id}/accept`)).statusCode).toBe(403);
    expect((await client.post(`${LIST}/${invitation.id}/decline`, {})).statusCode).toBe(403);
  });
});

describe('accepting and declining', () => {
  it('accepts a pending invitation once, then answers 409', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id);

    const res = await client.post(`${LIST}/${invitation.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: invitation.id,
      status: 'accepted',
      apply_path: `/jobs/${invitation.jobId}/apply?invitation=${invitation.id}`,
    });
    expect(Date.now() - Date.parse(data.responded_at)).toBeLessThan(60_000);
    expect((await client.get(LIST)).json().meta.pending).toBe(0);

    const again = await client.post(`${LIST}/${invitation.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already accepted this invitation.');
    const decline = await client.post(`${LIST}/${invitation.id}/decline`, { reason: 'other' });
    expect(decline.statusCode).toBe(409);
  });

  it('refuses an expired invitation with 409 and leaves it as it was', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id, {
      createdAt: ago(15 * DAY),
      expiresAt: new Date('2026-01-10T12:00:00Z'),
    });
    const res = await client.post(`${LIST}/${invitation.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This invitation expired on 10 January 2026.');
    const [row] = await t.database.db
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'pending', respondedAt: null });
  });

  it('refuses to answer an invitation to a job that has closed', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id);
    await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, invitation.jobId));
    const res = await client.post(`${LIST}/${invitation.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This job is no longer open.');
    const decline = await client.post(`${LIST}/${invitation.id}/decline`, { reason: 'other' });
    expect(decline.statusCode).toBe(409);
  });

  it('declines with a reason and a note; a missing or unknown reason is a 422 on the field', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id);

    const missing = await client.post(`${LIST}/${invitation.id}/decline`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual(['Choose a reason.']);
    const unknown = await client.post(`${LIST}/${invitation.id}/decline`, { reason: 'bored' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.reason).toBeDefined();
    const long = await client.post(`${LIST}/${invitation.id}/decline`, {
      reason: 'other',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toBeDefined();

    const res = await client.post(`${LIST}/${invitation.id}/decline`, {
      reason: 'timezone',
      note: '  Too little overlap with my hours.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'timezone',
      decline_note: 'Too little overlap with my hours.',
    });
    expect(res.json().data.responded_at).not.toBeNull();
    expect((await client.post(`${LIST}/${invitation.id}/accept`)).statusCode).toBe(409);
  });

  it("answers 404 for someone else's invitation on every route and changes nothing", async () => {
    const { user: alice } = await talent();
    const { client: bob } = await talent();
    const invitation = await createInvitation(t.database.db, alice.id);
    expect((await bob.get(LIST)).json()).toEqual({ data: [], meta: { pending: 0 } });
    expect((await bob.post(`${LIST}/${invitation.id}/accept`)).statusCode).toBe(404);
    expect((await bob.post(`${LIST}/${invitation.id}/decline`, { reason: 'other' })).statusCode).toBe(404);
    expect((await bob.post(`${LIST}/not-a-uuid/accept`)).statusCode).toBe(404);
    expect(
      (await bob.post(`${LIST}/00000000-0000-4000-8000-000000000000/decline`, { reason: 'other' }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.id, invitation.id));
    expect(row!.status).toBe('pending');
  });

  it('needs the CSRF token', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id);
    const res = await client.post(`${LIST}/${invitation.id}/accept`, {}, { csrf: false });
    expect(res.statusCode).toBe(419);
  });
});

describe('POST /shared/api/operator/invitations', () => {
  it("invites a candidate on behalf of the job's recruiter, expiring in 14 days, and the candidate sees it", async () => {
    const { user, client: candidate } = await talent();
    const job = await createJob(t.database.db, { title: 'Data Engineer' });
    const op = await operator();

    const res = await op.post(OPERATOR, {
      job_id: job.id,
      talent_email: `  ${user.email.toUpperCase()} `,
      message: 'Your Postgres work caught our eye.',
      salary: { min: 70_000, max: 85_000, currency: 'eur', period: 'year' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      status: 'pending',
      recruiter: { id: job.recruiterId },
      job: { id: job.id, title: 'Data Engineer' },
      salary: { min: 70_000, max: 85_000, currency: 'EUR', period: 'year' },
    });
    const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / DAY;
    expect(days).toBe(14);

    const list = (await candidate.get(LIST)).json();
    expect(list.meta.pending).toBe(1);
    expect(list.data[0].id).toBe(created.id);

    // The candidate hears of it in the app, with a link to their invitations.
    const notes = (await candidate.get('/talent/api/notifications')).json();
    expect(notes.data).toHaveLength(1);
    expect(notes.data[0]).toMatchObject({
      type: 'invitation_received',
      url: '/jobs/invitations',
      read_at: null,
    });
    expect(notes.data[0].body).toContain('Data Engineer');

    // One pending invitation per candidate and job.
    const dup = await op.post(OPERATOR, { job_id: job.id, talent_email: user.email, message: 'Again?' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This candidate already has a pending invitation to this job.');

    // Once answered, the recruiter may invite again, here with a shorter expiry.
    await candidate.post(`${LIST}/${created.id}/decline`, { reason: 'not_looking' });
    const again = await op.post(OPERATOR, {
      job_id: job.id,
      talent_email: user.email,
      message: 'The role changed; have another look?',
      expires_in_days: 3,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((Date.parse(again.json().data.expires_at) - Date.parse(again.json().data.created_at)) / DAY).toBe(
      3,
    );
  });

  it('replaces a lapsed pending invitation instead of refusing it', async () => {
    const { user } = await talent();
    const lapsed = await createInvitation(t.database.db, user.id, {
      createdAt: ago(20 * DAY),
      expiresAt: ago(DAY),
    });
    const op = await operator();
    const res = await op.post(OPERATOR, {
      job_id: lapsed.jobId,
      talent_email: user.email,
      message: 'Still keen?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(jobInvitations).where(eq(jobInvitations.id, lapsed.id));
    expect(row!.status).toBe('expired');
  });

  it('validates every field and names the unknown candidate or job', async () => {
    const { user } = await talent();
    const job = await createJob(t.database.db);
    const op = await operator();
    const valid = { job_id: job.id, talent_email: user.email, message: 'Hello' };

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, talent_email: 'nobody@talent.test' }, 'talent_email'],
      [{ ...valid, job_id: '00000000-0000-4000-8000-000000000000' }, 'job_id'],
      [{ ...valid, job_id: 'not-a-uuid' }, 'job_id'],
      [{ ...valid, talent_email: 'not an email' }, 'talent_email'],
      [{ ...valid, message: '   ' }, 'message'],
      [{ ...valid, expires_in_days: 0 }, 'expires_in_days'],
      [{ ...valid, salary: { min: 10, max: 5, currency: 'USD', period: 'year' } }, 'salary.max'],
      [{ ...valid, salary: { min: 10, max: 20, currency: 'dollars', period: 'year' } }, 'salary.currency'],
    ];
    for (const [body, field] of cases) {
      const res = await op.post(OPERATOR, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    // An operator is not a candidate.
    const res = await op.post(OPERATOR, { ...valid, talent_email: op.email });
    expect(res.json().errors.talent_email).toEqual(['No candidate has this email address.']);
    // A closed job cannot be invited to.
    await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    expect((await op.post(OPERATOR, valid)).json().errors.job_id).toEqual(['No open job has this id.']);
    expect(await t.database.db.$count(jobInvitations)).toBe(0);
  });

  it('is for operators only: guests 401, candidates 403 (before any field errors), CSRF as usual', async () => {
    const { user, client } = await talent();
    const job = await createJob(t.database.db);
    const body = { job_id: job.id, talent_email: user.email, message: 'Hello' };
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.post(OPERATOR, body)).statusCode).toBe(401);
    expect((await client.post(OPERATOR, body)).statusCode).toBe(403);
    expect((await client.post(OPERATOR, {})).statusCode).toBe(403);
    const op = await operator();
    expect((await op.post(OPERATOR, body, { csrf: false })).statusCode).toBe(419);
    expect(await t.database.db.$count(jobInvitations)).toBe(0);
  });
});

describe('fuzz', () => {
  // Odd values of every field (and keys that must be ignored) never make these routes fail with a 5xx.
  const nasty = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('', '\u0000', "' OR 1=1 --", '__proto__', 'x'.repeat(5000), -1, 1e20, null),
  );
  const bodies = (keys: string[]) =>
    fc.dictionary(fc.constantFrom(...keys, 'role', 'user_id', 'status', '_method'), nasty, { maxKeys: 6 });

  it('decline and operator create never answer 5xx', async () => {
    const { user, client } = await talent();
    const invitation = await createInvitation(t.database.db, user.id);
    const op = await operator();
    await fc.assert(
      fc.asyncProperty(bodies(['reason', 'note']), fc.boolean(), async (body, form) => {
        const res = await client.request('POST', `${LIST}/${invitation.id}/decline`, body, { form });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(
        bodies(['job_id', 'talent_email', 'message', 'salary', 'expires_in_days']),
        fc.boolean(),
        async (body, form) => {
          const res = await op.request('POST', OPERATOR, body, { form });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
