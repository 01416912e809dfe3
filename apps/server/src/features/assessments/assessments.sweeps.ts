import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { AssessmentsService } from './assessments.service.ts';

/**
 * The timed work of skill tests at the app's clock: attempts past their deadline are closed and graded with the
 * answers saved until then; proctoring captures past their retention date are deleted.
 */
export function assessmentSweeps(assessments: AssessmentsService): Sweep[] {
  return [
    {
      name: 'assessments.close-overdue',
      run: async (now) => {
        await assessments.closeAllOverdue(now);
      },
    },
    {
      name: 'assessments.proctoring-retention',
      run: async (now) => {
        await assessments.purgeExpiredCaptures(now);
      },
    },
  ];
}
