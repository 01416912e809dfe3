import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_SIZES,
  ENGAGEMENT_TYPES,
  WorkPreferenceFormSchema,
  type EliteApplication,
  type WorkPreferenceForm,
} from '@talent/contract/elite';
import { Lock, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { todayInZone, useTimeZone } from '../../../lib/format.ts';
import { useUser } from '../../../lib/identity.ts';
import { useCurrencies } from '../../../lib/reference-data.ts';
import { browserTimeZone, timeZoneOptions, zoneLabel } from '../../../lib/time-zones.ts';
import { useEliteApplication } from '../api/get-elite-application.ts';
import { useElitePrefill, type ElitePrefill } from '../api/get-elite-prefill.ts';
import { CountryMultiSelect } from '../components/country-multi-select.tsx';
import { FormFrame, TRACKER_PATH } from '../components/form-frame.tsx';
import {
  ChoiceGroup,
  choiceCard,
  controlClasses,
  describedBy,
  Field,
  InputField,
  numberOrNull,
} from '../components/form-parts.tsx';
import { FromProfile } from '../components/from-profile.tsx';
import { NotStarted } from '../components/not-started.tsx';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { formSource, useAutosaveOnChange } from '../lib/form-source.ts';
import { mergeWorkPreference, stillPrefilled, type WorkPreferenceValues } from '../lib/form-values.ts';
import { COMPANY_SIZE_LABELS, ENGAGEMENT_LABELS, INDUSTRY_SUGGESTIONS } from '../lib/labels.ts';
import { useDraftAutosave } from '../lib/use-draft-autosave.ts';
import { useEliteLive } from '../lib/use-elite-live.ts';
import { useSubmitForm } from '../lib/use-submit-form.ts';

const contractResolver = zodResolver(WorkPreferenceFormSchema) as unknown as Resolver<
  WorkPreferenceValues,
  unknown,
  WorkPreferenceForm
>;
/** The contract's checks, with an instruction where a number was left empty (its own message names a type). */
const resolver: Resolver<WorkPreferenceValues, unknown, WorkPreferenceForm> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  const empty: [keyof WorkPreferenceValues, string][] = [
    ['min_overlap_hours', 'Enter the hours of overlap you offer (0 if none).'],
    ['notice_period_weeks', 'Enter your notice period in weeks (0 if none).'],
  ];
  for (const [key, message] of empty) {
    const error = result.errors[key];
    if (error && values[key] === null) error.message = message;
  }
  return result;
};

const FIELDS = [
  'engagement_types',
  'hours_per_week',
  'timezone',
  'min_overlap_hours',
  'min_rate',
  'min_rate.amount',
  'min_rate.currency',
  'min_rate.period',
  'work_countries',
  'industries',
  'company_sizes',
  'earliest_start',
  'notice_period_weeks',
] as const;

const MAX_INDUSTRIES = 10;

