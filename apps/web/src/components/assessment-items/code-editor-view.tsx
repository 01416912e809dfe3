import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { CodeLanguage } from '@talent/contract/assessments';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { CodeEditorProps } from './code-editor.tsx';

function languageSupport(language: CodeLanguage) {
  if (language === 'python') return python();
  return javascript({ typescript: language === 'typescript' });
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: '#fff' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: '16rem' },
  '.cm-scroller': { maxHeight: '28rem', overflow: 'auto' },
  '&.cm-focused': { outline: '2px solid #0f766e', outlineOffset: '1px' },
});

/**
 * CodeMirror 6 (its own chunk: the test page loads it only when a coding task is shown). Tab indents; Escape then
 * Tab leaves the editor, so the keyboard is never trapped.
 */
export default function CodeEditorView({
  value,
  language,
  onChange,
  labelledBy,
  describedBy,
  readOnly,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());
  const emitChange = useEffectEvent((next: string) => onChange(next));

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          languageSlot.current.of(languageSupport(language)),
          readOnlySlot.current.of(EditorState.readOnly.of(readOnly)),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) emitChange(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is built once; the effects below keep it in step with later props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageSupport(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: readOnlySlot.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  // A new value from outside (another language's starter) replaces the document; typing never comes back here.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="overflow-hidden rounded-control border border-ink-300" />;
}
