import type { JobSummary } from '@talent/contract/jobs';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useSaveJob } from '../api/save-job.ts';

interface SaveButtonProps {
  job: Pick<JobSummary, 'id' | 'title' | 'saved'>;
  /** `icon`: a compact toggle for cards; `full`: a labelled button for the job page. */
  variant?: 'icon' | 'full';
}

/** A toggle (aria-pressed) whose state comes from the cache, so every copy of the job agrees. */
export function SaveButton({ job, variant = 'icon' }: SaveButtonProps) {
  const save = useSaveJob();
  const Icon = job.saved ? BookmarkCheck : Bookmark;
  const toggle = () => save.mutate({ job, saved: !job.saved });

  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={job.saved}
        onClick={toggle}
        className={`inline-flex items-center justify-center gap-2 rounded-control border px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors ${
          job.saved
            ? 'border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50'
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {job.saved ? 'Saved' : 'Save'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={job.saved}
      aria-label={`Save ${job.title}`}
      title={job.saved ? 'Saved — click to remove' : 'Save this job'}
      onClick={toggle}
      className={`relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-control border transition-colors ${
        job.saved
          ? 'border-brand-300 bg-brand-50 text-brand-700 hover:bg-brand-100'
          : 'border-ink-200 bg-white text-ink-500 hover:border-ink-300 hover:text-ink-800'
      }`}
    >
      <Icon aria-hidden="true" className={`size-5 ${job.saved ? 'fill-brand-200' : ''}`} />
    </button>
  );
}
