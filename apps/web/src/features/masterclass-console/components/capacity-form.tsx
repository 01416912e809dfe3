import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useUpdateTalk, type OperatorTalk } from '../api/console-talks.ts';

/**
 * Seats: raising them promotes people from the waitlist at once; lowering never drops anyone already registered
 * (fewer seats simply fill as people cancel).
 */
export function CapacityForm({ talk }: { talk: OperatorTalk }) {
  const id = useId();
  const update = useUpdateTalk();
  const [value, setValue] = useState(String(talk.capacity));
  const [error, setError] = useState<string | undefined>();
  const registered = talk.registrations.filter((r) => r.state === 'registered').length;
  const waiting = talk.registrations.length - registered;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const capacity = Number(value);
    if (!Number.isInteger(capacity) || capacity < 1) {
      setError('Give a whole number of seats, at least one.');
      return;
    }
    setError(undefined);
    try {
      const before = waiting;
      const talkAfter = await update.mutateAsync({ id: talk.id, input: { capacity } });
      const promoted = before - talkAfter.registrations.filter((r) => r.state === 'waitlisted').length;
      toast.success(
        promoted > 0
          ? `${formatNumber(capacity)} seats: ${promoted} ${promoted === 1 ? 'person' : 'people'} moved up from the waitlist.`
          : `${formatNumber(capacity)} seats.`,
      );
    } catch (failure) {
      const body =
        failure instanceof ApiError && failure.response?.status === 422
          ? parseValidationError(failure.response.data)
          : null;
      setError(body?.errors.capacity?.[0] ?? errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          Seats
        </label>
        <input
          id={id}
          type="number"
          min={1}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`mt-1.5 block w-32 rounded-control border bg-white px-3 py-2 text-sm text-ink-900 ${
            error ? 'border-red-600' : 'border-ink-300'
          }`}
        />
      </div>
      <Button type="submit" variant="secondary" loading={update.isPending}>
        Change seats
      </Button>
      <div className="w-full">
        <FieldMessages
          hint={`${formatNumber(registered)} registered, ${formatNumber(waiting)} waiting. More seats move people up from the waitlist; fewer never remove anyone registered.`}
          hintId={`${id}-hint`}
          error={error}
          errorId={`${id}-error`}
        />
      </div>
    </form>
  );
}
