import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { EliteComplianceService } from './elite-compliance.service.ts';

/** Tax forms near or past their expiry: one reminder per expiry, at the app's clock. */
export function eliteComplianceSweeps(compliance: EliteComplianceService): Sweep[] {
  return [
    {
      name: 'elite-compliance.renewal-reminders',
      run: async (now) => {
        await compliance.sendRenewalReminders(now);
      },
    },
  ];
}
