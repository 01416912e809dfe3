import { SnapshotResponseSchema } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';

/** POST /assessment-attempts/{id}/proctoring/snapshots: one webcam frame as a JPEG data URL. */
export async function sendSnapshot(attemptId: string, image: string, takenAt: string): Promise<void> {
  const response = await api.post<unknown>(talentApi(`${attemptPath(attemptId)}/proctoring/snapshots`), {
    image,
    taken_at: takenAt,
  });
  SnapshotResponseSchema.parse(response.data);
}
