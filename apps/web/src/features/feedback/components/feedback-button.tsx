import { MessageSquareText } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { logger } from '../../../lib/logger.ts';
import type { FeedbackWidgetProps } from './feedback-widget.tsx';

type Widget = ComponentType<FeedbackWidgetProps>;

// The widget is its own chunk, fetched when someone first opens it (or points at the button): never in the entry.
let loading: Promise<Widget> | null = null;
function loadWidget(): Promise<Widget> {
  loading ??= import('./feedback-widget.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * "Feedback" in the header of every signed-in layout: opens the widget (ours, or the third-party one the runtime
 * configuration names). `?feedback=<id>` in the address (the link of an answer's notification) opens it on that
 * thread, on whatever page it is.
 */
export function FeedbackButton() {
  const [params, setParams] = useSearchParams();
  const thread = params.get('feedback');
  const [clicked, setClicked] = useState(false);
  const open = clicked || thread !== null;
  const [Widget, setWidget] = useState<Widget | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const forgetThread = useCallback(() => {
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('feedback');
        return rest;
      },
      { replace: true },
    );
  }, [setParams]);

  useEffect(() => {
    if (!open || Widget) return;
    let current = true;
    loadWidget().then(
      (loaded) => {
        if (current) setWidget(() => loaded);
      },
      (error: unknown) => {
        if (!current) return;
        setClicked(false);
        forgetThread();
        // The one problem reported from here: the rest live in the widget's chunk, which is what failed.
        logger.error('Feedback widget: its code could not be downloaded.', error);
        toast.error('The feedback form could not load', {
          description: 'Part of the app did not download. Check your connection and try again.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [open, Widget, forgetThread]);

  const onOpenChange = (next: boolean) => {
    setClicked(next);
    if (!next && thread) forgetThread();
  };

  const prefetch = () => void loadWidget().catch(() => undefined);
  const busy = open && Widget === null;
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setClicked(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900"
      >
        {busy ? <Spinner /> : <MessageSquareText aria-hidden="true" className="size-4" />}
        <span className="sr-only sm:not-sr-only">Feedback</span>
      </button>
      {open && Widget && (
        <Widget
          open
          onOpenChange={onOpenChange}
          thread={thread}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  );
}
