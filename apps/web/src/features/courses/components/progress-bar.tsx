/** A course's progress: a bar with the percent beside it, named for screen readers. */
export function ProgressBar({
  percent,
  label,
  size = 'md',
}: {
  percent: number;
  label: string;
  size?: 'sm' | 'md';
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={`flex-1 overflow-hidden rounded-full bg-ink-100 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="shrink-0 text-xs font-semibold text-ink-700 tabular-nums">
        {value}%
      </span>
    </div>
  );
}
