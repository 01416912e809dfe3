import { useState } from 'react';

/** Copies to the clipboard; 'blocked' when the browser refuses (the caller then shows the value to select). */
export function useCopy() {
  const [copied, setCopied] = useState<'yes' | 'blocked' | null>(null);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('blocked');
    }
  };
  return { copied, copy };
}
