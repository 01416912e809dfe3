import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

export interface StepNavigation {
  /** Go to the previous step (what was typed is kept by the caller first). */
  onBack?: (() => void) | undefined;
  /** Skip this step on the server (experience and resume only). */
  onSkip?: (() => void) | undefined;
  skipping?: boolean;
  /** The wizard's last step says "Finish" rather than "Continue". */
  last?: boolean;
  /** Focus the heading when the step opens (not on the first page load). */
  focusHeading?: boolean;
}

/** One wizard step: its heading (focused when the step opens), the form, and Back / Skip / Continue. */
export function StepShell({
  title,
  description,
  children,
  onSubmit,
  saving,
  error,
  nav,
  continueLabel,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A failure that is not about one field. */
  error?: string | undefined;
  nav: StepNavigation;
  continueLabel?: string;
}) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (nav.focusHeading) heading.current?.focus();
  }, [nav.focusHeading]);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="onboarding-step-title"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2
        id="onboarding-step-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
      >
        {title}
      </h2>
      <div className="mt-1 text-ink-600">{description}</div>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-6 space-y-6">{children}</div>
      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-ink-200 pt-6">
        {nav.onBack && (
          <Button variant="ghost" onClick={nav.onBack} disabled={saving}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
        )}
        <span className="ml-auto flex flex-wrap items-center gap-3">
          {nav.onSkip && (
            <Button
              variant="secondary"
              onClick={nav.onSkip}
              loading={nav.skipping ?? false}
              disabled={saving}
            >
              Skip this step
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {continueLabel ?? (nav.last ? 'Finish' : 'Continue')}
            {!nav.last && !continueLabel && <ArrowRight aria-hidden="true" className="size-4" />}
          </Button>
        </span>
      </div>
    </form>
  );
}

/** A group of choices (radio or checkbox cards) with a legend and its error. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  errorId,
  children,
  columns = 'sm:grid-cols-3',
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
  columns?: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {hint && <p className="mt-0.5 text-xs text-ink-500">{hint}</p>}
      <div className={`mt-2 grid gap-2 ${columns}`}>{children}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export const choiceCard =
  'flex cursor-pointer items-center gap-2.5 rounded-control border border-ink-200 bg-white px-3 py-2.5 text-sm font-medium text-ink-900 hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

export const selectClasses = (error: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-brand-600 ${
    error ? 'border-red-600' : 'border-ink-300'
  }`;
