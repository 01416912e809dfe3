import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from './ui/spinner.tsx';

function Loading() {
  return (
    <div className="flex justify-center py-8 text-ink-400">
      <Spinner className="size-5" />
    </div>
  );
}

export interface Deferred<P> {
  (props: P): React.ReactNode;
  /** Starts the download (idempotent); the component then renders at once, with no loading state. */
  preload(): Promise<unknown>;
}

/**
 * A component that is not in its page's first download: a form shown only in a dialog, say. `usePreload` (or
 * `preload()`) fetches it right after the page renders, so by the time someone opens the dialog it renders
 * synchronously, exactly as a static import would (focus lands in the form as before). Opened earlier, it shows
 * a spinner until it arrives.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P> = Loading,
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function DeferredComponent(props: P) {
    // Fixed for the life of this element: switching from the lazy wrapper to the loaded component would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(DeferredComponent, { preload });
}

/** Fetches deferred components once the calling component has rendered. */
export function usePreload(...components: Deferred<never>[]): void {
  useEffect(() => {
    for (const component of components) void component.preload().catch(() => undefined);
    // The components are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
