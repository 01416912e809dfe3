import type { ProctoringEventsSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';

export type ProctoringEvent = z.infer<typeof ProctoringEventsSchema>['events'][number];

/** POST /assessment-attempts/{id}/proctoring/events: one batch of browser signals (204). */
export async function sendProctoringEvents(attemptId: string, events: ProctoringEvent[]): Promise<void> {
  await api.post(talentApi(`${attemptPath(attemptId)}/proctoring/events`), { events });
}
