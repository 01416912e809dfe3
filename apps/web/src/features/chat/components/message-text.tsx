import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends the sentence, not the link ("see https://x.test/a.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Only http(s) links become anchors; anything that does not parse as one stays text. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits user text into strings and link parts. Every part is rendered by React as text (never as HTML), so
 * markup in a message shows as the characters the user typed.
 */
export function linkify(text: string): Array<{ text: string; href: string | null }> {
  const parts: Array<{ text: string; href: string | null }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return parts;
}

/** A message body: plain text, line breaks kept (CSS pre-wrap), web links clickable and opened in a new tab. */
export function MessageText({ text, className = '' }: { text: string; className?: string }) {
  const nodes: ReactNode[] = linkify(text).map((part, index) =>
    part.href ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="underline underline-offset-2 break-all"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <p className={`break-words whitespace-pre-wrap ${className}`}>{nodes}</p>;
}
