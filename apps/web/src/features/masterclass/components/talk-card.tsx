import type { TalkSummary } from '@talent/contract/masterclass';
import { CalendarClock, Film, Mic, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatRange, relativeTime } from '../../../lib/format.ts';
import { categoryLabel, plural, seatsText } from '../lib/talk-text.ts';
import { CardJoinLink } from './join-link.tsx';
import { RegistrationControl } from './registration-control.tsx';

export function TalkStatusPill({ talk, now }: { talk: TalkSummary; now: Date }) {
  if (talk.status === 'live')
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-red-600" />
        Live now
      </span>
    );
  if (talk.status === 'cancelled')
    return (
      <span className="inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 ring-inset">
        Cancelled
      </span>
    );
  if (talk.status === 'scheduled')
    return (
      <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
        Starts {relativeTime(talk.starts_at, now)}
      </span>
    );
  return null;
}

export function CategoryPill({ talk }: { talk: Pick<TalkSummary, 'category'> }) {
  return (
    <span className="inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
      {categoryLabel(talk)}
    </span>
  );
}

export function RatingText({ rating }: { rating: TalkSummary['rating'] }) {
  if (!rating) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        {rating.average.toFixed(1)} <span className="sr-only">out of 5</span> (
        {plural(rating.count, 'rating')})
      </span>
    </span>
  );
}

/**
 * One talk in a list: what, when (in the reader's zone), who, how many seats, and the one-click registration (or,
 * once it is over, the recording).
 */
export function TalkCard({
  talk,
  zone,
  now,
  headingLevel = 'h2',
}: {
  talk: TalkSummary;
  zone: string;
  now: Date;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const past = talk.status === 'ended';
  return (
    <article
      aria-labelledby={`talk-${talk.id}`}
      className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryPill talk={talk} />
        <TalkStatusPill talk={talk} now={now} />
      </div>
      <Heading id={`talk-${talk.id}`} className="mt-2 font-display text-lg font-semibold text-ink-900">
        <Link to={talk.path} className="hover:text-brand-800 hover:underline">
          {talk.title}
        </Link>
      </Heading>
      <p className="mt-1 line-clamp-2 text-sm text-ink-600">{talk.summary}</p>
      <dl className="mt-3 grid gap-1.5 text-sm text-ink-700">
        <div className="flex items-start gap-2">
          <dt className="sr-only">When</dt>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
          <dd>
            <time dateTime={talk.starts_at}>{formatRange(talk.starts_at, talk.ends_at, zone)}</time>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">Speaker</dt>
          <Mic aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
          <dd>
            {talk.speaker.name}
            {talk.speaker.title && <span className="text-ink-500"> · {talk.speaker.title}</span>}
          </dd>
        </div>
        {!past && talk.status !== 'cancelled' && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Seats</dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dd>{seatsText(talk)}</dd>
          </div>
        )}
        {past && (talk.has_recording || talk.rating) && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <dt className="sr-only">Recording and rating</dt>
            <dd className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {talk.has_recording && (
                <span className="inline-flex items-center gap-1">
                  <Film aria-hidden="true" className="size-4 text-ink-500" />
                  Recording
                </span>
              )}
              <RatingText rating={talk.rating} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-auto space-y-3 pt-4">
        {past ? (
          <Link to={talk.path} className="text-sm font-semibold text-brand-700 hover:underline">
            {talk.has_recording ? 'Watch the recording' : 'See the talk'}
            <span className="sr-only">: {talk.title}</span>
          </Link>
        ) : (
          <>
            <CardJoinLink talk={talk} zone={zone} now={now} />
            <RegistrationControl talk={talk} compact />
          </>
        )}
      </div>
    </article>
  );
}

export function TalkCardSkeleton() {
  return <div className="h-64 animate-pulse rounded-card bg-ink-100" />;
}
