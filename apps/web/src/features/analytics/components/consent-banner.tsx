import { useId, type MouseEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  setAnalyticsConsent,
  useAnalyticsConsent,
  type AnalyticsConsent,
} from '../../../lib/analytics-consent.ts';

/**
 * Asks once whether page visits may be counted. Not a modal: the page stays usable and nothing is collected while
 * the question is open. It sits last in the document, so it never changes where the keyboard starts on a page,
 * and in a corner, so it hides as little as possible.
 */
export function ConsentBanner() {
  const consent = useAnalyticsConsent();
  const id = useId();
  if (consent !== null) return null;

  const decide = (choice: AnalyticsConsent) => (event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = event.currentTarget.closest('section')?.contains(document.activeElement) ?? false;
    setAnalyticsConsent(choice);
    // The banner is gone: the keyboard continues in the page's content rather than on the document.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="analytics-consent"
      className="fixed right-3 bottom-3 left-3 z-50 rounded-card border border-ink-200 bg-white p-4 shadow-lg sm:right-auto sm:left-4 sm:max-w-md"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        May we count your page visits?
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-ink-600">
        We count which pages are visited to make Borderless better. We never record your screen, what you
        type, your test answers or video, and we set no cookies for it. You can change your mind any time in
        Settings, under Privacy.
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={decide('rejected')}>
          Reject
        </Button>
        {/* Both answers look alike: saying no is as easy as saying yes. */}
        <Button variant="secondary" onClick={decide('accepted')}>
          Accept
        </Button>
      </div>
    </section>
  );
}
