import type { Sweep } from '../pipeline/pipeline-scheduler.ts';

/** Guests' unclaimed results go once their claim window has closed, on the app's clock. */
export function workStyleSweeps(store: { sweepExpired(now: Date): Promise<number> }): Sweep[] {
  return [
    {
      name: 'work-style.unclaimed',
      run: async (now) => {
        await store.sweepExpired(now);
      },
    },
  ];
}
