import type { FastifyBaseLogger } from 'fastify';
import {
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_MAX_DAYS,
  ASSIGNMENT_MIN_HOURS,
  INTERVIEW_RETENTION_DAYS,
  type AnswerMode,
  type Assignment,
  type CreateAssignment,
  type InterviewSession,
  type RecruiterAssignment,
  type RequestAccommodation,
  type Take,
} from '@talent/contract/assignments';
import { PASS_MARK_PERCENT, type Result } from '@talent/contract/assessments';
import type { BadgeSummary } from '@talent/contract/badges';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { isUuid } from '../../lib/ids.ts';
import { sha256 } from '../../lib/tokens.ts';
import { newAssignmentToken, openAssignmentToken } from './assignment-token.ts';
import type { AssessmentsService, AssignedEntry } from '../assessments/assessments.service.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { recruiterApplicationUrl } from '../pipeline/pipeline-links.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import { pipelineTransition } from '../pipeline/pipeline-transition.ts';
import type { RecruiterViewer } from '../pipeline/viewer.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import {
  allowancesOf,
  answerStart,
  currentQuestion,
  effectiveQuestion,
  interviewMinutes,
  isOpen,
  levelForPassMark,
  progressOf,
  stopOf,
  withExtraTime,
  type QuestionProgress,
} from './assignment-rules.ts';
import * as repo from './assignments.repository.ts';
import type { AssignmentContext, AssignmentRow, TakeRow } from './assignments.repository.ts';
import {
  accommodationJson,
  candidateRecorded,
  resultSharedWith,
  sharedWith,
  takeJson,
  type Loaded,
} from './assignments.view.ts';
import { DEFAULT_RUBRIC, INTERVIEW_TEMPLATES } from './interview-templates.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const NOT_VALID = 'This assessment link is not valid for your account.';

