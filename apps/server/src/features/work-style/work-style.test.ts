import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WORK_STYLE_CLAIM_DAYS, type WorkStyle } from '@talent/contract/work-style';
import { WORK_STYLE_ITEMS, WORK_STYLE_VERSION } from '../../content/work-style/items.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { workStyleResults } from '../../db/schema/work-style.schema.ts';
import { createRecruiterUser, createTalent } from '../../seed/factories.ts';
import { sha256 } from '../../lib/tokens.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { instancesCalled } from '../../test/waiting.ts';
import { AuthService } from '../auth/auth.service.ts';
import { WORK_STYLE_RESULTS_PER_HOUR } from './work-style.service.ts';

const START = new Date('2026-03-02T09:00:00Z');
let clock = START;
const t = useTestApp({ now: () => clock });
const DAY_MS = 86_400_000;

/** An answer per statement: `value(style, reverse)` decides it. */
function sheet(value: (style: WorkStyle, reverse: boolean) => number) {
  return Object.fromEntries(WORK_STYLE_ITEMS.map((item) => [item.id, value(item.style, item.reverse)]));
}
const neutral = sheet(() => 3);

async function guest(): Promise<TestClient> {
  const client = t.client();
  await client.csrfCookie();
  return client;
}

async function signedInTalent() {
  const talent = await createTalent(t.database.db);
  const client = t.client();
  await client.login(talent.email, talent.plainPassword);
  return { talent, client };
}

function score(client: TestClient, answers: Record<string, number>, version = WORK_STYLE_VERSION) {
  return client.post('/shared/api/work-style/results', { version, answers });
}

/** Signs up through the real form and opens the mailed link, which verifies and signs in (as in the browser). */
async function signUpAndVerify(client: TestClient, email: string) {
  const services = instancesCalled(AuthService.prototype, 'register');
  const res = await client.post('/register', {
    name: 'Grace Hopper',
    email,
    password: 'Compiler-Pioneer-1952',
    password_confirmation: 'Compiler-Pioneer-1952',
  });
  expect(res.statusCode).toBe(202);
  await Promise.all(services.map((service) => service.drain()));
  const mail = (await t.mail()).find((m) => m.to === email)!;
  const verified = await client.get(mail.links[0]!.replace('http://localhost:3000', ''));
  expect(verified.statusCode).toBe(204);
}

describe('the questionnaire', () => {
  it('is public: 35 of our own statements, 7 per style, in a stable order, some reverse-keyed', async () => {
    clock = START;
    const res = await t.client().get('/shared/api/work-style/questionnaire');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.version).toBe(WORK_STYLE_VERSION);
    expect(data.minutes).toBeGreaterThan(0);
    expect(data.items).toHaveLength(35);
    expect(data.items.map((i: { id: string }) => i.id)).toEqual(WORK_STYLE_ITEMS.map((i) => i.id));
    // Which style a statement measures and whether it is reversed stay on the server.
    expect(Object.keys(data.items[0]).sort()).toEqual(['id', 'statement']);
    expect(res.body).not.toMatch(/GC Index|Game Changer|Play Maker/i);
    for (const style of ['ideas', 'strategy', 'delivery', 'polish', 'people']) {
      const own = WORK_STYLE_ITEMS.filter((i) => i.style === style);
      expect(own).toHaveLength(7);
      expect(own.some((i) => i.reverse)).toBe(true);
    }
  });
});

