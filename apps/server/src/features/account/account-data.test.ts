import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AccountExportSchema } from '@talent/contract/account';
import {
  createInvitation,
  createJob,
  createRecruiter,
  createRecruiterUser,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import * as schema from '../../db/schema/index.ts';
import {
  applicationDrafts,
  applications,
  files,
  idempotencyKeys,
  uploadChunks,
} from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations, messages } from '../../db/schema/chat.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { savedJobs, savedSearches } from '../../db/schema/jobs.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import {
  applicationEvents,
  interviewRequests,
  interviews,
  interviewSlots,
  offers,
} from '../../db/schema/pipeline.schema.ts';
import {
  resumeDrafts,
  resumeExtractions,
  resumeSuggestions,
  talentEducation,
  talentExperience,
  talentLanguages,
} from '../../db/schema/profile.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { instancesCalled } from '../../test/waiting.ts';
import { AuthService } from '../auth/auth.service.ts';
import { tinyJpeg, tinyPdf, tinyPng, upload } from '../../test/test-files.ts';
import { canonicalTermsHash } from '../offers/terms-hash.ts';
import { syncItemBank } from '../assessments/item-bank-sync.ts';
import { FIXTURE_BANK } from '../assessments/testing/fixture-bank.ts';
import { EXPORTED_TABLES } from './account-export.ts';

const t = useTestApp();

/** Which rows of a table are the user's. */
type Owned = (userId: string) => SQL;

const ownApplications = (userId: string) =>
  t.database.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));

/**
 * Every table with a foreign key to users or applications, and how its rows are the user's: the column naming the
 * owner (user_id / owner_id / talent_id); else, for the pipeline (whose users keys name the staff account that
 * acted), the application it hangs off; else the users key. The slots of an interview request are walked too.
 */
function userTables(): Array<{ name: string; table: PgTable; owned: Owned }> {
  const found: Array<{ name: string; table: PgTable; owned: Owned }> = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const refs = config.foreignKeys.map((fk) => fk.reference());
    const toUsers = refs.filter((ref) => ref.foreignTable === users).flatMap((ref) => ref.columns);
    const toApplications = refs
      .filter((ref) => ref.foreignTable === applications)
      .flatMap((ref) => ref.columns);
    const column =
      config.columns.find((c) => ['user_id', 'owner_id', 'talent_id'].includes(c.name)) ?? undefined;
    // A recruiter's link to their account: talent accounts never have one (the recruiter console exports its own).
    if (config.name === 'recruiters') continue;
    if (config.name === 'users') {
      found.push({ name: 'users', table: value, owned: (id) => eq(users.id, id) });
    } else if (column) {
      found.push({ name: config.name, table: value, owned: (id) => eq(column, id) });
    } else if (toApplications[0]) {
      const via = toApplications[0];
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownApplications(id)) });
    } else if (toUsers[0]) {
      const via = toUsers[0];
      found.push({ name: config.name, table: value, owned: (id) => eq(via, id) });
    }
  }
  found.push({
    name: 'interview_slots',
    table: interviewSlots,
    owned: (id) =>
      inArray(
        interviewSlots.requestId,
        t.database.db
          .select({ id: interviewRequests.id })
          .from(interviewRequests)
          .where(inArray(interviewRequests.applicationId, ownApplications(id))),
      ),
  });
  return found;
}

async function countFor(table: PgTable, owned: Owned | PgColumn, userId: string): Promise<number> {
  const where = typeof owned === 'function' ? owned(userId) : eq(owned, userId);
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(rows[0]!.n);
}

async function storedNames(): Promise<Set<string>> {
  const root = join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile() && !e.parentPath.includes('.tmp')).map((e) => e.name));
}

