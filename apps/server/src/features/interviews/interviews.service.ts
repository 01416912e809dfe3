import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { APPLICATION_STATUS_LABELS, FINAL_STATUSES } from '@talent/contract/applications';
import {
  INTERVIEW_TYPE_LABELS,
  type CreateInterviewRequestSchema,
  type DeclineInterviewRequestSchema,
  type DeclineRescheduleSchema,
  type Interview,
  type InterviewRequest,
  type ProposeLocalSlotsSchema,
  type ProposeSlotsSchema,
  type RecordOutcomeSchema,
  type RecruiterRescheduleSchema,
} from '@talent/contract/interviews';
import type { NotificationType } from '@talent/contract/notifications';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs as jobsTable } from '../../db/schema/jobs.schema.ts';
import { interviewRequests, interviews, interviewSlots } from '../../db/schema/pipeline.schema.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { isUuid } from '../jobs/job-cursor.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  lockApplication,
  markFirstResponse,
  recordEvent,
  transitionApplication,
  type ActorInput,
  type LockedApplication,
} from '../pipeline/pipeline.repository.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import type { RecruiterViewer } from '../recruiter/recruiter-auth.ts';
import {
  buildIcs,
  googleCalendarUrl,
  icsFilename,
  outlookCalendarUrl,
  type CalendarLinkInput,
} from './ics.ts';
import {
  interviewIdsOf,
  lockInterview,
  lockRequest,
  openRequestOf,
  recruiterUserIds,
  selectInterviews,
  selectRequests,
  slotsOf,
  viewerScope,
  type InterviewRequestRow,
  type InterviewRow,
  type InterviewSlotRow,
  type InterviewWithContext,
  type RecruiterRow,
  type RequestWithContext,
} from './interviews.repository.ts';
import { formatInZone, inWorkingHours, localSlotToInstant } from './local-time.ts';

type TalentViewer = Extract<PipelineViewer, { kind: 'talent' }>;
type CreateInput = z.output<typeof CreateInterviewRequestSchema>;
type ProposeLocalInput = z.output<typeof ProposeLocalSlotsSchema>;
type ProposeInput = z.output<typeof ProposeSlotsSchema>;
type DeclineInput = z.output<typeof DeclineInterviewRequestSchema>;
type RescheduleInput = z.output<typeof RecruiterRescheduleSchema>;
type DeclineRescheduleInput = z.output<typeof DeclineRescheduleSchema>;
type OutcomeInput = z.output<typeof RecordOutcomeSchema>;

/** A reschedule waiting for an answer, as stored in `interviews.reschedule`. */
interface StoredReschedule {
  requested_by: 'talent' | 'recruiter';
  slots: Array<{ starts_at: string }>;
  note: string | null;
  requested_at: string;
}

/** A message for one side, sent after the commit. */
interface Message {
  to: string[];
  type: NotificationType;
  title: string;
  body: string;
  url: string;
}

/** States an interview request can be requested from (in_review / assessment move to interviewing). */
const REQUESTABLE = ['in_review', 'assessment', 'interviewing'] as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const REQUEST_CLOSED: Record<InterviewRequestRow['status'], string> = {
  pending: 'This interview request is waiting for the candidate.',
  proposed: 'The candidate proposed other times; answer those first.',
  accepted: 'This interview request was already accepted.',
  declined: 'This interview request was declined.',
  cancelled: 'This interview request was cancelled.',
  expired: 'This interview request expired: every proposed time passed.',
};
const INTERVIEW_CLOSED: Record<InterviewRow['status'], string> = {
  scheduled: 'This interview is scheduled.',
  completed: 'This interview is over and its outcome is recorded.',
  cancelled: 'This interview was cancelled.',
};

export const talentRequestUrl = (id: string) => `/applications/interview-requests?request=${id}`;
export const talentInterviewUrl = (id: string, completed = false) =>
  `/interviews/${completed ? 'completed' : 'upcoming'}?interview=${id}`;
export const recruiterApplicationUrl = (applicationId: string) => `/recruiter/applications/${applicationId}`;

/** A fresh video room when the recruiter gave no link. */
export function jitsiRoom(): string {
  return `https://meet.jit.si/Borderless-${randomBytes(9).toString('hex')}`;
}

/** Ids in lists no longer than one read answers (the repository's limit). */
function chunks(ids: string[], size = 100): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

function conflict(message: string): AppError {
  return new AppError('conflict', { message });
}

function actorOf(viewer: PipelineViewer): ActorInput {
  return { kind: viewer.kind, userId: viewer.userId, name: viewer.name };
}

function recruiterJson(r: RecruiterRow) {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    avatar_url: r.avatarUrl,
    median_response_hours: r.medianResponseHours,
  };
}

function contextJson(row: RequestWithContext | InterviewWithContext) {
  return {
    application_id: row.application.id,
    job: {
      id: row.job.id,
      title: row.job.title,
      company: { id: row.company.id, name: row.company.name, logo_url: row.company.logoUrl },
    },
    talent: {
      id: row.talent.id,
      name: row.talent.name,
      avatar_url: row.talent.avatarUrl,
      timezone: row.talent.timezone,
    },
    recruiter: recruiterJson(row.recruiter),
  };
}

/** The candidate's zone: their profile's, else the job's. */
function talentZoneOf(row: RequestWithContext | InterviewWithContext): string {
  const own = row.talent.timezone;
  return own && isValidTimeZone(own) ? own : row.job.timezone;
}

function interviewers(value: unknown): Array<{ name: string; title: string }> {
  return Array.isArray(value)
    ? value.map((v: { name?: unknown; title?: unknown }) => ({
        name: String(v?.name ?? ''),
        title: String(v?.title ?? ''),
      }))
    : [];
}

export class InterviewsService {
  private readonly host: string;

