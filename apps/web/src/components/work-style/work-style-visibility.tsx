import { useId } from 'react';
import { errorMessage } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSetWorkStyleVisibility, type WorkStyleVisibility } from '../../lib/work-style.ts';

/** "Show on my profile": a switch; off keeps the result to the candidate alone. */
export function WorkStyleVisibilitySwitch({ visibility }: { visibility: WorkStyleVisibility }) {
  const id = useId();
  const mutation = useSetWorkStyleVisibility();
  const shown = (mutation.isPending ? mutation.variables : visibility) === 'profile';
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={shown}
        aria-describedby={`${id}-hint`}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(shown ? 'private' : 'profile', {
            onSuccess: (result) =>
              toast.success(
                result?.visibility === 'profile'
                  ? 'Your work style now shows on your profile.'
                  : 'Your work style is private again.',
              ),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
          shown ? 'bg-brand-600' : 'bg-ink-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            shown ? 'translate-x-5' : 'translate-x-0'
          }`}
        />
      </button>
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Show on my profile
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {shown
            ? 'Shown: recruiters you apply to see your top two styles and the five scores.'
            : 'Private: only you see it.'}
        </p>
      </div>
    </div>
  );
}
