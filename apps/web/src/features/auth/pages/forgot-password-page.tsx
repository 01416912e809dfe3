import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@talent/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import {
  applyValidationErrors,
  errorMessage,
  formatWait,
  retryAfterSeconds,
} from '../../../lib/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

// The same words whether or not the address has an account, so the page cannot be used to probe for accounts.
const SENT = 'If an account exists for that address, we have emailed a link to reset your password.';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setError('root.server', {
          message: `Too many requests. Please wait ${formatWait(wait)} and try again.`,
        });
        return;
      }
      if (!applyValidationErrors(error, setError, ['email'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address you use for Borderless and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Back to log in
          </Link>
        </>
      }
    >
      {sentTo ? (
        <div className="space-y-4">
          <Alert tone="success">{SENT}</Alert>
          <p className="text-sm text-ink-600">
            The link works for 60 minutes. Nothing arrived? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-4"
              onClick={() => setSentTo(null)}
            >
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button type="submit" loading={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending…' : 'Email me a reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
