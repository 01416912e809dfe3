import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CreateInvitationSchema } from '@talent/contract/invitations';
import { CounterOfferSchema, PaySchema } from '@talent/contract/offers';
import { CreateJobSchema } from '@talent/contract/recruiter';
import { SALARY_PERIODS } from '@talent/contract/jobs';
import { PER_USD } from '../reference/currencies.data.ts';
import { createTalent } from '../seed/factories.ts';
import { useTestApp } from './harness.ts';
import { pipelineFixture } from './pipeline-fixtures.ts';

const t = useTestApp();

type Json = { properties?: Record<string, Json>; anyOf?: Json[]; maximum?: number; minimum?: number };

/** The `maximum` the contract declares at a dotted path of an input schema. */
function maximumAt(schema: z.ZodType, path: string[]): number {
  let node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  for (const key of path) {
    const holder: Json = node.properties ? node : (node.anyOf?.find((branch) => branch.properties) ?? {});
    node = holder.properties![key]!;
  }
  expect(node.maximum, path.join('.')).toBeDefined();
  return node.maximum!;
}

const bounds = {
  job: maximumAt(CreateJobSchema, ['salary', 'max']),
  invitation: maximumAt(CreateInvitationSchema, ['salary', 'max']),
  offer: maximumAt(PaySchema, ['amount']),
  counter: maximumAt(CounterOfferSchema, ['pay_amount']),
};

// The cheapest currency per USD makes the largest annual USD figure; the dearest the largest amounts.
const rates = Object.entries(PER_USD).sort((a, b) => a[1] - b[1]);
const currencies = [rates[0]![0], rates.at(-1)![0], 'USD', 'EUR'];

/** Every accepted amount up to the bound, with the edges that once broke a 32-bit column named outright. */
const amount = (max: number) =>
  fc.oneof(
    fc.constantFrom(1, max, max - 1, 2 ** 31 - 1, 2 ** 31, 1_868_310_774).filter((n) => n <= max),
    fc.integer({ min: 1, max: Math.min(max, Number.MAX_SAFE_INTEGER) }),
  );
const period = fc.constantFrom(...SALARY_PERIODS);
const currency = fc.constantFrom(...currencies);

describe('pay at the limits the contract accepts', () => {
  it('declares a bound that keeps every amount and its annual USD figure a safe integer', () => {
    for (const bound of Object.values(bounds)) {
      expect(bound).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
      const annualUsd = (bound * 2080) / rates[0]![1];
      expect(annualUsd).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    }
  });

  it('a job with any accepted salary is stored and read back exactly', async () => {
    const f = await pipelineFixture(t);
    await fc.assert(
      fc.asyncProperty(amount(bounds.job), period, currency, async (max, per, cur) => {
        const res = await f.recruiterClient.post('/recruiter/api/jobs', {
          title: 'Staff Quantum Plumber',
          description: 'Build and run the pipes of our quantum platform with a small, kind team.',
          seniority: 'senior',
          employment_type: 'full_time',
          work_mode: 'remote',
          eligible_anywhere: true,
          timezone: 'Europe/Berlin',
          skills: ['typescript'],
          salary: { min: 1, max, currency: cur, period: per },
        });
        expect(res.statusCode, res.body).toBe(201);
        const job = await f.talentClient.get(`/talent/api/jobs/${res.json().data.id}`);
        expect(job.statusCode, job.body).toBe(200);
        expect(job.json().data.salary).toMatchObject({ min: 1, max, currency: cur, period: per });
      }),
      { numRuns: 12 },
    );
  });

  it('an invitation with any accepted salary is stored', async () => {
    const f = await pipelineFixture(t);
    await fc.assert(
      fc.asyncProperty(amount(bounds.invitation), period, currency, async (max, per, cur) => {
        const candidate = await createTalent(t.database.db);
        const res = await f.recruiterClient.post('/recruiter/api/invitations', {
          job_id: f.job.id,
          talent_email: candidate.email,
          message: 'Your profile stood out.',
          salary: { min: 0, max, currency: cur, period: per },
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.salary).toMatchObject({ max, currency: cur, period: per });
      }),
      { numRuns: 10 },
    );
  });

  it('an offer with any accepted pay is stored, and a counter with any accepted pay answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        amount(bounds.offer),
        amount(bounds.counter),
        period,
        currency,
        async (pay, counter, per, cur) => {
          const f = await pipelineFixture(t, { status: 'interviewing' });
          const res = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/offers`, {
            title: 'Senior Backend Engineer',
            engagement_type: 'full_time',
            pay: { amount: pay, currency: cur, period: per },
            start_date: '2027-01-04',
            expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          });
          expect(res.statusCode, res.body).toBe(201);
          const offer = res.json().data;
          expect(offer.pay).toMatchObject({ amount: pay, currency: cur, period: per });
          const countered = await f.talentClient.post(`/talent/api/offers/${offer.id}/counter`, {
            message: 'A little more, please.',
            pay_amount: counter,
          });
          expect(countered.statusCode, countered.body).toBeLessThan(300);
        },
      ),
      { numRuns: 6 },
    );
  });
});
