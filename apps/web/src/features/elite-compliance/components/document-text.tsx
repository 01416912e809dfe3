type Block = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string };

/** Lines starting with "#" are headings; other lines run into paragraphs, split at blank lines. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
    } else if (line.trim() === '') {
      close();
    } else {
      paragraph.push(line);
    }
  }
  close();
  return blocks;
}

/**
 * A document's exact text, readable: "#" lines become headings (below the document's own title), the rest keeps
 * its line breaks. No word is added, dropped or reflowed: this is the text that is hashed and signed.
 */
export function DocumentText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, index) =>
        block.kind === 'heading' ? (
          <p
            key={index}
            role="heading"
            aria-level={Math.min(6, block.level + 3)}
            className={`mt-5 font-semibold text-ink-900 first:mt-0 ${block.level === 1 ? 'text-base' : 'text-sm'}`}
          >
            {block.text}
          </p>
        ) : (
          <p key={index} className="mt-2 whitespace-pre-wrap first:mt-0">
            {block.text}
          </p>
        ),
      )}
    </>
  );
}
