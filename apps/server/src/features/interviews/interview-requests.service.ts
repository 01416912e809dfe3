import type { FastifyBaseLogger } from 'fastify';
import { APPLICATION_STATUS_LABELS } from '@talent/contract/applications';
import type { Interview, InterviewRequest } from '@talent/contract/interviews';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ActorInput } from '../pipeline/pipeline.repository.ts';
import {
  jitsiRoom,
  recruiterApplicationUrl,
  talentInterviewUrl,
  talentRequestUrl,
} from '../pipeline/pipeline-links.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import { pipelineTransition, type PipelineStep } from '../pipeline/pipeline-transition.ts';
import type { PipelineViewer, RecruiterViewer, TalentViewer } from '../pipeline/viewer.ts';
import { recruiterInstants, slotEnd, talentInstants } from './interview-slots.ts';
import { announce, quoted, times, type Message } from './interviews.messages.ts';
import {
  deleteSlots,
  findCompanyApplication,
  findInterviews,
  findRequests,
  findSlot,
  insertInterview,
  insertRequest,
  insertSlots,
  interviewIdsOf,
  lockRequest,
  openRequestOf,
  recruiterUserIds,
  slotsOf,
  updateRequest,
  type InterviewRequestRow,
  type InterviewRow,
  type InterviewSlotRow,
  type InterviewWithContext,
  type RequestWithContext,
} from './interviews.repository.ts';
import { formatInZone } from './local-time.ts';
import { interviewJson, requestsJson, talentZoneOf } from './interviews.view.ts';
import {
  REQUESTABLE,
  REQUEST_CLOSED,
  conflict,
  actorOf,
  assertOpen,
  assertActive,
  type CreateInput,
  type ProposeLocalInput,
  type ProposeInput,
  type DeclineInput,
} from './interview-rules.ts';

/**
 * The request side of interviews: reading, and each step on a request (the recruiter's and the candidate's).
 * `InterviewsService` adds the interviews themselves.
 */
export class InterviewRequestsService {
  protected readonly host: string;

