import type { Answer, ItemView } from '@talent/contract/assessments';
import { formatNumber } from '../../lib/format.ts';

/** A written answer with the task's hint and a counter against its length limit. */
export function ShortAnswerItem({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
}: {
  item: Extract<ItemView, { type: 'short_answer' }>;
  answer: Extract<Answer, { type: 'short_answer' }> | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const text = answer?.text ?? '';
  const hintId = `item-${item.id}-hint`;
  const countId = `item-${item.id}-count`;
  return (
    <div>
      <textarea
        aria-labelledby={labelledBy}
        aria-describedby={`${hintId} ${countId}`}
        value={text}
        maxLength={item.max_length}
        disabled={disabled}
        rows={6}
        onChange={(event) => onChange({ type: 'short_answer', text: event.target.value })}
        className="block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-ink-50"
      />
      <div className="mt-1.5 flex justify-between gap-4 text-xs text-ink-500">
        <p id={hintId}>{item.hint}</p>
        <p id={countId} className="shrink-0 tabular-nums">
          {formatNumber(text.length)} / {formatNumber(item.max_length)} characters
        </p>
      </div>
    </div>
  );
}
