import type { Settings } from '@talent/contract/account';
import { Eye, EyeOff } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUpdatePrivacy } from '../api/update-privacy.ts';
import { SettingsCard } from './settings-card.tsx';

/** One switch that saves on change: the cached settings flip only when the server agreed. */
export function PrivacySection({ settings }: { settings: Settings }) {
  const update = useUpdatePrivacy();
  const id = useId();
  // While saving, show the value asked for; on failure the cached (server) value comes back.
  const visible = update.isPending
    ? (update.variables?.visible_to_recruiters ?? settings.visible_to_recruiters)
    : settings.visible_to_recruiters;

  const onChange = (next: boolean) =>
    update.mutate(
      { visible_to_recruiters: next },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.visible_to_recruiters
              ? 'Recruiters can now find your profile.'
              : 'Your profile is hidden from recruiter search.',
          ),
        onError: (error) => toast.error(errorMessage(error, 'Your privacy setting could not be saved.')),
      },
    );

  return (
    <SettingsCard
      id="privacy-visibility"
      title="Profile visibility"
      description="Decide whether recruiters can discover you."
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-ink-900">
            Visible to recruiters
          </label>
          <p id={`${id}-help`} className="mt-1 text-sm text-ink-600">
            When on, recruiters looking for talent can find your profile and invite you to apply. They see
            what your profile shows: name, photo, headline, skills, experience, education, languages, location
            and time zone, work preferences, availability, your resume and video resume, and the verified
            badge if your identity is checked. They never see your email address, your identity documents or
            the other jobs you applied to.
          </p>
          <p className="mt-2 text-sm text-ink-600">
            When off, you do not appear in search or recommendations, but recruiters of jobs you apply to
            still see the profile you applied with.
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={visible}
          onCheckedChange={onChange}
          disabled={update.isPending}
          aria-describedby={`${id}-help`}
          className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-800">
        {visible ? (
          <Eye aria-hidden="true" className="size-4 text-brand-700" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4 text-ink-500" />
        )}
        {visible ? 'Your profile is visible to recruiters.' : 'Your profile is hidden from recruiters.'}
      </p>
    </SettingsCard>
  );
}
