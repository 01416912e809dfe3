import { ACTIVE_STATUSES, type Application } from '@talent/contract/applications';
import type { Offer } from '@talent/contract/offers';
import { CircleCheck, MessageSquare, PartyPopper } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { todayInZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useMyApplications, useProfile, useUpdateProfile, useWithdrawApplication } from '../api/welcome.ts';
import { dayText } from '../lib/format.ts';

/** What the other recruiters read as the reason, so nobody keeps waiting on a candidate who has signed elsewhere. */
export const ACCEPTED_ELSEWHERE = 'I accepted another offer.';

/** Shown on an accepted offer until its start date (in the candidate's zone): the welcome step after signing. */
export function showsWelcome(offer: Offer, now: Date, timeZone: string): boolean {
  return offer.status === 'accepted' && offer.start_date >= todayInZone(timeZone, now);
}

/**
 * Withdraws the chosen applications one after another (each tells its recruiter and cancels what hangs on it),
 * with the progress on screen; a failure stops there and says which one, leaving the rest untouched.
 */
function WrapUpDialog({ others, onDone }: { others: Application[]; onDone: () => void }) {
  const withdraw = useWithdrawApplication();
  const [chosen, setChosen] = useState(() => new Set(others.map((a) => a.id)));
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const picked = others.filter((a) => chosen.has(a.id));

  async function run() {
    setRunning(true);
    setFailure(null);
    let count = 0;
    for (const application of picked) {
      try {
        await withdraw.mutateAsync({ id: application.id, reason: ACCEPTED_ELSEWHERE });
      } catch (error) {
        setFailure(`${application.job.title} at ${application.job.company.name}: ${errorMessage(error)}`);
        setRunning(false);
        return;
      }
      count += 1;
      setDone(count);
    }
    toast.success(
      `${count} ${count === 1 ? 'application' : 'applications'} withdrawn. Each recruiter has been told.`,
    );
    onDone();
  }

  return (
    <div className="space-y-4">
      {failure && (
        <Alert tone="error">Could not withdraw {failure}. The others below are unchanged; try again.</Alert>
      )}
      <fieldset disabled={running}>
        <legend className="text-sm font-medium text-ink-800">Applications to withdraw</legend>
        <ul className="mt-2 grid gap-1.5">
          {others.map((application) => (
            <li key={application.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={chosen.has(application.id)}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(application.id);
                      else next.delete(application.id);
                      return next;
                    })
                  }
                />
                <span>
                  <span className="block font-medium text-ink-900">{application.job.title}</span>
                  <span className="block text-ink-600">
                    {application.job.company.name}
                    {application.pending_offers > 0 && ' · its pending offer is declined too'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p id={`${id}-reason`} className="text-sm text-ink-600">
        Each recruiter reads: “{ACCEPTED_ELSEWHERE}” Interviews booked for these are cancelled.
      </p>
      {running && (
        <p role="status" className="text-sm font-medium text-ink-800">
          Withdrawing {Math.min(done + 1, picked.length)} of {picked.length}…
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={running}>
            Keep them
          </Button>
        </Dialog.Close>
        <Button
          variant="danger"
          loading={running}
          disabled={picked.length === 0}
          aria-describedby={`${id}-reason`}
          onClick={() => void run()}
        >
          Withdraw {picked.length} {picked.length === 1 ? 'application' : 'applications'}
        </Button>
      </div>
    </div>
  );
}

function WrapUpStep({
  offer,
  applications,
}: {
  offer: Offer;
  applications: ReturnType<typeof useMyApplications>;
}) {
  const [open, setOpen] = useState(false);
  if (applications.isPending)
    return <p className="text-sm text-ink-600">Looking at your other applications…</p>;
  if (applications.isError)
    return (
      <p className="text-sm text-ink-700">
        Your other applications could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => void applications.refetch()}
        >
          Try again
        </button>
      </p>
    );
  const others = applications.data.filter(
    (a) => a.id !== offer.application_id && ACTIVE_STATUSES.includes(a.status),
  );
  if (others.length === 0)
    return (
      <p className="flex items-center gap-1.5 text-sm text-ink-700">
        <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
        No other open applications: nobody is waiting on you.
      </p>
    );
  const offers = others.filter((a) => a.pending_offers > 0).length;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-700">
        You have {others.length} other open {others.length === 1 ? 'application' : 'applications'}
        {offers > 0 && ` (${offers} with an offer waiting)`}. Withdrawing tells each recruiter at once, so
        nobody keeps waiting on you.
      </p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="secondary">Withdraw the others…</Button>
        </Dialog.Trigger>
        <ModalContent
          title="Withdraw your other applications?"
          description="Pick the ones to close. This cannot be undone; you can still apply again later where a job stays open."
        >
          {open && <WrapUpDialog others={others} onDone={() => setOpen(false)} />}
        </ModalContent>
      </Dialog.Root>
    </div>
  );
}

function SearchStep() {
  const profile = useProfile();
  const update = useUpdateProfile();
  if (profile.isPending) return null;
  if (profile.isError) return null;
  const paused = profile.data.job_search_status === 'not_looking' && !profile.data.visible_to_recruiters;
  if (paused)
    return (
      <p className="flex items-center gap-1.5 text-sm text-ink-700">
        <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
        Your job search is paused: recruiters no longer find you in search. Change it any time on your
        profile.
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-700">
        Pause your job search so recruiters stop finding you in search and inviting you. Your profile stays
        yours and you can resume any time.
      </p>
      <Button
        variant="secondary"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { job_search_status: 'not_looking', visible_to_recruiters: false },
            {
              onSuccess: () => toast.success('Job search paused.'),
              onError: (error) => toast.error(`Could not pause your job search: ${errorMessage(error)}`),
            },
          )
        }
      >
        Pause my job search
      </Button>
    </div>
  );
}

