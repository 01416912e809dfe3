import { BarChart3 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { setAnalyticsConsent, useAnalyticsConsent } from '../../../lib/analytics-consent.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * The analytics choice made in the banner, changeable here. It belongs to this browser (it is asked before
 * anyone signs in), so it saves at once, with no server round trip.
 */
export function AnalyticsSection() {
  const consent = useAnalyticsConsent();
  const id = useId();
  const available = getRuntimeConfig().analytics.enabled;

  return (
    <SettingsCard
      id="privacy-analytics"
      title="Usage analytics"
      description="Whether this browser helps us see which pages are used."
    >
      {available ? (
        <>
          <div className="flex items-start gap-4">
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="text-sm font-medium text-ink-900">
                Count my page visits
              </label>
              <p id={`${id}-help`} className="mt-1 text-sm text-ink-600">
                When on, each page you open is counted with its address, your browser and a random visit id
                that is forgotten as soon as you reload or leave. Never your name or email, what you type,
                your test answers, recordings or video, and no cookies. Robots are not counted.
              </p>
            </div>
            <Switch.Root
              id={id}
              checked={consent === 'accepted'}
              onCheckedChange={(on) => setAnalyticsConsent(on ? 'accepted' : 'rejected')}
              aria-describedby={`${id}-help`}
              className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </div>
          <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-800">
            <BarChart3 aria-hidden="true" className="size-4 text-ink-500" />
            {consent === 'accepted'
              ? 'Your page visits are counted.'
              : consent === 'rejected'
                ? 'Nothing is collected about your visits.'
                : 'You have not chosen yet: nothing is collected until you do.'}
          </p>
        </>
      ) : (
        <p className="text-sm text-ink-600">
          Usage analytics are turned off on this server: nothing is collected.
        </p>
      )}
    </SettingsCard>
  );
}
