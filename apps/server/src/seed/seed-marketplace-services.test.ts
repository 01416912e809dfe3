import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_CATEGORIES,
  type MyService,
  type ServiceDetail,
  type ServiceSummary,
} from '@talent/contract/marketplace';
import { eliteApplications } from '../db/schema/elite.schema.ts';
import { marketplaceServices } from '../db/schema/marketplace.schema.ts';
import { LocalFileStorage } from '../lib/storage/local-file-storage.ts';
import { useTestApp } from '../test/harness.ts';
import { createTalent, DEFAULT_TEST_PASSWORD } from './factories.ts';
import { seedMarketplaceServices } from './seed-marketplace-services.ts';

const NOW = new Date('2026-09-14T08:00:00.000Z');
const t = useTestApp({ now: () => NOW });
const API = '/talent/api/marketplace';
const SELLERS = ['demo@talent.test', ...Array.from({ length: 15 }, (_, i) => `elite${i + 1}@talent.test`)];

describe('the marketplace services demo data', () => {
  it('seeds live services in every category, a paused one and the demo talent’s draft, with gallery images, once', async () => {
    const db = t.database.db;
    const people = new Map<string, string>();
    for (const email of SELLERS) people.set(email, (await createTalent(db, { email })).id);
    // What the rest of the seed leaves: badges for the people waiting for elite review, accepted members.
    for (const [slug, name] of [
      ['react', 'React'],
      ['node-js', 'Node.js'],
      ['postgresql', 'PostgreSQL'],
    ])
      await t.app.badges.issueForPass(db, {
        userId: people.get('elite13@talent.test')!,
        testSlug: slug!,
        skillSlug: slug!,
        skillName: name!,
        testTitle: `${name} skill test`,
        level: 'proficient',
        attemptId: randomUUID(),
        percent: 82,
        issuedAt: new Date(NOW.getTime() - 30 * 86_400_000),
      });
    await db.insert(eliteApplications).values({
      userId: people.get('elite1@talent.test')!,
      status: 'accepted',
      track: 'frontend',
      decidedAt: NOW,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const storage = await LocalFileStorage.open(join(t.dataDir, 'files'));

    const started = performance.now();
    expect(await seedMarketplaceServices(db, { storage, now: NOW })).toBe(16);
    const took = performance.now() - started;
    expect(await seedMarketplaceServices(db, { storage, now: NOW })).toBe(0);
    expect(await db.$count(marketplaceServices)).toBe(16);
    // Drawing and storing the images is the slow part: about 0.7 s here, with room for a busy machine.
    expect(took).toBeLessThan(3_000);

    const demo = t.client();
    await demo.login('demo@talent.test', DEFAULT_TEST_PASSWORD);
    const list = (await demo.get(`${API}/services?limit=50`)).json();
    expect(list.meta.total).toBe(14);
    for (const category of MARKETPLACE_CATEGORIES)
      expect(list.meta.categories[category], category).toBeGreaterThan(0);
    const cards = list.data as ServiceSummary[];
    expect(new Set(cards.map((s) => s.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'INR']));
    expect(cards.every((s) => s.cover_url !== null)).toBe(true);
    expect(cards.some((s) => s.skills.every((skill) => skill.verified))).toBe(true);
    expect((await demo.get(`${API}/services?elite=1`)).json().meta.total).toBe(1);
    expect((await demo.get(`${API}/services?verified=1`)).json().data[0].title).toBe(
      'A working MVP on React, Node.js and PostgreSQL',
    );

    const mine = (await demo.get(`${API}/my-services`)).json().data as MyService[];
    expect(mine.map((s) => s.status).sort()).toEqual(['draft', 'published', 'published']);
    const draft = mine.find((s) => s.status === 'draft')!;
    expect(Object.keys(draft.problems)).toEqual(['description']);
    expect(
      mine.filter((s) => s.status === 'published').every((s) => Object.keys(s.problems).length === 0),
    ).toBe(true);

    const detail = (await demo.get(`${API}/services/${cards[0]!.id}`)).json().data as ServiceDetail;
    expect(detail.tiers.length).toBeGreaterThan(0);
    expect(detail.description).toMatch(/\*\*/);
    const image = await demo.get(detail.gallery[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // The paused one is its seller's only.
    const hana = t.client();
    await hana.login('elite9@talent.test', DEFAULT_TEST_PASSWORD);
    const [paused] = (await hana.get(`${API}/my-services`)).json().data as MyService[];
    expect(paused!.status).toBe('paused');
    expect((await demo.get(`${API}/services/${paused!.id}`)).statusCode).toBe(404);
  });
});
