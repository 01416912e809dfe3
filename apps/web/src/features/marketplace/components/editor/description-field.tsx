import { useState } from 'react';
import { UserText } from '../../../../components/user-text.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { fieldId, inputClass } from './inputs.tsx';

/** The description in Markdown (no raw HTML), written in one tab and read as buyers will in the other. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = fieldId('description');
  const tabClass = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-ink-900 shadow-xs' : 'text-ink-600 hover:text-ink-900'}`;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          Description
        </label>
        <div
          role="group"
          aria-label="Description view"
          className="inline-flex gap-1 rounded-control bg-ink-100 p-1"
        >
          <button
            type="button"
            aria-pressed={tab === 'write'}
            onClick={() => setTab('write')}
            className={tabClass(tab === 'write')}
          >
            Write
          </button>
          <button
            type="button"
            aria-pressed={tab === 'preview'}
            onClick={() => setTab('preview')}
            className={tabClass(tab === 'preview')}
          >
            Preview
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <textarea
          id={id}
          rows={10}
          maxLength={6000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          placeholder="What you do, how you work, what the buyer gets and what you need from them."
          className={inputClass(Boolean(error))}
        />
      ) : (
        <div
          aria-label="Description preview"
          role="region"
          className="mt-1.5 min-h-40 rounded-control border border-ink-200 bg-white px-3.5 py-2.5"
        >
          {value.trim() ? (
            <UserText markdown={value} className="text-sm text-ink-800" />
          ) : (
            <p className="text-sm text-ink-500">Nothing written yet.</p>
          )}
        </div>
      )}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
        Markdown: **bold**, lists with “-”, links. At least 80 characters; {formatNumber(value.length)} of
        6,000.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
