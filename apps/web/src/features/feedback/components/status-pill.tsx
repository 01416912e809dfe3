import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@talent/contract/feedback';

const TONES: Record<FeedbackStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-brand-50 text-brand-800 ring-brand-200',
  closed: 'bg-ink-100 text-ink-700 ring-ink-200',
};

export function FeedbackStatusPill({ status }: { status: FeedbackStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}
    >
      {FEEDBACK_STATUS_LABELS[status]}
    </span>
  );
}
