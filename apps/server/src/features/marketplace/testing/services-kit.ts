import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { ServiceDetail } from '@talent/contract/marketplace';
import { courses, courseSkills } from '../../../db/schema/courses.schema.ts';
import { skills } from '../../../db/schema/jobs.schema.ts';
import { marketplaceOrders, marketplaceReviews } from '../../../db/schema/marketplace.schema.ts';
import {
  createCompany,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../../../seed/factories.ts';
import { useTestApp, type TestClient, type TestContext } from '../../../test/harness.ts';
import { tinyPng, upload } from '../../../test/test-files.ts';

export const TALENT_API = '/talent/api/marketplace';
export const RECRUITER_API = '/recruiter/api/marketplace';
export const START = new Date('2026-06-01T09:00:00.000Z');
export const DAY = 86_400_000;

/** A service that passes publishing (prices in cents of USD unless the caller says otherwise). */
export function wholeService(overrides: Record<string, unknown> = {}) {
  return {
    title: 'A React performance review of your app',
    description:
      'I profile your React app in production conditions, find what makes it slow and write up the fixes in order of impact, with pull requests for the top three.',
    category: 'development',
    skills: ['react', 'typescript'],
    currency: 'USD',
    tiers: [
      {
        name: 'basic',
        title: 'Quick look',
        scope: 'One page profiled, a short written report.',
        price_minor: 15_000,
        delivery_days: 3,
        revisions: 1,
      },
      {
        name: 'standard',
        title: 'Full review',
        scope: 'Five pages profiled, a report and one pull request.',
        price_minor: 40_000,
        delivery_days: 7,
        revisions: 2,
      },
    ],
    addons: [{ title: 'A call to walk through it', price_minor: 5_000, extra_days: 0 }],
    questions: [{ prompt: 'Where is your app deployed?', required: true }],
    gallery_file_ids: [],
    ...overrides,
  };
}

export interface ServicesContext {
  t: TestContext;
  clock: { at: Date };
  talent(overrides?: { name?: string }): Promise<{ client: TestClient; id: string; email: string }>;
  recruiter(): Promise<{ client: TestClient; id: string }>;
  /** A published service of this talent's (created, then published). */
  published(client: TestClient, overrides?: Record<string, unknown>): Promise<ServiceDetail>;
  /** A `service_gallery` upload of this talent's: its file id. */
  galleryImage(client: TestClient): Promise<string>;
  /** An order of the service between its seller and a buyer, straight in the table (the orders feature's rows). */
  order(values: {
    serviceId: string;
    sellerId: string;
    buyerId: string;
    status?: string;
    completedAt?: Date | null;
    cancelledFault?: string | null;
  }): Promise<string>;
  /** A real skill badge (signed by the app's badges service), issued a day ago; its id. */
  badge(userId: string, slug: string, name: string, level?: 'proficient' | 'advanced'): Promise<string>;
  /** A course teaching these skills, and a real certificate of it for the user. */
  certify(userId: string, title: string, skillSlugs: string[]): Promise<void>;
  review(values: {
    orderId: string;
    authorId: string;
    subjectId: string;
    side: 'buyer' | 'seller';
    rating: number;
    text?: string;
  }): Promise<void>;
}

/** One app on a movable clock, and the people and services the marketplace tests build on. */
export function useServicesApp(): ServicesContext {
  const clock = { at: START };
  const t = useTestApp({ now: () => new Date(clock.at) });
  beforeEach(() => {
    clock.at = START;
  });

  async function signedIn(email: string) {
    const client = t.client();
    const res = await client.login(email, DEFAULT_TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    return client;
  }

  return {
    t,
    clock,
    async talent(overrides = {}) {
      const user = await createTalent(t.database.db, overrides);
      return { client: await signedIn(user.email), id: user.id, email: user.email };
    },
    async recruiter() {
      const db = t.database.db;
      const user = await createRecruiterUser(db);
      await createRecruiter(db, (await createCompany(db)).id, { userId: user.id, name: user.name });
      return { client: await signedIn(user.email), id: user.id };
    },
    async published(client, overrides = {}) {
      const created = await client.post(`${TALENT_API}/services`, wholeService(overrides));
      expect(created.statusCode, created.body).toBe(201);
      const res = await client.post(`${TALENT_API}/services/${created.json().data.id}/publish`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ServiceDetail;
    },
    async galleryImage(client) {
      const res = await upload(t.app, client, [['kind', 'service_gallery']], {
        filename: 'cover.png',
        content: tinyPng(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    },
    async order({ serviceId, sellerId, buyerId, status = 'completed', completedAt, cancelledFault = null }) {
      const [row] = await t.database.db
        .insert(marketplaceOrders)
        .values({
          reference: `MK-${randomUUID().slice(0, 6).toUpperCase()}`,
          serviceId,
          serviceTitle: 'Ordered service',
          sellerId,
          buyerId,
          status,
          tier: {
            name: 'basic',
            title: 'Quick look',
            scope: 'One page profiled.',
            price_minor: 15_000,
            delivery_days: 3,
            revisions: 1,
          },
          currency: 'USD',
          totalMinor: 15_000,
          feeMinor: 1_500,
          completedAt: completedAt === undefined ? (status === 'completed' ? clock.at : null) : completedAt,
          cancelledFault,
          cancelledAt: status === 'cancelled' ? clock.at : null,
          createdAt: clock.at,
          updatedAt: clock.at,
        })
        .returning({ id: marketplaceOrders.id });
      return row!.id;
    },
    async badge(userId, slug, name, level = 'proficient') {
      const badge = await t.app.badges.issueForPass(t.database.db, {
        userId,
        testSlug: slug,
        skillSlug: slug,
        skillName: name,
        testTitle: `${name} skill test`,
        level,
        attemptId: randomUUID(),
        percent: 85,
        issuedAt: new Date(clock.at.getTime() - DAY),
      });
      return badge.id;
    },
    async certify(userId, title, skillSlugs) {
      const db = t.database.db;
      const [course] = await db
        .insert(courses)
        .values({ title, summary: 'A course.', level: 'beginner', publishedAt: clock.at })
        .returning();
      const rows = await db.select().from(skills).where(inArray(skills.slug, skillSlugs));
      await db.insert(courseSkills).values(rows.map((s) => ({ courseId: course!.id, skillId: s.id })));
      await t.app.badges.issueCertificate(db, {
        certificateId: randomUUID(),
        userId,
        courseId: course!.id,
        courseTitle: title,
        skills: rows.map((s) => s.name),
        passPercent: 70,
        issuedAt: clock.at,
      });
    },
    async review({ orderId, authorId, subjectId, side, rating, text = 'It went well, thank you.' }) {
      await t.database.db.insert(marketplaceReviews).values({
        orderId,
        authorId,
        authorSide: side,
        subjectId,
        rating,
        text,
        createdAt: clock.at,
      });
    },
  };
}
