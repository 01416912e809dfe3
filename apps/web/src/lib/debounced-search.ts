import { useCallback, useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box whose query lives in the URL: typing sends the trimmed text after a pause, `submit`
 * sends it at once (Enter), and a query changed from outside (Back, a link, a cleared filter) replaces the text.
 */
export function useDebouncedSearch(value: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = trimmed;
      onSearch(trimmed);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  const submit = useCallback(() => {
    lastSent.current = text.trim();
    onSearch(text.trim());
  }, [text, onSearch]);

  return { text, setText, submit };
}