function IndustriesField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const [other, setOther] = useState('');
  const full = value.length >= MAX_INDUSTRIES;
  const toggle = (industry: string) =>
    onChange(value.includes(industry) ? value.filter((item) => item !== industry) : [...value, industry]);
  const addOther = () => {
    const name = other.trim();
    if (!name || full || value.some((item) => item.toLowerCase() === name.toLowerCase())) return;
    onChange([...value, name.slice(0, 60)]);
    setOther('');
  };
  const custom = value.filter((item) => !(INDUSTRY_SUGGESTIONS as readonly string[]).includes(item));
  return (
    <ChoiceGroup
      id="industries"
      legend="Industries you would like to work in (optional)"
      hint={`Up to ${MAX_INDUSTRIES}. We use them to put matching clients first, never to hide others.`}
      error={error}
      columns="grid-cols-2 sm:grid-cols-5"
    >
      {INDUSTRY_SUGGESTIONS.map((industry) => (
        <label key={industry} className={choiceCard}>
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={value.includes(industry)}
            disabled={disabled || (full && !value.includes(industry))}
            onChange={() => toggle(industry)}
          />
          {industry}
        </label>
      ))}
      <div className="col-span-full">
        {custom.length > 0 && (
          <ul aria-label="Other industries" className="mb-2 flex flex-wrap gap-2">
            {custom.map((industry) => (
              <li
                key={industry}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
              >
                {industry}
                {!disabled && (
                  <button
                    type="button"
                    aria-label={`Remove ${industry}`}
                    onClick={() => toggle(industry)}
                    className="rounded-full p-1 hover:bg-brand-100"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!disabled && (
          <div className="flex max-w-sm items-end gap-2">
            <div className="flex-1">
              <label htmlFor="industry-other" className="block text-xs font-medium text-ink-700">
                Another industry
              </label>
              <input
                id="industry-other"
                value={other}
                maxLength={60}
                disabled={full}
                onChange={(event) => setOther(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    // Enter adds the industry; it never sends the form from here.
                    event.preventDefault();
                    addOther();
                  }
                }}
                className={controlClasses(false)}
              />
            </div>
            <button
              type="button"
              onClick={addOther}
              disabled={full || !other.trim()}
              className="inline-flex items-center gap-1 rounded-control border border-ink-200 px-3 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50 disabled:opacity-50"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add
            </button>
          </div>
        )}
      </div>
    </ChoiceGroup>
  );
}

function WorkPreferenceFormView({
  application,
  prefill,
  userId,
}: {
  application: EliteApplication;
  prefill: ElitePrefill;
  userId: string;
}) {
  const navigate = useNavigate();
  const zone = useTimeZone();
  const currencies = useCurrencies();
  const [source] = useState(() => formSource('work_preference', application, userId));
  const [merged] = useState(() => mergeWorkPreference(source.draft, prefill.work_preference));
  const form = useForm<WorkPreferenceValues, unknown, WorkPreferenceForm>({
    resolver,
    defaultValues: merged.values,
  });
  const autosave = useDraftAutosave({ form: 'work_preference', userId, enabled: !source.readOnly });
  useAutosaveOnChange(form, autosave, source.restored !== null);
  const sending = useSubmitForm({
    formKey: 'work_preference',
    form,
    autosave,
    fields: FIELDS,
    createFirst: false,
    onDone: () => void navigate(TRACKER_PATH),
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  const prefilled = (key: keyof WorkPreferenceValues) => stillPrefilled(merged.prefilled, key, values[key]);
  const zones = useMemo(
    () => timeZoneOptions(merged.values.timezone || null).map((name) => ({ name, label: zoneLabel(name) })),
    [merged.values.timezone],
  );
  const deviceZone = browserTimeZone();
  const submitted = application.forms.work_preference.submitted_at !== null;
  const rateError =
    errors.min_rate?.amount?.message ??
    errors.min_rate?.currency?.message ??
    errors.min_rate?.period?.message ??
    errors.min_rate?.message;

  return (
    <FormFrame
      id="work-preference"
      intro={
        <>
          About 5 minutes. We match you only to clients that fit these: a job outside them never reaches you
          as an elite invitation. Your answers save as you type.
        </>
      }
      readOnly={source.readOnly}
      readOnlyReason={source.readOnlyReason}
      locked={sending.locked ?? (autosave.state.kind === 'locked' ? autosave.state.message : undefined)}
      restored={source.restored !== null}
      error={errors.root?.server?.message}
      autosave={autosave.state}
      submitLabel={submitted ? 'Save changes' : 'Save work preferences'}
      submitting={sending.pending}
      onSubmit={(event) => void form.handleSubmit(sending.submit)(event)}
      onBlur={() => void autosave.flush()}
    >
      <ChoiceGroup
        id="engagement-types"
        legend="How do you want to work?"
        hint="Choose every kind you would take."
        error={errors.engagement_types?.message ?? errors.engagement_types?.root?.message}
        fromProfile={prefilled('engagement_types')}
        columns="grid-cols-2 sm:grid-cols-4"
      >
        {ENGAGEMENT_TYPES.map((type) => (
          <label key={type} className={choiceCard}>
            <input
              type="checkbox"
              value={type}
              className="size-4 accent-brand-700"
              {...form.register('engagement_types')}
            />
            {ENGAGEMENT_LABELS[type]}
          </label>
        ))}
      </ChoiceGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="hours-per-week"
          label="Hours per week"
          hint="5 to 60."
          error={errors.hours_per_week}
          fromProfile={prefilled('hours_per_week')}
          input={{ type: 'number', inputMode: 'numeric', min: 5, max: 60 }}
          registration={form.register('hours_per_week', { setValueAs: numberOrNull })}
        />
        <InputField
          id="min-overlap-hours"
          label="Hours of overlap you offer with the client's day"
          hint="At least this many of your working hours fall in theirs (0 to 12)."
          error={errors.min_overlap_hours}
          input={{ type: 'number', inputMode: 'numeric', min: 0, max: 12 }}
          registration={form.register('min_overlap_hours', { setValueAs: numberOrNull })}
        />
      </div>

      <Field
        id="timezone"
        label="Your time zone"
        hint={`Your device says ${deviceZone.replaceAll('_', ' ')}. Overlap is counted from this zone, daylight saving included.`}
        error={errors.timezone?.message}
        fromProfile={prefilled('timezone')}
      >
        <select
          id="timezone"
          aria-invalid={errors.timezone ? true : undefined}
          aria-describedby={describedBy('timezone', {
            hint: true,
            note: prefilled('timezone'),
            error: errors.timezone,
          })}
          className={`${controlClasses(Boolean(errors.timezone))} sm:max-w-md`}
          {...form.register('timezone')}
        >
          <option value="">Choose your time zone…</option>
          {zones.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
        {values.timezone !== deviceZone && !source.readOnly && (
          <button
            type="button"
            onClick={() => form.setValue('timezone', deviceZone, { shouldDirty: true })}
            className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Use this device's zone ({deviceZone.replaceAll('_', ' ')})
          </button>
        )}
      </Field>

      <fieldset
        aria-describedby={describedBy('min-rate', {
          hint: true,
          note: prefilled('min_rate'),
          error: rateError,
        })}
      >
        <legend className="text-sm font-medium text-ink-800">Your minimum rate</legend>
        <span id="min-rate-note">
          <FromProfile show={prefilled('min_rate')} />
        </span>
        <p id="min-rate-hint" className="mt-0.5 text-xs text-ink-500">
          Gross, before any fees. Clients never see it; we only send you work that pays at least this.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_7rem_9rem] sm:max-w-lg">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="min-rate-amount" className="sr-only">
              Amount
            </label>
            <input
              id="min-rate-amount"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="Amount"
              aria-invalid={errors.min_rate?.amount ? true : undefined}
              aria-describedby={rateError ? 'min-rate-error' : undefined}
              className={controlClasses(Boolean(errors.min_rate?.amount))}
              {...form.register('min_rate.amount', { setValueAs: numberOrNull })}
            />
          </div>
          <div>
            <label htmlFor="min-rate-currency" className="sr-only">
              Currency
            </label>
            <Controller
              control={form.control}
              name="min_rate.currency"
              render={({ field }) => (
                <select
                  id="min-rate-currency"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={controlClasses(Boolean(errors.min_rate?.currency))}
                >
                  {(currencies.data ?? [{ code: field.value, name: field.value }]).map((currency) => (
                    <option key={currency.code} value={currency.code}>
                      {currency.code}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
          <div>
            <label htmlFor="min-rate-period" className="sr-only">
              Per
            </label>
            <select
              id="min-rate-period"
              className={controlClasses(false)}
              {...form.register('min_rate.period')}
            >
              <option value="hour">per hour</option>
              <option value="month">per month</option>
            </select>
          </div>
        </div>
        {rateError && (
          <p id="min-rate-error" className="mt-1.5 text-sm text-red-700">
            {rateError}
          </p>
        )}
      </fieldset>

      <Controller
        control={form.control}
        name="work_countries"
        render={({ field }) => (
          <CountryMultiSelect
            id="work-countries"
            label="Countries you may work from or for"
            hint="Where you are authorised to work: add at least one. Clients in other countries can still hire you as a contractor."
            value={field.value}
            onChange={field.onChange}
            error={errors.work_countries?.message ?? errors.work_countries?.root?.message}
            fromProfile={prefilled('work_countries')}
            disabled={source.readOnly}
            focusRef={field.ref}
          />
        )}
      />

      <Controller
        control={form.control}
        name="industries"
        render={({ field }) => (
          <IndustriesField
            value={field.value}
            onChange={field.onChange}
            error={errors.industries?.message}
            disabled={source.readOnly}
          />
        )}
      />

      <ChoiceGroup
        id="company-sizes"
        legend="Company sizes you like (optional)"
        hint="None chosen means any size."
        error={errors.company_sizes?.message}
        columns="grid-cols-2 sm:grid-cols-4"
      >
        {COMPANY_SIZES.map((size) => (
          <label key={size} className={choiceCard}>
            <input
              type="checkbox"
              value={size}
              className="size-4 accent-brand-700"
              {...form.register('company_sizes')}
            />
            {COMPANY_SIZE_LABELS[size]}
          </label>
        ))}
      </ChoiceGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="earliest-start"
          label="Earliest start date"
          error={errors.earliest_start}
          fromProfile={prefilled('earliest_start')}
          input={{ type: 'date', min: todayInZone(zone) }}
          registration={form.register('earliest_start')}
        />
        <InputField
          id="notice-period-weeks"
          label="Notice period in weeks"
          hint="0 if you can start right away."
          error={errors.notice_period_weeks}
          fromProfile={prefilled('notice_period_weeks')}
          input={{ type: 'number', inputMode: 'numeric', min: 0, max: 26 }}
          registration={form.register('notice_period_weeks', { setValueAs: numberOrNull })}
        />
      </div>
    </FormFrame>
  );
}

/** Work preferences open once the join form is sent (the server answers 409 before). */
function Locked() {
  return (
    <StatePanel
      Icon={Lock}
      title="Send the join form first"
      actions={
        <>
          <ButtonLink to="/elite/onboarding/forms/join-elite">Go to the join form</ButtonLink>
          <ButtonLink to={TRACKER_PATH} variant="secondary">
            Your application
          </ButtonLink>
        </>
      }
    >
      Work preferences open once your join form is sent: your track shapes what we ask here.
    </StatePanel>
  );
}

/** `/elite/onboarding/forms/work-preference`: engagement, hours, time zone and overlap, rate, countries, start. */
export default function WorkPreferencePage() {
  useEliteLive();
  const user = useUser();
  const application = useEliteApplication();
  const prefill = useElitePrefill();
  const app = application.data;
  return (
    <EliteFrame
      title="Work preferences"
      intro="How and when you want to work, so every elite invitation fits you."
    >
      {application.isPending || prefill.isPending || !user ? (
        <Loading what="your work preferences" />
      ) : application.isError || prefill.isError ? (
        <LoadError what="your work preferences" queries={[application, prefill]} />
      ) : !app || app.status === 'withdrawn' || app.status === 'rejected' ? (
        <NotStarted closed={app !== null} />
      ) : app.status === 'in_progress' && app.forms.join.submitted_at === null ? (
        <Locked />
      ) : (
        <WorkPreferenceFormView application={app} prefill={prefill.data} userId={user.id} />
      )}
    </EliteFrame>
  );
}
