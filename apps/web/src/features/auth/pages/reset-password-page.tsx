import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, ResetPasswordSchema } from '@talent/contract/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      toast.success(result.message || 'Your password has been reset.');
      await navigate('/login?reset=1', { replace: true });
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['token', 'email', 'password', 'password_confirmation'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  if (!token) {
    return (
      <AuthCard title="This reset link is incomplete">
        <div className="space-y-5">
          <Alert tone="error">
            The link is missing its token. Open the link from the email again, or ask for a new one.
          </Alert>
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
            Request a new reset link
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="After this, every other device logged in to your account will be signed out."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {(errors.root?.server || errors.token) && (
          <Alert tone="error">
            {errors.root?.server?.message ?? errors.token?.message}{' '}
            <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
              Request a new link
            </Link>
          </Alert>
        )}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Resetting…' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
