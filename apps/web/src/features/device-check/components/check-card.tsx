import { CircleCheck, CircleDashed, CircleX, RotateCcw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  CHECK_TITLES,
  STATUS_LABELS,
  type CheckId,
  type CheckResult,
  type CheckStatus,
} from '../lib/checks.ts';

const TONES: Record<CheckStatus, { badge: string; icon: string; Icon: LucideIcon | null }> = {
  waiting: { badge: 'bg-ink-100 text-ink-700', icon: 'text-ink-400', Icon: CircleDashed },
  running: {
    badge: 'bg-sky-50 text-sky-900 ring-1 ring-sky-200 ring-inset',
    icon: 'text-sky-700',
    Icon: null,
  },
  pass: {
    badge: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
    icon: 'text-brand-700',
    Icon: CircleCheck,
  },
  warning: {
    badge: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset',
    icon: 'text-amber-700',
    Icon: TriangleAlert,
  },
  fail: {
    badge: 'bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset',
    icon: 'text-red-700',
    Icon: CircleX,
  },
};

function Progress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100"
    >
      <div className="h-full rounded-full bg-sky-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * One check: its state in words and colour (never colour alone), what was found, what to do when it did not
 * pass, and a way to run it again. `children` holds the check's own controls (preview, meter, tone).
 */
export function CheckCard({
  id,
  result,
  onRetry,
  children,
}: {
  id: CheckId;
  result: CheckResult;
  /** Offered once the check has run; kept (disabled) while it runs again, so focus never falls off the page. */
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const title = CHECK_TITLES[id];
  const tone = TONES[result.status];
  const headingId = `check-${id}`;
  const ran = result.status !== 'waiting';
  const again = result.status === 'pass' ? 'Check again' : 'Try again';
  return (
    <article
      aria-labelledby={headingId}
      data-check={id}
      data-status={result.status}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`mt-0.5 shrink-0 ${tone.icon}`}>
          {tone.Icon ? <tone.Icon className="size-5" /> : <Spinner className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 id={headingId} className="font-display font-semibold text-ink-900">
              {title}
            </h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone.badge}`}
              data-testid="status"
            >
              {STATUS_LABELS[result.status]}
            </span>
          </div>
          <p className="mt-1 text-sm text-ink-700" data-testid="summary">
            {result.summary}
          </p>
          {result.status === 'running' && result.progress !== undefined && (
            <Progress label={`${title}: progress`} fraction={result.progress} />
          )}
          {children}
          {result.help.length > 0 && (
            <div className="mt-3 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-800">
              <p className="font-semibold">What to do</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {result.help.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          {onRetry && ran && (
            <div className="mt-3">
              <Button
                variant="ghost"
                className="-ml-2 px-2 py-1.5"
                aria-label={`${again}: ${title}`}
                aria-disabled={result.status === 'running' || undefined}
                onClick={() => {
                  if (result.status !== 'running') onRetry();
                }}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {again}
              </Button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
