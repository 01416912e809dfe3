import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, RegisterSchema } from '@talent/contract/auth';
import { safeRedirect } from '@talent/contract/redirect';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import {
  applyValidationErrors,
  errorMessage,
  formatWait,
  retryAfterSeconds,
} from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckYourMail } from '../components/check-your-mail.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useAuthSource } from '../../../lib/auth-source.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/**
 * /signup, and /signup/:id for a visitor who came from job :id (kept on the account as source_job_id). Sign-up opens
 * no session and says "check your mail" whether or not the address has an account; the mailed link signs in and
 * leads on (for a job: to its application, where what they typed on /apply/:id in this browser is picked up).
 */
export default function SignupPage() {
  const { id: jobId } = useParams();
  const [searchParams] = useSearchParams();
  const registerAccount = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const source = useAuthSource();
  const returnTo = source ? source.continuePath : safeRedirect(searchParams.get('redirect'), '/');

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', source_job_id: jobId },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync({ ...values, source_job_id: jobId });
      setSentTo(values.email);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setError('root.server', {
          message: `Too many attempts. Please wait ${formatWait(wait)} and try again.`,
        });
        return;
      }
      if (!applyValidationErrors(error, setError, FIELDS)) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  const loginPath = jobId
    ? `/login/${encodeURIComponent(jobId)}`
    : returnTo === '/'
      ? '/login'
      : `/login?redirect=${encodeURIComponent(returnTo)}`;

  if (sentTo) {
    return (
      <CheckYourMail
        email={sentTo}
        next={returnTo}
        loginPath={loginPath}
        continuingApplication={Boolean(jobId)}
        banner={source?.banner}
        onStartAgain={() => setSentTo(null)}
      />
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description={
        jobId ? (
          <>
            One account for every application. What you wrote for this job comes with you.
            {source?.banner}
          </>
        ) : (
          'Free for candidates. See where each job can hire before you spend time applying.'
        )
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginPath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters; a longer passphrase is stronger.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
        <p className="text-xs text-ink-500">
          We will send a link to confirm your email address; it signs you in. Your results, recordings and
          documents stay yours.
        </p>
      </form>
    </AuthCard>
  );
}
