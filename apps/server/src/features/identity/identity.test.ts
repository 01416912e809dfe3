import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FileKind } from '@talent/contract/applications';
import { createOperator, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { DEMO_ACCOUNTS, seed } from '../../seed/seed.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const MINE = '/talent/api/identity-verification';
const REVIEW = '/shared/api/operator/identity-verifications';

async function talent() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function operator() {
  const user = await createOperator(t.database.db, { verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** A file row as an upload leaves it (the bytes are not needed: the reviewer never sees them). */
async function fileOf(ownerId: string, kind: FileKind) {
  const [row] = await t.database.db
    .insert(files)
    .values({
      ownerId,
      kind,
      name: `${kind}.jpg`,
      size: 1234,
      type: 'image/jpeg',
      storageKey: randomBytes(16).toString('hex'),
      sha256: randomBytes(32).toString('hex'),
      encrypted: true,
    })
    .returning();
  return row!;
}

async function documents(ownerId: string) {
  const front = await fileOf(ownerId, 'identity_document');
  const back = await fileOf(ownerId, 'identity_document');
  const selfie = await fileOf(ownerId, 'identity_selfie');
  return {
    document_type: 'national_id',
    issuing_country: 'DE',
    front_file_id: front.id,
    back_file_id: back.id,
    selfie_file_id: selfie.id,
    consent: true,
  };
}

describe('candidate identity verification', () => {
  it('starts as not_started, then a submit is pending with my own files listed', async () => {
    const { user, client } = await talent();
    const before = await client.get(MINE);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ id: null, status: 'not_started', front: null });

    const body = await documents(user.id);
    const res = await client.post(MINE, body);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'pending',
      document_type: 'national_id',
      issuing_country: 'DE',
      rejection_reason: null,
      retry_hint: null,
    });
    expect(data.front).toMatchObject({ id: body.front_file_id, kind: 'identity_document' });
    expect(data.selfie).toMatchObject({ id: body.selfie_file_id, kind: 'identity_selfie' });
    expect((await client.get(MINE)).json().data.id).toBe(data.id);
  });

  it('a passport needs no back; another document does', async () => {
    const { user, client } = await talent();
    const body = await documents(user.id);
    const noBack = await client.post(MINE, { ...body, back_file_id: null });
    expect(noBack.statusCode).toBe(422);
    expect(noBack.json().errors.back_file_id).toEqual(['Add the back of the document.']);
    const passport = await client.post(MINE, { ...body, document_type: 'passport', back_file_id: null });
    expect(passport.statusCode).toBe(201);
    expect(passport.json().data.back).toBeNull();
  });

  it("refuses another user's files and files of the wrong kind with 422 on the field, revealing nothing", async () => {
    const { user, client } = await talent();
    const other = await t.createUser();
    const body = await documents(user.id);
    const theirs = await fileOf(other.id, 'identity_document');
    const resume = await fileOf(user.id, 'resume');
    const res = await client.post(MINE, {
      ...body,
      front_file_id: theirs.id,
      selfie_file_id: resume.id,
      back_file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      front_file_id: ['Add the front of the document again.'],
      back_file_id: ['Add the back of the document again.'],
      selfie_file_id: ['Take the selfie again.'],
    });
    // A document photo is not a selfie, nor the reverse.
    const swapped = await client.post(MINE, {
      ...body,
      selfie_file_id: body.front_file_id,
      front_file_id: body.selfie_file_id,
    });
    expect(Object.keys(swapped.json().errors).sort()).toEqual(['front_file_id', 'selfie_file_id']);
    expect(await t.database.db.select().from(identityVerifications)).toHaveLength(0);
  });

  it('answers 422 without consent, 409 while pending, and 409 once verified', async () => {
    const { user, client } = await talent();
    const body = await documents(user.id);
    const noConsent = await client.post(MINE, { ...body, consent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.consent).toBeDefined();
    expect((await client.post(MINE, body)).statusCode).toBe(201);
    const again = await client.post(MINE, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/waiting for a reviewer/);
    await t.database.db
      .update(identityVerifications)
      .set({ status: 'verified', decidedAt: new Date() })
      .where(eq(identityVerifications.userId, user.id));
    const verified = await client.post(MINE, body);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toMatch(/already verified/);
  });

  it('two submits racing: one wins, the other gets 409 (the one-pending index)', async () => {
    const { user, client } = await talent();
    const body = await documents(user.id);
    const results = await Promise.all([client.post(MINE, body), client.post(MINE, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(identityVerifications)).toHaveLength(1);
  });

  it('another candidate sees only their own status, never mine', async () => {
    const a = await talent();
    await a.client.post(MINE, await documents(a.user.id));
    const b = await talent();
    const theirs = (await b.client.get(MINE)).json().data;
    expect(theirs).toMatchObject({ id: null, status: 'not_started', front: null });
  });

  it('401 for guests, 403 for unverified addresses', async () => {
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.get(MINE)).statusCode).toBe(401);
    expect((await guest.post(MINE, {})).statusCode).toBe(401);
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get(MINE)).statusCode).toBe(403);
  });

  it('refuses a submit without the CSRF token (419)', async () => {
    const { user, client } = await talent();
    const res = await client.post(MINE, await documents(user.id), { csrf: false });
    expect(res.statusCode).toBe(419);
  });
});

