import type { RunCaseResultSchema, RunResult } from '@talent/contract/assessments';
import { CircleCheck, CircleX, MinusCircle } from 'lucide-react';
import type { z } from 'zod';
import { formatNumber } from '../../lib/format.ts';

type RunCase = z.infer<typeof RunCaseResultSchema>;

export const RUN_STATUS_TEXT: Record<RunResult['status'], string> = {
  ok: 'Ran',
  compile_error: 'Did not compile',
  timeout: 'Timed out',
  memory_limit: 'Ran out of memory',
  crashed: 'Crashed',
};

function Verdict({ passed }: { passed: boolean | null }) {
  if (passed === null)
    return (
      <span className="inline-flex items-center gap-1 text-ink-600">
        <MinusCircle aria-hidden="true" className="size-4" /> Your input
      </span>
    );
  return passed ? (
    <span className="inline-flex items-center gap-1 text-brand-800">
      <CircleCheck aria-hidden="true" className="size-4" /> Passed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-red-700">
      <CircleX aria-hidden="true" className="size-4" /> Failed
    </span>
  );
}

function Code({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-500">{label}</dt>
      <dd>
        <pre className="mt-0.5 overflow-x-auto rounded bg-ink-50 px-2 py-1 font-mono text-xs whitespace-pre-wrap text-ink-800">
          {value}
        </pre>
      </dd>
    </div>
  );
}

/** Each case of a run: input, expected, actual, pass or fail, printed output and errors. */
export function RunCases({ cases }: { cases: RunCase[] }) {
  return (
    <ul className="space-y-3">
      {cases.map((runCase, index) => (
        <li
          key={`${runCase.name}-${index}`}
          className="rounded-control border border-ink-200 bg-white p-3 text-sm"
        >
          <div className="flex items-center justify-between gap-3">
            <h4 className="font-semibold text-ink-900">{runCase.name}</h4>
            <Verdict passed={runCase.passed} />
          </div>
          <dl className="mt-2 grid gap-2 sm:grid-cols-3">
            <Code label="Input" value={runCase.input} />
            {runCase.expected !== null && <Code label="Expected" value={runCase.expected} />}
            <Code label="Actual" value={runCase.actual ?? '(nothing returned)'} />
          </dl>
          {runCase.stdout && (
            <dl className="mt-2">
              <Code label="Printed" value={runCase.stdout} />
            </dl>
          )}
          {runCase.error && (
            <p className="mt-2 font-mono text-xs whitespace-pre-wrap text-red-700">{runCase.error}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RunResults({ result }: { result: RunResult }) {
  const judged = result.cases.filter((c) => c.passed !== null);
  const passed = judged.filter((c) => c.passed).length;
  return (
    <section aria-label="Run results" className="mt-4 space-y-3">
      <p role="status" className="text-sm font-semibold text-ink-800">
        {RUN_STATUS_TEXT[result.status]}
        {judged.length > 0 && ` — ${passed} of ${judged.length} sample cases passed`} (
        {formatNumber(Math.round(result.duration_ms))} ms)
      </p>
      {result.error && (
        <pre className="overflow-x-auto rounded-control bg-red-50 p-3 font-mono text-xs whitespace-pre-wrap text-red-800">
          {result.error}
        </pre>
      )}
      <RunCases cases={result.cases} />
    </section>
  );
}
