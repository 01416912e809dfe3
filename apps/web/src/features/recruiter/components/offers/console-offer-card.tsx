import type { Offer, OfferStatus } from '@talent/contract/offers';
import { OFFER_DECLINE_REASON_LABELS } from '@talent/contract/offers';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { Paperclip, PenLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { EMPLOYMENT_TYPE_LABELS } from '../../../../components/jobs/format.ts';
import { JobDescription } from '../../../../components/jobs/job-description.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDay, formatMoney } from '../../../../lib/format.ts';
import { useUser } from '../../../../lib/identity.ts';
import { recruiterZone, timeIn } from '../interviews/time.ts';
import { NoteForm } from '../interviews/deferred-forms.tsx';
import { useAnswerCounter, useWithdrawOffer } from '../../api/recruiter-offers.ts';
import { OfferForm } from './deferred-offer-form.tsx';
import { DialogShell } from '../../../../components/ui/dialog-shell.tsx';
import { usePreload } from '../../../../components/deferred.tsx';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

const PERIOD_WORDS = { hour: 'an hour', day: 'a day', month: 'a month', year: 'a year' } as const;

export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

/** "(≈ $117,000 a year at the reference rates of 1 Nov 2025)", "(€112,000 a year)" unconverted, or nothing. */
function annualNote(offer: Offer): string | null {
  const annual = offer.annual_equivalent;
  if (!annual) return null;
  if (annual.currency === offer.pay.currency && offer.pay.period === 'year') return null;
  const figure = `${money(annual.amount, annual.currency)} a year`;
  if (annual.currency === offer.pay.currency || !annual.rates_date) return `(${figure})`;
  return `(≈ ${figure} at the reference rates of ${formatDay(annual.rates_date)})`;
}

export function payText(offer: Pick<Offer, 'pay'>): string {
  return `${money(offer.pay.amount, offer.pay.currency)} ${PERIOD_WORDS[offer.pay.period]}`;
}

/** A counter waiting for the recruiter: what the candidate asked for, and the two answers. */
function CounterAnswer({ applicant, offer }: { applicant: ApplicantDetail; offer: Offer }) {
  const answer = useAnswerCounter();
  const [dialog, setDialog] = useState<null | 'revise' | 'keep'>(null);
  const counter = offer.counter;
  if (!counter) return null;
  const open = counter.status === 'open';
  return (
    <div
      className={`mt-4 rounded-control border p-3 ${open ? 'border-amber-200 bg-amber-50' : 'border-ink-200 bg-ink-50'}`}
    >
      <h4 className="text-sm font-semibold text-ink-900">
        {open ? `${applicant.talent.name} asked for changes` : 'Counter-offer (answered)'}
      </h4>
      <p className="mt-1 text-sm whitespace-pre-line text-ink-700">“{counter.message}”</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {counter.pay_amount !== null && (
          <>
            <dt className="text-ink-600">Asked pay</dt>
            <dd className="font-medium">{payText({ pay: { ...offer.pay, amount: counter.pay_amount } })}</dd>
          </>
        )}
        {counter.start_date && (
          <>
            <dt className="text-ink-600">Asked start date</dt>
            <dd className="font-medium">{counter.start_date}</dd>
          </>
        )}
      </dl>
      {!open && counter.response && (
        <p className="mt-1 text-sm text-ink-700">
          You {counter.decision === 'revise' ? 'revised the offer' : 'kept the offer'}: “{counter.response}”
        </p>
      )}
      {open && (
        <div className="mt-3 flex flex-wrap gap-2">
          <DialogShell
            open={dialog === 'revise'}
            onOpenChange={(o) => setDialog(o ? 'revise' : null)}
            width="2xl"
            title="Revise the offer"
            description={`The terms are prefilled with what ${applicant.talent.name} asked for. They must read and sign the new version.`}
            trigger={<Button>Revise offer</Button>}
          >
            <OfferForm applicant={applicant} offer={offer} onDone={() => setDialog(null)} />
          </DialogShell>
          <DialogShell
            open={dialog === 'keep'}
            onOpenChange={(o) => setDialog(o ? 'keep' : null)}
            title="Keep the offer as it is?"
            description={`${applicant.talent.name} reads your message and can still accept or decline the offer.`}
            trigger={<Button variant="secondary">Keep offer</Button>}
          >
            <NoteForm
              label="Your answer"
              required
              requiredMessage="Write a short answer."
              submitLabel="Keep offer"
              onSubmit={async (message) => {
                await answer.mutateAsync({ offerId: offer.id, body: { decision: 'keep', message } });
                toast.success(`Answer sent to ${applicant.talent.name}.`);
              }}
              onDone={() => setDialog(null)}
            />
          </DialogShell>
        </div>
      )}
    </div>
  );
}

/** One offer on the applicant page: its terms, status, signature, counter-offer and the recruiter's actions. */
export function ConsoleOfferCard({ applicant, offer }: { applicant: ApplicantDetail; offer: Offer }) {
  usePreload(NoteForm, OfferForm);
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const withdraw = useWithdrawOffer();
  const [withdrawing, setWithdrawing] = useState(false);
  const headingId = `offer-${offer.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        Offer: {offer.title} · version {offer.version}
      </h3>
      <p className="mt-0.5 text-sm text-ink-600">
        Status: <span className="font-medium text-ink-800">{OFFER_STATUS_LABELS[offer.status]}</span>
        {' · '}sent {timeIn(offer.created_at, zone)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">Engagement</dt>
        <dd>{EMPLOYMENT_TYPE_LABELS[offer.engagement_type]}</dd>
        <dt className="text-ink-600">Pay</dt>
        <dd>
          {payText(offer)}
          {annualNote(offer) && <span className="text-ink-500"> {annualNote(offer)}</span>}
        </dd>
        <dt className="text-ink-600">Start date</dt>
        <dd>{offer.start_date}</dd>
        <dt className="text-ink-600">Expires</dt>
        <dd>
          {timeIn(offer.expires_at, zone)} ({zone})
        </dd>
        {offer.benefits.length > 0 && (
          <>
            <dt className="text-ink-600">Benefits</dt>
            <dd>{offer.benefits.join(' · ')}</dd>
          </>
        )}
      </dl>
      {offer.terms && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-ink-800">Terms</summary>
          <JobDescription markdown={offer.terms} />
        </details>
      )}
      {offer.attachments.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {offer.attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-1.5">
              <Paperclip aria-hidden="true" className="size-4 text-ink-500" />
              <a href={a.url} className="text-brand-700 underline">
                {a.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {offer.signature && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-800">
          <PenLine aria-hidden="true" className="size-4 text-brand-700" />
          Signed by <span className="font-semibold">{offer.signature.name}</span> on{' '}
          {timeIn(offer.signature.signed_at, zone)}
        </p>
      )}
      {offer.status === 'declined' && offer.decline_reason && (
        <p className="mt-3 text-sm text-ink-700">
          Declined: {OFFER_DECLINE_REASON_LABELS[offer.decline_reason]}
          {offer.decline_note ? ` — “${offer.decline_note}”` : ''}
        </p>
      )}
      {offer.status === 'withdrawn' && offer.withdraw_reason && (
        <p className="mt-3 text-sm text-ink-700">Withdrawn: “{offer.withdraw_reason}”</p>
      )}
      <CounterAnswer applicant={applicant} offer={offer} />
      {offer.status === 'pending' && (
        <div className="mt-4">
          <DialogShell
            open={withdrawing}
            onOpenChange={setWithdrawing}
            title="Withdraw the offer?"
            description={`${applicant.talent.name} is told, with your reason; the application returns to interviewing.`}
            trigger={<Button variant="ghost">Withdraw offer</Button>}
          >
            <NoteForm
              label="Reason"
              required
              submitLabel="Withdraw offer"
              danger
              onSubmit={async (reason) => {
                await withdraw.mutateAsync({ offerId: offer.id, reason });
                toast.success('Offer withdrawn.');
              }}
              onDone={() => setWithdrawing(false)}
            />
          </DialogShell>
        </div>
      )}
    </article>
  );
}