describe('scoring', () => {
  it('maps all-neutral answers to 5.0 everywhere, ties broken in the order of the styles', async () => {
    clock = START;
    const res = await score(await guest(), neutral);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      scores: { ideas: 5, strategy: 5, delivery: 5, polish: 5, people: 5 },
      top: ['ideas', 'strategy'],
      visibility: 'private',
    });
  });

  it('flips reverse-keyed statements: agreeing with everything is not a perfect score', async () => {
    // Six statements at 5 and the reversed one at 5 → 1: (6·5 + 1 − 7) / 28 · 10 = 8.57… → 8.6.
    const res = await score(
      await guest(),
      sheet(() => 5),
    );
    expect(res.json().data.scores).toEqual({
      ideas: 8.6,
      strategy: 8.6,
      delivery: 8.6,
      polish: 8.6,
      people: 8.6,
    });
  });

  it('scores each style from its own statements, one decimal, and reports the top two', async () => {
    const answers = sheet((style, reverse) => {
      if (style === 'ideas') return reverse ? 1 : 5; // 35 → 10
      if (style === 'strategy') return reverse ? 5 : 1; // 7 → 0
      if (style === 'people') return 2; // 6·2 + (6 − 2) = 16 → 9/28 → 3.2
      return 4; // delivery and polish: 6·4 + 2 = 26 → 19/28 → 6.8
    });
    const res = await score(await guest(), answers);
    expect(res.json().data).toMatchObject({
      scores: { ideas: 10, strategy: 0, delivery: 6.8, polish: 6.8, people: 3.2 },
      // delivery and polish tie for second: delivery comes first among the styles.
      top: ['ideas', 'delivery'],
    });
  });

  it('puts the highest first whatever the order of the styles', async () => {
    const answers = sheet((style, reverse) => {
      const agree = { ideas: 2, strategy: 3, delivery: 3, polish: 4, people: 5 }[style];
      return reverse ? 6 - agree : agree;
    });
    const { data } = (await score(await guest(), answers)).json();
    expect(data.scores).toEqual({ ideas: 2.5, strategy: 5, delivery: 5, polish: 7.5, people: 10 });
    expect(data.top).toEqual(['people', 'polish']);
  });

  it('refuses incomplete, unknown, out-of-range and stale answer sheets with 422', async () => {
    const client = await guest();
    const missing = { ...neutral };
    delete missing.ws07;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ version: WORK_STYLE_VERSION, answers: missing }, 'answers'],
      [{ version: WORK_STYLE_VERSION, answers: { ...neutral, ws99: 3 } }, 'answers'],
      [{ version: WORK_STYLE_VERSION, answers: { ...neutral, ws01: 6 } }, 'answers.ws01'],
      [{ version: WORK_STYLE_VERSION, answers: { ...neutral, ws01: 0 } }, 'answers.ws01'],
      [{ version: WORK_STYLE_VERSION, answers: { ...neutral, ws01: 2.5 } }, 'answers.ws01'],
      [{ version: WORK_STYLE_VERSION, answers: { ...neutral, ws01: 'agree' } }, 'answers.ws01'],
      [{ version: WORK_STYLE_VERSION, answers: [] }, 'answers'],
      [{ version: WORK_STYLE_VERSION + 1, answers: neutral }, 'version'],
      [{ answers: neutral }, 'version'],
      [{ version: WORK_STYLE_VERSION }, 'answers'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post('/shared/api/work-style/results', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await t.database.db.select().from(workStyleResults)).toHaveLength(0);
  });

  it('counts results per address: past the hourly budget, 429 until the window reopens', async () => {
    clock = START;
    const client = await guest();
    for (let i = 0; i < WORK_STYLE_RESULTS_PER_HOUR; i++) {
      expect((await score(client, neutral)).statusCode).toBe(201);
    }
    const refused = await score(await guest(), neutral);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock = new Date(START.getTime() + 3601_000);
    expect((await score(client, neutral)).statusCode).toBe(201);
    clock = START;
  });
});

