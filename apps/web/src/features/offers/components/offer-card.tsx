import { OFFER_DECLINE_REASON_LABELS, type Offer, type OfferStatus } from '@talent/contract/offers';
import { CalendarDays, Clock, Download, FileSignature, Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EMPLOYMENT_TYPE_LABELS } from '../../../components/jobs/format.ts';
import { JobDescription } from '../../../components/jobs/job-description.tsx';
import {
  annualText,
  ratesDate,
  countdown,
  dayText,
  fileSize,
  instantText,
  money,
  payText,
  PERIOD_WORDS,
} from '../lib/format.ts';
import { AcceptButton } from './accept-dialog.tsx';
import { CounterButton } from './counter-dialog.tsx';
import { DeclineOfferButton } from './decline-offer-dialog.tsx';
import { showsWelcome, WelcomePanel } from './welcome-panel.tsx';

const STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Awaiting your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
const STATUS_TONES: Record<OfferStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  declined: 'bg-ink-100 text-ink-700 ring-ink-200',
  expired: 'bg-ink-100 text-ink-700 ring-ink-200',
  withdrawn: 'bg-ink-100 text-ink-700 ring-ink-200',
};

function History({ offer, timeZone }: { offer: Offer; timeZone: string }) {
  const when = (iso: string) => instantText(iso, timeZone);
  const counter = offer.counter;
  const items: Array<{ key: string; text: React.ReactNode }> = [
    {
      key: 'sent',
      text: (
        <>
          {offer.recruiter.name} sent the offer on {when(offer.created_at)}
          {offer.version > 1 ? ` (now version ${offer.version})` : ''}.
        </>
      ),
    },
  ];
  if (counter) {
    const asks = [
      counter.pay_amount != null
        ? `${money(counter.pay_amount, offer.pay.currency)} ${PERIOD_WORDS[offer.pay.period]}`
        : null,
      counter.start_date ? `start on ${dayText(counter.start_date)}` : null,
    ].filter(Boolean);
    items.push({
      key: 'counter',
      text: (
        <>
          You asked for changes on {when(counter.requested_at)}
          {asks.length ? ` (${asks.join(', ')})` : ''}: “{counter.message}”
        </>
      ),
    });
    if (counter.status === 'answered' && counter.answered_at) {
      items.push({
        key: 'answer',
        text: (
          <>
            {offer.recruiter.name} answered on {when(counter.answered_at)}:{' '}
            {counter.decision === 'revise' ? 'revised the offer' : 'kept the offer as it was'}
            {counter.response ? ` — “${counter.response}”` : ''}.
          </>
        ),
      });
    } else {
      items.push({ key: 'waiting', text: <>Waiting for {offer.recruiter.name} to answer your request.</> });
    }
  }
  if (offer.signature) {
    items.push({
      key: 'signed',
      text: (
        <>
          Signed by {offer.signature.name} on {when(offer.signature.signed_at)} (terms hash{' '}
          <code className="break-all">{offer.signature.terms_hash.slice(0, 12)}…</code>).
        </>
      ),
    });
  }
  if (offer.status === 'declined' && offer.decline_reason) {
    items.push({
      key: 'declined',
      text: (
        <>
          You declined{offer.responded_at ? ` on ${when(offer.responded_at)}` : ''}:{' '}
          {OFFER_DECLINE_REASON_LABELS[offer.decline_reason]}
          {offer.decline_note ? ` — “${offer.decline_note}”` : ''}.
        </>
      ),
    });
  }
  if (offer.status === 'withdrawn') {
    items.push({
      key: 'withdrawn',
      text: (
        <>
          {offer.recruiter.name} withdrew the offer
          {offer.responded_at ? ` on ${when(offer.responded_at)}` : ''}
          {offer.withdraw_reason ? `: “${offer.withdraw_reason}”` : '.'}
        </>
      ),
    });
  }
  if (offer.status === 'expired') {
    items.push({ key: 'expired', text: <>The offer expired on {when(offer.expires_at)}.</> });
  }
  return (
    <ol className="mt-2 space-y-1.5 border-l-2 border-ink-200 pl-4 text-sm text-ink-700">
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </ol>
  );
}

