import type { Profile } from '@talent/contract/profile';
import { Eye, EyeOff } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useSaveSection } from '../lib/use-save-section.ts';

/** Visible to recruiters or not: one switch, saved at once. */
export function PrivacyCard({ profile }: { profile: Profile }) {
  const id = useId();
  const { quickSave, saving } = useSaveSection();
  const visible = profile.visible_to_recruiters;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 font-display text-base font-semibold text-ink-900"
      >
        {visible ? (
          <Eye aria-hidden="true" className="size-4.5 text-brand-700" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4.5 text-ink-500" />
        )}
        Privacy
      </h2>
      <div className="mt-3 flex items-start justify-between gap-4">
        <div className="text-sm">
          <label htmlFor={id} className="font-medium text-ink-900">
            Recruiters can find my profile
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-ink-600">
            {visible
              ? 'Recruiters can find you and invite you to jobs. Your identity documents are never shown.'
              : 'Hidden: only employers you apply to see your profile.'}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={visible}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(checked) =>
            void quickSave(
              { visible_to_recruiters: checked },
              checked ? 'Recruiters can find your profile.' : 'Your profile is hidden from recruiters.',
            )
          }
          className="relative h-6 w-11 shrink-0 rounded-full bg-ink-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-60"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </section>
  );
}
