import { X } from 'lucide-react';
import { useCountries } from '../../../lib/reference-data.ts';
import { controlClasses } from './form-parts.tsx';
import { FromProfile } from './from-profile.tsx';

/** Pick countries one by one from the countries list (`GET /shared/api/countries`); each chosen one can go again. */
export function CountryMultiSelect({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  fromProfile,
  disabled,
  focusRef,
}: {
  id: string;
  label: string;
  hint: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  fromProfile: boolean;
  disabled: boolean;
  focusRef: (element: HTMLSelectElement | null) => void;
}) {
  const countries = useCountries();
  const names = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
  const nameOf = (code: string) => names.get(code) ?? code;
  return (
    <div>
      <div className="flex flex-wrap items-center">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        <span id={`${id}-note`}>
          <FromProfile show={fromProfile} />
        </span>
      </div>
      <select
        id={id}
        ref={focusRef}
        value=""
        disabled={disabled || countries.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, fromProfile ? `${id}-note` : '', error ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const code = event.target.value;
          if (code && !value.includes(code)) onChange([...value, code]);
        }}
        className={`${controlClasses(Boolean(error))} sm:max-w-sm`}
      >
        <option value="">
          {countries.isPending
            ? 'Loading countries…'
            : countries.isError
              ? 'The countries did not load: reload the page'
              : 'Add a country…'}
        </option>
        {countries.data
          ?.filter((country) => !value.includes(country.code))
          .map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
      </select>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
        {hint}
      </p>
      {value.length > 0 && (
        <ul aria-label={`${label}: chosen`} className="mt-2 flex flex-wrap gap-2">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {nameOf(code)}
              {!disabled && (
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== code))}
                  aria-label={`Remove ${nameOf(code)}`}
                  className="rounded-full p-1 hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
