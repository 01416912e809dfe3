import type { ApplicationStatus } from '@talent/contract/applications';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Sent',
  in_review: 'In review',
  interview: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

const TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_review: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  interview: 'bg-brand-50 text-brand-800 ring-brand-200',
  offer: 'bg-amber-50 text-amber-900 ring-amber-300',
  hired: 'bg-brand-700 text-white ring-brand-700',
  rejected: 'bg-ink-100 text-ink-700 ring-ink-200',
  withdrawn: 'bg-ink-100 text-ink-600 ring-ink-200',
};

/** The status as words, never only as a colour. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
