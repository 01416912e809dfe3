import { describe, expect, it } from 'vitest';
import type { Attempt } from '@talent/contract/assessments';
import { rightAnswer, startAttempt, useAssessmentsApp } from './testing/assessments-kit.ts';

// The app's real sandbox (QuickJS and Pyodide in worker threads); a low run limit to reach the 429.
const RUNS_PER_MINUTE = 6;
const t = useAssessmentsApp({ assessments: { runsPerMinute: RUNS_PER_MINUTE } });

const codingOf = (attempt: Attempt) => {
  const item = attempt.items.find((i) => i.type === 'coding');
  if (!item || item.type !== 'coding') throw new Error('no coding task');
  return item;
};

async function saveAll(
  client: Awaited<ReturnType<typeof t.signedIn>>['client'],
  attempt: Attempt,
  source: string,
  language = 'javascript',
) {
  for (const item of attempt.items) {
    const answer = item.type === 'coding' ? { type: 'coding', language, source } : rightAnswer(t.bank, item);
    const res = await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
      answer,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('coding tasks', () => {
  it('runs the samples and my own input, never the hidden tests; refuses once the attempt has ended', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    const coding = codingOf(attempt);
    expect(coding.samples).toEqual([{ name: 'small numbers', input: '[1,2]', expected: '3' }]);
    expect(coding.hidden_count).toBe(4);
    const run = await client.post(`/talent/api/assessment-attempts/${attempt.id}/run`, {
      item_id: coding.id,
      language: 'javascript',
      source: 'function add(a, b) { console.log("hi"); return a + b; }',
      custom_input: '[40, 2]',
    });
    expect(run.statusCode, run.body).toBe(200);
    const data = run.json().data;
    expect(data.status).toBe('ok');
    expect(data.cases).toHaveLength(2);
    expect(data.cases[0]).toMatchObject({
      name: 'small numbers',
      input: '[1,2]',
      expected: '3',
      actual: '3',
      passed: true,
    });
    expect(data.cases[0].stdout).toContain('hi');
    expect(data.cases[1]).toMatchObject({ input: '[40,2]', expected: null, actual: '42', passed: null });
    expect(JSON.stringify(data)).not.toContain('3000000');

    const broken = await client.post(`/talent/api/assessment-attempts/${attempt.id}/run`, {
      item_id: coding.id,
      language: 'javascript',
      source: 'function add(a, b) { return a +',
    });
    expect(broken.json().data.status).toBe('compile_error');

    await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
    const late = await client.post(`/talent/api/assessment-attempts/${attempt.id}/run`, {
      item_id: coding.id,
      language: 'javascript',
      source: '',
    });
    expect(late.statusCode).toBe(409);
  });

  it('grades by the share of hidden tests passed, and reports passed/total only', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    // Right except for negative numbers: 3 of the 4 hidden tests.
    await saveAll(client, attempt, 'function add(a, b) { return a < 0 || b < 0 ? 0 : a + b; }');
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    const coding = codingOf(attempt);
    expect(result.coding).toEqual([
      {
        item_id: coding.id,
        title: 'Add two numbers',
        language: 'javascript',
        hidden_passed: 3,
        hidden_total: 4,
      },
    ]);
    // Choice: 1 point; coding: 4 points × 3/4 = 3 → 4 of 5 = 80 %.
    expect(result).toMatchObject({
      points: 4,
      max_points: 5,
      percent: 80,
      passed: true,
      level: 'proficient',
    });
    expect(JSON.stringify(result)).not.toMatch(/zeros|negative|fractions/);
  });

  it('grades in the language the candidate chose (TypeScript)', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    await saveAll(
      client,
      attempt,
      'function add(a: number, b: number): number { return a + b; }',
      'typescript',
    );
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    expect(result.coding[0]).toMatchObject({ language: 'typescript', hidden_passed: 4, hidden_total: 4 });
    expect(result.percent).toBe(100);
  });

  it('grades Python', { timeout: 120_000 }, async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    await saveAll(client, attempt, 'def add(a, b):\n    return a + b\n', 'python');
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    expect(result.coding[0]).toMatchObject({ language: 'python', hidden_passed: 4, hidden_total: 4 });
  });

  it('an unanswered coding task earns nothing', async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    expect(result.coding[0]).toMatchObject({ language: null, hidden_passed: 0, hidden_total: 4 });
    expect(result.percent).toBe(0);
  });

  it('practice: checks code against every case, hidden ones included; runs are rate limited', async () => {
    const { client } = await t.signedIn();
    const items = (await client.get('/talent/api/skill-tests/javascript/practice')).json().data.items;
    const coding = items.find((i: { type: string }) => i.type === 'coding');
    const checked = await client.post('/talent/api/skill-tests/javascript/practice/check', {
      item_id: coding.id,
      answer: { type: 'coding', language: 'javascript', source: 'function larger(a, b) { return a; }' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({ correct: false, points: 1, max_points: 2 });
    expect(
      checked.json().data.cases.map((c: { name: string; passed: boolean }) => [c.name, c.passed]),
    ).toEqual([
      ['first larger', true],
      ['second larger', false],
    ]);
    const body = {
      item_id: coding.id,
      language: 'javascript',
      source: 'function larger(a, b) { return Math.max(a, b); }',
    };
    // One run used by the check above.
    for (let i = 1; i < RUNS_PER_MINUTE; i++) {
      expect((await client.post('/talent/api/skill-tests/javascript/practice/run', body)).statusCode).toBe(
        200,
      );
    }
    const limited = await client.post('/talent/api/skill-tests/javascript/practice/run', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await client.post('/talent/api/skill-tests/javascript/practice/run', body)).statusCode).toBe(200);
  });
});
