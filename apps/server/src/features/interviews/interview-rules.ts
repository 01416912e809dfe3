import type { z } from 'zod';
import { APPLICATION_STATUS_LABELS, FINAL_STATUSES } from '@talent/contract/applications';
import type {
  CreateInterviewRequestSchema,
  DeclineInterviewRequestSchema,
  DeclineRescheduleSchema,
  ProposeLocalSlotsSchema,
  ProposeSlotsSchema,
  RecordOutcomeSchema,
  RecruiterRescheduleSchema,
} from '@talent/contract/interviews';
import { AppError } from '../../lib/app-error.ts';
import type { ActorInput, LockedApplication } from '../pipeline/pipeline.repository.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import type { InterviewRequestRow, InterviewRow } from './interviews.repository.ts';

/** The validated bodies of the interview endpoints. */
export type CreateInput = z.output<typeof CreateInterviewRequestSchema>;
export type ProposeLocalInput = z.output<typeof ProposeLocalSlotsSchema>;
export type ProposeInput = z.output<typeof ProposeSlotsSchema>;
export type DeclineInput = z.output<typeof DeclineInterviewRequestSchema>;
export type RescheduleInput = z.output<typeof RecruiterRescheduleSchema>;
export type DeclineRescheduleInput = z.output<typeof DeclineRescheduleSchema>;
export type OutcomeInput = z.output<typeof RecordOutcomeSchema>;

/** States an interview request can be requested from (in_review / assessment move to interviewing). */
export const REQUESTABLE = ['in_review', 'assessment', 'interviewing'] as const;

export const REQUEST_CLOSED: Record<InterviewRequestRow['status'], string> = {
  pending: 'This interview request is waiting for the candidate.',
  proposed: 'The candidate proposed other times; answer those first.',
  accepted: 'This interview request was already accepted.',
  declined: 'This interview request was declined.',
  cancelled: 'This interview request was cancelled.',
  expired: 'This interview request expired: every proposed time passed.',
};
export const INTERVIEW_CLOSED: Record<InterviewRow['status'], string> = {
  scheduled: 'This interview is scheduled.',
  completed: 'This interview is over and its outcome is recorded.',
  cancelled: 'This interview was cancelled.',
};

export function conflict(message: string): AppError {
  return new AppError('conflict', { message });
}

export function actorOf(viewer: PipelineViewer): ActorInput {
  return { kind: viewer.kind, userId: viewer.userId, name: viewer.name };
}

/** 409 unless the request still waits for an answer (pending or proposed). */
export function assertOpen(request: InterviewRequestRow): void {
  if (request.status !== 'pending' && request.status !== 'proposed')
    throw conflict(REQUEST_CLOSED[request.status]);
}

/** 409 unless the interview is scheduled (and, when `notStarted`, has not started at `at`). */
export function assertScheduled(interview: InterviewRow, notStarted?: Date): void {
  if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
  if (notStarted && interview.startsAt <= notStarted) throw conflict('This interview has already started.');
}

/** 409 once the application ended: its interviews are closed. */
export function assertActive(application: LockedApplication): void {
  if (FINAL_STATUSES.includes(application.status)) {
    throw conflict(
      `This application is "${APPLICATION_STATUS_LABELS[application.status]}": its interviews are closed.`,
    );
  }
}
