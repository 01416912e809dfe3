import type { CodeLanguage } from '@talent/contract/assessments';
import { deferred } from '../deferred.tsx';

export interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
  readOnly: boolean;
}

/** Until CodeMirror has arrived, the code shows as it is (read-only), so nothing typed can be lost in the switch. */
function EditorLoading({ value, labelledBy }: CodeEditorProps) {
  return (
    <div>
      <textarea
        readOnly
        aria-labelledby={labelledBy}
        value={value}
        rows={12}
        className="block w-full rounded-control border border-ink-300 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-700"
      />
      <p className="mt-1 text-xs text-ink-500">Loading the editor…</p>
    </div>
  );
}

/** CodeMirror, loaded lazily: a dynamic import, so it never enters the test page's first download. */
export const CodeEditor = deferred<CodeEditorProps>(
  () => import('./code-editor-view.tsx').then((module) => module.default),
  EditorLoading,
);
