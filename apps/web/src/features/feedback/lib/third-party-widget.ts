import type { WidgetProblem } from './widget-problems.ts';

/**
 * A third-party feedback widget (FEEDBACK_SCRIPT_URL). Its script is loaded once, the first time someone opens
 * feedback, with the public token on its tag (`data-token`); it must then define `window.BorderlessFeedback` with
 * an `open(options)` that shows the vendor's form (an adapter of a few lines for any vendor's own API).
 */
export interface ThirdPartyFeedback {
  open(options: { token: string; path: string; build_id: string }): void;
}

declare global {
  interface Window {
    BorderlessFeedback?: Partial<ThirdPartyFeedback>;
  }
}

export class WidgetLoadError extends Error {
  constructor(readonly problem: WidgetProblem) {
    super(problem);
    this.name = 'WidgetLoadError';
  }
}

/** How long the script may take before the widget says so (a blocked request can hang rather than fail). */
export const SCRIPT_TIMEOUT_MS = 10_000;

let loading: Promise<ThirdPartyFeedback> | null = null;

function api(): ThirdPartyFeedback | null {
  const candidate = window.BorderlessFeedback;
  return candidate && typeof candidate.open === 'function' ? (candidate as ThirdPartyFeedback) : null;
}

/** The vendor's API, loading its script on first use; a failure is forgotten, so a later attempt loads again. */
export function loadThirdPartyWidget(
  url: string,
  token: string,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<ThirdPartyFeedback> {
  const ready = api();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<ThirdPartyFeedback>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.token = token;
    script.dataset.feedbackWidget = 'third-party';
    const fail = (problem: WidgetProblem) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new WidgetLoadError(problem));
    };
    const timer = setTimeout(() => fail('script_timeout'), timeoutMs);
    script.addEventListener('error', () => fail('script_failed'));
    script.addEventListener('load', () => {
      const loaded = api();
      if (!loaded) return fail('script_broken');
      clearTimeout(timer);
      // Loaded: later calls find the API itself; only a load in flight is shared.
      loading = null;
      resolve(loaded);
    });
    document.head.appendChild(script);
  });
  return loading;
}
