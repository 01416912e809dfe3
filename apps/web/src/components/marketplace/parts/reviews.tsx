import { TIER_LABELS, type Review } from '@talent/contract/marketplace';
import { MessageSquareText } from 'lucide-react';
import { DateText } from '../../date-text.tsx';
import { UserText } from '../../user-text.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import { Stars } from './display.tsx';

/** Reviews shown once both sides wrote theirs (or the blind period ended), newest first. */
export function ReviewList({
  reviews,
  label,
  showService = false,
}: {
  reviews: Review[];
  label: string;
  showService?: boolean;
}) {
  if (reviews.length === 0)
    return (
      <StatePanel Icon={MessageSquareText} title="No reviews yet">
        Reviews appear after finished orders, once both sides have written theirs or two weeks have passed.
      </StatePanel>
    );
  return (
    <ul aria-label={label} className="divide-y divide-ink-100">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars value={review.rating} />
            <span className="text-sm font-medium text-ink-900">{review.author_name}</span>
            <span className="text-xs text-ink-500">
              <DateText iso={review.created_at} /> · {TIER_LABELS[review.tier]}
              {showService ? ` · ${review.service_title}` : ''}
            </span>
          </div>
          <UserText markdown={review.text} className="mt-2 text-sm text-ink-800" />
        </li>
      ))}
    </ul>
  );
}
