import { ArrowLeft } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { AutosaveState } from '../lib/use-draft-autosave.ts';
import { AutosaveStatus } from './autosave-status.tsx';

export const TRACKER_PATH = '/elite/onboarding';

/**
 * One elite form: what it is for, then the fields (disabled when read-only), the draft's save state and the submit.
 * Leaving a field saves at once (`onBlur`), so a switch of tab or a lost connection keeps the last words.
 */
export function FormFrame({
  id,
  intro,
  readOnly,
  readOnlyReason,
  locked,
  restored,
  error,
  autosave,
  submitLabel,
  submitting,
  onSubmit,
  onBlur,
  children,
}: {
  id: string;
  intro: ReactNode;
  readOnly: boolean;
  readOnlyReason?: string | undefined;
  /** The server refused a save (409): why. */
  locked?: string | undefined;
  /** A local copy newer than the server's draft was put back. */
  restored: boolean;
  error?: string | undefined;
  autosave: AutosaveState;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: () => void;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onBlur={onBlur}
      aria-describedby={`${id}-intro`}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8"
    >
      <div id={`${id}-intro`} className="text-sm text-ink-600">
        {intro}
      </div>
      <div className="mt-4 space-y-3 empty:hidden">
        {readOnly && readOnlyReason && <Alert tone="info">{readOnlyReason}</Alert>}
        {locked && (
          <Alert tone="error">
            {locked}{' '}
            <Link to={TRACKER_PATH} className="font-semibold underline">
              See your application
            </Link>
          </Alert>
        )}
        {restored && !readOnly && (
          <Alert tone="info">
            We put back changes this device kept while it could not reach us; they are being saved now.
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <fieldset disabled={readOnly} className="mt-6 min-w-0 space-y-6">
        {children}
      </fieldset>
      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-ink-200 pt-6">
        <Link
          to={TRACKER_PATH}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-ink-700 hover:bg-ink-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Your application
        </Link>
        {!readOnly && (
          <span className="ml-auto flex flex-wrap items-center justify-end gap-3">
            <AutosaveStatus state={autosave} />
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </span>
        )}
      </div>
    </form>
  );
}
