import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ServiceDraftSchema, ServiceListQuerySchema } from '@talent/contract/marketplace';
import type { TestClient } from '../../test/harness.ts';
import { RECRUITER_API, TALENT_API, useServicesApp, wholeService } from './testing/services-kit.ts';

const k = useServicesApp();

const keysOf = (schema: z.core.$ZodType) =>
  Object.keys(
    (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ??
      {},
  );

// Values that tend to break parsers, ORMs and the rules: wrong types, huge and odd strings, nesting.
const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    '\u0000',
    "' OR 1=1 --",
    '__proto__',
    'x'.repeat(7000),
    -1,
    Number.MAX_SAFE_INTEGER,
    99999999999,
    null,
    true,
    [{ name: 'basic', price_minor: 1e12 }],
    [{ id: 'x'.repeat(64), title: 'Rush', price_minor: 100, extra_days: 0 }],
  ),
);

// Whole services with one field swapped for something odd: the deeper rules (tiers, ids) get reached too.
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...keysOf(ServiceDraftSchema), '_method', 'seller_id', 'status'), nasty, {
    maxKeys: 6,
  }),
  fc
    .tuple(fc.constantFrom(...keysOf(ServiceDraftSchema)), nasty)
    .map(([key, value]) => ({ ...wholeService(), [key]: value })),
  fc.anything({ maxDepth: 1 }),
);

describe('bad input on the marketplace services routes', () => {
  it('never answers 5xx to odd bodies, on drafts and published services', async () => {
    const { client } = await k.talent();
    const draft = (await client.post(`${TALENT_API}/services`, {})).json().data.id as string;
    const live = (await k.published(client)).id;
    const routes: Array<[TestClient, 'POST' | 'PUT', string]> = [
      [client, 'POST', `${TALENT_API}/services`],
      [client, 'PUT', `${TALENT_API}/services/${draft}`],
      [client, 'PUT', `${TALENT_API}/services/${live}`],
    ];
    for (const [who, method, url] of routes) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const asObject = payload && typeof payload === 'object' && !Array.isArray(payload);
          const res = await who.request(
            method,
            url,
            (asObject ? payload : { value: payload }) as Record<string, unknown>,
          );
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    }
    // Whatever was saved, publishing judges it without a 5xx.
    for (const id of [draft, live]) {
      const res = await client.post(`${TALENT_API}/services/${id}/publish`);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect((await client.get(`${TALENT_API}/my-services`)).statusCode).toBe(200);
  }, 120_000);

  it('never answers 5xx to odd queries, cursors and ids', async () => {
    const { client } = await k.talent();
    const service = await k.published(client);
    const recruiter = (await k.recruiter()).client;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keysOf(ServiceListQuerySchema)),
          fc.oneof(
            fc.string({ maxLength: 80 }),
            fc.constantFrom(
              '%',
              '_',
              '\\',
              '1e309',
              '-1',
              '2147483648',
              'NaN',
              'eyJzb3J0IjoibmV3ZXN0Iiwia2V5cyI6WzFdLCJpZCI6IngifQ',
              Buffer.from(
                '{"sort":"newest","keys":["2026-02-30T00:00:00.000000Z"],"id":"00000000-0000-4000-8000-000000000000"}',
              ).toString('base64url'),
              Buffer.from(
                '{"sort":"price_asc","keys":[99999999999],"id":"00000000-0000-4000-8000-000000000000"}',
              ).toString('base64url'),
              'x'.repeat(600),
            ),
          ),
        ),
        async (params) => {
          const query = new URLSearchParams(params).toString();
          for (const [who, api] of [
            [client, TALENT_API],
            [recruiter, RECRUITER_API],
          ] as const) {
            const res = await who.get(`${api}/services?${query}`);
            expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 40 },
    );
    // Cursors of the right sort naming no real instant (30 and 32 February).
    for (const day of ['30', '32']) {
      const forged = Buffer.from(
        `{"sort":"newest","keys":["2026-02-${day}T00:00:00.000000Z"],"id":"00000000-0000-4000-8000-000000000000"}`,
      ).toString('base64url');
      expect((await client.get(`${TALENT_API}/services?sort=newest&cursor=${forged}`)).statusCode).toBe(422);
    }
    for (const id of ['x', '%00', '00000000-0000-0000-0000-000000000000', "'; DROP TABLE users; --", 'é']) {
      const odd = encodeURIComponent(id);
      for (const url of [
        `${TALENT_API}/services/${odd}`,
        `${TALENT_API}/services/${service.id}/gallery/${odd}`,
        `${TALENT_API}/services/${odd}/gallery/${odd}`,
        `${TALENT_API}/sellers/${odd}`,
        `${RECRUITER_API}/services/${odd}`,
        `${RECRUITER_API}/sellers/${odd}`,
      ])
        expect((await client.get(url)).statusCode, url).toBeLessThan(500);
      for (const action of ['publish', 'pause'])
        expect((await client.post(`${TALENT_API}/services/${odd}/${action}`)).statusCode).toBe(404);
      expect((await client.request('DELETE', `${TALENT_API}/services/${odd}`)).statusCode).toBe(404);
      expect((await client.put(`${TALENT_API}/services/${odd}`, {})).statusCode).toBe(404);
    }
  }, 120_000);
});
