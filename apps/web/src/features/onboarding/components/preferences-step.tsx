import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORK_MODES } from '@talent/contract/jobs';
import {
  AVAILABILITIES,
  JOB_SEARCH_STATUSES,
  ONBOARDING_STEP_SCHEMAS,
  PROFILE_LIMITS,
  ProfileSalarySchema,
  type Onboarding,
  type Profile,
  type ResumeDraftLocation,
} from '@talent/contract/profile';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../components/jobs/format.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCountries, useCurrencies } from '../../../lib/reference-data.ts';
import { useSuggestTimeZone } from '../../../lib/time-zone-suggestion.ts';
import { useSaveStep } from '../api/save-step.ts';
import {
  AVAILABILITY_LABELS,
  browserTimeZone,
  JOB_SEARCH_STATUS_LABELS,
  SALARY_PERIOD_LABELS,
  timeZones,
} from '../lib/steps.ts';
import { ChoiceGroup, choiceCard, selectClasses, StepShell, type StepNavigation } from './step-shell.tsx';

const Base = ONBOARDING_STEP_SCHEMAS.preferences;
// The salary's three inputs are always on screen; an empty amount means "no expectation given" (null).
const Schema = Base.extend({
  country: z.string().min(1, 'Choose the country you live in.').pipe(Base.shape.country),
  availability: z
    .string({ error: 'Say when you could start.' })
    .min(1, 'Say when you could start.')
    .pipe(Base.shape.availability),
  salary: z
    .object({ amount: z.number().nullable(), currency: z.string(), period: z.string() })
    .transform((salary) => (salary.amount === null ? null : salary))
    .pipe(ProfileSalarySchema.nullable()),
  job_search_status: z
    .string()
    .nullable()
    .transform((value) => value || undefined)
    .pipe(Base.shape.job_search_status),
});
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
export type PreferencesDraft = Input;
const FIELDS = [
  'work_modes',
  'employment_types',
  'country',
  'city',
  'timezone',
  'work_authorization',
  'salary',
  'salary.amount',
  'salary.currency',
  'salary.period',
  'availability',
  'notice_period_weeks',
  'job_search_status',
] as const;

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The saved values; where the profile has no place yet, the one the resume names (with its zone). */
export function preferencesValues(profile: Profile, fromResume: ResumeDraftLocation | null = null): Input {
  const place = profile.country ? null : fromResume;
  return {
    work_modes: profile.work_modes,
    employment_types: profile.employment_types,
    country: profile.country ?? place?.country ?? '',
    city: profile.city || (place?.city ?? ''),
    timezone: profile.timezone ?? place?.timezone ?? browserTimeZone() ?? 'UTC',
    work_authorization: profile.work_authorization,
    salary: {
      amount: profile.salary?.amount ?? null,
      currency: profile.salary?.currency ?? 'USD',
      period: profile.salary?.period ?? 'year',
    },
    availability: profile.availability ?? '',
    notice_period_weeks: profile.notice_period_weeks,
    job_search_status: profile.job_search_status,
  };
}

