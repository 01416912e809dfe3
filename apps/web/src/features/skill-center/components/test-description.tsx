import type { Components } from 'react-markdown';
import { MarkdownText } from '../../../components/markdown-text.tsx';

// Our own text, still drawn without raw HTML (skipHtml in MarkdownText); headings step down under the section's h2.
const components: Components = {
  h1: ({ children }) => <h3 className="mt-5 mb-2 text-base font-semibold text-ink-900">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 mb-2 text-base font-semibold text-ink-900">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 mb-2 text-sm font-semibold text-ink-900">{children}</h4>,
  h4: ({ children }) => <h4 className="mt-4 mb-2 text-sm font-semibold text-ink-900">{children}</h4>,
  h5: ({ children }) => <p className="mt-3 mb-1 font-semibold text-ink-900">{children}</p>,
  h6: ({ children }) => <p className="mt-3 mb-1 font-semibold text-ink-900">{children}</p>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {children}
    </a>
  ),
  code: ({ children }) => (
    <code className="rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-3 overflow-x-auto rounded-control bg-ink-100 p-3 text-sm">{children}</pre>
  ),
  img: ({ alt }) => <span className="text-ink-500">[{alt || 'image'}]</span>,
};

/** What a skill test covers, written in Markdown; the renderer loads beside the page, not in its first chunk. */
export function TestDescription({ markdown }: { markdown: string }) {
  return (
    <div className="text-sm text-ink-700 sm:text-[0.95rem]">
      <MarkdownText components={components}>{markdown}</MarkdownText>
    </div>
  );
}
