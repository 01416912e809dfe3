import type { Invitation } from '@talent/contract/invitations';
import { CalendarClock, Check, Clock, Globe2, MapPin, OctagonX, X } from 'lucide-react';
import type { Components } from 'react-markdown';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import { MarkdownText } from '../../../../components/markdown-text.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import {
  ago,
  countryName,
  DECLINE_REASON_LABELS,
  eligibilityText,
  expiryText,
  salaryText,
} from '../lib/format.ts';
import { DeclineInvitationButton } from './decline-invitation-dialog.tsx';
import { CompanyLogo } from '../../../../components/jobs/company-logo.tsx';

// A recruiter's message is user text: raw HTML is dropped (skipHtml), links open safely, headings flatten.
const messageComponents: Components = {
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h4: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h5: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h6: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  p: ({ children }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ children, href }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-brand-700 underline"
    >
      {children}
    </a>
  ),
  img: ({ alt }) => <span>[{alt || 'image'}]</span>,
};

const WORK_MODES = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' } as const;

function StatusChip({ invitation }: { invitation: Invitation }) {
  const styles = {
    pending: 'bg-brand-50 text-brand-800 ring-brand-200',
    accepted: 'bg-brand-700 text-white ring-brand-700',
    declined: 'bg-ink-100 text-ink-700 ring-ink-200',
    expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  } as const;
  const labels = {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  } as const;
  const Icon = { pending: Clock, accepted: Check, declined: X, expired: CalendarClock }[invitation.status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[invitation.status]}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {labels[invitation.status]}
    </span>
  );
}

function AcceptButton({ invitation }: { invitation: Invitation }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  return (
    <Button
      loading={accept.isPending}
      onClick={() =>
        accept.mutate(invitation.id, {
          onSuccess: (accepted) => void navigate(accepted.apply_path),
          onError: (error) => toast.error(`Could not accept it. ${errorMessage(error, 'Please try again.')}`),
        })
      }
    >
      Accept and apply <span className="sr-only">to {invitation.job.title}</span>
    </Button>
  );
}

/** One invitation: the job, who sent it and why, the offer, the deadline, and what the candidate can do. */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { job, recruiter } = invitation;
  const expiry = expiryText(invitation);
  const office = job.work_mode !== 'remote' && job.location;
  const headingId = `invitation-${invitation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start gap-3.5">
        <CompanyLogo company={job.company} />
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="font-display text-base leading-snug font-semibold text-ink-900 sm:text-lg"
          >
            <Link to={`/jobs/${job.id}`} className="rounded-sm hover:text-brand-800 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            <span className="font-medium text-ink-800">{job.company.name}</span>
            <span aria-hidden="true"> · </span>
            {WORK_MODES[job.work_mode]}
          </p>
        </div>
        <StatusChip invitation={invitation} />
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-ink-700">
        {office && job.location && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-ink-500" />
            <span className="sr-only">Office: </span>
            {[job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')}
          </span>
        )}
        {job.work_mode !== 'onsite' && (
          <span className="inline-flex items-center gap-1.5">
            <Globe2 aria-hidden="true" className="size-4 text-ink-500" />
            <span>
              <span className="text-ink-500">Hires from </span>
              <span className="font-medium text-ink-900">{eligibilityText(job.eligibility)}</span>
            </span>
          </span>
        )}
        {job.overlap_hours !== null && (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-ink-500" />
            {Math.round(job.overlap_hours * 10) / 10} h overlap with your day
          </span>
        )}
        {job.eligible === false && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
            <OctagonX aria-hidden="true" className="size-3.5" />
            Not open to your country
          </span>
        )}
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-ink-500">{invitation.salary ? 'Offered to you' : 'Salary'}</dt>
          <dd className="font-semibold text-ink-900">
            {invitation.salary
              ? salaryText(invitation.salary)
              : job.salary
                ? salaryText(job.salary)
                : 'Not stated'}
          </dd>
        </div>
        {invitation.salary && job.salary && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-ink-500">Posted range</dt>
            <dd className="text-ink-800">{salaryText(job.salary)}</dd>
          </div>
        )}
      </dl>

      <figure className="mt-4 rounded-control border-l-4 border-brand-300 bg-ink-50 px-4 py-3">
        <figcaption className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">{recruiter.name}</span>
          {recruiter.title && <span>, {recruiter.title}</span>}
          <span aria-hidden="true"> · </span>
          <time dateTime={invitation.created_at}>{ago(invitation.created_at)}</time>
        </figcaption>
        <blockquote className="mt-2 text-sm text-ink-800">
          <MarkdownText components={messageComponents}>{invitation.message}</MarkdownText>
        </blockquote>
      </figure>

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-3">
        {invitation.status === 'pending' && (
          <>
            <p
              className={`inline-flex w-full items-center gap-1.5 text-sm sm:mr-auto sm:w-auto ${
                expiry.soon ? 'font-semibold text-amber-800' : 'text-ink-600'
              }`}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              <time dateTime={invitation.expires_at}>{expiry.text}</time>
            </p>
            <DeclineInvitationButton invitation={invitation} />
            <AcceptButton invitation={invitation} />
          </>
        )}
        {invitation.status === 'accepted' && (
          <>
            <p className="mr-auto text-sm text-ink-600">
              You accepted {invitation.responded_at ? ago(invitation.responded_at) : ''}.
            </p>
            {invitation.application_id ? (
              <ButtonLink to="/applications" variant="secondary">
                View your application
              </ButtonLink>
            ) : (
              <ButtonLink to={invitation.apply_path}>
                Continue your application <span className="sr-only">to {job.title}</span>
              </ButtonLink>
            )}
          </>
        )}
        {invitation.status === 'declined' && (
          <p className="text-sm text-ink-600">
            You declined {invitation.responded_at ? ago(invitation.responded_at) : ''}
            {invitation.decline_reason && (
              <>
                :{' '}
                <span className="font-medium text-ink-800">
                  {DECLINE_REASON_LABELS[invitation.decline_reason]}
                </span>
              </>
            )}
            {invitation.decline_note && (
              <span className="block text-ink-500">“{invitation.decline_note}”</span>
            )}
          </p>
        )}
        {invitation.status === 'expired' && (
          <p className="mr-auto text-sm text-ink-600">
            {expiry.text}. You can still{' '}
            <Link to={`/jobs/${job.id}`} className="font-medium text-brand-700 underline">
              look at the job
            </Link>{' '}
            and apply from its page.
          </p>
        )}
      </div>
    </article>
  );
}

export function InvitationCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <div className="flex animate-pulse gap-3.5">
        <div className="size-11 rounded-control bg-ink-100" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-ink-100" />
          <div className="h-3 w-1/3 rounded bg-ink-100" />
        </div>
      </div>
      <div className="mt-4 h-16 animate-pulse rounded-control bg-ink-50" />
      <div className="mt-4 flex justify-end gap-2">
        <div className="h-9 w-24 animate-pulse rounded-control bg-ink-100" />
        <div className="h-9 w-32 animate-pulse rounded-control bg-ink-100" />
      </div>
    </div>
  );
}
