import { BADGE_LEVEL_LABELS, type Verification } from '@talent/contract/badges';
import { CircleCheck, CircleX, Clock3, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateText } from '../../../components/date-text.tsx';

type Status = Verification['status'];

const STATUS_LOOK: Record<Status, { title: string; text: string; box: string; Icon: typeof ShieldCheck }> = {
  valid: {
    title: 'Valid credential',
    text: 'Signed by Borderless, unchanged, in date and not revoked.',
    box: 'border-brand-200 bg-brand-50 text-brand-900',
    Icon: ShieldCheck,
  },
  expired: {
    title: 'Expired credential',
    text: 'Genuine and unchanged, but past its end date: the skill was shown then, not confirmed now.',
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    Icon: Clock3,
  },
  revoked: {
    title: 'Revoked credential',
    text: 'Borderless has withdrawn this credential. Do not rely on it.',
    box: 'border-red-200 bg-red-50 text-red-900',
    Icon: ShieldX,
  },
  invalid: {
    title: 'Not a valid credential',
    text: 'It is not a credential Borderless signed, or it was changed after signing. Do not rely on it.',
    box: 'border-red-200 bg-red-50 text-red-900',
    Icon: ShieldAlert,
  },
};

const CHECK_LABELS: Record<Verification['checks'][number]['name'], string> = {
  format: 'Format',
  signature: 'Signature',
  issuer: 'Issuer',
  dates: 'Dates',
  status: 'Revocation status',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * A verification as the page shows it: the verdict first (never colour alone: an icon and words), what the
 * credential says when it is ours, and each check with its result.
 */
export function VerificationResult({
  verification,
  label,
  headingLevel = 'h2',
}: {
  verification: Verification;
  /** The region's name: unique on the page (the linked credential's, a pasted one's). */
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const look = STATUS_LOOK[verification.status];
  const credential = verification.credential;
  const Heading = headingLevel;
  return (
    <section
      aria-label={label}
      data-testid="verification"
      data-status={verification.status}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className={`flex items-start gap-3 rounded-control border px-4 py-3 ${look.box}`}>
        <look.Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <Heading className="font-display text-lg font-bold">{look.title}</Heading>
          <p className="text-sm">{look.text}</p>
        </div>
      </div>

      {credential && (
        <>
          <p className="mt-5 font-display text-xl font-bold text-ink-900">{credential.achievement.name}</p>
          {credential.achievement.description && (
            <p className="mt-1 text-sm text-ink-700">{credential.achievement.description}</p>
          )}
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Fact label="Awarded to">{credential.subject_name || 'Not named'}</Fact>
            <Fact label="Level">
              {credential.level ? BADGE_LEVEL_LABELS[credential.level] : 'Not stated'}
            </Fact>
            <Fact label="Issued by">
              {credential.issuer.name}
              {credential.issuer.url && <span className="block text-ink-600">{credential.issuer.url}</span>}
            </Fact>
            <Fact label="Issued">
              {credential.issued_at ? <DateText iso={credential.issued_at} /> : 'Unknown'}
            </Fact>
            <Fact label={verification.status === 'expired' ? 'Expired' : 'Valid until'}>
              {credential.expires_at ? <DateText iso={credential.expires_at} /> : 'No end date'}
            </Fact>
            <Fact label="Credential id">{credential.id}</Fact>
          </dl>
          {credential.achievement.criteria && (
            <div className="mt-4">
              <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">How it is earned</p>
              <p className="mt-0.5 text-sm text-ink-700">{credential.achievement.criteria}</p>
            </div>
          )}
        </>
      )}

      <Heading className="mt-5 text-sm font-semibold text-ink-900">Checks</Heading>
      <ul className="mt-2 space-y-2">
        {verification.checks.map((check) => (
          <li key={check.name} className="flex items-start gap-2 text-sm" data-testid={`check-${check.name}`}>
            {check.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            )}
            <span>
              <span className="font-medium text-ink-900">
                {CHECK_LABELS[check.name]}: {check.ok ? 'passed' : 'failed'}.
              </span>{' '}
              <span className="text-ink-700">{check.message}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-ink-500">
        Checked <DateText iso={verification.checked_at} withTime />.
      </p>
    </section>
  );
}
