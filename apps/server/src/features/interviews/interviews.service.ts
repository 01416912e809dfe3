import type { Interview, InterviewRequest } from '@talent/contract/interviews';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordEvent, type ActorInput } from '../pipeline/pipeline.repository.ts';
import { recruiterApplicationUrl, talentInterviewUrl } from '../pipeline/pipeline-links.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { pipelineTransition, type PipelineStep } from '../pipeline/pipeline-transition.ts';
import type { PipelineViewer, RecruiterViewer, TalentViewer } from '../pipeline/viewer.ts';
import { recruiterInstants, talentInstants } from './interview-slots.ts';
import { announce, quoted, times, type Message } from './interviews.messages.ts';
import {
  cancelOpenRequests,
  cancelScheduledInterviews,
  countInterviews,
  countPendingRequests,
  findInterviews,
  findRequests,
  lockInterview,
  updateInterview,
  type InterviewRow,
  type InterviewWithContext,
} from './interviews.repository.ts';
import { formatInZone } from './local-time.ts';
import { interviewSweeps } from './interviews.sweeps.ts';
import { interviewIcs, interviewJson, type StoredReschedule } from './interviews.view.ts';
import {
  conflict,
  actorOf,
  assertScheduled,
  assertActive,
  type ProposeInput,
  type RescheduleInput,
  type DeclineRescheduleInput,
  type OutcomeInput,
} from './interview-rules.ts';
import { InterviewRequestsService } from './interview-requests.service.ts';

/** Interview requests and interviews, both sides: what the routes, the applicant page and the scheduler call. */
export class InterviewsService extends InterviewRequestsService {
  /* ---------- reading ---------- */

  /** Requests (`open`: pending and proposed, on live applications) as the viewer sees them. */
  async listRequests(
    viewer: PipelineViewer,
    query: { status: 'open' | 'all' },
  ): Promise<{ data: InterviewRequest[]; meta: { pending: number } }> {
    const at = this.now();
    const [rows, pending] = await Promise.all([
      findRequests(this.db, viewer, { open: query.status === 'open' }),
      countPendingRequests(this.db, viewer),
    ]);
    return { data: await this.requestsJson(rows, at), meta: { pending } };
  }

  /** Upcoming (soonest first), completed or all (latest first). */
  async listInterviews(
    viewer: PipelineViewer,
    query: { scope: 'upcoming' | 'completed' | 'all' },
  ): Promise<{ data: Interview[]; meta: { upcoming: number; completed: number } }> {
    const at = this.now();
    const [rows, meta] = await Promise.all([
      findInterviews(this.db, viewer, {
        scope: query.scope === 'all' ? undefined : { at, is: query.scope },
        order: query.scope === 'upcoming' ? 'soonest' : 'latest',
      }),
      countInterviews(this.db, viewer, at),
    ]);
    return { data: rows.map((row) => interviewJson(row, viewer)), meta };
  }

  /** Every request and interview of these applications (an applicant's page, an application's badges). */
  async forApplications(
    applicationIds: string[],
    viewer: PipelineViewer,
  ): Promise<{ requests: InterviewRequest[]; interviews: Interview[] }> {
    const ids = applicationIds.filter(isUuid);
    if (ids.length === 0) return { requests: [], interviews: [] };
    const [requestRows, interviewRows] = await Promise.all([
      findRequests(this.db, viewer, { applicationIds: ids }),
      findInterviews(this.db, viewer, { applicationIds: ids, order: 'latest' }),
    ]);
    return {
      requests: await this.requestsJson(requestRows, this.now()),
      interviews: interviewRows.map((row) => interviewJson(row, viewer)),
    };
  }

  /** The .ics of one interview, and its download name. */
  async calendar(viewer: PipelineViewer, id: string): Promise<{ body: string; filename: string }> {
    const row = await this.interviewRow(viewer, id);
    return interviewIcs(row, viewer.kind, { host: this.host, appUrl: this.deps.appUrl, now: this.now() });
  }

  /** A step on an interview: the application locked, then the interview; messages after the commit. */
  private onInterview<T>(
    row: InterviewWithContext,
    run: (step: PipelineStep<InterviewRow>) => Promise<T>,
    messages: (result: T) => Promise<Message[]>,
    socketId: string | undefined,
  ): Promise<T> {
    return pipelineTransition(this.db, {
      applicationId: row.application.id,
      lock: (tx) => lockInterview(tx, row.interview.id),
      run,
      announce: async (result) =>
        announce(this.deps, row.application.id, 'interview', socketId, await messages(result)),
    });
  }

  /* ---------- interviews ---------- */

