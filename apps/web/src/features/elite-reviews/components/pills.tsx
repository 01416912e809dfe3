import type { EliteApplicationStatus } from '@talent/contract/elite';
import type { IdentityStatus } from '@talent/contract/profile';
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { IDENTITY_LABELS, STATUS_LABELS } from '../lib/labels.ts';

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

const STATUS_TONES: Record<EliteApplicationStatus, string> = {
  in_progress: 'bg-ink-100 text-ink-700 ring-ink-200',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  waitlisted: 'bg-amber-50 text-amber-900 ring-amber-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-ink-100 text-ink-600 ring-ink-200',
};

export function ReviewStatusPill({ status }: { status: EliteApplicationStatus }) {
  return <span className={`${pill} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

const IDENTITY = {
  verified: { Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  pending: { Icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  rejected: { Icon: ShieldAlert, tone: 'bg-red-50 text-red-800 ring-red-200' },
  not_started: { Icon: ShieldQuestion, tone: 'bg-ink-100 text-ink-700 ring-ink-200' },
} as const;

/** The identity check's state, in words and with an icon (never colour alone). */
export function IdentityPill({ status }: { status: IdentityStatus }) {
  const { Icon, tone } = IDENTITY[status];
  return (
    <span className={`${pill} ${tone}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      Identity: {IDENTITY_LABELS[status].toLowerCase()}
    </span>
  );
}