function CountryChips({
  value,
  onChange,
  countries,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  countries: { code: string; name: string }[];
}) {
  const names = new Map(countries.map((c) => [c.code, c.name]));
  return (
    <div>
      <label htmlFor="work-authorization" className="block text-sm font-medium text-ink-800">
        Where may you work without a visa sponsor? (optional)
      </label>
      <select
        id="work-authorization"
        value=""
        onChange={(event) => {
          const code = event.target.value;
          if (code && !value.includes(code) && value.length < PROFILE_LIMITS.countries)
            onChange([...value, code]);
        }}
        className={selectClasses(false)}
      >
        <option value="">Add a country…</option>
        {countries
          .filter((c) => !value.includes(c.code))
          .map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
      </select>
      {value.length > 0 && (
        <ul aria-label="Countries you may work in" className="mt-2 flex flex-wrap gap-2">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {names.get(code) ?? code}
              <button
                type="button"
                onClick={() => onChange(value.filter((c) => c !== code))}
                aria-label={`Remove ${names.get(code) ?? code}`}
                className="rounded-full p-1 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PreferencesStep({
  profile,
  fromResume = null,
  draft,
  onDraft,
  onSaved,
  nav,
}: {
  profile: Profile;
  /** The place read from the resume, for a profile that has none yet. */
  fromResume?: ResumeDraftLocation | null;
  draft: Input | undefined;
  onDraft: (values: Input) => void;
  onSaved: (onboarding: Onboarding) => void;
  nav: StepNavigation;
}) {
  const save = useSaveStep('preferences');
  const countries = useCountries();
  const currencies = useCurrencies();
  const suggestTimeZone = useSuggestTimeZone();
  const suggestedZone = browserTimeZone();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: draft ?? preferencesValues(profile, fromResume),
  });
  // A zone the place suggested that this browser's list lacks is offered too.
  const [placeZone, setPlaceZone] = useState<string | null>(() => form.getValues('timezone') || null);
  const zones = useMemo(() => {
    const list = timeZones();
    return placeZone && !list.includes(placeZone) ? [placeZone, ...list] : list;
  }, [placeZone]);
  /** The country (and city) suggest the zone; the candidate may still choose another. */
  const [lastPlace, setLastPlace] = useState(
    () => `${form.getValues('country')}|${form.getValues('city') ?? ''}`,
  );
  const followPlace = async () => {
    const { country, city, timezone } = form.getValues();
    // Only a changed place moves the zone: leaving the city field untouched keeps a zone chosen by hand.
    const place = `${country}|${city ?? ''}`;
    if (place === lastPlace) return;
    setLastPlace(place);
    const zone = await suggestTimeZone({ country, city, current: timezone });
    if (!zone || zone === form.getValues('timezone')) return;
    setPlaceZone(zone);
    form.setValue('timezone', zone, { shouldDirty: true });
  };
  const { errors } = form.formState;
  const referenceError = countries.isError || currencies.isError;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      if (!applyValidationErrors(error, form.setError, FIELDS)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <StepShell
      title="What are you looking for?"
      description="We only show you jobs that can hire you where you live, in the way you want to work."
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={
        errors.root?.server?.message ??
        (referenceError ? 'Some lists did not load. Check your connection and reload the page.' : undefined)
      }
      nav={{ ...nav, onBack: nav.onBack && (() => (onDraft(form.getValues()), nav.onBack?.())) }}
    >
      <ChoiceGroup
        legend="How do you want to work?"
        error={errors.work_modes?.message}
        errorId="work-modes-error"
      >
        {WORK_MODES.map((mode) => (
          <label key={mode} className={choiceCard}>
            <input
              type="checkbox"
              value={mode}
              className="size-4 accent-brand-700"
              {...form.register('work_modes')}
            />
            {WORK_MODE_LABELS[mode]}
          </label>
        ))}
      </ChoiceGroup>

      <ChoiceGroup
        legend="What kind of work?"
        error={errors.employment_types?.message}
        errorId="employment-types-error"
        columns="grid-cols-2 sm:grid-cols-4"
      >
        {EMPLOYMENT_TYPES.map((type) => (
          <label key={type} className={choiceCard}>
            <input
              type="checkbox"
              value={type}
              className="size-4 accent-brand-700"
              {...form.register('employment_types')}
            />
            {EMPLOYMENT_TYPE_LABELS[type]}
          </label>
        ))}
      </ChoiceGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="country" className="block text-sm font-medium text-ink-800">
            Country you live in
          </label>
          {/* Controlled: the saved country must show even though the options arrive after the form. */}
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <select
                id="country"
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event);
                  void followPlace();
                }}
                onBlur={field.onBlur}
                disabled={countries.isPending}
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={errors.country ? 'country-error' : undefined}
                className={selectClasses(Boolean(errors.country))}
              >
                <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
                {countries.data?.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          />
          {errors.country && (
            <p id="country-error" className="mt-1.5 text-sm text-red-700">
              {errors.country.message}
            </p>
          )}
        </div>
        <TextField
          label="City (optional)"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city', { onBlur: () => void followPlace() })}
        />
      </div>

      <div>
        <label htmlFor="timezone" className="block text-sm font-medium text-ink-800">
          Time zone
        </label>
        <select
          id="timezone"
          aria-invalid={errors.timezone ? true : undefined}
          aria-describedby={['timezone-hint', errors.timezone ? 'timezone-error' : ''].join(' ').trim()}
          className={`${selectClasses(Boolean(errors.timezone))} sm:max-w-sm`}
          {...form.register('timezone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
              {zone === suggestedZone ? ' (this device)' : ''}
            </option>
          ))}
        </select>
        <p id="timezone-hint" className="mt-1.5 text-xs text-ink-500">
          {suggestedZone ? `Your device says ${suggestedZone.replaceAll('_', ' ')}. ` : ''}We use it for
          working-hour overlap and interview times.
        </p>
        {errors.timezone && (
          <p id="timezone-error" className="mt-1.5 text-sm text-red-700">
            {errors.timezone.message}
          </p>
        )}
      </div>

      <Controller
        control={form.control}
        name="work_authorization"
        render={({ field }) => (
          <CountryChips
            value={field.value ?? []}
            onChange={field.onChange}
            countries={countries.data ?? []}
          />
        )}
      />

      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Salary expectation (optional)</legend>
        <p className="mt-0.5 text-xs text-ink-500">
          Gross. Leave the amount empty to skip; we use it to match you to jobs that pay enough.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_7rem_8rem]">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="salary-amount" className="sr-only">
              Amount
            </label>
            <input
              id="salary-amount"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="Amount"
              aria-invalid={errors.salary?.amount ? true : undefined}
              aria-describedby={errors.salary?.amount ? 'salary-error' : undefined}
              className={selectClasses(Boolean(errors.salary?.amount))}
              {...form.register('salary.amount', { setValueAs: numberOrNull })}
            />
          </div>
          <div>
            <label htmlFor="salary-currency" className="sr-only">
              Currency
            </label>
            <Controller
              control={form.control}
              name="salary.currency"
              render={({ field }) => (
                <select
                  id="salary-currency"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={selectClasses(Boolean(errors.salary?.currency))}
                >
                  {(currencies.data ?? [{ code: field.value, name: field.value }]).map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.code}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
          <div>
            <label htmlFor="salary-period" className="sr-only">
              Period
            </label>
            <select id="salary-period" className={selectClasses(false)} {...form.register('salary.period')}>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {SALARY_PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {(errors.salary?.amount ?? errors.salary?.currency ?? errors.salary) && (
          <p id="salary-error" className="mt-1.5 text-sm text-red-700">
            {(errors.salary?.amount ?? errors.salary?.currency ?? errors.salary)?.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="availability" className="block text-sm font-medium text-ink-800">
            When could you start?
          </label>
          <select
            id="availability"
            aria-invalid={errors.availability ? true : undefined}
            aria-describedby={errors.availability ? 'availability-error' : undefined}
            className={selectClasses(Boolean(errors.availability))}
            {...form.register('availability')}
          >
            <option value="">Choose…</option>
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {AVAILABILITY_LABELS[a]}
              </option>
            ))}
          </select>
          {errors.availability && (
            <p id="availability-error" className="mt-1.5 text-sm text-red-700">
              {errors.availability.message}
            </p>
          )}
        </div>
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={52}
          label="Notice period in weeks (optional)"
          error={errors.notice_period_weeks?.message}
          {...form.register('notice_period_weeks', { setValueAs: numberOrNull })}
        />
      </div>

      <ChoiceGroup
        legend="Job search (optional)"
        error={errors.job_search_status?.message}
        errorId="job-search-error"
      >
        {JOB_SEARCH_STATUSES.map((status) => (
          <label key={status} className={choiceCard}>
            <input
              type="radio"
              value={status}
              className="size-4 accent-brand-700"
              {...form.register('job_search_status')}
            />
            {JOB_SEARCH_STATUS_LABELS[status]}
          </label>
        ))}
      </ChoiceGroup>
    </StepShell>
  );
}
