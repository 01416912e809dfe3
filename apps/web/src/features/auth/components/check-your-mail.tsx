import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { userQueryOptions } from '../../../lib/identity.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { AuthCard } from './auth-card.tsx';

export const SIGNED_IN_POLL_MS = 3_000;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/**
 * After sign-up, for a new address and a taken one alike (the server answers both the same): the mail holds either
 * the link that finishes the account and signs in, or a note that the address already has an account. When the link
 * is opened in another tab of this browser, this page sees the session and moves on to `next` by itself.
 */
export function CheckYourMail({
  email,
  next,
  loginPath,
  continuingApplication,
  banner,
  onStartAgain,
}: {
  email: string;
  next: string;
  loginPath: string;
  continuingApplication: boolean;
  banner?: ReactNode;
  onStartAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { data: user } = useQuery({
    ...userQueryOptions(),
    refetchInterval: SIGNED_IN_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

  // The form this card replaces had focus; keyboard and screen reader users start again from the news.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (user) void navigate(next, { replace: true });
  }, [user, next, navigate]);

  return (
    <AuthCard
      headingRef={heading}
      title={continuingApplication ? 'Check your email to continue your application' : 'Check your email'}
      description={
        <>
          We sent a mail to <strong className="font-semibold text-ink-900">{email}</strong>. Open the link in
          it to finish creating your account: it signs you in
          {continuingApplication ? ' and brings you back to this application.' : '.'}
          {banner}
        </>
      }
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>Wrong address?</span>
          <Button variant="ghost" onClick={onStartAgain}>
            Start again
          </Button>
        </div>
      }
    >
      <div className="space-y-5">
        <div className="flex items-center gap-3 rounded-control bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>
            The link is valid for 60 minutes. It may take a minute to arrive; check your spam folder too.
          </span>
        </div>
        <div className="space-y-2 text-sm text-ink-600">
          <h2 className="font-semibold text-ink-900">No mail, or the link expired?</h2>
          <p>
            <Link to={loginPath} className={linkClass}>
              Log in
            </Link>{' '}
            with this address and the password you just chose, and ask for a new link there.
          </p>
          <p>
            If the mail says you already have an account, log in or{' '}
            <Link to="/forgot-password" className={linkClass}>
              reset your password
            </Link>
            .
          </p>
        </div>
        {getRuntimeConfig().dev_mailbox && (
          <p className="text-center text-sm text-ink-600">
            Local environment:{' '}
            <a href="/dev/mail" target="_blank" rel="noreferrer" className={linkClass}>
              open the dev mailbox
            </a>
          </p>
        )}
      </div>
    </AuthCard>
  );
}
