import { logger } from '../../../lib/logger.ts';

/** Why the feedback widget cannot open, and what the person in front of it reads in its place. */
export type WidgetProblem = 'not_configured' | 'script_failed' | 'script_timeout' | 'script_broken';

export const WIDGET_PROBLEM_TEXT: Record<WidgetProblem, { title: string; body: string; log: string }> = {
  not_configured: {
    title: 'Feedback is not available right now',
    body: 'The feedback form is not configured on this page, so it cannot send anything. Reload the page to try again.',
    log: 'Feedback widget: no public token in the runtime configuration (/app-config.json); the widget is off.',
  },
  script_failed: {
    title: 'The feedback form could not load',
    body: 'Its script did not load: an ad blocker, a privacy extension or the network may be stopping it. Reload the page to try again.',
    log: 'Feedback widget: the third-party script failed to load.',
  },
  script_timeout: {
    title: 'The feedback form could not load',
    body: 'Its script took too long to load. Check your connection and reload the page to try again.',
    log: 'Feedback widget: the third-party script did not load in time.',
  },
  script_broken: {
    title: 'The feedback form could not start',
    body: 'Its script loaded but did not start. Reload the page to try again.',
    log: 'Feedback widget: the third-party script loaded but exposes no BorderlessFeedback.open().',
  },
};

const reported = new Set<WidgetProblem>();

/**
 * One console error per kind of problem and page load (opening the broken widget again adds nothing), through the
 * app's throttled logger. The rest of the app carries on: nothing is thrown.
 */
export function reportWidgetProblem(problem: WidgetProblem, cause?: unknown): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  if (cause === undefined) logger.error(WIDGET_PROBLEM_TEXT[problem].log);
  else logger.error(WIDGET_PROBLEM_TEXT[problem].log, cause);
}

/** Tests only. */
export function forgetReportedWidgetProblems(): void {
  reported.clear();
}
