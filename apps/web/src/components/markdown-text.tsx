import type { Components } from 'react-markdown';
import { deferred } from './deferred.tsx';

interface MarkdownProps {
  children: string;
  components: Components;
}

// react-markdown and its parser are ~35 kB gzipped, more than most pages: they load beside the page rather than
// in its first download. The download starts when a page that can show Markdown loads (this module's first
// import), so it is usually done before the page's data arrives; until then the text shows as it was written.
const Markdown = deferred<MarkdownProps>(
  () =>
    import('react-markdown').then(
      ({ default: ReactMarkdown }) =>
        function Markdown({ children, components }: MarkdownProps) {
          return (
            <ReactMarkdown skipHtml components={components}>
              {children}
            </ReactMarkdown>
          );
        },
    ),
  ({ children }) => <p className="leading-relaxed whitespace-pre-line">{children}</p>,
);
void Markdown.preload().catch(() => undefined);

/** Markdown someone wrote (a job, a note), without raw HTML, drawn with the caller's components. */
export function MarkdownText({ children, components }: MarkdownProps) {
  return <Markdown components={components}>{children}</Markdown>;
}
