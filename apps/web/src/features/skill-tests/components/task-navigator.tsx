import type { ItemView } from '@talent/contract/assessments';
import { Flag } from 'lucide-react';

/** Numbered tasks with their marks: answered (filled), unanswered (outlined), flagged for review (a flag). */
export function TaskNavigator({
  items,
  current,
  answered,
  flagged,
  onGo,
}: {
  items: ItemView[];
  current: number;
  answered: (item: ItemView) => boolean;
  flagged: Set<string>;
  onGo: (index: number) => void;
}) {
  return (
    <nav aria-label="Tasks">
      <ol className="flex flex-wrap gap-2">
        {items.map((item, index) => {
          const done = answered(item);
          const flag = flagged.has(item.id);
          const state = [done ? 'answered' : 'unanswered', flag ? 'flagged for review' : null]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onGo(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Task ${index + 1}: ${state}`}
                className={`relative flex size-10 items-center justify-center rounded-control border text-sm font-semibold tabular-nums ${
                  done ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-300 bg-white text-ink-800'
                } ${index === current ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`}
              >
                {index + 1}
                {flag && (
                  <Flag
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-amber-100 p-0.5 text-amber-800"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
