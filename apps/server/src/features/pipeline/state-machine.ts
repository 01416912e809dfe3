import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
} from '@talent/contract/applications';
import { AppError } from '../../lib/app-error.ts';

/** Whether the pipeline allows `from → to` (contract: APPLICATION_TRANSITIONS). */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/** A sentence naming both states, for the 409 body: `An application that is "Hired" cannot move to "In review".` */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `The application is already "${APPLICATION_STATUS_LABELS[to]}".`;
  return `An application that is "${APPLICATION_STATUS_LABELS[from]}" cannot move to "${APPLICATION_STATUS_LABELS[to]}".`;
}

/** Throws 409 with a clear message unless `from → to` is allowed. */
export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canTransition(from, to)) throw new AppError('conflict', { message: transitionRefusal(from, to) });
}
