import type { Match, MatchReason } from '@talent/contract/jobs';
import {
  ChevronDown,
  CircleCheck,
  CircleDotDashed,
  CircleQuestionMark,
  CircleX,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { REASON_LABELS, scoreTier } from '../lib/match.ts';

const TIER_CLASSES = {
  strong: 'bg-brand-700 text-white',
  fair: 'bg-accent-400 text-ink-900',
  weak: 'bg-ink-200 text-ink-800',
} as const;

/** "86% match": the number is the message, so it is also the accessible name, with "out of 100". */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: 'md' | 'lg' }) {
  const tier = scoreTier(score);
  return (
    <span
      role="img"
      aria-label={`Match score ${score} out of 100 (${tier.label.toLowerCase()})`}
      title={`${tier.label}: ${score} of 100 points`}
      className={`inline-flex shrink-0 items-center rounded-full font-bold tabular-nums ${TIER_CLASSES[tier.key]} ${
        size === 'lg' ? 'px-3.5 py-1.5 text-base' : 'px-2.5 py-1 text-xs'
      }`}
    >
      {score}% match
    </span>
  );
}

const STATUS: Record<MatchReason['status'], { Icon: LucideIcon; word: string; className: string }> = {
  good: { Icon: CircleCheck, word: 'Met', className: 'text-brand-700' },
  partial: { Icon: CircleDotDashed, word: 'Partly met', className: 'text-amber-700' },
  missing: { Icon: CircleX, word: 'Not met', className: 'text-red-700' },
  unknown: { Icon: CircleQuestionMark, word: 'Not in your profile', className: 'text-ink-500' },
};

/**
 * Each ingredient of the score: an icon whose shape differs per status, the status in words, the reason's own
 * sentence and its points, so nothing depends on colour.
 */
export function MatchReasons({ reasons }: { reasons: Match['reasons'] }) {
  return (
    <ul className="space-y-2">
      {reasons.map((reason) => {
        const status = STATUS[reason.status];
        return (
          <li key={reason.kind} className="flex items-start gap-2.5 text-sm">
            <status.Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${status.className}`} />
            <div className="min-w-0 flex-1">
              <p className="text-ink-800">
                <span className="font-semibold text-ink-900">{REASON_LABELS[reason.kind]}</span>
                <span className={`ml-1.5 text-xs font-medium ${status.className}`}>({status.word})</span>
                <span className="block text-ink-700">{reason.text}</span>
              </p>
            </div>
            <span className="shrink-0 text-xs text-ink-500 tabular-nums">
              {reason.points}/{reason.max_points}
              <span className="sr-only"> points</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Why this score": a disclosure at the foot of a card. The list keeps the open state (a virtualised card is
 * unmounted when scrolled away and must come back as it was).
 */
export function WhyThisScore({
  match,
  open,
  onOpenChange,
}: {
  match: Match;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const good = match.reasons.filter((r) => r.status === 'good').length;
  return (
    <div className="relative z-10 mt-3.5 border-t border-ink-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-800 hover:text-brand-900"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        Why this score
        <span className="font-normal text-ink-600">
          · {good} of {match.reasons.length} met
        </span>
      </button>
      <div id={id} hidden={!open} className="mt-3">
        <MatchReasons reasons={match.reasons} />
      </div>
    </div>
  );
}
