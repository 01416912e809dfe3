import { TEST_CATEGORY_LABELS, type TestCategory } from '@talent/contract/assessments';
import { Search } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useDebouncedSearch } from '../../../lib/debounced-search.ts';
import type { CatalogueFilters } from '../api/skill-center-keys.ts';
import type { SkillTestList } from '../api/get-skill-tests.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The search box (debounced into `?q=`) and the category chips with their counts. */
export function CatalogueControls({
  filters,
  categories,
  onChange,
}: {
  filters: CatalogueFilters;
  categories: SkillTestList['categories'] | undefined;
  onChange: (changes: Partial<{ q: string; category: TestCategory | null }>) => void;
}) {
  const inputId = useId();
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  const { text, setText } = useDebouncedSearch(filters.q, search);

  const total = categories?.reduce((sum, c) => sum + c.count, 0);

  return (
    <div className="mt-6 space-y-4">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-md">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
          Search skill tests
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-ink-400" />
          <input
            id={inputId}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder="React, SQL, system design…"
            className="w-full rounded-control border border-ink-300 bg-white py-2 pr-3 pl-9 text-sm text-ink-900"
          />
        </div>
      </form>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Category</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <Chip
            label="All"
            count={total}
            pressed={filters.category === null}
            onClick={() => onChange({ category: null })}
          />
          {(categories ?? []).map((c) => (
            <Chip
              key={c.category}
              label={c.label || TEST_CATEGORY_LABELS[c.category]}
              count={c.count}
              pressed={filters.category === c.category}
              onClick={() => onChange({ category: filters.category === c.category ? null : c.category })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number | undefined;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={count === undefined ? label : `${label}, ${count} ${count === 1 ? 'test' : 'tests'}`}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400'
      }`}
    >
      {label}
      {count !== undefined && (
        <span aria-hidden="true" className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums">
          {formatNumber(count)}
        </span>
      )}
    </button>
  );
}
