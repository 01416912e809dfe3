import { TALK_CATEGORIES, TALK_CATEGORY_LABELS, type TalkInput } from '@talent/contract/masterclass';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { timeZoneOptions, zoneLabel } from '../../../lib/time-zones.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { DURATIONS, formFieldOf, talkFormResolver, type TalkFormValues } from '../lib/talk-form-values.ts';

const selectClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

function Select({
  label,
  error,
  hint,
  children,
  ...props
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={selectClass(Boolean(error))}
        {...props}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

/** A text box whose character count follows its own field only (not the whole form). */
function CountedTextBox({
  control,
  name,
  ...props
}: Omit<React.ComponentProps<typeof TextBox>, 'count'> & {
  control: Control<TalkFormValues, unknown, TalkInput>;
  name: 'summary' | 'abstract' | 'speaker_bio';
}) {
  const value = useWatch({ control, name }) ?? '';
  return <TextBox {...props} count={value.length} />;
}

/**
 * A talk's details (create or edit): react-hook-form with the contract's schema, the start typed in the
 * operator's zone, resources as rows. A 422 from the server lands on its fields (the start on the date).
 * `onChange` sees every edit (a draft kept by the caller).
 */
export function TalkForm({
  initial,
  zone,
  submitLabel,
  onSubmit,
  onChange,
  footer,
  withCapacity = true,
  timeLocked = false,
}: {
  initial: TalkFormValues;
  zone: string;
  submitLabel: string;
  onSubmit: (input: TalkInput) => Promise<void>;
  onChange?: (values: TalkFormValues) => void;
  footer?: ReactNode;
  /** The talk page changes seats on their own (with what that does to the waitlist). */
  withCapacity?: boolean;
  /** The talk has started: its time is fixed (read-only, so the form still holds it). */
  timeLocked?: boolean;
}) {
  const resolver = useMemo(() => talkFormResolver(zone), [zone]);
  const form = useForm<TalkFormValues, unknown, TalkInput>({ resolver, defaultValues: initial });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const resources = useFieldArray({ control, name: 'resources' });
  const zones = useMemo(() => timeZoneOptions(initial.speaker_time_zone), [initial.speaker_time_zone]);

  // Each edit reaches the caller (a draft) without re-rendering the whole form on every keystroke.
  useEffect(() => {
    if (!onChange) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onChange(values),
    });
  }, [form, onChange]);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const body =
        error instanceof ApiError && error.response?.status === 422
          ? parseValidationError(error.response.data)
          : null;
      if (!body) {
        setError('root.server', { message: errorMessage(error) });
        return;
      }
      let first = true;
      for (const [key, messages] of Object.entries(body.errors)) {
        const field = formFieldOf(key);
        const known = field.split('.')[0] ?? '';
        const message = messages[0] ?? body.message;
        if (known in initial) {
          setError(field as FieldPath<TalkFormValues>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        } else setError('root.server', { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label="Title" maxLength={160} error={errors.title?.message} {...register('title')} />
      <div className={`grid gap-4 ${withCapacity ? 'sm:grid-cols-2' : ''}`}>
        <Select label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Choose a category</option>
          {TALK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {TALK_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
        {withCapacity && (
          <TextField
            label="Seats"
            type="number"
            min={1}
            inputMode="numeric"
            error={errors.capacity?.message}
            {...register('capacity', { valueAsNumber: true })}
          />
        )}
      </div>
      <CountedTextBox
        control={control}
        name="summary"
        label="Summary"
        hint="One or two sentences for the lists."
        maxLength={300}
        rows={2}
        error={errors.summary?.message}
        registration={register('summary')}
      />
      <CountedTextBox
        control={control}
        name="abstract"
        label="Abstract (Markdown)"
        maxLength={10_000}
        rows={5}
        error={errors.abstract?.message}
        registration={register('abstract')}
      />
      <fieldset className="space-y-4 rounded-card border border-ink-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">When and where</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Date"
            type="date"
            readOnly={timeLocked}
            hint={timeLocked ? 'The talk has started: its time is fixed.' : `In your time zone (${zone})`}
            error={errors.date?.message}
            {...register('date')}
          />
          <TextField
            label="Start time"
            type="time"
            readOnly={timeLocked}
            error={errors.time?.message}
            {...register('time')}
          />
          {timeLocked ? (
            <TextField label="Length" name="length" readOnly value={`${initial.duration_minutes} minutes`} />
          ) : (
            <Select
              label="Length"
              error={errors.duration_minutes?.message}
              {...register('duration_minutes', { valueAsNumber: true })}
            >
              {[...new Set([...DURATIONS, initial.duration_minutes])]
                .sort((a, b) => a - b)
                .map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
            </Select>
          )}
        </div>
        <TextField
          label="Join link"
          type="url"
          placeholder="https://meet.example.com/…"
          hint="Registered people get it 10 minutes before the start."
          error={errors.join_url?.message}
          {...register('join_url')}
        />
      </fieldset>
      <fieldset className="space-y-4 rounded-card border border-ink-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">Speaker</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            maxLength={120}
            error={errors.speaker_name?.message}
            {...register('speaker_name')}
          />
          <TextField
            label="Role (optional)"
            maxLength={160}
            error={errors.speaker_title?.message}
            {...register('speaker_title')}
          />
        </div>
        <Select
          label="Speaker’s time zone"
          error={errors.speaker_time_zone?.message}
          {...register('speaker_time_zone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </Select>
        <CountedTextBox
          control={control}
          name="speaker_bio"
          label="Biography (Markdown, optional)"
          maxLength={3000}
          rows={3}
          error={errors.speaker_bio?.message}
          registration={register('speaker_bio')}
        />
      </fieldset>
      <fieldset className="space-y-3 rounded-card border border-ink-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">Resources (optional)</legend>
        {resources.fields.length === 0 && (
          <p className="text-sm text-ink-600">Links people can take with them.</p>
        )}
        {resources.fields.map((field, index) => (
          <div key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1.4fr_auto]">
            <TextField
              label={`Resource ${index + 1} title`}
              error={errors.resources?.[index]?.title?.message}
              {...register(`resources.${index}.title`)}
            />
            <TextField
              label={`Resource ${index + 1} link`}
              type="url"
              error={errors.resources?.[index]?.url?.message}
              {...register(`resources.${index}.url`)}
            />
            <button
              type="button"
              onClick={() => resources.remove(index)}
              aria-label={`Remove resource ${index + 1}`}
              className="mt-7 rounded-md p-2 text-ink-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {resources.fields.length < 20 && (
          <Button variant="secondary" onClick={() => resources.append({ title: '', url: '' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add a resource
          </Button>
        )}
      </fieldset>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
