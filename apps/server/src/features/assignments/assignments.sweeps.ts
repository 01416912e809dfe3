import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { AssignmentsService } from './assignments.service.ts';

/**
 * The timed work of recruiter-sent assessments at the app's clock: sent ones past the deadline expire, interviews in
 * progress close with what was kept, and recordings past their retention date are deleted.
 */
export function assignmentSweeps(assignments: AssignmentsService): Sweep[] {
  return [
    {
      name: 'assignments.deadline',
      run: async (now) => {
        await assignments.closeDue(now);
      },
    },
    {
      name: 'assignments.recording-retention',
      run: async (now) => {
        await assignments.purgePastRetention(now);
      },
    },
  ];
}
