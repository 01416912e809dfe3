import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type SellerSummary,
  type ServiceSkill,
} from '@talent/contract/marketplace';
import { BadgeCheck, Check, Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinorMoney } from '../../../lib/format.ts';
import { EliteBadge } from '../../elite-badge.tsx';

/** An amount in cents as "$49.50" ("$49.00" when `exact`: ledgers and receipts). */
export function Money({ minor, currency, exact }: { minor: number; currency: string; exact?: boolean }) {
  return <>{formatMinorMoney(minor, currency, exact ? { exact } : {})}</>;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export function daysText(days: number): string {
  return plural(days, 'day');
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** A person's picture or initials; decorative (the name is always written beside it). */
export function Avatar({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = size === 'sm' ? 'size-8 text-xs' : size === 'lg' ? 'size-16 text-lg' : 'size-11 text-sm';
  return url ? (
    <img src={url} alt="" aria-hidden="true" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}

/** "★ 4.8 (12)", read as "Rated 4.8 out of 5 from 12 reviews"; "New" before the first review. */
export function RatingText({ rating }: { rating: { average: number | null; count: number } }) {
  if (rating.average === null || rating.count === 0)
    return <span className="text-sm text-ink-600">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-ink-800">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        <span className="font-semibold">{rating.average.toFixed(1)}</span>{' '}
        <span className="text-ink-600">({rating.count})</span>
      </span>
      <span className="sr-only">
        Rated {rating.average.toFixed(1)} out of 5 from {plural(rating.count, 'review')}
      </span>
    </span>
  );
}

/** Five stars as an image of the rating (for a written review). */
export function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-300'}`}
        />
      ))}
    </span>
  );
}

/** The seller's name with their identity check and elite badge; a link to their page where there is one. */
export function SellerName({
  seller,
  href,
  size = 'md',
}: {
  seller: Pick<SellerSummary, 'name' | 'avatar_url' | 'identity_verified' | 'elite'>;
  href: string | null;
  size?: 'sm' | 'md';
}) {
  const name = href ? (
    <Link to={href} className="font-medium text-ink-900 hover:underline">
      {seller.name}
    </Link>
  ) : (
    <span className="font-medium text-ink-900">{seller.name}</span>
  );
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Avatar name={seller.name} url={seller.avatar_url} size={size === 'sm' ? 'sm' : 'md'} />
      {name}
      {seller.identity_verified && (
        <span className="inline-flex items-center text-brand-700" title="Identity verified">
          <BadgeCheck aria-hidden="true" className="size-4" />
          <span className="sr-only">Identity verified</span>
        </span>
      )}
      {seller.elite && <EliteBadge size="sm" />}
    </span>
  );
}

/**
 * The service's skills: a verified one (a valid skill badge or a course certificate) carries a check, and what
 * proves it is its tooltip and its accessible description.
 */
export function SkillList({ skills, limit }: { skills: ServiceSkill[]; limit?: number }) {
  const shown = limit ? skills.slice(0, limit) : skills;
  const hidden = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li
          key={skill.slug}
          title={skill.verified && skill.evidence ? skill.evidence : undefined}
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${
            skill.verified
              ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset'
              : 'bg-ink-100 text-ink-700'
          }`}
        >
          {skill.verified && <Check aria-hidden="true" className="size-3.5" />}
          {skill.name}
          {skill.verified && (
            <span className="sr-only">, verified{skill.evidence ? `: ${skill.evidence}` : ''}</span>
          )}
        </li>
      ))}
      {hidden > 0 && <li className="px-1 text-xs text-ink-600">+{hidden} more</li>}
    </ul>
  );
}

const STATUS_TONES: Record<OrderStatus, string> = {
  requirements: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_progress: 'bg-brand-50 text-brand-800 ring-brand-200',
  delivered: 'bg-sky-50 text-sky-900 ring-sky-200',
  revision_requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-200',
  disputed: 'bg-red-50 text-red-800 ring-red-200',
  resolved: 'bg-ink-100 text-ink-800 ring-ink-200',
};

export function OrderStatusPill({ status, late = false }: { status: OrderStatus; late?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}
      >
        {ORDER_STATUS_LABELS[status]}
      </span>
      {late && (
        <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          Late
        </span>
      )}
    </span>
  );
}
