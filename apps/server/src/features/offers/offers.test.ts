import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@talent/contract/offers';
import { createJob, createTalentProfile } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { applicationEvents, offers } from '../../db/schema/pipeline.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';
import { CHANGED_WHILE_READING, OffersService } from './offers.service.ts';
import { termsOf } from './offers.view.ts';
import { canonicalTermsHash } from './terms-hash.ts';

const t = useTestApp();
const DAY = 86_400_000;

type Fixture = Awaited<ReturnType<typeof pipelineFixture>>;

function terms(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior Backend Engineer',
    engagement_type: 'full_time',
    pay: { amount: 50, currency: 'EUR', period: 'hour' },
    start_date: '2027-01-04',
    benefits: ['Remote budget', 'Health insurance'],
    terms: '**Probation**: three months.',
    expires_at: new Date(Date.now() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

async function send(f: Fixture, body: Record<string, unknown> = terms()): Promise<Offer> {
  const res = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/offers`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Offer;
}

async function applicationStatus(id: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row!.status;
}

async function offerRow(id: string) {
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

async function events(applicationId: string) {
  return t.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

async function notificationsOf(client: TestClient) {
  const res = await client.get('/talent/api/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ type: string; title: string; body: string; url: string | null }>;
}

async function accept(f: Fixture, offer: Offer, overrides: Record<string, unknown> = {}) {
  return f.talentClient.post(`/talent/api/offers/${offer.id}/accept`, {
    signature_name: f.talent.name,
    terms_hash: offer.terms_hash,
    ...overrides,
  });
}

describe('sending and accepting an offer', () => {
  it('moves the application to offer, then hired, with the signature stored over the hash of the stored terms', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    expect(sent).toMatchObject({
      status: 'pending',
      version: 1,
      can_respond: true,
      title: 'Senior Backend Engineer',
      pay: { amount: 50, currency: 'EUR', period: 'hour' },
      job: { id: f.job.id },
      talent: { id: f.talent.id, name: f.talent.name },
      recruiter: { id: f.recruiter.id },
      signature: null,
    });
    expect(await applicationStatus(f.application.id)).toBe('offer');

    // The candidate sees it, pending first, and is told with a deep link.
    const list = await f.talentClient.get('/talent/api/offers');
    expect(list.json().meta).toEqual({ pending: 1 });
    expect(list.json().data.map((o: Offer) => o.id)).toEqual([sent.id]);
    const told = await notificationsOf(f.talentClient);
    expect(told[0]).toMatchObject({ type: 'offer_update', url: `/offers?offer=${sent.id}` });

    // Case and extra spaces aside, the typed name is the account's name.
    const typed = `  ${f.talent.name.toUpperCase().replace(' ', '   ')} `;
    const res = await f.talentClient.post(
      `/talent/api/offers/${sent.id}/accept`,
      { signature_name: typed, terms_hash: sent.terms_hash },
      { headers: { 'user-agent': 'OfferTest/1.0' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json().data as Offer;
    expect(accepted.status).toBe('accepted');
    expect(accepted.can_respond).toBe(false);
    expect(accepted.signature).toMatchObject({ ip: '127.0.0.1', terms_hash: sent.terms_hash });

    const row = await offerRow(sent.id);
    expect(row.signedIp).toBe('127.0.0.1');
    expect(row.signedUserAgent).toBe('OfferTest/1.0');
    expect(row.signedAt).toBeInstanceOf(Date);
    expect(row.signedName!.toLowerCase()).toBe(f.talent.name.toLowerCase());
    expect(row.signedTermsHash).toBe(canonicalTermsHash(termsOf(row)));
    expect(row.signedTermsHash).toBe(row.termsHash);
    expect(await applicationStatus(f.application.id)).toBe('hired');

    const timeline = await events(f.application.id);
    expect(timeline.map((e) => e.type)).toEqual(['submitted', 'offer_sent', 'offer_accepted']);
    expect(timeline[1]).toMatchObject({ fromStatus: 'interviewing', toStatus: 'offer', offerId: sent.id });
    expect(timeline[2]).toMatchObject({ fromStatus: 'offer', toStatus: 'hired', actorKind: 'talent' });

    // The recruiter hears about it, linked to the applicant page.
    const recruiterTold = await notificationsOf(f.recruiterClient);
    expect(recruiterTold[0]).toMatchObject({
      type: 'offer_update',
      url: `/recruiter/applications/${f.application.id}`,
    });
    expect(recruiterTold[0]!.title).toContain('accepted');

    // Twice is refused.
    const again = await accept(f, sent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer has already been accepted.');
  });

  it('refuses a name that is not the account name with 422 on signature_name, and the offer stays pending', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const res = await accept(f, sent, { signature_name: 'Someone Else' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.signature_name[0]).toContain(f.talent.name);
    expect((await offerRow(sent.id)).status).toBe('pending');
    expect(await applicationStatus(f.application.id)).toBe('offer');
  });

  it('answers 422 for an expiry in the past or documents that are not the recruiter’s offer documents', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const past = await f.recruiterClient.post(
      `/recruiter/api/applications/${f.application.id}/offers`,
      terms({ expires_at: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expires_at).toBeDefined();

    const chatFile = await upload(t.app, f.recruiterClient, [['kind', 'chat_attachment']], {
      filename: 'x.pdf',
      content: tinyPdf(),
    });
    const theirs = await upload(t.app, f.talentClient, [['kind', 'offer_attachment']], {
      filename: 'y.pdf',
      content: tinyPdf(),
    });
    for (const id of [chatFile.json().data.id, theirs.json().data.id]) {
      const res = await f.recruiterClient.post(
        `/recruiter/api/applications/${f.application.id}/offers`,
        terms({ attachment_file_ids: [id] }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.attachment_file_ids).toBeDefined();
    }
    expect(await applicationStatus(f.application.id)).toBe('interviewing');
  });
});

describe('forbidden moves answer 409 with a sentence', () => {
  it('refuses a second pending offer and an offer from in_review', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    await send(f);
    const second = await f.recruiterClient.post(
      `/recruiter/api/applications/${f.application.id}/offers`,
      terms(),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already has a pending offer/);

    const early = await pipelineFixture(t, { status: 'in_review' });
    const res = await early.recruiterClient.post(
      `/recruiter/api/applications/${early.application.id}/offers`,
      terms(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An offer can be sent only while the application is at "Interviewing"; this one is "In review".',
    );
    expect(await applicationStatus(early.application.id)).toBe('in_review');
  });

  it('refuses accepting, declining or countering a withdrawn offer', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const withdrawn = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/withdraw`, {
      reason: 'The budget was frozen.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: 'The budget was frozen.',
    });
    expect(await applicationStatus(f.application.id)).toBe('interviewing');

    for (const [path, body] of [
      ['accept', { signature_name: f.talent.name, terms_hash: sent.terms_hash }],
      ['decline', { reason: 'other' }],
      ['counter', { message: 'More please' }],
    ] as const) {
      const res = await f.talentClient.post(`/talent/api/offers/${sent.id}/${path}`, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().message).toBe('This offer was withdrawn by the company.');
    }
    const twice = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/withdraw`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);

    // The talent is told, and the timeline says who withdrew it and why.
    const told = await notificationsOf(f.talentClient);
    expect(told[0]).toMatchObject({ type: 'offer_update', body: 'The budget was frozen.' });
    const last = (await events(f.application.id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'offer_withdrawn',
      fromStatus: 'offer',
      toStatus: 'interviewing',
      note: 'The budget was frozen.',
    });

    // Back at interviewing, a new offer can be sent.
    await send(f);
  });
});

describe('declining', () => {
  it('withdraws the application with the reason, the note in the event, and tells the recruiter', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const res = await f.talentClient.post(`/talent/api/offers/${sent.id}/decline`, {
      reason: 'accepted_other_offer',
      note: 'I signed elsewhere last week.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'accepted_other_offer',
      decline_note: 'I signed elsewhere last week.',
      can_respond: false,
    });
    expect(await applicationStatus(f.application.id)).toBe('withdrawn');
    const last = (await events(f.application.id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'offer_declined',
      fromStatus: 'offer',
      toStatus: 'withdrawn',
      note: 'I signed elsewhere last week.',
    });
    const told = await notificationsOf(f.recruiterClient);
    expect(told[0]).toMatchObject({ type: 'offer_update' });
    expect(told[0]!.body).toContain('I signed elsewhere last week.');

    const again = await f.talentClient.post(`/talent/api/offers/${sent.id}/decline`, { reason: 'other' });
    expect(again.statusCode).toBe(409);
  });
});

describe('counter-offers', () => {
  it('revise: version 2 with a new hash; the old hash is refused, the new one signs', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const countered = await f.talentClient.post(`/talent/api/offers/${sent.id}/counter`, {
      message: 'Could we do 60 an hour?',
      pay_amount: 60,
      start_date: '2027-02-01',
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json().data).toMatchObject({
      can_respond: false,
      status: 'pending',
      counter: {
        status: 'open',
        message: 'Could we do 60 an hour?',
        pay_amount: 60,
        start_date: '2027-02-01',
      },
    });
    expect((await notificationsOf(f.recruiterClient))[0]!.title).toContain('asked for changes');

    // One open counter at a time, and no accepting while it waits.
    const twice = await f.talentClient.post(`/talent/api/offers/${sent.id}/counter`, { message: 'And?' });
    expect(twice.statusCode).toBe(409);
    expect((await accept(f, sent)).statusCode).toBe(409);

    const revisedTerms = terms({
      pay: { amount: 58, currency: 'EUR', period: 'hour' },
      start_date: '2027-02-01',
    });
    const missing = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/counter/answer`, {
      decision: 'revise',
      message: 'We can meet you halfway.',
    });
    expect(missing.statusCode).toBe(422);
    const answered = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/counter/answer`, {
      decision: 'revise',
      message: 'We can meet you halfway.',
      terms: revisedTerms,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const revised = answered.json().data as Offer;
    expect(revised).toMatchObject({
      version: 2,
      pay: { amount: 58 },
      start_date: '2027-02-01',
      can_respond: true,
      counter: { status: 'answered', decision: 'revise', response: 'We can meet you halfway.' },
    });
    expect(revised.terms_hash).not.toBe(sent.terms_hash);
    expect(revised.terms_hash).toBe(canonicalTermsHash(termsOf(await offerRow(sent.id))));
    expect((await notificationsOf(f.talentClient))[0]!.title).toContain('revised');
    expect((await events(f.application.id)).map((e) => e.type)).toEqual([
      'submitted',
      'offer_sent',
      'offer_countered',
      'offer_revised',
    ]);

    const stale = await accept(f, sent);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CHANGED_WHILE_READING);
    expect(stale.json().message).toMatch(/^The offer changed while you were reading it/);

    const signed = await accept(f, revised);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await offerRow(sent.id)).signedTermsHash).toBe(revised.terms_hash);
    expect(await applicationStatus(f.application.id)).toBe('hired');
  });

  it('keep: the terms and hash stay, the counter is answered, and the candidate can respond again', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const noCounter = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/counter/answer`, {
      decision: 'keep',
      message: 'Nothing to answer',
    });
    expect(noCounter.statusCode).toBe(409);

    await f.talentClient.post(`/talent/api/offers/${sent.id}/counter`, { message: 'A later start?' });
    const res = await f.recruiterClient.post(`/recruiter/api/offers/${sent.id}/counter/answer`, {
      decision: 'keep',
      message: 'The date is fixed, sorry.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 1,
      terms_hash: sent.terms_hash,
      can_respond: true,
      counter: { status: 'answered', decision: 'keep', response: 'The date is fixed, sorry.' },
    });
    expect((await events(f.application.id)).at(-1)!.type).toBe('offer_counter_answered');
    expect((await accept(f, sent)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('the sweep expires a pending offer past its expiry, returns the application to interviewing and tells both sides', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const expiresAt = new Date(Date.now() + DAY);
    const sent = await send(f, terms({ expires_at: expiresAt.toISOString() }));

    await t.app.pipelineScheduler.runAll(new Date(expiresAt.getTime() - 60_000));
    expect((await offerRow(sent.id)).status).toBe('pending');

    await t.app.pipelineScheduler.runAll(new Date(expiresAt.getTime() + 60_000));
    expect((await offerRow(sent.id)).status).toBe('expired');
    expect(await applicationStatus(f.application.id)).toBe('interviewing');
    const last = (await events(f.application.id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'offer_expired',
      actorKind: 'system',
      fromStatus: 'offer',
      toStatus: 'interviewing',
    });
    expect((await notificationsOf(f.talentClient))[0]).toMatchObject({
      type: 'offer_update',
      url: `/offers?offer=${sent.id}`,
    });
    expect((await notificationsOf(f.recruiterClient))[0]!.title).toContain('expired');

    // A second run finds nothing more to do.
    await t.app.pipelineScheduler.runAll(new Date(expiresAt.getTime() + 120_000));
    expect((await events(f.application.id)).filter((e) => e.type === 'offer_expired')).toHaveLength(1);

    const res = await accept(f, sent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This offer expired on/);
  });

  it('reads a pending offer past its expiry as expired, refuses accepting it, and lets a new offer replace it', async () => {
    const f = await pipelineFixture(t, {
      status: 'interviewing',
      submittedAt: new Date(Date.now() - 5 * DAY),
    });
    const sent = await send(f);
    // As if it had been sent two days ago with a day to answer, and no sweep had run since.
    const sentAt = new Date(Date.now() - 2 * DAY);
    await t.database.db
      .update(offers)
      .set({ createdAt: sentAt, updatedAt: sentAt, expiresAt: new Date(Date.now() - DAY) })
      .where(eq(offers.id, sent.id));
    await t.database.db
      .update(applicationEvents)
      .set({ createdAt: sentAt })
      .where(eq(applicationEvents.offerId, sent.id));

    const read = await f.talentClient.get(`/talent/api/offers/${sent.id}`);
    expect(read.json().data).toMatchObject({ status: 'expired', can_respond: false });
    const list = await f.talentClient.get('/talent/api/offers');
    expect(list.json().meta.pending).toBe(0);
    expect((await f.talentClient.get('/talent/api/offers?status=pending')).json().data).toEqual([]);
    expect((await f.talentClient.get('/talent/api/offers?status=expired')).json().data).toHaveLength(1);

    const res = await accept(f, sent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/expired/);
    expect(await applicationStatus(f.application.id)).toBe('offer');

    // Sending again settles the stale one first (expired, back to interviewing), then sends.
    const next = await send(f);
    expect((await offerRow(sent.id)).status).toBe('expired');
    expect((await events(f.application.id)).map((e) => e.type)).toEqual([
      'submitted',
      'offer_sent',
      'offer_expired',
      'offer_sent',
    ]);
    expect(next.status).toBe('pending');
    const both = (await f.talentClient.get('/talent/api/offers')).json().data as Offer[];
    expect(both.map((o) => o.id)).toEqual([next.id, sent.id]);
  });
});

