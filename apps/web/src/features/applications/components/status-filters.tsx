import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  FINAL_STATUSES,
  type ApplicationStatus,
} from '@talent/contract/applications';
import type { StatusFilter } from '../api/application-keys.ts';

const sum = (counts: Record<ApplicationStatus, number>, statuses: readonly ApplicationStatus[]) =>
  statuses.reduce((total, s) => total + (counts[s] ?? 0), 0);

function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors ${
        pressed
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50'
      }`}
    >
      {label}{' '}
      <span
        className={`rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums ${
          pressed ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700'
        }`}
      >
        {count}
      </span>
    </button>
  );
}

/**
 * Filter chips: all, the active and final groupings, and each state the candidate has (with counts over all their
 * applications, so a chip never hides how many there are elsewhere).
 */
export function StatusFilters({
  counts,
  value,
  onChange,
}: {
  counts: Record<ApplicationStatus, number>;
  value: StatusFilter | undefined;
  onChange: (value: StatusFilter | undefined) => void;
}) {
  const states = APPLICATION_STATUSES.filter((s) => (counts[s] ?? 0) > 0 || value === s);
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      <Chip
        label="All"
        count={sum(counts, APPLICATION_STATUSES)}
        pressed={!value}
        onClick={() => onChange(undefined)}
      />
      <Chip
        label="Active"
        count={sum(counts, ACTIVE_STATUSES)}
        pressed={value === 'active'}
        onClick={() => onChange('active')}
      />
      <Chip
        label="Closed out"
        count={sum(counts, FINAL_STATUSES)}
        pressed={value === 'final'}
        onClick={() => onChange('final')}
      />
      <span aria-hidden="true" className="mx-1 hidden w-px self-stretch bg-ink-200 sm:block" />
      {states.map((status) => (
        <Chip
          key={status}
          label={APPLICATION_STATUS_LABELS[status]}
          count={counts[status] ?? 0}
          pressed={value === status}
          onClick={() => onChange(status)}
        />
      ))}
    </div>
  );
}
