import type { Settings } from '@talent/contract/account';
import { PasswordForm } from './password-form.tsx';
import { SettingsCard } from './settings-card.tsx';
import { SessionsList } from './sessions-list.tsx';

export function SecuritySection({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <SettingsCard
        id="security-password"
        title="Change password"
        description="Changing it signs you out on every other device where you are logged in."
      >
        <PasswordForm user={settings.user} />
      </SettingsCard>
      <SettingsCard
        id="security-sessions"
        title="Active sessions"
        description="Browsers and devices signed in to your account. Sign out any you do not recognise, then change your password."
      >
        <SessionsList zone={settings.user.timezone} />
      </SettingsCard>
    </div>
  );
}
