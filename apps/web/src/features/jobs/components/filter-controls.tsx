import { useState, type ReactNode } from 'react';
import { formatNumber } from '../../../lib/format.ts';

export interface FacetOption {
  value: string;
  label: string;
  count?: number | undefined;
}

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="ml-auto pl-2 text-xs text-ink-500 tabular-nums">
      {formatNumber(count)}
      <span className="sr-only"> jobs</span>
    </span>
  );
}

export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-ink-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2.5 w-full text-sm font-semibold text-ink-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** Checkboxes with the number of jobs each option would show beside it. */
export function CheckboxGroup({
  name,
  options,
  selected,
  onChange,
}: {
  name: string;
  options: FacetOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  // The URL is the source of truth, but it changes a navigation later; the box shows the click at once.
  // Once the URL moves (to the click, or elsewhere via Back), it is the truth again.
  const key = selected.join(',');
  const [local, setLocal] = useState<string[] | null>(null);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setLocal(null);
  }
  const current = local ?? selected;
  const change = (next: string[]) => {
    setLocal(next);
    onChange(next);
  };
  return (
    <ul className="space-y-1">
      {options.map((option) => {
        const checked = current.includes(option.value);
        const id = `${name}-${option.value}`;
        return (
          <li key={option.value}>
            <label
              htmlFor={id}
              className={`flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm hover:bg-ink-50 ${
                option.count === 0 && !checked ? 'text-ink-500' : 'text-ink-800'
              }`}
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() =>
                  change(checked ? current.filter((v) => v !== option.value) : [...current, option.value])
                }
                className="size-4 rounded border-ink-300 accent-brand-700"
              />
              {option.label}
              <Count count={option.count} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}

export function RadioGroup({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: FacetOption[];
  value: string;
  onChange: (next: string) => void;
}) {
  const [local, setLocal] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setLocal(null);
  }
  const current = local ?? value;
  return (
    <ul className="space-y-1">
      {options.map((option) => {
        const id = `${name}-${option.value || 'any'}`;
        return (
          <li key={option.value}>
            <label
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-ink-800 hover:bg-ink-50"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                onChange={() => {
                  setLocal(option.value);
                  onChange(option.value);
                }}
                className="size-4 border-ink-300 accent-brand-700"
              />
              {option.label}
              <Count count={option.count} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** A switch built on a checkbox, so it keeps native keyboard and form behaviour. */
export function Toggle({
  id,
  checked,
  onChange,
  label,
  description,
}: {
  id: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description?: string;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span
        aria-hidden="true"
        className="relative mt-0.5 inline-flex h-5 w-9 shrink-0 rounded-full bg-ink-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
      />
      <span className="text-sm">
        <span className="font-medium text-ink-900">{label}</span>
        {description && (
          <span id={`${id}-description`} className="mt-0.5 block text-xs text-ink-500">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}

export const selectClass =
  'block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';