export function OfferCard({
  offer,
  accountName,
  timeZone,
  now,
  highlighted,
  compared,
  compareDisabled,
  onCompare,
}: {
  offer: Offer;
  accountName: string;
  timeZone: string;
  now: Date;
  highlighted: boolean;
  compared: boolean;
  compareDisabled: boolean;
  onCompare: (checked: boolean) => void;
}) {
  const titleId = `offer-${offer.id}-title`;
  const annual = annualText(offer);
  const rates = ratesDate(offer);
  const expiry = countdown(offer.expires_at, now);
  const pending = offer.status === 'pending';
  const counterOpen = offer.counter?.status === 'open';
  // Seen pending, now accepted: the answer was given on this screen, so the welcome step takes the focus.
  const [firstSeenPending] = useState(pending);
  const justAccepted = firstSeenPending && offer.status === 'accepted';
  // An answer given here removes the button that opened its dialog; if the card changed before the dialog could
  // hand the focus back (the answer's data can arrive first), the focus fell to the page: take it to the title.
  useEffect(() => {
    if (!firstSeenPending || pending) return;
    if (document.activeElement === null || document.activeElement === document.body) {
      document.getElementById(titleId)?.focus();
    }
  }, [firstSeenPending, pending, titleId]);
  return (
    <article
      id={`offer-${offer.id}`}
      aria-labelledby={titleId}
      data-testid="offer-card"
      className={`rounded-card border bg-white p-5 shadow-card sm:p-6 ${
        highlighted ? 'border-brand-500 ring-2 ring-brand-300' : 'border-ink-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            tabIndex={-1}
            className="font-display text-xl font-semibold text-ink-900 focus:outline-none"
          >
            {offer.title}
          </h2>
          <p className="text-sm text-ink-600">
            {offer.job.company.name} · {EMPLOYMENT_TYPE_LABELS[offer.engagement_type]} · from{' '}
            {offer.recruiter.name}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[offer.status]}`}
        >
          {STATUS_LABELS[offer.status]}
        </span>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">Pay</dt>
          <dd className="font-semibold text-ink-900">
            {payText(offer.pay)} <span className="font-normal text-ink-600">({offer.pay.currency})</span>
          </dd>
          {annual && (
            <dd className="text-ink-700">
              {annual}
              {rates && (
                <>
                  {' '}
                  in {offer.annual_equivalent!.currency}{' '}
                  <span className="text-ink-600">(reference rates of {rates})</span>
                </>
              )}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-ink-600">Start date</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-ink-900">
            <CalendarDays aria-hidden="true" className="size-4 text-ink-500" />
            {dayText(offer.start_date)}
          </dd>
        </div>
        {offer.status === 'accepted' && offer.signature ? (
          <div>
            <dt className="text-ink-600">Signed</dt>
            <dd className="flex flex-wrap items-center gap-1.5 text-ink-900">
              <FileSignature aria-hidden="true" className="size-4 text-ink-500" />
              {instantText(offer.signature.signed_at, timeZone)}{' '}
              <span className="text-ink-600">({timeZone})</span>
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-ink-600">{pending ? 'Answer by' : 'Expiry'}</dt>
            <dd className="flex flex-wrap items-center gap-1.5 text-ink-900">
              <Hourglass aria-hidden="true" className="size-4 text-ink-500" />
              {instantText(offer.expires_at, timeZone)} <span className="text-ink-600">({timeZone})</span>
              {pending && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    expiry.over
                      ? 'bg-ink-100 text-ink-700'
                      : expiry.soon
                        ? 'bg-red-50 text-red-800'
                        : 'bg-ink-100 text-ink-700'
                  }`}
                >
                  {expiry.text}
                </span>
              )}
            </dd>
          </div>
        )}
        {offer.benefits.length > 0 && (
          <div>
            <dt className="text-ink-600">Benefits</dt>
            <dd>
              <ul className="list-disc pl-5 text-ink-900">
                {offer.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>

      {showsWelcome(offer, now, timeZone) && <WelcomePanel offer={offer} focusOnMount={justAccepted} />}

      {offer.terms && (
        <details className="mt-4 rounded-control border border-ink-200 px-4 py-2" open={pending}>
          <summary className="cursor-pointer text-sm font-semibold text-ink-900">Terms</summary>
          <JobDescription markdown={offer.terms} />
        </details>
      )}

      {offer.attachments.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink-900">Documents</h3>
          <ul className="mt-1 space-y-1">
            {offer.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.name}
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline"
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download {file.name}
                  <span className="font-normal text-ink-600">({fileSize(file.size)})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-4">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
          <Clock aria-hidden="true" className="size-4 text-ink-500" />
          History
        </h3>
        <History offer={offer} timeZone={timeZone} />
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
        {offer.can_respond ? (
          <>
            <AcceptButton offer={offer} accountName={accountName} timeZone={timeZone} />
            <CounterButton offer={offer} />
            <DeclineOfferButton offer={offer} />
          </>
        ) : pending && counterOpen ? (
          <>
            <p className="flex items-center gap-1.5 text-sm text-ink-700">
              <FileSignature aria-hidden="true" className="size-4" />
              Your request for changes is with {offer.recruiter.name}; you can answer once they reply.
            </p>
            <DeclineOfferButton offer={offer} />
          </>
        ) : pending && expiry.over ? (
          <p className="text-sm text-ink-700">This offer expired before an answer.</p>
        ) : null}
        <label className="ml-auto flex cursor-pointer items-center gap-2 text-sm text-ink-800">
          <input
            id={`offer-${offer.id}-compare`}
            type="checkbox"
            checked={compared}
            disabled={compareDisabled && !compared}
            onChange={(e) => onCompare(e.target.checked)}
            className="size-4 accent-brand-700"
          />
          Compare{' '}
          <span className="sr-only">
            {offer.title} at {offer.job.company.name}
          </span>
        </label>
      </div>
    </article>
  );
}
