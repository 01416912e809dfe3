import type { InterviewRequestStatus } from '@talent/contract/interviews';

export const REQUEST_STATUS_LABELS: Record<InterviewRequestStatus, string> = {
  pending: 'Waiting for the candidate',
  proposed: 'The candidate proposed other times',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired (no answer before the times passed)',
};

export const INTERVIEW_STATUS_LABELS = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

export const OUTCOME_LABELS = { passed: 'Passed', not_passed: 'Not passed' } as const;
