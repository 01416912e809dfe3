import { Check } from 'lucide-react';

const STEPS = ['Answers and resume', 'Video intro', 'Sent'] as const;

/** Where the candidate is in the last part of the guest flow (after the account is ready). */
export function ApplySteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Application progress">
      <ol className="flex items-center gap-2">
        {STEPS.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={label} className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'upcoming' ? 'bg-ink-200' : 'bg-brand-600'}`}
              />
              <span
                aria-current={state === 'current' ? 'step' : undefined}
                className={`flex items-center gap-1 truncate text-xs ${
                  state === 'current' ? 'font-semibold text-brand-800' : 'text-ink-600'
                }`}
              >
                {state === 'done' && <Check aria-hidden="true" className="size-3" />}
                <span className="truncate">{label}</span>
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
