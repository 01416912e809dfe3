import { OFFER_STATUSES, type Offer, type OfferStatus } from '@talent/contract/offers';
import { CloudOff, FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { recruiterZone, timeIn } from '../components/interviews/time.ts';
import { useRecruiterOffers } from '../api/recruiter-offers.ts';
import { OFFER_STATUS_LABELS, payText } from '../components/offers/console-offer-card.tsx';

const SECTION_TITLES: Record<OfferStatus, string> = {
  pending: 'Waiting for the candidate',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

function OfferRow({ offer, zone }: { offer: Offer; zone: string }) {
  const headingId = `offer-row-${offer.id}`;
  const counter = offer.counter?.status === 'open' ? offer.counter : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink-900">
          <Link to={`/recruiter/applications/${offer.application_id}`} className="hover:underline">
            {offer.talent.name} · {offer.title}
          </Link>
        </h3>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
          {OFFER_STATUS_LABELS[offer.status]} · v{offer.version}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {payText(offer)} · starts {offer.start_date}
        {offer.status === 'pending' && ` · expires ${timeIn(offer.expires_at, zone)}`}
      </p>
      {offer.signature && (
        <p className="mt-1 text-sm text-ink-700">
          Signed by {offer.signature.name} on {timeIn(offer.signature.signed_at, zone)}
        </p>
      )}
      {counter && (
        <p className="mt-2 text-sm text-amber-900">
          Asked for changes {timeIn(counter.requested_at, zone)}: “{counter.message}”
        </p>
      )}
    </article>
  );
}

/** `/recruiter/offers`: the company's offers, counter-offers waiting for an answer first, then by status. */
export default function RecruiterOffersPage() {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const offers = useRecruiterOffers('all');

  let body;
  if (offers.isPending) {
    body = (
      <div role="status" aria-label="Loading offers" className="space-y-3">
        <div className="h-24 animate-pulse rounded-card bg-ink-100" />
        <div className="h-24 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (offers.isError) {
    body = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Offers did not load"
        actions={<Button onClick={() => void offers.refetch()}>Try again</Button>}
      >
        {errorMessage(offers.error)}
      </StatePanel>
    );
  } else if (offers.data.data.length === 0) {
    body = (
      <StatePanel Icon={FileSignature} title="No offers yet">
        Send an offer from an applicant’s page once their interviews went well.
      </StatePanel>
    );
  } else {
    const all = offers.data.data;
    const counters = all.filter((o) => o.counter?.status === 'open');
    const sections = OFFER_STATUSES.map((status) => ({
      status,
      offers: all.filter((o) => o.status === status && o.counter?.status !== 'open'),
    })).filter((s) => s.offers.length > 0);
    body = (
      <div className="space-y-8">
        {counters.length > 0 && (
          <section aria-labelledby="offers-counters">
            <h2 id="offers-counters" className="font-display text-lg font-semibold text-ink-900">
              Counter-offers to answer ({counters.length})
            </h2>
            <ul className="mt-3 space-y-3">
              {counters.map((offer) => (
                <li key={offer.id}>
                  <OfferRow offer={offer} zone={zone} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {sections.map((section) => (
          <section key={section.status} aria-labelledby={`offers-${section.status}`}>
            <h2 id={`offers-${section.status}`} className="font-display text-lg font-semibold text-ink-900">
              {SECTION_TITLES[section.status]} ({section.offers.length})
            </h2>
            <ul className="mt-3 space-y-3">
              {section.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferRow offer={offer} zone={zone} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">Offers</h1>
      <p className="mt-1.5 mb-6 text-sm text-ink-600">
        Counter-offers waiting for your answer come first. Open an offer’s applicant to act on it.
      </p>
      {body}
    </div>
  );
}
