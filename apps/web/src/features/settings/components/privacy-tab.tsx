import type { Settings } from '@talent/contract/account';
import { AnalyticsSection } from './analytics-section.tsx';
import { PrivacySection } from './privacy-section.tsx';

/** The privacy tab: what others see of the profile, and the analytics choice. */
export function PrivacyTab({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <PrivacySection settings={settings} />
      <AnalyticsSection />
    </div>
  );
}
