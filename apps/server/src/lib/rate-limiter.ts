import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/system.schema.ts';

export interface Hit {
  hits: number;
  retryAfter: number;
}

function secondsUntil(date: Date, now: number): number {
  return Math.max(1, Math.ceil((date.getTime() - now) / 1000));
}

/**
 * Fixed-window counters in the database, so a throttle holds across every process behind the load balancer.
 */
export class RateLimiter {
  /** `now` is the app's clock, so windows open and close with the time tests and sweeps see. */
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt atomically (a single upsert) and returns the count in the current window. */
  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const at = this.clock();
    const now = at.getTime();
    const resetAt = new Date(now + windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { hits: row!.hits, retryAfter: secondsUntil(row!.resetAt, now) };
  }

  /** Seconds to wait when `max` attempts are already used in the window, else null. */
  async tooMany(key: string, max: number): Promise<number | null> {
    const now = this.clock().getTime();
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    if (!row || row.resetAt.getTime() <= now || row.hits < max) return null;
    return secondsUntil(row.resetAt, now);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}

export async function deleteExpiredRateLimits(db: Db, now: Date) {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}
