import { zodResolver } from '@hookform/resolvers/zod';
import { TalkRatingInputSchema, type TalkDetail } from '@talent/contract/masterclass';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NoteField } from '../../../components/forms/reason-fields.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useRateTalk } from '../api/registration.ts';

type Values = z.input<typeof TalkRatingInputSchema>;
type Output = z.output<typeof TalkRatingInputSchema>;

function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-300'}`} />
      ))}
    </span>
  );
}

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Stars (1–5, radio buttons: arrows move between them) and an optional comment; sent again, it replaces the first. */
function RatingForm({ talk, onDone }: { talk: TalkDetail; onDone: () => void }) {
  const rate = useRateTalk();
  const { control, register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(TalkRatingInputSchema),
    defaultValues: { stars: talk.my_rating?.stars ?? 0, comment: talk.my_rating?.comment ?? '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const submit = handleSubmit(async (values) => {
    try {
      await rate.mutateAsync({ id: talk.id, input: values });
      toast.success('Thank you: your rating is saved.');
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['stars', 'comment']))
        setError('root.server', { message: errorMessage(error) });
    }
  });
  const starsError = formState.errors.stars?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Controller
        control={control}
        name="stars"
        render={({ field }) => (
          <fieldset aria-describedby={starsError ? 'rating-stars-error' : undefined}>
            <legend className="text-sm font-medium text-ink-800">Your rating</legend>
            <div className="mt-1.5 flex items-center gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    className="sr-only"
                  />
                  <Star
                    aria-hidden="true"
                    className={`size-7 ${n <= (field.value ?? 0) ? 'fill-amber-400 text-amber-500' : 'text-ink-300'}`}
                  />
                  <span className="sr-only">
                    {n} {n === 1 ? 'star' : 'stars'}, {STAR_WORDS[n]}
                  </span>
                </label>
              ))}
              <span className="ml-2 text-sm text-ink-600">{STAR_WORDS[field.value ?? 0]}</span>
            </div>
            <FieldMessages error={starsError} errorId="rating-stars-error" />
          </fieldset>
        )}
      />
      <NoteField
        label="What stayed with you?"
        maxLength={1000}
        count={comment.length}
        error={formState.errors.comment?.message}
        registration={register('comment')}
      />
      {formState.errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" loading={formState.isSubmitting}>
        {talk.my_rating ? 'Update my rating' : 'Send my rating'}
      </Button>
    </form>
  );
}

/** The rating section of an ended talk: my rating (changeable) or the form, for people who attended. */
export function TalkRating({ talk }: { talk: TalkDetail }) {
  const [editing, setEditing] = useState(false);
  if (!talk.can_rate) {
    return (
      <p className="text-sm text-ink-600">
        {talk.my_registration
          ? 'Only people who were registered when it started can rate this talk.'
          : 'People who attended rate the talk here.'}
      </p>
    );
  }
  if (talk.my_rating && !editing) {
    return (
      <div className="space-y-2 text-sm text-ink-800">
        <p className="flex items-center gap-2">
          You rated it <Stars value={talk.my_rating.stars} />
          <span className="sr-only">{talk.my_rating.stars} out of 5</span>
        </p>
        {talk.my_rating.comment && <p className="text-ink-600">“{talk.my_rating.comment}”</p>}
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change my rating
        </Button>
      </div>
    );
  }
  return <RatingForm talk={talk} onDone={() => setEditing(false)} />;
}
