import { zodResolver } from '@hookform/resolvers/zod';
import {
  ComplianceDetailsSchema,
  PAYOUT_METHODS,
  type ComplianceDetails,
  type ComplianceState,
} from '@talent/contract/elite';
import type { Country } from '@talent/contract/jobs';
import { Lock } from 'lucide-react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import { useSaveDetails } from '../api/compliance-actions.ts';
import { useComplianceDraft } from '../api/compliance-draft.ts';
import {
  detailsFormValues,
  draftOf,
  PAYOUT_ACCOUNT_LABELS,
  PAYOUT_METHOD_LABELS,
  sameName,
} from '../lib/compliance.ts';
import { DraftStatus } from './draft-status.tsx';
import { TaxFormNote } from './tax-form-note.tsx';

type Input = ComplianceDetails;
type Output = z.output<typeof ComplianceDetailsSchema>;

const FIELDS = [
  'legal_name',
  'tax_residence',
  'citizenship',
  'us_person',
  'entity_type',
  'company_name',
  'tax_id',
  'date_of_birth',
  'address.line1',
  'address.line2',
  'address.city',
  'address.postal_code',
  'address.region',
  'address.country',
  'payout_method',
  'payout_account',
] as const;

const contractResolver = zodResolver(ComplianceDetailsSchema);

