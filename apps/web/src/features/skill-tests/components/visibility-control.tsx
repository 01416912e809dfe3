import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '@talent/contract/assessments';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateVisibility } from '../api/visibility.ts';

/** Who sees this skill's standing: only me, recruiters the band and badge, or recruiters the exact score. */
export function VisibilityControl({ slug, value }: { slug: string; value: Visibility }) {
  const [choice, setChoice] = useState<Visibility>(value);
  const update = useUpdateVisibility(slug);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(choice, { onSuccess: () => toast.success('Visibility saved.') });
  };
  return (
    <form onSubmit={save} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <fieldset>
        <legend className="font-display text-lg font-semibold text-ink-900">Who sees this result</legend>
        <p className="mt-1 text-sm text-ink-600">
          Applies to your best result in this skill, on every application. You can change it at any time.
        </p>
        <div className="mt-3 space-y-2">
          {VISIBILITIES.map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm text-ink-800">
              <input
                type="radio"
                name="visibility"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                className="size-4 accent-brand-700"
              />
              {VISIBILITY_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {update.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(update.error, 'The change was not saved. Please try again.')}
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="mt-4"
        loading={update.isPending}
        disabled={choice === value && !update.isError}
      >
        Save visibility
      </Button>
    </form>
  );
}
