import { X } from 'lucide-react';

/**
 * An upload's progress bar, with a cancel button while it runs: the one bar of every upload (resumes, videos,
 * identity photos, chat attachments). `progressLabel` and `cancelLabel` name the bar and the button for screen
 * readers when the visible `label` says more (or less) than they should.
 */
export function UploadProgress({
  label,
  fraction,
  onCancel,
  progressLabel = label,
  cancelLabel = 'Cancel the upload',
}: {
  label: string;
  fraction: number;
  onCancel?: () => void;
  progressLabel?: string;
  cancelLabel?: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="rounded-control border border-brand-200 bg-brand-50 px-3.5 py-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="truncate font-medium text-ink-900">{label}</span>
        <span className="flex items-center gap-2">
          <span className="text-ink-600 tabular-nums">{percent}%</span>
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-md p-1 text-ink-600 hover:bg-brand-100 hover:text-ink-900"
              aria-label={cancelLabel}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
