import type { ComplianceState } from '@talent/contract/elite';
import { CalendarClock, IdCard, Lock, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import { documentTitle, renewingDocument, TAX_FORM_NAMES } from '../lib/compliance.ts';

export interface Closed {
  message: string;
  /** Where the candidate can do something about it. */
  href: string;
  linkLabel: string;
}

/** The stage cannot change now (an earlier stage first, or the application is with us): why, and where to go. */
export function ClosedNotice({ closed }: { closed: Closed }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{closed.message}</p>
        <p className="mt-0.5 text-amber-900">
          What you saved stays here and is shown below; nothing can be changed now.
        </p>
        <Link to={closed.href} className="mt-1.5 inline-block font-semibold underline underline-offset-2">
          {closed.linkLabel}
        </Link>
      </div>
    </div>
  );
}

/** The W-8BEN(-E) is about to expire (renewal_due) or has (expired): sign it again. */
export function RenewalNotice({ state, onSignAgain }: { state: ComplianceState; onSignAgain: () => void }) {
  const expired = state.status === 'expired';
  const document = renewingDocument(state);
  const name = document ? (TAX_FORM_NAMES[document.kind] ?? documentTitle(document.kind)) : 'tax form';
  const date = state.renew_by ? formatDay(state.renew_by) : null;
  const Icon = expired ? TriangleAlert : CalendarClock;
  return (
    <div
      role={expired ? 'alert' : 'status'}
      className={`flex flex-wrap items-start gap-3 rounded-card border px-4 py-4 sm:px-5 ${
        expired ? 'border-red-300 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-display text-lg font-semibold">
          {expired
            ? `Your ${name} expired${date ? ` on ${date}` : ''}: sign it again`
            : `Your ${name} expires${date ? ` on ${date}` : ''}: sign it again`}
        </p>
        <p className="mt-0.5 text-sm">
          {expired
            ? 'Until you do, your contract and compliance step is not complete, and US clients would have to withhold 30 % of what they pay you.'
            : 'A W-8BEN stays valid until 31 December of the third year after signing. Sign the current version now and there is no gap.'}
        </p>
      </div>
      <Button variant={expired ? 'danger' : 'primary'} onClick={onSignAgain}>
        Sign it again
      </Button>
    </div>
  );
}

/** No verified identity yet: the legal name has nothing to match, so this step waits for the check. */
export function IdentityRequired() {
  return (
    <div className="rounded-card border border-ink-200 bg-white px-5 py-6 text-center sm:px-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <IdCard aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-3 font-display text-lg font-semibold text-ink-900">Verify your identity first</h3>
      <p className="mx-auto mt-1 max-w-lg text-sm text-ink-600">
        The contracts carry your legal name exactly as on your ID, so this step opens once your identity check
        is approved. It takes about three minutes to send.
      </p>
      <div className="mt-4">
        <ButtonLink to="/identity-verification">Verify your identity</ButtonLink>
      </div>
    </div>
  );
}
