import { TALK_CATEGORIES, TALK_CATEGORY_LABELS, type TalkCategory } from '@talent/contract/masterclass';
import { Search } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useDebouncedSearch } from '../../../lib/debounced-search.ts';
import type { TalkListFilters } from '../api/masterclass-keys.ts';

/** The search box (debounced into `?q=`) and the category chips (`?category=`). */
export function TalkFilters({
  filters,
  onChange,
  searchLabel,
}: {
  filters: TalkListFilters;
  onChange: (changes: Partial<{ q: string; category: TalkCategory | null }>) => void;
  searchLabel: string;
}) {
  const inputId = useId();
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  const { text, setText } = useDebouncedSearch(filters.q, search);

  const chip = (pressed: boolean) =>
    `inline-flex items-center rounded-full border px-3 py-1 text-sm font-medium ${
      pressed
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400'
    }`;

  return (
    <div className="mb-6 space-y-4">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-md">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
          {searchLabel}
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-ink-400" />
          <input
            id={inputId}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder="A topic, a speaker…"
            className="w-full rounded-control border border-ink-300 bg-white py-2 pr-3 pl-9 text-sm text-ink-900"
          />
        </div>
      </form>
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={filters.category === null}
          onClick={() => onChange({ category: null })}
          className={chip(filters.category === null)}
        >
          All categories
        </button>
        {TALK_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filters.category === category}
            onClick={() => onChange({ category: filters.category === category ? null : category })}
            className={chip(filters.category === category)}
          >
            {TALK_CATEGORY_LABELS[category]}
          </button>
        ))}
      </div>
    </div>
  );
}
