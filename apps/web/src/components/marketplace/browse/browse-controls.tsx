import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CATEGORY_LABELS,
  type MarketplaceCategory,
} from '@talent/contract/marketplace';
import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useDebouncedSearch } from '../../../lib/debounced-search.ts';
import { formatNumber } from '../../../lib/format.ts';
import { SkillCombobox } from '../../skills/skill-combobox.tsx';
import type { BrowseFilters } from './browse-filters.ts';

const SORT_LABELS: Record<BrowseFilters['sort'], string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  fastest: 'Fastest delivery',
};
const DAY_CHOICES = [1, 3, 7, 14, 30] as const;
const RATING_CHOICES = [4.5, 4, 3] as const;

const controlClass =
  'mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

export function BrowseSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const { text, setText, submit } = useDebouncedSearch(value, onSearch);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        Search services
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search services: code review, landing page, data pipeline…"
        enterKeyHint="search"
        className="block w-full rounded-control border border-ink-300 bg-white py-3 pr-4 pl-11 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
    </form>
  );
}

/** The category chips, each with how many services it holds under the other filters. */
export function CategoryChips({
  value,
  counts,
  onChange,
}: {
  value: MarketplaceCategory | null;
  counts: Record<string, number> | undefined;
  onChange: (category: MarketplaceCategory | null) => void;
}) {
  const chip = (pressed: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
      pressed
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400'
    }`;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const count = (n: number | undefined, pressed: boolean) =>
    n === undefined ? null : (
      <span className={`text-xs tabular-nums ${pressed ? 'text-brand-100' : 'text-ink-500'}`}>
        <span aria-hidden="true">{formatNumber(n)}</span>
        <span className="sr-only">, {n === 1 ? '1 service' : `${formatNumber(n)} services`}</span>
      </span>
    );
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        className={chip(value === null)}
      >
        All categories {count(total, value === null)}
      </button>
      {MARKETPLACE_CATEGORIES.map((category) => {
        const pressed = value === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : category)}
            className={chip(pressed)}
          >
            {MARKETPLACE_CATEGORY_LABELS[category]}{' '}
            {count(counts?.[category] ?? (counts ? 0 : undefined), pressed)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A whole-dollar box that writes its value when left or on Enter, not on every keystroke. A change from outside (a
 * removed chip, Back) replaces what it shows.
 */
function DollarField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
  const id = useId();
  const shown = value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
  }
  const commit = () => {
    const trimmed = text.trim();
    const parsed = trimmed === '' ? null : Math.max(0, Math.floor(Number(trimmed)));
    if (parsed !== null && !Number.isFinite(parsed)) return setText(shown);
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.75 -translate-y-1/2 text-sm text-ink-500"
        >
          $
        </span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={`${controlClass} pl-7`}
        />
      </div>
    </div>
  );
}

function Select<T extends string | number>({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  anyLabel?: string;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          onChange(picked ? picked.value : null);
        }}
        className={controlClass}
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Chip({ children, onRemove, label }: { children: ReactNode; onRemove: () => void; label: string }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
      {children}
      <button
        type="button"
        onClick={onRemove}
        aria-label={label}
        className="rounded-full p-0.5 text-brand-800 hover:bg-brand-100"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

/** Price, delivery, rating, the two "only" switches and the sort; the active ones repeated as removable chips. */
export function BrowseControls({
  filters,
  onChange,
  onClear,
}: {
  filters: BrowseFilters;
  onChange: (changes: Partial<BrowseFilters>) => void;
  onClear: () => void;
}) {
  const chips: Array<{ key: keyof BrowseFilters; text: string; reset: Partial<BrowseFilters> }> = [];
  if (filters.skill) chips.push({ key: 'skill', text: `Skill: ${filters.skill}`, reset: { skill: null } });
  if (filters.minPrice !== null)
    chips.push({
      key: 'minPrice',
      text: `From $${formatNumber(filters.minPrice)}`,
      reset: { minPrice: null },
    });
  if (filters.maxPrice !== null)
    chips.push({
      key: 'maxPrice',
      text: `Up to $${formatNumber(filters.maxPrice)}`,
      reset: { maxPrice: null },
    });
  if (filters.maxDays !== null)
    chips.push({
      key: 'maxDays',
      text: `Delivery within ${filters.maxDays === 1 ? '1 day' : `${filters.maxDays} days`}`,
      reset: { maxDays: null },
    });
  if (filters.minRating !== null)
    chips.push({ key: 'minRating', text: `Rated ${filters.minRating}+`, reset: { minRating: null } });
  if (filters.verified)
    chips.push({ key: 'verified', text: 'Verified skills only', reset: { verified: false } });
  if (filters.elite) chips.push({ key: 'elite', text: 'Elite sellers only', reset: { elite: false } });

  const checkbox = 'size-4 rounded accent-brand-700';
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SkillCombobox
          label="Skill"
          exclude={filters.skill ? [filters.skill] : []}
          onPick={(skill) => onChange({ skill: skill.slug })}
          placeholder="Any skill"
          inputClassName="border-ink-300 px-3 py-2"
        />
        <DollarField
          label="Min price (USD)"
          value={filters.minPrice}
          onCommit={(minPrice) => onChange({ minPrice })}
        />
        <DollarField
          label="Max price (USD)"
          value={filters.maxPrice}
          onCommit={(maxPrice) => onChange({ maxPrice })}
        />
        <Select
          label="Delivery time"
          value={filters.maxDays}
          anyLabel="Any time"
          options={DAY_CHOICES.map((days) => ({
            value: days,
            label: days === 1 ? 'Within 1 day' : `Within ${days} days`,
          }))}
          onChange={(maxDays) => onChange({ maxDays })}
        />
        <Select
          label="Rating"
          value={filters.minRating}
          anyLabel="Any rating"
          options={RATING_CHOICES.map((rating) => ({ value: rating, label: `${rating} and up` }))}
          onChange={(minRating) => onChange({ minRating })}
        />
        <Select
          label="Sort by"
          value={filters.sort}
          options={(Object.keys(SORT_LABELS) as Array<BrowseFilters['sort']>).map((sort) => ({
            value: sort,
            label: SORT_LABELS[sort],
          }))}
          onChange={(sort) => onChange({ sort: sort ?? 'relevance' })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-800">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            checked={filters.verified}
            onChange={(event) => onChange({ verified: event.target.checked })}
          />
          Verified skills only
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            checked={filters.elite}
            onChange={(event) => onChange({ elite: event.target.checked })}
          />
          Elite sellers only
        </label>
      </div>
      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <Chip
                key={chip.key}
                label={`Remove the filter ${chip.text}`}
                onRemove={() => onChange(chip.reset)}
              >
                {chip.text}
              </Chip>
            ))}
          </ul>
          <button
            type="button"
            onClick={onClear}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
