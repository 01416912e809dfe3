import pg from 'pg';
import { onTestFinished, vi } from 'vitest';
import { testPostgresUrl } from './database.ts';
import { workerDatabaseName } from './database-names.ts';

// Tests wait for the event or the condition they need, never for a fixed time: a fixed sleep is either too short
// on a loaded machine (a flaky test) or longer than needed everywhere else (a slow suite).

/**
 * The instances of a class the app builds inside itself, which a test has no handle on, collected as `method` is
 * called on them during this test: `const demos = instancesCalled(DemoRecruiter.prototype, 'onTalentMessage')`.
 */
export function instancesCalled<T extends object>(prototype: T, method: keyof T & string): T[] {
  const spy = vi.spyOn(prototype as Record<string, (...args: never[]) => unknown>, method);
  onTestFinished(() => spy.mockRestore());
  return spy.mock.contexts as T[];
}

/** Resolves once none of `workers` has work waiting for its timer or under way (their `pending` is 0). */
export async function untilIdle(workers: Iterable<{ pending: number }>, timeout = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      const pending = [...workers].reduce((sum, worker) => sum + worker.pending, 0);
      if (pending > 0) throw new Error(`${pending} timed steps still pending`);
    },
    { timeout, interval: 5 },
  );
}

/**
 * On PostgreSQL, resolves once a session of this worker's database waits on a lock: the other side of a race a
 * test set up on purpose has arrived. PGlite runs one transaction at a time, so there the other side simply
 * queues and there is nothing to wait for.
 */
export async function untilSessionWaitsOnLock(timeout = 10_000): Promise<void> {
  const url = testPostgresUrl();
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await client.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [workerDatabaseName(url)],
        );
        if (!rows[0]?.waiting) throw new Error('no session waits on a lock yet');
      },
      { timeout, interval: 10 },
    );
  } finally {
    await client.end();
  }
}

/**
 * Resolves on the first millisecond after this one (well under one on any machine), so what is written next gets
 * a later timestamp than what was written before: a condition, where a sleep of a few milliseconds would guess.
 */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve));
}
