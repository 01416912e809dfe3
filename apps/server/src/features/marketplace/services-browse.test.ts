import { describe, expect, it } from 'vitest';
import { REVIEW_BLIND_DAYS, SERVICE_SORTS, type ServiceSummary } from '@talent/contract/marketplace';
import { eliteApplications } from '../../db/schema/elite.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import type { TestClient } from '../../test/harness.ts';
import { DAY, RECRUITER_API, TALENT_API, useServicesApp, wholeService } from './testing/services-kit.ts';

const k = useServicesApp();
const { t } = k;
const HOUR = 3_600_000;

function tiers(price: number, days: number) {
  return [
    {
      name: 'basic',
      title: 'The essentials',
      scope: 'What most buyers need, delivered well.',
      price_minor: price,
      delivery_days: days,
      revisions: 1,
    },
    {
      name: 'premium',
      title: 'Everything',
      scope: 'The whole job, with a follow-up call.',
      price_minor: price * 3,
      delivery_days: days + 5,
      revisions: 3,
    },
  ];
}

async function elite(userId: string) {
  await t.database.db.insert(eliteApplications).values({
    userId,
    status: 'accepted',
    track: 'frontend',
    outcome: 'accepted',
    submittedAt: new Date(k.clock.at.getTime() - 10 * DAY),
    decidedAt: new Date(k.clock.at.getTime() - 5 * DAY),
    createdAt: new Date(k.clock.at.getTime() - 12 * DAY),
    updatedAt: new Date(k.clock.at.getTime() - 5 * DAY),
  });
}

/**
 * Three sellers and five published services in four currencies (one draft and one paused besides):
 *   s1 A  React performance review   development  USD 150.00 → 15000  3 days  react, typescript (A's badges)
 *   s2 B  Figma design system        design       EUR 200.00 → 22989  7 days  figma
 *   s3 C  Data pipelines in Python   data         INR 9000.00 → 10147 10 days python (C's course certificate)
 *   s4 B  React code review          development  GBP 100.00 → 13158  2 days  react (B's badge)
 *   s5 C  Kubernetes cluster audit   devops       USD 150.00 → 15000  5 days  kubernetes
 * A is elite; reviews: s1 5 and 4 (both visible), s4 3 (visible), s5 5 (blind: only the buyer wrote, just now).
 */
async function catalogue() {
  const a = await k.talent({ name: 'Ana Alves' });
  const b = await k.talent({ name: 'Bo Berg' });
  const c = await k.talent({ name: 'Cy Chen' });
  const buyer = await k.talent({ name: 'Dee Dorsey' });
  await k.badge(a.id, 'react', 'React', 'advanced');
  await k.badge(a.id, 'typescript', 'TypeScript');
  await k.badge(b.id, 'react', 'React');
  await k.certify(c.id, 'Python for data work', ['python']);
  await elite(a.id);

  const publish = async (client: TestClient, overrides: Record<string, unknown>) => {
    const service = await k.published(client, overrides);
    k.clock.at = new Date(k.clock.at.getTime() + HOUR);
    return service;
  };
  const s1 = await publish(a.client, {
    title: 'React performance review',
    description:
      'I profile your React app in production conditions, read the code behind the slow parts and write up the fixes in order of impact.',
    skills: ['react', 'typescript'],
    tiers: tiers(15_000, 3),
  });
  const s2 = await publish(b.client, {
    title: 'Figma design system setup',
    description:
      'I turn your screens into a Figma library of tokens and components that designers and developers both read, with usage notes for each.',
    category: 'design',
    skills: ['figma'],
    currency: 'EUR',
    tiers: tiers(20_000, 7),
  });
  const s3 = await publish(c.client, {
    title: 'Data pipelines in Python',
    description:
      'I build a scheduled pipeline that loads your sources into one warehouse, checked on every run, documented and handed over with tests.',
    category: 'data',
    skills: ['python'],
    currency: 'INR',
    tiers: tiers(900_000, 10),
  });
  const s4 = await publish(b.client, {
    title: 'React code review',
    skills: ['react'],
    currency: 'GBP',
    tiers: tiers(10_000, 2),
  });
  const s5 = await publish(c.client, {
    title: 'Kubernetes cluster audit',
    category: 'devops',
    skills: ['kubernetes'],
    description:
      'I read your cluster, its manifests and your Postgres operators, then hand you a list of fixes by risk, with the commands to run for each of them.',
    tiers: tiers(15_000, 5),
  });
  await a.client.post(`${TALENT_API}/services`, wholeService({ title: 'A React draft nobody sees' }));
  const paused = await k.published(c.client, { title: 'React Native app review' });
  await c.client.post(`${TALENT_API}/services/${paused.id}/pause`);

  const reviewed = async (serviceId: string, sellerId: string, rating: number, both: boolean) => {
    const orderId = await k.order({ serviceId, sellerId, buyerId: buyer.id });
    await k.review({ orderId, authorId: buyer.id, subjectId: sellerId, side: 'buyer', rating });
    if (both) await k.review({ orderId, authorId: sellerId, subjectId: buyer.id, side: 'seller', rating: 5 });
  };
  await reviewed(s1.id, a.id, 5, true);
  await reviewed(s1.id, a.id, 4, true);
  await reviewed(s4.id, b.id, 3, true);
  await reviewed(s5.id, c.id, 5, false);
  return { a, b, c, buyer, s1, s2, s3, s4, s5, paused };
}

