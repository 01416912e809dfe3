import { CircleCheck, MonitorCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Summary } from '../lib/checks.ts';

const FRAMES: Record<Summary['tone'], string> = {
  idle: 'border-ink-200 bg-white',
  running: 'border-sky-200 bg-sky-50',
  ready: 'border-brand-200 bg-brand-50',
  attention: 'border-amber-200 bg-amber-50',
};

function SummaryIcon({ tone }: { tone: Summary['tone'] }) {
  const frame = 'flex size-12 shrink-0 items-center justify-center rounded-full';
  switch (tone) {
    case 'idle':
      return (
        <span className={`${frame} bg-brand-50 text-brand-700`}>
          <MonitorCheck aria-hidden="true" className="size-6" />
        </span>
      );
    case 'running':
      return (
        <span className={`${frame} bg-white text-sky-700`}>
          <Spinner className="size-6" />
        </span>
      );
    case 'ready':
      return (
        <span className={`${frame} bg-brand-700 text-white`}>
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
      );
    case 'attention':
      return (
        <span className={`${frame} bg-white text-amber-700`}>
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
      );
  }
}

/**
 * The verdict at the top, with the one button that starts (and later repeats) the whole check. The button keeps
 * its place and focus while the check runs; a click then does nothing.
 */
export function CheckSummary({
  summary,
  started,
  busy,
  onStart,
}: {
  summary: Summary;
  started: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  return (
    <section
      aria-labelledby="device-check-summary"
      className={`flex flex-col gap-4 rounded-card border p-5 sm:flex-row sm:items-center sm:p-6 ${FRAMES[summary.tone]}`}
    >
      <SummaryIcon tone={summary.tone} />
      <div className="min-w-0 flex-1">
        <h2 id="device-check-summary" className="font-display text-xl font-semibold text-ink-900">
          {summary.title}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{summary.text}</p>
      </div>
      <Button
        className="shrink-0"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onStart();
        }}
      >
        {busy ? <Spinner /> : started ? <RotateCcw aria-hidden="true" className="size-4" /> : null}
        {busy ? 'Checking…' : started ? 'Run again' : 'Start check'}
      </Button>
    </section>
  );
}
