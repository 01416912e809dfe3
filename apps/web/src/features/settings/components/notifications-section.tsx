import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateNotificationPreferencesSchema, type Settings } from '@talent/contract/account';
import {
  ALWAYS_EMAILED,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationPreferences,
} from '@talent/contract/notifications';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { SettingsCard } from './settings-card.tsx';

/** Every type present (a type added after the account was made starts at its default), security mail forced on. */
function withDefaults(saved: NotificationPreferences): NotificationPreferences {
  const merged = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const type of NOTIFICATION_TYPES) {
    merged[type] = { ...DEFAULT_NOTIFICATION_PREFERENCES[type], ...saved[type] };
    if (ALWAYS_EMAILED.includes(type)) merged[type] = { ...merged[type], email: true };
  }
  return merged;
}

const checkboxClass = 'size-4 cursor-pointer rounded accent-brand-700 disabled:cursor-not-allowed';

export function NotificationsSection({ settings }: { settings: Settings }) {
  const update = useUpdateNotificationPreferences();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateNotificationPreferencesSchema),
    defaultValues: { preferences: withDefaults(settings.notification_preferences) },
  });

  const onSubmit = handleSubmit(async ({ preferences }) => {
    try {
      const next = await update.mutateAsync({ preferences: withDefaults(preferences) });
      reset({ preferences: withDefaults(next.notification_preferences) });
      toast.success('Notification preferences saved.');
    } catch (error) {
      if (!applyValidationErrors(error, setError, []))
        setError('root.server', { message: errorMessage(error) });
    }
  });

  return (
    <SettingsCard
      id="notifications-preferences"
      title="Notification preferences"
      description="Choose how we tell you about each kind of event: in the app (the bell at the top) and by email."
    >
      <form onSubmit={onSubmit} noValidate>
        {errors.root?.server && (
          <div className="mb-4">
            <Alert tone="error">{errors.root.server.message}</Alert>
          </div>
        )}
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full text-sm">
            <caption className="sr-only">Notification channels per event type</caption>
            <thead>
              <tr className="border-b border-ink-200 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase">
                <th scope="col" className="py-2 pr-2 pl-5 sm:px-6">
                  Event
                </th>
                <th scope="col" className="w-16 px-2 py-2 text-center whitespace-nowrap sm:w-24 sm:px-3">
                  In-app
                </th>
                <th scope="col" className="w-20 px-2 py-2 text-center sm:w-24 sm:px-3 sm:pr-6">
                  Email
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {NOTIFICATION_TYPES.map((type) => {
                const { label, description } = NOTIFICATION_TYPE_LABELS[type];
                const locked = ALWAYS_EMAILED.includes(type);
                return (
                  <tr key={type}>
                    <th scope="row" className="py-3 pr-2 pl-5 text-left font-normal sm:px-6">
                      <span className="block font-medium text-ink-900">{label}</span>
                      <span className="block text-ink-600">{description}</span>
                    </th>
                    <td className="px-2 py-3 text-center sm:px-3">
                      <input
                        type="checkbox"
                        aria-label={`${label}: in-app`}
                        className={checkboxClass}
                        {...register(`preferences.${type}.in_app`)}
                      />
                    </td>
                    <td className="px-2 py-3 text-center sm:px-3 sm:pr-6">
                      {locked ? (
                        // Not registered: a disabled field would drop out of the submitted values.
                        <span className="inline-flex flex-col items-center gap-1">
                          <input
                            type="checkbox"
                            checked
                            disabled
                            readOnly
                            aria-label={`${label}: email (always on)`}
                            aria-describedby={`locked-${type}`}
                            className={checkboxClass}
                          />
                          <span
                            id={`locked-${type}`}
                            className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-ink-500"
                          >
                            <Lock aria-hidden="true" className="size-3" />
                            Always on
                          </span>
                        </span>
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={`${label}: email`}
                          className={checkboxClass}
                          {...register(`preferences.${type}.email`)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-sm text-ink-600">
          <Lock aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
          Security mail (password, email and sign-in changes) is always sent, so you hear about anything done
          to your account.
        </p>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
