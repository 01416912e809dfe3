import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  assessmentAttempts,
  assessmentItems,
  proctoringEntries,
  skillTests,
} from '../../db/schema/assessments.schema.ts';
import { openFileStorage } from '../../lib/storage/open-storage.ts';
import { createJob, createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyJpeg, tinyPdf, tinyPng } from '../../test/test-files.ts';
import { syncItemBank } from './item-bank-sync.ts';
import { answerAll, startAttempt, useAssessmentsApp } from './testing/assessments-kit.ts';
import { FIXTURE_BANK, JS_TEST, SQL_TEST } from './testing/fixture-bank.ts';

const t = useAssessmentsApp();
const MINUTE = 60_000;
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

describe('visibility as a recruiter sees it', () => {
  it('band by default (no score), score when chosen, nothing when private; other companies get 404', async () => {
    const fixture = await pipelineFixture(t);
    const attempt = await startAttempt(fixture.talentClient, 'sql');
    await answerAll(fixture.talentClient, t.bank, attempt, 3);
    await fixture.talentClient.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
    const url = `/recruiter/api/applications/${fixture.application.id}/skill-results`;

    const band = await fixture.recruiterClient.get(url);
    expect(band.statusCode, band.body).toBe(200);
    expect(band.json().data).toEqual([
      {
        test: { slug: 'sql', title: 'SQL', skill: { slug: 'sql', name: 'SQL' } },
        visibility: 'band',
        band: expect.any(String),
        // One taker so far: the band is by score, and says so.
        band_basis: 'score',
        percent: null,
        percentile: null,
        passed: expect.any(Boolean),
        // Passing issued a signed badge; the recruiter sees it within the band.
        badge: expect.objectContaining({
          test_slug: 'sql',
          // The level follows the score, which depends on the form drawn.
          level: expect.stringMatching(/^(proficient|advanced)$/),
          status: 'valid',
        }),
        taken_at: expect.any(String),
      },
    ]);

    const shown = await fixture.talentClient.put('/talent/api/skill-tests/sql/visibility', {
      visibility: 'score',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.visibility).toBe('score');
    const score = (await fixture.recruiterClient.get(url)).json().data[0];
    expect(score.visibility).toBe('score');
    expect(score.percent).toBe(shown.json().data.best_percent);
    expect(typeof score.percent).toBe('number');

    await fixture.talentClient.put('/talent/api/skill-tests/sql/visibility', { visibility: 'private' });
    expect((await fixture.recruiterClient.get(url)).json().data).toEqual([]);

    // Another company's recruiter, and the candidate on the recruiter route.
    const other = await pipelineFixture(t);
    expect((await other.recruiterClient.get(url)).statusCode).toBe(404);
    expect((await fixture.talentClient.get(url)).statusCode).toBe(403);
    expect(
      (await fixture.talentClient.put('/talent/api/skill-tests/sql/visibility', { visibility: 'all' }))
        .statusCode,
    ).toBe(422);
  });
});

describe('proctoring by consent', () => {
  it('records events and snapshots in webcam mode, lists them, serves the image to its owner, and deletes them', async () => {
    const owner = await t.signedIn();
    const attempt = await startAttempt(owner.client, 'sql', 'webcam');
    const base = `/talent/api/assessment-attempts/${attempt.id}/proctoring`;
    const at = t.clock.at.toISOString();
    const events = await owner.client.post(`${base}/events`, {
      events: [
        { kind: 'tab_hidden', at, amount: 12, item_id: attempt.items[1]!.id },
        { kind: 'paste', at, amount: 40 },
      ],
    });
    expect(events.statusCode, events.body).toBe(204);
    const shot = await owner.client.post(`${base}/snapshots`, { image: dataUrl(tinyJpeg()), taken_at: at });
    expect(shot.statusCode, shot.body).toBe(201);
    const png = await owner.client.post(`${base}/snapshots`, {
      image: dataUrl(tinyPng(), 'image/png'),
      taken_at: at,
    });
    expect(png.statusCode, png.body).toBe(201);

    // A PDF that claims to be a JPEG, and something that is not a data URL.
    const fake = await owner.client.post(`${base}/snapshots`, { image: dataUrl(tinyPdf()), taken_at: at });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image).toBeDefined();
    expect((await owner.client.post(`${base}/snapshots`, { image: 'hello', taken_at: at })).statusCode).toBe(
      422,
    );

    const ledger = (await owner.client.get(base)).json().data;
    expect(ledger).toMatchObject({ mode: 'webcam', consented_at: attempt.started_at, deleted_at: null });
    expect(ledger.retention_until).toBe(
      new Date(new Date(attempt.deadline_at).getTime() + 30 * 86_400_000).toISOString(),
    );
    expect(ledger.entries.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'paste',
      'snapshot',
      'snapshot',
      'tab_hidden',
    ]);
    expect(ledger.entries.find((e: { kind: string }) => e.kind === 'tab_hidden')).toMatchObject({
      amount: 12,
      item_position: 2,
    });
    const snapshot = ledger.entries.find((e: { kind: string; image_url: string | null }) => e.image_url);
    const image = await owner.client.get(snapshot.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.length).toBeGreaterThan(0);
    const stranger = await t.signedIn();
    expect((await stranger.client.get(snapshot.image_url)).statusCode).toBe(404);

    // Signals never fail anyone: the attempt grades as usual.
    await answerAll(owner.client, t.bank, attempt);
    const result = (await owner.client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json()
      .data;
    expect(result.passed).toBe(true);
    expect(result.proctoring).toMatchObject({ mode: 'webcam', entries: 4, snapshots: 2, deleted_at: null });

    t.clock.advance(MINUTE);
    const deleted = await owner.client.request('DELETE', base);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({
      entries: [],
      deleted_at: t.clock.at.toISOString(),
      retention_until: null,
    });
    expect((await owner.client.get(snapshot.image_url)).statusCode).toBe(404);
    // After the end nothing more is recorded.
    expect((await owner.client.post(`${base}/events`, { events: [{ kind: 'paste', at }] })).statusCode).toBe(
      409,
    );
  });

  it('records nothing without consent, and no snapshots in signals mode', async () => {
    const { client } = await t.signedIn();
    const none = await startAttempt(client, 'sql', 'none');
    const at = t.clock.at.toISOString();
    const refused = await client.post(`/talent/api/assessment-attempts/${none.id}/proctoring/events`, {
      events: [{ kind: 'paste', at }],
    });
    expect(refused.statusCode).toBe(422);
    const signals = await t.signedIn();
    const attempt = await startAttempt(signals.client, 'sql', 'signals');
    const snap = await signals.client.post(
      `/talent/api/assessment-attempts/${attempt.id}/proctoring/snapshots`,
      {
        image: dataUrl(tinyJpeg()),
        taken_at: at,
      },
    );
    expect(snap.statusCode).toBe(422);
  });

  it('deleting mid-attempt withdraws consent; snapshots are capped at what the interval allows', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql', 'webcam');
    const base = `/talent/api/assessment-attempts/${attempt.id}/proctoring`;
    const at = t.clock.at.toISOString();
    // 20 minutes at one snapshot every 3 minutes: 7, twice over for retries, plus 2.
    for (let i = 0; i < 16; i++) {
      const res = await client.post(`${base}/snapshots`, {
        image: dataUrl(tinyPng(), 'image/png'),
        taken_at: at,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const capped = await client.post(`${base}/snapshots`, {
      image: dataUrl(tinyPng(), 'image/png'),
      taken_at: at,
    });
    expect(capped.statusCode).toBe(429);

    expect((await client.request('DELETE', base)).statusCode).toBe(200);
    const after = await client.post(`${base}/events`, { events: [{ kind: 'paste', at, amount: 2 }] });
    expect(after.statusCode).toBe(422);
    expect((await client.get(base)).json().data.entries).toEqual([]);
  });

  it('deleting the account deletes the snapshots from the store', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql', 'webcam');
    const shot = await client.post(`/talent/api/assessment-attempts/${attempt.id}/proctoring/snapshots`, {
      image: dataUrl(tinyJpeg()),
      taken_at: t.clock.at.toISOString(),
    });
    expect(shot.statusCode).toBe(201);
    const [entry] = await t.database.db.select().from(proctoringEntries);
    // The app's store, opened again on the same folder.
    const store = await openFileStorage(t.config);
    expect(await store.stat(entry!.storageKey!)).not.toBeNull();
    const deleted = await client.request('DELETE', '/talent/api/account', {
      password: DEFAULT_TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await store.stat(entry!.storageKey!)).toBeNull();
  });

  it('the retention sweep deletes captures past their date', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql', 'webcam');
    const base = `/talent/api/assessment-attempts/${attempt.id}/proctoring`;
    const shot = await client.post(`${base}/snapshots`, {
      image: dataUrl(tinyJpeg()),
      taken_at: t.clock.at.toISOString(),
    });
    expect(shot.statusCode).toBe(201);
    t.clock.advance(29 * 86_400_000);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    expect((await client.get(base)).json().data.entries).toHaveLength(1);
    t.clock.advance(2 * 86_400_000);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    const ledger = (await client.get(base)).json().data;
    expect(ledger.entries).toEqual([]);
    expect(ledger.deleted_at).not.toBeNull();
  });
});

describe('practice', () => {
  it('serves practice-only items, checks answers, and stores nothing', async () => {
    const { client } = await t.signedIn();
    const set = await client.get('/talent/api/skill-tests/sql/practice');
    expect(set.statusCode, set.body).toBe(200);
    const items = set.json().data.items;
    expect(items.map((i: { prompt: string }) => i.prompt).sort()).toEqual(
      SQL_TEST.items
        .filter((i) => i.practice)
        .map((i) => i.prompt)
        .sort(),
    );
    const choice = items.find((i: { type: string }) => i.type === 'single_choice');
    const right = choice.options.find((o: { text: string }) => o.text === '`DISTINCT`');
    const before = await t.database.db.select({ n: count() }).from(assessmentAttempts);
    const checked = await client.post('/talent/api/skill-tests/sql/practice/check', {
      item_id: choice.id,
      answer: { type: 'single_choice', option_id: right.id },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({
      correct: true,
      points: 1,
      max_points: 1,
      expected: '`DISTINCT`',
    });
    const ordering = items.find((i: { type: string }) => i.type === 'ordering');
    // The steps arrive shuffled: reverse the right order (by text), never the served one, which may already be it.
    const idOf = (text: string) => ordering.steps.find((s: { text: string }) => s.text === text).id;
    const reversed = ['`LIMIT`', '`FROM`', '`SELECT`'].map(idOf);
    const wrong = (
      await client.post('/talent/api/skill-tests/sql/practice/check', {
        item_id: ordering.id,
        answer: { type: 'ordering', order: reversed },
      })
    ).json().data;
    expect(wrong.correct).toBe(false);
    expect(wrong.expected).toBe('`SELECT` → `FROM` → `LIMIT`');
    const after = await t.database.db.select({ n: count() }).from(assessmentAttempts);
    expect(after).toEqual(before);
    const [graded] = await t.database.db
      .select()
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'sql.where-vs-having'));
    const notPractice = await client.post('/talent/api/skill-tests/sql/practice/check', {
      item_id: graded!.id,
      answer: { type: 'single_choice', option_id: 'a' },
    });
    expect(notPractice.statusCode).toBe(404);
    expect((await client.get('/talent/api/skill-tests/unknown/practice')).statusCode).toBe(404);
  });

  it('custom input that is not a JSON array is a 422 on custom_input', async () => {
    const { client } = await t.signedIn();
    const items = (await client.get('/talent/api/skill-tests/javascript/practice')).json().data.items;
    const coding = items.find((i: { type: string }) => i.type === 'coding');
    for (const custom_input of ['[1, 2', '{"a": 1}']) {
      const res = await client.post('/talent/api/skill-tests/javascript/practice/run', {
        item_id: coding.id,
        language: 'javascript',
        source: 'function larger(a, b) { return a; }',
        custom_input,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['custom_input']);
    }
    const noLanguage = await client.post('/talent/api/skill-tests/javascript/practice/run', {
      item_id: coding.id,
      language: 'typescript',
      source: '',
    });
    expect(noLanguage.statusCode).toBe(422);
  });
});

describe('lists', () => {
  it('the catalogue with my standing, search and categories; the detail with rules and jobs', async () => {
    const { client, userId } = await t.signedIn();
    await createTalentProfile(t.database.db, userId, { skills: ['sql'] });
    await createJob(t.database.db, { skills: ['sql'] });
    await createJob(t.database.db, { skills: ['sql', 'python'] });
    await createJob(t.database.db, { skills: ['javascript'] });

    const list = (await client.get('/talent/api/skill-tests')).json();
    expect(list.data.map((s: { slug: string }) => s.slug)).toEqual(['javascript', 'sql']);
    expect(list.categories).toEqual([
      { category: 'languages', label: 'Languages', count: 1 },
      { category: 'data', label: 'Data and databases', count: 1 },
    ]);
    const sql = list.data.find((s: { slug: string }) => s.slug === 'sql');
    expect(sql).toMatchObject({
      task_count: 4,
      task_kinds: ['single_choice', 'multiple_choice', 'ordering', 'short_answer'],
      languages: [],
      open_jobs: 2,
      takers: 0,
      mine: {
        state: 'new',
        attempt_id: null,
        visibility: 'band',
        redo_available: false,
        next_attempt_at: null,
      },
    });
    expect(list.data.find((s: { slug: string }) => s.slug === 'javascript').languages).toEqual([
      'javascript',
      'typescript',
      'python',
    ]);
    const searched = (await client.get('/talent/api/skill-tests?q=quer')).json().data;
    expect(searched.map((s: { slug: string }) => s.slug)).toEqual(['sql']);
    expect((await client.get('/talent/api/skill-tests?category=languages')).json().data).toHaveLength(1);
    expect((await client.get('/talent/api/skill-tests?category=nope')).statusCode).toBe(422);

    const detail = (await client.get('/talent/api/skill-tests/sql')).json().data;
    expect(detail.jobs).toEqual({ open: 2, matching_now: 2, more_with_badge: 0 });
    expect(detail.practice_items).toBe(2);
    expect(detail.rules).toMatchObject({
      task_count: 4,
      pass_mark_percent: 70,
      cooldown_days: 14,
      free_redo: true,
    });
    expect(detail.rules.tasks).toEqual([
      { type: 'single_choice', count: 2 },
      { type: 'ordering', count: 1 },
      { type: 'short_answer', count: 1 },
    ]);
    const js = (await client.get('/talent/api/skill-tests/javascript')).json().data;
    expect(js.jobs).toEqual({ open: 1, matching_now: 0, more_with_badge: 1 });
    expect((await client.get('/talent/api/skill-tests/cobol')).statusCode).toBe(404);

    // Suggested: tests for my profile's skills I have not passed.
    const mine = (await client.get('/talent/api/assessments')).json().data;
    expect(mine.suggested.map((s: { slug: string }) => s.slug)).toEqual(['sql']);
    expect(mine.in_progress).toEqual([]);
    expect(mine.assigned).toEqual([]);

    const attempt = await startAttempt(client, 'sql');
    const during = (await client.get('/talent/api/assessments')).json().data;
    expect(during.in_progress.map((a: { id: string }) => a.id)).toEqual([attempt.id]);
    expect((await client.get('/talent/api/skill-tests/sql')).json().data.mine).toMatchObject({
      state: 'in_progress',
      attempt_id: attempt.id,
      deadline_at: attempt.deadline_at,
    });
    await answerAll(client, t.bank, attempt);
    await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);

    const after = (await client.get('/talent/api/assessments')).json().data;
    expect(after.suggested).toEqual([]);
    const completed = (await client.get('/talent/api/assessments/completed')).json().data;
    expect(completed.results).toMatchObject([
      { id: attempt.id, status: 'submitted', percent: 100, band: '80_plus' },
    ]);
    expect(completed.standings).toMatchObject([
      { best_attempt_id: attempt.id, best_percent: 100, passed: true, visibility: 'band' },
    ]);
    const card = (await client.get('/talent/api/skill-tests'))
      .json()
      .data.find((s: { slug: string }) => s.slug === 'sql');
    expect(card).toMatchObject({ takers: 1, mine: { state: 'passed', best_percent: 100, band: '80_plus' } });
  });
});

describe('loading the item bank', () => {
  it('is idempotent, keeps exposure on edit, retires what left the bank and brings it back', async () => {
    const db = t.database.db;
    expect(await syncItemBank(db, FIXTURE_BANK)).toEqual([]);
    await db
      .update(assessmentItems)
      .set({ exposureCount: 7 })
      .where(eq(assessmentItems.key, 'sql.null-compare'));
    const [before] = await db
      .select()
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'sql.null-compare'));

    const edited = {
      ...SQL_TEST,
      items: SQL_TEST.items
        .filter((i) => i.key !== 'sql.index-use')
        .map((i) => (i.key === 'sql.null-compare' ? { ...i, prompt: 'What is `NULL = NULL`?' } : i)),
    };
    expect(await syncItemBank(db, [edited, JS_TEST])).toEqual(['sql']);
    const [after] = await db
      .select()
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'sql.null-compare'));
    expect(after).toMatchObject({ id: before!.id, exposureCount: 7, retiredAt: null });
    expect((after!.content as { prompt: string }).prompt).toBe('What is `NULL = NULL`?');
    const [gone] = await db.select().from(assessmentItems).where(eq(assessmentItems.key, 'sql.index-use'));
    expect(gone).toMatchObject({ retiredReason: 'removed' });
    expect(gone!.retiredAt).not.toBeNull();

    // A test that left the bank is retired (its attempts keep it), and comes back with its items.
    expect(await syncItemBank(db, [edited])).toEqual([]);
    const [js] = await db.select().from(skillTests).where(eq(skillTests.slug, 'javascript'));
    expect(js!.retiredAt).not.toBeNull();
    const { client } = await t.signedIn();
    expect((await client.get('/talent/api/skill-tests/javascript')).statusCode).toBe(404);
    expect(await syncItemBank(db, FIXTURE_BANK)).toEqual(['sql', 'javascript']);
    const [back] = await db.select().from(assessmentItems).where(eq(assessmentItems.key, 'sql.index-use'));
    expect(back!.retiredAt).toBeNull();
    expect((await client.get('/talent/api/skill-tests/javascript')).statusCode).toBe(200);
  });
});
