import { MonitorCheck } from 'lucide-react';

/**
 * "Check your camera and connection": the way to `/test` from every page that records or times the candidate.
 * It opens in a new tab (a plain link: the router has nothing to do there), so a take, a draft or a running timer
 * on this page is never lost.
 */
export function DeviceCheckLink({ className = '' }: { className?: string }) {
  return (
    <a
      href="/test"
      target="_blank"
      rel="noopener"
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline hover:text-brand-800 ${className}`}
    >
      <MonitorCheck aria-hidden="true" className="size-4 shrink-0" />
      Check your camera and connection <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
