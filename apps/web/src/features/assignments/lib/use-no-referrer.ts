import { useEffect } from 'react';

/**
 * `<meta name="referrer" content="no-referrer">` while a token page is open, so no link followed from it (a
 * company's site, a badge's verify page) carries the token in its Referer. The server sends the same policy as a
 * header; this covers the client-side navigations that never asked it. The previous policy comes back on leaving.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = existing?.content ?? null;
    const meta = existing ?? document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    if (!existing) document.head.appendChild(meta);
    return () => {
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
