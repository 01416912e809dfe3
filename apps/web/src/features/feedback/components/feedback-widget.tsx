import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { pagePath } from '../lib/technical-details.ts';
import { loadThirdPartyWidget, WidgetLoadError } from '../lib/third-party-widget.ts';
import { reportWidgetProblem, WIDGET_PROBLEM_TEXT, type WidgetProblem } from '../lib/widget-problems.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { WidgetDialog } from './widget-dialog.tsx';

export interface FeedbackWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A feedback of mine to show first (the link of an answer's notification). */
  thread: string | null;
  /** Puts the focus back where the widget was opened from. */
  returnFocus: () => void;
}

/** What stands in the widget's place when it cannot work: what happened and what to do; one console error. */
function Unavailable({ problem }: { problem: WidgetProblem }) {
  useEffect(() => reportWidgetProblem(problem), [problem]);
  return (
    <>
      <div
        role="alert"
        className="flex items-start gap-3 rounded-control border border-red-200 bg-red-50 p-4"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <p className="text-sm text-red-800">{WIDGET_PROBLEM_TEXT[problem].body}</p>
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </>
  );
}

type DialogProps = Omit<FeedbackWidgetProps, 'thread'>;

/** The third-party widget: its script loads on first use, then its own form opens and ours steps aside. */
function ThirdPartyWidget({
  url,
  token,
  open,
  onOpenChange,
  returnFocus,
}: { url: string; token: string } & DialogProps) {
  const location = useLocation();
  const [problem, setProblem] = useState<WidgetProblem | null>(null);
  useEffect(() => {
    let current = true;
    loadThirdPartyWidget(url, token).then(
      (vendor) => {
        if (!current) return;
        onOpenChange(false);
        vendor.open({ token, path: pagePath(location), build_id: __BUILD_ID__ });
      },
      (error: unknown) => {
        if (current) setProblem(error instanceof WidgetLoadError ? error.problem : 'script_failed');
      },
    );
    return () => {
      current = false;
    };
    // Loads once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Feedback"
      description={problem ? WIDGET_PROBLEM_TEXT[problem].title : 'Opening the feedback form…'}
    >
      {problem ? (
        <Unavailable problem={problem} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner /> Loading
        </p>
      )}
    </WidgetDialog>
  );
}

/**
 * The widget, as the runtime configuration says: no token, a clear "not available" in its place; a third-party
 * script, that vendor's form; otherwise ours. The default export is what the header button loads on demand.
 */
export default function FeedbackWidget({ open, onOpenChange, thread, returnFocus }: FeedbackWidgetProps) {
  const { token, script_url } = getRuntimeConfig().feedback;
  if (!token) {
    return (
      <WidgetDialog
        open={open}
        onOpenChange={onOpenChange}
        returnFocus={returnFocus}
        title="Feedback"
        description={WIDGET_PROBLEM_TEXT.not_configured.title}
      >
        <Unavailable problem="not_configured" />
      </WidgetDialog>
    );
  }
  if (script_url)
    return (
      <ThirdPartyWidget
        url={script_url}
        token={token}
        open={open}
        onOpenChange={onOpenChange}
        returnFocus={returnFocus}
      />
    );
  return (
    <FeedbackDialog
      token={token}
      open={open}
      onOpenChange={onOpenChange}
      thread={thread}
      returnFocus={returnFocus}
    />
  );
}
