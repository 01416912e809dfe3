import {
  javascriptLanguage,
  jsxLanguage,
  tsxLanguage,
  typescriptLanguage,
} from '@codemirror/lang-javascript';
import { pythonLanguage } from '@codemirror/lang-python';
import type { LRLanguage } from '@codemirror/language';
import { highlightCode, tagHighlighter, tags } from '@lezer/highlight';

/*
 * CodeMirror's static highlighting (Lezer's parsers and `highlightCode`), without an editor: the parsers are the
 * ones the code editor already ships, so the lesson page adds little. Colours read on the dark code block.
 */

const LANGUAGES: Record<string, LRLanguage> = {
  js: javascriptLanguage,
  javascript: javascriptLanguage,
  mjs: javascriptLanguage,
  json: javascriptLanguage,
  jsx: jsxLanguage,
  ts: typescriptLanguage,
  typescript: typescriptLanguage,
  tsx: tsxLanguage,
  py: pythonLanguage,
  python: pythonLanguage,
};

const highlighter = tagHighlighter([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword, tags.moduleKeyword],
    class: 'text-sky-300',
  },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], class: 'text-emerald-300' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], class: 'text-amber-300' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'text-ink-400 italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'text-violet-300' },
  { tag: [tags.typeName, tags.className, tags.definition(tags.typeName)], class: 'text-teal-200' },
  { tag: [tags.definition(tags.variableName)], class: 'text-ink-50' },
]);

export interface Token {
  text: string;
  className: string;
}

/** The code as lines of coloured tokens, or null for a language we do not highlight. */
export function highlight(code: string, language: string): Token[][] | null {
  const lang = LANGUAGES[language.toLowerCase()];
  if (!lang) return null;
  const lines: Token[][] = [[]];
  highlightCode(
    code,
    lang.parser.parse(code),
    highlighter,
    (text, className) => lines.at(-1)!.push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
