import type { Answer, ItemView } from '@talent/contract/assessments';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { orderedSteps } from './answers.ts';
import { InlineText, plainText } from './inline-text.tsx';

/**
 * Steps put in order with buttons (each step has Move up / Move down) and with the keyboard: on a focused step,
 * Alt+ArrowUp and Alt+ArrowDown move it, and the focus follows it. Each move is announced.
 */
export function OrderingItem({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
}: {
  item: Extract<ItemView, { type: 'ordering' }>;
  answer: Extract<Answer, { type: 'ordering' }> | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const steps = orderedSteps(item.steps, answer?.order);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (disabled || target < 0 || target >= steps.length) return;
    const next = steps.map((step) => step.id);
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(target, 0, moved);
    onChange({ type: 'ordering', order: next });
    const text = plainText(steps[index]?.text ?? '');
    setAnnouncement(`“${text}” moved to position ${target + 1} of ${steps.length}.`);
    requestAnimationFrame(() => {
      list.current?.querySelector<HTMLElement>(`[data-step="${moved}"]`)?.focus();
    });
  };

  return (
    <div>
      <p id={`item-${item.id}-how`} className="mb-2 text-xs text-ink-500">
        Put the steps in order with the buttons, or focus a step and press Alt+Arrow Up or Alt+Arrow Down.
      </p>
      <ol ref={list} aria-labelledby={labelledBy} className="space-y-2">
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-step={step.id}
            tabIndex={0}
            aria-describedby={`item-${item.id}-how`}
            aria-label={`${index + 1}. ${plainText(step.text)}`}
            onKeyDown={(event) => {
              if (!event.altKey) return;
              if (event.key === 'ArrowUp') {
                event.preventDefault();
                move(index, -1);
              } else if (event.key === 'ArrowDown') {
                event.preventDefault();
                move(index, 1);
              }
            }}
            className="flex items-center gap-3 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm text-ink-800 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            <span
              aria-hidden="true"
              className="w-6 shrink-0 text-center font-semibold text-ink-500 tabular-nums"
            >
              {index + 1}
            </span>
            <span className="flex-1">
              <InlineText text={step.text} />
            </span>
            <button
              type="button"
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
              aria-label={`Move up: ${plainText(step.text)}`}
              className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              disabled={disabled || index === steps.length - 1}
              onClick={() => move(index, 1)}
              aria-label={`Move down: ${plainText(step.text)}`}
              className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
