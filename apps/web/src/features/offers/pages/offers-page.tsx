import { CloudOff, Handshake } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink, Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTimeZone } from '../../../lib/format.ts';
import { useUser } from '../../../lib/identity.ts';
import { useOffers } from '../api/offers.ts';
import { CompareTable } from '../components/compare-table.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import { useNow } from '../lib/format.ts';

const MAX_COMPARED = 3;

export default function OffersPage() {
  const user = useUser();
  const offers = useOffers();
  const now = useNow();
  const [searchParams] = useSearchParams();
  const highlight = searchParams.get('offer');
  const [compared, setCompared] = useState<string[]>([]);
  const timeZone = useTimeZone();

  // `?offer={id}` (a notification or home): bring that offer into view and move the focus to its title.
  const loaded = offers.isSuccess;
  useEffect(() => {
    if (!loaded || !highlight) return;
    const heading = document.getElementById(`offer-${highlight}-title`);
    heading?.closest('article')?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [loaded, highlight]);

  const list = useMemo(() => offers.data?.data ?? [], [offers.data]);
  const selected = list.filter((o) => compared.includes(o.id));
  // The table and its Clear button go away: the focus moves to the first offer's Compare box, not the body.
  const clearComparison = () => {
    const first = compared[0];
    setCompared([]);
    if (first) document.getElementById(`offer-${first}-compare`)?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">Offers</h1>
        <p className="mt-2 max-w-2xl text-ink-600">
          Every offer with its pay in your own currency per year. Accept with your typed name, decline with a
          reason, or ask for changes.
        </p>
        {offers.data && offers.data.meta.pending > 0 && (
          <p className="mt-2 text-sm font-semibold text-amber-900">
            {offers.data.meta.pending === 1
              ? '1 offer is waiting for your answer.'
              : `${offers.data.meta.pending} offers are waiting for your answer.`}
          </p>
        )}
      </header>

      <div className="mt-8 space-y-6">
        {offers.isPending ? (
          <div role="status" aria-label="Loading your offers" className="space-y-4">
            <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-white shadow-card" />
            <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-white shadow-card" />
          </div>
        ) : offers.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="Your offers did not load"
            actions={
              <Button variant="secondary" onClick={() => void offers.refetch()} loading={offers.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(offers.error)}
          </StatePanel>
        ) : list.length === 0 ? (
          <StatePanel
            Icon={Handshake}
            title="No offers yet"
            actions={
              <>
                <ButtonLink to="/applications">See your applications</ButtonLink>
                <ButtonLink to="/jobs/recommended" variant="secondary">
                  Find jobs that fit
                </ButtonLink>
              </>
            }
          >
            When a recruiter makes you an offer it appears here, with its pay in your currency, its terms and
            the date to answer by.
          </StatePanel>
        ) : (
          <>
            {/* One live region, present before the table appears: ticking the second offer puts the table
                above the checkbox, out of sight of the keyboard and screen reader, so its arrival is said here. */}
            {list.length >= 2 && (
              <p role="status" className={selected.length >= 2 ? 'sr-only' : 'text-sm text-ink-600'}>
                {selected.length >= 2
                  ? `Comparing ${selected.length} offers side by side, in the table above your offers.`
                  : selected.length === 1
                    ? 'Tick one or two more offers to compare them.'
                    : 'Tick “Compare” on two or three offers to see them side by side.'}
              </p>
            )}
            {selected.length >= 2 && (
              <CompareTable offers={selected} timeZone={timeZone} now={now} onClear={clearComparison} />
            )}
            <ul className="space-y-6" aria-label="Your offers">
              {list.map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    accountName={user?.name ?? ''}
                    timeZone={timeZone}
                    now={now}
                    highlighted={offer.id === highlight}
                    compared={compared.includes(offer.id)}
                    compareDisabled={compared.length >= MAX_COMPARED}
                    onCompare={(checked) =>
                      setCompared((ids) =>
                        checked
                          ? [...ids.filter((id) => id !== offer.id), offer.id]
                          : ids.filter((id) => id !== offer.id),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
