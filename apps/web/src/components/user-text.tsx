import type { Components } from 'react-markdown';
import { MarkdownText } from './markdown-text.tsx';

// Text people write (notes, agendas, feedback, cover notes): raw HTML is dropped (skipHtml), react-markdown's URL filter removes javascript:
// links, links open safely, headings flatten to bold paragraphs (they would break the page's outline).
const components: Components = {
  h1: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  h4: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  h5: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  h6: ({ children }) => <p className="my-1.5 font-semibold">{children}</p>,
  p: ({ children }) => <p className="my-1.5 leading-relaxed first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ children, href }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-brand-700 underline"
    >
      {children}
    </a>
  ),
  img: ({ alt }) => <span>[{alt || 'image'}]</span>,
};

/** Text someone wrote for the other side, rendered as markdown without raw HTML. */
export function UserText({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div className={className}>
      <MarkdownText components={components}>{markdown}</MarkdownText>
    </div>
  );
}
