import { zodResolver } from '@hookform/resolvers/zod';
import {
  TALK_CATEGORIES,
  TALK_CATEGORY_LABELS,
  TalkRequestInputSchema,
  type TalkRequestInput,
} from '@talent/contract/masterclass';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { todayInZone, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useCreateTalkRequest } from '../api/talk-requests.ts';
import {
  clearRequestDraft,
  EMPTY_DRAFT,
  readRequestDraft,
  writeRequestDraft,
  type RequestDraft,
} from '../lib/request-draft.ts';

/** What the form holds (a draft: empty date boxes, no category yet) as what the server takes. */
function toInput(draft: RequestDraft): unknown {
  const propose = draft.kind === 'propose';
  return {
    ...draft,
    category: draft.category || undefined,
    preferred_dates: propose ? draft.preferred_dates.filter(Boolean) : [],
    speaker_bio: propose ? draft.speaker_bio : '',
  };
}

const FormSchema = z.preprocess((value) => toInput(value as RequestDraft), TalkRequestInputSchema);

const FIELDS = ['kind', 'topic', 'category', 'abstract', 'preferred_dates', 'speaker_bio'] as const;
type Field = (typeof FIELDS)[number];

/** A 422's errors by form field: `preferred_dates.1` lands on the dates. */
function serverErrors(
  error: unknown,
): { fields: Partial<Record<Field, string>>; other: string | null } | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
  const body = parseValidationError(error.response.data);
  if (!body) return null;
  const fields: Partial<Record<Field, string>> = {};
  let other: string | null = null;
  for (const [key, messages] of Object.entries(body.errors)) {
    const field = key.split('.')[0] as Field;
    const message = messages[0] ?? body.message;
    if ((FIELDS as readonly string[]).includes(field)) fields[field] ??= message;
    else other ??= message;
  }
  return { fields, other };
}

function datesError(errors: FieldErrors<RequestDraft>): string | undefined {
  const dates = errors.preferred_dates;
  if (!dates) return undefined;
  if (dates.message) return dates.message;
  if (Array.isArray(dates)) return dates.find((entry) => entry?.message)?.message;
  return undefined;
}

function DatesField({
  value,
  onChange,
  error,
  min,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  error: string | undefined;
  min: string;
}) {
  const id = useId();
  const dates = value.length > 0 ? value : [''];
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-ink-800">
        Dates that suit you <span className="font-normal text-ink-500">(optional)</span>
      </legend>
      <div className="mt-1.5 space-y-2">
        {dates.map((date, index) => (
          <div key={index} className="flex items-center gap-2">
            <input
              type="date"
              aria-label={`Preferred date ${index + 1}`}
              value={date}
              min={min}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(dates.map((d, i) => (i === index ? event.target.value : d)))}
              className={`block w-full rounded-control border bg-white px-3.5 py-2 text-sm text-ink-900 shadow-xs ${
                error ? 'border-red-600' : 'border-ink-300'
              }`}
            />
            {dates.length > 1 && (
              <button
                type="button"
                onClick={() => onChange(dates.filter((_, i) => i !== index))}
                aria-label={`Remove preferred date ${index + 1}`}
                className="rounded-md p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
        ))}
      </div>
      {dates.length < 3 && (
        <button
          type="button"
          onClick={() => onChange([...dates, ''])}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add another date
        </button>
      )}
      <FieldMessages
        hint="Up to three days you could give the talk. We agree the time with you."
        hintId={`${id}-hint`}
        error={error}
        errorId={`${id}-error`}
      />
    </fieldset>
  );
}

/**
 * Propose a talk (one I would give: with dates and a bio) or ask for one. The draft is kept in this browser until
 * it is sent; the server's 422 lands on its fields.
 */