export interface AssignmentsDeps {
  db: Db;
  assessments: AssessmentsService;
  badges: BadgesService;
  notifications: NotificationsService;
  pipeline: PipelineNotifier;
  files: FilesService;
  uploads: UploadsService;
  keyring: FileKeyring;
  appUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

interface Message {
  to: string[];
  title: string;
  body: string;
  url: string;
}

const conflict = (message: string, details?: Record<string, string | null>): never => {
  throw new AppError('conflict', { message, ...(details ? { details } : {}) });
};
const invalid = (field: string, message: string): never => {
  throw AppError.validation({ [field]: [message] });
};
const notValid = (): never => {
  throw new AppError('not_found', { message: NOT_VALID });
};

/** "1 December 2026, 09:00 (Europe/Berlin)": the deadline in the reader's zone, else UTC. */
function deadlineText(at: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  try {
    return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(at)} (${zone})`;
  } catch {
    return `${at.toISOString().slice(0, 16).replace('T', ' ')} (UTC)`;
  }
}

/**
 * Recruiter-sent assessments (contract: assignments.ts): creating one from an application, the candidate's token
 * link (the page, accommodations, start, the test passport, the interview's takes, the recordings ledger) and the
 * recruiter's review. Rules: README.md.
 */
export class AssignmentsService {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(private readonly deps: AssignmentsDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
    // A graded attempt completes the assignment that started it; the candidate's list shows the open ones.
    deps.assessments.onAttemptGraded((attempt) => this.attemptGraded(attempt.id));
    deps.assessments.provideAssigned((userId) => this.assignedFor(userId));
  }

  /* ================================================================ tokens */

  private tokenOf(row: AssignmentRow): string {
    return openAssignmentToken(row.tokenSealed, this.deps.keyring);
  }

  private pagePath(row: AssignmentRow): string {
    return `/assessments/${this.tokenOf(row)}`;
  }

  /**
   * The candidate's assignment behind a token. Unknown, malformed and another's all answer the same 404; past the
   * deadline before it was started, 410 with the deadline. An interview past its deadline is closed first.
   */
  private async byToken(userId: string, token: string): Promise<AssignmentRow> {
    if (!TOKEN_SHAPE.test(token)) notValid();
    let row = await repo.assignmentByTokenHash(this.db, sha256(token));
    if (!row || row.talentUserId !== userId) return notValid();
    if (row.status === 'sent' && row.deadlineAt <= this.now()) row = await this.expire(row, this.now());
    if (row.status === 'in_progress' && row.kind === 'interview' && row.deadlineAt <= this.now()) {
      row = await this.closeInterview(row, 'deadline');
    }
    if (row.status === 'expired') {
      throw new AppError('gone', {
        message:
          'This assessment link has expired: its deadline has passed. Ask the recruiter for a new one.',
        details: { deadline_at: row.deadlineAt.toISOString() },
      });
    }
    return row;
  }

  /* ================================================================ reading */

  private async load(row: AssignmentRow): Promise<Loaded> {
    const [ctx, questions, criteria, accommodations, takes] = await Promise.all([
      repo.contextOf(this.db, [row]),
      repo.questionsOf(this.db, row.id),
      repo.criteriaOf(this.db, row.id),
      repo.accommodationsOf(this.db, row.id),
      repo.takesOf(this.db, row.id),
    ]);
    const allowances = allowancesOf(accommodations);
    return {
      row,
      ctx: ctx.get(row.id)!,
      questions,
      criteria,
      accommodations,
      takes,
      allowances,
      progress: progressOf(questions, takes, allowances),
    };
  }

  private async minutesOf(loaded: Loaded): Promise<number> {
    if (loaded.row.kind === 'skill_test') {
      const test = loaded.row.testSlug ? await this.deps.assessments.bankTest(loaded.row.testSlug) : null;
      return withExtraTime(test?.timeLimitMinutes ?? 0, loaded.allowances.extraTimePercent);
    }
    return interviewMinutes(loaded.questions.map((q) => effectiveQuestion(q, loaded.allowances)));
  }

  private async badgeById(userId: string, id: string | null): Promise<BadgeSummary | null> {
    if (!id) return null;
    return (await this.deps.badges.listMine(userId)).find((b) => b.id === id) ?? null;
  }

  private async coveringBadge(loaded: Loaded): Promise<BadgeSummary | null> {
    const { row } = loaded;
    if (row.kind !== 'skill_test' || row.status !== 'sent' || !row.testSlug) return null;
    const test = await this.deps.assessments.bankTest(row.testSlug);
    if (!test) return null;
    const covering = await this.deps.badges.coveringBadges(this.db, row.talentUserId, [
      { slug: test.skillSlug, level: levelForPassMark(row.passMarkPercent ?? 0) },
    ]);
    const found = [...covering.values()][0];
    return found ? this.badgeById(row.talentUserId, found.id) : null;
  }

  private async baseJson(loaded: Loaded) {
    const { row, ctx } = loaded;
    const test = row.testSlug ? await this.deps.assessments.bankTest(row.testSlug) : null;
    return {
      id: row.id,
      kind: row.kind as Assignment['kind'],
      status: row.status as Assignment['status'],
      title: row.title,
      message: row.message,
      company: { name: ctx.company.name, logo_url: ctx.company.logoUrl },
      job: {
        id: ctx.job.id,
        title: ctx.job.title,
        company: { id: ctx.company.id, name: ctx.company.name, logo_url: ctx.company.logoUrl },
      },
      recruiter_name: ctx.recruiterName ?? ctx.company.name,
      sent_at: row.sentAt.toISOString(),
      deadline_at: row.deadlineAt.toISOString(),
      started_at: row.startedAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      minutes: await this.minutesOf(loaded),
      recorded: candidateRecorded(loaded),
      shared_with: sharedWith(loaded),
      accommodations: loaded.accommodations.map(accommodationJson),
      test: test
        ? { ...test.ref, task_count: test.taskCount, time_limit_minutes: test.timeLimitMinutes }
        : null,
      pass_mark_percent: row.passMarkPercent,
      attempt_id: row.attemptId,
      used_badge: await this.badgeById(row.talentUserId, row.usedBadgeId),
      questions: loaded.questions.map((q) => {
        const effective = effectiveQuestion(q, loaded.allowances);
        return {
          id: q.id,
          position: q.position,
          prompt: q.prompt,
          think_seconds: effective.thinkSeconds,
          answer_seconds: effective.answerSeconds,
          max_takes: effective.maxTakes,
          modes: effective.modes,
        };
      }),
    };
  }

  private nextPath(loaded: Loaded, test: { slug: string } | null): string {
    const page = this.pagePath(loaded.row);
    switch (loaded.row.status) {
      case 'in_progress':
        return loaded.row.kind === 'skill_test' && test
          ? `/skill-center/tests/${test.slug}`
          : `${page}/start-interview`;
      case 'completed':
        return `${page}/result`;
      default:
        return page;
    }
  }

  private async candidateJson(row: AssignmentRow): Promise<Assignment> {
    const loaded = await this.load(row);
    const base = await this.baseJson(loaded);
    return {
      ...base,
      covering_badge: await this.coveringBadge(loaded),
      next_path: this.nextPath(loaded, base.test),
    };
  }

  private async recruiterJson(row: AssignmentRow): Promise<RecruiterAssignment> {
    const loaded = await this.load(row);
    const base = await this.baseJson(loaded);
    const ratings = new Map(
      (
        await repo.ratingsOf(
          this.db,
          loaded.questions.map((q) => q.id),
        )
      ).map((r) => [r.questionId, r]),
    );
    const test = row.testId ? await this.deps.assessments.bankTest(row.testSlug ?? '') : null;
    return {
      ...base,
      talent: {
        id: loaded.ctx.talent.id,
        name: loaded.ctx.talent.name,
        avatar_url: loaded.ctx.talent.avatarUrl,
        timezone: loaded.ctx.talent.timezone,
      },
      application_id: row.applicationId,
      link: `${this.deps.appUrl}${this.pagePath(row)}`,
      rubric: loaded.criteria.map((c) => ({ id: c.id, label: c.label, description: c.description })),
      test_result: row.attemptId ? await this.deps.assessments.resultOfAttempt(row.attemptId) : null,
      answers: loaded.progress.map((p) => {
        const kept = p.kept;
        const rating = ratings.get(p.question.id);
        const deleted = row.recordingsDeletedAt !== null || (kept?.deletedAt ?? null) !== null;
        return {
          question_id: p.question.id,
          prompt: p.question.prompt,
          mode: (kept?.mode as AnswerMode | undefined) ?? null,
          text: deleted ? null : (kept?.text ?? null),
          media_url:
            kept?.fileId && !deleted
              ? `/recruiter/api/assignments/${row.id}/answers/${p.question.id}/media`
              : null,
          duration_seconds: kept?.durationSeconds ?? null,
          overrun_seconds: kept?.overrunSeconds ?? 0,
          takes_used: p.takes.length,
          watched_at: p.question.watchedAt?.toISOString() ?? null,
          rating: rating
            ? {
                scores: rating.scores as Array<{ criterion_id: string; score: number }>,
                note: rating.note,
                rated_at: rating.ratedAt.toISOString(),
                rated_by: rating.ratedByName,
              }
            : null,
          deleted,
        };
      }),
      visibility:
        row.kind === 'skill_test' && test
          ? await this.deps.assessments.visibilityOf(row.talentUserId, test.id)
          : null,
    };
  }

  /** The candidate's open assignments, for GET /talent/api/assessments (`assigned`). */
  async assignedFor(userId: string): Promise<AssignedEntry[]> {
    const now = this.now();
    const open = (await repo.assignmentsOfTalent(this.db, userId)).filter(
      (r) => (r.status === 'sent' && r.deadlineAt > now) || r.status === 'in_progress',
    );
    const contexts = await repo.contextOf(this.db, open);
    const out: AssignedEntry[] = [];
    for (const row of open) {
      const loaded = await this.load(row);
      out.push({
        id: row.id,
        kind: row.kind as AssignedEntry['kind'],
        title: row.title,
        company: contexts.get(row.id)?.company.name ?? '',
        deadline_at: row.deadlineAt.toISOString(),
        minutes: await this.minutesOf(loaded),
        status: row.status,
        url: this.pagePath(row),
      });
    }
    return out;
  }

  /* ================================================================ candidate */

  async page(userId: string, token: string): Promise<Assignment> {
    return this.candidateJson(await this.byToken(userId, token));
  }

  async requestAccommodation(userId: string, token: string, body: RequestAccommodation): Promise<Assignment> {
    const row = await this.byToken(userId, token);
    if (row.status !== 'sent') conflict('Accommodations are asked for before starting.');
    if (body.kind === 'extra_takes' && row.kind !== 'interview') {
      invalid('kind', 'Extra takes apply to interviews; ask for extra time instead.');
    }
    const created = await repo.insertAccommodation(this.db, {
      assignmentId: row.id,
      kind: body.kind,
      extraTimePercent: body.kind === 'extra_time' ? (body.extra_time_percent ?? null) : null,
      extraTakes: body.kind === 'extra_takes' ? (body.extra_takes ?? null) : null,
      note: body.note ? body.note : null,
      requestedAt: this.now(),
    });
    if (!created) conflict('You already have a request waiting for the recruiter.');
    const ctx = await this.context(row);
    await this.announce(row, [
      {
        to: await repo.recruiterUserIdsOf(this.db, row),
        title: `${ctx.talent.name} asked for an accommodation`,
        body: `${ctx.talent.name} asked for ${body.kind === 'extra_time' ? `${body.extra_time_percent} % more time` : `${body.extra_takes} more take(s) per question`} on “${row.title}”.`,
        url: recruiterApplicationUrl(row.applicationId),
      },
    ]);
    return this.candidateJson(row);
  }

  async start(userId: string, token: string): Promise<Assignment> {
    const row = await this.byToken(userId, token);
    const where = async () => ({ next_path: (await this.candidateJson(row)).next_path });
    if (row.status === 'cancelled') conflict('The recruiter cancelled this assessment.');
    if (row.status !== 'sent') {
      conflict('This assessment has already been started; its link opens where you are.', await where());
    }
    const now = this.now();
    let set: Partial<AssignmentRow> & { status: string } = {
      status: 'in_progress',
      startedAt: now,
      updatedAt: now,
    };
    if (row.kind === 'skill_test') {
      const loaded = await this.load(row);
      const minutes = await this.minutesOf(loaded);
      const attempt = await this.deps.assessments.startForAssignment(userId, row.testSlug!, minutes);
      set = { ...set, attemptId: attempt.id };
    }
    const started = await repo.claimStatus(this.db, row.id, ['sent'], set);
    if (!started) return conflict('This assessment has already been started.', await where());
    const ctx = await this.context(started);
    await this.announce(started, [
      {
        to: await repo.recruiterUserIdsOf(this.db, started),
        title: `${ctx.talent.name} started “${started.title}”`,
        body: `${ctx.talent.name} started the ${ASSIGNMENT_KIND_LABELS[started.kind as Assignment['kind']].toLowerCase()} for ${ctx.job.title}.`,
        url: recruiterApplicationUrl(started.applicationId),
      },
    ]);
    return this.candidateJson(started);
  }

  async useBadge(userId: string, token: string, badgeId: string): Promise<Assignment> {
    const row = await this.byToken(userId, token);
    if (row.kind !== 'skill_test') invalid('badge_id', 'A badge stands in for a skill test only.');
    if (row.status !== 'sent') conflict('A badge can be used only before the test is started.');
    const test = (await this.deps.assessments.bankTest(row.testSlug!)) ?? notValid();
    const checked = await this.deps.badges.checkCoveringBadge(this.db, userId, badgeId, {
      slug: test.skillSlug,
      level: levelForPassMark(row.passMarkPercent ?? 0),
    });
    if ('problem' in checked) return invalid('badge_id', checked.problem);
    const now = this.now();
    const done = await repo.claimStatus(this.db, row.id, ['sent'], {
      status: 'completed',
      startedAt: now,
      completedAt: now,
      usedBadgeId: checked.badge.id,
      updatedAt: now,
    });
    if (!done) return conflict('This assessment has already been started.');
    const ctx = await this.context(done);
    await this.announce(done, [
      {
        to: await repo.recruiterUserIdsOf(this.db, done),
        title: `${ctx.talent.name} answered “${done.title}” with a badge`,
        body: `${ctx.talent.name} holds a valid badge that covers the test: ${checked.badge.title}.`,
        url: recruiterApplicationUrl(done.applicationId),
      },
    ]);
    return this.candidateJson(done);
  }

  async result(userId: string, token: string) {
    const row = await this.byToken(userId, token);
    if (row.status !== 'completed') conflict('The result is ready once the assessment is completed.');
    const loaded = await this.load(row);
    const assignment = await this.candidateJson(row);
    const testResult: Result | null = row.attemptId
      ? await this.deps.assessments.resultOfAttempt(row.attemptId)
      : null;
    return {
      assignment,
      test_result: testResult,
      answers: loaded.progress.map((p) => ({
        question_id: p.question.id,
        prompt: p.question.prompt,
        mode: (p.kept?.mode as AnswerMode | undefined) ?? null,
        overrun_seconds: p.kept?.overrunSeconds ?? 0,
        watched: p.question.watchedAt !== null,
      })),
      recruiter_sees: resultSharedWith(loaded, row.usedBadgeId !== null),
    };
  }

  /* ================================================================ the interview */

  /** The candidate's started interview (before start, after cancel → 409). */
  private async interviewOf(userId: string, token: string): Promise<AssignmentRow> {
    const row = await this.byToken(userId, token);
    if (row.kind !== 'interview') conflict('This assessment is a skill test, not an interview.');
    if (row.status === 'sent') conflict('Start the interview first.');
    if (row.status === 'cancelled') conflict('The recruiter cancelled this interview.');
    return row;
  }

  private takeMediaUrl(row: AssignmentRow, take: TakeRow): string | null {
    if (!take.fileId || take.deletedAt) return null;
    return `/talent/api/assignments/${this.tokenOf(row)}/interview/takes/${take.id}/media`;
  }

  private sessionJson(loaded: Loaded): InterviewSession {
    const current = currentQuestion(loaded.progress);
    return {
      assignment_id: loaded.row.id,
      status: loaded.row.status as InterviewSession['status'],
      deadline_at: loaded.row.deadlineAt.toISOString(),
      questions: loaded.progress.map((p) => {
        const effective = effectiveQuestion(p.question, loaded.allowances);
        return {
          id: p.question.id,
          position: p.question.position,
          prompt: p.question.prompt,
          think_seconds: effective.thinkSeconds,
          answer_seconds: effective.answerSeconds,
          max_takes: effective.maxTakes,
          modes: effective.modes,
          takes: p.takes.map((t) => takeJson(t, this.takeMediaUrl(loaded.row, t))),
          takes_left: p.takesLeft,
          kept_take_id: p.kept?.id ?? null,
          watched: p.question.watchedAt !== null,
        };
      }),
      current_question_id: loaded.row.status === 'in_progress' ? (current?.question.id ?? null) : null,
    };
  }

  async session(userId: string, token: string): Promise<InterviewSession> {
    return this.sessionJson(await this.load(await this.interviewOf(userId, token)));
  }

  /** Runs a step on a started interview with its row locked; 409 once it is no longer in progress. */
  private async onInterview<T>(
    userId: string,
    token: string,
    step: (tx: Db, loaded: Loaded) => Promise<T>,
  ): Promise<T> {
    const row = await this.interviewOf(userId, token);
    return this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssignment(tx, row.id)) ?? notValid();
      if (locked.status !== 'in_progress') conflict('This interview is closed.');
      if (locked.deadlineAt <= this.now()) conflict('The deadline has passed; the interview is closed.');
      const [questions, accommodations, takes] = await Promise.all([
        repo.questionsOf(tx, row.id),
        repo.accommodationsOf(tx, row.id),
        repo.takesOf(tx, row.id),
      ]);
      const allowances = allowancesOf(accommodations);
      const loaded: Loaded = {
        row: locked,
        ctx: undefined as unknown as AssignmentContext,
        questions,
        criteria: [],
        accommodations,
        takes,
        allowances,
        progress: progressOf(questions, takes, allowances),
      };
      return step(tx, loaded);
    });
  }

  private findTake(loaded: Loaded, takeId: string): { take: TakeRow; progress: QuestionProgress } {
    if (!isUuid(takeId)) throw new AppError('not_found');
    const take = loaded.takes.find((t) => t.id === takeId) ?? notFoundTake();
    const progress = loaded.progress.find((p) => p.question.id === take.questionId)!;
    return { take, progress };
  }

  async startTake(userId: string, token: string, questionId: string, mode: AnswerMode): Promise<Take> {
    const take = await this.onInterview(userId, token, async (tx, loaded) => {
      const progress = isUuid(questionId)
        ? loaded.progress.find((p) => p.question.id === questionId)
        : undefined;
      if (!progress) throw new AppError('not_found');
      const effective = effectiveQuestion(progress.question, loaded.allowances);
      if (!effective.modes.includes(mode)) invalid('mode', 'The recruiter did not allow this way to answer.');
      if (currentQuestion(loaded.progress)?.question.id !== questionId) {
        conflict('Answer the questions in order: this is not the current question.');
      }
      if (progress.takes.some(isOpen) || progress.takes.some((t) => t.state === 'recorded')) {
        conflict('Finish the take in progress first: keep it or discard it.');
      }
      if (progress.takesLeft <= 0) conflict('No takes are left for this question.');
      const now = this.now();
      const created = await repo.insertTake(tx, {
        assignmentId: loaded.row.id,
        questionId,
        number: progress.takes.length + 1,
        mode,
        state: 'thinking',
        startedAt: now,
        thinkEndsAt: new Date(now.getTime() + effective.thinkSeconds * 1000),
      });
      return created ?? conflict('Another take of this question has just started.');
    });
    return this.candidateTake(userId, token, take);
  }

  private async candidateTake(userId: string, token: string, take: TakeRow): Promise<Take> {
    const row = await this.byToken(userId, token);
    return takeJson(take, this.takeMediaUrl(row, take));
  }

  async answerTake(userId: string, token: string, takeId: string): Promise<Take> {
    const take = await this.onInterview(userId, token, async (tx, loaded) => {
      const { take, progress } = this.findTake(loaded, takeId);
      if (take.state !== 'thinking') conflict('This take is already past its think time.');
      const at = answerStart(take, this.now());
      const answerSeconds = effectiveQuestion(progress.question, loaded.allowances).answerSeconds;
      return repo.updateTake(tx, take.id, {
        state: 'answering',
        answerStartedAt: at,
        answerEndsAt: new Date(at.getTime() + answerSeconds * 1000),
      });
    });
    return this.candidateTake(userId, token, take);
  }

  async stopTake(userId: string, token: string, takeId: string, durationSeconds?: number): Promise<Take> {
    const take = await this.onInterview(userId, token, async (tx, loaded) => {
      const { take, progress } = this.findTake(loaded, takeId);
      if (take.state !== 'thinking' && take.state !== 'answering') conflict('This take has already stopped.');
      const answerSeconds = effectiveQuestion(progress.question, loaded.allowances).answerSeconds;
      const stop = stopOf(take, answerSeconds, this.now());
      return repo.updateTake(tx, take.id, {
        state: 'stopped',
        ...stop,
        durationSeconds: durationSeconds ?? null,
      });
    });
    return this.candidateTake(userId, token, take);
  }

  async attachRecording(
    userId: string,
    token: string,
    takeId: string,
    body: { upload_id: string } | { text: string },
  ): Promise<Take> {
    // The upload is read before the lock: a completed upload is the candidate's own file of the right kind.
    let file: { id: string; size: number } | null = null;
    if ('upload_id' in body) {
      const upload = await this.deps.uploads.get(userId, body.upload_id).catch(() => null);
      if (!upload) return invalid('upload_id', 'This upload was not found.');
      if (upload.kind !== 'interview_answer') invalid('upload_id', 'This upload is not an interview answer.');
      if (upload.status !== 'complete' || !upload.file) {
        return invalid('upload_id', 'Finish uploading the recording first.');
      }
      file = { id: upload.file.id, size: upload.file.size };
    }
    const take = await this.onInterview(userId, token, async (tx, loaded) => {
      const { take } = this.findTake(loaded, takeId);
      if (take.state === 'thinking' || take.state === 'answering')
        conflict('Stop the take before saving it.');
      if (take.state !== 'stopped') conflict('This take already has its recording.');
      if (take.mode === 'text' && !('text' in body)) invalid('text', 'Write your answer.');
      if (take.mode !== 'text' && !file) invalid('upload_id', 'Upload the recording of this take.');
      if (file && loaded.takes.some((t) => t.fileId === file.id)) {
        invalid('upload_id', 'This recording belongs to another take.');
      }
      return repo.updateTake(tx, take.id, {
        state: 'recorded',
        fileId: file?.id ?? null,
        bytes: file ? file.size : Buffer.byteLength((body as { text: string }).text),
        text: 'text' in body && take.mode === 'text' ? body.text : null,
        recordedAt: this.now(),
      });
    });
    return this.candidateTake(userId, token, take);
  }

  async keepTake(userId: string, token: string, takeId: string): Promise<InterviewSession> {
    const dropped = await this.onInterview(userId, token, async (tx, loaded) => {
      const { take, progress } = this.findTake(loaded, takeId);
      if (take.state !== 'recorded') conflict('Only a recorded take can be kept.');
      await repo.updateTake(tx, take.id, { state: 'kept' });
      await repo.updateQuestion(tx, progress.question.id, { keptTakeId: take.id });
      // The other takes' recordings go: only the kept answer is watched.
      const others = progress.takes.filter((t) => t.id !== take.id && (t.fileId || t.text) && !t.deletedAt);
      for (const other of others) {
        if (other.state === 'recorded') await repo.updateTake(tx, other.id, { state: 'discarded' });
      }
      await repo.clearTakeRecordings(
        tx,
        others.map((t) => t.id),
        this.now(),
      );
      return others;
    });
    await this.deleteFiles(userId, dropped);
    return this.session(userId, token);
  }

  async discardTake(userId: string, token: string, takeId: string): Promise<InterviewSession> {
    const dropped = await this.onInterview(userId, token, async (tx, loaded) => {
      const { take } = this.findTake(loaded, takeId);
      if (take.state !== 'recorded' && take.state !== 'stopped') {
        conflict('Only a stopped or recorded take can be discarded.');
      }
      await repo.updateTake(tx, take.id, { state: 'discarded' });
      await repo.clearTakeRecordings(tx, [take.id], this.now());
      return [take];
    });
    await this.deleteFiles(userId, dropped);
    return this.session(userId, token);
  }

  async submitInterview(userId: string, token: string): Promise<Assignment> {
    const row = await this.interviewOf(userId, token);
    if (row.status !== 'in_progress') conflict('This interview is already closed.');
    const loaded = await this.load(row);
    if (loaded.progress.some((p) => !p.done)) {
      conflict('Keep an answer for every question (or use up its takes) before sending.');
    }
    const closed = await this.closeInterview(row, 'candidate');
    return this.candidateJson(closed);
  }

  /** The recording of a take of the candidate's own interview (for playback before keeping it). */
  async takeMedia(userId: string, token: string, takeId: string) {
    const row = await this.interviewOf(userId, token);
    if (!isUuid(takeId)) throw new AppError('not_found');
    const take = (await repo.takesOf(this.db, row.id)).find((t) => t.id === takeId);
    if (!take?.fileId || take.deletedAt) throw new AppError('not_found');
    return this.deps.files.ownFile(userId, take.fileId);
  }

  async ledger(userId: string, token: string) {
    const row = await this.interviewOf(userId, token);
    return this.ledgerOf(await this.load(row));
  }

  private ledgerOf(loaded: Loaded) {
    const { row } = loaded;
    const prompts = new Map(loaded.questions.map((q) => [q.id, q]));
    return {
      entries: row.recordingsDeletedAt
        ? []
        : loaded.takes
            .filter((t) => t.recordedAt && !t.deletedAt)
            .map((t) => {
              const question = prompts.get(t.questionId)!;
              const kept = question.keptTakeId === t.id;
              return {
                question: question.prompt,
                take_number: t.number,
                mode: t.mode as AnswerMode,
                recorded_at: t.recordedAt!.toISOString(),
                bytes: t.bytes ?? 0,
                kept,
                watched_at: kept ? (question.watchedAt?.toISOString() ?? null) : null,
              };
            }),
      retention_until: row.recordingsDeletedAt ? null : (row.retentionUntil?.toISOString() ?? null),
      deleted_at: row.recordingsDeletedAt?.toISOString() ?? null,
    };
  }

  async deleteRecordings(userId: string, token: string) {
    const row = await this.interviewOf(userId, token);
    const purged = await this.purgeRecordings(row, this.now());
    return this.ledgerOf(await this.load(purged));
  }

  /* ================================================================ recruiter */

  options() {
    return this.deps.assessments.bankTests().then((tests) => ({
      tests: tests.map((t) => ({
        ...t.ref,
        time_limit_minutes: t.timeLimitMinutes,
        task_count: t.taskCount,
        pass_mark_percent: PASS_MARK_PERCENT,
      })),
      interview_templates: INTERVIEW_TEMPLATES,
      default_rubric: DEFAULT_RUBRIC,
    }));
  }

  async create(viewer: RecruiterViewer, applicationId: string, body: CreateAssignment) {
    if (!isUuid(applicationId)) throw new AppError('not_found');
    const application =
      (await repo.applicationOfCompany(this.db, applicationId, viewer.companyId)) ??
      (() => {
        throw new AppError('not_found');
      })();
    const now = this.now();
    const deadline = new Date(body.deadline_at);
    if (deadline.getTime() < now.getTime() + ASSIGNMENT_MIN_HOURS * HOUR_MS) {
      invalid('deadline_at', `Give the candidate at least ${ASSIGNMENT_MIN_HOURS} hours.`);
    }
    if (deadline.getTime() > now.getTime() + ASSIGNMENT_MAX_DAYS * DAY_MS) {
      invalid('deadline_at', `Set a deadline within ${ASSIGNMENT_MAX_DAYS} days.`);
    }
    const test = body.kind === 'skill_test' ? await this.deps.assessments.bankTest(body.test_slug) : null;
    if (body.kind === 'skill_test' && !test) invalid('test_slug', 'Choose a test from the bank.');
    if (!['submitted', 'in_review', 'assessment'].includes(application.status)) {
      conflict('Only an application that is new, in review or in assessment can be sent an assessment.');
    }
    const { token, hash: tokenHash, sealed: tokenSealed } = newAssignmentToken(this.deps.keyring);
    const recruiterId = await this.recruiterIdOf(viewer);
    const created = await pipelineTransition(this.db, {
      applicationId: application.id,
      run: async (step) => {
        const status = step.application.status;
        if (!['submitted', 'in_review', 'assessment'].includes(status)) {
          conflict('Only an application that is new, in review or in assessment can be sent an assessment.');
        }
        const actor = { kind: 'recruiter' as const, userId: viewer.userId, name: viewer.name };
        const what = body.kind === 'skill_test' ? `a skill test (${test!.ref.title})` : 'a video interview';
        if (status === 'submitted') {
          await step.move({
            to: 'in_review',
            actor,
            summary: `${viewer.name} moved the application to review`,
            at: now,
          });
        }
        if (step.application.status === 'in_review') {
          await step.move({ to: 'assessment', actor, summary: `${viewer.name} sent ${what}`, at: now });
        }
        return repo.insertAssignment(
          step.tx,
          {
            applicationId: application.id,
            talentUserId: application.userId,
            companyId: application.companyId,
            recruiterId,
            createdByUserId: viewer.userId,
            kind: body.kind,
            tokenHash,
            tokenSealed,
            title: body.kind === 'skill_test' ? test!.ref.title : body.title,
            message: body.message ? body.message : null,
            testId: test?.id ?? null,
            testSlug: test?.ref.slug ?? null,
            passMarkPercent: body.kind === 'skill_test' ? body.pass_mark_percent : null,
            deadlineAt: deadline,
            sentAt: now,
            updatedAt: now,
          },
          body.kind === 'interview'
            ? body.questions.map((q, i) => ({
                position: i + 1,
                prompt: q.prompt,
                thinkSeconds: q.think_seconds,
                answerSeconds: q.answer_seconds,
                maxTakes: q.max_takes,
                modes: q.modes,
              }))
            : [],
          body.kind === 'interview'
            ? body.rubric.map((c, i) => ({
                position: i + 1,
                label: c.label,
                description: c.description ?? null,
              }))
            : [],
        );
      },
    });
    const ctx = await this.context(created);
    const kind = ASSIGNMENT_KIND_LABELS[created.kind as Assignment['kind']].toLowerCase();
    await this.announce(created, [
      {
        to: [created.talentUserId],
        title: `${ctx.company.name} sent you a ${kind}: ${created.title}`,
        body: `For your application to ${ctx.job.title}. Open the link and finish it by ${deadlineText(created.deadlineAt, ctx.talent.timezone)}. The link works for your account only.${created.message ? ` “${created.message}”` : ''}`,
        url: `/assessments/${token}`,
      },
    ]);
    return this.recruiterJson(created);
  }

  private async recruiterIdOf(viewer: RecruiterViewer): Promise<string | null> {
    return viewer.recruiterId ?? null;
  }

  private async companyAssignment(viewer: RecruiterViewer, id: string): Promise<AssignmentRow> {
    const row = isUuid(id) ? await repo.assignmentOfCompany(this.db, id, viewer.companyId) : null;
    if (!row) throw new AppError('not_found');
    return row;
  }

  async listForApplication(viewer: RecruiterViewer, applicationId: string) {
    if (!isUuid(applicationId)) throw new AppError('not_found');
    if (!(await repo.applicationOfCompany(this.db, applicationId, viewer.companyId))) {
      throw new AppError('not_found');
    }
    const rows = await repo.assignmentsOfApplication(this.db, applicationId);
    const out: RecruiterAssignment[] = [];
    for (const row of rows) out.push(await this.recruiterJson(row));
    return out;
  }

  async get(viewer: RecruiterViewer, id: string) {
    return this.recruiterJson(await this.companyAssignment(viewer, id));
  }

  async cancel(viewer: RecruiterViewer, id: string) {
    const row = await this.companyAssignment(viewer, id);
    if (!['sent', 'in_progress'].includes(row.status)) {
      conflict(`This assessment is ${row.status} and can no longer be cancelled.`);
    }
    const now = this.now();
    const cancelled =
      (await repo.claimStatus(this.db, row.id, ['sent', 'in_progress'], {
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
      })) ?? conflict('This assessment can no longer be cancelled.');
    // Nothing of a cancelled interview is reviewed: its recordings go now.
    const purged = cancelled.kind === 'interview' ? await this.purgeRecordings(cancelled, now) : cancelled;
    const ctx = await this.context(purged);
    await this.announce(purged, [
      {
        to: [purged.talentUserId],
        title: `${ctx.company.name} cancelled “${purged.title}”`,
        body: `The ${ctx.job.title} assessment was cancelled; there is nothing more to do on it.`,
        url: `/assessments`,
      },
    ]);
    return this.recruiterJson(purged);
  }

  async decideAccommodation(
    viewer: RecruiterViewer,
    id: string,
    requestId: string,
    body: { decision: 'granted' | 'declined'; note?: string | undefined },
  ) {
    const row = await this.companyAssignment(viewer, id);
    if (!isUuid(requestId) || !(await repo.accommodationOf(this.db, row.id, requestId))) {
      throw new AppError('not_found');
    }
    if (!['sent', 'in_progress'].includes(row.status)) conflict('This assessment is closed.');
    const decided = await repo.decideAccommodation(this.db, row.id, requestId, {
      status: body.decision,
      decisionNote: body.note ? body.note : null,
      decidedAt: this.now(),
      decidedByUserId: viewer.userId,
    });
    if (!decided) conflict('This request has already been answered.');
    const ctx = await this.context(row);
    await this.announce(row, [
      {
        to: [row.talentUserId],
        title: `${ctx.company.name} ${body.decision} your accommodation request`,
        body: `On “${row.title}”: ${body.decision === 'granted' ? 'it applies automatically when you start.' : 'the usual limits apply.'}${body.note ? ` “${body.note}”` : ''}`,
        url: this.pagePath(row),
      },
    ]);
    return this.recruiterJson(row);
  }

  /** The kept answer of a question for the recruiter; the first play marks it watched and tells the candidate. */
  async answerMedia(viewer: RecruiterViewer, id: string, questionId: string) {
    const row = await this.companyAssignment(viewer, id);
    const loaded = await this.load(row);
    const progress = loaded.progress.find((p) => p.question.id === questionId);
    const kept = progress?.kept;
    if (!progress || !kept?.fileId || kept.deletedAt || row.recordingsDeletedAt)
      throw new AppError('not_found');
    const file = await this.deps.files.ownFile(row.talentUserId, kept.fileId);
    await this.markWatched(row, progress.question.id, progress.question.position);
    return file;
  }

  private async markWatched(row: AssignmentRow, questionId: string, position: number): Promise<void> {
    if (!(await repo.markWatched(this.db, questionId, this.now()))) return;
    const ctx = await this.context(row);
    await this.announce(row, [
      {
        to: [row.talentUserId],
        title: `${ctx.company.name} watched your answer`,
        body: `Your answer to question ${position} of “${row.title}” was watched.`,
        url: `${this.pagePath(row)}/result`,
      },
    ]);
  }

  async rateAnswer(
    viewer: RecruiterViewer,
    id: string,
    questionId: string,
    body: { scores: Array<{ criterion_id: string; score: number }>; note?: string | undefined },
  ) {
    const row = await this.companyAssignment(viewer, id);
    const loaded = await this.load(row);
    const progress = isUuid(questionId)
      ? loaded.progress.find((p) => p.question.id === questionId)
      : undefined;
    if (!progress) throw new AppError('not_found');
    if (!progress.kept) conflict('There is no kept answer to rate for this question.');
    const criteria = new Set(loaded.criteria.map((c) => c.id));
    const seen = new Set<string>();
    for (const score of body.scores) {
      if (!criteria.has(score.criterion_id)) invalid('scores', 'Rate against the criteria of this rubric.');
      if (seen.has(score.criterion_id)) invalid('scores', 'Rate each criterion once.');
      seen.add(score.criterion_id);
    }
    await repo.upsertRating(this.db, {
      questionId: progress.question.id,
      scores: body.scores,
      note: body.note ? body.note : null,
      ratedByUserId: viewer.userId,
      ratedByName: viewer.name,
      ratedAt: this.now(),
    });
    // Rating an answer means it was seen (a written answer has no play).
    await this.markWatched(row, progress.question.id, progress.question.position);
    return this.recruiterJson((await repo.assignmentById(this.db, row.id))!);
  }

  /* ================================================================ closing */

  /** A graded attempt completes the skill-test assignment it belongs to. */
  async attemptGraded(attemptId: string): Promise<void> {
    const row = await repo.assignmentByAttempt(this.db, attemptId);
    if (!row) return;
    const now = this.now();
    const done = await repo.claimStatus(this.db, row.id, ['in_progress'], {
      status: 'completed',
      completedAt: now,
      updatedAt: now,
    });
    if (!done) return;
    const ctx = await this.context(done);
    await this.announce(done, [
      {
        to: await repo.recruiterUserIdsOf(this.db, done),
        title: `${ctx.talent.name} completed “${done.title}”`,
        body: `The result of the skill test for ${ctx.job.title} is ready to review.`,
        url: recruiterApplicationUrl(done.applicationId),
      },
    ]);
  }

  /** Closes an interview with what was kept: pending takes are discarded and their recordings deleted. */
  private async closeInterview(row: AssignmentRow, by: 'candidate' | 'deadline'): Promise<AssignmentRow> {
    const now = this.now();
    const completedAt = by === 'deadline' && row.deadlineAt < now ? row.deadlineAt : now;
    const result = await this.db.transaction(async (tx) => {
      const locked = await repo.lockAssignment(tx, row.id);
      if (locked?.status !== 'in_progress') return { row: locked ?? row, dropped: [] as TakeRow[] };
      const takes = await repo.takesOf(tx, row.id);
      const dropped = takes.filter((t) => t.state !== 'kept' && t.state !== 'discarded');
      for (const take of dropped) await repo.updateTake(tx, take.id, { state: 'discarded' });
      await repo.clearTakeRecordings(
        tx,
        dropped.map((t) => t.id),
        now,
      );
      const closed = await repo.updateAssignment(tx, row.id, {
        status: 'completed',
        completedAt,
        retentionUntil: new Date(completedAt.getTime() + INTERVIEW_RETENTION_DAYS * DAY_MS),
        updatedAt: now,
      });
      return { row: closed, dropped, closed: true };
    });
    if (!('closed' in result)) return result.row;
    await this.deleteFiles(row.talentUserId, result.dropped);
    const ctx = await this.context(result.row);
    const messages: Message[] = [
      {
        to: await repo.recruiterUserIdsOf(this.db, result.row),
        title: `${ctx.talent.name} completed “${result.row.title}”`,
        body: `The answers to the ${ctx.job.title} interview are ready to watch and rate.`,
        url: recruiterApplicationUrl(result.row.applicationId),
      },
    ];
    if (by === 'deadline') {
      messages.push({
        to: [result.row.talentUserId],
        title: `Your interview “${result.row.title}” closed at its deadline`,
        body: `The answers you kept were sent to ${ctx.company.name}.`,
        url: `${this.pagePath(result.row)}/result`,
      });
    }
    await this.announce(result.row, messages);
    return result.row;
  }

  /** A sent assignment past its deadline → expired; both sides told. */
  private async expire(row: AssignmentRow, now: Date): Promise<AssignmentRow> {
    const expired = await repo.claimStatus(this.db, row.id, ['sent'], {
      status: 'expired',
      expiredAt: now,
      updatedAt: now,
    });
    if (!expired) return (await repo.assignmentById(this.db, row.id)) ?? row;
    const ctx = await this.context(expired);
    await this.announce(expired, [
      {
        to: [expired.talentUserId],
        title: `“${expired.title}” expired`,
        body: `The deadline for the ${ctx.job.title} assessment passed before it was started.`,
        url: '/assessments',
      },
      {
        to: await repo.recruiterUserIdsOf(this.db, expired),
        title: `“${expired.title}” expired unstarted`,
        body: `${ctx.talent.name} did not start it before the deadline. You can send a new one.`,
        url: recruiterApplicationUrl(expired.applicationId),
      },
    ]);
    return expired;
  }

  /** Deletes every recording and text of an interview (ratings stay) and records when. */
  private async purgeRecordings(row: AssignmentRow, now: Date): Promise<AssignmentRow> {
    const takes = await repo.takesOf(this.db, row.id);
    const held = takes.filter((t) => !t.deletedAt && (t.fileId || t.text));
    await this.db.transaction(async (tx) => {
      await repo.clearTakeRecordings(
        tx,
        held.map((t) => t.id),
        now,
      );
      await repo.updateAssignment(tx, row.id, {
        recordingsDeletedAt: row.recordingsDeletedAt ?? now,
        updatedAt: now,
      });
    });
    await this.deleteFiles(row.talentUserId, held);
    return (await repo.assignmentById(this.db, row.id))!;
  }

  private async deleteFiles(userId: string, takes: readonly TakeRow[]): Promise<void> {
    for (const take of takes) {
      if (!take.fileId) continue;
      await this.deps.files.remove(userId, take.fileId).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === 'not_found')) {
          this.deps.log?.error({ err, takeId: take.id }, 'deleting an interview recording failed');
        }
      });
    }
  }

  /* ================================================================ sweeps (assignments.sweeps.ts) */

  /** Sent assignments past the deadline expire; interviews in progress close with what was kept. */
  async closeDue(now: Date): Promise<number> {
    let handled = 0;
    for (const row of await repo.dueAssignments(this.db, now)) {
      if (row.status === 'sent') await this.expire(row, now);
      else if (row.kind === 'interview') await this.closeInterview(row, 'deadline');
      else continue;
      handled += 1;
    }
    // A skill test whose attempt was graded while the listener failed catches up here.
    for (const row of await repo.gradedButOpen(this.db)) await this.attemptGraded(row.attemptId!);
    return handled;
  }

  async purgePastRetention(now: Date): Promise<number> {
    const due = await repo.pastRetention(this.db, now);
    for (const row of due) await this.purgeRecordings(row, now);
    return due.length;
  }

  /* ================================================================ messages */

  private async context(row: AssignmentRow): Promise<AssignmentContext> {
    return (await repo.contextOf(this.db, [row])).get(row.id)!;
  }

  /** After the commit: each side's notification (bell, mail), then every open screen of both sides. */
  private async announce(row: AssignmentRow, messages: Message[]): Promise<void> {
    for (const message of messages) {
      for (const userId of new Set(message.to)) {
        await this.deps.notifications
          .notify(userId, 'assessment_update', { title: message.title, body: message.body, url: message.url })
          .catch((err: unknown) => this.deps.log?.warn({ err }, 'assessment notification failed'));
      }
    }
    await this.deps.pipeline
      .changed(row.applicationId, 'application')
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'pipeline broadcast failed'));
  }
}

function notFoundTake(): never {
  throw new AppError('not_found');
}