  constructor(
    private readonly deps: {
      db: Db;
      notifications: NotificationsService;
      pipeline: PipelineNotifier;
      now?: () => Date;
      /** APP_URL: the .ics UID's host and the event's link back. */
      appUrl?: string;
      log?: FastifyBaseLogger;
    },
  ) {
    let host = 'borderless.local';
    try {
      if (deps.appUrl) host = new URL(deps.appUrl).hostname || host;
    } catch {
      // Keep the fallback: a UID needs some host.
    }
    this.host = host;
  }

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  // ------------------------------------------------------------------------------------------------------------
  // Reading

  private async requestsJson(rows: RequestWithContext[], at: Date): Promise<InterviewRequest[]> {
    const ids = rows.map((r) => r.request.id);
    const [slots, interviewIds] = await Promise.all([slotsOf(this.db, ids), interviewIdsOf(this.db, ids)]);
    const byRequest = new Map<string, InterviewSlotRow[]>();
    for (const slot of slots) {
      const list = byRequest.get(slot.requestId) ?? [];
      list.push(slot);
      byRequest.set(slot.requestId, list);
    }
    return rows.map((row) => {
      const r = row.request;
      const talentZone = talentZoneOf(row);
      return {
        id: r.id,
        ...contextJson(row),
        type: r.type,
        duration_minutes: r.durationMinutes,
        interviewers: interviewers(r.interviewers),
        agenda: r.agenda,
        location: r.location,
        recruiter_timezone: r.recruiterTimezone,
        talent_timezone: talentZone,
        slots: (byRequest.get(r.id) ?? []).map((s) => {
          const end = new Date(s.startsAt.getTime() + r.durationMinutes * MINUTE);
          return {
            id: s.id,
            starts_at: s.startsAt.toISOString(),
            ends_at: end.toISOString(),
            proposed_by: s.proposedBy === 'talent' ? ('talent' as const) : ('recruiter' as const),
            in_talent_hours: inWorkingHours(s.startsAt, end, talentZone),
            in_recruiter_hours: inWorkingHours(s.startsAt, end, r.recruiterTimezone),
            past: s.startsAt <= at,
          };
        }),
        status: r.status,
        talent_note: r.talentNote,
        decline_reason: r.declineReason,
        decline_note: r.declineNote,
        interview_id: interviewIds.get(r.id) ?? null,
        created_at: r.createdAt.toISOString(),
        responded_at: r.respondedAt?.toISOString() ?? null,
      };
    });
  }

  /** What a calendar calls the event, as this side reads it. */
  private calendarText(row: InterviewWithContext, side: PipelineViewer['kind']): CalendarLinkInput {
    const i = row.interview;
    const title =
      side === 'recruiter'
        ? `Interview: ${row.talent.name} for ${row.job.title}`
        : `Interview: ${row.job.title} at ${row.company.name}`;
    const people = interviewers(i.interviewers)
      .map((p) => (p.title ? `${p.name} (${p.title})` : p.name))
      .join(', ');
    const details = [
      i.agenda,
      i.joinUrl ? `Join: ${i.joinUrl}` : null,
      i.type === 'phone' && i.location ? `Phone: ${i.location}` : null,
      people ? `Interviewers: ${people}` : null,
      `${INTERVIEW_TYPE_LABELS[i.type]}, ${row.company.name}`,
    ]
      .filter((line): line is string => !!line)
      .join('\n\n');
    return { title, start: i.startsAt, end: i.endsAt, details, location: i.location ?? i.joinUrl };
  }

  private interviewJson(row: InterviewWithContext, viewer: PipelineViewer): Interview {
    const i = row.interview;
    const base = viewer.kind === 'talent' ? '/talent/api' : '/recruiter/api';
    const text = this.calendarText(row, viewer.kind);
    const stored = i.reschedule as StoredReschedule | null;
    const duration = i.endsAt.getTime() - i.startsAt.getTime();
    return {
      id: i.id,
      ...contextJson(row),
      type: i.type,
      starts_at: i.startsAt.toISOString(),
      ends_at: i.endsAt.toISOString(),
      duration_minutes: Math.round(duration / MINUTE),
      talent_timezone: i.talentTimezone,
      interviewer_timezone: i.recruiterTimezone,
      interviewers: interviewers(i.interviewers),
      agenda: i.agenda,
      prep_notes: i.prepNotes,
      join_url: i.joinUrl,
      location: i.location,
      status: i.status,
      reschedule: stored
        ? {
            requested_by: stored.requested_by,
            slots: stored.slots.map((s) => ({
              starts_at: s.starts_at,
              ends_at: new Date(new Date(s.starts_at).getTime() + duration).toISOString(),
            })),
            note: stored.note,
            requested_at: stored.requested_at,
          }
        : null,
      outcome: i.outcome,
      feedback: i.feedback,
      // Private notes stay with the company: the candidate's JSON never has them.
      ...(viewer.kind === 'recruiter' ? { private_notes: i.privateNotes } : {}),
      cancelled_by: i.cancelledBy,
      cancel_reason: i.cancelReason,
      calendar: {
        ics_url: `${base}/interviews/${i.id}/calendar.ics`,
        google_url: googleCalendarUrl(text),
        outlook_url: outlookCalendarUrl(text),
      },
      sequence: i.sequence,
      created_at: i.createdAt.toISOString(),
    };
  }

  /** Requests (`open`: pending and proposed) as the viewer sees them. */
  async listRequests(
    viewer: PipelineViewer,
    query: { status: 'open' | 'all' },
  ): Promise<{ data: InterviewRequest[]; meta: { pending: number } }> {
    const scope = viewerScope(viewer);
    const where =
      query.status === 'open'
        ? and(
            scope,
            inArray(interviewRequests.status, ['pending', 'proposed']),
            // A request left open on an application that ended (rejected before it was answered) is not a to-do.
            notInArray(applications.status, [...FINAL_STATUSES]),
          )
        : scope;
    const at = this.now();
    const [rows, pending] = await Promise.all([
      selectRequests(this.db, where),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(interviewRequests)
        .innerJoin(applications, eq(applications.id, interviewRequests.applicationId))
        .innerJoin(jobsTable, eq(jobsTable.id, applications.jobId))
        .where(
          and(
            scope,
            eq(interviewRequests.status, 'pending'),
            notInArray(applications.status, [...FINAL_STATUSES]),
          ),
        ),
    ]);
    return { data: await this.requestsJson(rows, at), meta: { pending: pending[0]?.n ?? 0 } };
  }

