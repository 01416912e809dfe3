import type { StageState } from '@talent/contract/elite';
import { CircleCheck, CircleDot, Hourglass, Lock } from 'lucide-react';
import { STAGE_STATE_LABELS } from '../lib/labels.ts';

const LOOK: Record<StageState, { Icon: typeof Lock; tone: string }> = {
  done: { Icon: CircleCheck, tone: 'bg-brand-100 text-brand-900' },
  in_progress: { Icon: CircleDot, tone: 'bg-amber-100 text-amber-900' },
  waiting: { Icon: Hourglass, tone: 'bg-sky-100 text-sky-900' },
  locked: { Icon: Lock, tone: 'bg-ink-100 text-ink-700' },
};

/** A stage's state as an icon and words (colour is only a hint). */
export function StageStateBadge({ state }: { state: StageState }) {
  const { Icon, tone } = LOOK[state];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STAGE_STATE_LABELS[state]}
    </span>
  );
}