describe('the annual equivalent', () => {
  it('converts 50 EUR an hour to a year in the asked currency, the profile currency, else USD', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    // No profile: USD. 50 × 2080 / 0.87 = 119 540 (the recruiter's answer shows the candidate's currency too).
    expect(sent.annual_equivalent).toEqual({ amount: 119540, currency: 'USD', rates_date: '2025-11-01' });
    const usd = (await f.talentClient.get(`/talent/api/offers/${sent.id}`)).json().data as Offer;
    expect(usd.annual_equivalent).toEqual({ amount: 119540, currency: 'USD', rates_date: '2025-11-01' });

    await createTalentProfile(t.database.db, f.talent.id, {
      salary: { amount: 70000, currency: 'GBP', period: 'year' },
    });
    const gbp = (await f.talentClient.get(`/talent/api/offers/${sent.id}`)).json().data as Offer;
    // 119 540 USD × 0.76 = 90 850 GBP.
    expect(gbp.annual_equivalent).toMatchObject({ amount: 90850, currency: 'GBP' });
    // The recruiter sees it in the candidate's currency too.
    const theirs = (await f.recruiterClient.get('/recruiter/api/offers')).json().data as Offer[];
    expect(theirs[0]!.annual_equivalent).toMatchObject({ amount: 90850, currency: 'GBP' });

    // Same currency: exact, 50 × 2080.
    const eur = (await f.talentClient.get(`/talent/api/offers?currency=eur`)).json().data as Offer[];
    expect(eur[0]!.annual_equivalent).toEqual({ amount: 104000, currency: 'EUR', rates_date: null });
    const unknown = (await f.talentClient.get(`/talent/api/offers/${sent.id}?currency=XYZ`)).json().data;
    expect(unknown.annual_equivalent).toBeNull();
  });

  it('is null for an offer in a currency without a reference rate', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f, terms({ pay: { amount: 9000, currency: 'XAF', period: 'month' } }));
    const read = (await f.talentClient.get(`/talent/api/offers/${sent.id}`)).json().data as Offer;
    expect(read.annual_equivalent).toBeNull();
  });
});

