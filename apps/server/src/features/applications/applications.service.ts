import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  APPLICATION_STATUSES,
  ApplicationDraftSchema,
  FILE_KIND_LABELS,
  WITHDRAWABLE_STATUSES,
  type AnswerBadge,
  type Application,
  type ApplicationDetail,
  type ApplicationDraft,
  type ApplicationStatus,
  type FileKind,
  type ScreenerAnswer,
  type StoredFile,
  type SubmitApplicationSchema,
} from '@talent/contract/applications';
import type { JobSummary, ScreenerQuestion } from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { fileJson } from '../files/files.service.ts';
import { findOwnFiles, lockOwnFiles, type FileRow } from '../files/files.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireEliteAccess } from '../jobs/elite-access.ts';
import { findJob, type JobRecord } from '../jobs/jobs.repository.ts';
import type { JobsService, Viewer } from '../jobs/jobs.service.ts';
import type { InterviewsService } from '../interviews/interviews.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { listEvents, recordEvent, type ActorInput } from '../pipeline/pipeline.repository.ts';
import { badgeMayAnswer, missesKnockout, screenerQuestionsOf } from '../jobs/screener.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import {
  acceptInvitation,
  conversationsOf,
  countOwnByStatus,
  deleteDraft,
  findDraft,
  findLiveApplication,
  findOwnApplication,
  findOwnInvitation,
  insertApplication,
  jobRecruiters,
  listOwnApplications,
  openItemsOf,
  statusesReached,
  recruiterById,
  upsertDraft,
  userName,
  type ApplicationFilter,
  type ApplicationRow,
  type InvitationRow,
  type JobRecruiterRow,
} from './applications.repository.ts';
import { applicationsJson, eventJson, TALENT_READER } from './application-view.ts';
import { DEFAULT_DEMO_PIPELINE_DELAY_MS, DemoPipeline } from './demo-pipeline.ts';
import { recruiterApplicationUrl } from '../pipeline/pipeline-links.ts';
import { pipelineTransition } from '../pipeline/pipeline-transition.ts';
import { ApplicationAnnouncer } from './applications.messages.ts';
import { applicationSweeps } from './applications.sweeps.ts';

type SubmitInput = z.output<typeof SubmitApplicationSchema>;
type StoredAnswer = Application['answers'][number];

export const ALREADY_APPLIED =
  'You have already applied to this job. Withdraw that application to apply again.';

function isLiveUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  return !!e.cause && isLiveUniqueViolation(e.cause);
}

const kindLabels = FILE_KIND_LABELS;

/** A badge given as an answer, as the badges service judged it: usable (recorded), or why not. */
export type BadgeAnswerCheck = { badge: AnswerBadge } | { problem: string };

/**
 * Checks answers against the job's questions; returns what to store (in the job's order) or field errors. An
 * answer given by a badge (`badge_id`) stores the badge and the value the badge stands for (yes, or its title),
 * never the browser's value, and only when `badgeChecks` says the badge answers that question.
 */
export function checkAnswers(
  questions: ScreenerQuestion[],
  answers: ScreenerAnswer[],
  badgeChecks: Map<string, BadgeAnswerCheck> = new Map(),
): { stored: StoredAnswer[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const given = new Map<string, ScreenerAnswer['value']>();
  const byBadge = new Map<string, AnswerBadge>();
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const answer of answers) {
    const field = `answers.${answer.question_id}`;
    const question = byId.get(answer.question_id);
    if (!question) errors[field] = ['This job has no such question.'];
    else if (given.has(answer.question_id)) errors[field] = ['This question is answered twice.'];
    else if (answer.badge_id !== undefined) {
      const check = badgeChecks.get(answer.question_id);
      if (!badgeMayAnswer(question)) errors[field] = ['A badge cannot answer this question.'];
      else if (!check) errors[field] = ['This badge could not be checked.'];
      else if ('problem' in check) errors[field] = [check.problem];
      else {
        byBadge.set(question.id, check.badge);
        given.set(
          question.id,
          question.kind === 'yes_no' ? true : `Covered by the ${check.badge.title} badge`,
        );
      }
    } else given.set(answer.question_id, answer.value);
  }
  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const field = `answers.${question.id}`;
    if (errors[field]) continue;
    const value = given.get(question.id);
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      if (question.required) errors[field] = [`Answer the question "${question.text}".`];
      continue;
    }
    const expected = { yes_no: 'boolean', number: 'number', text: 'string' }[question.kind];
    if (typeof value !== expected) {
      const wanted = { yes_no: 'yes or no', number: 'a number', text: 'a written answer' }[question.kind];
      errors[field] = [`"${question.text}" needs ${wanted}.`];
      continue;
    }
    stored.push({
      question_id: question.id,
      question: question.text,
      value,
      knocked_out: missesKnockout(question, value),
      badge: byBadge.get(question.id) ?? null,
    });
  }
  return { stored, errors };
}

