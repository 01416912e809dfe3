import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes within `margin` of the viewport. Where there is no
 * IntersectionObserver the caller's "Load more" button is the way on.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, margin = '800px') {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
