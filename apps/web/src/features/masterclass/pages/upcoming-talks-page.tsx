import { CalendarX2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { CalendarFeedButton } from '../components/calendar-feed.tsx';
import { MasterclassFrame } from '../components/masterclass-frame.tsx';
import { TalkFilters } from '../components/talk-filters.tsx';
import { TalkList } from '../components/talk-list.tsx';
import { useListFilters } from '../lib/list-filters.ts';

/**
 * `/masterclass/upcoming-talks`: the talks to come, soonest first, by category (`?category=`) and search (`?q=`);
 * each with one-click registration, the waitlist when full, the calendar file and, near the start, the join link.
 */
export default function UpcomingTalksPage({ title }: { title: string }) {
  const { filters, update } = useListFilters('upcoming');
  const zone = useTimeZone();
  const filtered = filters.category !== null || filters.q !== '';
  return (
    <MasterclassFrame
      title={title}
      intro={`Live talks by people who do the work. Times are in your time zone (${zone}).`}
      aside={<CalendarFeedButton />}
    >
      <TalkFilters filters={filters} onChange={update} searchLabel="Search upcoming talks" />
      <TalkList
        filters={filters}
        label="Upcoming talks"
        empty={
          filtered ? (
            <StatePanel
              Icon={CalendarX2}
              title="No upcoming talks match"
              actions={<ButtonLink to="/masterclass/upcoming-talks">Show every upcoming talk</ButtonLink>}
            >
              Try another category or fewer words, or ask for the talk you are looking for.
            </StatePanel>
          ) : (
            <StatePanel
              Icon={CalendarX2}
              title="No talks scheduled yet"
              actions={<ButtonLink to="/masterclass/talk-request">Request a talk</ButtonLink>}
            >
              New talks appear here as soon as they are scheduled. Tell us what you would like to hear about.
            </StatePanel>
          )
        }
      />
    </MasterclassFrame>
  );
}