export class ApplicationsService {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobsService;
      /** Checks the badges a candidate gives as screener answers (the test passport). */
      badges: BadgesService;
      now?: () => Date;
      /** After a submit commits (chat opens the conversation with the recruiter); must not throw. */
      onSubmitted?: (application: ApplicationRow) => Promise<void>;
      // Withdrawal cascades into the application's interviews and offers; both sides are told.
      interviews?: InterviewsService;
      offers?: OffersService;
      notifications?: NotificationsService;
      pipeline?: PipelineNotifier;
      log?: FastifyBaseLogger;
      /** How long a seeded demo recruiter waits before each of its moves on a new application. */
      demoDelayMs?: number;
    },
  ) {
    this.announcer = new ApplicationAnnouncer(deps);
    this.demo = new DemoPipeline({
      db: deps.db,
      delayMs: deps.demoDelayMs ?? DEFAULT_DEMO_PIPELINE_DELAY_MS,
      interviews: deps.interviews,
      notifications: deps.notifications,
      pipeline: deps.pipeline,
      now: deps.now,
      log: deps.log,
    });
  }

  private readonly announcer: ApplicationAnnouncer;

  /** The demo recruiter's automatic moves on new applications (tests read `demo.pending`). */
  readonly demo: DemoPipeline;

  private get db() {
    return this.deps.db;
  }

  /** Stops the demo recruiter's pending moves and waits for one under way (app close). */
  async close(): Promise<void> {
    await this.demo.close();
  }

  /** The response-promise sweep: run by the pipeline scheduler, safe with several processes. */
  sweeps(): Sweep[] {
    return applicationSweeps({ db: this.db, announcer: this.announcer });
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** An open job, else 404 (drafts and submissions are only for jobs that take applications). */
  private async openJob(db: Db, id: string, lock?: 'share'): Promise<JobRecord> {
    const job = isUuid(id) ? await findJob(db, id, lock) : undefined;
    if (!job || job.status !== 'open') throw new AppError('not_found');
    return job;
  }

  /** Job summaries for applications, closed jobs included (an applicant keeps seeing what they applied to). */
  private async jobSummaries(ids: string[], viewer: Viewer): Promise<Map<string, JobSummary>> {
    const list = await this.deps.jobs.summariesOf([...new Set(ids)], viewer);
    return new Map(list.map((s) => [s.id, s]));
  }

  private usableInvitation(invitation: InvitationRow | undefined, at: Date): boolean {
    if (!invitation) return false;
    if (invitation.status === 'accepted') return true;
    return invitation.status === 'pending' && invitation.expiresAt > at;
  }

  /** File ids that must be the candidate's own of the given kind; field errors for the others. */
  private checkFiles(
    owned: FileRow[],
    wanted: Array<{ field: string; id: string | null | undefined; kind: FileKind }>,
  ): FieldErrors {
    const errors: FieldErrors = {};
    for (const { field, id, kind } of wanted) {
      if (!id) continue;
      const file = owned.find((f) => f.id === id);
      if (!file || file.kind !== kind)
        errors[field] = [`Choose one of your uploaded ${kindLabels[kind]} files.`];
    }
    return errors;
  }

  /* ---------- drafts ---------- */

  private async draftJson(userId: string, data: ApplicationDraft, updatedAt: Date | null) {
    const ids = [data.resume_file_id, data.video_file_id].filter((id): id is string => !!id);
    const owned = await findOwnFiles(this.db, userId, ids);
    const file = (id: string | null | undefined, kind: FileKind): StoredFile | null => {
      const row = id ? owned.find((f) => f.id === id && f.kind === kind) : undefined;
      return row ? fileJson(row) : null;
    };
    const resume = file(data.resume_file_id, 'resume');
    const video = file(data.video_file_id, 'video_intro');
    return {
      ...data,
      // A file deleted since is no longer part of the draft.
      ...(data.resume_file_id !== undefined ? { resume_file_id: resume?.id ?? null } : {}),
      ...(data.video_file_id !== undefined ? { video_file_id: video?.id ?? null } : {}),
      resume,
      video,
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  async draft(userId: string, jobId: string) {
    await this.openJob(this.db, jobId);
    const row = await findDraft(this.db, userId, jobId);
    const data = row ? ApplicationDraftSchema.catch({}).parse(row.data) : {};
    return this.draftJson(userId, data, row?.updatedAt ?? null);
  }

  /** Merges the given fields into the saved draft (absent fields stay, null clears a file or invitation). */
  async saveDraft(userId: string, jobId: string, input: ApplicationDraft) {
    const at = this.now();
    const saved = await this.db.transaction(async (tx) => {
      await this.openJob(tx, jobId);
      const ids = [input.resume_file_id, input.video_file_id].filter((id): id is string => !!id);
      const owned = await findOwnFiles(tx, userId, ids);
      const errors = this.checkFiles(owned, [
        { field: 'resume_file_id', id: input.resume_file_id, kind: 'resume' },
        { field: 'video_file_id', id: input.video_file_id, kind: 'video_intro' },
      ]);
      if (input.invitation_id) {
        const invitation = await findOwnInvitation(tx, userId, jobId, input.invitation_id);
        if (!this.usableInvitation(invitation, at)) {
          errors.invitation_id = ['This invitation is not open for this job.'];
        }
      }
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const existing = await findDraft(tx, userId, jobId);
      const before = existing ? ApplicationDraftSchema.catch({}).parse(existing.data) : {};
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      return upsertDraft(tx, { userId, jobId, data: { ...before, ...given }, at });
    });
    return this.draftJson(userId, ApplicationDraftSchema.parse(saved.data), saved.updatedAt);
  }

  async discardDraft(userId: string, jobId: string): Promise<void> {
    if (!isUuid(jobId)) throw new AppError('not_found');
    await deleteDraft(this.db, userId, jobId);
  }

  /* ---------- applications ---------- */

  /**
   * Rows → contract applications with everything filled (promise, recruiter, next step, open items, thread), in
   * batches: the same few queries whatever the number of rows.
   */
  private async toJson(rows: ApplicationRow[], viewer: Viewer): Promise<Application[]> {
    if (rows.length === 0) return [];
    const now = this.now();
    const ids = rows.map((r) => r.id);
    const jobIds = [...new Set(rows.map((r) => r.jobId))];
    const fileIds = rows.flatMap((r) => [r.resumeFileId, r.videoFileId]).filter((id): id is string => !!id);
    const [summaries, owned, jobs, threads, open, reached] = await Promise.all([
      this.jobSummaries(jobIds, viewer),
      findOwnFiles(this.db, viewer.userId, [...new Set(fileIds)]),
      jobRecruiters(this.db, jobIds),
      conversationsOf(this.db, ids),
      openItemsOf(this.db, ids, now),
      statusesReached(this.db, ids),
    ]);
    return applicationsJson(
      rows,
      {
        summaries,
        staff: jobs,
        files: new Map(owned.map((f) => [f.id, fileJson(f)])),
        threads,
        open,
        reached,
      },
      now,
    );
  }

  /** The badges given as answers, each checked against its question (the candidate's, valid, skill, level). */
  private async checkBadgeAnswers(
    db: Db,
    userId: string,
    questions: ScreenerQuestion[],
    answers: ScreenerAnswer[],
  ): Promise<Map<string, BadgeAnswerCheck>> {
    const checks = new Map<string, BadgeAnswerCheck>();
    for (const answer of answers) {
      const question = questions.find((q) => q.id === answer.question_id);
      if (!answer.badge_id || !question || !badgeMayAnswer(question) || checks.has(question.id)) continue;
      checks.set(
        question.id,
        await this.deps.badges.checkCoveringBadge(db, userId, answer.badge_id, question.skill),
      );
    }
    return checks;
  }

  /** One application with its timeline (oldest first). */
  private async one(row: ApplicationRow, viewer: Viewer): Promise<ApplicationDetail> {
    const [[json], events] = await Promise.all([this.toJson([row], viewer), listEvents(this.db, [row.id])]);
    if (!json) throw new AppError('not_found');
    return { ...json, timeline: events.map((e) => eventJson(e, TALENT_READER)) };
  }

  /**
   * Submits an application in one transaction: the job open (share-locked, so a close cannot slip past it), no live
   * application yet, the files the candidate's own (locked against a concurrent delete), the answers complete, the
   * invitation (if any) answered, the draft gone, and the timeline started (`invited` first when it answers an invitation, then `submitted`). The
   * live-application unique index settles a race between two submits as a 409. After the commit the job's recruiter
   * is told, both sides' screens refresh, and a demo recruiter starts its automatic moves.
   */
  async submit(
    jobId: string,
    input: SubmitInput,
    viewer: Viewer,
    socketId?: string,
  ): Promise<ApplicationDetail> {
    const userId = viewer.userId;
    const at = this.now();
    let created: { row: ApplicationRow; staff: JobRecruiterRow | undefined; talentName: string };
    try {
      created = await this.db.transaction(async (tx) => {
        // Held until the commit: a job closing meanwhile waits, then closes this application with the others.
        const job = await this.openJob(tx, jobId, 'share');
        await requireEliteAccess(tx, job, userId);
        if (await findLiveApplication(tx, userId, jobId)) {
          throw new AppError('conflict', { message: ALREADY_APPLIED });
        }
        const ids = [input.resume_file_id, input.video_file_id].filter((id): id is string => !!id);
        const owned = await lockOwnFiles(tx, userId, ids, 'share');
        const errors = this.checkFiles(owned, [
          { field: 'resume_file_id', id: input.resume_file_id, kind: 'resume' },
          { field: 'video_file_id', id: input.video_file_id, kind: 'video_intro' },
        ]);
        const questions = screenerQuestionsOf(job.screenerQuestions);
        const { stored, errors: answerErrors } = checkAnswers(
          questions,
          input.answers,
          await this.checkBadgeAnswers(tx, userId, questions, input.answers),
        );
        Object.assign(errors, answerErrors);

        let invitation: InvitationRow | undefined;
        if (input.invitation_id) {
          invitation = await findOwnInvitation(tx, userId, jobId, input.invitation_id, true);
          if (!this.usableInvitation(invitation, at)) {
            errors.invitation_id = ['This invitation is not open for this job.'];
          }
        } else if (input.source === 'invitation') {
          errors.invitation_id = ['Choose the invitation you are answering.'];
        }
        if (Object.keys(errors).length) throw AppError.validation(errors);

        if (invitation) await acceptInvitation(tx, invitation.id, at);
        const row = await insertApplication(tx, {
          userId,
          jobId,
          status: 'submitted',
          source: invitation ? 'invitation' : input.source,
          invitationId: invitation?.id ?? null,
          coverNote: input.cover_note,
          answers: stored,
          knockedOut: stored.some((a) => a.knocked_out),
          resumeFileId: input.resume_file_id,
          videoFileId: input.video_file_id ?? null,
          submittedAt: at,
          statusChangedAt: at,
          updatedAt: at,
        });
        await deleteDraft(tx, userId, jobId);

        const talentName = await userName(tx, userId);
        const staff = (await jobRecruiters(tx, [jobId]))[0];
        if (invitation) {
          const inviter = await recruiterById(tx, invitation.recruiterId);
          const name = inviter?.name ?? staff?.recruiter.name ?? job.companyName;
          await recordEvent(tx, {
            applicationId: row.id,
            type: 'invited',
            actor: { kind: 'recruiter', userId: inviter?.userId ?? null, name },
            summary: `${name} invited you to apply`,
            note: invitation.message,
            at: invitation.createdAt < at ? invitation.createdAt : at,
          });
        }
        await recordEvent(tx, {
          applicationId: row.id,
          type: 'submitted',
          toStatus: 'submitted',
          actor: { kind: 'talent', userId, name: talentName },
          summary: invitation ? 'You applied, answering the invitation' : 'You applied',
          at,
        });
        return { row, staff, talentName };
      });
    } catch (err) {
      // A concurrent submit committed first: the partial unique index refused this one.
      if (!(err instanceof AppError) && isLiveUniqueViolation(err)) {
        throw new AppError('conflict', { message: ALREADY_APPLIED });
      }
      throw err;
    }
    const { row, staff, talentName } = created;
    await this.deps.onSubmitted?.(row);
    if (staff) {
      await this.announcer.tell(staff.recruiter.userId, 'application_update', {
        title: `New application: ${staff.jobTitle}`,
        body:
          `${talentName} applied to ${staff.jobTitle}. The job promises a first response within ` +
          `${staff.responseDays} days.`,
        url: recruiterApplicationUrl(row.id),
      });
    }
    await this.announcer.changed(row.id, socketId);
    if (staff) this.demo.onSubmitted(row.id, staff.recruiter);
    return this.one(row, viewer);
  }

  /** The candidate's applications, newest first, with the counts per state over all of them. */
  async list(
    viewer: Viewer,
    filter: ApplicationFilter = {},
  ): Promise<{ data: Application[]; meta: { counts: Record<ApplicationStatus, number> } }> {
    const [rows, byStatus] = await Promise.all([
      listOwnApplications(this.db, viewer.userId, filter),
      countOwnByStatus(this.db, viewer.userId),
    ]);
    const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
      ApplicationStatus,
      number
    >;
    return { data: await this.toJson(rows, viewer), meta: { counts } };
  }

  async get(id: string, viewer: Viewer): Promise<ApplicationDetail> {
    const row = isUuid(id) ? await findOwnApplication(this.db, viewer.userId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return this.one(row, viewer);
  }

  /**
   * Withdrawal, from any active state, in one transaction: the move (with the reason as the note), open interview
   * requests and scheduled interviews cancelled, a pending offer declined. The recruiter is told after the commit;
   * the candidate may apply to the job again.
   */
  async withdraw(
    id: string,
    reason: string | undefined,
    viewer: Viewer,
    socketId?: string,
  ): Promise<ApplicationDetail> {
    if (!isUuid(id)) throw new AppError('not_found');
    const at = this.now();
    const note = reason ? reason : null;
    const { row, staff, talentName, from } = await pipelineTransition(this.db, {
      applicationId: id,
      lockApplication: (tx) => findOwnApplication(tx, viewer.userId, id, true),
      run: async ({ tx, application: current, move }) => {
        if (!WITHDRAWABLE_STATUSES.includes(current.status)) {
          throw new AppError('conflict', {
            message: WITHDRAW_REFUSALS[current.status] ?? WITHDRAW_REFUSALS.closed,
          });
        }
        const name = await userName(tx, viewer.userId);
        const actor: ActorInput = { kind: 'talent', userId: viewer.userId, name };
        const moved = await move({
          to: 'withdrawn',
          actor,
          summary: 'You withdrew your application',
          note,
          at,
          set: { withdrawnAt: at, withdrawReason: note },
        });
        await this.deps.interviews?.cancelForApplication(tx, id, actor, 'The candidate withdrew');
        await this.deps.offers?.cancelForApplication(tx, id, actor);
        const [job] = await jobRecruiters(tx, [current.jobId]);
        return { row: moved, staff: job, talentName: name, from: current.status };
      },
    });
    if (staff) {
      const cascade =
        from === 'offer'
          ? ' Their pending offer was declined with it.'
          : from === 'interviewing'
            ? ' Open interview requests and scheduled interviews were cancelled.'
            : '';
      await this.announcer.tell(staff.recruiter.userId, 'application_update', {
        title: `${talentName} withdrew from ${staff.jobTitle}`,
        body: `${talentName} withdrew their application${note ? `: "${note}"` : '.'}${cascade}`,
        url: recruiterApplicationUrl(row.id),
      });
    }
    await this.announcer.changed(row.id, socketId);
    return this.one(row, viewer);
  }
}

/** The 409 sentence for withdrawing an application that already ended. */
const WITHDRAW_REFUSALS: Partial<Record<ApplicationStatus, string>> = {
  withdrawn: 'You have already withdrawn this application.',
  hired: 'You were hired for this job, so there is no application left to withdraw.',
  rejected: 'This application was not selected, so it has already ended and cannot be withdrawn.',
  closed: 'The job closed, so this application has already ended and cannot be withdrawn.',
};
