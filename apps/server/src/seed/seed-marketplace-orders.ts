import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderDetail } from '@talent/contract/marketplace';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.schema.ts';
import { conversations, messages } from '../db/schema/chat.schema.ts';
import { DisputesService } from '../features/marketplace/disputes.service.ts';
import {
  hasOrderBetween,
  publishedServices,
  type ServiceRow,
} from '../features/marketplace/orders.repository.ts';
import { OrdersService, type OrderThread, type Viewer } from '../features/marketplace/orders.service.ts';
import { ReviewsService } from '../features/marketplace/reviews.service.ts';
import { recruiterOfUser } from '../features/recruiter/recruiter.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface MarketplaceOrdersSeed {
  /** The demo talent: sells the services the recruiter ordered, and bought one from another talent. */
  talentEmail: string;
  /** The demo recruiter, buying for their company. */
  recruiterEmail: string;
  /** The demo data's clock (tests pin it). */
  now?: Date;
}

/**
 * Orders on the demo talent's published services (seeded by the services' seed), made through the orders' own
 * service functions on a clock moved back in time, so the ledger, timelines and reviews are what the app would
 * have written: the demo recruiter's orders waiting for requirements, in progress, delivered, completed with both
 * reviews, and one in an open dispute for the operator (with its chat); and the demo talent's purchase from
 * another talent, delivered and waiting for their approval. Skips quietly without services, and adds nothing when
 * run again.
 */
export async function seedMarketplaceOrders(db: Db, accounts: MarketplaceOrdersSeed): Promise<void> {
  const now = accounts.now ?? new Date();
  const [talent] = await db.select().from(users).where(eq(users.email, accounts.talentEmail)).limit(1);
  const [recruiterUser] = await db
    .select()
    .from(users)
    .where(eq(users.email, accounts.recruiterEmail))
    .limit(1);
  if (!talent) return;
  const clock = { at: now };
  const orders = new OrdersService({
    db,
    files: { open: () => Promise.reject(new Error('The demo data serves no files.')) },
    // The chat's thread, as `openForOrder` opens it (the demo data writes its rows like the chat's seed does).
    openThread: (thread) => openThread(db, thread, clock.at),
    now: () => clock.at,
  });
  const disputes = new DisputesService({ db, orders });
  const reviews = new ReviewsService({ orders });
  const at = (ago: number) => {
    clock.at = new Date(now.getTime() - ago);
  };
  const seller: Viewer = { userId: talent.id, recruiterId: null, area: 'talent' };

  const own = await publishedServices(db, { of: talent.id });
  const recruiterRow = recruiterUser ? await recruiterOfUser(db, recruiterUser.id) : undefined;
  if (
    own.length > 0 &&
    recruiterUser &&
    recruiterRow &&
    !(await hasOrderBetween(db, recruiterUser.id, talent.id))
  ) {
    const buyer: Viewer = { userId: recruiterUser.id, recruiterId: recruiterRow.id, area: 'recruiter' };
    const service = (i: number) => own[i % own.length]!;
    const order = (s: ServiceRow, tier: 'first' | 'last') =>
      orders.create(buyer, {
        service_id: s.id,
        tier: (tier === 'first' ? s.draft.tiers[0] : s.draft.tiers.at(-1))!.name,
        addon_ids: [],
      });
    const requirements = (placed: OrderDetail, note: string) =>
      orders.sendRequirements(buyer, placed.id, requirementsFor(placed, note));

    // Completed twelve days ago, both sides reviewed.
    at(12 * DAY);
    const completed = await order(service(0), 'last');
    await requirements(
      completed,
      'Our staging environment is ready for you; the access details are in the chat.',
    );
    at(9 * DAY);
    await orders.deliver(seller, completed.id, {
      message:
        'Done: the report, a prioritised list of fixes and the notes from our call are all in the order.',
      file_ids: [],
    });
    at(8 * DAY);
    await orders.approve(buyer, completed.id);
    await reviews.write(buyer, completed.id, {
      rating: 5,
      text: 'Thorough, clear and kind. The prioritised list made the next sprint easy to plan.',
    });
    at(7 * DAY);
    await reviews.write(seller, completed.id, {
      rating: 5,
      text: 'Quick answers and a well prepared environment. A pleasure to work with.',
    });

    // In dispute: delivered, then the recruiter disputed it and both added evidence; the operator decides.
    at(7 * DAY);
    const disputed = await order(service(1), 'first');
    await requirements(disputed, 'Please focus on the checkout flow; the rest can wait.');
    at(4 * DAY);
    await orders.deliver(seller, disputed.id, {
      message: 'The review of the product pages is attached, with the changes I recommend.',
      file_ids: [],
    });
    at(3 * DAY + 2 * HOUR);
    await chat(db, disputed.id, [
      [recruiterUser.id, 'The delivery covers the product pages, but we asked for the checkout flow.'],
      [talent.id, 'The basic tier covers one area; I picked the pages where most users drop off.'],
    ]);
    at(3 * DAY);
    await disputes.open(buyer, disputed.id, {
      reason: 'not_as_described',
      details:
        'Our requirements named the checkout flow, and the delivery reviews the product pages instead.',
      file_ids: [],
    });
    at(2 * DAY);
    await disputes.addEvidence(seller, disputed.id, {
      text: 'The tier says one area of the app; the requirements arrived after I had started on the product pages.',
      file_ids: [],
    });

    // Delivered yesterday: the recruiter may approve or ask for a revision (auto-release in two days).
    at(5 * DAY);
    const delivered = await order(service(0), 'last');
    await requirements(delivered, 'Access to the repository is shared with your account.');
    at(1 * DAY);
    await orders.deliver(seller, delivered.id, {
      message: 'First version of the review, with comments inline. Tell me what to look at again.',
      file_ids: [],
    });

    // In progress for two days, and waiting for requirements since an hour ago.
    at(2 * DAY);
    const working = await order(service(1), 'last');
    await requirements(working, 'We would like a call at the start; any afternoon works for us.');
    at(1 * HOUR);
    await order(service(0), 'first');
  }

  // The demo talent buys too: another talent's service, delivered and waiting for their approval.
  const [theirs] = await publishedServices(db, { notOf: talent.id });
  if (theirs && !(await hasOrderBetween(db, talent.id, theirs.sellerId))) {
    const other: Viewer = { userId: theirs.sellerId, recruiterId: null, area: 'talent' };
    at(6 * DAY);
    const bought = await orders.create(seller, {
      service_id: theirs.id,
      tier: theirs.draft.tiers[0]!.name,
      addon_ids: [],
    });
    await orders.sendRequirements(
      seller,
      bought.id,
      requirementsFor(bought, 'My portfolio is linked on my profile.'),
    );
    at(2 * DAY);
    await orders.deliver(other, bought.id, {
      message: 'Here is my review with concrete suggestions for each section.',
      file_ids: [],
    });
  }
}