async function ids(client: TestClient, query: string): Promise<string[]> {
  const res = await client.get(`${TALENT_API}/services?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((s: ServiceSummary) => s.id);
}

describe('browsing published services', () => {
  it('filters by words, category, skill, price across currencies, days, rating, verified skills and elite', async () => {
    const { buyer, s1, s2, s3, s4, s5 } = await catalogue();
    const as = buyer.client;
    const all = (await as.get(`${TALENT_API}/services`)).json();
    expect(all.meta.total).toBe(5);
    expect(all.meta.categories).toEqual({ development: 2, design: 1, data: 1, devops: 1 });

    expect((await ids(as, 'q=react')).sort()).toEqual([s1.id, s4.id].sort());
    // A description word, and a title with a typo (the trigram index).
    expect(await ids(as, 'q=postgres')).toEqual([s5.id]);
    expect(await ids(as, 'q=kubernetes%20clustr')).toEqual([s5.id]);
    expect(await ids(as, 'q=100%25')).toEqual([]);

    const development = (await as.get(`${TALENT_API}/services?category=development`)).json();
    expect(development.data.map((s: ServiceSummary) => s.id).sort()).toEqual([s1.id, s4.id].sort());
    expect(development.meta.total).toBe(2);
    // The counts per category keep every filter but the category.
    expect(development.meta.categories).toEqual(all.meta.categories);
    expect(
      (await as.get(`${TALENT_API}/services?category=development&max_days=2`)).json().meta,
    ).toMatchObject({
      total: 1,
      categories: { development: 1 },
    });

    expect((await ids(as, 'skill=react')).sort()).toEqual([s1.id, s4.id].sort());
    // Prices are compared in USD minor units through the reference rates.
    const usd = (await as.get(`${TALENT_API}/services?sort=price_asc`)).json().data as ServiceSummary[];
    expect(usd.map((s) => [s.currency, s.from_price_minor, s.from_price_usd_minor])).toEqual([
      ['INR', 900_000, 10_147],
      ['GBP', 10_000, 13_158],
      ...[
        ['USD', 15_000, 15_000],
        ['USD', 15_000, 15_000],
      ],
      ['EUR', 20_000, 22_989],
    ]);
    expect((await ids(as, 'min_price=14000&max_price=16000')).sort()).toEqual([s1.id, s5.id].sort());
    expect(await ids(as, 'max_price=11000')).toEqual([s3.id]);
    expect(await ids(as, 'min_price=20000')).toEqual([s2.id]);
    expect((await ids(as, 'max_days=3')).sort()).toEqual([s1.id, s4.id].sort());

    // Ratings come from visible reviews only: s5's single buyer review is still blind.
    expect(await ids(as, 'min_rating=4')).toEqual([s1.id]);
    expect((await ids(as, 'min_rating=3')).sort()).toEqual([s1.id, s4.id].sort());
    // Every listed skill verified: by badges (s1, s4) or a course certificate (s3).
    expect((await ids(as, 'verified=1')).sort()).toEqual([s1.id, s3.id, s4.id].sort());
    expect(await ids(as, 'elite=true')).toEqual([s1.id]);
    expect(await ids(as, 'elite=1&category=design')).toEqual([]);
    expect((await ids(as, 'verified=0&elite=0')).length).toBe(5);

    const card = all.data.find((s: ServiceSummary) => s.id === s1.id) as ServiceSummary;
    expect(card.skills).toEqual([
      { slug: 'react', name: 'React', verified: true, evidence: 'Skill badge: React, advanced' },
      {
        slug: 'typescript',
        name: 'TypeScript',
        verified: true,
        evidence: 'Skill badge: TypeScript, proficient',
      },
    ]);
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    expect(card.seller).toMatchObject({
      name: 'Ana Alves',
      elite: true,
      completed_orders: 2,
      completion_rate: 1,
    });
    const python = all.data.find((s: ServiceSummary) => s.id === s3.id) as ServiceSummary;
    expect(python.skills[0]).toMatchObject({
      verified: true,
      evidence: 'Course certificate: Python for data work',
    });
  });

  it('sorts every way, and a cursor walks each order page by page without repeating a service', async () => {
    const { buyer, s1, s2, s3, s4, s5 } = await catalogue();
    const as = buyer.client;
    const [cheapTie, dearTie] = [s1.id, s5.id].sort();
    const expected: Record<(typeof SERVICE_SORTS)[number], string[]> = {
      price_asc: [s3.id, s4.id, cheapTie!, dearTie!, s2.id],
      price_desc: [s2.id, dearTie!, cheapTie!, s4.id, s3.id],
      fastest: [s4.id, s1.id, s5.id, s2.id, s3.id],
      newest: [s5.id, s4.id, s3.id, s2.id, s1.id],
      // Rated first (average, then how many), then the unrated, newest first.
      rating: [s1.id, s4.id, s5.id, s3.id, s2.id],
      // Without words: reputation, the average pulled towards 4 (unrated services sit at 4.0), newest first.
      relevance: [s1.id, s5.id, s3.id, s2.id, s4.id],
    };
    for (const sort of SERVICE_SORTS) {
      expect(await ids(as, `sort=${sort}`), sort).toEqual(expected[sort]);
      const walked: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await as.get(`${TALENT_API}/services?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        walked.push(...res.json().data.map((s: ServiceSummary) => s.id));
        expect(res.json().meta.total).toBe(5);
        cursor = res.json().meta.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(walked, `${sort} paged`).toEqual(expected[sort]);
      expect(pages).toBe(3);
    }
    // A filter keeps its order through the pages.
    const first = (await as.get(`${TALENT_API}/services?sort=price_asc&skill=react&limit=1`)).json();
    expect(first.data.map((s: ServiceSummary) => s.id)).toEqual([s4.id]);
    const second = (
      await as.get(
        `${TALENT_API}/services?sort=price_asc&skill=react&limit=1&cursor=${first.meta.next_cursor}`,
      )
    ).json();
    expect(second.data.map((s: ServiceSummary) => s.id)).toEqual([s1.id]);
    expect(second.meta.next_cursor).toBeNull();

    // Words in a title rank above the same words in a description, whatever the reputation.
    expect(await ids(as, 'q=code')).toEqual([s4.id, s1.id]);

    // A cursor of another sort, or a forged one, is refused.
    const newest = (await as.get(`${TALENT_API}/services?sort=newest&limit=1`)).json().meta.next_cursor;
    for (const cursor of [
      newest,
      'garbage',
      Buffer.from('{"sort":"newest","keys":["x"],"id":"y"}').toString('base64url'),
    ]) {
      const res = await as.get(`${TALENT_API}/services?sort=price_asc&cursor=${cursor}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ cursor: ['The cursor is invalid.'] });
    }
  });

  it('the detail shows visible reviews, the queue and why an order is not possible; drafts and paused stay hidden', async () => {
    const { a, buyer, s1, s5, paused } = await catalogue();
    const detail = (await buyer.client.get(`${TALENT_API}/services/${s1.id}`)).json().data;
    expect(detail).toMatchObject({ mine: false, cannot_order_reason: null, orders_in_queue: 0 });
    expect(detail.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 5]);
    expect(detail.reviews[0]).toMatchObject({ author_side: 'buyer', author_name: 'Dee D.', tier: 'basic' });
    expect((await buyer.client.get(`${TALENT_API}/services/${s5.id}`)).json().data.reviews).toEqual([]);
    expect((await buyer.client.get(`${TALENT_API}/services/${paused.id}`)).statusCode).toBe(404);
    const { recruiter } = { recruiter: await k.recruiter() };
    expect((await recruiter.client.get(`${RECRUITER_API}/services/${paused.id}`)).statusCode).toBe(404);
    await k.order({ serviceId: s1.id, sellerId: a.id, buyerId: buyer.id, status: 'in_progress' });
    expect((await buyer.client.get(`${TALENT_API}/services/${s1.id}`)).json().data.orders_in_queue).toBe(1);
    expect((await a.client.get(`${TALENT_API}/services/${s1.id}`)).json().data.cannot_order_reason).toBe(
      'This is your own service.',
    );
  });
});

describe("a seller's figures", () => {
  it('counts sales and the completion rate, and rates from reviews as they become visible on the clock', async () => {
    const seller = await k.talent({ name: 'Sam Seller' });
    const buyer = await k.talent({ name: 'Bea Buyer' });
    const service = await k.published(seller.client);
    const order = (status: string, extra: { completedAt?: Date | null; cancelledFault?: string } = {}) =>
      k.order({ serviceId: service.id, sellerId: seller.id, buyerId: buyer.id, status, ...extra });
    const page = async () => {
      const res = await buyer.client.get(`${TALENT_API}/sellers/${seller.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    expect((await page()).seller).toMatchObject({
      completed_orders: 0,
      completion_rate: null,
      rating: { average: null, count: 0 },
      identity_verified: false,
      elite: false,
      badges: [],
    });

    const both = await order('completed');
    const blind = await order('completed');
    await order('resolved', { completedAt: k.clock.at });
    await order('cancelled', { cancelledFault: 'seller' });
    await order('cancelled', { cancelledFault: 'buyer' });
    await order('cancelled', { cancelledFault: 'none' });
    await order('in_progress');
    await k.review({ orderId: both, authorId: buyer.id, subjectId: seller.id, side: 'buyer', rating: 5 });
    await k.review({ orderId: both, authorId: seller.id, subjectId: buyer.id, side: 'seller', rating: 1 });
    await k.review({ orderId: blind, authorId: buyer.id, subjectId: seller.id, side: 'buyer', rating: 2 });
    await t.database.db.insert(identityVerifications).values({
      userId: seller.id,
      documentType: 'passport',
      issuingCountry: 'DE',
      status: 'verified',
      submittedAt: k.clock.at,
      decidedAt: k.clock.at,
    });
    await k.badge(seller.id, 'react', 'React', 'advanced');

    const now = await page();
    // 3 sold (completed and resolved) against 1 cancellation that was the seller's fault.
    expect(now.seller).toMatchObject({
      completed_orders: 3,
      completion_rate: 0.75,
      rating: { average: 5, count: 1 },
      identity_verified: true,
      badges: [{ skill: 'react', name: 'React', level: 'advanced' }],
    });
    expect(now.reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect(now.services.map((s: { id: string }) => s.id)).toEqual([service.id]);

    // The buyer-only review stays hidden until REVIEW_BLIND_DAYS after completion, to the millisecond.
    k.clock.at = new Date(k.clock.at.getTime() + REVIEW_BLIND_DAYS * DAY - 1);
    expect((await page()).seller.rating).toEqual({ average: 5, count: 1 });
    k.clock.at = new Date(k.clock.at.getTime() + 1);
    const later = await page();
    expect(later.seller.rating).toEqual({ average: 3.5, count: 2 });
    expect(later.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([2, 5]);
    const detail = (await buyer.client.get(`${TALENT_API}/services/${service.id}`)).json().data;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });
    expect(detail.seller.rating).toEqual({ average: 3.5, count: 2 });
    expect(detail.orders_in_queue).toBe(1);
    // The seller's own review of the buyer is never part of the seller's rating.
    expect(later.reviews.every((r: { author_side: string }) => r.author_side === 'buyer')).toBe(true);
    // The badge has expired two years on; the figures stay.
    k.clock.at = new Date(k.clock.at.getTime() + 800 * DAY);
    expect((await page()).seller.badges).toEqual([]);
  });

  it('a seller page exists while the seller has a published service (or for themself); bio from the profile', async () => {
    const seller = await k.talent();
    const other = await k.talent();
    expect((await other.client.get(`${TALENT_API}/sellers/${seller.id}`)).statusCode).toBe(404);
    expect((await seller.client.get(`${TALENT_API}/sellers/${seller.id}`)).statusCode).toBe(200);
    await k.published(seller.client);
    const page = (await other.client.get(`${TALENT_API}/sellers/${seller.id}`)).json().data;
    expect(page).toMatchObject({ bio: null, reviews: [] });
    const recruiter = await k.recruiter();
    expect((await recruiter.client.get(`${RECRUITER_API}/sellers/${seller.id}`)).statusCode).toBe(200);
    // A recruiter is no seller, and odd ids name nobody.
    expect((await other.client.get(`${TALENT_API}/sellers/${recruiter.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`${TALENT_API}/sellers/not-an-id`)).statusCode).toBe(404);
  });
});
