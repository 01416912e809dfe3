import type { ApplicationStatus } from '@talent/contract/applications';
import { RECRUITER_STATUS_LABELS } from '../lib/format.ts';

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

/** The state in words (never only a colour). */
export function StatusPill({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      <span className="sr-only">Status: </span>
      {RECRUITER_STATUS_LABELS[status]}
    </span>
  );
}