  constructor(
    protected readonly deps: {
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

  protected get db() {
    return this.deps.db;
  }

  protected now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /* ---------- reading ---------- */

  protected async requestsJson(rows: RequestWithContext[], at: Date): Promise<InterviewRequest[]> {
    const ids = rows.map((r) => r.request.id);
    const [slots, interviewIds] = await Promise.all([slotsOf(this.db, ids), interviewIdsOf(this.db, ids)]);
    return requestsJson(rows, slots, interviewIds, at);
  }

  async getRequest(viewer: PipelineViewer, id: string): Promise<InterviewRequest> {
    const [json] = await this.requestsJson([await this.requestRow(viewer, id)], this.now());
    return json!;
  }

  /** A request the viewer may see, else 404. */
  private async requestRow(viewer: PipelineViewer, id: string): Promise<RequestWithContext> {
    const [row] = isUuid(id) ? await findRequests(this.db, viewer, { id }) : [];
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** An interview the viewer may see, else 404. */
  protected async interviewRow(viewer: PipelineViewer, id: string): Promise<InterviewWithContext> {
    const [row] = isUuid(id) ? await findInterviews(this.db, viewer, { id }) : [];
    if (!row) throw new AppError('not_found');
    return row;
  }

  async getInterview(viewer: PipelineViewer, id: string): Promise<Interview> {
    return interviewJson(await this.interviewRow(viewer, id), viewer);
  }

  /* ---------- shared steps ---------- */

  /**
   * A step on a request: the application locked, then the request (the order withdrawal uses, so the two never
   * deadlock); after the commit, the messages it returns go out.
   */
  private onRequest<T>(
    row: RequestWithContext,
    run: (step: PipelineStep<InterviewRequestRow>) => Promise<T>,
    messages: (result: T) => Promise<Message[]>,
    kind: 'interview_request' | 'interview',
    socketId: string | undefined,
  ): Promise<T> {
    return pipelineTransition(this.db, {
      applicationId: row.application.id,
      lock: (tx) => lockRequest(tx, row.request.id),
      run,
      announce: async (result) =>
        announce(this.deps, row.application.id, kind, socketId, await messages(result)),
    });
  }

  protected recruitersOf(applicationId: string, recruiterId: string): Promise<string[]> {
    return recruiterUserIds(this.db, applicationId, recruiterId);
  }

  /** Turns an accepted slot into the interview, inside the step. */
  private async schedule(
    step: PipelineStep<InterviewRequestRow>,
    slot: InterviewSlotRow,
    row: RequestWithContext,
    actor: ActorInput,
    at: Date,
  ): Promise<InterviewRow> {
    const request = step.row;
    const interview = await insertInterview(step.tx, {
      applicationId: request.applicationId,
      requestId: request.id,
      recruiterId: request.recruiterId,
      type: request.type,
      startsAt: slot.startsAt,
      endsAt: slotEnd(slot.startsAt, request.durationMinutes),
      interviewers: request.interviewers,
      agenda: request.agenda,
      prepNotes: request.prepNotes,
      location: request.type === 'video' ? null : request.location,
      joinUrl: request.type === 'video' ? (request.meetingUrl ?? jitsiRoom()) : null,
      recruiterTimezone: request.recruiterTimezone,
      talentTimezone: talentZoneOf(row),
      createdAt: at,
      updatedAt: at,
    });
    await updateRequest(step.tx, request.id, { status: 'accepted', respondedAt: at, updatedAt: at });
    await step.record({
      type: 'interview_scheduled',
      actor,
      summary:
        actor.kind === 'talent'
          ? 'You booked the interview'
          : `${actor.name} booked the interview at a time you proposed`,
      interviewRequestId: request.id,
      interviewId: interview.id,
      at,
    });
    return interview;
  }

  /* ---------- the recruiter: requests ---------- */

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
    const scoped = isUuid(applicationId)
      ? await findCompanyApplication(this.db, applicationId, viewer.companyId)
      : undefined;
    if (!scoped) throw new AppError('not_found');
    const at = this.now();
    const starts = recruiterInstants(input.timezone, input.slots, at, 'slots');
    if (input.type === 'onsite' && !input.location) {
      throw AppError.validation({ location: ['Give the address of the on-site interview.'] });
    }
    const requestId = await pipelineTransition(this.db, {
      applicationId,
      run: async (step) => {
        const { status } = step.application;
        if (!(REQUESTABLE as readonly string[]).includes(status)) {
          throw conflict(
            `An interview can be requested while the application is in review, in assessment or interviewing; this one is "${APPLICATION_STATUS_LABELS[status]}".`,
          );
        }
        if (await openRequestOf(step.tx, applicationId)) {
          throw conflict(
            'This application already has an open interview request: change its times or cancel it first.',
          );
        }
        const request = await insertRequest(step.tx, {
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
        });
        await insertSlots(step.tx, request.id, 'recruiter', starts);
        const event = {
          type: 'interview_requested' as const,
          actor: actorOf(viewer),
          summary: `${viewer.name} invited you to an interview`,
          interviewRequestId: request.id,
          at,
        };
        // Already interviewing: no move, but the request still answers the candidate.
        if (status === 'interviewing') {
          await step.record(event);
          await step.markFirstResponse(at);
        } else {
          await step.move({ ...event, to: 'interviewing' });
        }
        return request.id;
      },
      announce: (id) =>
        announce(this.deps, applicationId, 'interview_request', socketId, [
          {
            to: [scoped.userId],
            type: 'interview_update',
            title: `Interview request: ${scoped.jobTitle}`,
            body: `${viewer.name} proposed ${times(starts.length, 'a time', 'times')} for an interview. Pick the one that suits you, or propose others.`,
            url: talentRequestUrl(id),
          },
        ]),
    });
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
    const row = await this.requestRow(viewer, id);
    await this.onRequest(
      row,
      async ({ tx, row: request, application, record }) => {
        assertOpen(request);
        assertActive(application);
        const starts = recruiterInstants(input.timezone, input.slots, at, 'slots');
        // The new times are what is on the table now: the old ones (either side's) go.
        await deleteSlots(tx, request.id);
        await insertSlots(tx, request.id, 'recruiter', starts);
        await updateRequest(tx, request.id, {
          status: 'pending',
          recruiterTimezone: input.timezone,
          updatedAt: at,
        });
        await record({
          type: 'interview_slots_proposed',
          actor: actorOf(viewer),
          summary: `${viewer.name} proposed new interview times`,
          interviewRequestId: request.id,
          at,
        });
        return starts.length;
      },
      async (count) => [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `New interview times: ${row.job.title}`,
          body: `${viewer.name} proposed ${times(count, 'a new time', 'new times')}. Pick the one that suits you.`,
          url: talentRequestUrl(id),
        },
      ],
      'interview_request',
      socketId,
    );
    return this.getRequest(viewer, id);
  }

  async cancelRequest(
    viewer: RecruiterViewer,
    id: string,
    input: { reason: string },
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.requestRow(viewer, id);
    await this.onRequest(
      row,
      async ({ tx, row: request, record }) => {
        assertOpen(request);
        await updateRequest(tx, request.id, { status: 'cancelled', updatedAt: at });
        await record({
          type: 'interview_cancelled',
          actor: actorOf(viewer),
          summary: `${viewer.name} cancelled the interview request`,
          note: input.reason,
          interviewRequestId: request.id,
          at,
        });
      },
      async () => [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `Interview request cancelled: ${row.job.title}`,
          body: `${viewer.name} cancelled the interview request: ${input.reason}`,
          url: talentRequestUrl(id),
        },
      ],
      'interview_request',
      socketId,
    );
    return this.getRequest(viewer, id);
  }

