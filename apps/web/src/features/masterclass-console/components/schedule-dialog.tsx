import type { TalkRequest } from '@talent/contract/masterclass';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatRange, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useChangeRequestStatus } from '../api/console-requests.ts';
import { useConsoleTalks } from '../api/console-talks.ts';

function ScheduleForm({ request, onDone }: { request: TalkRequest; onDone: () => void }) {
  const id = useId();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const talks = useConsoleTalks();
  const change = useChangeRequestStatus();
  const [talkId, setTalkId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const upcoming = (talks.data ?? []).filter((talk) => talk.status === 'scheduled');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ id: request.id, change: { status: 'scheduled', talk_id: talkId || null } });
      toast.success(`“${request.topic}” is scheduled. Its author was told.`);
      onDone();
    } catch (failure) {
      const body =
        failure instanceof ApiError && failure.response?.status === 422
          ? parseValidationError(failure.response.data)
          : null;
      setError(body?.errors.talk_id?.[0] ?? (body ? body.message : errorMessage(failure)));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          The talk that answers it
        </label>
        <select
          id={id}
          value={talkId}
          onChange={(event) => setTalkId(event.target.value)}
          disabled={talks.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 ${
            error ? 'border-red-600' : 'border-ink-300'
          }`}
        >
          <option value="">{talks.isPending ? 'Loading talks…' : 'Choose a scheduled talk'}</option>
          {upcoming.map((talk) => (
            <option key={talk.id} value={talk.id}>
              {talk.title} — {formatRange(talk.starts_at, talk.ends_at, zone)}
            </option>
          ))}
        </select>
        <FieldMessages
          error={error ?? (talks.isError ? errorMessage(talks.error, 'Talks did not load.') : undefined)}
          errorId={`${id}-error`}
        />
      </div>
      <p className="text-sm text-ink-600">
        No talk for it yet?{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => {
            onDone();
            void navigate('/recruiter/talks', { state: { request } });
          }}
        >
          Create one from this request
        </button>
        : the request is scheduled when you create it.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={change.isPending}>
          Schedule
        </Button>
      </div>
    </form>
  );
}

/** "Schedule": link the request to a scheduled talk (its author gets the link), or make a talk from it. */
export function ScheduleButton({ request }: { request: TalkRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>
          Schedule <span className="sr-only">“{request.topic}”</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={`Schedule “${request.topic}”`}
        description="Its author and everyone following the requests see the talk it became."
        width="lg"
      >
        {open && <ScheduleForm request={request} onDone={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
