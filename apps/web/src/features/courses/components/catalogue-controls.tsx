import {
  COURSE_FORMATS,
  COURSE_LENGTHS,
  COURSE_LENGTH_LABELS,
  COURSE_LEVELS,
  COURSE_LEVEL_LABELS,
  COURSE_SORTS,
  COURSE_SORT_LABELS,
  LESSON_KIND_LABELS,
} from '@talent/contract/courses';
import { Search, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useDebouncedSearch } from '../../../lib/debounced-search.ts';
import { SkillCombobox } from '../../../components/skills/skill-combobox.tsx';
import type { CatalogueFilters } from '../lib/catalogue-filters.ts';

const selectClass =
  'mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

/** The search box: typing waits for a pause before it searches; Enter searches at once. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
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
        Search courses
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search courses: React, SQL, system design…"
        enterKeyHint="search"
        className="block w-full rounded-control border border-ink-300 bg-white py-3 pr-4 pl-11 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
    </form>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  /** The choice that filters nothing; none for the sort, which always has a value. */
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
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as T | null)}
        className={selectClass}
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
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

/** A skill's name from the courses shown, else its slug made readable. */
export type SkillName = (slug: string) => string;

/**
 * The filters (skill, level, length, format) and the sort, each written to the URL as it changes, with the
 * active ones repeated as chips that remove themselves, and "Clear filters".
 */
export function CatalogueControls({
  filters,
  skillName,
  onChange,
  onClear,
}: {
  filters: CatalogueFilters;
  skillName: SkillName;
  onChange: (changes: Partial<CatalogueFilters>) => void;
  onClear: () => void;
}) {
  const chips: Array<{ key: keyof CatalogueFilters; text: string }> = [];
  if (filters.skill) chips.push({ key: 'skill', text: `Skill: ${skillName(filters.skill)}` });
  if (filters.level) chips.push({ key: 'level', text: COURSE_LEVEL_LABELS[filters.level] });
  if (filters.length) chips.push({ key: 'length', text: COURSE_LENGTH_LABELS[filters.length] });
  if (filters.format) chips.push({ key: 'format', text: LESSON_KIND_LABELS[filters.format] });

  return (
    <div className="mt-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SkillCombobox
          label="Skill"
          exclude={filters.skill ? [filters.skill] : []}
          onPick={(skill) => onChange({ skill: skill.slug })}
          placeholder="Any skill"
          inputClassName="border-ink-300 px-3 py-2"
        />
        <Select
          label="Level"
          value={filters.level}
          options={COURSE_LEVELS}
          labels={COURSE_LEVEL_LABELS}
          anyLabel="Any level"
          onChange={(level) => onChange({ level })}
        />
        <Select
          label="Length"
          value={filters.length}
          options={COURSE_LENGTHS}
          labels={COURSE_LENGTH_LABELS}
          anyLabel="Any length"
          onChange={(length) => onChange({ length })}
        />
        <Select
          label="Format"
          value={filters.format}
          options={COURSE_FORMATS}
          labels={LESSON_KIND_LABELS}
          anyLabel="Any format"
          onChange={(format) => onChange({ format })}
        />
        <Select
          label="Sort by"
          value={filters.sort}
          options={COURSE_SORTS}
          labels={COURSE_SORT_LABELS}
          onChange={(sort) => onChange({ sort: sort ?? 'relevance' })}
        />
      </div>
      {chips.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <Chip
                key={chip.key}
                label={`Remove the filter ${chip.text}`}
                onRemove={() => onChange({ [chip.key]: null })}
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