describe('a guest result, then signup', () => {
  it('is kept under a claim token (only its hash stored) and becomes the new account’s after verification', async () => {
    clock = START;
    const browser = await guest();
    const taken = await score(
      browser,
      sheet((style) => (style === 'people' ? 5 : 3)),
    );
    expect(taken.statusCode).toBe(201);
    const { claim_token: token, id } = taken.json().data;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.database.db.select().from(workStyleResults);
    expect(row).toMatchObject({ id, userId: null, claimTokenHash: sha256(token) });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.claimExpiresAt).toEqual(new Date(START.getTime() + WORK_STYLE_CLAIM_DAYS * DAY_MS));

    // A guest cannot claim: the talent area wants an account.
    expect((await browser.post('/talent/api/work-style/claim', { claim_token: token })).statusCode).toBe(401);

    clock = new Date(START.getTime() + 2 * DAY_MS);
    await signUpAndVerify(browser, 'grace@example.com');
    expect((await browser.get('/talent/api/work-style')).json()).toEqual({ data: null });
    const claimed = await browser.post('/talent/api/work-style/claim', { claim_token: token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({
      id,
      taken_at: START.toISOString(),
      top: ['people', 'ideas'],
      visibility: 'private',
      claim_token: null,
    });
    const mine = (await browser.get('/talent/api/work-style')).json().data;
    expect(mine).toMatchObject({ id, scores: { people: 8.6, ideas: 5 } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    const [after] = await t.database.db.select().from(workStyleResults);
    expect(after).toMatchObject({ userId: user!.id, claimedAt: clock });

    // Twice: gone. Someone else with the same token: gone too, and the owner keeps it.
    expect((await browser.post('/talent/api/work-style/claim', { claim_token: token })).statusCode).toBe(410);
    const other = await signedInTalent();
    const stolen = await other.client.post('/talent/api/work-style/claim', { claim_token: token });
    expect(stolen.statusCode).toBe(410);
    expect((await other.client.get('/talent/api/work-style')).json().data).toBeNull();
    expect((await browser.get('/talent/api/work-style')).json().data.id).toBe(id);
  });

  it('answers 404 for a token never issued and 422 for none', async () => {
    const { client } = await signedInTalent();
    expect(
      (await client.post('/talent/api/work-style/claim', { claim_token: 'not-a-token' })).statusCode,
    ).toBe(404);
    const empty = await client.post('/talent/api/work-style/claim', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['claim_token']);
  });

  it('expires after WORK_STYLE_CLAIM_DAYS on the app clock (410), and the sweep then removes it (404)', async () => {
    clock = START;
    const token = (await score(await guest(), neutral)).json().data.claim_token as string;
    const kept = (await score(await guest(), neutral)).json().data.claim_token as string;
    const { client } = await signedInTalent();

    clock = new Date(START.getTime() + WORK_STYLE_CLAIM_DAYS * DAY_MS - 1000);
    await t.app.pipelineScheduler.runAll(clock);
    expect(await t.database.db.select().from(workStyleResults)).toHaveLength(2);

    clock = new Date(START.getTime() + WORK_STYLE_CLAIM_DAYS * DAY_MS);
    expect((await client.post('/talent/api/work-style/claim', { claim_token: token })).statusCode).toBe(410);
    await t.app.pipelineScheduler.runAll(clock);
    expect(await t.database.db.select().from(workStyleResults)).toHaveLength(0);
    expect((await client.post('/talent/api/work-style/claim', { claim_token: kept })).statusCode).toBe(404);
    clock = START;
  });

  it('keeps the newest result when the account already holds one, and a claimed result survives the sweep', async () => {
    clock = START;
    const older = (await score(await guest(), neutral)).json().data.claim_token as string;
    const { talent, client } = await signedInTalent();
    clock = new Date(START.getTime() + DAY_MS);
    const own = (
      await score(
        client,
        sheet(() => 5),
      )
    ).json().data;
    expect(own.claim_token).toBeNull();

    // The guest result is older: the account keeps its own, and the token is used up.
    const res = await client.post('/talent/api/work-style/claim', { claim_token: older });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(own.id);
    expect((await client.post('/talent/api/work-style/claim', { claim_token: older })).statusCode).toBe(410);

    // A newer guest result replaces it, keeping the visibility the candidate chose.
    await client.put('/talent/api/work-style/visibility', { visibility: 'profile' });
    clock = new Date(START.getTime() + 2 * DAY_MS);
    const newer = (await score(await guest(), neutral)).json().data;
    const replaced = await client.post('/talent/api/work-style/claim', { claim_token: newer.claim_token });
    expect(replaced.json().data).toMatchObject({ id: newer.id, visibility: 'profile' });

    clock = new Date(START.getTime() + 30 * DAY_MS);
    await t.app.pipelineScheduler.runAll(clock);
    const rows = await t.database.db.select().from(workStyleResults);
    expect(rows.map((r) => [r.id, r.userId])).toEqual([[newer.id, talent.id]]);
    clock = START;
  });
});

describe('a candidate’s result', () => {
  it('is saved private when signed in, replaced by a retake, shown or hidden, and deleted', async () => {
    clock = START;
    const { talent, client } = await signedInTalent();
    expect((await client.get('/talent/api/work-style')).json()).toEqual({ data: null });
    const first = (await score(client, neutral)).json().data;
    expect(first).toMatchObject({ visibility: 'private', claim_token: null });

    const shown = await client.put('/talent/api/work-style/visibility', { visibility: 'profile' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.visibility).toBe('profile');

    clock = new Date(START.getTime() + DAY_MS);
    const retake = (
      await score(
        client,
        sheet(() => 5),
      )
    ).json().data;
    expect(retake).toMatchObject({ visibility: 'profile', taken_at: clock.toISOString() });
    const rows = await t.database.db.select().from(workStyleResults);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: talent.id, claimTokenHash: null });

    const bad = await client.put('/talent/api/work-style/visibility', { visibility: 'everyone' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['visibility']);

    // A form's POST + _method reaches both.
    const hidden = await client.post('/talent/api/work-style/visibility', {
      _method: 'PUT',
      visibility: 'private',
    });
    expect(hidden.json().data.visibility).toBe('private');
    expect((await client.request('DELETE', '/talent/api/work-style')).statusCode).toBe(204);
    expect((await client.get('/talent/api/work-style')).json()).toEqual({ data: null });
    expect((await client.request('DELETE', '/talent/api/work-style')).statusCode).toBe(404);
    expect(
      (await client.put('/talent/api/work-style/visibility', { visibility: 'profile' })).statusCode,
    ).toBe(404);
    clock = START;
  });

  it('belongs to its owner only: another candidate reads, shows and deletes only their own', async () => {
    const a = await signedInTalent();
    const b = await signedInTalent();
    const own = (await score(a.client, neutral)).json().data;
    expect((await b.client.get('/talent/api/work-style')).json().data).toBeNull();
    expect(
      (await b.client.put('/talent/api/work-style/visibility', { visibility: 'profile' })).statusCode,
    ).toBe(404);
    expect((await b.client.request('DELETE', '/talent/api/work-style')).statusCode).toBe(404);
    expect((await a.client.get('/talent/api/work-style')).json().data).toMatchObject({
      id: own.id,
      visibility: 'private',
    });
  });

  it('is for talents: a recruiter scores only as a guest and has no /talent/api/work-style', async () => {
    const recruiter = await createRecruiterUser(t.database.db);
    const client = t.client();
    await client.login(recruiter.email, recruiter.plainPassword);
    const res = await score(client, neutral);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.claim_token).toEqual(expect.any(String));
    expect((await client.get('/talent/api/work-style')).statusCode).toBe(403);
    expect((await t.client().get('/talent/api/work-style')).statusCode).toBe(401);
  });

  it('reaches the recruiter’s applicant view only while the candidate shows it', async () => {
    clock = START;
    const f = await pipelineFixture(t);
    const url = `/recruiter/api/applications/${f.application.id}`;
    expect((await f.recruiterClient.get(url)).json().data.work_style).toBeNull();

    const result = (
      await score(
        f.talentClient,
        sheet((style) => (style === 'polish' ? 5 : 3)),
      )
    ).json().data;
    expect((await f.recruiterClient.get(url)).json().data.work_style).toBeNull();

    await f.talentClient.put('/talent/api/work-style/visibility', { visibility: 'profile' });
    const seen = (await f.recruiterClient.get(url)).json().data.work_style;
    expect(seen).toEqual({ taken_at: result.taken_at, scores: result.scores, top: ['polish', 'ideas'] });
    expect(seen).not.toHaveProperty('visibility');

    await f.talentClient.put('/talent/api/work-style/visibility', { visibility: 'private' });
    expect((await f.recruiterClient.get(url)).json().data.work_style).toBeNull();
  });
});