  /* ---------- both sides: accepting a slot ---------- */

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
    const row = await this.requestRow(viewer, id);
    const interview = await this.onRequest(
      row,
      async (step) => {
        const request = step.row;
        const wanted = side === 'talent' ? 'pending' : 'proposed';
        if (request.status !== wanted) {
          if (request.status === 'pending') throw conflict('The candidate has not proposed other times.');
          if (request.status === 'proposed') {
            throw conflict('You proposed other times; the recruiter answers them next.');
          }
          throw conflict(REQUEST_CLOSED[request.status]);
        }
        assertActive(step.application);
        const slot = await findSlot(step.tx, request.id, slotId, side === 'talent' ? 'recruiter' : 'talent');
        if (!slot) throw AppError.validation({ slot_id: ['Choose one of the proposed times.'] });
        if (slot.startsAt <= at) throw conflict('This time has already started: choose another one.');
        return this.schedule(step, slot, row, actorOf(viewer), at);
      },
      async (interview) => {
        const when = (zone: string) => formatInZone(interview.startsAt, zone);
        return [
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
        ];
      },
      'interview',
      socketId,
    );
    return this.getInterview(viewer, interview.id);
  }

  /* ---------- the candidate: requests ---------- */

  async proposeTalentSlots(
    viewer: TalentViewer,
    id: string,
    input: ProposeInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.requestRow(viewer, id);
    await this.onRequest(
      row,
      async ({ tx, row: request, application, record }) => {
        const starts = talentInstants(input.slots, at);
        assertOpen(request);
        assertActive(application);
        // A second proposal replaces the first; the recruiter's times stay for reference.
        await deleteSlots(tx, request.id, 'talent');
        await insertSlots(tx, request.id, 'talent', starts);
        await updateRequest(tx, request.id, {
          status: 'proposed',
          talentNote: input.note || null,
          respondedAt: at,
          updatedAt: at,
        });
        await record({
          type: 'interview_slots_proposed',
          actor: actorOf(viewer),
          summary: 'You proposed other interview times',
          note: input.note || null,
          interviewRequestId: request.id,
          at,
        });
        return starts.length;
      },
      async (count) => [
        {
          to: await this.recruitersOf(row.application.id, row.request.recruiterId),
          type: 'interview_update',
          title: `${row.talent.name} proposed other times`,
          body: `${row.talent.name} proposed ${times(count, 'a time', 'times')} for the ${row.job.title} interview.${quoted(input.note)}`,
          url: recruiterApplicationUrl(row.application.id),
        },
      ],
      'interview_request',
      socketId,
    );
    return this.getRequest(viewer, id);
  }

  async declineRequest(
    viewer: TalentViewer,
    id: string,
    input: DeclineInput,
    socketId?: string,
  ): Promise<InterviewRequest> {
    const at = this.now();
    const row = await this.requestRow(viewer, id);
    await this.onRequest(
      row,
      async ({ tx, row: request, record }) => {
        assertOpen(request);
        await updateRequest(tx, request.id, {
          status: 'declined',
          declineReason: input.reason,
          declineNote: input.note || null,
          respondedAt: at,
          updatedAt: at,
        });
        await record({
          type: 'interview_request_declined',
          actor: actorOf(viewer),
          summary: 'You declined the interview request',
          note: input.note || null,
          interviewRequestId: request.id,
          at,
        });
      },
      async () => [
        {
          to: await this.recruitersOf(row.application.id, row.request.recruiterId),
          type: 'interview_update',
          title: `${row.talent.name} declined the interview`,
          body: `${row.talent.name} declined the ${row.job.title} interview request.${quoted(input.note)}`,
          url: recruiterApplicationUrl(row.application.id),
        },
      ],
      'interview_request',
      socketId,
    );
    return this.getRequest(viewer, id);
  }
}
