import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Actor } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { applicationEvents } from '../../db/schema/pipeline.schema.ts';

export interface LastMove {
  applicationId: string;
  actor: Actor;
  summary: string;
  at: Date;
}

/**
 * The last status change of each application (the newest event that set a state), in one query: DISTINCT ON keeps
 * the first row per application in (application, created_at desc) order.
 */
export async function lastMoves(db: Db, applicationIds: string[]): Promise<Map<string, LastMove>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([applicationEvents.applicationId], {
      applicationId: applicationEvents.applicationId,
      actorKind: applicationEvents.actorKind,
      actorName: applicationEvents.actorName,
      summary: applicationEvents.summary,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(
      and(inArray(applicationEvents.applicationId, applicationIds), isNotNull(applicationEvents.toStatus)),
    )
    .orderBy(applicationEvents.applicationId, desc(applicationEvents.createdAt), desc(applicationEvents.id));
  return new Map(
    rows.map((r) => [
      r.applicationId,
      {
        applicationId: r.applicationId,
        actor: { kind: r.actorKind, name: r.actorName },
        summary: r.summary,
        at: r.createdAt,
      },
    ]),
  );
}
