import type { RecruiterJob } from '@talent/contract/recruiter';
import { useId } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateJob } from '../api/update-job.ts';

/** Turns "elite members only" on or off for a posted job; applications already sent stay. */
export function EliteOnlySwitch({ job }: { job: RecruiterJob }) {
  const update = useUpdateJob();
  const id = useId();
  // While the change is on its way the switch shows where it is going.
  const checked = update.isPending ? update.variables.body.elite_only : job.elite_only;
  const change = async (eliteOnly: boolean) => {
    try {
      await update.mutateAsync({ id: job.id, body: { elite_only: eliteOnly } });
      toast.success(
        eliteOnly
          ? `${job.title} is now open to elite members only.`
          : `${job.title} is now open to every candidate.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'The change was not saved. Please try again.'));
    }
  };
  return (
    <div className="flex items-start gap-3 rounded-card border border-ink-200 bg-white px-4 py-3 shadow-xs">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Elite members only
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          Everyone sees the job; only members of our elite programme may apply. Applications already sent
          stay.
        </p>
      </div>
    </div>
  );
}
