import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/identity.ts';
import type { TalkRequestFilters } from '../api/masterclass-keys.ts';
import { MasterclassFrame } from '../components/masterclass-frame.tsx';
import { TalkRequestForm } from '../components/talk-request-form.tsx';
import { TalkRequestList } from '../components/talk-request-list.tsx';

/** `?sort=newest` and `?mine=1`; none: everyone's, most votes first. */
function filtersOf(params: URLSearchParams): TalkRequestFilters {
  return { sort: params.get('sort') === 'newest' ? 'newest' : 'votes', mine: params.get('mine') === '1' };
}

function ListControls({ filters }: { filters: TalkRequestFilters }) {
  const [, setParams] = useSearchParams();
  const set = (changes: Partial<TalkRequestFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...filters, ...changes };
        if (merged.sort === 'newest') next.set('sort', 'newest');
        else next.delete('sort');
        if (merged.mine) next.set('mine', '1');
        else next.delete('mine');
        return next;
      },
      { replace: true },
    );
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <div role="group" aria-label="Sort" className="flex gap-1.5">
        <button
          type="button"
          aria-pressed={filters.sort === 'votes'}
          className={chip(filters.sort === 'votes')}
          onClick={() => set({ sort: 'votes' })}
        >
          Most votes
        </button>
        <button
          type="button"
          aria-pressed={filters.sort === 'newest'}
          className={chip(filters.sort === 'newest')}
          onClick={() => set({ sort: 'newest' })}
        >
          Newest
        </button>
      </div>
      <button
        type="button"
        aria-pressed={filters.mine}
        className={chip(filters.mine)}
        onClick={() => set({ mine: !filters.mine })}
      >
        Only my requests
      </button>
    </div>
  );
}

/**
 * `/masterclass/talk-request`: ask for a talk or propose one, and everyone's requests with their votes and status
 * (submitted, under review, scheduled with its talk, declined with the reason), updated live.
 */
export default function TalkRequestPage({ title }: { title: string }) {
  const user = useUser();
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  return (
    <MasterclassFrame
      title={title}
      intro="Tell us what you want to hear about, or offer a talk of your own. Vote for the requests you would attend: the most wanted are scheduled first."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="requests-title" className="order-2 lg:order-1">
          <h2 id="requests-title" className="mb-3 font-display text-xl font-semibold text-ink-900">
            Requests
          </h2>
          <ListControls filters={filters} />
          <TalkRequestList filters={filters} />
        </section>
        <section
          aria-labelledby="request-form-title"
          className="order-1 rounded-card border border-ink-200 bg-white p-5 shadow-xs lg:order-2"
        >
          <h2 id="request-form-title" className="mb-4 font-display text-xl font-semibold text-ink-900">
            New request
          </h2>
          {user && <TalkRequestForm userId={user.id} />}
        </section>
      </div>
    </MasterclassFrame>
  );
}
