import { browserTimeZone } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/identity.ts';

/** The zone dates are shown in: the candidate's profile zone, else the browser's (the one X-Timezone sends). */
export function useTimeZone(): string {
  const user = useUser();
  return user?.timezone || browserTimeZone();
}
