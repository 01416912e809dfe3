import { Film } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { MasterclassFrame } from '../components/masterclass-frame.tsx';
import { TalkFilters } from '../components/talk-filters.tsx';
import { TalkList } from '../components/talk-list.tsx';
import { useListFilters } from '../lib/list-filters.ts';

/** `/masterclass/past-talks`: talks that took place, newest first, with their recordings, slides and ratings. */
export default function PastTalksPage({ title }: { title: string }) {
  const { filters, update } = useListFilters('past');
  const filtered = filters.category !== null || filters.q !== '';
  return (
    <MasterclassFrame
      title={title}
      intro="Missed one? Watch the recordings, jump to a chapter, and take the slides and resources with you."
    >
      <TalkFilters filters={filters} onChange={update} searchLabel="Search past talks" />
      <TalkList
        filters={filters}
        label="Past talks"
        empty={
          filtered ? (
            <StatePanel
              Icon={Film}
              title="No past talks match"
              actions={<ButtonLink to="/masterclass/past-talks">Show every past talk</ButtonLink>}
            >
              Try another category or fewer words.
            </StatePanel>
          ) : (
            <StatePanel
              Icon={Film}
              title="No recordings yet"
              actions={<ButtonLink to="/masterclass/upcoming-talks">See upcoming talks</ButtonLink>}
            >
              Talks appear here once they have taken place, with their recording when there is one.
            </StatePanel>
          )
        }
      />
    </MasterclassFrame>
  );
}
