import type { z } from 'zod';
import type { ReviewInputSchema } from '@talent/contract/marketplace';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersService, Viewer } from './orders.service.ts';
import { insertReview } from './reviews.repository.ts';

type ReviewInput = z.infer<typeof ReviewInputSchema>;

/**
 * Reviews (README: ## Reviews): once the order is completed or resolved, each side reviews the other once. A
 * review stays hidden from the other side until both wrote or REVIEW_BLIND_DAYS passed (orders.view.ts), so the
 * timeline and the notification say that one was written, never what it says.
 */
export class ReviewsService {
  constructor(private readonly deps: { orders: OrdersService }) {}

  write(viewer: Viewer, id: string, input: ReviewInput) {
    const orders = this.deps.orders;
    return orders.move(viewer, id, 'review', async (tx, order, side, now) => {
      const written = await insertReview(tx, {
        orderId: order.id,
        authorId: viewer.userId,
        authorSide: side,
        subjectId: side === 'buyer' ? order.sellerId : order.buyerId,
        rating: input.rating,
        text: input.text,
        createdAt: now,
      });
      if (!written) throw new AppError('conflict', { message: 'You already reviewed this order.' });
      await orders.event(tx, order, { type: 'reviewed', actorSide: side, actorId: viewer.userId }, now);
      return { order: await orders.update(tx, order, {}, now), news: { kind: 'reviewed' } };
    });
  }
}
