import { expect } from 'vitest';
import type { OrderDetail, OrderStatus } from '@talent/contract/marketplace';
import {
  createCompany,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../../../seed/factories.ts';
import type { TestClient, TestContext } from '../../../test/harness.ts';
import { tinyPdf, upload } from '../../../test/test-files.ts';
import { insertService, serviceDraft } from './orders-test-kit.ts';

/*
 * The order tests' hands: people signed in to their area, services to buy, and every move as the browser sends
 * it. Each party carries its API base, so one helper serves a talent and a recruiter buyer alike.
 */

export interface Party {
  user: { id: string; name: string; email: string };
  client: TestClient;
  /** `/talent/api/marketplace` or `/recruiter/api/marketplace`. */
  api: string;
  recruiterId: string | null;
  company: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
export const OPS = '/shared/api/operator/marketplace';

export class OrdersApi {
  constructor(
    private readonly t: TestContext,
    private readonly clock: { at: Date },
  ) {}

  private get db() {
    return this.t.database.db;
  }

  async signedIn(user: { email: string }): Promise<TestClient> {
    const client = this.t.client();
    const res = await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    return client;
  }

  async talent(name?: string): Promise<Party> {
    const user = await createTalent(this.db, name ? { name } : {});
    return {
      user,
      client: await this.signedIn(user),
      api: '/talent/api/marketplace',
      recruiterId: null,
      company: null,
    };
  }

  async recruiter(): Promise<Party> {
    const user = await createRecruiterUser(this.db);
    const company = await createCompany(this.db);
    const row = await createRecruiter(this.db, company.id, { userId: user.id, name: user.name });
    return {
      user,
      client: await this.signedIn(user),
      api: '/recruiter/api/marketplace',
      recruiterId: row.id,
      company: company.name,
    };
  }

  async operator(): Promise<TestClient> {
    return this.signedIn(await createOperator(this.db));
  }

  async guest(): Promise<TestClient> {
    const client = this.t.client();
    await client.csrfCookie();
    return client;
  }

  service(seller: Party, options: Parameters<typeof insertService>[2] = {}) {
    return insertService(this.db, seller.user.id, options);
  }

  advanceDays(days: number) {
    this.clock.at = new Date(this.clock.at.getTime() + days * DAY);
  }

  sweep() {
    return this.t.app.pipelineScheduler.runAll(new Date(this.clock.at));
  }

  /** An `order_file` upload of this party's. */
  async file(party: Party, name = 'brief.pdf'): Promise<string> {
    const res = await upload(this.t.app, party.client, [['kind', 'order_file']], {
      filename: name,
      content: tinyPdf(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }

  async order(
    buyer: Party,
    serviceId: string,
    body: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ): Promise<OrderDetail> {
    const res = await buyer.client.post(
      `${buyer.api}/orders`,
      { service_id: serviceId, tier: 'standard', ...body },
      headers ? { headers } : {},
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  get(party: Party, id: string) {
    return party.client.get(`${party.api}/orders/${id}`);
  }

  async detail(party: Party, id: string): Promise<OrderDetail> {
    const res = await this.get(party, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /* ---------- the moves, as the pages send them ---------- */

  requirements(buyer: Party, id: string, body: Record<string, unknown> = REQUIREMENTS) {
    return buyer.client.post(`${buyer.api}/orders/${id}/requirements`, body);
  }
  deliver(seller: Party, id: string, body: Record<string, unknown> = DELIVERY) {
    return seller.client.post(`${seller.api}/orders/${id}/deliveries`, body);
  }
  revision(buyer: Party, id: string) {
    return buyer.client.post(`${buyer.api}/orders/${id}/revision`, {
      message: 'Please also cover the tests.',
    });
  }
  approve(buyer: Party, id: string, headers?: Record<string, string>) {
    return buyer.client.post(`${buyer.api}/orders/${id}/approve`, {}, headers ? { headers } : {});
  }
  cancellation(
    party: Party,
    id: string,
    body: Record<string, unknown> = { reason: 'changed_mind', message: '' },
  ) {
    return party.client.post(`${party.api}/orders/${id}/cancellation`, body);
  }
  accept(party: Party, id: string) {
    return party.client.post(`${party.api}/orders/${id}/cancellation/accept`);
  }
  decline(party: Party, id: string) {
    return party.client.post(`${party.api}/orders/${id}/cancellation/decline`);
  }
  withdraw(party: Party, id: string) {
    return party.client.request('DELETE', `${party.api}/orders/${id}/cancellation`);
  }
  dispute(party: Party, id: string, body: Record<string, unknown> = DISPUTE) {
    return party.client.post(`${party.api}/orders/${id}/dispute`, body);
  }
  evidence(
    party: Party,
    id: string,
    body: Record<string, unknown> = { text: 'Screenshots of the broken build.' },
  ) {
    return party.client.post(`${party.api}/orders/${id}/dispute/evidence`, body);
  }
  review(
    party: Party,
    id: string,
    body: Record<string, unknown> = { rating: 5, text: 'Clear, quick and kind.' },
  ) {
    return party.client.post(`${party.api}/orders/${id}/review`, body);
  }
  decide(operator: TestClient, disputeId: string, body: Record<string, unknown>) {
    return operator.post(`${OPS}/disputes/${disputeId}/decision`, body);
  }

  /**
   * A fresh order (standard tier: 2 revisions) brought to `status` through the API, with its two sides. `resolved`
   * takes an operator's partial refund; `cancelled` the buyer's own cancellation before the start.
   */
  async orderIn(
    status: OrderStatus,
    parties: { seller?: Party; buyer?: Party; operator?: TestClient } = {},
  ): Promise<{ seller: Party; buyer: Party; order: OrderDetail }> {
    const seller = parties.seller ?? (await this.talent());
    const buyer = parties.buyer ?? (await this.talent());
    const service = await this.service(seller, { draft: serviceDraft() });
    const order = await this.order(buyer, service.id);
    const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
      const answer = await res;
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const path: Record<OrderStatus, Array<() => Promise<void>>> = {
      requirements: [],
      in_progress: [() => ok(this.requirements(buyer, order.id))],
      delivered: [() => ok(this.requirements(buyer, order.id)), () => ok(this.deliver(seller, order.id))],
      revision_requested: [
        () => ok(this.requirements(buyer, order.id)),
        () => ok(this.deliver(seller, order.id)),
        () => ok(this.revision(buyer, order.id)),
      ],
      completed: [
        () => ok(this.requirements(buyer, order.id)),
        () => ok(this.deliver(seller, order.id)),
        () => ok(this.approve(buyer, order.id)),
      ],
      cancelled: [() => ok(this.cancellation(buyer, order.id))],
      disputed: [() => ok(this.requirements(buyer, order.id)), () => ok(this.dispute(buyer, order.id))],
      resolved: [
        () => ok(this.requirements(buyer, order.id)),
        () => ok(this.dispute(buyer, order.id)),
        async () => {
          const dispute = (await this.detail(buyer, order.id)).dispute!;
          await ok(
            this.decide(parties.operator ?? (await this.operator()), dispute.id, {
              outcome: 'partial_refund',
              refund_minor: 4_000,
              reason: 'Half the review was delivered before the dispute.',
              counts_against_seller: false,
            }),
          );
        },
      ],
    };
    for (const step of path[status]) await step();
    const now = await this.detail(buyer, order.id);
    expect(now.status).toBe(status);
    return { seller, buyer, order: now };
  }
}

export const REQUIREMENTS = {
  answers: [
    { question_id: 'q-repo', answer: 'https://github.com/acme/shop' },
    { question_id: 'q-focus', answer: 'The checkout flow.' },
  ],
  note: 'Thanks!',
};
export const DELIVERY = { message: 'The report is attached; see the summary first.' };
export const DISPUTE = {
  reason: 'quality',
  details: 'The review skipped the checkout flow we asked for in the requirements.',
};