  async getRequest(viewer: PipelineViewer, id: string): Promise<InterviewRequest> {
    if (!isUuid(id)) throw new AppError('not_found');
    const rows = await selectRequests(this.db, and(eq(interviewRequests.id, id), viewerScope(viewer)));
    const [json] = await this.requestsJson(rows, this.now());
    if (!json) throw new AppError('not_found');
    return json;
  }

  /** upcoming: scheduled and not yet over; completed: the rest (over, awaiting an outcome, or cancelled). */
  private scopeCondition(scope: 'upcoming' | 'completed', at: Date): SQL {
    const upcoming = and(eq(interviews.status, 'scheduled'), gt(interviews.endsAt, at))!;
    return scope === 'upcoming' ? upcoming : not(upcoming);
  }

  async listInterviews(
    viewer: PipelineViewer,
    query: { scope: 'upcoming' | 'completed' | 'all' },
  ): Promise<{ data: Interview[]; meta: { upcoming: number; completed: number } }> {
    const at = this.now();
    const scope = viewerScope(viewer);
    const where = query.scope === 'all' ? scope : and(scope, this.scopeCondition(query.scope, at));
    const order = query.scope === 'upcoming' ? [asc(interviews.startsAt)] : [desc(interviews.startsAt)];
    const upcoming = this.scopeCondition('upcoming', at);
    const [rows, counts] = await Promise.all([
      selectInterviews(this.db, where, order),
      this.db
        .select({
          upcoming: sql<number>`count(*) FILTER (WHERE ${upcoming})::int`,
          completed: sql<number>`count(*) FILTER (WHERE NOT (${upcoming}))::int`,
        })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(jobsTable, eq(jobsTable.id, applications.jobId))
        .where(scope),
    ]);
    return {
      data: rows.map((row) => this.interviewJson(row, viewer)),
      meta: { upcoming: counts[0]?.upcoming ?? 0, completed: counts[0]?.completed ?? 0 },
    };
  }

