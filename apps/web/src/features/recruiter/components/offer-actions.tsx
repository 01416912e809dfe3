import type { ApplicantDetail } from '@talent/contract/recruiter';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConsoleOfferCard } from './offers/console-offer-card.tsx';
import { usePreload } from '../../../components/deferred.tsx';
import { OfferForm } from './offers/deferred-offer-form.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

/**
 * The applicant page's offer section (helper G1's page mounts it): send an offer, follow its status and
 * signature, withdraw it, answer a counter-offer. Every action invalidates `['recruiter']`.
 */
export function OfferActions({ applicant }: { applicant: ApplicantDetail }) {
  const [sending, setSending] = useState(false);
  usePreload(OfferForm);
  return (
    <section aria-labelledby="offer-actions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offer-actions-heading" className="font-display text-base font-semibold text-ink-900">
          Offers
        </h2>
        {applicant.can_send_offer && (
          <DialogShell
            open={sending}
            onOpenChange={setSending}
            width="2xl"
            title="Send an offer"
            description={`${applicant.talent.name} reads it, with the pay in their own currency, and accepts with a typed signature, declines or asks for changes.`}
            trigger={
              <Button>
                <Send aria-hidden="true" className="size-4" /> Send offer
              </Button>
            }
          >
            <OfferForm applicant={applicant} onDone={() => setSending(false)} />
          </DialogShell>
        )}
      </div>
      {applicant.offers.length === 0 && <p className="text-sm text-ink-600">No offers yet.</p>}
      {applicant.offers.map((offer) => (
        <ConsoleOfferCard key={offer.id} applicant={applicant} offer={offer} />
      ))}
    </section>
  );
}
