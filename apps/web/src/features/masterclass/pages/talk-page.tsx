import type { TalkDetail } from '@talent/contract/masterclass';
import {
  ArrowLeft,
  Ban,
  CalendarClock,
  CalendarX2,
  CloudOff,
  FileText,
  Link2,
  Mic,
  Users,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { UserText } from '../../../components/user-text.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatRange, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useTalk } from '../api/get-talk.ts';
import { JoinLink } from '../components/join-link.tsx';
import { QuestionsSection } from '../components/questions-section.tsx';
import { TalkRating } from '../components/rating-form.tsx';
import { RecordingPlayer } from '../components/recording-player.tsx';
import { RegistrationControl } from '../components/registration-control.tsx';
import { CategoryPill, RatingText, TalkStatusPill } from '../components/talk-card.tsx';
import { durationText, plural, seatsText } from '../lib/talk-text.ts';
import { useMasterclassLive } from '../lib/use-masterclass-live.ts';
import { useNow } from '../lib/use-now.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The facts and the registration, beside the text (below it on a phone). */
function Sidebar({ talk, zone, now }: { talk: TalkDetail; zone: string; now: Date }) {
  const past = talk.status === 'ended';
  const minutes = (Date.parse(talk.ends_at) - Date.parse(talk.starts_at)) / 1000;
  return (
    <aside
      aria-label="When and how to attend"
      className="space-y-4 rounded-card border border-ink-200 bg-white p-5 shadow-xs"
    >
      <dl className="grid gap-3 text-sm text-ink-700">
        <div className="flex items-start gap-2">
          <dt className="sr-only">When</dt>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
          <dd>
            <p className="font-semibold text-ink-900">
              <time dateTime={talk.starts_at}>{formatRange(talk.starts_at, talk.ends_at, zone)}</time>
            </p>
            <p className="text-ink-600">Your time · {durationText(minutes)}</p>
            {formatRange(talk.starts_at, talk.ends_at, talk.speaker.time_zone) !==
              formatRange(talk.starts_at, talk.ends_at, zone) && (
              <p className="mt-1 text-ink-600">
                {formatRange(talk.starts_at, talk.ends_at, talk.speaker.time_zone)} for the speaker (
                {talk.speaker.time_zone.replaceAll('_', ' ')})
              </p>
            )}
          </dd>
        </div>
        {!past && talk.status !== 'cancelled' && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Seats</dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dd>{seatsText(talk)}</dd>
          </div>
        )}
        {past && talk.attended_count !== null && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Attended</dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dd>
              {plural(talk.attended_count, 'person', 'people')} attended
              {talk.can_rate && <span className="block text-ink-600">You were there.</span>}
            </dd>
          </div>
        )}
        {talk.rating && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Rating</dt>
            <dd>
              <RatingText rating={talk.rating} />
            </dd>
          </div>
        )}
      </dl>
      {(talk.status === 'scheduled' || talk.status === 'live') && (
        <div className="space-y-3 border-t border-ink-100 pt-4">
          <JoinLink talk={talk} zone={zone} now={now} />
          <RegistrationControl talk={talk} />
        </div>
      )}
    </aside>
  );
}

