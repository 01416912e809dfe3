import type { Db } from '../db/client.ts';
import { deleteExpiredRateLimits } from '../lib/rate-limiter.ts';
import { deleteIdleSessions } from './session.repository.ts';

/**
 * Idle sessions and spent rate-limit windows, on the scheduler's timer rather than inside a request. Sessions
 * expire on real time, as the session plugin checks them; rate-limit windows on the app's clock, as they were opened.
 */
export function sessionSweeps(
  db: Db,
  lifetimeMs: number,
): Array<{ name: string; run(now: Date): Promise<void> }> {
  return [
    { name: 'sessions.idle', run: () => deleteIdleSessions(db, new Date(Date.now() - lifetimeMs)) },
    { name: 'rate-limits.expired', run: (now) => deleteExpiredRateLimits(db, now) },
  ];
}
