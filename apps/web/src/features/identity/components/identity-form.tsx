import { zodResolver } from '@hookform/resolvers/zod';
import type { StoredFile } from '@talent/contract/applications';
import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  SINGLE_SIDED_DOCUMENTS,
  SubmitIdentityVerificationSchema,
  type IdentityVerification,
} from '@talent/contract/identity';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import { useSubmitIdentityVerification } from '../api/submit-identity-verification.ts';
import { IdentityFileField } from './identity-file-field.tsx';

type FormInput = z.input<typeof SubmitIdentityVerificationSchema>;
type FormOutput = z.output<typeof SubmitIdentityVerificationSchema>;

const contractResolver = zodResolver(SubmitIdentityVerificationSchema);
/** The contract's checks, with an instruction instead of the code format when no country is chosen yet. */
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const country = result.errors.issuing_country;
  if (country && !values.issuing_country) country.message = 'Choose the country that issued the document.';
  return result;
};

const FIELDS = [
  'document_type',
  'issuing_country',
  'front_file_id',
  'back_file_id',
  'selfie_file_id',
  'consent',
] as const;

function CountrySelect({
  value,
  onChange,
  onBlur,
  error,
  name,
  selectRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  name: string;
  selectRef: (element: HTMLSelectElement | null) => void;
}) {
  const countries = useCountries();
  const errorId = error ? 'issuing-country-error' : undefined;
  return (
    <div>
      <label htmlFor="issuing-country" className="block text-sm font-medium text-ink-800">
        Issuing country
      </label>
      <select
        id="issuing-country"
        name={name}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={countries.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`mt-1.5 block w-full max-w-sm rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-ink-300'
        }`}
      >
        <option value="">{countries.isPending ? 'Loading countries…' : 'Choose the country'}</option>
        {countries.data?.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {countries.isError && (
        <p role="alert" className="mt-1.5 text-sm text-red-700">
          The list of countries did not load.{' '}
          <button type="button" className="font-medium underline" onClick={() => void countries.refetch()}>
            Try again
          </button>
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Document type and country, front (and back), selfie, consent → POST /talent/api/identity-verification. */
export function IdentityForm({
  previous,
  onSubmitted,
}: {
  /** The rejected check, whose document type and country are offered again. */
  previous: IdentityVerification | null;
  onSubmitted: (verification: IdentityVerification) => void;
}) {
  const submit = useSubmitIdentityVerification();
  const [files, setFiles] = useState<Record<'front' | 'back' | 'selfie', StoredFile | null>>({
    front: null,
    back: null,
    selfie: null,
  });
  // Uploads still running, by field: sending waits for them rather than calling a photo missing.
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const uploading = Object.values(busy).some(Boolean);
  const busyFor = (side: string) => (value: boolean) => setBusy((old) => ({ ...old, [side]: value }));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      document_type: previous?.document_type ?? undefined,
      issuing_country: previous?.issuing_country ?? '',
      back_file_id: null,
      consent: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const documentType = useWatch({ control: form.control, name: 'document_type' });
  const singleSided = documentType ? SINGLE_SIDED_DOCUMENTS.includes(documentType) : false;

  const setFile =
    (side: 'front' | 'back' | 'selfie', field: (typeof FIELDS)[number]) => (file: StoredFile | null) => {
      setFiles((old) => ({ ...old, [side]: file }));
      form.setValue(field, (file?.id ?? (side === 'back' ? null : undefined)) as never, {
        shouldValidate: form.formState.isSubmitted,
      });
    };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const verification = await submit.mutateAsync({
        ...values,
        back_file_id: singleSided ? null : values.back_file_id,
      });
      onSubmitted(verification);
    } catch (error) {
      if (!applyValidationErrors(error, form.setError, FIELDS)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}

      <fieldset aria-describedby={errors.document_type ? 'document-type-error' : undefined}>
        <legend className="text-base font-semibold text-ink-900">Your document</legend>
        <p className="mt-1 text-sm text-ink-600">A valid document with your photo, issued by a government.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {ID_DOCUMENT_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 bg-white px-3.5 py-3 text-sm font-medium text-ink-900 hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                value={type}
                {...form.register('document_type', {
                  onChange: () => {
                    if (SINGLE_SIDED_DOCUMENTS.includes(type)) setFile('back', 'back_file_id')(null);
                  },
                })}
                aria-invalid={errors.document_type ? true : undefined}
                className="size-4 accent-brand-700"
              />
              {ID_DOCUMENT_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.document_type && (
          <p id="document-type-error" className="mt-1.5 text-sm text-red-700">
            {errors.document_type.message}
          </p>
        )}
      </fieldset>

      <Controller
        control={form.control}
        name="issuing_country"
        render={({ field }) => (
          <CountrySelect
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={errors.issuing_country?.message}
          />
        )}
      />

      <IdentityFileField
        kind="identity_document"
        label={singleSided ? 'Photo page of the passport' : 'Front of the document'}
        subject={singleSided ? 'passport photo page' : 'document front'}
        description={
          singleSided
            ? 'The page with your photo and name. All four corners in the frame, no glare.'
            : 'The side with your photo. All four corners in the frame, no glare.'
        }
        fileName="document-front.jpg"
        camera="environment"
        value={files.front}
        onChange={setFile('front', 'front_file_id')}
        onBusy={busyFor('front')}
        error={errors.front_file_id?.message}
      />

      {!singleSided && (
        <IdentityFileField
          kind="identity_document"
          label="Back of the document"
          subject="document back"
          description="The other side, with the same care."
          fileName="document-back.jpg"
          camera="environment"
          value={files.back}
          onChange={setFile('back', 'back_file_id')}
          onBusy={busyFor('back')}
          error={errors.back_file_id?.message}
        />
      )}

      <IdentityFileField
        kind="identity_selfie"
        label="Selfie"
        subject="selfie"
        description="Face the camera in good light, without glasses or a hat, so the reviewer can match it to the document."
        fileName="selfie.jpg"
        camera="user"
        cameraFirst
        value={files.selfie}
        onChange={setFile('selfie', 'selfie_file_id')}
        onBusy={busyFor('selfie')}
        error={errors.selfie_file_id?.message}
      />

      <div>
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            {...form.register('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>
            I agree that Borderless checks my identity with these photos. They are stored encrypted, used only
            for this check, and never shown to employers.
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" className="mt-1.5 text-sm text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-ink-200 pt-6">
        <Button type="submit" loading={submit.isPending} disabled={uploading}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Send for review
        </Button>
        <p className="text-sm text-ink-600" aria-live="polite">
          {uploading
            ? 'Waiting for your photos to finish uploading…'
            : 'Usually reviewed within one working day.'}
        </p>
      </div>
    </form>
  );
}
