import {
  EXTRA_TIME_PERCENTS,
  RequestAccommodationSchema,
  type Accommodation,
  type Assignment,
  type RequestAccommodation,
} from '@talent/contract/assignments';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useRequestAccommodation } from '../api/assignment-actions.ts';
import { accommodationText } from './assignment-facts.tsx';

const DECISION_WORDS: Record<Accommodation['status'], string> = {
  pending: 'Waiting for the recruiter',
  granted: 'Granted',
  declined: 'Declined',
};

function AccommodationList({ items, timeZone }: { items: Accommodation[]; timeZone: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-control border border-ink-200 bg-white p-3 text-sm">
          <p className="font-semibold text-ink-900">
            {accommodationText(item)} — {DECISION_WORDS[item.status]}
          </p>
          <p className="text-ink-600">
            Asked {formatDateTime(item.requested_at, timeZone)}
            {item.decided_at && `, answered ${formatDateTime(item.decided_at, timeZone)}`}
          </p>
          {item.note && <p className="mt-1 whitespace-pre-line text-ink-700">Your note: {item.note}</p>}
          {item.decision_note && (
            <p className="mt-1 whitespace-pre-line text-ink-700">The recruiter: {item.decision_note}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

type Errors = Partial<Record<'kind' | 'extra_time_percent' | 'extra_takes' | 'note' | 'form', string>>;

function RadioRow<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="mt-4">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="flex items-center gap-2 rounded-control border border-ink-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
}

/**
 * Extra time (tests and interviews) or extra takes (interviews), asked before starting, with a note only the
 * recruiter reads. Once started, or while a request waits, the list alone remains.
 */
export function Accommodations({
  assignment,
  token,
  timeZone,
}: {
  assignment: Assignment;
  token: string;
  timeZone: string;
}) {
  const request = useRequestAccommodation(token);
  const [kind, setKind] = useState<RequestAccommodation['kind'] | undefined>(undefined);
  const [percent, setPercent] = useState<25 | 50 | 100 | undefined>(undefined);
  const [takes, setTakes] = useState<1 | 2 | undefined>(undefined);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [open, setOpen] = useState(false);
  const noteId = useId();

  const pending = assignment.accommodations.some((a) => a.status === 'pending');
  const canAsk = assignment.status === 'sent' && !pending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      kind,
      ...(kind === 'extra_time' ? { extra_time_percent: percent } : {}),
      ...(kind === 'extra_takes' ? { extra_takes: takes } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = RequestAccommodationSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as keyof Errors | undefined) ?? 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setKind(undefined);
        setNote('');
      },
      onError: (error) => {
        const validation =
          error instanceof ApiError && error.response?.status === 422
            ? parseValidationError(error.response.data)
            : null;
        if (validation) {
          const next: Errors = {};
          for (const [field, messages] of Object.entries(validation.errors))
            next[
              (['kind', 'extra_time_percent', 'extra_takes', 'note'].includes(field)
                ? field
                : 'form') as keyof Errors
            ] = messages[0];
          setErrors(next);
        } else setErrors({ form: errorMessage(error) });
      },
    });
  };

  return (
    <section
      aria-labelledby="accommodations-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id="accommodations-heading" className="font-display text-lg font-semibold text-ink-900">
        Need more time{assignment.kind === 'interview' ? ' or more takes' : ''}?
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Ask before you start. You never have to say why; a note is optional and only the recruiter reads it.
      </p>
      <div className="mt-3">
        <AccommodationList items={assignment.accommodations} timeZone={timeZone} />
      </div>
      {pending && assignment.status === 'sent' && (
        <p className="mt-3 text-sm text-ink-700">
          You can start now with the usual time, or wait for the answer: you will be told here and by email.
        </p>
      )}
      {canAsk && !open && (
        <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
          Ask for an accommodation
        </Button>
      )}
      {canAsk && open && (
        <form onSubmit={submit} noValidate className="mt-3">
          <RadioRow
            name="kind"
            legend="What do you need?"
            value={kind}
            onChange={setKind}
            error={errors.kind}
            options={[
              { value: 'extra_time', label: 'Extra time' },
              ...(assignment.kind === 'interview'
                ? [{ value: 'extra_takes' as const, label: 'Extra takes' }]
                : []),
            ]}
          />
          {kind === 'extra_time' && (
            <RadioRow
              name="extra_time_percent"
              legend="How much more time?"
              value={percent}
              onChange={setPercent}
              error={errors.extra_time_percent}
              options={EXTRA_TIME_PERCENTS.map((value) => ({ value, label: `${value} % more` }))}
            />
          )}
          {kind === 'extra_takes' && (
            <RadioRow
              name="extra_takes"
              legend="How many more takes per question?"
              value={takes}
              onChange={setTakes}
              error={errors.extra_takes}
              options={[
                { value: 1 as const, label: 'One more' },
                { value: 2 as const, label: 'Two more' },
              ]}
            />
          )}
          <div className="mt-4">
            <label htmlFor={noteId} className="block text-sm font-medium text-ink-800">
              Note for the recruiter (optional)
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${noteId}-error` : undefined}
              className="mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3.5 py-2.5 text-sm text-ink-900 focus:outline-2 focus:outline-brand-600"
            />
            <FieldMessages error={errors.note} errorId={`${noteId}-error`} />
          </div>
          {errors.form && (
            <div className="mt-3">
              <Alert tone="error">{errors.form}</Alert>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" loading={request.isPending}>
              Send the request
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
