import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationEventType, ApplicationStatus } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { applicationEvents } from '../../db/schema/pipeline.schema.ts';
import { assertTransition } from './state-machine.ts';

/** Who acted. `userId` is null for the system (sweeps, the job closing). */
export interface ActorInput {
  kind: 'talent' | 'recruiter' | 'system';
  userId: string | null;
  name: string;
}
export const SYSTEM_ACTOR: ActorInput = { kind: 'system', userId: null, name: 'Borderless' };

export interface EventInput {
  applicationId: string;
  type: ApplicationEventType;
  actor: ActorInput;
  summary: string;
  note?: string | null;
  fromStatus?: ApplicationStatus | null;
  toStatus?: ApplicationStatus | null;
  interviewRequestId?: string | null;
  interviewId?: string | null;
  offerId?: string | null;
  at?: Date;
}

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

/** Appends one step to an application's timeline. */
export async function recordEvent(db: Db, input: EventInput): Promise<ApplicationEventRow> {
  const [row] = await db
    .insert(applicationEvents)
    .values({
      applicationId: input.applicationId,
      type: input.type,
      actorKind: input.actor.kind,
      actorUserId: input.actor.userId,
      actorName: input.actor.name,
      summary: input.summary,
      note: input.note ?? null,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      interviewRequestId: input.interviewRequestId ?? null,
      interviewId: input.interviewId ?? null,
      offerId: input.offerId ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning();
  return row!;
}

/** The timelines of some applications, oldest first per application. */
export async function listEvents(db: Db, applicationIds: string[]): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(
      asc(applicationEvents.applicationId),
      asc(applicationEvents.createdAt),
      asc(applicationEvents.id),
    );
}

export type LockedApplication = typeof applications.$inferSelect;

/** Locks an application row for the rest of the transaction (concurrent moves are serialised), or null. */
export async function lockApplication(db: Db, id: string): Promise<LockedApplication | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row ?? null;
}

export interface TransitionInput extends Omit<
  EventInput,
  'applicationId' | 'fromStatus' | 'toStatus' | 'type'
> {
  to: ApplicationStatus;
  /** Defaults by target: rejected / withdrawn / closed have their own event type, else status_changed. */
  type?: ApplicationEventType;
  /** Extra columns to set with the move (rejection reason, withdraw reason...). */
  set?: Partial<typeof applications.$inferInsert>;
}

/**
 * Moves a locked application to `to` (409 when the pipeline forbids it), stamps `status_changed_at`, records the
 * recruiter's first response, and appends the event. Run it inside the transaction that locked the row; broadcast
 * and notify after the commit.
 */
export async function transitionApplication(
  db: Db,
  application: LockedApplication,
  input: TransitionInput,
): Promise<{ application: LockedApplication; event: ApplicationEventRow }> {
  const from = application.status;
  assertTransition(from, input.to);
  const at = input.at ?? new Date();
  const firstResponse = input.actor.kind === 'recruiter' && !application.firstResponseAt;
  const [updated] = await db
    .update(applications)
    .set({
      status: input.to,
      statusChangedAt: at,
      updatedAt: at,
      ...(firstResponse ? { firstResponseAt: at } : {}),
      ...input.set,
    })
    .where(eq(applications.id, application.id))
    .returning();
  const type =
    input.type ??
    (input.to === 'rejected' || input.to === 'withdrawn' || input.to === 'closed'
      ? input.to
      : 'status_changed');
  const event = await recordEvent(db, {
    ...input,
    type,
    applicationId: application.id,
    fromStatus: from,
    toStatus: input.to,
    at,
  });
  if (firstResponse) await refreshMedianResponse(db, application.jobId);
  return { application: updated!, event };
}

/**
 * Marks the recruiter's first response when an action other than a move is one (an interview request, a chat
 * answer), and refreshes their median. No-op when already responded.
 */
export async function markFirstResponse(
  db: Db,
  application: LockedApplication,
  at = new Date(),
): Promise<void> {
  if (application.firstResponseAt) return;
  await db
    .update(applications)
    .set({ firstResponseAt: at })
    .where(and(eq(applications.id, application.id), isNull(applications.firstResponseAt)));
  await refreshMedianResponse(db, application.jobId);
}

/**
 * The first time someone of the hiring company opens a submitted application (the caller checks the state, before
 * any response): stamps `viewed_at` and adds a `viewed` event
 * to the timeline, once (a conditional UPDATE, so two recruiters opening it together record it once). Returns
 * whether this call recorded it. Viewing is not a response: the promise keeps running.
 */
export async function markViewed(
  db: Db,
  applicationId: string,
  actor: { userId: string; name: string },
  at = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(applications)
      .set({ viewedAt: at })
      .where(and(eq(applications.id, applicationId), isNull(applications.viewedAt)))
      .returning({ id: applications.id });
    if (!claimed) return false;
    await recordEvent(tx, {
      applicationId,
      type: 'viewed',
      actor: { kind: 'recruiter', userId: actor.userId, name: actor.name },
      summary: `${actor.name} viewed your application`,
      at,
    });
    return true;
  });
}

/**
 * The recruiter's measured median time to a first response (hours, over their jobs' applications with one), stored
 * on the recruiter so job pages read it without a scan.
 */
export async function refreshMedianResponse(db: Db, jobId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${recruiters} r SET median_response_hours = m.hours
    FROM (
      SELECT j.recruiter_id AS id,
        round(percentile_cont(0.5) WITHIN GROUP (
          ORDER BY extract(epoch FROM a.first_response_at - a.submitted_at) / 3600.0))::int AS hours
      FROM ${applications} a JOIN ${jobs} j ON j.id = a.job_id
      WHERE a.first_response_at IS NOT NULL
        AND j.recruiter_id = (SELECT recruiter_id FROM ${jobs} WHERE id = ${jobId})
      GROUP BY j.recruiter_id
    ) m
    WHERE r.id = m.id`);
}