/** A candidate with at least one row in every table that holds user data, made the way the app makes them. */
async function fullCandidate() {
  const db = t.database.db;
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);

  const resume = await upload(t.app, client, [['kind', 'resume']], {
    filename: 'cv.pdf',
    content: tinyPdf(),
  });
  expect(resume.statusCode, resume.body).toBe(201);
  const resumeId = resume.json().data.id as string;
  const idDoc = await upload(t.app, client, [['kind', 'identity_document']], {
    filename: 'id.jpg',
    content: tinyJpeg(),
  });
  expect(idDoc.statusCode, idDoc.body).toBe(201);
  // An unfinished resumable upload, one chunk in.
  const started = await client.post('/talent/api/uploads', {
    kind: 'resume',
    name: 'big.pdf',
    size: 4096,
    type: 'application/pdf',
  });
  expect(started.statusCode, started.body).toBe(201);
  const chunk = await t.app.inject({
    method: 'PATCH',
    url: `/talent/api/uploads/${started.json().data.id}`,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: tinyPdf(),
  });
  expect(chunk.statusCode, chunk.body).toBe(200);

  await createTalentProfile(db, user.id, { skills: ['typescript'] });
  await db
    .insert(talentExperience)
    .values({ userId: user.id, position: 0, company: 'Acme', title: 'Engineer', startMonth: '2020-01' });
  await db.insert(talentEducation).values({ userId: user.id, position: 0, school: 'TU Berlin' });
  await db.insert(talentLanguages).values({ userId: user.id, code: 'en', level: 'native', position: 0 });
  await db.insert(resumeSuggestions).values({
    userId: user.id,
    fileId: resumeId,
    kind: 'skill',
    label: 'TypeScript',
    value: 'typescript',
  });
  await db.insert(resumeExtractions).values({ fileId: resumeId, userId: user.id, status: 'ready' });
  await db.insert(resumeDrafts).values({
    userId: user.id,
    fileId: resumeId,
    experience: [
      {
        title: 'Engineer',
        company: 'Acme',
        start_month: '2020-01',
        end_month: null,
        location: '',
        description: '',
      },
    ],
  });

  const job = await createJob(db);
  await createInvitation(db, user.id);
  const [application] = await db
    .insert(applications)
    .values({ userId: user.id, jobId: job.id, resumeFileId: resumeId, status: 'offer' })
    .returning();
  const other = await createJob(db);
  await db.insert(applicationDrafts).values({ userId: user.id, jobId: other.id, data: { cover_note: 'Hi' } });
  await db.insert(savedJobs).values({ userId: user.id, jobId: other.id });
  await db.insert(savedSearches).values({ userId: user.id, name: 'Remote TS', query: { q: 'typescript' } });
  await db.insert(idempotencyKeys).values({
    userId: user.id,
    key: 'k-1',
    method: 'POST',
    path: '/talent/api/x',
    requestHash: 'a'.repeat(64),
    statusCode: 201,
    responseBody: '{}',
  });
  await db.insert(identityVerifications).values({
    userId: user.id,
    documentType: 'passport',
    issuingCountry: 'DE',
    frontFileId: idDoc.json().data.id,
    status: 'rejected',
    rejectionReason: 'document_unreadable',
  });
  await db
    .insert(notifications)
    .values({ userId: user.id, type: 'job_alert', title: 'New jobs', body: '3 new' });
  const recruiterUser = await createRecruiterUser(db, { verified: true });
  const recruiter = await createRecruiter(db, job.companyId, { userId: recruiterUser.id });
  const [conversation] = await db
    .insert(conversations)
    .values({ kind: 'direct', talentId: user.id, recruiterId: recruiter.id })
    .returning();
  await db.insert(messages).values([
    { id: crypto.randomUUID(), conversationId: conversation!.id, senderId: recruiterUser.id, body: 'Hello' },
    { id: crypto.randomUUID(), conversationId: conversation!.id, senderId: user.id, body: 'Hi there' },
  ]);

  // The application's pipeline: its timeline, an interview request with a slot, an interview, an offer.
  await db.insert(applicationEvents).values([
    {
      applicationId: application!.id,
      type: 'submitted',
      toStatus: 'submitted',
      actorKind: 'talent',
      actorUserId: user.id,
      actorName: user.name,
      summary: 'You applied',
    },
    {
      applicationId: application!.id,
      type: 'offer_sent',
      actorKind: 'recruiter',
      actorUserId: recruiterUser.id,
      actorName: recruiter.name,
      summary: 'An offer',
    },
  ]);
  const [request] = await db
    .insert(interviewRequests)
    .values({
      applicationId: application!.id,
      recruiterId: recruiter.id,
      createdByUserId: recruiterUser.id,
      type: 'video',
      durationMinutes: 30,
      agenda: 'Intro',
      recruiterTimezone: 'Europe/Berlin',
      status: 'accepted',
    })
    .returning();
  const startsAt = new Date(Date.now() + 86_400_000);
  await db.insert(interviewSlots).values({ requestId: request!.id, startsAt, proposedBy: 'recruiter' });
  await db.insert(interviews).values({
    applicationId: application!.id,
    requestId: request!.id,
    recruiterId: recruiter.id,
    type: 'video',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 1_800_000),
    recruiterTimezone: 'Europe/Berlin',
    talentTimezone: 'Europe/Berlin',
    privateNotes: 'PRIVATE-RECRUITER-NOTE',
  });
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  await db.insert(offers).values({
    applicationId: application!.id,
    recruiterId: recruiter.id,
    createdByUserId: recruiterUser.id,
    title: 'Engineer',
    engagementType: 'full_time',
    payAmount: 80_000,
    payCurrency: 'EUR',
    payPeriod: 'year',
    startDate: '2027-01-04',
    expiresAt,
    termsHash: canonicalTermsHash({
      title: 'Engineer',
      engagement_type: 'full_time',
      pay: { amount: 80_000, currency: 'EUR', period: 'year' },
      start_date: '2027-01-04',
      benefits: [],
      terms: '',
      expires_at: expiresAt.toISOString(),
    }),
  });

  // Feedback with a screenshot, and a follow-up of theirs on it.
  const shot = await upload(t.app, client, [['kind', 'feedback_screenshot']], {
    filename: 'page.png',
    content: tinyPng(),
  });
  expect(shot.statusCode, shot.body).toBe(201);
  const sent = await client.post('/shared/api/feedback', {
    token: t.config.feedback.token,
    category: 'bug',
    what_happened: 'The map does not load.',
    expected: 'A map of jobs.',
    screenshot_file_id: shot.json().data.id,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const followUp = await client.post(`/shared/api/feedback/${sent.json().data.id}/replies`, {
    body: 'It happens on Firefox too.',
  });
  expect(followUp.statusCode, followUp.body).toBe(201);

  // A skill test taken with browser signals on, an answer saved, and a choice of who sees the result.
  await syncItemBank(db, FIXTURE_BANK);
  const sitting = await client.post('/talent/api/skill-tests/sql/attempts', {
    proctoring: 'signals',
    accept_rules: true,
  });
  expect(sitting.statusCode, sitting.body).toBe(201);
  const attempt = sitting.json().data;
  const saved = await client.put(
    `/talent/api/assessment-attempts/${attempt.id}/answers/${attempt.items[3].id}`,
    {
      answer: { type: 'short_answer', text: 'count' },
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const signal = await client.post(`/talent/api/assessment-attempts/${attempt.id}/proctoring/events`, {
    events: [{ kind: 'tab_hidden', at: new Date().toISOString(), amount: 4 }],
  });
  expect(signal.statusCode, signal.body).toBe(204);
  const shown = await client.put('/talent/api/skill-tests/sql/visibility', { visibility: 'score' });
  expect(shown.statusCode, shown.body).toBe(200);
  // A skill badge (and so the holder id its credential names).
  await t.app.badges.issueForPass(db, {
    userId: user.id,
    testSlug: 'react',
    skillSlug: 'react',
    skillName: 'React',
    testTitle: 'React skill test',
    level: 'proficient',
    attemptId: crypto.randomUUID(),
    percent: 80,
    issuedAt: new Date(),
  });

  // The fixture must reach every table that holds user data: a new table fails here until it is added.
  for (const { name, table, owned } of userTables()) {
    expect(await countFor(table, owned, user.id), `no ${name} row in the fixture`).toBeGreaterThan(0);
  }
  return { user, client };
}

describe('GET /talent/api/account/export', () => {
  it('exports every table holding my rows, as a dated JSON attachment, without secrets', async () => {
    const { user, client } = await fullCandidate();
    // Someone else's rows never appear.
    await fullCandidate();
    const res = await client.get('/talent/api/account/export');
    expect(res.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="talent-data-${day}.json"`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(res.body);
    expect(AccountExportSchema.safeParse(body).success).toBe(true);

    for (const { name, table, owned } of userTables()) {
      const section = EXPORTED_TABLES[name as keyof typeof EXPORTED_TABLES];
      expect(section, `table ${name} holds user rows but is not exported`).toBeDefined();
      const rows = await countFor(table, owned, user.id);
      const exported = body[section];
      expect(exported, `section ${section}`).toBeDefined();
      expect(Array.isArray(exported) ? exported.length : 1, `rows of ${name}`).toBe(rows);
    }

    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.profile.user_id).toBe(user.id);
    expect(body.skills).toEqual([expect.objectContaining({ slug: 'typescript', name: 'TypeScript' })]);
    expect(body.applications[0]).toHaveProperty('job_title');
    expect(body.files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      'feedback_screenshot',
      'identity_document',
      'resume',
    ]);
    expect(body.feedback[0]).toMatchObject({ what_happened: 'The map does not load.', status: 'new' });
    expect(body.feedback[0].replies).toEqual([
      expect.objectContaining({ from: 'author', body: 'It happens on Firefox too.' }),
    ]);
    expect(body.feedback[0]).not.toHaveProperty('tags');
    expect(body.files.find((f: { kind: string }) => f.kind === 'identity_document').encrypted).toBe(true);
    expect(body.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.notification_preferences.account_security).toEqual({ in_app: true, email: true });
    expect(body.sessions[0]).toHaveProperty('user_agent');

    // No password hash, session secrets, storage keys, reviewer identity or stored response bodies.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(res.body).not.toContain(row!.password);
    expect(res.body).not.toMatch(
      /"(password|id_hash|csrf_token|storage_key|decided_by|response_body|request_hash|private_notes|created_by_user_id|actor_user_id)"/,
    );
    expect(res.body).not.toContain('PRIVATE-RECRUITER-NOTE');
    expect(body.offers[0]).toMatchObject({ title: 'Engineer', status: 'pending' });
    expect(body.interview_slots).toHaveLength(1);
    const keys = await t.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.ownerId, user.id));
    for (const { key } of keys) expect(res.body).not.toContain(key);
    expect(res.body).not.toContain(client.cookies.get('talent_session')!);
  });

  it('answers 401 to guests', async () => {
    expect((await t.client().get('/talent/api/account/export')).statusCode).toBe(401);
  });
});

describe('DELETE /talent/api/account', () => {
  const del = (client: TestClient, body: Record<string, unknown>, options = {}) =>
    client.request('DELETE', '/talent/api/account', body, options);

  it('needs the password and the typed confirmation', async () => {
    const { user, client } = await fullCandidate();
    const wrong = await del(client, { password: 'not-it', confirmation: 'DELETE' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const unconfirmed = await del(client, { password: DEFAULT_TEST_PASSWORD, confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({ confirmation: ['Type DELETE to confirm.'] });
    const noCsrf = await del(
      client,
      { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(419);
    expect(await countFor(users, users.id as PgColumn, user.id)).toBe(1);
  });

  it('deletes every row and stored file of mine (and nobody else’s), ends my sessions, frees the email', async () => {
    const { user, client } = await fullCandidate();
    const elsewhere = t.client();
    await elsewhere.login(user.email, DEFAULT_TEST_PASSWORD);
    const other = await fullCandidate();
    const db = t.database.db;

    const mine = [
      ...(await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, user.id))),
      ...(await db.select({ key: uploadChunks.storageKey }).from(uploadChunks)),
    ].map((r) => r.key);
    const theirs = (
      await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, other.user.id))
    ).map((r) => r.key);
    const before = await storedNames();
    for (const key of [...mine, ...theirs]) expect(before.has(key), `object ${key} on disk`).toBe(true);

    const oldCookie = client.cookies.get('talent_session')!;
    const res = await del(client, { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' });
    expect(res.statusCode, res.body).toBe(204);
    const cleared = (
      res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>
    ).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['talent_session', 'XSRF-TOKEN']));

    for (const { name, table, owned } of userTables()) {
      expect(await countFor(table, owned, user.id), `${name} rows left`).toBe(0);
      expect(await countFor(table, owned, other.user.id), `${name} rows of another user`).toBeGreaterThan(0);
    }
    const after = await storedNames();
    // Only the other user's chunk objects may remain besides their files.
    for (const key of mine.filter((k) => !theirs.includes(k))) {
      if ((await db.select().from(uploadChunks).where(eq(uploadChunks.storageKey, key))).length) continue;
      expect(after.has(key), `object ${key} left on disk`).toBe(false);
    }
    for (const key of theirs) expect(after.has(key)).toBe(true);

    // The old cookie and the other device are signed out.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { accept: 'application/json', cookie: `talent_session=${oldCookie}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);

    // The address can sign up again: a new, unverified account, and the verification mail (not "someone tried").
    const fresh = t.client();
    await fresh.csrfCookie();
    const signUps = instancesCalled(AuthService.prototype, 'register');
    const again = await fresh.post('/register', {
      name: 'Back Again',
      email: user.email,
      password: 'Another-Long-Passphrase-42',
      password_confirmation: 'Another-Long-Passphrase-42',
    });
    expect(again.statusCode, again.body).toBe(202);
    await Promise.all(signUps.map((service) => service.drain()));
    const [reborn] = await db.select().from(users).where(eq(users.email, user.email));
    expect(reborn!.id).not.toBe(user.id);
    expect((await t.mail()).filter((m) => m.to === user.email).at(-1)!.subject).toBe('Verify Email Address');
  });

  it('works as a form POST with _method=DELETE', async () => {
    const user = await t.createUser({ verified: true });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.post(
      '/talent/api/account',
      { _method: 'DELETE', password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
      { form: true },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await countFor(users, users.id as PgColumn, user.id)).toBe(0);
  });
});