describe('attachments', () => {
  it('serves the offer’s documents to its candidate and company only, and only the ones it carries', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const doc = await upload(t.app, f.recruiterClient, [['kind', 'offer_attachment']], {
      filename: 'contract.pdf',
      content: tinyPdf(),
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const other = await upload(t.app, f.recruiterClient, [['kind', 'offer_attachment']], {
      filename: 'other.pdf',
      content: tinyPdf(),
    });
    const fileId = doc.json().data.id as string;
    const sent = await send(f, terms({ attachment_file_ids: [fileId] }));
    expect(sent.attachments).toEqual([
      expect.objectContaining({
        id: fileId,
        name: 'contract.pdf',
        type: 'application/pdf',
        url: `/recruiter/api/offers/${sent.id}/attachments/${fileId}`,
      }),
    ]);

    const mine = (await f.talentClient.get(`/talent/api/offers/${sent.id}`)).json().data as Offer;
    expect(mine.attachments[0]!.url).toBe(`/talent/api/offers/${sent.id}/attachments/${fileId}`);
    const res = await f.talentClient.get(mine.attachments[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('contract.pdf');
    expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await f.recruiterClient.get(sent.attachments[0]!.url)).statusCode).toBe(200);

    // A file the offer does not carry, even the recruiter's own.
    const notCarried = await f.talentClient.get(
      `/talent/api/offers/${sent.id}/attachments/${other.json().data.id}`,
    );
    expect(notCarried.statusCode).toBe(404);

    // The candidate of another application, and another company's recruiter.
    const stranger = await pipelineFixture(t, { status: 'interviewing' });
    expect((await stranger.talentClient.get(mine.attachments[0]!.url)).statusCode).toBe(404);
    expect((await stranger.recruiterClient.get(sent.attachments[0]!.url)).statusCode).toBe(404);
  });
});

describe('access control', () => {
  it('hides an offer from another candidate and another company (404), and keeps talents out of the console (403)', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    const other = await pipelineFixture(t, { status: 'interviewing' });

    expect((await other.talentClient.get(`/talent/api/offers/${sent.id}`)).statusCode).toBe(404);
    expect((await other.talentClient.get('/talent/api/offers')).json()).toEqual({
      data: [],
      meta: { pending: 0 },
    });
    for (const [path, body] of [
      ['accept', { signature_name: other.talent.name, terms_hash: sent.terms_hash }],
      ['decline', { reason: 'other' }],
      ['counter', { message: 'mine?' }],
    ] as const) {
      expect((await other.talentClient.post(`/talent/api/offers/${sent.id}/${path}`, body)).statusCode).toBe(
        404,
      );
    }

    const rival = other.recruiterClient;
    expect((await rival.get(`/recruiter/api/offers/${sent.id}`)).statusCode).toBe(404);
    expect((await rival.get('/recruiter/api/offers')).json().data).toEqual([]);
    expect((await rival.post(`/recruiter/api/offers/${sent.id}/withdraw`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await rival.post(`/recruiter/api/offers/${sent.id}/counter/answer`, {
          decision: 'keep',
          message: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await rival.post(`/recruiter/api/applications/${f.application.id}/offers`, terms())).statusCode,
    ).toBe(404);
    expect((await f.recruiterClient.get('/recruiter/api/offers')).json().data).toHaveLength(1);

    // A talent on the console: 403, before the body is looked at.
    expect((await f.talentClient.get('/recruiter/api/offers')).statusCode).toBe(403);
    expect(
      (await f.talentClient.post(`/recruiter/api/applications/${f.application.id}/offers`, {})).statusCode,
    ).toBe(403);
    expect((await t.client().get('/talent/api/offers')).statusCode).toBe(401);
    expect((await offerRow(sent.id)).status).toBe('pending');
  });

  it('lists pending offers first, then the newest', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const first = await send(f);
    // A second application of the same candidate, to a second job of the company.
    const job = await createJob(t.database.db, { company: f.company, recruiterId: f.recruiter.id });
    const [second] = await t.database.db
      .insert(applications)
      .values({ userId: f.talent.id, jobId: job.id, status: 'interviewing' })
      .returning();
    const res = await f.recruiterClient.post(`/recruiter/api/applications/${second!.id}/offers`, terms());
    expect(res.statusCode, res.body).toBe(201);
    const newer = res.json().data as Offer;
    let list = (await f.talentClient.get('/talent/api/offers')).json();
    expect(list.data.map((o: Offer) => o.id)).toEqual([newer.id, first.id]);
    expect(list.meta.pending).toBe(2);

    await f.talentClient.post(`/talent/api/offers/${newer.id}/decline`, { reason: 'compensation' });
    list = (await f.talentClient.get('/talent/api/offers')).json();
    expect(list.data.map((o: Offer) => o.id)).toEqual([first.id, newer.id]);
    expect(list.meta.pending).toBe(1);
    expect((await f.talentClient.get('/talent/api/offers?status=declined')).json().data).toHaveLength(1);
  });
});

describe('cancelForApplication (the candidate withdraws the application)', () => {
  it('declines the pending offer with reason application_withdrawn and records it, inside the caller’s transaction', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await send(f);
    // Only the database is used here; the applications feature calls it the same way from its withdrawal.
    const offersService = new OffersService({ db: t.database.db } as ConstructorParameters<
      typeof OffersService
    >[0]);
    const actor = { kind: 'talent' as const, userId: f.talent.id, name: f.talent.name };
    await t.database.db.transaction(async (tx) => {
      await offersService.cancelForApplication(tx, f.application.id, actor);
      await offersService.cancelForApplication(tx, f.application.id, actor);
    });
    const row = await offerRow(sent.id);
    expect(row).toMatchObject({ status: 'declined', declineReason: 'application_withdrawn' });
    const declined = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, f.application.id),
          eq(applicationEvents.type, 'offer_declined'),
        ),
      );
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ offerId: sent.id, actorKind: 'talent' });
    // The application's own move is the caller's.
    expect(await applicationStatus(f.application.id)).toBe('offer');
  });
});
