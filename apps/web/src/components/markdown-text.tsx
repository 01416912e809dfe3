import { lazy, Suspense } from 'react';
import type { Components } from 'react-markdown';

// react-markdown and its parser are ~35 kB gzipped, more than most pages: they load beside the page rather than
// in its first download. The download starts when a page that can show Markdown loads (this module's first
// import), so it is usually done before the page's data arrives; until then the text shows as it was written.
const loadMarkdown = () => import('react-markdown');
void loadMarkdown().catch(() => undefined);
const Markdown = lazy(loadMarkdown);

/** Markdown someone wrote (a job, a note), without raw HTML, drawn with the caller's components. */
export function MarkdownText({ children, components }: { children: string; components: Components }) {
  return (
    <Suspense fallback={<p className="leading-relaxed whitespace-pre-line">{children}</p>}>
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </Suspense>
  );
}