/**
 * The welcome step after signing: where things stand, who to talk to, and the loose ends a candidate should tie
 * up (the other recruiters waiting on them, their visibility in search). Each item is one action.
 */
export function WelcomePanel({ offer, focusOnMount }: { offer: Offer; focusOnMount: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applications = useMyApplications();
  const conversationId =
    applications.data?.find((a) => a.id === offer.application_id)?.conversation_id ?? null;
  const titleId = `welcome-${offer.id}`;
  useEffect(() => {
    // Right after accepting, the dialog's trigger is gone: bring the reader here instead of the page top.
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="welcome-panel"
      className="mt-4 rounded-card bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset sm:p-5"
    >
      <h3
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900 focus:outline-none"
      >
        <PartyPopper aria-hidden="true" className="size-5 text-brand-700" />
        Welcome to {offer.job.company.name}!
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        You start on {dayText(offer.start_date)}. Here is what happens next.
      </p>
      <ol className="mt-4 space-y-4">
        <li className="space-y-2">
          <h4 className="text-sm font-semibold text-ink-900">1. Contract and onboarding</h4>
          <p className="text-sm text-ink-700">
            {offer.recruiter.name} sends the full contract and your first-day details before you start.
            Questions about equipment, payroll or your first week go to them.
          </p>
          <ButtonLink
            to={conversationId ? `/chat?c=${encodeURIComponent(conversationId)}` : '/chat'}
            variant="secondary"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            Message {offer.recruiter.name}
          </ButtonLink>
        </li>
        <li className="space-y-2">
          <h4 className="text-sm font-semibold text-ink-900">2. Close your other applications</h4>
          <WrapUpStep offer={offer} applications={applications} />
        </li>
        <li className="space-y-2">
          <h4 className="text-sm font-semibold text-ink-900">3. Pause your job search</h4>
          <SearchStep />
        </li>
      </ol>
    </section>
  );
}