  async requestReschedule(
    viewer: TalentViewer,
    id: string,
    input: ProposeInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.interviewRow(viewer, id);
    await this.onInterview(
      row,
      async ({ tx, row: interview, application, record }) => {
        const starts = talentInstants(input.slots, at);
        assertScheduled(interview, at);
        assertActive(application);
        const reschedule: StoredReschedule = {
          requested_by: 'talent',
          slots: starts.map((s) => ({ starts_at: s.toISOString() })),
          note: input.note || null,
          requested_at: at.toISOString(),
        };
        await updateInterview(tx, interview.id, { reschedule, updatedAt: at });
        await record({
          type: 'interview_slots_proposed',
          actor: actorOf(viewer),
          summary: 'You asked to reschedule the interview',
          note: input.note || null,
          interviewId: interview.id,
          at,
        });
        return starts.length;
      },
      async (count) => [
        {
          to: await this.recruitersOf(row.application.id, row.interview.recruiterId),
          type: 'interview_update',
          title: `${row.talent.name} asked to reschedule`,
          body: `${row.talent.name} cannot make ${formatInZone(row.interview.startsAt, row.interview.recruiterTimezone)} and proposed ${times(count, 'another time', 'other times')}.`,
          url: recruiterApplicationUrl(row.application.id),
        },
      ],
      socketId,
    );
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
    const row = await this.interviewRow(viewer, id);
    await this.onInterview(
      row,
      async ({ tx, row: interview, application, record }) => {
        // Judged once the interview is known to be the viewer's (another company's id is a 404, whatever the body).
        const [start] = recruiterInstants(input.timezone, [input.slot], at, 'slot');
        assertScheduled(interview);
        assertActive(application);
        const duration = interview.endsAt.getTime() - interview.startsAt.getTime();
        const moved = await updateInterview(
          tx,
          interview.id,
          {
            startsAt: start!,
            endsAt: new Date(start!.getTime() + duration),
            reschedule: null,
            reminded24hAt: null,
            reminded1hAt: null,
            updatedAt: at,
          },
          { newSequence: true },
        );
        await record({
          type: 'interview_rescheduled',
          actor: actorOf(viewer),
          summary: `${viewer.name} moved the interview to a new time`,
          interviewId: interview.id,
          at,
        });
        return moved;
      },
      async (moved) => [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `Interview moved: ${row.job.title}`,
          body: `${viewer.name} moved your interview to ${formatInZone(moved.startsAt, moved.talentTimezone)}. Update your calendar.`,
          url: talentInterviewUrl(id),
        },
      ],
      socketId,
    );
    return this.getInterview(viewer, id);
  }

  async declineReschedule(
    viewer: RecruiterViewer,
    id: string,
    input: DeclineRescheduleInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.interviewRow(viewer, id);
    await this.onInterview(
      row,
      async ({ tx, row: interview, record }) => {
        assertScheduled(interview);
        if (!interview.reschedule) throw conflict('There is no reschedule request to decline.');
        await updateInterview(tx, interview.id, { reschedule: null, updatedAt: at });
        await record({
          type: 'interview_scheduled',
          actor: actorOf(viewer),
          summary: `${viewer.name} kept the interview at its original time`,
          note: input.note || null,
          interviewId: interview.id,
          at,
        });
      },
      async () => [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `Interview stays as planned: ${row.job.title}`,
          body: `${viewer.name} could not move the interview; it stays at ${formatInZone(row.interview.startsAt, row.interview.talentTimezone)}.${quoted(input.note)}`,
          url: talentInterviewUrl(id),
        },
      ],
      socketId,
    );
    return this.getInterview(viewer, id);
  }

  async recordOutcome(
    viewer: RecruiterViewer,
    id: string,
    input: OutcomeInput,
    socketId?: string,
  ): Promise<Interview> {
    const at = this.now();
    const row = await this.interviewRow(viewer, id);
    await this.onInterview(
      row,
      async ({ tx, row: interview, record }) => {
        assertScheduled(interview);
        if (interview.startsAt > at)
          throw conflict('The outcome can be recorded once the interview has started.');
        await updateInterview(tx, interview.id, {
          status: 'completed',
          outcome: input.outcome,
          feedback: input.feedback || null,
          privateNotes: input.private_notes || null,
          reschedule: null,
          updatedAt: at,
        });
        await record({
          type: 'interview_completed',
          actor: actorOf(viewer),
          summary: `${viewer.name} recorded the interview's outcome`,
          // Only what the recruiter chose to share; private notes never reach the timeline.
          note: input.feedback || null,
          interviewId: interview.id,
          at,
        });
      },
      async () => [
        {
          to: [row.talent.id],
          type: 'interview_update',
          title: `Interview feedback: ${row.job.title}`,
          body: input.feedback
            ? `${viewer.name} shared feedback on your interview.`
            : `${viewer.name} recorded the outcome of your interview.`,
          url: talentInterviewUrl(id, true),
        },
      ],
      socketId,
    );
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
    const row = await this.interviewRow(viewer, id);
    const i = row.interview;
    await this.onInterview(
      row,
      async ({ tx, row: interview, record }) => {
        assertScheduled(interview, at);
        await updateInterview(
          tx,
          interview.id,
          {
            status: 'cancelled',
            cancelledBy: viewer.kind,
            cancelReason: input.reason,
            reschedule: null,
            updatedAt: at,
          },
          { newSequence: true },
        );
        await record({
          type: 'interview_cancelled',
          actor: actorOf(viewer),
          summary:
            viewer.kind === 'talent'
              ? 'You cancelled the interview'
              : `${viewer.name} cancelled the interview`,
          note: input.reason,
          interviewId: interview.id,
          at,
        });
      },
      async () => [
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
      ],
      socketId,
    );
    return this.getInterview(viewer, id);
  }

  /* ---------- other features and the scheduler ---------- */

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
    for (const requestId of await cancelOpenRequests(tx, applicationId, at)) {
      await recordEvent(tx, {
        applicationId,
        type: 'interview_cancelled',
        actor,
        summary: 'The interview request was cancelled',
        note: reason,
        interviewRequestId: requestId,
        at,
      });
    }
    for (const interviewId of await cancelScheduledInterviews(tx, applicationId, {
      by: actor.kind,
      reason,
      at,
    })) {
      await recordEvent(tx, {
        applicationId,
        type: 'interview_cancelled',
        actor,
        summary: 'The interview was cancelled',
        note: reason,
        interviewId,
        at,
      });
    }
  }

  /** Reminders (24 h and 1 h before) and request expiry. */
  sweeps(): Sweep[] {
    return interviewSweeps(this.deps);
  }
}
