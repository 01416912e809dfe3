import type { TalkSummary } from '@talent/contract/masterclass';
import { CalendarCheck, CalendarX2, CloudOff, Film, Hourglass, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatNumber, formatRange, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useMasterclassHub, type MasterclassHub } from '../api/get-hub.ts';
import { CalendarFeedButton } from '../components/calendar-feed.tsx';
import { MasterclassFrame } from '../components/masterclass-frame.tsx';
import { TalkCard, TalkCardSkeleton } from '../components/talk-card.tsx';
import { waitlistText } from '../lib/talk-text.ts';
import { useNow } from '../lib/use-now.ts';

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-semibold text-ink-900">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="text-sm font-semibold text-brand-700 hover:underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Categories({ categories }: { categories: MasterclassHub['categories'] }) {
  return (
    <ul aria-label="Categories" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug} className="rounded-card border border-ink-200 bg-white p-4 shadow-xs">
          <h3 className="font-semibold text-ink-900">{category.label}</h3>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              to={`/masterclass/upcoming-talks?category=${category.slug}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {formatNumber(category.upcoming)} upcoming <span className="sr-only">in {category.label}</span>
            </Link>
            <Link
              to={`/masterclass/past-talks?category=${category.slug}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {formatNumber(category.past)} past {category.past === 1 ? 'talk' : 'talks'}{' '}
              <span className="sr-only">in {category.label}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

function MyRegistrations({ talks, zone }: { talks: TalkSummary[]; zone: string }) {
  if (talks.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-300 bg-white px-4 py-5 text-sm text-ink-600">
        You have not signed up for a talk yet. Register for one below: it lands in your calendar with a
        reminder the day before.
      </p>
    );
  }
  return (
    <ul
      aria-label="My registrations"
      className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white shadow-xs"
    >
      {talks.map((talk) => {
        const mine = talk.my_registration;
        return (
          <li key={talk.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Link
                to={talk.path}
                className="font-semibold text-ink-900 hover:text-brand-800 hover:underline"
              >
                {talk.title}
              </Link>
              <p className="text-sm text-ink-600">
                <time dateTime={talk.starts_at}>{formatRange(talk.starts_at, talk.ends_at, zone)}</time>
              </p>
            </div>
            {talk.status === 'cancelled' ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
                <CalendarX2 aria-hidden="true" className="size-3.5" />
                Talk cancelled
              </span>
            ) : (
              mine && (
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    mine.state === 'registered'
                      ? 'bg-brand-50 text-brand-800 ring-brand-200'
                      : 'bg-amber-50 text-amber-900 ring-amber-200'
                  }`}
                >
                  {mine.state === 'registered' ? (
                    <CalendarCheck aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Hourglass aria-hidden="true" className="size-3.5" />
                  )}
                  {mine.state === 'registered' ? 'You’re registered' : waitlistText(mine.waitlist_position)}
                </span>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Cards({ talks, label }: { talks: TalkSummary[]; label: string }) {
  const zone = useTimeZone();
  const now = useNow();
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
      {talks.map((talk) => (
        <li key={talk.id}>
          <TalkCard talk={talk} zone={zone} now={now} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

function Hub({ hub }: { hub: MasterclassHub }) {
  const zone = useTimeZone();
  return (
    <>
      <Section
        id="mine"
        title="My registrations"
        more={{ to: '/masterclass/upcoming-talks', label: 'All upcoming talks' }}
      >
        <MyRegistrations talks={hub.my_registrations} zone={zone} />
      </Section>
      <Section id="next" title="Coming up" more={{ to: '/masterclass/upcoming-talks', label: 'See all' }}>
        {hub.next_talks.length > 0 ? (
          <Cards talks={hub.next_talks} label="Coming up" />
        ) : (
          <StatePanel
            Icon={CalendarX2}
            title="No talks scheduled yet"
            actions={<ButtonLink to="/masterclass/talk-request">Request a talk</ButtonLink>}
          >
            New talks appear here as soon as they are scheduled.
          </StatePanel>
        )}
      </Section>
      <Section id="categories" title="Browse by category">
        <Categories categories={hub.categories} />
      </Section>
      <Section
        id="recordings"
        title="Recordings worth watching"
        more={{ to: '/masterclass/past-talks', label: 'All past talks' }}
      >
        {hub.recordings.length > 0 ? (
          <Cards talks={hub.recordings} label="Recordings" />
        ) : (
          <StatePanel Icon={Film} title="No recordings yet">
            Talks are recorded; their recordings appear here once they have taken place.
          </StatePanel>
        )}
      </Section>
      <section
        aria-labelledby="request"
        className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-card bg-brand-50 px-5 py-4 ring-1 ring-brand-200 ring-inset"
      >
        <div className="flex items-start gap-3">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 id="request" className="font-semibold text-brand-900">
              Missing a topic?
            </h2>
            <p className="text-sm text-brand-900">Ask for a talk, or propose one you would give yourself.</p>
          </div>
        </div>
        <ButtonLink to="/masterclass/talk-request">Request a talk</ButtonLink>
      </section>
    </>
  );
}

/** `/masterclass`: my registrations, what is coming up, the categories with their counts, and recordings. */
export default function MasterclassPage({ title }: { title: string }) {
  const hub = useMasterclassHub();
  return (
    <MasterclassFrame
      title={title}
      intro="Live talks by engineers, designers and hiring managers: register in one click, ask questions ahead, and watch the recordings later."
      aside={<CalendarFeedButton />}
    >
      {hub.isPending ? (
        <div role="status" aria-label="Loading the masterclass" className="space-y-4">
          <div className="h-20 animate-pulse rounded-card bg-ink-100" />
          <div className="grid gap-4 md:grid-cols-2">
            <TalkCardSkeleton />
            <TalkCardSkeleton />
          </div>
        </div>
      ) : hub.isError ? (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The masterclass did not load"
          actions={
            <Button onClick={() => void hub.refetch()} loading={hub.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(hub.error)}
        </StatePanel>
      ) : (
        <Hub hub={hub.data} />
      )}
    </MasterclassFrame>
  );
}
