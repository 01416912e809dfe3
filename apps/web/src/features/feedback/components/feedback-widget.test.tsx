import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { loadThirdPartyWidget, SCRIPT_TIMEOUT_MS, WidgetLoadError } from '../lib/third-party-widget.ts';
import { forgetReportedWidgetProblems } from '../lib/widget-problems.ts';
import { renderWithApp, setFeedbackConfig } from '../testing/feedback-kit.tsx';
import { FeedbackButton } from './feedback-button.tsx';

const server = stubAppApi();
const SCRIPT = 'https://widget.example.com/embed.js';
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  forgetReportedWidgetProblems();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The unreadable configuration is reported as a warning by its loader.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.respondWith(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.BorderlessFeedback;
  document.head.querySelectorAll('script[data-feedback-widget]').forEach((s) => s.remove());
});

/** The console errors the widget wrote. */
const widgetErrors = () =>
  consoleError.mock.calls.filter(([message]) => String(message).startsWith('Feedback widget:'));

async function openWidget(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  return within(await screen.findByRole('dialog', { name: 'Feedback' }));
}

// The first test also compiles the widget's lazy chunk.
describe('the feedback widget when it cannot work', { timeout: 20_000 }, () => {
  it('without a public token (the configuration did not load): says so in its place, logs one error, the app carries on', async () => {
    await setFeedbackConfig('unreadable');
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />);

    const dialog = await openWidget(user);
    expect(dialog.getByText('Feedback is not available right now')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(/not configured on this page/);
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(widgetErrors()).toEqual([[expect.stringMatching(/no public token in the runtime configuration/)]]);

    // Closed and opened again: the same message, no second console error, and nothing was sent anywhere.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openWidget(user);
    expect(widgetErrors()).toHaveLength(1);
    expect(server.requests.filter((r) => r.url.includes('/feedback'))).toEqual([]);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save job (0)' }));
    expect(screen.getByRole('button', { name: 'Save job (1)' })).toBeInTheDocument();
  });

  it('with a third-party script that fails to load: says so in its place and logs one error', async () => {
    await setFeedbackConfig({ token: 'pub_123', script_url: SCRIPT });
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />);

    const dialog = await openWidget(user);
    expect(dialog.getByText('Opening the feedback form…')).toBeInTheDocument();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.dataset.token).toBe('pub_123');
    script.dispatchEvent(new Event('error'));

    expect(await dialog.findByText('The feedback form could not load')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(/ad blocker, a privacy extension or the network/);
    expect(widgetErrors()).toEqual([[expect.stringMatching(/third-party script failed to load/)]]);
    // The failed tag is gone, so a later attempt loads it afresh.
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save job (0)' }));
    expect(screen.getByRole('button', { name: 'Save job (1)' })).toBeInTheDocument();
  });

  it('with a third-party script that loads: hands over to it with the token and the page', async () => {
    await setFeedbackConfig({ token: 'pub_123', script_url: SCRIPT });
    const user = userEvent.setup();
    renderWithApp(<FeedbackButton />, { path: '/jobs?q=rust&token=secret#top' });
    await openWidget(user);
    const script = await waitFor(() => document.head.querySelector(`script[src="${SCRIPT}"]`)!);
    const open = vi.fn();
    window.BorderlessFeedback = { open };
    script.dispatchEvent(new Event('load'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveBeenCalledWith({
      token: 'pub_123',
      path: '/jobs?q=rust&token=%5Bredacted%5D#top',
      build_id: expect.any(String),
    });
    expect(widgetErrors()).toEqual([]);
  });
});

describe('loading a third-party script', () => {
  it('gives up after the timeout, and when the script defines no API', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = loadThirdPartyWidget(SCRIPT, 'pub_1');
      vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS);
      await expect(slow).rejects.toEqual(new WidgetLoadError('script_timeout'));
      expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
    } finally {
      vi.useRealTimers();
    }

    const broken = loadThirdPartyWidget(SCRIPT, 'pub_1');
    document.head.querySelector(`script[src="${SCRIPT}"]`)!.dispatchEvent(new Event('load'));
    await expect(broken).rejects.toEqual(new WidgetLoadError('script_broken'));
  });
});
