import {
  EMPLOYMENT_TYPES,
  POSTED_WITHIN,
  SENIORITIES,
  WORK_MODES,
  type JobFacets,
} from '@talent/contract/jobs';
import { X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useCountries, useCurrencies } from '../../../lib/reference-data.ts';
import { useSkillSearch } from '../api/search-skills.ts';
import {
  countryName,
  EMPLOYMENT_TYPE_LABELS,
  POSTED_WITHIN_LABELS,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { withFilter, type JobFilters } from '../lib/search-params.ts';
import { Combobox, type ComboOption } from './combobox.tsx';
import {
  CheckboxGroup,
  FilterSection,
  RadioGroup,
  selectClass,
  Toggle,
  type FacetOption,
} from './filter-controls.tsx';
import { formatNumber } from '../../../lib/format.ts';

interface FiltersPanelProps {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
  facets: JobFacets | undefined;
  /** Distinguishes the ids of the desktop panel and the mobile sheet's copy. */
  idPrefix: string;
}

type FacetKey = keyof JobFacets;

function facetOptions(
  facets: JobFacets | undefined,
  key: FacetKey,
  values: readonly string[],
  labels: Record<string, string>,
): FacetOption[] {
  const counts = new Map(facets?.[key].map((f) => [f.value, f.count]));
  return values.map((value) => ({
    value,
    label: labels[value] ?? value,
    count: facets ? (counts.get(value) ?? 0) : undefined,
  }));
}

const OVERLAP_CHOICES = [0, 2, 3, 4, 6, 8];

function CountryFilter({ filters, onChange }: Pick<FiltersPanelProps, 'filters' | 'onChange'>) {
  const countries = useCountries();
  const [text, setText] = useState<string | null>(null);
  const selectedName = filters.country ? countryName(filters.country) : '';
  const query = (text ?? '').trim().toLowerCase();
  const options = useMemo<ComboOption[]>(() => {
    const all = countries.data ?? [];
    const matches = query
      ? all.filter((c) => c.name.toLowerCase().includes(query) || c.code.toLowerCase() === query)
      : all;
    return matches.slice(0, 50).map((c) => ({ value: c.code, label: c.name, hint: c.region }));
  }, [countries.data, query]);

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <div className="flex-1">
          <Combobox
            label="Country you can work from"
            placeholder="Type a country"
            inputValue={text ?? selectedName}
            onInputChange={setText}
            options={options}
            loading={countries.isPending}
            emptyText={countries.isError ? 'Countries could not be loaded' : 'No country by that name'}
            onSelect={(option) => {
              setText(null);
              onChange(withFilter(filters, 'country', option.value));
            }}
            onBlur={() => setText(null)}
          />
        </div>
        {filters.country && (
          <button
            type="button"
            onClick={() => onChange(withFilter(filters, 'country', undefined))}
            className="rounded-md p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-800"
            aria-label={`Clear country (${selectedName})`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

function SkillsFilter({ filters, onChange, facets }: Omit<FiltersPanelProps, 'idPrefix'>) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const search = useSkillSearch(deferred, deferred.trim().length > 0);
  const selected = filters.skills ?? [];
  const labelOf = (slug: string) =>
    facets?.skills.find((s) => s.value === slug)?.label ??
    search.data?.find((s) => s.slug === slug)?.name ??
    slug.replace(/-/g, ' ');

  // Before typing, the most common skills in the current results, with their counts.
  const options: ComboOption[] = text.trim()
    ? (search.data ?? []).map((s) => ({ value: s.slug, label: s.name, hint: s.category }))
    : (facets?.skills ?? []).map((s) => ({
        value: s.value,
        label: s.label,
        hint: formatNumber(s.count),
      }));

  return (
    <div className="space-y-2.5">
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen skills">
          {selected.map((slug) => (
            <li key={slug}>
              <button
                type="button"
                onClick={() =>
                  onChange(
                    withFilter(
                      filters,
                      'skills',
                      selected.filter((s) => s !== slug),
                    ),
                  )
                }
                className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pr-2 pl-2.5 text-xs font-medium text-white hover:bg-brand-800"
                aria-label={`Remove skill ${labelOf(slug)}`}
              >
                {labelOf(slug)}
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        label="Add a skill"
        placeholder="Add a skill, e.g. React"
        inputValue={text}
        onInputChange={setText}
        options={options}
        selected={selected}
        loading={search.isFetching}
        emptyText={text.trim() ? 'No skill by that name' : 'Type to search skills'}
        onSelect={(option) => {
          setText('');
          if (!selected.includes(option.value))
            onChange(withFilter(filters, 'skills', [...selected, option.value]));
        }}
      />
      <p className="text-xs text-ink-500">Jobs must ask for every skill you add.</p>
    </div>
  );
}

function SalaryFilter({ filters, onChange, idPrefix }: Omit<FiltersPanelProps, 'facets'>) {
  const currencies = useCurrencies();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (filters.min_salary !== undefined ? String(filters.min_salary) : '');
  const commit = () => {
    if (draft === null) return;
    const amount = Number(draft.replace(/[^\d]/g, ''));
    setDraft(null);
    onChange(
      withFilter(
        filters,
        'min_salary',
        draft.trim() && amount > 0 ? Math.min(amount, 10_000_000) : undefined,
      ),
    );
  };
  const currency = filters.currency ?? 'USD';
  return (
    <div className="flex gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${idPrefix}-min-salary`} className="sr-only">
          Minimum annual salary
        </label>
        <input
          id={`${idPrefix}-min-salary`}
          inputMode="numeric"
          placeholder="e.g. 60000"
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={selectClass}
        />
      </div>
      <div className="w-24">
        <label htmlFor={`${idPrefix}-currency`} className="sr-only">
          Currency
        </label>
        <select
          id={`${idPrefix}-currency`}
          value={currency}
          onChange={(event) =>
            onChange(
              withFilter(filters, 'currency', event.target.value === 'USD' ? undefined : event.target.value),
            )
          }
          className={selectClass}
        >
          {(currencies.data ?? [{ code: 'USD', name: 'US Dollar', per_usd: 1 }]).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
          {currencies.data && !currencies.data.some((c) => c.code === currency) && (
            <option value={currency}>{currency}</option>
          )}
        </select>
      </div>
    </div>
  );
}

/** Every filter of the search, each option with its facet count. Changes go straight to the URL. */
export function FiltersPanel({ filters, onChange, facets, idPrefix }: FiltersPanelProps) {
  return (
    <div>
      <FilterSection title="Where you can work from">
        <div className="space-y-3">
          <CountryFilter filters={filters} onChange={onChange} />
          <Toggle
            id={`${idPrefix}-eligible-only`}
            checked={filters.eligible_only === true}
            onChange={(checked) => onChange(withFilter(filters, 'eligible_only', checked || undefined))}
            label="Only jobs I can apply to"
            description="Hides jobs that cannot hire where you live (your profile's country, else the one above)."
          />
        </div>
      </FilterSection>

      <FilterSection title="Time-zone overlap">
        <label htmlFor={`${idPrefix}-overlap`} className="sr-only">
          Minimum hours of overlap with your working day
        </label>
        <select
          id={`${idPrefix}-overlap`}
          value={filters.min_overlap ?? 0}
          onChange={(event) => {
            const hoursValue = Number(event.target.value);
            onChange(withFilter(filters, 'min_overlap', hoursValue > 0 ? hoursValue : undefined));
          }}
          className={selectClass}
        >
          {[...new Set([...OVERLAP_CHOICES, filters.min_overlap ?? 0])]
            .sort((a, b) => a - b)
            .map((h) => (
              <option key={h} value={h}>
                {h === 0 ? 'Any overlap' : `At least ${h} hours with my day`}
              </option>
            ))}
        </select>
      </FilterSection>

      <FilterSection title="Work mode">
        <CheckboxGroup
          name={`${idPrefix}-work_mode`}
          options={facetOptions(facets, 'work_mode', WORK_MODES, WORK_MODE_LABELS)}
          selected={filters.work_mode ?? []}
          onChange={(next) => onChange(withFilter(filters, 'work_mode', next as JobFilters['work_mode']))}
        />
      </FilterSection>

      <FilterSection title="Employment type">
        <CheckboxGroup
          name={`${idPrefix}-employment_type`}
          options={facetOptions(facets, 'employment_type', EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS)}
          selected={filters.employment_type ?? []}
          onChange={(next) =>
            onChange(withFilter(filters, 'employment_type', next as JobFilters['employment_type']))
          }
        />
      </FilterSection>

      <FilterSection title="Seniority">
        <CheckboxGroup
          name={`${idPrefix}-seniority`}
          options={facetOptions(facets, 'seniority', SENIORITIES, SENIORITY_LABELS)}
          selected={filters.seniority ?? []}
          onChange={(next) => onChange(withFilter(filters, 'seniority', next as JobFilters['seniority']))}
        />
      </FilterSection>

      <FilterSection title="Elite programme">
        <Toggle
          id={`${idPrefix}-elite-only`}
          checked={filters.elite_only === true}
          onChange={(checked) => onChange(withFilter(filters, 'elite_only', checked || undefined))}
          label="Elite only"
          description="Jobs open to members of our elite programme only."
        />
      </FilterSection>

      <FilterSection title="Skills">
        <SkillsFilter filters={filters} onChange={onChange} facets={facets} />
      </FilterSection>

      <FilterSection title="Minimum salary (annual)">
        <SalaryFilter filters={filters} onChange={onChange} idPrefix={idPrefix} />
      </FilterSection>

      <FilterSection title="Posted">
        <RadioGroup
          name={`${idPrefix}-posted_within`}
          options={[
            { value: '', label: 'Any time' },
            ...facetOptions(facets, 'posted_within', POSTED_WITHIN, POSTED_WITHIN_LABELS),
          ]}
          value={filters.posted_within ?? ''}
          onChange={(next) =>
            onChange(withFilter(filters, 'posted_within', (next || undefined) as JobFilters['posted_within']))
          }
        />
      </FilterSection>
    </div>
  );
}
