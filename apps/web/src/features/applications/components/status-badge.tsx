import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@talent/contract/applications';

export const STATUS_LABELS = APPLICATION_STATUS_LABELS;

const TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_review: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  assessment: 'bg-violet-50 text-violet-800 ring-violet-200',
  interviewing: 'bg-brand-50 text-brand-800 ring-brand-200',
  offer: 'bg-amber-50 text-amber-900 ring-amber-300',
  hired: 'bg-brand-700 text-white ring-brand-700',
  rejected: 'bg-ink-100 text-ink-700 ring-ink-200',
  withdrawn: 'bg-ink-100 text-ink-600 ring-ink-200',
  closed: 'bg-ink-100 text-ink-600 ring-ink-200',
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
