import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();

// Values that tend to break parsers, the database or the rules: wrong types, odd and long strings, prototype keys.
const nasty = fc.oneof(
  fc.anything({ maxDepth: 1 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '__proto__',
    "' OR 1=1 --",
    'x'.repeat(3000),
    '😀 例え',
    '2020-13',
    '1949-12',
    'Europe/Berlin',
    'typescript',
    'https://example.com/',
    'javascript:alert(1)',
    -1,
    Number.POSITIVE_INFINITY,
    2 ** 40,
    null,
  ),
);
const entry = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length });

const profileBody = fc.record(
  {
    name: nasty,
    headline: nasty,
    timezone: nasty,
    country: nasty,
    work_authorization: fc.array(nasty, { maxLength: 3 }),
    skills: fc.array(entry(['slug', 'level', 'years']), { maxLength: 4 }),
    experience: fc.array(entry(['company', 'title', 'start_month', 'end_month', 'location', 'description']), {
      maxLength: 3,
    }),
    education: fc.array(entry(['school', 'degree', 'field', 'start_year', 'end_year']), { maxLength: 2 }),
    languages: fc.array(entry(['code', 'level']), { maxLength: 3 }),
    links: entry(['github', 'linkedin', 'portfolio', '__proto__']),
    salary: fc.oneof(nasty, entry(['amount', 'currency', 'period'])),
    photo_file_id: nasty,
    resume_file_id: nasty,
    user_id: nasty,
  },
  { requiredKeys: [] },
);

async function candidate() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

describe('property-based fuzz of the profile routes', () => {
  it('PATCH /talent/api/profile never answers 5xx', async () => {
    const client = await candidate();
    await fc.assert(
      fc.asyncProperty(profileBody, async (body) => {
        const res = await client.request('PATCH', '/talent/api/profile', body as Record<string, unknown>);
        expect(res.statusCode, res.body).toBeLessThan(500);
        // 400: a JSON body with a `__proto__` key is refused by the parser before any rule.
        expect([200, 400, 422]).toContain(res.statusCode);
      }),
      { numRuns: 40 },
    );
    expect((await client.get('/talent/api/profile')).statusCode).toBe(200);
  });

  it.each(['role', 'skills', 'experience', 'preferences', 'resume', '..', '%00'])(
    'PUT /talent/api/onboarding/steps/%s never answers 5xx',
    async (step) => {
      const client = await candidate();
      await fc.assert(
        fc.asyncProperty(profileBody, fc.boolean(), async (body, form) => {
          const res = await client.request(
            'PUT',
            `/talent/api/onboarding/steps/${step}`,
            body as Record<string, unknown>,
            { form },
          );
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    },
  );

  it('the resume suggestion routes never answer 5xx', async () => {
    const client = await candidate();
    const ids = fc.array(nasty, { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(nasty, ids, ids, async (fileId, accept, reject) => {
        const extract = await client.post('/talent/api/profile/resume-suggestions', { file_id: fileId });
        expect(extract.statusCode, extract.body).toBeLessThan(500);
        const decide = await client.post('/talent/api/profile/resume-suggestions/decisions', {
          accept,
          reject,
        });
        expect(decide.statusCode, decide.body).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});
