import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailSchema, UpdateAccountSchema, type Settings } from '@talent/contract/account';
import { MailCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCancelEmailChange } from '../api/cancel-email-change.ts';
import { useChangeEmail, type ChangeEmail } from '../api/change-email.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { browserTimeZone, timeZoneOptions, zoneLabel } from '../../../lib/time-zones.ts';
import { SettingsCard } from './settings-card.tsx';

function ProfileForm({ settings }: { settings: Settings }) {
  const update = useUpdateAccount();
  const zoneId = useId();
  const browserZone = browserTimeZone();
  const saved = { name: settings.user.name, timezone: settings.user.timezone ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ defaultValues: saved });
  const zones = useMemo(() => timeZoneOptions(settings.user.timezone), [settings.user.timezone]);
  const chosen = useWatch({ control, name: 'timezone' });

  const onSubmit = handleSubmit(async (values) => {
    const parsed = UpdateAccountSchema.safeParse({ name: values.name, timezone: values.timezone || null });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'timezone') setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const user = await update.mutateAsync(parsed.data);
      reset({ name: user.name, timezone: user.timezone ?? '' });
      toast.success('Account details saved.');
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['name', 'timezone'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  const zoneError = errors.timezone?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <div>
        <label htmlFor={zoneId} className="block text-sm font-medium text-ink-800">
          Time zone
        </label>
        <select
          id={zoneId}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby={`${zoneId}-hint${zoneError ? ` ${zoneId}-error` : ''}`}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            zoneError ? 'border-red-600' : 'border-ink-300'
          }`}
          {...register('timezone')}
        >
          <option value="">Automatic: this browser's zone ({browserZone.replaceAll('_', ' ')})</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
        <FieldMessages
          hint="Dates and times across Borderless (interviews, session activity) are shown in this zone."
          hintId={`${zoneId}-hint`}
          error={zoneError}
          errorId={`${zoneId}-error`}
        />
        {chosen !== browserZone && (
          <button
            type="button"
            onClick={() => setValue('timezone', browserZone, { shouldDirty: true })}
            className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Use my browser's time zone ({browserZone.replaceAll('_', ' ')})
          </button>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_EMAIL: ChangeEmail = { email: '', password: '' };

function EmailBlock({ settings }: { settings: Settings }) {
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangeEmailSchema), defaultValues: EMPTY_EMAIL });
  const pending = settings.pending_email;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const next = await change.mutateAsync(values);
      reset(EMPTY_EMAIL);
      setSentTo(next.pending_email ?? values.email);
      toast.success(`We sent a confirmation link to ${next.pending_email ?? values.email}.`);
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['email', 'password'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  // A new link needs the password again, so "Resend" fills in the pending address and asks for it.
  const onResend = () => {
    if (!pending) return;
    setValue('email', pending);
    setFocus('password');
  };

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setSentTo(null);
        toast.success('The email change was cancelled.');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="space-y-5">
      <dl>
        <dt className="text-sm font-medium text-ink-800">Email</dt>
        <dd className="mt-1 text-sm text-ink-900" data-testid="current-email">
          {settings.user.email}
        </dd>
      </dl>
      {pending && (
        <div
          role="status"
          className="rounded-control border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              We sent a link to <strong className="font-semibold">{pending}</strong>. Follow it within 60
              minutes to switch; until then, sign in and receive mail at {settings.user.email}.
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2 pl-6">
            <button
              type="button"
              onClick={onResend}
              className="font-semibold text-amber-900 underline hover:no-underline"
            >
              Resend
            </button>
            <span aria-hidden="true">·</span>
            <button
              type="button"
              onClick={onCancel}
              disabled={cancel.isPending}
              className="font-semibold text-amber-900 underline hover:no-underline disabled:opacity-60"
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel the change'}
            </button>
          </div>
        </div>
      )}
      {sentTo && !pending && (
        <Alert tone="success">
          We sent a link to {sentTo}. Your current address keeps working until you follow it.
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-control border border-ink-200 p-4">
        <div>
          <h4 className="text-sm font-semibold text-ink-900">Change email</h4>
          <p className="mt-1 text-sm text-ink-600">
            We send a confirmation link to the new address and a notice to the current one. Your current
            address keeps working until the link is followed.
          </p>
        </div>
        {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="To confirm it is you."
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            {isSubmitting ? 'Sending link…' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function AccountSection({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <SettingsCard
        id="account-details"
        title="Account details"
        description="Your name as recruiters see it, and your time zone."
      >
        <ProfileForm settings={settings} />
      </SettingsCard>
      <SettingsCard
        id="account-email"
        title="Email address"
        description="Where we send sign-in links and notifications."
      >
        <EmailBlock settings={settings} />
      </SettingsCard>
    </div>
  );
}
