import type { Review, TierName } from '@talent/contract/marketplace';
import type { ReviewRow } from './reviews.repository.ts';

export function reviewJson(
  review: ReviewRow,
  authorName: string | null,
  order: { serviceTitle: string; tier: { name: TierName } },
): Review {
  return {
    id: review.id,
    order_id: review.orderId,
    author_side: review.authorSide as Review['author_side'],
    author_name: authorName ?? 'A former member',
    rating: review.rating,
    text: review.text,
    service_title: order.serviceTitle,
    tier: order.tier.name,
    created_at: review.createdAt.toISOString(),
  };
}
