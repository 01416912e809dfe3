import { safeRedirect } from '@talent/contract/redirect';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import {
  applyValidationErrors,
  errorMessage,
  formatWait,
  retryAfterSeconds,
} from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useCooldown } from '../components/use-cooldown.ts';
import { useLoginForm } from '../components/use-login-form.ts';
import { useAuthSource } from '../../../lib/auth-source.ts';

interface LoginFormProps {
  /** Where to go after logging in (the guard sends an unverified account to /verify first). */
  target: string;
  /** Runs once logged in, before leaving (e.g. a guest's local draft moves to the account). */
  afterSignIn?: (() => Promise<unknown>) | undefined;
}

/** The login form itself; /login/:id/jobs shows it in its own card. */
export function LoginForm({ target, afterSignIn }: LoginFormProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const cooldown = useCooldown();

  const { register, errors, isSubmitting, onSubmit } = useLoginForm(async (values, setError) => {
    try {
      await login.mutateAsync(values);
      await afterSignIn?.().catch(() => undefined);
      await navigate(target, { replace: true });
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        cooldown.start(wait);
        return;
      }
      if (!applyValidationErrors(error, setError, ['email', 'password'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {searchParams.get('verified') === '1' && (
        <Alert tone="success">Your email address is verified. Log in to continue.</Alert>
      )}
      {searchParams.get('reset') === '1' && (
        <Alert tone="success">Your password has been changed. Log in with your new password.</Alert>
      )}
      {cooldown.remaining > 0 && (
        <Alert tone="error">
          Too many login attempts. Please wait {formatWait(cooldown.remaining)} and try again.
        </Alert>
      )}
      {errors.root && <Alert tone="error">{errors.root}</Alert>}
      <EmailField error={errors.email} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password}
        aside={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        }
        {...register('password')}
      />
      <label className="flex items-center gap-2.5 text-sm text-ink-700">
        <input
          type="checkbox"
          className="size-4 rounded border-ink-300 accent-brand-700"
          {...register('remember')}
        />
        Keep me logged in on this device
      </label>
      <Button type="submit" loading={isSubmitting} disabled={cooldown.remaining > 0} className="w-full">
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}

/** /login, and /login/:id for a guest who started applying to job :id (they continue that application). */
export default function LoginPage() {
  const { id: jobId } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const source = useAuthSource();
  const target = source ? source.continuePath : safeRedirect(redirect, '/');

  const signupPath = jobId
    ? `/signup/${encodeURIComponent(jobId)}`
    : redirect
      ? `/signup?redirect=${encodeURIComponent(safeRedirect(redirect))}`
      : '/signup';

  return (
    <AuthCard
      title={jobId ? 'Log in to continue' : 'Welcome back'}
      description={
        jobId ? (
          <>
            Log in and pick up your application where you left it; what you wrote comes with you.
            {source?.banner}
          </>
        ) : (
          'Log in to see your applications, interviews and offers.'
        )
      }
      footer={
        <>
          New to Borderless?{' '}
          <Link to={signupPath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm target={target} afterSignIn={source?.afterSignIn} />
    </AuthCard>
  );
}
