import { LogoMark } from './ui/logo.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Shown while the first route (and the identity behind its guard) loads. */
export function Splash() {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-5"
      role="status"
      aria-live="polite"
    >
      <LogoMark className="size-12" />
      <span className="inline-flex items-center gap-2 text-sm text-ink-500">
        <Spinner />
        Loading Borderless…
      </span>
    </div>
  );
}
