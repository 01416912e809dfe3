import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  SignDocumentsSchema,
  type ComplianceState,
  COMPLIANCE_CONSENT_STATEMENT,
} from '@talent/contract/elite';
import { FileSignature, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSignDocuments } from '../api/compliance-actions.ts';
import { complianceDocumentsQueryOptions, type ComplianceDocuments } from '../api/get-compliance.ts';
import { sameName } from '../lib/compliance.ts';
import { Fingerprint } from './fingerprint.tsx';

const Schema = SignDocumentsSchema.omit({ bundle_sha256: true });
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
const FIELDS = ['typed_name', 'consent_electronic'] as const;

const contractResolver = zodResolver(Schema);
function resolverFor(legalName: string): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    if (result.errors.typed_name || !values.typed_name.trim() || sameName(values.typed_name, legalName)) {
      return result;
    }
    return {
      values: {},
      errors: {
        ...result.errors,
        typed_name: { type: 'match', message: `Type your legal name as in your details: ${legalName}.` },
      },
    };
  };
}

/** The server's 409 when the bundle read is not the one it renders now (our own words, or its message). */
const CHANGED = /changed/i;

/**
 * Step 3: the typed name, the consent and what signing records → POST …/sign with the fingerprint of the exact
 * set of documents read. A 409 because they changed meanwhile loads the new versions and asks to read them again.
 */
export function SignForm({
  documents,
  legalName,
  closed,
  onClosed,
  onSigned,
}: {
  documents: ComplianceDocuments;
  legalName: string;
  closed: boolean;
  onClosed: (message: string) => void;
  onSigned: (state: ComplianceState) => void;
}) {
  const queryClient = useQueryClient();
  const sign = useSignDocuments();
  const [stale, setStale] = useState(false);
  const resolver = useMemo(() => resolverFor(legalName), [legalName]);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { typed_name: '', consent_electronic: false as unknown as true },
  });
  const { errors } = form.formState;
  const toSign = documents.documents;

  const onSubmit = form.handleSubmit(async (values) => {
    setStale(false);
    const sent = documents.bundle_sha256;
    try {
      onSigned(await sign.mutateAsync({ ...values, bundle_sha256: sent }));
    } catch (error) {
      if (statusOf(error) === 409) {
        const message = errorMessage(error);
        const fresh = await queryClient
          .fetchQuery({ ...complianceDocumentsQueryOptions(), staleTime: 0 })
          .catch(() => null);
        if (CHANGED.test(message) || (fresh && fresh.bundle_sha256 !== sent)) {
          // New text: the consent given to the old one does not carry over.
          form.setValue('consent_electronic', false as unknown as true);
          setStale(true);
        } else {
          onClosed(message);
        }
        return;
      }
      if (!applyValidationErrors(error, form.setError, FIELDS)) {
        form.setError('root.server', {
          type: 'server',
          message: errorMessage(error, 'We could not sign your documents. Please try again.'),
        });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Sign the documents"
      className="space-y-5"
    >
      {stale && (
        <Alert tone="error">
          The documents changed since you opened them, so we loaded the new versions above. Read them again,
          then sign.
        </Alert>
      )}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}

      <div className="rounded-control border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
        <p className="font-medium text-ink-900">
          You sign {toSign.length === 1 ? 'one document' : `${toSign.length} documents`}:
        </p>
        <ul className="mt-1 list-disc pl-5">
          {toSign.map((document) => (
            <li key={document.kind}>{document.title}</li>
          ))}
        </ul>
        <p className="mt-3 font-medium text-ink-900">What we record when you sign</p>
        <p className="mt-0.5">
          For each document: your typed name and consent, the time (our server’s clock), your IP address and
          browser, the template version, and a SHA-256 fingerprint of its exact text. Change one character and
          the fingerprint changes, so anyone can check later that a copy is the text you signed. Each document
          then becomes a signed PDF you can download.
        </p>
        <div className="mt-2">
          <Fingerprint label="Fingerprint of this set of documents" sha256={documents.bundle_sha256} />
        </div>
      </div>

      <fieldset disabled={closed || sign.isPending} className="min-w-0 space-y-4">
        <TextField
          label="Type your full legal name to sign"
          autoComplete="off"
          spellCheck={false}
          className="max-w-md"
          hint={`As in your details: ${legalName}`}
          error={errors.typed_name?.message}
          {...form.register('typed_name')}
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              aria-invalid={errors.consent_electronic ? true : undefined}
              aria-describedby={errors.consent_electronic ? 'consent-electronic-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              {...form.register('consent_electronic')}
            />
            {/* The exact statement the server records with each signature. */}
            <span>{COMPLIANCE_CONSENT_STATEMENT}</span>
          </label>
          {errors.consent_electronic && (
            <p id="consent-electronic-error" className="mt-1.5 text-sm text-red-700">
              {errors.consent_electronic.message}
            </p>
          )}
        </div>
      </fieldset>

      {sign.isPending && (
        <div
          role="status"
          className="rounded-control border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <p className="flex items-center gap-2 font-medium">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Signing and preparing your signed PDFs…
          </p>
          <p className="mt-0.5 text-brand-800">This takes a few seconds. Keep this page open.</p>
          <span aria-hidden="true" className="mt-2 block h-1 overflow-hidden rounded-full bg-brand-100">
            <span className="block h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
          </span>
        </div>
      )}

      <Button type="submit" loading={sign.isPending} disabled={closed}>
        <FileSignature aria-hidden="true" className="size-4" />
        {toSign.length === 1 ? 'Sign the document' : `Sign ${toSign.length} documents`}
      </Button>
    </form>
  );
}
