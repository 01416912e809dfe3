import type { TalkInput } from '@talent/contract/masterclass';
import { ArrowLeft, CalendarX2, CloudOff, MessageCircleQuestion } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatNumber, formatRange, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { toast } from '../../../lib/toast.ts';
import { useConsoleTalk, useUpdateTalk, type OperatorTalk } from '../api/console-talks.ts';
import { CancelTalkButton } from '../components/cancel-talk-dialog.tsx';
import { CapacityForm } from '../components/capacity-form.tsx';
import { RecordingPanel } from '../components/recording-panel.tsx';
import { RegistrationsTable } from '../components/registrations-table.tsx';
import { TalkStatusPill } from '../components/status-pill.tsx';
import { TalkForm } from '../components/talk-form.tsx';
import { changedFields, formToInput, talkToForm } from '../lib/talk-form-values.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-5 shadow-xs">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DetailsForm({ talk, zone }: { talk: OperatorTalk; zone: string }) {
  const update = useUpdateTalk();
  const initial = useMemo(() => talkToForm(talk, zone), [talk, zone]);
  const before = useMemo(() => formToInput(initial, zone) as TalkInput, [initial, zone]);
  return (
    <TalkForm
      // A saved answer (or another operator's change on refetch) starts the form afresh from the server's copy.
      key={`${talk.revision}-${talk.capacity}-${JSON.stringify(initial)}`}
      initial={initial}
      zone={zone}
      submitLabel="Save changes"
      withCapacity={false}
      timeLocked={talk.status !== 'scheduled'}
      onSubmit={async (input) => {
        const changes = changedFields(before, input);
        if (Object.keys(changes).length === 0) {
          toast('Nothing changed.');
          return;
        }
        await update.mutateAsync({ id: talk.id, input: changes });
        toast.success(
          'starts_at' in changes || 'duration_minutes' in changes
            ? 'Saved. Everyone registered gets the new time and an updated invite.'
            : 'Saved.',
        );
      }}
    />
  );
}

function Questions({ talk }: { talk: OperatorTalk }) {
  if (talk.questions.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <MessageCircleQuestion aria-hidden="true" className="size-4" />
        No questions yet.
      </p>
    );
  }
  return (
    <ol className="divide-y divide-ink-100">
      {[...talk.questions]
        .sort((a, b) => b.votes - a.votes)
        .map((question) => (
          <li key={question.id} className="flex gap-3 py-2.5 text-sm">
            <span className="w-16 shrink-0 font-semibold text-ink-700 tabular-nums">
              {question.votes} {question.votes === 1 ? 'vote' : 'votes'}
            </span>
            <span className="min-w-0 flex-1">
              <span className="whitespace-pre-line text-ink-900">{question.body}</span>
              <span className="block text-xs text-ink-500">{question.author_name}</span>
            </span>
          </li>
        ))}
    </ol>
  );
}

function Talk({ talk }: { talk: OperatorTalk }) {
  const zone = useTimeZone();
  const registered = talk.registrations.filter((r) => r.state === 'registered').length;
  const waiting = talk.registrations.length - registered;
  const open = talk.status === 'scheduled' || talk.status === 'live';

  useEffect(() => {
    document.title = documentTitle(talk.title);
  }, [talk.title]);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/recruiter/talks"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All talks
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TalkStatusPill status={talk.status} />
            <span className="text-xs text-ink-500">Revision {talk.revision}</span>
          </div>
          <h1 className="mt-1.5 font-display text-2xl font-bold tracking-tight text-ink-900">{talk.title}</h1>
          <p className="mt-1 text-sm text-ink-600">
            <time dateTime={talk.starts_at}>{formatRange(talk.starts_at, talk.ends_at, zone)}</time> ·{' '}
            {talk.speaker.name}
          </p>
        </div>
        {talk.status === 'scheduled' && <CancelTalkButton talk={talk} />}
      </div>
      {talk.status === 'cancelled' && talk.cancelled_reason && (
        <p role="status" className="mt-4 rounded-control bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Cancelled: {talk.cancelled_reason}
        </p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Registered', `${formatNumber(registered)} / ${formatNumber(talk.capacity)}`],
          ['Waitlist', formatNumber(waiting)],
          ['Questions', formatNumber(talk.questions.length)],
          [
            talk.status === 'ended' ? 'Attended' : 'Seats left',
            formatNumber(talk.status === 'ended' ? (talk.attended_count ?? 0) : talk.seats_left),
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-ink-200 bg-white px-4 py-3">
            <dt className="text-xs font-medium text-ink-600">{label}</dt>
            <dd className="mt-0.5 text-xl font-semibold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6">
        <Section id="registrations" title="Registrations and waitlist">
          {open && (
            <div className="mb-5 border-b border-ink-100 pb-5">
              <CapacityForm talk={talk} />
            </div>
          )}
          <RegistrationsTable talk={talk} zone={zone} />
        </Section>
        {talk.status === 'ended' && (
          <Section id="recording" title="Recording, slides and chapters">
            <RecordingPanel talk={talk} />
          </Section>
        )}
        <Section id="questions" title="Questions">
          <Questions talk={talk} />
        </Section>
        {talk.status !== 'cancelled' && (
          <Section id="details" title="Details">
            <DetailsForm talk={talk} zone={zone} />
          </Section>
        )}
      </div>
    </div>
  );
}

/** `/recruiter/talks/:id` (operators): one talk's registrations and waitlist, seats, details, recording, cancel. */
export default function ConsoleTalkPage() {
  const { id = '' } = useParams();
  const talk = useConsoleTalk(id);
  if (talk.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the talk"
        className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (talk.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        {statusOf(talk.error) === 404 ? (
          <StatePanel
            Icon={CalendarX2}
            variant="card"
            headingLevel="h1"
            title="We could not find this talk"
            actions={<ButtonLink to="/recruiter/talks">All talks</ButtonLink>}
          />
        ) : (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            variant="card"
            headingLevel="h1"
            title="The talk did not load"
            actions={
              <Button onClick={() => void talk.refetch()} loading={talk.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(talk.error)}
          </StatePanel>
        )}
      </div>
    );
  }
  return <Talk talk={talk.data} />;
}
