import type { Offer } from '@talent/contract/offers';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { EMPLOYMENT_TYPE_LABELS } from '../../../components/jobs/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAcceptOffer } from '../api/offers.ts';
import { annualWithRates, dayText, fieldErrorsOf, instantText, payText, sameName } from '../lib/format.ts';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

function AcceptForm({
  offer,
  accountName,
  timeZone,
  onDone,
}: {
  offer: Offer;
  accountName: string;
  timeZone: string;
  onDone: () => void;
}) {
  const accept = useAcceptOffer();
  const id = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const annual = annualWithRates(offer);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!sameName(name, accountName)) {
      setNameError(`Type your full name exactly as on your account: ${accountName}.`);
      return;
    }
    setNameError(undefined);
    try {
      // The hash of the terms shown here: if the recruiter changed them meanwhile, the server refuses (409).
      await accept.mutateAsync({
        id: offer.id,
        body: { signature_name: name.trim(), terms_hash: offer.terms_hash },
      });
      toast.success(`You accepted the offer for ${offer.title}. Congratulations!`);
      onDone();
    } catch (error) {
      if (statusOf(error) === 409) {
        setProblem(
          `${errorMessage(error)} We reloaded the offer: read the terms above again before you sign.`,
        );
        return;
      }
      const fields = fieldErrorsOf(error);
      if (fields?.signature_name) setNameError(fields.signature_name);
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <section
        aria-labelledby={`${id}-summary`}
        className="rounded-control border border-ink-200 bg-ink-50 p-4"
      >
        <h3 id={`${id}-summary`} className="text-sm font-semibold text-ink-900">
          What you sign (version {offer.version})
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-600">Role</dt>
          <dd className="text-ink-900">
            {offer.title} at {offer.job.company.name}
          </dd>
          <dt className="text-ink-600">Engagement</dt>
          <dd className="text-ink-900">{EMPLOYMENT_TYPE_LABELS[offer.engagement_type]}</dd>
          <dt className="text-ink-600">Pay</dt>
          <dd className="text-ink-900">
            {payText(offer.pay)}
            {annual ? ` (${annual})` : ''}
          </dd>
          <dt className="text-ink-600">Start</dt>
          <dd className="text-ink-900">{dayText(offer.start_date)}</dd>
          {offer.benefits.length > 0 && (
            <>
              <dt className="text-ink-600">Benefits</dt>
              <dd className="text-ink-900">{offer.benefits.join(', ')}</dd>
            </>
          )}
          <dt className="text-ink-600">Answer by</dt>
          <dd className="text-ink-900">
            {instantText(offer.expires_at, timeZone)} ({timeZone})
          </dd>
        </dl>
        {offer.terms && <p className="mt-2 text-xs text-ink-600">The full terms are on the offer itself.</p>}
      </section>
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label="Type your full name to sign"
        name="signature_name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        hint={`Exactly as on your account: ${accountName}.`}
      />
      <p className="text-xs text-ink-600">
        When you sign we store your typed name, the time, your IP address and browser, and a hash (SHA-256) of
        the exact terms shown here, so both sides can prove what was agreed. Terms hash:{' '}
        <code className="break-all">{offer.terms_hash.slice(0, 16)}…</code>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Not yet</Button>
        </Dialog.Close>
        <Button type="submit" loading={accept.isPending}>
          Sign and accept
        </Button>
      </div>
    </form>
  );
}

/** "Accept": the terms summary, a typed-name signature matching the account name, and what is stored. */
export function AcceptButton({
  offer,
  accountName,
  timeZone,
}: {
  offer: Offer;
  accountName: string;
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      title={`Accept the offer for ${offer.title}?`}
      description={
        <>Read the summary, then sign with your full name. Accepting tells {offer.recruiter.name} at once.</>
      }
      width="xl"
      trigger={
        <Button>
          Accept <span className="sr-only">the offer for {offer.title}</span>
        </Button>
      }
    >
      <AcceptForm offer={offer} accountName={accountName} timeZone={timeZone} onDone={() => setOpen(false)} />
    </DialogShell>
  );
}
