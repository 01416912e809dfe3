import { zodResolver } from '@hookform/resolvers/zod';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { formatDateTime, localToUtcIso, todayInZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { ProposeBody } from '../api/respond-interview-request.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const MAX_TIMES = 5;
const NOTE_MAX = 1000;

const FormSchema = z.object({
  slots: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
        time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a start time.'),
      }),
    )
    .min(1, 'Propose at least one time.')
    .max(MAX_TIMES, `Propose at most ${MAX_TIMES} times.`),
  note: z.string().trim().max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`),
});
type FormValues = z.infer<typeof FormSchema>;

const hasStarted = (iso: string) => Date.parse(iso) <= Date.now();

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

/**
 * 1–5 dates and start times typed in the candidate's own zone, plus a note. Each is converted to a UTC instant
 * with @date-fns/tz before it is sent (so a time after a daylight-saving change keeps its wall-clock hour), and
 * a 422 from the server lands on the row or the note it names.
 */
export function ProposeTimesForm({
  zone,
  durationMinutes,
  submitLabel,
  noteLabel,
  onSubmit,
  onDone,
  cancel,
}: {
  zone: string;
  durationMinutes: number;
  submitLabel: string;
  noteLabel: string;
  onSubmit: (body: ProposeBody) => Promise<unknown>;
  onDone: () => void;
  cancel: ReactNode;
}) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { slots: [{ date: '', time: '' }], note: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const today = todayInZone(zone);

  const submit = handleSubmit(async (values) => {
    const instants = values.slots.map((slot) => localToUtcIso(slot.date, slot.time, zone));
    let past = false;
    instants.forEach((iso, index) => {
      if (hasStarted(iso)) {
        setError(`slots.${index}.time`, { message: 'This time has passed. Choose a later one.' });
        past = true;
      }
    });
    if (past) return;
    try {
      await onSubmit({
        slots: instants.map((starts_at) => ({ starts_at })),
        ...(values.note ? { note: values.note } : {}),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.response?.status === 422) {
        const parsed = ValidationErrorSchema.safeParse(error.response.data);
        if (parsed.success) {
          for (const [field, messages] of Object.entries(parsed.data.errors)) {
            const message = messages[0] ?? parsed.data.message;
            const row = /^slots\.(\d+)/.exec(field);
            if (row && Number(row[1]) < values.slots.length) {
              setError(`slots.${Number(row[1])}.time`, { type: 'server', message });
            } else if (field === 'note') {
              setError('note', { type: 'server', message });
            } else {
              setError('root.server', { type: 'server', message });
            }
          }
          return;
        }
      }
      setError('root.server', { message: errorMessage(error, 'It was not sent. Please try again.') });
    }
  });

  const slotsError = errors.slots?.root?.message ?? errors.slots?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <p className="text-sm text-ink-600">
        Times are in your time zone, <span className="font-medium text-ink-800">{zone}</span>. Each lasts{' '}
        {durationMinutes} minutes.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowError = errors.slots?.[index]?.date?.message ?? errors.slots?.[index]?.time?.message;
          const errorId = `${id}-slot-${index}-error`;
          return (
            <li key={field.id}>
              <fieldset
                aria-describedby={rowError ? errorId : undefined}
                className="rounded-control border border-ink-200 p-3"
              >
                <legend className="px-1 text-sm font-medium text-ink-800">Time {index + 1}</legend>
                <div className="flex flex-wrap items-end gap-3">
                  <label className="min-w-36 flex-1 text-sm text-ink-700">
                    Date
                    <input
                      type="date"
                      min={today}
                      aria-invalid={errors.slots?.[index]?.date ? true : undefined}
                      className={inputClass(Boolean(errors.slots?.[index]?.date))}
                      {...register(`slots.${index}.date`)}
                    />
                  </label>
                  <label className="min-w-28 flex-1 text-sm text-ink-700">
                    Start time
                    <input
                      type="time"
                      step={300}
                      aria-invalid={errors.slots?.[index]?.time ? true : undefined}
                      className={inputClass(Boolean(errors.slots?.[index]?.time))}
                      {...register(`slots.${index}.time`)}
                    />
                  </label>
                  {fields.length > 1 && (
                    <Button variant="ghost" onClick={() => remove(index)} className="px-2.5">
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove time {index + 1}</span>
                    </Button>
                  )}
                </div>
                <FieldMessages error={rowError} errorId={errorId} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {slotsError && (
        <p role="alert" className="text-sm text-red-700">
          {slotsError}
        </p>
      )}
      {fields.length < MAX_TIMES && (
        <Button variant="secondary" onClick={() => append({ date: '', time: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add another time
        </Button>
      )}
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
          {noteLabel} <span className="font-normal text-ink-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          className={inputClass(Boolean(errors.note))}
          {...register('note')}
        />
        <FieldMessages error={errors.note?.message} errorId={`${id}-note-error`} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The proposed instants read back in the candidate's zone (for a pending reschedule or proposal). */
export function ProposedTimes({ slots, zone }: { slots: { starts_at: string }[]; zone: string }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {slots.map((slot) => (
        <li key={slot.starts_at}>
          <time dateTime={slot.starts_at}>{formatDateTime(slot.starts_at, zone)}</time>
        </li>
      ))}
    </ul>
  );
}
