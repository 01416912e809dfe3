import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, UpdatePasswordSchema } from '@talent/contract/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { PasswordField } from '../../../components/ui/password-field.tsx';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export default function SettingsPage() {
  const user = useUser();
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
      toast.success('Password changed. Other devices have been signed out.');
    } catch (error) {
      if (
        !applyValidationErrors(error, setError, ['current_password', 'password', 'password_confirmation'])
      ) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">Settings</h1>
      <p className="mt-2 text-ink-600">Manage how you sign in to Borderless.</p>

      <section
        aria-labelledby="account-heading"
        className="mt-8 rounded-card border border-ink-200 bg-white shadow-card"
      >
        <div className="border-b border-ink-200 px-6 py-5">
          <h2 id="account-heading" className="font-semibold text-ink-900">
            Account
          </h2>
        </div>
        <dl className="grid gap-4 px-6 py-5 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-500">Name</dt>
            <dd className="mt-0.5 font-medium text-ink-900">{user?.name}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Email</dt>
            <dd className="mt-0.5 font-medium text-ink-900">{user?.email}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="password-heading"
        className="mt-6 rounded-card border border-ink-200 bg-white shadow-card"
      >
        <div className="border-b border-ink-200 px-6 py-5">
          <h2 id="password-heading" className="font-semibold text-ink-900">
            Change password
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Changing it signs out every other device where you are logged in.
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 py-6">
          {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
          />
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
      </section>
    </div>
  );
}
