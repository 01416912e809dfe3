/** The parts of a short text: `code` between backticks, the rest plain. */
function parts(text: string): Array<{ code: boolean; text: string }> {
  return text
    .split(/(`[^`\n]+`)/g)
    .filter(Boolean)
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}

/** A short text for labels (an option, a step): the backticks dropped, for screen readers and aria-labels. */
export function plainText(text: string): string {
  return parts(text)
    .map((part) => part.text)
    .join('');
}

/**
 * An option, a step or an expected answer as written in the item bank: plain text where `backticks` mark code
 * (shown in monospace). Not Markdown: nothing else is read from it.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parts(text).map((part, index) =>
        part.code ? (
          // The parts of a text never move, so their place is their key.
          <code key={index} className="rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.9em] text-ink-900">
            {part.text}
          </code>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
