import { ReviewInputSchema, type OrderDetail } from '@talent/contract/marketplace';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { useLocalDraft } from '../lib/use-local-draft.ts';
import { FormAlert, TextArea } from '../parts/fields.tsx';
import { useMoveForm } from './use-move-form.ts';

const WORDS = ['', 'Poor', 'Below expectations', 'Fine', 'Good', 'Excellent'] as const;

/** Five stars as a radio group: arrows move through them, each read as "4 stars, Good". */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink-800">Your rating</legend>
      <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-7 ${n <= shown ? 'fill-amber-400 text-amber-500' : 'text-ink-300'}`}
            />
            <span className="sr-only">
              {n} {n === 1 ? 'star' : 'stars'}, {WORDS[n]}
            </span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-ink-600">
          {WORDS[shown]}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The review of the other side (once, after the order finished), blind until both wrote or the period ends. */
export function ReviewForm({ order, otherName }: { order: OrderDetail; otherName: string }) {
  const empty = { rating: 0, text: '' };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:review`, empty);
  const form = useMoveForm(order.id, 'review', (field) => field === 'rating' || field === 'text');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.send(ReviewInputSchema, {
      rating: draft.rating || undefined,
      text: draft.text,
    } as { rating: number; text: string });
    if (sent) {
      clearDraft(empty);
      toast.success('Thank you: your review is saved.');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label={`Review ${otherName}`}
    >
      <StarPicker
        value={draft.rating}
        onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
        error={form.problems.fields.rating}
      />
      <TextArea
        label="How did it go?"
        value={draft.text}
        onChange={(text) => setDraft((d) => ({ ...d, text }))}
        maxLength={2000}
        error={form.problems.fields.text}
      />
      <FormAlert message={form.problems.other} />
      <Button type="submit" loading={form.pending}>
        Publish review
      </Button>
    </form>
  );
}
