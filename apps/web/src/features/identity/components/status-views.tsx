import type { IdentityVerification } from '@talent/contract/identity';
import { ID_DOCUMENT_LABELS, REJECTION_REASON_TEXT } from '@talent/contract/identity';
import { BadgeCheck, Clock, RotateCcw, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName } from '../../../components/jobs/format.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { DateText } from '../../../components/date-text.tsx';

function date(iso: string | null) {
  return iso ? <DateText iso={iso} /> : '';
}

function Frame({
  tone,
  Icon,
  title,
  children,
  actions,
}: {
  tone: 'pending' | 'verified' | 'rejected';
  Icon: typeof Clock;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const icon = {
    pending: 'bg-amber-50 text-amber-800',
    verified: 'bg-brand-600 text-white',
    rejected: 'bg-red-50 text-red-700',
  }[tone];
  return (
    <section
      aria-labelledby="identity-status-title"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <span className={`flex size-12 items-center justify-center rounded-full ${icon}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2
        id="identity-status-title"
        tabIndex={-1}
        className="mt-4 font-display text-xl font-bold text-ink-900 focus:outline-none"
      >
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-sm text-ink-700">{children}</div>
      {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
    </section>
  );
}

function WhatWeGot({ verification }: { verification: IdentityVerification }) {
  if (!verification.document_type) return null;
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-control bg-ink-50 px-4 py-3 sm:grid-cols-[auto_1fr]">
      <dt className="text-ink-500">Document</dt>
      <dd className="font-medium text-ink-900">
        {ID_DOCUMENT_LABELS[verification.document_type]}
        {verification.issuing_country ? ` · ${countryName(verification.issuing_country)}` : ''}
      </dd>
      <dt className="text-ink-500">Photos</dt>
      <dd className="font-medium text-ink-900">
        {[verification.front && 'front', verification.back && 'back', verification.selfie && 'selfie']
          .filter(Boolean)
          .join(', ')}
      </dd>
      {verification.submitted_at && (
        <>
          <dt className="text-ink-500">Sent</dt>
          <dd className="font-medium text-ink-900">{date(verification.submitted_at)}</dd>
        </>
      )}
    </dl>
  );
}

export function PendingView({ verification }: { verification: IdentityVerification }) {
  return (
    <Frame
      tone="pending"
      Icon={Clock}
      title="We are checking your identity"
      actions={
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      }
    >
      <p>
        Thank you. A reviewer compares your document with your selfie — usually within one working day. You
        will get a notification as soon as they decide, and you can keep applying to jobs meanwhile.
      </p>
      <WhatWeGot verification={verification} />
    </Frame>
  );
}

export function VerifiedView({ verification }: { verification: IdentityVerification }) {
  return (
    <Frame
      tone="verified"
      Icon={BadgeCheck}
      title="Your identity is verified"
      actions={
        <>
          <ButtonLink to="/jobs">Find jobs</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Verified
        </span>{' '}
        {verification.decided_at ? <>since {date(verification.decided_at)}</> : ''}
      </p>
      <p>
        Recruiters see this badge on your profile and applications. They never see your documents or your
        selfie.
      </p>
    </Frame>
  );
}

export function RejectedView({
  verification,
  onRetry,
}: {
  verification: IdentityVerification;
  onRetry: () => void;
}) {
  const text = verification.rejection_reason ? REJECTION_REASON_TEXT[verification.rejection_reason] : null;
  return (
    <Frame
      tone="rejected"
      Icon={ShieldAlert}
      title="We could not verify your identity"
      actions={
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start again
        </Button>
      }
    >
      <p className="font-medium text-ink-900">
        {text?.reason ?? 'The reviewer could not accept what you sent.'}
      </p>
      {verification.reviewer_note && (
        <blockquote className="border-l-4 border-ink-200 pl-3 text-ink-700">
          <span className="sr-only">The reviewer wrote: </span>“{verification.reviewer_note}”
        </blockquote>
      )}
      <p>
        <span className="font-medium text-ink-900">How to fix it: </span>
        {verification.retry_hint ?? text?.retry ?? 'Send your document and a selfie again.'}
      </p>
      {verification.decided_at && <p className="text-ink-500">Decided {date(verification.decided_at)}.</p>}
    </Frame>
  );
}
