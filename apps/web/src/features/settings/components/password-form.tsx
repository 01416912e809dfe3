import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, UpdatePasswordSchema, type User } from '@talent/contract/auth';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useUpdatePassword } from '../api/update-password.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ user }: { user: User }) {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(UpdatePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      reset(EMPTY);
      toast.success('Password changed. You were signed out on every other device.');
    } catch (error) {
      if (
        !applyValidationErrors(error, setError, ['current_password', 'password', 'password_confirmation'])
      ) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
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
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