function Resources({ talk }: { talk: TalkDetail }) {
  if (!talk.slides_url && talk.resources.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {talk.slides_url && (
        <li>
          <a
            href={talk.slides_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-medium text-brand-700 underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            Slides (PDF)
          </a>
        </li>
      )}
      {talk.resources.map((resource) => (
        <li key={resource.url + resource.title}>
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-2 font-medium text-brand-700 underline"
          >
            <Link2 aria-hidden="true" className="size-4" />
            {resource.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Talk({ talk }: { talk: TalkDetail }) {
  const zone = useTimeZone();
  const now = useNow();
  const past = talk.status === 'ended';

  useEffect(() => {
    document.title = documentTitle(talk.title);
  }, [talk.title]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={past ? '/masterclass/past-talks' : '/masterclass/upcoming-talks'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {past ? 'Past talks' : 'Upcoming talks'}
      </Link>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryPill talk={talk} />
          <TalkStatusPill talk={talk} now={now} />
        </div>
        <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-ink-900">{talk.title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-ink-600">{talk.summary}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-700">
          <Mic aria-hidden="true" className="size-4 text-ink-500" />
          {talk.speaker.name}
          {talk.speaker.title && <span className="text-ink-500">· {talk.speaker.title}</span>}
        </p>
      </header>

      {talk.status === 'cancelled' && (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-card bg-ink-100 px-4 py-3 text-sm text-ink-800"
        >
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">This talk was cancelled.</p>
            {talk.cancelled_reason && <p className="mt-0.5">{talk.cancelled_reason}</p>}
          </div>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="order-2 space-y-6 lg:order-1">
          {past && (
            <Section id="recording" title="Recording and materials">
              {talk.recording ? (
                <RecordingPlayer recording={talk.recording} title={talk.title} />
              ) : (
                <p className="text-sm text-ink-600">
                  The recording is not online yet. It usually follows within a few days.
                </p>
              )}
              <Resources talk={talk} />
            </Section>
          )}
          <Section id="about" title="About the talk">
            {talk.abstract ? (
              <UserText markdown={talk.abstract} className="text-sm text-ink-800" />
            ) : (
              <p className="text-sm text-ink-800">{talk.summary}</p>
            )}
            {!past && <Resources talk={talk} />}
          </Section>
          <Section id="speaker" title={`About ${talk.speaker.name}`}>
            {talk.speaker.title && <p className="text-sm font-medium text-ink-700">{talk.speaker.title}</p>}
            {talk.speaker.bio ? (
              <UserText markdown={talk.speaker.bio} className="mt-2 text-sm text-ink-800" />
            ) : (
              <p className="mt-2 text-sm text-ink-600">No biography yet.</p>
            )}
          </Section>
          {past && (
            <Section id="rating" title="Rate this talk">
              <TalkRating talk={talk} />
            </Section>
          )}
          {talk.status !== 'cancelled' && (
            <Section
              id="questions"
              title={past ? 'Questions asked before the talk' : 'Questions for the speaker'}
            >
              <QuestionsSection talk={talk} />
            </Section>
          )}
        </div>
        <div className="order-1 lg:sticky lg:top-20 lg:order-2">
          <Sidebar talk={talk} zone={zone} now={now} />
        </div>
      </div>
    </div>
  );
}

/**
 * `/masterclass/:category/:id`: one talk with everything about it (times in my zone and the speaker's, the speaker,
 * registration, the join link near the start, questions ahead, and afterwards the recording, slides and rating).
 * The document takes the talk's title; a talk reached under another category moves to its own address.
 */
export default function TalkPage() {
  useMasterclassLive();
  const { category = '', id = '' } = useParams();
  const talk = useTalk(id);
  const refetch = talk.refetch;
  const joinOpensAt =
    talk.data?.join_url === null && talk.data.my_registration?.state === 'registered'
      ? talk.data.join_opens_at
      : null;

  // The link is handed out from join_opens_at: ask again then, so it appears without a reload.
  useEffect(() => {
    if (!joinOpensAt) return;
    const wait = Date.parse(joinOpensAt) - Date.now();
    if (wait <= 0 || wait > 24 * 60 * 60_000) return;
    const timer = window.setTimeout(() => void refetch(), wait + 1000);
    return () => window.clearTimeout(timer);
  }, [joinOpensAt, refetch]);

  if (talk.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the talk"
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (talk.isError) {
    const missing = statusOf(talk.error) === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        {missing ? (
          <StatePanel
            Icon={CalendarX2}
            variant="card"
            headingLevel="h1"
            title="We could not find this talk"
            actions={<ButtonLink to="/masterclass/upcoming-talks">See upcoming talks</ButtonLink>}
          >
            The link may be wrong, or the talk was removed.
          </StatePanel>
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
  if (talk.data.category !== category) return <Navigate to={talk.data.path} replace />;
  return <Talk talk={talk.data} />;
}
