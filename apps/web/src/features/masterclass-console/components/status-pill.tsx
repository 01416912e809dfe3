import type { TalkStatus } from '@talent/contract/masterclass';

const TONES: Record<TalkStatus, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  live: { label: 'Live', className: 'bg-red-50 text-red-800 ring-red-200' },
  ended: { label: 'Ended', className: 'bg-ink-100 text-ink-700 ring-ink-200' },
  cancelled: { label: 'Cancelled', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

export function TalkStatusPill({ status }: { status: TalkStatus }) {
  const tone = TONES[status];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone.className}`}
    >
      {tone.label}
    </span>
  );
}