/** Every question of the order answered plainly (the services' questions are whatever their sellers wrote). */
function requirementsFor(order: OrderDetail, note: string) {
  return {
    answers: order.questions.map((question) => ({
      question_id: question.id,
      answer:
        'Everything you need is in the shared folder linked in the chat; happy to go through it on a call.',
    })),
    note,
    file_ids: [],
  };
}

/** The order's chat thread, as the chat opens it. */
async function openThread(db: Db, thread: OrderThread, at: Date): Promise<string> {
  const [row] = await db
    .insert(conversations)
    .values({
      kind: 'order',
      talentId: thread.sellerId,
      recruiterId: thread.buyerRecruiterId,
      buyerTalentId: thread.buyerRecruiterId ? null : thread.buyerId,
      orderId: thread.orderId,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return row?.id ?? '';
}

/** A few messages in an order's thread. */
async function chat(db: Db, orderId: string, lines: Array<[senderId: string, body: string]>): Promise<void> {
  const [thread] = await db
    .select({ id: conversations.id, createdAt: conversations.createdAt })
    .from(conversations)
    .where(and(eq(conversations.orderId, orderId), eq(conversations.kind, 'order')))
    .limit(1);
  if (!thread) return;
  let at = thread.createdAt.getTime();
  for (const [senderId, body] of lines) {
    at += 20 * 60 * 1000;
    await db
      .insert(messages)
      .values({ id: randomUUID(), conversationId: thread.id, senderId, body, createdAt: new Date(at) });
  }
  await db
    .update(conversations)
    .set({ lastMessageAt: new Date(at) })
    .where(eq(conversations.id, thread.id));
}
