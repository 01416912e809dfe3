import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Attempt } from '@talent/contract/assessments';
import {
  assessmentAnswers,
  assessmentAttempts,
  assessmentItems,
  skillTests,
} from '../../db/schema/assessments.schema.ts';
import { createTalent } from '../../seed/factories.ts';
import {
  answerAll,
  rightAnswer,
  startAttempt,
  useAssessmentsApp,
  wrongAnswer,
} from './testing/assessments-kit.ts';

const t = useAssessmentsApp();
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('starting an attempt', () => {
  it('draws a form by the blueprint, without keys, with the clock from the app', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    expect(attempt.status).toBe('in_progress');
    expect(attempt.started_at).toBe(t.clock.at.toISOString());
    expect(new Date(attempt.deadline_at).getTime() - t.clock.at.getTime()).toBe(20 * MINUTE);
    expect(attempt.time_limit_seconds).toBe(20 * 60);
    expect(attempt.items.map((i) => i.type).filter((k) => k.endsWith('choice'))).toHaveLength(2);
    expect(attempt.items.filter((i) => i.type === 'ordering')).toHaveLength(1);
    expect(attempt.items.filter((i) => i.type === 'short_answer')).toHaveLength(1);
    // No key, no explanation, and option ids that are not the bank's.
    const body = JSON.stringify(attempt);
    expect(body).not.toMatch(/"correct"|"explanation"|"accept"|"criteria"|"hidden"/);
    for (const item of attempt.items) {
      if (item.type === 'single_choice' || item.type === 'multiple_choice') {
        for (const option of item.options) expect(option.id).not.toMatch(/^[a-e]$/);
      }
    }
    // Practice-only items are never drawn.
    expect(body).not.toContain('duplicate rows');
  });

  it('counts exposure and retires an item at the cap (10,000)', async () => {
    const db = t.database.db;
    const exposure = async (key: string) =>
      (await db.select().from(assessmentItems).where(eq(assessmentItems.key, key)))[0]!;
    // One short answer one draw short of the cap; the other never shown, so it is drawn first.
    await db
      .update(assessmentItems)
      .set({ exposureCount: 9_999 })
      .where(eq(assessmentItems.key, 'sql.count-keyword'));
    const first = await t.signedIn();
    const attempt = await startAttempt(first.client, 'sql');
    expect(attempt.items.some((i) => i.prompt.startsWith('Which aggregate function'))).toBe(false);
    const [counted] = await db
      .select({ n: sql<number>`sum(${assessmentItems.exposureCount})::int` })
      .from(assessmentItems)
      .where(and(eq(assessmentItems.practice, false), sql`${assessmentItems.key} LIKE 'sql.%'`));
    expect(Number(counted!.n)).toBe(9_999 + attempt.items.length);

    // With the fresh short answer gone, the worn one is drawn, reaches the cap and is retired for good.
    await db
      .update(assessmentItems)
      .set({ retiredAt: new Date(), retiredReason: 'removed' })
      .where(eq(assessmentItems.key, 'sql.explain-index'));
    const second = await t.signedIn();
    const next = await startAttempt(second.client, 'sql');
    expect(next.items.some((i) => i.prompt.startsWith('Which aggregate function'))).toBe(true);
    expect(await exposure('sql.count-keyword')).toMatchObject({
      exposureCount: 10_000,
      retiredReason: 'exposure',
    });
    expect((await exposure('sql.count-keyword')).retiredAt).not.toBeNull();

    // No performance task left: nobody can start the test.
    const third = await t.signedIn();
    const refused = await third.client.post('/talent/api/skill-tests/sql/attempts', {
      proctoring: 'none',
      accept_rules: true,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('resumes the attempt in progress with the same form and the saved answers ("reload")', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    const first = attempt.items[0]!;
    const answer = rightAnswer(t.bank, first);
    const saved = await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${first.id}`, {
      answer,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    t.clock.advance(5 * MINUTE);
    const again = await client.post('/talent/api/skill-tests/sql/attempts', {
      proctoring: 'none',
      accept_rules: true,
    });
    expect(again.statusCode).toBe(200);
    const resumed = again.json().data as Attempt;
    expect(resumed.id).toBe(attempt.id);
    expect(resumed.items).toEqual(attempt.items);
    expect(resumed.deadline_at).toBe(attempt.deadline_at);

    const read = await client.get(`/talent/api/assessment-attempts/${attempt.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.answers).toEqual([{ item_id: first.id, answer, saved_at: expect.any(String) }]);
    expect(read.json().data.server_now).toBe(t.clock.at.toISOString());
  });

  it('asks for the rules to be accepted and a proctoring choice', async () => {
    const { client } = await t.signedIn();
    const res = await client.post('/talent/api/skill-tests/sql/attempts', { proctoring: 'always' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['accept_rules', 'proctoring']);
    expect(
      (await client.post('/talent/api/skill-tests/nope/attempts', { proctoring: 'none', accept_rules: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('different candidates', () => {
  it('get different forms (random among equally fresh items, options shuffled per attempt)', async () => {
    const forms = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { client } = await t.signedIn();
      const attempt = await startAttempt(client, 'sql');
      forms.add(
        attempt.items
          .map((item) => `${item.id}:${'options' in item ? item.options.map((o) => o.text).join('|') : ''}`)
          .join(),
      );
    }
    expect(forms.size).toBeGreaterThan(1);
  });

  it("never reach another candidate's attempt (404 on every route)", async () => {
    const owner = await t.signedIn();
    const attempt = await startAttempt(owner.client, 'sql', 'signals');
    const other = await t.signedIn();
    const base = `/talent/api/assessment-attempts/${attempt.id}`;
    const item = attempt.items[0]!;
    const answer = rightAnswer(t.bank, item);
    const tries = [
      other.client.get(base),
      other.client.put(`${base}/answers/${item.id}`, { answer }),
      other.client.post(`${base}/run`, { item_id: item.id, language: 'javascript', source: '' }),
      other.client.post(`${base}/submit`),
      other.client.get(`${base}/result`),
      other.client.post(`${base}/proctoring/events`, {
        events: [{ kind: 'paste', at: new Date().toISOString(), amount: 3 }],
      }),
      other.client.get(`${base}/proctoring`),
      other.client.request('DELETE', `${base}/proctoring`),
      other.client.get('/talent/api/assessment-attempts/not-a-uuid'),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404);
    // Nothing changed for the owner.
    const mine = await owner.client.get(base);
    expect(mine.json().data.answers).toEqual([]);
    expect(mine.json().data.status).toBe('in_progress');
  });

  it('a guest gets 401', async () => {
    const res = await t.client().get('/talent/api/skill-tests');
    expect(res.statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('refuses an answer of the wrong kind, unknown options, and an item not on the form', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    const choice = attempt.items.find((i) => i.type === 'single_choice' || i.type === 'multiple_choice')!;
    const base = `/talent/api/assessment-attempts/${attempt.id}/answers`;
    const wrongKind = await client.put(`${base}/${choice.id}`, { answer: { type: 'ordering', order: [] } });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.answer).toBeDefined();
    const unknown =
      choice.type === 'single_choice'
        ? { type: 'single_choice', option_id: 'a' }
        : { type: 'multiple_choice', option_ids: ['a'] };
    expect((await client.put(`${base}/${choice.id}`, { answer: unknown })).statusCode).toBe(422);
    const [practice] = await t.database.db
      .select()
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'sql.practice-distinct'));
    expect(
      (await client.put(`${base}/${practice!.id}`, { answer: { type: 'single_choice', option_id: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await client.put(`${base}/${choice.id}`, { answer: { type: 'nope' } })).statusCode).toBe(422);
  });
});

describe('the deadline', () => {
  it('refuses a late answer with 409, and a read closes and grades with the answers saved in time', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    const [first, second] = attempt.items;
    const base = `/talent/api/assessment-attempts/${attempt.id}`;
    expect(
      (await client.put(`${base}/answers/${first!.id}`, { answer: rightAnswer(t.bank, first!) })).statusCode,
    ).toBe(200);

    t.clock.advance(20 * MINUTE);
    const late = await client.put(`${base}/answers/${second!.id}`, { answer: rightAnswer(t.bank, second!) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/This attempt has ended/);

    const read = await client.get(base);
    expect(read.json().data).toMatchObject({
      status: 'expired',
      closed_by: 'deadline',
      submitted_at: attempt.deadline_at,
    });
    const result = await client.get(`${base}/result`);
    expect(result.statusCode).toBe(200);
    const max = result.json().data.max_points;
    expect(result.json().data.points).toBe(attempt.items[0]!.points);
    expect(result.json().data.percent).toBe(Math.floor((attempt.items[0]!.points / max) * 100));
    // Only the answer saved in time was kept.
    const answers = await t.database.db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.attemptId, attempt.id));
    expect(answers.map((a) => a.itemId)).toEqual([first!.id]);
    expect((await client.post(`${base}/submit`)).statusCode).toBe(409);
  });

  it('the sweep closes and grades an attempt nobody reads', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, attempt);
    t.clock.advance(19 * MINUTE);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    let [row] = await t.database.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, attempt.id));
    expect(row!.status).toBe('in_progress');
    t.clock.advance(2 * MINUTE);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    [row] = await t.database.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, attempt.id));
    expect(row).toMatchObject({
      status: 'expired',
      closedBy: 'deadline',
      percent: 100,
      passed: true,
      level: 'advanced',
    });
    expect(row!.submittedAt).toEqual(new Date(attempt.deadline_at));
  });

  it('a result is not ready while the attempt is in progress', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    expect((await client.get(`/talent/api/assessment-attempts/${attempt.id}/result`)).statusCode).toBe(409);
  });
});

describe('grading and results', () => {
  it('grades on the server: every task right passes at the advanced level', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, attempt);
    t.clock.advance(3 * MINUTE);
    const res = await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      attempt_id: attempt.id,
      closed_by: 'candidate',
      submitted_at: t.clock.at.toISOString(),
      percent: 100,
      passed: true,
      level: 'advanced',
      pass_mark_percent: 70,
      percentile: null,
      cohort_size: 1,
      band: '80_plus',
      band_basis: 'score',
      coding: [],
      visibility: 'band',
      // A pass issues a signed badge at the level reached.
      badge: expect.objectContaining({
        test_slug: 'sql',
        level: 'advanced',
        title: 'SQL — Advanced',
        status: 'valid',
      }),
      proctoring: null,
      redo_available: false,
      next_attempt_at: new Date(t.clock.at.getTime() + 14 * DAY).toISOString(),
    });
    expect(result.points).toBe(result.max_points);
    // Once submitted, answers are refused.
    const item = attempt.items[0]!;
    const late = await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
      answer: wrongAnswer(t.bank, item),
    });
    expect(late.statusCode).toBe(409);
    expect(result.topics.reduce((n: number, topic: { tasks: number }) => n + topic.tasks, 0)).toBe(4);
    expect(result.topics.every((topic: { missed: number }) => topic.missed === 0)).toBe(true);
  });

  it('wrong answers fail, with the missed tasks per topic; the browser cannot send its own score', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    for (const item of attempt.items) {
      await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
        answer: wrongAnswer(t.bank, item),
        points: 100,
      });
    }
    const result = (
      await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`, { percent: 100 })
    ).json().data;
    expect(result.passed).toBe(false);
    expect(result.level).toBeNull();
    expect(result.percent).toBe(0);
    expect(result.topics.reduce((n: number, topic: { missed: number }) => n + topic.missed, 0)).toBe(4);
    expect(result.redo_available).toBe(true);
    expect(result.next_attempt_at).toBeNull();
  });
});

describe('cooldown and the free redo', () => {
  it('one free redo after a first fail, then the cooldown to the exact time', async () => {
    const { client } = await t.signedIn();
    const first = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, first, 0);
    await client.post(`/talent/api/assessment-attempts/${first.id}/submit`);

    t.clock.advance(MINUTE);
    const redo = await startAttempt(client, 'sql');
    expect(redo.is_redo).toBe(true);
    await answerAll(client, t.bank, redo, 1);
    t.clock.advance(MINUTE);
    const closedAt = t.clock.at;
    await client.post(`/talent/api/assessment-attempts/${redo.id}/submit`);

    const refused = await client.post('/talent/api/skill-tests/sql/attempts', {
      proctoring: 'none',
      accept_rules: true,
    });
    expect(refused.statusCode).toBe(409);
    const next = new Date(closedAt.getTime() + 14 * DAY).toISOString();
    expect(refused.json()).toEqual({ message: expect.any(String), next_attempt_at: next });

    const detail = (await client.get('/talent/api/skill-tests/sql')).json().data;
    expect(detail.mine).toMatchObject({ state: 'not_passed', next_attempt_at: next, redo_available: false });
    expect(detail.history).toHaveLength(2);

    t.clock.advance(14 * DAY);
    const third = await startAttempt(client, 'sql');
    expect(third.is_redo).toBe(false);
  });

  it('a pass starts the cooldown with no redo', async () => {
    const { client } = await t.signedIn();
    const first = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, first);
    await client.post(`/talent/api/assessment-attempts/${first.id}/submit`);
    const refused = await client.post('/talent/api/skill-tests/sql/attempts', {
      proctoring: 'none',
      accept_rules: true,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the cohort', () => {
  it('from 20 candidates on, the result has a percentile and its band comes from it', async () => {
    const db = t.database.db;
    const [test] = await db.select().from(skillTests).where(eq(skillTests.slug, 'sql'));
    // 19 others' graded attempts (5 %, 10 %, … 95 %), one of them with a better second try.
    for (let i = 1; i <= 19; i++) {
      const other = await createTalent(db);
      const closed = new Date(t.clock.at.getTime() - 20 * DAY);
      const graded = { status: 'submitted' as const, closedBy: 'candidate' as const, submittedAt: closed };
      const base = {
        userId: other.id,
        testId: test!.id,
        form: [],
        proctoringMode: 'none',
        consentedAt: closed,
      };
      const times = { startedAt: closed, deadlineAt: closed, points: 0, maxPoints: 10, passed: false };
      await db.insert(assessmentAttempts).values({ ...base, ...times, ...graded, percent: i * 5 });
      if (i === 1) {
        const later = new Date(closed.getTime() + DAY);
        await db
          .insert(assessmentAttempts)
          .values({ ...base, ...times, ...graded, startedAt: later, submittedAt: later, percent: 50 });
      }
    }
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, attempt);
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    // Bests: 10, 15, … 95 and 50 twice (the first candidate's second try), and my 100: 19 below of 20.
    expect(result).toMatchObject({
      percent: 100,
      cohort_size: 20,
      percentile: 98,
      band: '80_plus',
      band_basis: 'percentile',
    });
    const completed = (await client.get('/talent/api/assessments/completed')).json().data;
    expect(completed.standings[0]).toMatchObject({ percentile: 98, band: '80_plus' });
  });
});