/** The contract's checks, with plain words for an unchosen country and the name check the server makes too. */
function resolverFor(verifiedName: string): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    const errors = { ...result.errors };
    if (errors.tax_residence && !values.tax_residence) {
      errors.tax_residence = { type: 'required', message: 'Choose your country of tax residence.' };
    }
    if (errors.address?.country && !values.address.country) {
      errors.address = { ...errors.address, country: { type: 'required', message: 'Choose the country.' } };
    }
    // The contract checks these two only once the rest passes; the form names every gap at once.
    if (values.entity_type === 'company' && !values.company_name?.trim() && !errors.company_name) {
      errors.company_name = { type: 'required', message: 'Enter the company name.' };
    }
    if (values.entity_type === 'individual' && !values.date_of_birth && !errors.date_of_birth) {
      errors.date_of_birth = { type: 'required', message: 'Enter your date of birth.' };
    }
    if (!errors.legal_name && values.legal_name.trim() && !sameName(values.legal_name, verifiedName)) {
      errors.legal_name = {
        type: 'match',
        message: `Use your name exactly as on your verified ID: ${verifiedName}.`,
      };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

const controlClasses = (error: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-brand-600 disabled:bg-ink-50 ${
    error ? 'border-red-600' : 'border-ink-300'
  }`;

const choiceCard =
  'flex cursor-pointer items-center gap-2.5 rounded-control border border-ink-200 bg-white px-3 py-2.5 text-sm font-medium text-ink-900 hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed';

function Group({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-ink-200 pt-6 first:border-t-0 first:pt-0">
      <div>
        <legend className="text-base font-semibold text-ink-900">{legend}</legend>
        {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
      </div>
      {children}
    </fieldset>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function CountrySelect({
  label,
  countries,
  loading,
  error,
  name,
  value,
  onChange,
  onBlur,
  selectRef,
  emptyLabel = 'Choose the country',
}: {
  label: string;
  /** What the empty choice says (a field where empty means something, such as "same as"). */
  emptyLabel?: string;
  countries: Country[];
  loading: boolean;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  selectRef: (element: HTMLSelectElement | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(!!error)}
      >
        <option value="">{loading ? 'Loading countries…' : emptyLabel}</option>
        {/* A saved code the list does not know yet (still loading, or failed) stays selectable. */}
        {value && !countries.some((c) => c.code === value) && <option value={value}>{value}</option>}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * Step 1: legal name, tax residence and status, entity, tax ID, address and payout. Typing autosaves a draft
 * (without the tax ID and payout account); "Save details" validates and saves them (POST …/details).
 */
export function DetailsForm({
  state,
  verifiedName,
  closed,
  onClosed,
  onSaved,
  onCancel,
}: {
  state: ComplianceState;
  verifiedName: string;
  /** The stage is closed to changes (the form shows, disabled). */
  closed: boolean;
  onClosed: (message: string) => void;
  onSaved: (state: ComplianceState) => void;
  /** Back to the saved details (only when there are some). */
  onCancel?: (() => void) | undefined;
}) {
  const save = useSaveDetails();
  const draft = useComplianceDraft(onClosed);
  const countries = useCountries();
  const resolver = useMemo(() => resolverFor(verifiedName), [verifiedName]);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: detailsFormValues(state),
  });
  const { errors } = form.formState;
  const [usPerson, entityType, taxResidence, payoutMethod] = useWatch({
    control: form.control,
    name: ['us_person', 'entity_type', 'tax_residence', 'payout_method'],
  });
  const saved = state.details;

  // Every change but the two secrets goes into the draft once typing pauses.
  const { save: saveDraft } = draft;
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (!name || name === 'tax_id' || name === 'payout_account' || closed) return;
          saveDraft(draftOf(values), { debounce: true });
        },
      }),
    [subscribe, saveDraft, closed],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    draft.cancel();
    const body: Input = {
      ...values,
      // Only what the entity needs: a company has no date of birth on its form, a person no company name.
      company_name: values.entity_type === 'company' ? values.company_name : '',
      date_of_birth: values.entity_type === 'individual' ? values.date_of_birth : '',
    };
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      if (statusOf(error) === 409) {
        onClosed(errorMessage(error));
        return;
      }
      // What was typed stays in the form and goes back into the draft.
      draft.save(draftOf(form.getValues()));
      if (!applyValidationErrors(error, form.setError, FIELDS)) {
        form.setError('root.server', {
          type: 'server',
          message: errorMessage(error, 'We could not save your details. Please try again.'),
        });
      }
    }
  });

  const account = payoutMethod ? PAYOUT_ACCOUNT_LABELS[payoutMethod] : null;
  const countryList = countries.data ?? [];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Your details">
      {errors.root?.server && (
        <div className="mb-6">
          <Alert tone="error">{errors.root.server.message}</Alert>
        </div>
      )}
      {countries.isError && (
        <div className="mb-6">
          <Alert tone="error">
            The list of countries did not load.{' '}
            <button type="button" className="font-medium underline" onClick={() => void countries.refetch()}>
              Try again
            </button>
          </Alert>
        </div>
      )}
      <fieldset disabled={closed} className="min-w-0 space-y-6">
        <Group legend="Who signs">
          <TextField
            label="Full legal name"
            autoComplete="name"
            hint={`Must match your verified ID: ${verifiedName}`}
            error={errors.legal_name?.message}
            {...form.register('legal_name')}
          />
          <fieldset aria-describedby={errors.entity_type ? 'entity-type-error' : undefined}>
            <legend className="text-sm font-medium text-ink-800">You sign as</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <label className={choiceCard}>
                <input
                  type="radio"
                  value="individual"
                  className="size-4 accent-brand-700"
                  {...form.register('entity_type')}
                />
                An individual
              </label>
              <label className={choiceCard}>
                <input
                  type="radio"
                  value="company"
                  className="size-4 accent-brand-700"
                  {...form.register('entity_type')}
                />
                A company I own
              </label>
            </div>
            <ErrorText id="entity-type-error" error={errors.entity_type?.message} />
          </fieldset>
          {entityType === 'company' ? (
            <TextField
              label="Company name"
              autoComplete="organization"
              hint="As registered; the agreements and the W-8BEN-E name it."
              error={errors.company_name?.message}
              {...form.register('company_name')}
            />
          ) : (
            <TextField
              type="date"
              label="Date of birth"
              autoComplete="bday"
              className="max-w-xs"
              error={errors.date_of_birth?.message}
              {...form.register('date_of_birth')}
            />
          )}
        </Group>

        <Group legend="Tax" description="Where you pay tax decides the tax form you sign.">
          <Controller
            control={form.control}
            name="tax_residence"
            render={({ field }) => (
              <CountrySelect
                label="Country of tax residence"
                countries={countryList}
                loading={countries.isPending}
                error={errors.tax_residence?.message}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                selectRef={field.ref}
              />
            )}
          />
          {/* The W-8BEN asks for citizenship apart from residence. */}
          <Controller
            control={form.control}
            name="citizenship"
            render={({ field }) => (
              <CountrySelect
                label="Country of citizenship"
                emptyLabel="Same as tax residence"
                countries={countryList}
                loading={countries.isPending}
                error={errors.citizenship?.message}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                selectRef={field.ref}
              />
            )}
          />
          <label className="flex items-start gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              {...form.register('us_person')}
            />
            <span>
              I am a US citizen or US resident for tax purposes
              <span className="block text-xs text-ink-500">
                A green card holder, or someone who passes the IRS substantial presence test. You then sign a
                W-9.
              </span>
            </span>
          </label>
          <TextField
            label={usPerson ? 'US taxpayer identification number (SSN or EIN)' : 'Tax identification number'}
            autoComplete="off"
            spellCheck={false}
            hint={
              saved
                ? `Saved as ${saved.tax_id_masked}. We never show it in full: enter it again to save changes.`
                : usPerson
                  ? 'Stored encrypted; shown masked afterwards.'
                  : 'The number your country of tax residence gave you. Stored encrypted; shown masked afterwards.'
            }
            error={errors.tax_id?.message}
            {...form.register('tax_id')}
          />
          <TaxFormNote usPerson={usPerson} entityType={entityType} taxResidence={taxResidence} live />
        </Group>

        <Group legend="Address" description="Where you live; the agreements and the tax form show it.">
          <TextField
            label="Street and number"
            autoComplete="address-line1"
            error={errors.address?.line1?.message}
            {...form.register('address.line1')}
          />
          <TextField
            label="Apartment, floor, building (optional)"
            autoComplete="address-line2"
            error={errors.address?.line2?.message}
            {...form.register('address.line2')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="City"
              autoComplete="address-level2"
              error={errors.address?.city?.message}
              {...form.register('address.city')}
            />
            <TextField
              label="Postal code (optional)"
              autoComplete="postal-code"
              error={errors.address?.postal_code?.message}
              {...form.register('address.postal_code')}
            />
            <TextField
              label="Region or state (optional)"
              autoComplete="address-level1"
              error={errors.address?.region?.message}
              {...form.register('address.region')}
            />
            <Controller
              control={form.control}
              name="address.country"
              render={({ field }) => (
                <CountrySelect
                  label="Country"
                  countries={countryList}
                  loading={countries.isPending}
                  error={errors.address?.country?.message}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  selectRef={field.ref}
                />
              )}
            />
          </div>
        </Group>

        <Group
          legend="How you want to be paid"
          description="We record your choice; payouts start after acceptance. No payments are made in this demo."
        >
          <fieldset aria-describedby={errors.payout_method ? 'payout-method-error' : undefined}>
            <legend className="text-sm font-medium text-ink-800">Payout method</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {PAYOUT_METHODS.map((method) => (
                <label key={method} className={choiceCard}>
                  <input
                    type="radio"
                    value={method}
                    className="size-4 accent-brand-700"
                    {...form.register('payout_method')}
                  />
                  {PAYOUT_METHOD_LABELS[method]}
                </label>
              ))}
            </div>
            <ErrorText id="payout-method-error" error={errors.payout_method?.message} />
          </fieldset>
          <TextField
            label={account?.label ?? 'Payout account'}
            autoComplete="off"
            spellCheck={false}
            hint={
              saved
                ? `Saved as ${saved.payout_account_masked}. Enter it again to save changes.`
                : (account?.hint ?? 'Choose a payout method first.')
            }
            error={errors.payout_account?.message}
            {...form.register('payout_account')}
          />
        </Group>
      </fieldset>

      <p className="mt-6 flex items-start gap-2 text-xs text-ink-600">
        <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Your tax ID and payout account are kept only when you save your details, encrypted, and shown masked.
        Your draft never holds them.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-ink-200 pt-5">
        <DraftStatus status={draft.status} savedAt={draft.savedAt} onRetry={() => void draft.flush()} />
        <span className="ml-auto flex flex-wrap gap-3">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={closed}>
            Save details
          </Button>
        </span>
      </div>
    </form>
  );
}
