import type { BadgeStatus } from '@talent/contract/badges';

const STATUS: Record<BadgeStatus, { label: string; tone: string }> = {
  valid: { label: 'Valid', tone: 'bg-brand-100 text-brand-900' },
  expired: { label: 'Expired', tone: 'bg-ink-100 text-ink-700' },
  revoked: { label: 'Revoked', tone: 'bg-red-50 text-red-800' },
};

export function BadgeStatusPill({ status }: { status: BadgeStatus }) {
  const { label, tone } = STATUS[status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}
