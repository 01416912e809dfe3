import { Check } from 'lucide-react';

export interface StepProgressStep {
  id: string;
  label: string;
}

/**
 * A flow's steps as bars with names: done ones ticked, the current one marked (`aria-current="step"`) and
 * spelled out for screen readers. A `current` that is not in the list marks nothing as current. Without `done`,
 * the steps before the current one count as done; a flow whose steps may be taken in any order passes `done`.
 */
export function StepProgress({
  steps,
  current,
  done,
  label,
  className,
}: {
  steps: readonly StepProgressStep[];
  current: string;
  /** The ids of the steps actually done (others are not ticked, wherever they stand). */
  done?: readonly string[];
  /** The navigation landmark's name, e.g. "Application steps". */
  label: string;
  className?: string;
}) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex items-start gap-2">
        {steps.map((step, index) => {
          const isDone = done ? done.includes(step.id) : index < currentIndex;
          const state = index === currentIndex ? 'current' : isDone ? 'done' : 'upcoming';
          return (
            <li key={step.id} className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'upcoming' ? 'bg-ink-200' : 'bg-brand-600'}`}
              />
              <span
                aria-current={state === 'current' ? 'step' : undefined}
                className={`flex items-center gap-1 text-xs ${
                  state === 'current' ? 'font-semibold text-brand-800' : 'text-ink-600'
                }`}
              >
                {state === 'done' && <Check aria-hidden="true" className="size-3 shrink-0" />}
                <span className="truncate">
                  <span className="sr-only">
                    Step {index + 1} of {steps.length}:{' '}
                  </span>
                  {step.label}
                </span>
                <span className="sr-only">
                  {state === 'done' ? ' (completed)' : state === 'current' ? ' (current step)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
