import { VerifyCredentialSchema } from '@talent/contract/badges';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage, formatWait, retryAfterSeconds } from '../../../lib/form-errors.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useVerifyCredential } from '../api/verify-credential.ts';
import { VerificationResult } from './verification-result.tsx';

/** Kept for the tab, so a reload or a slip of the back button does not lose a long paste. */
const DRAFT_KEY = 'credential-verify-draft';

function readDraft(): string {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveDraft(value: string) {
  try {
    if (value) sessionStorage.setItem(DRAFT_KEY, value);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, full): the text is still in the box.
  }
}

/** Paste any credential (a VC-JWT) and see what it is worth, check by check. */
export function VerifyForm() {
  const id = useId();
  const [text, setText] = useState(readDraft);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const verify = useVerifyCredential();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The button is disabled while the check runs, which drops the focus: give it to the verdict, or back to the box.
  useEffect(() => {
    if (verify.data) resultRef.current?.focus();
  }, [verify.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VerifyCredentialSchema.safeParse({ credential: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      boxRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    verify.mutate(parsed.data.credential, {
      onError: (error) => {
        if (error instanceof ApiError && error.response?.status === 422) {
          const body = parseValidationError(error.response.data);
          setFieldError(body?.errors.credential?.[0] ?? body?.message);
        }
        boxRef.current?.focus();
      },
    });
  };

  const wait = verify.isError ? retryAfterSeconds(verify.error) : null;
  const serverError =
    wait !== null
      ? `That is a lot of checks in a short time. Try again in ${formatWait(wait)}.`
      : verify.isError && !(verify.error instanceof ApiError && verify.error.response?.status === 422)
        ? errorMessage(verify.error, 'The credential could not be checked. Please try again.')
        : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-ink-900">
        Verify a credential
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-ink-800">
            Credential (VC-JWT)
          </label>
          <textarea
            ref={boxRef}
            id={id}
            rows={5}
            value={text}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              saveDraft(event.target.value);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 font-mono text-xs break-all text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
              fieldError ? 'border-red-600' : 'border-ink-300'
            }`}
          />
          <FieldMessages
            hint="Paste the text of a downloaded credential file. Nothing you paste is stored."
            hintId={`${id}-hint`}
            error={fieldError}
            errorId={`${id}-error`}
          />
        </div>
        <Button type="submit" loading={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify'}
        </Button>
      </form>
      {serverError && (
        <div className="mt-3">
          <Alert tone="error">{serverError}</Alert>
        </div>
      )}
      {verify.isSuccess && (
        <div ref={resultRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <VerificationResult verification={verify.data} label="The pasted credential" headingLevel="h3" />
        </div>
      )}
    </section>
  );
}
