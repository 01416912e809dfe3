import type { Components } from 'react-markdown';
import { deferred } from '../deferred.tsx';
import { MarkdownText } from '../markdown-text.tsx';

// The highlighter (Lezer's parsers) is its own chunk: a lesson without code never loads it, and until it arrives
// the code shows plain.
const HighlightedCode = deferred<{ code: string; language: string }>(
  () => import('./highlighted-code.tsx').then((module) => module.default),
  ({ code }) => <code className="font-mono">{code}</code>,
);

const heading = 'mt-6 mb-2 font-display font-semibold text-ink-900 first:mt-0';

// Our own lesson text: headings sit under the lesson's title (h2) so the page keeps one outline, links to other
// sites open in a new tab, raw HTML is dropped (MarkdownText) and fenced code is highlighted by its language.
const components: Components = {
  h1: ({ children }) => <h3 className={`${heading} text-lg`}>{children}</h3>,
  h2: ({ children }) => <h3 className={`${heading} text-lg`}>{children}</h3>,
  h3: ({ children }) => <h4 className={`${heading} text-base`}>{children}</h4>,
  h4: ({ children }) => <h4 className={`${heading} text-base`}>{children}</h4>,
  h5: ({ children }) => <h4 className={`${heading} text-sm`}>{children}</h4>,
  h6: ({ children }) => <h4 className={`${heading} text-sm`}>{children}</h4>,
  p: ({ children }) => <p className="my-3 leading-relaxed first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1.5 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1.5 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-l-4 border-brand-200 bg-brand-50 px-4 py-2 text-ink-800">
      {children}
    </blockquote>
  ),
  table: ({ children }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="border-b border-ink-300 px-3 py-2 text-left font-semibold">{children}</th>
  ),
  td: ({ children }) => <td className="border-b border-ink-100 px-3 py-2">{children}</td>,
  pre: ({ children }) => (
    <pre
      // The block scrolls sideways on a narrow screen, so the keyboard must be able to reach it.
      tabIndex={0}
      className="my-4 overflow-x-auto rounded-control bg-ink-900 p-4 text-[13px] leading-relaxed text-ink-50"
    >
      {children}
    </pre>
  ),
  code: ({ children, className }) => {
    const language = /language-([\w+-]+)/.exec(className ?? '')?.[1];
    const text = String(children ?? '');
    // A fenced block: react-markdown gives it the language class, and its text ends with a newline.
    if (language || text.endsWith('\n'))
      return <HighlightedCode code={text.replace(/\n$/, '')} language={language ?? ''} />;
    return (
      <code className="rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.9em] text-ink-900">{children}</code>
    );
  },
  a: ({ children, href }) => {
    const internal = href?.startsWith('/') && !href.startsWith('//');
    return (
      <a
        href={href}
        {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        className="font-medium text-brand-700 underline"
      >
        {children}
      </a>
    );
  },
  img: ({ alt }) => <span>[{alt || 'image'}]</span>,
};

/** A lesson's Markdown (or a course's description): no raw HTML, code blocks highlighted. */
export function LessonMarkdown({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div className={`text-[15px] text-ink-800 ${className}`}>
      <MarkdownText components={components}>{markdown}</MarkdownText>
    </div>
  );
}
