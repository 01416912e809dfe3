import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '@talent/contract/assessments';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUpdateVisibility } from '../api/update-visibility.ts';
import { VISIBILITY_EXPLANATIONS } from '../lib/standing.ts';

/** Who sees my result on a test: only me, the band, or the score. Each choice is saved as soon as it is made. */
export function VisibilityControl({
  slug,
  visibility,
  headingId,
}: {
  slug: string;
  visibility: Visibility;
  headingId: string;
}) {
  const update = useUpdateVisibility(slug);
  const name = useId();
  const [saved, setSaved] = useState<Visibility | null>(null);
  // The choice just made shows at once and stays until the refetched standing replaces the value it was made over
  // (between the save's answer and the refetch, the old value would flash back); a failed save drops it.
  const [pick, setPick] = useState<{ value: Visibility; over: Visibility } | null>(null);
  const shown = pick && pick.over === visibility ? pick.value : visibility;

  const choose = (next: Visibility) => {
    if (next === shown || update.isPending) return;
    setSaved(null);
    setPick({ value: next, over: visibility });
    update.mutate(next, {
      onSuccess: (standing) => setSaved(standing.visibility),
      onError: () => setPick(null),
    });
  };

  return (
    <div>
      <fieldset aria-labelledby={headingId} aria-describedby={`${name}-note`} aria-busy={update.isPending}>
        <p id={`${name}-note`} className="text-sm text-ink-600">
          Your choice applies to every recruiter you apply to, from now on. Whatever you choose, you always
          see your full result.
        </p>
        <div className="mt-3 space-y-2">
          {VISIBILITIES.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer gap-3 rounded-control border p-3 ${
                shown === option ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={shown === option}
                onChange={() => choose(option)}
                className="mt-1"
                aria-labelledby={`${name}-${option}-label`}
                aria-describedby={`${name}-${option}`}
              />
              <span>
                <span id={`${name}-${option}-label`} className="block text-sm font-semibold text-ink-900">
                  {VISIBILITY_LABELS[option]}
                </span>
                <span id={`${name}-${option}`} className="block text-sm text-ink-600">
                  {VISIBILITY_EXPLANATIONS[option]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-2 text-sm font-medium text-brand-800">
        {update.isPending ? 'Saving…' : saved ? `Saved. ${VISIBILITY_LABELS[saved]}.` : ''}
      </p>
      {update.isError && (
        <div className="mt-2">
          <Alert tone="error">Your choice was not saved: {errorMessage(update.error)}</Alert>
        </div>
      )}
    </div>
  );
}
