import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@talent/contract/marketplace';
import { marketplaceOrders } from '../db/schema/marketplace.schema.ts';
import { books, insertService, serviceDraft } from '../features/marketplace/testing/orders-test-kit.ts';
import { useTestApp } from '../test/harness.ts';
import {
  createCompany,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from './factories.ts';
import { seedMarketplaceOrders } from './seed-marketplace-orders.ts';

const NOW = new Date('2026-09-14T08:00:00.000Z');
const t = useTestApp({ now: () => NOW });
const accounts = { talentEmail: 'demo@talent.test', recruiterEmail: 'recruiter@talent.test', now: NOW };

async function signedIn(email: string) {
  const client = t.client();
  expect((await client.login(email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  return client;
}

describe('the marketplace orders demo data', () => {
  it('skips quietly without services', async () => {
    await createTalent(t.database.db, { email: accounts.talentEmail });
    await seedMarketplaceOrders(t.database.db, accounts);
    expect(await t.database.db.$count(marketplaceOrders)).toBe(0);
  });

  it('orders in every stage through the real rules, balanced books, and nothing twice', async () => {
    const db = t.database.db;
    const demo = await createTalent(db, { email: accounts.talentEmail });
    const other = await createTalent(db, { email: 'talent1@talent.test' });
    const recruiterUser = await createRecruiterUser(db, { email: accounts.recruiterEmail });
    await createRecruiter(db, (await createCompany(db)).id, {
      userId: recruiterUser.id,
      name: recruiterUser.name,
    });
    await createOperator(db, { email: 'operator@talent.test' });
    await insertService(db, demo.id);
    await insertService(db, demo.id, {
      draft: serviceDraft({ title: 'Design system audit', questions: [] }),
    });
    await insertService(db, demo.id, { status: 'draft' });
    await insertService(db, other.id, { draft: serviceDraft({ title: 'Portfolio review' }) });

    await seedMarketplaceOrders(db, accounts);
    await seedMarketplaceOrders(db, accounts);
    expect(await db.$count(marketplaceOrders)).toBe(6);
    const ledger = await books(db);
    expect(ledger.unbalanced).toEqual([]);
    for (const total of ledger.totals) expect(total.total).toBe(0);

    const recruiter = await signedIn(accounts.recruiterEmail);
    const bought = (await recruiter.get('/recruiter/api/marketplace/orders')).json().data as OrderSummary[];
    expect(bought.map((o) => o.status).sort()).toEqual(
      ['completed', 'delivered', 'disputed', 'in_progress', 'requirements'].sort(),
    );
    const completed = bought.find((o) => o.status === 'completed')!;
    const detail = (await recruiter.get(`/recruiter/api/marketplace/orders/${completed.id}`)).json().data;
    expect(detail.reviews.mine).toMatchObject({ rating: 5 });
    expect(detail.reviews.theirs).toMatchObject({ author_side: 'seller' });
    expect(detail.conversation_id).toEqual(expect.any(String));

    const talent = await signedIn(accounts.talentEmail);
    const mine = (await talent.get('/talent/api/marketplace/orders?side=buyer')).json()
      .data as OrderSummary[];
    expect(mine.map((o) => [o.service_title, o.status])).toEqual([['Portfolio review', 'delivered']]);
    const balance = (await talent.get('/talent/api/marketplace/balance')).json().data;
    expect(balance[0].available_minor).toBeGreaterThan(0);

    const operator = await signedIn('operator@talent.test');
    const open = (await operator.get('/shared/api/operator/marketplace/disputes')).json();
    expect(open.meta.total).toBe(1);
    const dispute = (
      await operator.get(`/shared/api/operator/marketplace/disputes/${open.data[0].id}`)
    ).json().data;
    expect(dispute.order.dispute.evidence).toHaveLength(2);
    expect(dispute.messages).toHaveLength(2);
  });
});
