import { highlight } from './highlight.ts';

/** A fenced code block, coloured by its language (`js`, `ts`, `python`…); any other language shows plain. */
export default function HighlightedCode({ code, language }: { code: string; language: string }) {
  const lines = highlight(code, language);
  if (!lines) return <code className="font-mono">{code}</code>;
  return (
    <code className="font-mono">
      {lines.map((tokens, index) => (
        <span key={index}>
          {tokens.map((token, at) =>
            token.className ? (
              <span key={at} className={token.className}>
                {token.text}
              </span>
            ) : (
              token.text
            ),
          )}
          {index < lines.length - 1 && '\n'}
        </span>
      ))}
    </code>
  );
}
