import { BadgeCheck, CloudOff, EyeOff, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useIdentityVerification } from '../api/get-identity-verification.ts';
import { IdentityForm } from '../components/identity-form.tsx';
import { PendingView, RejectedView, VerifiedView } from '../components/status-views.tsx';

const PROMISES = [
  {
    Icon: BadgeCheck,
    title: 'Why we ask',
    text: 'Employers hiring across borders need to know you are who you say. Verified candidates get a badge on their profile and applications.',
  },
  {
    Icon: Lock,
    title: 'What we keep',
    text: 'Your document and selfie are encrypted the moment they arrive and used only for this check.',
  },
  {
    Icon: EyeOff,
    title: 'What employers see',
    text: 'Only the “verified” badge — never your documents, your selfie or your document number.',
  },
];

function Promises() {
  return (
    <ul className="space-y-4">
      {PROMISES.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="text-sm">
            <span className="block font-semibold text-ink-900">{title}</span>
            <span className="text-ink-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** `/identity-verification`: why and what we keep, the form, and the status of the check once sent. */
export default function IdentityVerificationPage({ title }: { title: string }) {
  const verification = useIdentityVerification();
  // After a rejection the candidate chooses to start again; until then the rejection shows.
  const [retrying, setRetrying] = useState(false);
  const statusRef = useRef<HTMLDivElement | null>(null);
  const status = verification.data?.status;

  // A status that changes under the candidate's eyes (sent, or a retry opened) takes focus, so it is read out.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== status) {
      statusRef.current?.querySelector<HTMLElement>('#identity-status-title')?.focus();
    }
    previous.current = status;
  }, [status]);

  // Starting again puts the keyboard on the form's first choice.
  useEffect(() => {
    if (!retrying) return;
    const form = statusRef.current;
    (form?.querySelector<HTMLElement>('input:checked') ?? form?.querySelector<HTMLElement>('input'))?.focus();
  }, [retrying]);

  const onSubmitted = () => {
    setRetrying(false);
    window.scrollTo({ top: 0 });
  };

  const showForm = status === 'not_started' || (status === 'rejected' && retrying);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 max-w-2xl text-ink-600">
        {status === 'verified'
          ? 'Your identity check is done; recruiters see the badge.'
          : 'Verify once with a government ID and a selfie. It takes about three minutes.'}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <aside
          aria-label="About identity checks"
          // On a phone the reasons come before the form, but after a status (which matters more).
          className={showForm || verification.isPending ? 'lg:order-last' : 'order-last'}
        >
          <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
            <Promises />
          </div>
        </aside>
        <div ref={statusRef} className="min-w-0">
          {verification.isPending ? (
            <div role="status" aria-label="Loading your identity check" className="space-y-3">
              <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-white shadow-card" />
            </div>
          ) : verification.isError ? (
            <StatePanel
              Icon={CloudOff}
              tone="error"
              title="We could not load your identity check"
              actions={
                <Button onClick={() => void verification.refetch()} loading={verification.isRefetching}>
                  Try again
                </Button>
              }
            >
              {errorMessage(verification.error)}
            </StatePanel>
          ) : showForm ? (
            <IdentityForm
              previous={status === 'rejected' ? verification.data : null}
              onSubmitted={onSubmitted}
            />
          ) : status === 'pending' ? (
            <PendingView verification={verification.data} />
          ) : status === 'verified' ? (
            <VerifiedView verification={verification.data} />
          ) : (
            <RejectedView verification={verification.data} onRetry={() => setRetrying(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
