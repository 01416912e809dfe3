import type { Answer, ItemView } from '@talent/contract/assessments';
import { InlineText } from './inline-text.tsx';

type ChoiceItem = Extract<ItemView, { type: 'single_choice' | 'multiple_choice' }>;

const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 bg-white px-4 py-3 text-sm text-ink-800 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed';

/** One answer among the options: a radio group named by the task's prompt. */
export function SingleChoiceItem({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
}: {
  item: Extract<ChoiceItem, { type: 'single_choice' }>;
  answer: Extract<Answer, { type: 'single_choice' }> | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-2">
      {item.options.map((option) => (
        <label key={option.id} className={optionClasses}>
          <input
            type="radio"
            name={`item-${item.id}`}
            value={option.id}
            checked={answer?.option_id === option.id}
            disabled={disabled}
            onChange={() => onChange({ type: 'single_choice', option_id: option.id })}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <InlineText text={option.text} />
          </span>
        </label>
      ))}
    </div>
  );
}

/** Every option that applies: checkboxes, the answer keeps the options' own order. */
export function MultipleChoiceItem({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
}: {
  item: Extract<ChoiceItem, { type: 'multiple_choice' }>;
  answer: Extract<Answer, { type: 'multiple_choice' }> | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const chosen = new Set(answer?.option_ids ?? []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({
      type: 'multiple_choice',
      option_ids: item.options.filter((option) => next.has(option.id)).map((option) => option.id),
    });
  };
  return (
    <fieldset aria-labelledby={labelledBy} className="space-y-2">
      <p className="mb-2 text-xs text-ink-500">Choose every option that applies.</p>
      {item.options.map((option) => (
        <label key={option.id} className={optionClasses}>
          <input
            type="checkbox"
            value={option.id}
            checked={chosen.has(option.id)}
            disabled={disabled}
            onChange={() => toggle(option.id)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <InlineText text={option.text} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
