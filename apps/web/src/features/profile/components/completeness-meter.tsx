import type { Completeness } from '@talent/contract/profile';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring with the percent, the most valuable next step and what it unlocks, then every item as a checklist. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { percent, next, items } = completeness;
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="completeness-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="completeness-heading" className="font-display text-base font-semibold text-ink-900">
        Profile strength
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <div
          role="meter"
          aria-label="Profile complete"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete, ${done} of ${items.length} done`}
          className="relative size-20 shrink-0"
        >
          <svg viewBox="0 0 80 80" className="size-20 -rotate-90" aria-hidden="true">
            <circle cx="40" cy="40" r={RADIUS} fill="none" strokeWidth="8" className="stroke-ink-100" />
            <circle
              cx="40"
              cy="40"
              r={RADIUS}
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
              className={percent === 100 ? 'stroke-brand-600' : 'stroke-brand-500'}
            />
          </svg>
          <span className="absolute inset-0 flex items-center justify-center font-display text-lg font-bold text-ink-900">
            {percent}%
          </span>
        </div>
        <div className="min-w-0 text-sm">
          {next ? (
            <>
              <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Next step</p>
              <Link
                to={next.href}
                className="mt-0.5 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {next.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <p className="mt-0.5 text-ink-600">{next.unlocks}</p>
            </>
          ) : (
            <p className="font-medium text-ink-900">
              Your profile is complete. Recruiters see you at your best.
            </p>
          )}
        </div>
      </div>
      <ul aria-label="Profile checklist" className="mt-5 space-y-1.5 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              className="flex items-start gap-2 rounded-md px-1.5 py-1 hover:bg-ink-50"
              title={item.unlocks}
            >
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-300" />
              )}
              <span className={item.done ? 'text-ink-500' : 'text-ink-800'}>
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ` (to do: ${item.unlocks})`}</span>
              </span>
              {!item.done && <span className="ml-auto shrink-0 text-xs text-ink-500">+{item.weight}%</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
