import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@talent/contract/chat';
import { conversations } from '../../db/schema/chat.schema.ts';
import { marketplaceOrders } from '../../db/schema/marketplace.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { BASE, chatPeople, messageId } from '../../test/chat-test-kit.ts';

const t = useTestApp();
const people = chatPeople(t);

/** An order row as the marketplace stores one (the thread only needs the order to exist). */
async function orderBetween(sellerId: string, buyerId: string, buyerRecruiterId: string | null = null) {
  const at = new Date();
  const [row] = await t.database.db
    .insert(marketplaceOrders)
    .values({
      reference: `MK-${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
      serviceTitle: 'A careful React code review',
      sellerId,
      buyerId,
      buyerRecruiterId,
      tier: {
        name: 'basic',
        title: 'Quick look',
        scope: 'One pull request',
        price_minor: 5000,
        delivery_days: 2,
        revisions: 1,
      },
      currency: 'USD',
      totalMinor: 5000,
      feeMinor: 500,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

async function send(client: TestClient, conversationId: string, body: string): Promise<Message> {
  const res = await client.post(`${BASE}/${conversationId}/messages`, { id: messageId(), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function inbox(client: TestClient, q?: string): Promise<Conversation[]> {
  const res = await client.get(q ? `${BASE}?q=${encodeURIComponent(q)}` : BASE);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('order threads', () => {
  it('joins a seller and a buying talent: both see it, talk, and are notified; nobody else reads it', async () => {
    const seller = await people.talent('Sofia Seller');
    const buyer = await people.talent('Bruno Buyer');
    const stranger = await people.talent();
    const order = await orderBetween(seller.user.id, buyer.user.id);

    const id = await t.app.chat.openForOrder({
      orderId: order.id,
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      buyerRecruiterId: null,
    });
    // Opening again is the same thread.
    expect(
      await t.app.chat.openForOrder({
        orderId: order.id,
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        buyerRecruiterId: null,
      }),
    ).toBe(id);

    const [sellersRow] = await inbox(seller.client);
    expect(sellersRow).toMatchObject({
      id,
      kind: 'order',
      other: { user_id: buyer.user.id, name: 'Bruno Buyer', role: 'talent' },
      order: { id: order.id, reference: order.reference, title: 'A careful React code review' },
      job: null,
    });
    const [buyersRow] = await inbox(buyer.client);
    expect(buyersRow).toMatchObject({ id, other: { user_id: seller.user.id, name: 'Sofia Seller' } });
    // The inbox search finds it by the order's reference and by the other side's name.
    expect((await inbox(buyer.client, order.reference)).map((c) => c.id)).toEqual([id]);
    expect((await inbox(seller.client, 'Bruno')).map((c) => c.id)).toEqual([id]);

    const question = await send(buyer.client, id, 'Could you also look at the tests?');
    const sellerView = await seller.client.get(`${BASE}/${id}`);
    expect(sellerView.json().data.unread_count).toBe(1);
    await send(seller.client, id, 'Yes, the tests are part of the review.');
    const buyerView = await buyer.client.get(`${BASE}/${id}/messages`);
    expect(buyerView.json().data.map((m: Message) => m.body)).toEqual([
      'Could you also look at the tests?',
      'Yes, the tests are part of the review.',
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    expect(told.some((n) => n.type === 'message_received')).toBe(true);

    // A third talent can neither read nor write nor see it in their inbox.
    expect((await stranger.client.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`${BASE}/${id}/messages`)).statusCode).toBe(404);
    const intrusion = await stranger.client.post(`${BASE}/${id}/messages`, { id: messageId(), body: 'hi' });
    expect(intrusion.statusCode).toBe(404);
    expect(await inbox(stranger.client)).toEqual([]);

    // Operators read the thread of a disputed order through the service, oldest first, with names.
    const read = await t.app.chat.orderMessages(order.id);
    expect(read.conversationId).toBe(id);
    expect(read.messages.map((m) => [m.senderName, m.body])).toEqual([
      ['Bruno Buyer', question.body],
      ['Sofia Seller', 'Yes, the tests are part of the review.'],
    ]);
  });

  it('joins a seller and a recruiter buying for their company', async () => {
    const seller = await people.talent('Sofia Seller');
    const r = await people.recruiter({ name: 'Rita Recruiter' });
    const order = await orderBetween(seller.user.id, r.user.id, r.recruiter.id);
    const id = await t.app.chat.openForOrder({
      orderId: order.id,
      sellerId: seller.user.id,
      buyerId: r.user.id,
      buyerRecruiterId: r.recruiter.id,
    });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ kind: 'order', recruiterId: r.recruiter.id, buyerTalentId: null });
    const [recruitersRow] = await inbox(r.client);
    expect(recruitersRow).toMatchObject({ id, kind: 'order', other: { user_id: seller.user.id } });
    await send(r.client, id, 'The brief is attached to the order.');
    const [sellersRow] = await inbox(seller.client);
    expect(sellersRow).toMatchObject({
      other: { name: 'Rita Recruiter', role: 'recruiter' },
      unread_count: 1,
    });
  });

  it('has no thread for an order that never opened one', async () => {
    const seller = await people.talent();
    const buyer = await people.talent();
    const order = await orderBetween(seller.user.id, buyer.user.id);
    expect(await t.app.chat.orderMessages(order.id)).toEqual({ conversationId: null, messages: [] });
  });
});