describe('operator review', () => {
  it('lists pending checks oldest first with metadata only, never files', async () => {
    const a = await talent();
    const b = await talent();
    await a.client.post(MINE, await documents(a.user.id));
    await b.client.post(MINE, {
      ...(await documents(b.user.id)),
      document_type: 'passport',
      back_file_id: null,
    });
    const { client } = await operator();
    const res = await client.get(`${REVIEW}?status=pending`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((v: { user: { id: string } }) => v.user.id)).toEqual([a.user.id, b.user.id]);
    expect(list[0]).toMatchObject({ status: 'pending', document_type: 'national_id', has_back: true });
    expect(list[1]).toMatchObject({ document_type: 'passport', has_back: false });
    expect(res.body).not.toMatch(/file|url|storage/i);
    expect((await client.get(`${REVIEW}?status=verified`)).json().data).toEqual([]);
    expect((await client.get(`${REVIEW}?status=not_started`)).statusCode).toBe(422);
  });

  it('verifies: the candidate sees verified and gets an identity_verified notification', async () => {
    const { user, client } = await talent();
    const submitted = (await client.post(MINE, await documents(user.id))).json().data;
    const op = await operator();
    const res = await op.client.post(`${REVIEW}/${submitted.id}/decision`, { decision: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: submitted.id, status: 'verified', rejection_reason: null });
    const mine = (await client.get(MINE)).json().data;
    expect(mine.status).toBe('verified');
    expect(mine.decided_at).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, submitted.id));
    expect(row!.decidedBy).toBe(op.user.id);
    const notes = (await client.get('/talent/api/notifications')).json();
    expect(notes.unread_count).toBe(1);
    expect(notes.data[0]).toMatchObject({ type: 'identity_verified', url: '/identity-verification' });
    // Mailed too (the default for this type), with a link back to the page.
    const mail = (await t.mail()).filter((m) => m.to === user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your identity is verified']);
    expect(mail[0]!.links).toContain(`${t.config.appUrl}/identity-verification`);
    // Decided once: a second decision is a conflict.
    const twice = await op.client.post(`${REVIEW}/${submitted.id}/decision`, {
      decision: 'rejected',
      reason: 'other',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('rejects with a reason and note: the candidate reads why and how to retry, and may send again', async () => {
    const { user, client } = await talent();
    const submitted = (await client.post(MINE, await documents(user.id))).json().data;
    const op = await operator();
    const noReason = await op.client.post(`${REVIEW}/${submitted.id}/decision`, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Give the reason for the rejection.']);
    const res = await op.client.post(`${REVIEW}/${submitted.id}/decision`, {
      decision: 'rejected',
      reason: 'document_unreadable',
      note: 'The photo is blurred.',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await client.get(MINE)).json().data;
    expect(mine).toMatchObject({
      status: 'rejected',
      rejection_reason: 'document_unreadable',
      reviewer_note: 'The photo is blurred.',
      retry_hint: expect.stringMatching(/four corners/),
    });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ type: 'identity_rejected' });
    expect(note!.body).toContain('We could not read the document.');
    expect(note!.body).toContain('The photo is blurred.');
    // After a rejection a new check may be sent.
    expect((await client.post(MINE, await documents(user.id))).statusCode).toBe(201);
    expect((await client.get(MINE)).json().data.status).toBe('pending');
  });

  it('talent gets 403 on the reviewer routes (before the body is judged); guests 401; unknown ids 404', async () => {
    const { user, client } = await talent();
    const submitted = (await client.post(MINE, await documents(user.id))).json().data;
    expect((await client.get(REVIEW)).statusCode).toBe(403);
    expect((await client.post(`${REVIEW}/${submitted.id}/decision`, {})).statusCode).toBe(403);
    expect(
      (await client.post(`${REVIEW}/${submitted.id}/decision`, { decision: 'verified' })).statusCode,
    ).toBe(403);
    expect((await client.get(MINE)).json().data.status).toBe('pending');
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.get(REVIEW)).statusCode).toBe(401);
    const op = await operator();
    const missing = await op.client.post(`${REVIEW}/00000000-0000-4000-8000-000000000000/decision`, {
      decision: 'verified',
    });
    expect(missing.statusCode).toBe(404);
    expect((await op.client.post(`${REVIEW}/nope/decision`, { decision: 'verified' })).statusCode).toBe(404);
    const noCsrf = await op.client.post(
      `${REVIEW}/${submitted.id}/decision`,
      { decision: 'verified' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(419);
  });

  it('the demo seed leaves two checks waiting for the demo operator', async () => {
    await seed(t.database.db, { jobs: 0 });
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
    const list = (await client.get(REVIEW)).json().data;
    expect(list.map((v: { user: { email: string } }) => v.user.email)).toEqual([
      'talent1@talent.test',
      'talent2@talent.test',
    ]);
    const res = await client.post(`${REVIEW}/${list[0].id}/decision`, { decision: 'verified' });
    expect(res.statusCode).toBe(200);
  });
});
