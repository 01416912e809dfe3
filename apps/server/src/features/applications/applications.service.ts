import type { z } from 'zod';
import {
  ApplicationDraftSchema,
  ApplicationSchema,
  FILE_KIND_LABELS,
  WITHDRAWABLE_STATUSES,
  type Application,
  type ApplicationDraft,
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
import { isUuid } from '../jobs/job-cursor.ts';
import { findJob, type JobRecord } from '../jobs/jobs.repository.ts';
import type { JobsService, Viewer } from '../jobs/jobs.service.ts';
import { missesKnockout, screenerQuestionsOf } from '../jobs/screener.ts';
import {
  acceptInvitation,
  deleteDraft,
  findDraft,
  findLiveApplication,
  findOwnApplication,
  findOwnInvitation,
  insertApplication,
  listOwnApplications,
  markWithdrawn,
  upsertDraft,
  type ApplicationRow,
  type InvitationRow,
} from './applications.repository.ts';

type SubmitInput = z.output<typeof SubmitApplicationSchema>;
type StoredAnswer = Application['answers'][number];
const StoredAnswersSchema = ApplicationSchema.shape.answers;

export const ALREADY_APPLIED =
  'You have already applied to this job. Withdraw that application to apply again.';

function isLiveUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  return !!e.cause && isLiveUniqueViolation(e.cause);
}

const kindLabels = FILE_KIND_LABELS;

/** Checks answers against the job's questions; returns what to store (in the job's order) or field errors. */
export function checkAnswers(
  questions: ScreenerQuestion[],
  answers: ScreenerAnswer[],
): { stored: StoredAnswer[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const given = new Map<string, ScreenerAnswer['value']>();
  const known = new Set(questions.map((q) => q.id));
  for (const answer of answers) {
    const field = `answers.${answer.question_id}`;
    if (!known.has(answer.question_id)) errors[field] = ['This job has no such question.'];
    else if (given.has(answer.question_id)) errors[field] = ['This question is answered twice.'];
    else given.set(answer.question_id, answer.value);
  }
  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const field = `answers.${question.id}`;
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
    });
  }
  return { stored, errors };
}

export class ApplicationsService {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobsService;
      now?: () => Date;
      /** After a submit commits (chat opens the conversation with the recruiter); must not throw. */
      onSubmitted?: (application: ApplicationRow) => Promise<void>;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** An open job, else 404 (drafts and submissions are only for jobs that take applications). */
  private async openJob(db: Db, id: string): Promise<JobRecord> {
    const job = isUuid(id) ? await findJob(db, id) : undefined;
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

  private async toJson(rows: ApplicationRow[], viewer: Viewer): Promise<Application[]> {
    const fileIds = rows.flatMap((r) => [r.resumeFileId, r.videoFileId]).filter((id): id is string => !!id);
    const [summaries, owned] = await Promise.all([
      this.jobSummaries(
        rows.map((r) => r.jobId),
        viewer,
      ),
      findOwnFiles(this.db, viewer.userId, [...new Set(fileIds)]),
    ]);
    const fileById = new Map(owned.map((f) => [f.id, fileJson(f)]));
    return rows.flatMap((row): Application[] => {
      const job = summaries.get(row.jobId);
      if (!job) return [];
      const answers = StoredAnswersSchema.safeParse(row.answers);
      return [
        {
          id: row.id,
          job,
          status: row.status,
          source: row.source,
          cover_note: row.coverNote,
          answers: answers.success ? answers.data : [],
          knocked_out: row.knockedOut,
          resume: (row.resumeFileId && fileById.get(row.resumeFileId)) || null,
          video: (row.videoFileId && fileById.get(row.videoFileId)) || null,
          submitted_at: row.submittedAt.toISOString(),
          withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
          withdraw_reason: row.withdrawReason,
          can_withdraw: WITHDRAWABLE_STATUSES.includes(row.status),
        },
      ];
    });
  }

  private async one(row: ApplicationRow, viewer: Viewer): Promise<Application> {
    const [json] = await this.toJson([row], viewer);
    if (!json) throw new AppError('not_found');
    return json;
  }

  /**
   * Submits an application in one transaction: the job open, no live application yet, the files the candidate's
   * own (locked against a concurrent delete), the answers complete, the invitation (if any) answered, the draft
   * gone. The live-application unique index settles a race between two submits as a 409.
   */
  async submit(jobId: string, input: SubmitInput, viewer: Viewer): Promise<Application> {
    const userId = viewer.userId;
    const at = this.now();
    let row: ApplicationRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const job = await this.openJob(tx, jobId);
        if (await findLiveApplication(tx, userId, jobId)) {
          throw new AppError('conflict', { message: ALREADY_APPLIED });
        }
        const ids = [input.resume_file_id, input.video_file_id].filter((id): id is string => !!id);
        const owned = await lockOwnFiles(tx, userId, ids, 'share');
        const errors = this.checkFiles(owned, [
          { field: 'resume_file_id', id: input.resume_file_id, kind: 'resume' },
          { field: 'video_file_id', id: input.video_file_id, kind: 'video_intro' },
        ]);
        const { stored, errors: answerErrors } = checkAnswers(
          screenerQuestionsOf(job.screenerQuestions),
          input.answers,
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
        const created = await insertApplication(tx, {
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
          updatedAt: at,
        });
        await deleteDraft(tx, userId, jobId);
        return created;
      });
    } catch (err) {
      // A concurrent submit committed first: the partial unique index refused this one.
      if (!(err instanceof AppError) && isLiveUniqueViolation(err)) {
        throw new AppError('conflict', { message: ALREADY_APPLIED });
      }
      throw err;
    }
    await this.deps.onSubmitted?.(row);
    return this.one(row, viewer);
  }

  async list(viewer: Viewer): Promise<Application[]> {
    return this.toJson(await listOwnApplications(this.db, viewer.userId), viewer);
  }

  async get(id: string, viewer: Viewer): Promise<Application> {
    const row = isUuid(id) ? await findOwnApplication(this.db, viewer.userId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return this.one(row, viewer);
  }

  /** Withdrawal is possible until an offer; afterwards the candidate may apply to the job again. */
  async withdraw(id: string, reason: string | undefined, viewer: Viewer): Promise<Application> {
    if (!isUuid(id)) throw new AppError('not_found');
    const at = this.now();
    const row = await this.db.transaction(async (tx) => {
      const current = await findOwnApplication(tx, viewer.userId, id, true);
      if (!current) throw new AppError('not_found');
      if (!WITHDRAWABLE_STATUSES.includes(current.status)) {
        const message =
          current.status === 'withdrawn'
            ? 'You have already withdrawn this application.'
            : current.status === 'offer' || current.status === 'hired'
              ? 'An offer has been made, so this application can no longer be withdrawn. Reply to the offer instead.'
              : 'This application is closed and can no longer be withdrawn.';
        throw new AppError('conflict', { message });
      }
      return markWithdrawn(tx, id, at, reason ? reason : null);
    });
    return this.one(row, viewer);
  }
}
