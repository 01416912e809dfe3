import type { Components } from 'react-markdown';
import { MarkdownText } from '../markdown-text.tsx';

// Our own task text: headings flatten (the page keeps its outline), code shows in monospace.
const components: Components = {
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  p: ({ children }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-control bg-ink-900 p-3 text-xs text-ink-50">{children}</pre>
  ),
  code: ({ children }) => <code className="font-mono text-[0.9em]">{children}</code>,
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {children}
    </a>
  ),
  img: ({ alt }) => <span>[{alt || 'image'}]</span>,
};

/** A task's prompt or an explanation (Markdown, no raw HTML). */
export function PromptText({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div className={`text-ink-800 ${className}`}>
      <MarkdownText components={components}>{markdown}</MarkdownText>
    </div>
  );
}
