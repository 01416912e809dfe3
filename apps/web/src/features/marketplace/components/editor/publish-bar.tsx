import type { MyService } from '@talent/contract/marketplace';
import { AlertCircle, CheckCircle2, Eye, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { formatTime, useTimeZone } from '../../../../lib/format.ts';
import type { SaveStatus } from '../../lib/service-autosave.ts';

const STATUS_LABELS: Record<MyService['status'], string> = {
  draft: 'Draft: only you can see it',
  published: 'Published: buyers can order it',
  paused: 'Paused: hidden from browsing; running orders go on',
};

/** The service's status, the autosave's, and Publish or Pause. */
export function PublishBar({
  service,
  save,
  onRetry,
  onPublish,
  onPause,
  busy,
}: {
  service: MyService;
  save: { status: SaveStatus; savedAt: Date | null; error: string | null };
  onRetry: () => void;
  onPublish: () => void;
  onPause: () => void;
  busy: boolean;
}) {
  const zone = useTimeZone();
  return (
    <div className="sticky top-16 z-10 -mx-4 border-b border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink-900">{STATUS_LABELS[service.status]}</p>
          <p role="status" className="mt-0.5 flex items-center gap-1.5 text-ink-600">
            {save.status === 'saving' && (
              <>
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Saving…
              </>
            )}
            {save.status === 'pending' && 'Unsaved changes…'}
            {save.status === 'saved' && (
              <>
                <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" />
                {save.savedAt ? `Saved at ${formatTime(save.savedAt, zone)}` : 'All changes saved'}
              </>
            )}
            {save.status === 'failed' && (
              <span className="flex flex-wrap items-center gap-2 text-red-800">
                <AlertCircle aria-hidden="true" className="size-4" />
                {save.error}
                <button type="button" onClick={onRetry} className="font-semibold underline">
                  Try again
                </button>
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/marketplace/services/${encodeURIComponent(service.id)}`}
            className="inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100"
          >
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Link>
          {service.status === 'published' ? (
            <Button variant="secondary" loading={busy} onClick={onPause}>
              Pause
            </Button>
          ) : (
            <Button loading={busy} onClick={onPublish}>
              {service.status === 'paused' ? 'Publish again' : 'Publish'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