  private async interviewRow(viewer: PipelineViewer, id: string): Promise<InterviewWithContext> {
    if (!isUuid(id)) throw new AppError('not_found');
    const [row] = await selectInterviews(this.db, and(eq(interviews.id, id), viewerScope(viewer)), []);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async getInterview(viewer: PipelineViewer, id: string): Promise<Interview> {
    return this.interviewJson(await this.interviewRow(viewer, id), viewer);
  }

  /** Every request and interview of these applications (an applicant's page, an application's badges). */
  async forApplications(
    applicationIds: string[],
    viewer: PipelineViewer,
  ): Promise<{ requests: InterviewRequest[]; interviews: Interview[] }> {
    const ids = applicationIds.filter(isUuid);
    if (ids.length === 0) return { requests: [], interviews: [] };
    const scope = viewerScope(viewer);
    const [requestRows, interviewRows] = await Promise.all([
      selectRequests(this.db, and(scope, inArray(interviewRequests.applicationId, ids))),
      selectInterviews(this.db, and(scope, inArray(interviews.applicationId, ids)), [
        desc(interviews.startsAt),
      ]),
    ]);
    return {
      requests: await this.requestsJson(requestRows, this.now()),
      interviews: interviewRows.map((row) => this.interviewJson(row, viewer)),
    };
  }

  /** The .ics of one interview, and its download name. */
  async calendar(viewer: PipelineViewer, id: string): Promise<{ body: string; filename: string }> {
    const row = await this.interviewRow(viewer, id);
    const i = row.interview;
    const text = this.calendarText(row, viewer.kind);
    const url =
      i.joinUrl ??
      (this.deps.appUrl
        ? `${this.deps.appUrl}${viewer.kind === 'talent' ? talentInterviewUrl(i.id) : recruiterApplicationUrl(row.application.id)}`
        : null);
    const body = buildIcs(
      {
        uid: `interview-${i.id}@${this.host}`,
        start: i.startsAt,
        end: i.endsAt,
        summary: text.title,
        description: text.details,
        location: text.location,
        url,
        sequence: i.sequence,
        status: i.status === 'cancelled' ? 'cancelled' : 'confirmed',
        organizer: { name: `${row.recruiter.name} (${row.company.name})`, email: `interviews@${this.host}` },
        created: i.createdAt,
        lastModified: i.updatedAt,
      },
      this.now(),
    );
    return { body, filename: icsFilename(`${row.company.name} ${row.job.title}`, i.startsAt) };
  }

  // ------------------------------------------------------------------------------------------------------------
  // Writing: shared steps

  /** Local slots written in `zone` → future instants, or 422 naming each bad one. */
  private recruiterInstants(zone: string, slots: LocalSlot[], at: Date, field: string): Date[] {
    if (!isValidTimeZone(zone))
      throw AppError.validation({ timezone: ['Choose a time zone from the list.'] });
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    const out: Date[] = [];
    slots.forEach((slot, index) => {
      const key = slots.length === 1 && field === 'slot' ? 'slot' : `${field}.${index}`;
      const result = localSlotToInstant(slot, zone);
      if (!result.ok) {
        errors[key] = [`${slot.date} ${slot.time} does not exist in ${zone}: the clocks jump forward then.`];
      } else if (result.at <= at) {
        errors[key] = ['This time has passed. Choose a time in the future.'];
      } else if (seen.has(result.at.getTime())) {
        errors[key] = ['This time is already in the list.'];
      } else {
        seen.add(result.at.getTime());
        out.push(result.at);
      }
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return out;
  }

  /** Instants the candidate picked → future, distinct instants, or 422. */
  private talentInstants(slots: Array<{ starts_at: string }>, at: Date): Date[] {
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    const out: Date[] = [];
    slots.forEach((slot, index) => {
      const instant = new Date(slot.starts_at);
      if (instant <= at)
        errors[`slots.${index}.starts_at`] = ['This time has passed. Choose a time in the future.'];
      else if (seen.has(instant.getTime()))
        errors[`slots.${index}.starts_at`] = ['This time is already in the list.'];
      else {
        seen.add(instant.getTime());
        out.push(instant);
      }
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return out;
  }

  /**
   * Runs `fn` on a request the viewer may see, in a transaction holding the application's lock, then the request's
   * (always in that order, as withdrawal does, so the two never deadlock). Another side's id → 404.
   */
  private async onRequest<T>(
    viewer: PipelineViewer,
    id: string,
    fn: (
      tx: Db,
      request: InterviewRequestRow,
      application: LockedApplication,
      row: RequestWithContext,
    ) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(id)) throw new AppError('not_found');
    const [row] = await selectRequests(this.db, and(eq(interviewRequests.id, id), viewerScope(viewer)));
    if (!row) throw new AppError('not_found');
    return this.db.transaction(async (tx) => {
      const application = await lockApplication(tx, row.application.id);
      const request = await lockRequest(tx, id);
      if (!application || !request) throw new AppError('not_found');
      return fn(tx, request, application, row);
    });
  }

  private async onInterview<T>(
    viewer: PipelineViewer,
    id: string,
    fn: (
      tx: Db,
      interview: InterviewRow,
      application: LockedApplication,
      row: InterviewWithContext,
    ) => Promise<T>,
  ): Promise<T> {
    const row = await this.interviewRow(viewer, id);
    return this.db.transaction(async (tx) => {
      const application = await lockApplication(tx, row.application.id);
      const interview = await lockInterview(tx, id);
      if (!application || !interview) throw new AppError('not_found');
      return fn(tx, interview, application, row);
    });
  }

  private assertActive(application: LockedApplication): void {
    if (FINAL_STATUSES.includes(application.status)) {
      throw conflict(
        `This application is "${APPLICATION_STATUS_LABELS[application.status]}": its interviews are closed.`,
      );
    }
  }

  /** After the commit: the other side's notifications, then every open screen of both sides. */
  private async announce(
    applicationId: string,
    kind: 'interview_request' | 'interview',
    socketId: string | undefined,
    messages: Message[],
  ): Promise<void> {
    for (const message of messages) {
      for (const userId of new Set(message.to)) {
        await this.deps.notifications
          .notify(userId, message.type, { title: message.title, body: message.body, url: message.url })
          .catch((err: unknown) => this.deps.log?.warn({ err }, 'interview notification failed'));
      }
    }
    await this.deps.pipeline
      .changed(applicationId, kind, socketId)
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'pipeline broadcast failed'));
  }

  private recruitersOf(applicationId: string, recruiterId: string): Promise<string[]> {
    return recruiterUserIds(this.db, applicationId, recruiterId);
  }

  /** Turns an accepted slot into the interview (inside the transaction). */
  private async schedule(
    tx: Db,
    request: InterviewRequestRow,
    slot: InterviewSlotRow,
    row: RequestWithContext,
    actor: ActorInput,
    at: Date,
  ): Promise<InterviewRow> {
    const [interview] = await tx
      .insert(interviews)
      .values({
        applicationId: request.applicationId,
        requestId: request.id,
        recruiterId: request.recruiterId,
        type: request.type,
        startsAt: slot.startsAt,
        endsAt: new Date(slot.startsAt.getTime() + request.durationMinutes * MINUTE),
        interviewers: request.interviewers,
        agenda: request.agenda,
        prepNotes: request.prepNotes,
        location: request.type === 'video' ? null : request.location,
        joinUrl: request.type === 'video' ? (request.meetingUrl ?? jitsiRoom()) : null,
        recruiterTimezone: request.recruiterTimezone,
        talentTimezone: talentZoneOf(row),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .update(interviewRequests)
      .set({ status: 'accepted', respondedAt: at, updatedAt: at })
      .where(eq(interviewRequests.id, request.id));
    await recordEvent(tx, {
      applicationId: request.applicationId,
      type: 'interview_scheduled',
      actor,
      summary:
        actor.kind === 'talent'
          ? 'You booked the interview'
          : `${actor.name} booked the interview at a time you proposed`,
      interviewRequestId: request.id,
      interviewId: interview!.id,
      at,
    });
    return interview!;
  }

  // ------------------------------------------------------------------------------------------------------------
  // Recruiter: requests

  /**
   * Sends an interview request for one of the company's applications: slots written in `input.timezone` become
   * instants; in_review / assessment move to interviewing; the candidate is told.
   */
  async createRequest(
    viewer: RecruiterViewer,
    applicationId: string,
    input: CreateInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    if (!isUuid(applicationId)) throw new AppError('not_found');
    const [scoped] = await this.db
      .select({ id: applications.id, userId: applications.userId, jobTitle: jobsTable.title })
      .from(applications)
      .innerJoin(jobsTable, eq(jobsTable.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(jobsTable.companyId, viewer.companyId)));
    if (!scoped) throw new AppError('not_found');
    const at = this.now();
    const starts = this.recruiterInstants(input.timezone, input.slots, at, 'slots');
    if (input.type === 'onsite' && !input.location) {
      throw AppError.validation({ location: ['Give the address of the on-site interview.'] });
    }
    const actor = actorOf(viewer);
    const requestId = await this.db.transaction(async (tx) => {
      const application = await lockApplication(tx, applicationId);
      if (!application) throw new AppError('not_found');
      if (!(REQUESTABLE as readonly string[]).includes(application.status)) {
        throw conflict(
          `An interview can be requested while the application is in review, in assessment or interviewing; this one is "${APPLICATION_STATUS_LABELS[application.status]}".`,
        );
      }
      if (await openRequestOf(tx, applicationId)) {
        throw conflict(
          'This application already has an open interview request: change its times or cancel it first.',
        );
      }
      const [request] = await tx
        .insert(interviewRequests)
        .values({
          applicationId,
          recruiterId: viewer.recruiterId,
          createdByUserId: viewer.userId,
          type: input.type,
          durationMinutes: input.duration_minutes,
          interviewers: input.interviewers,
          agenda: input.agenda,
          prepNotes: input.prep_notes,
          location: input.location || null,
          meetingUrl: input.type === 'video' ? (input.meeting_url ?? null) : null,
          recruiterTimezone: input.timezone,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .insert(interviewSlots)
        .values(
          starts.map((startsAt) => ({ requestId: request!.id, startsAt, proposedBy: 'recruiter' as const })),
        );
      const event = {
        type: 'interview_requested' as const,
        actor,
        summary: `${viewer.name} invited you to an interview`,
        interviewRequestId: request!.id,
        at,
      };
      if (application.status === 'interviewing') {
        await recordEvent(tx, { ...event, applicationId });
        await markFirstResponse(tx, application, at);
      } else {
        await transitionApplication(tx, application, { ...event, to: 'interviewing' });
      }
      return request!.id;
    });
    await this.announce(applicationId, 'interview_request', socketId, [
      {
        to: [scoped.userId],
        type: 'interview_update',
        title: `Interview request: ${scoped.jobTitle}`,
        body: `${viewer.name} proposed ${starts.length === 1 ? 'a time' : `${starts.length} times`} for an interview. Pick the one that suits you, or propose others.`,
        url: talentRequestUrl(requestId),
      },
    ]);
    return this.getRequest(viewer, requestId);
  }

  /** New recruiter times (after the candidate proposed others, or to replace the first ones): back to pending. */
  async proposeRecruiterSlots(
    viewer: RecruiterViewer,
    id: string,
    input: ProposeLocalInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.onRequest(viewer, id, async (tx, request, application, row) => {
      if (request.status !== 'pending' && request.status !== 'proposed') {
        throw conflict(REQUEST_CLOSED[request.status]);
      }
      this.assertActive(application);
      const starts = this.recruiterInstants(input.timezone, input.slots, at, 'slots');
      // The new times are what is on the table now: the old ones (either side's) go.
      await tx.delete(interviewSlots).where(eq(interviewSlots.requestId, request.id));
      await tx
        .insert(interviewSlots)
        .values(
          starts.map((startsAt) => ({ requestId: request.id, startsAt, proposedBy: 'recruiter' as const })),
        );
      await tx
        .update(interviewRequests)
        .set({ status: 'pending', recruiterTimezone: input.timezone, updatedAt: at })
        .where(eq(interviewRequests.id, request.id));
      await recordEvent(tx, {
        applicationId: request.applicationId,
        type: 'interview_slots_proposed',
        actor: actorOf(viewer),
        summary: `${viewer.name} proposed new interview times`,
        interviewRequestId: request.id,
        at,
      });
      return { row, count: starts.length };
    });
    await this.announce(row.row.application.id, 'interview_request', socketId, [
      {
        to: [row.row.talent.id],
        type: 'interview_update',
        title: `New interview times: ${row.row.job.title}`,
        body: `${viewer.name} proposed ${row.count === 1 ? 'a new time' : `${row.count} new times`}. Pick the one that suits you.`,
        url: talentRequestUrl(id),
      },
    ]);
    return this.getRequest(viewer, id);
  }

  async cancelRequest(
    viewer: RecruiterViewer,
    id: string,
    input: { reason: string },
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.onRequest(viewer, id, async (tx, request, _application, row) => {
      if (request.status !== 'pending' && request.status !== 'proposed') {
        throw conflict(REQUEST_CLOSED[request.status]);
      }
      await tx
        .update(interviewRequests)
        .set({ status: 'cancelled', updatedAt: at })
        .where(eq(interviewRequests.id, request.id));
      await recordEvent(tx, {
        applicationId: request.applicationId,
        type: 'interview_cancelled',
        actor: actorOf(viewer),
        summary: `${viewer.name} cancelled the interview request`,
        note: input.reason,
        interviewRequestId: request.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview_request', socketId, [
      {
        to: [row.talent.id],
        type: 'interview_update',
        title: `Interview request cancelled: ${row.job.title}`,
        body: `${viewer.name} cancelled the interview request: ${input.reason}`,
        url: talentRequestUrl(id),
      },
    ]);
    return this.getRequest(viewer, id);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Both sides: accepting a slot

  /**
   * The candidate accepts one of the recruiter's slots of a pending request, or the recruiter one the candidate
   * proposed: the interview is scheduled and the other side told.
   */
  async acceptSlot(
    viewer: PipelineViewer,
    id: string,
    slotId: string,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const side = viewer.kind;
    const { row, interview } = await this.onRequest(viewer, id, async (tx, request, application, row) => {
      const wanted = side === 'talent' ? 'pending' : 'proposed';
      if (request.status !== wanted) {
        if (request.status === 'pending') throw conflict('The candidate has not proposed other times.');
        if (request.status === 'proposed') {
          throw conflict('You proposed other times; the recruiter answers them next.');
        }
        throw conflict(REQUEST_CLOSED[request.status]);
      }
      this.assertActive(application);
      const [slot] = await tx
        .select()
        .from(interviewSlots)
        .where(
          and(
            eq(interviewSlots.requestId, request.id),
            eq(interviewSlots.id, slotId),
            eq(interviewSlots.proposedBy, side === 'talent' ? 'recruiter' : 'talent'),
          ),
        );
      if (!slot) throw AppError.validation({ slot_id: ['Choose one of the proposed times.'] });
      if (slot.startsAt <= at) throw conflict('This time has already started: choose another one.');
      const interview = await this.schedule(tx, request, slot, row, actorOf(viewer), at);
      return { row, interview };
    });
    const when = (zone: string) => formatInZone(interview.startsAt, zone);
    await this.announce(row.application.id, 'interview', socketId, [
      side === 'talent'
        ? {
            to: await this.recruitersOf(row.application.id, row.request.recruiterId),
            type: 'interview_update',
            title: `Interview booked: ${row.talent.name}`,
            body: `${row.talent.name} accepted ${when(interview.recruiterTimezone)} for ${row.job.title}.`,
            url: recruiterApplicationUrl(row.application.id),
          }
        : {
            to: [row.talent.id],
            type: 'interview_update',
            title: `Interview scheduled: ${row.job.title}`,
            body: `${viewer.name} accepted your proposed time, ${when(interview.talentTimezone)}.`,
            url: talentInterviewUrl(interview.id),
          },
    ]);
    return this.getInterview(viewer, interview.id);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Candidate: requests

  async proposeTalentSlots(
    viewer: TalentViewer,
    id: string,
    input: ProposeInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    let starts: Date[] = [];
    const row = await this.onRequest(viewer, id, async (tx, request, application, row) => {
      starts = this.talentInstants(input.slots, at);
      if (request.status !== 'pending' && request.status !== 'proposed') {
        throw conflict(REQUEST_CLOSED[request.status]);
      }
      this.assertActive(application);
      // A second proposal replaces the first; the recruiter's times stay for reference.
      await tx
        .delete(interviewSlots)
        .where(and(eq(interviewSlots.requestId, request.id), eq(interviewSlots.proposedBy, 'talent')));
      await tx
        .insert(interviewSlots)
        .values(
          starts.map((startsAt) => ({ requestId: request.id, startsAt, proposedBy: 'talent' as const })),
        );
      await tx
        .update(interviewRequests)
        .set({ status: 'proposed', talentNote: input.note || null, respondedAt: at, updatedAt: at })
        .where(eq(interviewRequests.id, request.id));
      await recordEvent(tx, {
        applicationId: request.applicationId,
        type: 'interview_slots_proposed',
        actor: actorOf(viewer),
        summary: 'You proposed other interview times',
        note: input.note || null,
        interviewRequestId: request.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview_request', socketId, [
      {
        to: await this.recruitersOf(row.application.id, row.request.recruiterId),
        type: 'interview_update',
        title: `${row.talent.name} proposed other times`,
        body: `${row.talent.name} proposed ${starts.length === 1 ? 'a time' : `${starts.length} times`} for the ${row.job.title} interview.${input.note ? ` “${input.note}”` : ''}`,
        url: recruiterApplicationUrl(row.application.id),
      },
    ]);
    return this.getRequest(viewer, id);
  }

  async declineRequest(
    viewer: TalentViewer,
    id: string,
    input: DeclineInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.onRequest(viewer, id, async (tx, request, _application, row) => {
      if (request.status !== 'pending' && request.status !== 'proposed') {
        throw conflict(REQUEST_CLOSED[request.status]);
      }
      await tx
        .update(interviewRequests)
        .set({
          status: 'declined',
          declineReason: input.reason,
          declineNote: input.note || null,
          respondedAt: at,
          updatedAt: at,
        })
        .where(eq(interviewRequests.id, request.id));
      await recordEvent(tx, {
        applicationId: request.applicationId,
        type: 'interview_request_declined',
        actor: actorOf(viewer),
        summary: 'You declined the interview request',
        note: input.note || null,
        interviewRequestId: request.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview_request', socketId, [
      {
        to: await this.recruitersOf(row.application.id, row.request.recruiterId),
        type: 'interview_update',
        title: `${row.talent.name} declined the interview`,
        body: `${row.talent.name} declined the ${row.job.title} interview request.${input.note ? ` “${input.note}”` : ''}`,
        url: recruiterApplicationUrl(row.application.id),
      },
    ]);
    return this.getRequest(viewer, id);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Interviews

  async requestReschedule(
    viewer: TalentViewer,
    id: string,
    input: ProposeInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    let starts: Date[] = [];
    const row = await this.onInterview(viewer, id, async (tx, interview, application, row) => {
      starts = this.talentInstants(input.slots, at);
      if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
      if (interview.startsAt <= at) throw conflict('This interview has already started.');
      this.assertActive(application);
      const reschedule: StoredReschedule = {
        requested_by: 'talent',
        slots: starts.map((s) => ({ starts_at: s.toISOString() })),
        note: input.note || null,
        requested_at: at.toISOString(),
      };
      await tx.update(interviews).set({ reschedule, updatedAt: at }).where(eq(interviews.id, interview.id));
      await recordEvent(tx, {
        applicationId: interview.applicationId,
        type: 'interview_slots_proposed',
        actor: actorOf(viewer),
        summary: 'You asked to reschedule the interview',
        note: input.note || null,
        interviewId: interview.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview', socketId, [
      {
        to: await this.recruitersOf(row.application.id, row.interview.recruiterId),
        type: 'interview_update',
        title: `${row.talent.name} asked to reschedule`,
        body: `${row.talent.name} cannot make ${formatInZone(row.interview.startsAt, row.interview.recruiterTimezone)} and proposed ${starts.length === 1 ? 'another time' : `${starts.length} other times`}.`,
        url: recruiterApplicationUrl(row.application.id),
      },
    ]);
    return this.getInterview(viewer, id);
  }

  /** Moves the interview to a new time (SEQUENCE + 1, reminders again), answering any reschedule request. */
  async reschedule(
    viewer: RecruiterViewer,
    id: string,
    input: RescheduleInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const { row, moved } = await this.onInterview(viewer, id, async (tx, interview, application, row) => {
      // Judged once the interview is known to be the viewer's (another company's id is a 404, whatever the body).
      const [start] = this.recruiterInstants(input.timezone, [input.slot], at, 'slot');
      if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
      this.assertActive(application);
      const duration = interview.endsAt.getTime() - interview.startsAt.getTime();
      const [moved] = await tx
        .update(interviews)
        .set({
          startsAt: start!,
          endsAt: new Date(start!.getTime() + duration),
          sequence: sql`${interviews.sequence} + 1`,
          reschedule: null,
          reminded24hAt: null,
          reminded1hAt: null,
          updatedAt: at,
        })
        .where(eq(interviews.id, interview.id))
        .returning();
      await recordEvent(tx, {
        applicationId: interview.applicationId,
        type: 'interview_rescheduled',
        actor: actorOf(viewer),
        summary: `${viewer.name} moved the interview to a new time`,
        interviewId: interview.id,
        at,
      });
      return { row, moved: moved! };
    });
    await this.announce(row.application.id, 'interview', socketId, [
      {
        to: [row.talent.id],
        type: 'interview_update',
        title: `Interview moved: ${row.job.title}`,
        body: `${viewer.name} moved your interview to ${formatInZone(moved.startsAt, moved.talentTimezone)}. Update your calendar.`,
        url: talentInterviewUrl(id),
      },
    ]);
    return this.getInterview(viewer, id);
  }

  async declineReschedule(
    viewer: RecruiterViewer,
    id: string,
    input: DeclineRescheduleInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.onInterview(viewer, id, async (tx, interview, _application, row) => {
      if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
      if (!interview.reschedule) throw conflict('There is no reschedule request to decline.');
      await tx
        .update(interviews)
        .set({ reschedule: null, updatedAt: at })
        .where(eq(interviews.id, interview.id));
      await recordEvent(tx, {
        applicationId: interview.applicationId,
        type: 'interview_scheduled',
        actor: actorOf(viewer),
        summary: `${viewer.name} kept the interview at its original time`,
        note: input.note || null,
        interviewId: interview.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview', socketId, [
      {
        to: [row.talent.id],
        type: 'interview_update',
        title: `Interview stays as planned: ${row.job.title}`,
        body: `${viewer.name} could not move the interview; it stays at ${formatInZone(row.interview.startsAt, row.interview.talentTimezone)}.${input.note ? ` “${input.note}”` : ''}`,
        url: talentInterviewUrl(id),
      },
    ]);
    return this.getInterview(viewer, id);
  }

  async recordOutcome(
    viewer: RecruiterViewer,
    id: string,
    input: OutcomeInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.onInterview(viewer, id, async (tx, interview, _application, row) => {
      if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
      if (interview.startsAt > at)
        throw conflict('The outcome can be recorded once the interview has started.');
      await tx
        .update(interviews)
        .set({
          status: 'completed',
          outcome: input.outcome,
          feedback: input.feedback || null,
          privateNotes: input.private_notes || null,
          reschedule: null,
          updatedAt: at,
        })
        .where(eq(interviews.id, interview.id));
      await recordEvent(tx, {
        applicationId: interview.applicationId,
        type: 'interview_completed',
        actor: actorOf(viewer),
        summary: `${viewer.name} recorded the interview's outcome`,
        // Only what the recruiter chose to share; private notes never reach the timeline.
        note: input.feedback || null,
        interviewId: interview.id,
        at,
      });
      return row;
    });
    await this.announce(row.application.id, 'interview', socketId, [
      {
        to: [row.talent.id],
        type: 'interview_update',
        title: `Interview feedback: ${row.job.title}`,
        body: input.feedback
          ? `${viewer.name} shared feedback on your interview.`
          : `${viewer.name} recorded the outcome of your interview.`,
        url: talentInterviewUrl(id, true),
      },
    ]);
    return this.getInterview(viewer, id);
  }

  /** Either side cancels a scheduled interview that has not started (SEQUENCE + 1: calendars drop it). */
  async cancelInterview(
    viewer: PipelineViewer,
    id: string,
    input: { reason: string },
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.onInterview(viewer, id, async (tx, interview, _application, row) => {
      if (interview.status !== 'scheduled') throw conflict(INTERVIEW_CLOSED[interview.status]);
      if (interview.startsAt <= at) throw conflict('This interview has already started.');
      await tx
        .update(interviews)
        .set({
          status: 'cancelled',
          cancelledBy: viewer.kind,
          cancelReason: input.reason,
          sequence: sql`${interviews.sequence} + 1`,
          reschedule: null,
          updatedAt: at,
        })
        .where(eq(interviews.id, interview.id));
      await recordEvent(tx, {
        applicationId: interview.applicationId,
        type: 'interview_cancelled',
        actor: actorOf(viewer),
        summary:
          viewer.kind === 'talent' ? 'You cancelled the interview' : `${viewer.name} cancelled the interview`,
        note: input.reason,
        interviewId: interview.id,
        at,
      });
      return row;
    });
    const i = row.interview;
    await this.announce(row.application.id, 'interview', socketId, [
      viewer.kind === 'talent'
        ? {
            to: await this.recruitersOf(row.application.id, i.recruiterId),
            type: 'interview_update',
            title: `${row.talent.name} cancelled the interview`,
            body: `The ${row.job.title} interview at ${formatInZone(i.startsAt, i.recruiterTimezone)} is cancelled: ${input.reason}`,
            url: recruiterApplicationUrl(row.application.id),
          }
        : {
            to: [row.talent.id],
            type: 'interview_update',
            title: `Interview cancelled: ${row.job.title}`,
            body: `${viewer.name} cancelled the interview at ${formatInZone(i.startsAt, i.talentTimezone)}: ${input.reason}`,
            url: talentInterviewUrl(id, true),
          },
    ]);
    return this.getInterview(viewer, id);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Other features and the scheduler

  /**
   * Withdrawal and job closing, inside the caller's transaction: open requests and scheduled interviews of the
   * application become cancelled (with `reason`), each with a timeline event. The caller notifies and broadcasts.
   */
  async cancelForApplication(
    tx: Db,
    applicationId: string,
    actor: ActorInput,
    reason: string,
  ): Promise<void> {
    const at = this.now();
    const requests = await tx
      .update(interviewRequests)
      .set({ status: 'cancelled', updatedAt: at })
      .where(
        and(
          eq(interviewRequests.applicationId, applicationId),
          inArray(interviewRequests.status, ['pending', 'proposed']),
        ),
      )
      .returning({ id: interviewRequests.id });
    for (const request of requests) {
      await recordEvent(tx, {
        applicationId,
        type: 'interview_cancelled',
        actor,
        summary: 'The interview request was cancelled',
        note: reason,
        interviewRequestId: request.id,
        at,
      });
    }
    const cancelled = await tx
      .update(interviews)
      .set({
        status: 'cancelled',
        cancelledBy: actor.kind,
        cancelReason: reason,
        sequence: sql`${interviews.sequence} + 1`,
        reschedule: null,
        updatedAt: at,
      })
      .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
      .returning({ id: interviews.id });
    for (const interview of cancelled) {
      await recordEvent(tx, {
        applicationId,
        type: 'interview_cancelled',
        actor,
        summary: 'The interview was cancelled',
        note: reason,
        interviewId: interview.id,
        at,
      });
    }
  }

  /** Reminders (24 h and 1 h before) and request expiry. */
  sweeps(): Sweep[] {
    return [
      { name: 'interview-reminders', run: (now) => this.sendReminders(now) },
      { name: 'interview-request-expiry', run: (now) => this.expireRequests(now) },
    ];
  }

  /**
   * Claims each due reminder with a conditional UPDATE (one process wins it, once), then tells both sides. The 1 h
   * reminder also claims the 24 h one, so an interview booked at short notice is not reminded twice out of order.
   */
  async sendReminders(now: Date): Promise<void> {
    const oneHour = new Date(now.getTime() + HOUR);
    const oneDay = new Date(now.getTime() + 24 * HOUR);
    const due = (column: typeof interviews.reminded1hAt, until: Date, after: Date) =>
      and(
        eq(interviews.status, 'scheduled'),
        isNull(column),
        gt(interviews.startsAt, after),
        lte(interviews.startsAt, until),
        // Nobody is reminded of an interview whose application has ended.
        sql`EXISTS (SELECT 1 FROM ${applications} a WHERE a.id = ${interviews.applicationId}
          AND a.status NOT IN (${sql.join(
            FINAL_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}))`,
      );
    const hour = await this.db
      .update(interviews)
      .set({ reminded1hAt: now, reminded24hAt: sql`coalesce(${interviews.reminded24hAt}, ${now})` })
      .where(due(interviews.reminded1hAt, oneHour, now))
      .returning({ id: interviews.id });
    const day = await this.db
      .update(interviews)
      .set({ reminded24hAt: now })
      .where(due(interviews.reminded24hAt, oneDay, oneHour))
      .returning({ id: interviews.id });
    const ids = [...hour, ...day].map((r) => r.id);
    if (ids.length === 0) return;
    const soon = new Set(hour.map((r) => r.id));
    const rows = (
      await Promise.all(
        chunks(ids).map((part) => selectInterviews(this.db, inArray(interviews.id, part), [])),
      )
    ).flat();
    for (const row of rows) {
      const i = row.interview;
      const lead = soon.has(i.id) ? 'in about an hour' : 'within a day';
      const recruiterIds = await this.recruitersOf(row.application.id, i.recruiterId);
      for (const message of [
        {
          to: [row.talent.id],
          title: `Interview ${lead}: ${row.job.title}`,
          body: `Your interview with ${row.company.name} starts ${formatInZone(i.startsAt, i.talentTimezone)}.${i.joinUrl ? ` Join: ${i.joinUrl}` : ''}`,
          url: talentInterviewUrl(i.id),
        },
        {
          to: recruiterIds,
          title: `Interview ${lead}: ${row.talent.name}`,
          body: `The ${row.job.title} interview with ${row.talent.name} starts ${formatInZone(i.startsAt, i.recruiterTimezone)}.`,
          url: recruiterApplicationUrl(row.application.id),
        },
      ]) {
        for (const userId of new Set(message.to)) {
          await this.deps.notifications
            .notify(userId, 'interview_reminder', {
              title: message.title,
              body: message.body,
              url: message.url,
            })
            .catch((err: unknown) => this.deps.log?.warn({ err }, 'interview reminder failed'));
        }
      }
    }
  }

  /** Pending requests whose recruiter slots have all started → expired, with an event; both sides told. */
  async expireRequests(now: Date): Promise<void> {
    const expired = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(interviewRequests)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(interviewRequests.status, 'pending'),
            sql`NOT EXISTS (SELECT 1 FROM ${interviewSlots} s WHERE s.request_id = ${interviewRequests.id}
              AND s.proposed_by = 'recruiter' AND s.starts_at > ${now})`,
          ),
        )
        .returning({ id: interviewRequests.id, applicationId: interviewRequests.applicationId });
      for (const row of rows) {
        await recordEvent(tx, {
          applicationId: row.applicationId,
          type: 'interview_cancelled',
          actor: { kind: 'system', userId: null, name: 'Borderless' },
          summary: 'The interview request expired: every proposed time passed without an answer',
          interviewRequestId: row.id,
          at: now,
        });
      }
      return rows;
    });
    if (expired.length === 0) return;
    const rows = (
      await Promise.all(
        chunks(expired.map((r) => r.id)).map((part) =>
          selectRequests(this.db, inArray(interviewRequests.id, part)),
        ),
      )
    ).flat();
    for (const row of rows) {
      await this.announce(row.application.id, 'interview_request', undefined, [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `Interview request expired: ${row.job.title}`,
          body: `Every proposed time passed. ${row.recruiter.name} can send new ones.`,
          url: talentRequestUrl(row.request.id),
        },
        {
          to: await this.recruitersOf(row.application.id, row.request.recruiterId),
          type: 'interview_update',
          title: `Interview request expired: ${row.talent.name}`,
          body: `${row.talent.name} did not pick any of the proposed times for ${row.job.title}. Propose new ones.`,
          url: recruiterApplicationUrl(row.application.id),
        },
      ]);
    }
  }
}
