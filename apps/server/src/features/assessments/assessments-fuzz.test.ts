import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startAttempt, useAssessmentsApp } from './testing/assessments-kit.ts';

const t = useAssessmentsApp();

const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '00000000-0000-4000-8000-000000000000',
    'data:image/png;base64,',
    'data:image/jpeg;base64,////',
    '[1, 2',
    '\u0000',
    -1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    '1e400',
    '',
    null,
  ),
);

describe('no input makes the skill tests answer 5xx', () => {
  it('answers, runs, proctoring, visibility and practice bodies', { timeout: 120_000 }, async () => {
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql', 'webcam');
    const item = attempt.items[0]!;
    const base = `/talent/api/assessment-attempts/${attempt.id}`;
    const targets: Array<[string, string, string[]]> = [
      ['PUT', `${base}/answers/${item.id}`, ['answer']],
      ['POST', `${base}/run`, ['item_id', 'language', 'source', 'custom_input']],
      ['POST', `${base}/proctoring/events`, ['events']],
      ['POST', `${base}/proctoring/snapshots`, ['image', 'taken_at']],
      ['PUT', '/talent/api/skill-tests/sql/visibility', ['visibility']],
      ['POST', '/talent/api/skill-tests/sql/practice/check', ['item_id', 'answer']],
      [
        'POST',
        '/talent/api/skill-tests/javascript/practice/run',
        ['item_id', 'language', 'source', 'custom_input'],
      ],
      ['POST', '/talent/api/skill-tests/sql/attempts', ['proctoring', 'accept_rules']],
    ];
    for (const [method, url, keys] of targets) {
      const body = fc.oneof(
        fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
        fc.record({
          answer: fc.record(
            {
              type: fc.constantFrom('single_choice', 'multiple_choice', 'ordering', 'short_answer', 'coding'),
              option_id: nasty,
              option_ids: nasty,
              order: nasty,
              text: nasty,
              language: nasty,
              source: nasty,
            },
            { requiredKeys: ['type'] },
          ),
        }),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await client.request(method as 'PUT' | 'POST', url, payload as Record<string, unknown>);
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: 25 },
      );
    }
    for (const path of [
      '/talent/api/skill-tests?q=%00',
      '/talent/api/skill-tests/%00',
      `${base}/proctoring/snapshots/x`,
    ]) {
      expect((await client.get(path)).statusCode).toBeLessThan(500);
    }
  });
});