export function TalkRequestForm({ userId }: { userId: string }) {
  const zone = useTimeZone();
  const create = useCreateTalkRequest();
  const initial = useMemo(() => readRequestDraft(userId) ?? EMPTY_DRAFT, [userId]);
  const form = useForm<RequestDraft, unknown, TalkRequestInput>({
    resolver: zodResolver(FormSchema as unknown as z.ZodType<TalkRequestInput, RequestDraft>),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const values = useWatch({ control }) as RequestDraft;
  const { errors } = formState;

  useEffect(() => {
    writeRequestDraft(userId, { ...EMPTY_DRAFT, ...values });
  }, [userId, values]);

  const propose = values.kind === 'propose';

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      clearRequestDraft(userId);
      reset({ ...EMPTY_DRAFT, kind: input.kind });
      toast.success(
        input.kind === 'propose'
          ? 'Thank you: your proposal is in. We will tell you when we have looked at it.'
          : 'Your request is in. Others can vote for it now.',
      );
    } catch (error) {
      const server = serverErrors(error);
      if (!server) {
        setError('root.server', { message: errorMessage(error) });
        return;
      }
      let first = true;
      for (const [field, message] of Object.entries(server.fields)) {
        setError(field as Field, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      if (server.other) setError('root.server', { message: server.other });
    }
  });

  const kindClass =
    'flex flex-1 cursor-pointer items-start gap-2.5 rounded-control border border-ink-200 px-3 py-2.5 text-sm hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="request-form-title">
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">What would you like to do?</legend>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
          <label className={kindClass}>
            <input
              type="radio"
              value="ask"
              className="mt-0.5 size-4 accent-brand-700"
              {...register('kind')}
            />
            <span>
              <span className="block font-medium text-ink-900">Ask for a talk</span>
              <span className="text-ink-600">A topic you want someone to cover</span>
            </span>
          </label>
          <label className={kindClass}>
            <input
              type="radio"
              value="propose"
              className="mt-0.5 size-4 accent-brand-700"
              {...register('kind')}
            />
            <span>
              <span className="block font-medium text-ink-900">Propose a talk</span>
              <span className="text-ink-600">One you would give yourself</span>
            </span>
          </label>
        </div>
        <FieldMessages error={errors.kind?.message} errorId="request-kind-error" />
      </fieldset>
      <TextField
        label="Topic"
        maxLength={160}
        placeholder={
          propose ? 'Shipping a design system across time zones' : 'How to negotiate a remote contract'
        }
        error={errors.topic?.message}
        {...register('topic')}
      />
      <div>
        <label htmlFor="request-category" className="block text-sm font-medium text-ink-800">
          Category
        </label>
        <select
          id="request-category"
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'request-category-error' : undefined}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs ${
            errors.category ? 'border-red-600' : 'border-ink-300'
          }`}
          {...register('category')}
        >
          <option value="">Choose a category</option>
          {TALK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {TALK_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        <FieldMessages error={errors.category?.message} errorId="request-category-error" />
      </div>
      <TextBox
        label={propose ? 'What you would cover' : 'What you would like to learn'}
        hint="At least 30 characters."
        count={values.abstract?.length ?? 0}
        maxLength={3000}
        rows={5}
        error={errors.abstract?.message}
        registration={register('abstract')}
      />
      {propose && (
        <>
          <Controller
            control={control}
            name="preferred_dates"
            render={({ field }) => (
              <DatesField
                value={field.value}
                onChange={field.onChange}
                error={datesError(errors)}
                min={todayInZone(zone)}
              />
            )}
          />
          <TextBox
            label="About you as the speaker"
            hint="What you do and why you are the one to give this talk (at least 20 characters)."
            count={values.speaker_bio?.length ?? 0}
            maxLength={2000}
            rows={4}
            error={errors.speaker_bio?.message}
            registration={register('speaker_bio')}
          />
        </>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          {propose ? 'Send my proposal' : 'Send my request'}
        </Button>
        <p className="text-xs text-ink-500">Your draft is kept on this device until you send it.</p>
      </div>
    </form>
  );
}
