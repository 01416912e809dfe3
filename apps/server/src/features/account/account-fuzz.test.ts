import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ChangeEmailSchema,
  DeleteAccountSchema,
  PasswordConfirmSchema,
  UpdateAccountSchema,
  UpdateNotificationPreferencesSchema,
  UpdatePrivacySchema,
} from '@talent/contract/account';
import { IdentityDecisionSchema, SubmitIdentityVerificationSchema } from '@talent/contract/identity';
import { createOperator, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const SOME_ID = '00000000-0000-4000-8000-000000000000';

const routes: Array<[method: string, url: string, schema: z.ZodType, role: 'talent' | 'operator']> = [
  ['POST', '/talent/api/identity-verification', SubmitIdentityVerificationSchema, 'talent'],
  [
    'POST',
    `/shared/api/operator/identity-verifications/${SOME_ID}/decision`,
    IdentityDecisionSchema,
    'operator',
  ],
  ['PATCH', '/talent/api/account', UpdateAccountSchema, 'talent'],
  ['DELETE', '/talent/api/account', DeleteAccountSchema, 'talent'],
  ['POST', '/talent/api/account/email', ChangeEmailSchema, 'talent'],
  ['PUT', '/talent/api/settings/notifications', UpdateNotificationPreferencesSchema, 'talent'],
  ['PUT', '/talent/api/settings/privacy', UpdatePrivacySchema, 'talent'],
  ['POST', '/talent/api/sessions/logout-others', PasswordConfirmSchema, 'talent'],
  ['DELETE', '/talent/api/sessions/x', z.object({}), 'talent'],
  ['POST', '/talent/api/notifications/x/read', z.object({}), 'talent'],
];

function keysOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '__proto__',
    'x'.repeat(5000),
    'Europe/../../etc',
    SOME_ID,
  ),
);

describe('property-based fuzz of the identity, notification and account routes', () => {
  it.each(routes)('%s %s never answers 5xx', async (method, url, schema, role) => {
    const user = role === 'operator' ? await createOperator(t.database.db) : await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const keys = [...keysOf(schema), '_method', 'role', 'user_id', 'email_verified_at'];
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
      fc.anything({ maxDepth: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, form) => {
        const asObject = payload && typeof payload === 'object' && !Array.isArray(payload);
        const res = await client.request(
          method as 'POST',
          url,
          (asObject ? payload : { value: payload }) as Record<string, unknown>,
          { form },
        );
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
  });

  it('query strings of the lists never answer 5xx', async () => {
    const op = await createOperator(t.database.db);
    const client = t.client();
    await client.login(op.email, DEFAULT_TEST_PASSWORD);
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom('-1', '1e309', 'NaN', '%', 'x'.repeat(600)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('cursor', 'limit', 'unread', 'status'), value, { maxKeys: 4 }),
        async (params) => {
          const query = new URLSearchParams(params).toString();
          for (const path of ['/talent/api/notifications', '/shared/api/operator/identity-verifications']) {
            const res = await client.get(`${path}?${query}`);
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('API document', () => {
  it('lists the new routes', async () => {
    const doc = (await t.client().get('/docs/json')).json() as { paths: Record<string, object> };
    for (const path of [
      '/talent/api/identity-verification',
      '/shared/api/operator/identity-verifications',
      '/shared/api/operator/identity-verifications/{id}/decision',
      '/talent/api/notifications',
      '/talent/api/notifications/unread-count',
      '/talent/api/settings',
      '/talent/api/account',
      '/talent/api/account/email',
      '/talent/api/account/export',
      '/talent/api/settings/notifications',
      '/talent/api/settings/privacy',
      '/talent/api/sessions',
      '/talent/api/sessions/{id}',
      '/talent/api/sessions/logout-others',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
