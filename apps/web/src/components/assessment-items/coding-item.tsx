import {
  CODE_LANGUAGE_LABELS,
  CUSTOM_INPUT_MAX_LENGTH,
  type Answer,
  type CodeLanguage,
  type ItemView,
  type RunCode,
  type RunResult,
} from '@talent/contract/assessments';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { FieldMessages } from '../ui/field-messages.tsx';
import { errorMessage, retryAfterSeconds, formatWait } from '../../lib/form-errors.ts';
import { CodeEditor } from './code-editor.tsx';
import { RunResults } from './run-results.tsx';

type CodingView = Extract<ItemView, { type: 'coding' }>;

/** The custom input must be a JSON array of arguments; the message says what is wrong, or null when fine. */
export function customInputError(text: string): string | null {
  if (text.trim() === '') return null;
  if (text.length > CUSTOM_INPUT_MAX_LENGTH) return 'Keep the input shorter.';
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? null : 'Write the arguments as a JSON array, e.g. [1, "two"].';
  } catch {
    return 'This is not valid JSON. Write the arguments as a JSON array, e.g. [1, "two"].';
  }
}

/**
 * A coding task: the language picker (each language with its own starter), the editor, the sample cases, a box for
 * the candidate's own arguments, Run, and what each case gave. Submit grades against hidden tests.
 */
export function CodingItem({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
  runCode,
}: {
  item: CodingView;
  answer: Extract<Answer, { type: 'coding' }> | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
  runCode: (body: RunCode) => Promise<RunResult>;
}) {
  const language: CodeLanguage = answer?.language ?? item.languages[0] ?? 'javascript';
  const source = answer?.source ?? item.starter[language] ?? '';
  const [customInput, setCustomInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<RunResult | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const ids = {
    language: `item-${item.id}-language`,
    note: `item-${item.id}-note`,
    input: `item-${item.id}-input`,
    inputHint: `item-${item.id}-input-hint`,
    inputError: `item-${item.id}-input-error`,
  };

  const pickLanguage = (next: CodeLanguage) => {
    if (next === language) return;
    const starter = item.starter[language] ?? '';
    // Untouched code follows the language; written code is kept unless the candidate agrees to swap it.
    const keep =
      source.trim() !== '' && source !== starter
        ? !window.confirm(`Replace your code with the ${CODE_LANGUAGE_LABELS[next]} starter?`)
        : false;
    onChange({ type: 'coding', language: next, source: keep ? source : (item.starter[next] ?? '') });
  };

  const run = async () => {
    const problem = customInputError(customInput);
    setInputError(problem);
    if (problem) {
      document.getElementById(ids.input)?.focus();
      return;
    }
    setRunning(true);
    setRunError(null);
    try {
      setResult(
        await runCode({
          item_id: item.id,
          language,
          source,
          ...(customInput.trim() ? { custom_input: customInput } : {}),
        }),
      );
    } catch (error) {
      const wait = retryAfterSeconds(error);
      setRunError(
        wait !== null
          ? `Too many runs. Try again in ${formatWait(wait)}.`
          : errorMessage(error, 'The code could not be run.'),
      );
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={ids.language} className="text-sm font-semibold text-ink-800">
          Language
        </label>
        <select
          id={ids.language}
          value={language}
          disabled={disabled || item.languages.length < 2}
          onChange={(event) => pickLanguage(event.target.value as CodeLanguage)}
          className="rounded-control border border-ink-300 bg-white px-3 py-1.5 text-sm"
        >
          {item.languages.map((option) => (
            <option key={option} value={option}>
              {CODE_LANGUAGE_LABELS[option]}
            </option>
          ))}
        </select>
        {item.entry[language] && (
          <span className="text-xs text-ink-500">
            Write <code className="font-mono">{item.entry[language]}</code>.
          </span>
        )}
      </div>

      <CodeEditor
        value={source}
        language={language}
        readOnly={disabled}
        labelledBy={labelledBy}
        describedBy={ids.note}
        onChange={(next) => onChange({ type: 'coding', language, source: next })}
      />
      <p id={ids.note} className="text-xs text-ink-500">
        Tab indents; press Escape, then Tab, to leave the editor. Run checks the samples below and your own
        input; Submit grades your code against {item.hidden_count} hidden tests you do not see.
      </p>

      {item.samples.length > 0 && (
        <section aria-label="Sample cases">
          <h4 className="text-sm font-semibold text-ink-800">Sample cases</h4>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {item.samples.map((sample) => (
              <li key={sample.name} className="rounded-control border border-ink-200 bg-white p-3 text-xs">
                <p className="font-semibold text-ink-800">{sample.name}</p>
                <p className="mt-1 text-ink-600">
                  Input <code className="font-mono text-ink-900">{sample.input}</code>
                </p>
                <p className="text-ink-600">
                  Expected <code className="font-mono text-ink-900">{sample.expected}</code>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div>
        <label htmlFor={ids.input} className="text-sm font-semibold text-ink-800">
          Your own input (optional)
        </label>
        <textarea
          id={ids.input}
          value={customInput}
          rows={2}
          disabled={disabled}
          maxLength={CUSTOM_INPUT_MAX_LENGTH}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? `${ids.inputHint} ${ids.inputError}` : ids.inputHint}
          onChange={(event) => setCustomInput(event.target.value)}
          placeholder='[[3, 1, 2], "asc"]'
          className="mt-1 block w-full rounded-control border border-ink-300 px-3 py-2 font-mono text-xs"
        />
        <FieldMessages
          hint="The arguments as a JSON array; it runs beside the samples."
          hintId={ids.inputHint}
          error={inputError ?? undefined}
          errorId={ids.inputError}
        />
      </div>

      <Button variant="secondary" onClick={() => void run()} loading={running} disabled={disabled}>
        <Play aria-hidden="true" className="size-4" />
        Run
      </Button>
      {runError && (
        <p role="alert" className="text-sm text-red-700">
          {runError}
        </p>
      )}
      {result && <RunResults result={result} />}
    </div>
  );
}
