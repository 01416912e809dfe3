import { useQuery, useQueryClient } from '@tanstack/react-query';
import { safeRedirect } from '@talent/contract/redirect';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, formatWait, retryAfterSeconds } from '../../../lib/form-errors.ts';
import { identityKeys, isVerified, userQueryOptions } from '../../../lib/identity.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useLogout } from '../api/logout.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useCooldown } from '../components/use-cooldown.ts';

export const VERIFY_POLL_MS = 3_000;

export default function VerifyPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const resend = useResendVerification();
  const logout = useLogout();
  const cooldown = useCooldown();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const next = safeRedirect(searchParams.get('redirect'), '/');
  // A guest who signed up from /apply/:id has an application waiting; say so, it is why they are here.
  const continuingApplication = next.startsWith('/apply/');

  // The link is usually opened in another tab: keep asking until the account shows up as verified.
  const queryClient = useQueryClient();
  // Only say "verified" if this page saw the account unverified; an already verified user just moves on.
  const [startedUnverified] = useState(
    () => !isVerified(queryClient.getQueryData(identityKeys.user()) ?? null),
  );
  const { data: user, isFetched } = useQuery({
    ...userQueryOptions(),
    refetchInterval: VERIFY_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

  useEffect(() => {
    if (!isFetched) return;
    if (user === null) {
      void navigate('/login', { replace: true });
    } else if (isVerified(user ?? null)) {
      if (startedUnverified) toast.success('Email verified. Welcome to Borderless!');
      void navigate(next === '/verify' ? '/' : next, { replace: true });
    }
  }, [user, isFetched, navigate, next, startedUnverified]);

  const onResend = async () => {
    setNotice(null);
    try {
      const result = await resend.mutateAsync();
      setNotice({
        tone: 'success',
        text:
          result === 'sent'
            ? `We sent a new link to ${user?.email ?? 'your email address'}.`
            : 'Your email address is already verified.',
      });
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        cooldown.start(wait);
        setNotice({
          tone: 'error',
          text: `You asked for several links in a row. Please wait ${formatWait(wait)}.`,
        });
      } else {
        setNotice({ tone: 'error', text: errorMessage(error) });
      }
    }
  };

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title={continuingApplication ? 'Check your email to continue your application' : 'Check your inbox'}
      description={
        <>
          We sent a verification link to{' '}
          <strong className="font-semibold text-ink-900">{user?.email ?? 'your email address'}</strong>. Open
          it to confirm the address is yours — this page moves on by itself once you have.
          {continuingApplication && (
            <span className="mt-2 block">
              Your answers and note are saved to your account; next you add your resume and a short video
              intro.
            </span>
          )}
        </>
      }
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>Wrong account or address?</span>
          <Button variant="ghost" onClick={onLogout} loading={logout.isPending}>
            Log out
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
        <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
        {getRuntimeConfig().dev_mailbox && (
          <p className="text-center text-sm text-ink-600">
            Local environment:{' '}
            <a
              href="/dev/mail"
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              open the dev mailbox
            </a>
          </p>
        )}
        <Button
          variant="secondary"
          className="w-full"
          onClick={onResend}
          loading={resend.isPending}
          disabled={cooldown.remaining > 0}
        >
          {cooldown.remaining > 0
            ? `Resend available in ${formatWait(cooldown.remaining)}`
            : 'Resend the link'}
        </Button>
      </div>
    </AuthCard>
  );
}
