import type { Sweep } from '../pipeline/pipeline-scheduler.ts';

/** The embedded store's retention, run with the pipeline's other timed rules at the app's clock. */
export function analyticsSweeps(store: { sweepExpired(now: Date): Promise<number> }): Sweep[] {
  return [
    {
      name: 'analytics.retention',
      run: async (now) => {
        await store.sweepExpired(now);
      },
    },
  ];
}
