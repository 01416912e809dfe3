import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Answer, RunResult } from '@talent/contract/assessments';
import {
  COURSE_PROGRESS_CHANGED_EVENT,
  COURSE_VIDEO_DONE_RATIO,
  type Certificate,
  type CertificateRef,
  type CourseDetail,
  type CourseListQuery,
  type CourseSummary,
  type Lesson,
  type LessonProgressUpdate,
  type MyCourseProgress,
  type QuizItemInput,
  type QuizSubmit,
} from '@talent/contract/courses';
import type { CodingItem } from '../../content/item-bank/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { ByteRange } from '../../lib/storage/file-storage.ts';
import type { Json, Sandbox, SandboxCase, SandboxLanguage, SandboxResult } from '../../sandbox/types.ts';
import { itemView } from '../assessments/assessments.view.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { orderCatalogue, page } from './catalogue.ts';
import * as repo from './courses.repository.ts';
import type { CourseRow, FileRow, LessonRow } from './courses.repository.ts';
import {
  certificateJson,
  courseDetailJson,
  courseSummaryJson,
  lessonProgressJson,
  myProgressJson,
  syllabus,
} from './courses.view.ts';
import { checkQuestion, gradeQuiz, quizBankItems, quizMask, quizView, unmaskAnswer } from './quiz.ts';

/** Code runs per candidate per minute in course exercises. */
export const EXERCISE_RUNS_PER_MINUTE = 20;
const ENROL_FIRST = 'Enrol in the course to open this lesson.';
const BUSY = 'The code runner is busy right now. Your code is saved; try again in a moment.';

export interface CoursesDeps {
  db: Db;
  /** Signs certificates with the badges' key, on their status list. */
  badges: Pick<BadgesService, 'issueCertificate'>;
  files: Pick<FilesService, 'open' | 'putChecked' | 'record'>;
  sandbox: Sandbox;
  limiter: RateLimiter;
  notifications: Pick<NotificationsService, 'notify'>;
  broadcaster?: Broadcaster;
  /** Keys the quiz option ids the browser sees. */
  secret: string;
  appUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
  runsPerMinute?: number;
}

/** A course exercise's task: a coding item of the bank, or one the course brings. */
interface Exercise {
  id: string;
  item: CodingItem;
  /** Its hidden cases may be shown (a practice item, or the course's own); else only pass or fail. */
  open: boolean;
}

function notFound(): never {
  throw new AppError('not_found');
}

function invalid(field: string, message: string): never {
  throw AppError.validation({ [field]: [message] });
}

const json = (value: Json | undefined): string | null => (value === undefined ? null : JSON.stringify(value));

/** Lessons in syllabus order (module, then lesson). */
function ordered(outline: ReturnType<typeof syllabus>): LessonRow[] {
  return outline.flatMap((m) => m.lessons);
}

/**
 * The candidate's side of courses: the catalogue, enrolment, lessons with progress that follows them across
 * devices, quizzes and coding exercises on the assessment engine, and the certificate at the end.
 */
export class CoursesService {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly random: () => number;

  constructor(private readonly deps: CoursesDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
  }

  /* ================================================================ catalogue */

  async list(userId: string, query: CourseListQuery) {
    const ids = await repo.publishedCourseIds(this.db);
    const [facts, mine] = await Promise.all([
      repo.courseFacts(this.db, ids, this.now()),
      repo.enrolmentFacts(this.db, userId),
    ]);
    const { slice, total, next } = page(orderCatalogue(facts, query, mine), query.cursor);
    return {
      data: slice.map((f) => courseSummaryJson(f, mine.get(f.course.id))),
      meta: { total, next_cursor: next },
    };
  }

  /** The courses I enrolled in (still published), last activity first. */
  async mine(userId: string) {
    const ids = await repo.myCourseIds(this.db, userId);
    const [facts, mine] = await Promise.all([
      repo.courseFacts(this.db, ids, this.now()),
      repo.enrolmentFacts(this.db, userId, ids),
    ]);
    const byId = new Map(facts.map((f) => [f.course.id, f]));
    const data: CourseSummary[] = ids.flatMap((id) => {
      const f = byId.get(id);
      return f ? [courseSummaryJson(f, mine.get(id))] : [];
    });
    return { data, meta: { total: data.length, next_cursor: null } };
  }

  private async published(id: string): Promise<CourseRow> {
    if (!isUuid(id)) notFound();
    const course = await repo.courseById(this.db, id);
    if (!course?.publishedAt) notFound();
    return course;
  }

  async detail(userId: string, id: string): Promise<CourseDetail> {
    const course = await this.published(id);
    const [[facts], mine, modules, lessons, progress] = await Promise.all([
      repo.courseFacts(this.db, [course.id], this.now()),
      repo.enrolmentFacts(this.db, userId, [course.id]),
      repo.modulesOf(this.db, course.id),
      repo.lessonsOf(this.db, course.id),
      repo.progressOf(this.db, userId, course.id),
    ]);
    const tests = await repo.testsOfSkills(
      this.db,
      facts!.skills.map((s) => s.id),
    );
    return courseDetailJson(facts!, mine.get(course.id), syllabus(modules, lessons), progress, tests);
  }

  /** Idempotent: enrolling again answers the course as it is. */
  async enrol(userId: string, id: string): Promise<CourseDetail> {
    const course = await this.published(id);
    await repo.enrol(this.db, userId, course.id, this.now());
    return this.detail(userId, course.id);
  }

  private async myProgress(db: Db, userId: string, courseId: string): Promise<MyCourseProgress> {
    const [mine, counts] = await Promise.all([
      repo.enrolmentFacts(db, userId, [courseId]),
      repo.completionCounts(db, userId, courseId),
    ]);
    return myProgressJson(mine.get(courseId)!, counts.lessons);
  }

  /* ================================================================ lessons */

  /** The published course and one of its lessons, and whether the candidate is enrolled. */
  private async place(userId: string, courseId: string, lessonId: string) {
    const course = await this.published(courseId);
    if (!isUuid(lessonId)) notFound();
    const lesson = await repo.lessonById(this.db, lessonId);
    if (!lesson || lesson.courseId !== course.id) notFound();
    const enrolment = await repo.enrolmentOf(this.db, userId, course.id);
    return { course, lesson, enrolled: !!enrolment };
  }

  /** Enrolled, or (when `preview` allows it) a preview lesson; else 403. */
  private async reachable(userId: string, courseId: string, lessonId: string, { preview = false } = {}) {
    const place = await this.place(userId, courseId, lessonId);
    if (!place.enrolled && !(preview && place.lesson.preview)) {
      throw new AppError('forbidden', { message: ENROL_FIRST });
    }
    return place;
  }

  /**
   * One lesson with my progress and its neighbours. Opening it (enrolled) makes it where "Continue" goes, unless a
   * later save from another device is recorded already.
   */
  async lesson(userId: string, courseId: string, lessonId: string): Promise<Lesson> {
    const { course, lesson, enrolled } = await this.reachable(userId, courseId, lessonId, { preview: true });
    if (enrolled) await repo.recordActivity(this.db, userId, course.id, lesson.id, this.now());
    const [modules, lessons, progress] = await Promise.all([
      repo.modulesOf(this.db, course.id),
      repo.lessonsOf(this.db, course.id),
      enrolled ? repo.lessonProgressOf(this.db, userId, lesson.id) : Promise.resolve(undefined),
    ]);
    const order = ordered(syllabus(modules, lessons));
    const at = order.findIndex((l) => l.id === lesson.id);
    const base = {
      id: lesson.id,
      course_id: course.id,
      module_id: lesson.moduleId,
      title: lesson.title,
      minutes: lesson.minutes,
      is_final: lesson.isFinal,
      progress: lessonProgressJson(progress),
      previous_id: order[at - 1]?.id ?? null,
      next_id: order[at + 1]?.id ?? null,
      body: lesson.body,
    };
    const media = `/talent/api/courses/${course.id}/lessons/${lesson.id}`;
    switch (lesson.kind) {
      case 'text':
        return { ...base, kind: 'text' };
      case 'video':
        return {
          ...base,
          kind: 'video',
          video_url: `${media}/video`,
          captions_url: lesson.captionsFileId ? `${media}/captions` : null,
          duration_seconds: lesson.durationSeconds ?? 0,
        };
      case 'quiz': {
        const items = quizBankItems(lesson.items as QuizItemInput[]);
        return {
          ...base,
          kind: 'quiz',
          pass_percent: this.passMark(course, lesson),
          items: quizView(items, quizMask(this.deps.secret, lesson.id), this.random),
        };
      }
      case 'exercise': {
        const exercise = await this.exercise(lesson);
        return {
          ...base,
          kind: 'exercise',
          item: itemView(exercise.item, { id: exercise.id, position: 1, order: null, mask: (id) => id }),
          saved: progress?.savedSource ?? {},
        };
      }
    }
  }

  /** A quiz's pass mark: its own, else the course's. */
  private passMark(course: CourseRow, lesson: LessonRow): number {
    return lesson.passPercent ?? course.passPercent;
  }

  /**
   * Saves where the candidate is. The position is last-write-wins by the browser's `client_time` (never later than
   * our clock), so a late save from an old tab loses to a newer one from another device; `done` only ever turns on.
   * A video is done at COURSE_VIDEO_DONE_RATIO of its length; quizzes and exercises are done by passing them.
   */
  async saveProgress(userId: string, courseId: string, lessonId: string, body: LessonProgressUpdate) {
    const { course, lesson } = await this.reachable(userId, courseId, lessonId);
    if (body.done && (lesson.kind === 'quiz' || lesson.kind === 'exercise')) {
      invalid(
        'done',
        lesson.kind === 'quiz'
          ? 'A quiz is done when you reach its pass mark.'
          : 'An exercise is done when every test passes.',
      );
    }
    if (body.position_seconds !== undefined && lesson.kind !== 'video') {
      invalid('position_seconds', 'Only a video lesson keeps a position.');
    }
    const now = this.now();
    const sent = body.client_time ? new Date(body.client_time) : now;
    const clientTime = sent.getTime() > now.getTime() ? now : sent;
    const duration = lesson.durationSeconds ?? null;
    const result = await this.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, userId, lesson, now);
      const changes: Parameters<typeof repo.updateProgress>[3] = { updatedAt: now };
      let position = row.positionSeconds;
      if (
        body.position_seconds !== undefined &&
        (!row.positionClientTime || clientTime.getTime() >= row.positionClientTime.getTime())
      ) {
        position = duration !== null ? Math.min(body.position_seconds, duration) : body.position_seconds;
        changes.positionSeconds = position;
        changes.positionClientTime = clientTime;
      }
      const watched =
        lesson.kind === 'video' &&
        duration !== null &&
        body.position_seconds !== undefined &&
        body.position_seconds >= duration * COURSE_VIDEO_DONE_RATIO;
      const newlyDone = !row.doneAt && (body.done === true || watched);
      if (newlyDone) changes.doneAt = now;
      const saved = await repo.updateProgress(tx, userId, lesson.id, changes);
      await repo.recordActivity(tx, userId, course.id, lesson.id, clientTime);
      const certificate = newlyDone ? await this.completeIfDone(tx, userId, course) : null;
      return { saved, certificate, course: await this.myProgress(tx, userId, course.id) };
    });
    await this.afterSave(userId, course, lesson.id, result.certificate);
    return { lesson: lessonProgressJson(result.saved), course: result.course };
  }

  /* ================================================================ quizzes */

  private async quiz(userId: string, courseId: string, lessonId: string) {
    const place = await this.reachable(userId, courseId, lessonId);
    if (place.lesson.kind !== 'quiz') notFound();
    const items = quizBankItems(place.lesson.items as QuizItemInput[]);
    return { ...place, items, mask: quizMask(this.deps.secret, place.lesson.id) };
  }

  /** One question checked, with the explanation and the right answer; nothing is stored. */
  async quizCheck(
    userId: string,
    courseId: string,
    lessonId: string,
    body: { item_id: string; answer: Answer },
  ) {
    const { items, mask } = await this.quiz(userId, courseId, lessonId);
    const item = items.find((i) => i.key === body.item_id) ?? notFound();
    const { credit: _credit, ...result } = checkQuestion(item, unmaskAnswer(item, body.answer, mask));
    return { correct: result.correct, explanation: result.explanation, expected: result.expected };
  }

  /**
   * The whole quiz graded: an unanswered question earns nothing, a question not on the quiz is a 422. The best
   * score is kept; reaching the pass mark marks the lesson done (and may complete the course). A retry may follow
   * at once.
   */
  async quizSubmit(userId: string, courseId: string, lessonId: string, body: QuizSubmit) {
    const { course, lesson, items, mask } = await this.quiz(userId, courseId, lessonId);
    const byId = new Map(items.map((i) => [i.key, i]));
    const answers = new Map<string, Answer>();
    body.answers.forEach((entry, index) => {
      const item =
        byId.get(entry.item_id) ?? invalid(`answers.${index}.item_id`, 'This question is not on the quiz.');
      if (!answers.has(item.key))
        answers.set(item.key, unmaskAnswer(item, entry.answer, mask, `answers.${index}.answer`));
    });
    const { score, results } = gradeQuiz(items, answers);
    const passed = score >= this.passMark(course, lesson);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, userId, lesson, now);
      const newlyDone = passed && !row.doneAt;
      const saved = await repo.updateProgress(tx, userId, lesson.id, {
        bestScore: Math.max(row.bestScore ?? 0, score),
        updatedAt: now,
        ...(newlyDone ? { doneAt: now } : {}),
      });
      await repo.recordActivity(tx, userId, course.id, lesson.id, now);
      const certificate = newlyDone ? await this.completeIfDone(tx, userId, course) : null;
      return { saved, certificate, course: await this.myProgress(tx, userId, course.id) };
    });
    await this.afterSave(userId, course, lesson.id, result.certificate);
    return {
      score_percent: score,
      passed,
      items: results.map(({ credit: _credit, ...r }) => r),
      lesson: lessonProgressJson(result.saved),
      course: result.course,
      certificate: result.certificate ? await this.certificateView(result.certificate) : null,
    };
  }

  /* ================================================================ exercises */

  private async exercise(lesson: LessonRow): Promise<Exercise> {
    if (lesson.exerciseItemId) {
      const row = await repo.codingItem(this.db, lesson.exerciseItemId);
      if (row) return { id: row.id, item: row.content as CodingItem, open: row.practice };
    }
    if (lesson.exercise) return { id: lesson.id, item: lesson.exercise as CodingItem, open: true };
    throw new AppError('not_found', { message: 'This exercise has no task yet.' });
  }

  private async exerciseOf(userId: string, courseId: string, lessonId: string, language: SandboxLanguage) {
    const place = await this.reachable(userId, courseId, lessonId);
    if (place.lesson.kind !== 'exercise') notFound();
    const exercise = await this.exercise(place.lesson);
    if (!exercise.item.languages.includes(language) || !exercise.item.entry[language]) {
      invalid('language', 'This exercise is not offered in that language.');
    }
    return { ...place, exercise };
  }

  private async throttleRuns(userId: string) {
    const hit = await this.deps.limiter.hit(`courses.run:${userId}`, 60);
    if (hit.hits > (this.deps.runsPerMinute ?? EXERCISE_RUNS_PER_MINUTE)) {
      throw new AppError('too_many_attempts', {
        retryAfter: hit.retryAfter,
        message: 'You ran code many times in a minute. Wait a moment and run it again.',
      });
    }
  }

  private async sandboxRun(
    item: CodingItem,
    language: SandboxLanguage,
    source: string,
    cases: SandboxCase[],
  ) {
    const job = { language, source, entry: item.entry[language]!, cases };
    let result: SandboxResult = await this.deps.sandbox.run(job);
    // A crashed runner may be retried once (the sandbox says so); the candidate's code did nothing wrong.
    if (result.status === 'crashed') result = await this.deps.sandbox.run(job);
    if (result.status === 'crashed') throw new AppError('service_unavailable', { message: BUSY });
    return result;
  }

  private caseResults(result: SandboxResult, cases: SandboxCase[], shown: (index: number) => boolean) {
    return result.cases.map((c, i) =>
      shown(i)
        ? {
            name: c.name,
            input: JSON.stringify(cases[i]?.args ?? []),
            expected: json(cases[i]?.expected),
            actual: json(c.actual),
            passed: c.passed,
            error: c.error ?? null,
            stdout: c.stdout,
            duration_ms: c.durationMs,
          }
        : {
            // A hidden test of a skill test's item: whether it passed, never what it asks.
            name: c.name,
            input: '(hidden)',
            expected: null,
            actual: null,
            passed: c.passed,
            error: null,
            stdout: '',
            duration_ms: c.durationMs,
          },
    );
  }

  /** Keeps the code the candidate ran, per language, for their next visit. */
  private async saveSource(userId: string, lesson: LessonRow, language: string, source: string) {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, userId, lesson, now);
      const saved = await repo.updateProgress(tx, userId, lesson.id, {
        savedSource: { ...row.savedSource, [language]: source },
        updatedAt: now,
      });
      await repo.recordActivity(tx, userId, lesson.courseId, lesson.id, now);
      return saved;
    });
  }

  /** The samples and the candidate's own arguments (never the hidden tests); the code is kept for next time. */
  async exerciseRun(
    userId: string,
    courseId: string,
    lessonId: string,
    body: { language: SandboxLanguage; source: string; custom_input?: string | undefined },
  ): Promise<RunResult> {
    const { lesson, exercise } = await this.exerciseOf(userId, courseId, lessonId, body.language);
    const cases: SandboxCase[] = [...exercise.item.samples];
    if (body.custom_input !== undefined && body.custom_input.trim() !== '') {
      let args: unknown;
      try {
        args = JSON.parse(body.custom_input);
      } catch {
        invalid('custom_input', 'Write the arguments as a JSON array, for example [1, [2, 3]].');
      }
      if (!Array.isArray(args))
        invalid('custom_input', 'Write the arguments as a JSON array, for example [1, [2, 3]].');
      cases.push({ name: 'Your input', args: args as Json[] });
    }
    await this.throttleRuns(userId);
    await this.saveSource(userId, lesson, body.language, body.source);
    const result = await this.sandboxRun(exercise.item, body.language, body.source, cases);
    return {
      status: result.status,
      error: result.error ?? null,
      cases: this.caseResults(result, cases, () => true),
      duration_ms: result.durationMs,
    };
  }

  /** Every case, hidden ones included: all passing marks the exercise done (and may complete the course). */
  async exerciseSubmit(
    userId: string,
    courseId: string,
    lessonId: string,
    body: { language: SandboxLanguage; source: string },
  ) {
    const { course, lesson, exercise } = await this.exerciseOf(userId, courseId, lessonId, body.language);
    await this.throttleRuns(userId);
    const samples = exercise.item.samples;
    const cases = [...samples, ...exercise.item.hidden];
    const result = await this.sandboxRun(exercise.item, body.language, body.source, cases);
    const passed =
      result.status === 'ok' &&
      result.cases.length === cases.length &&
      result.cases.every((c) => c.passed === true);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, userId, lesson, now);
      const newlyDone = passed && !row.doneAt;
      const saved = await repo.updateProgress(tx, userId, lesson.id, {
        savedSource: { ...row.savedSource, [body.language]: body.source },
        updatedAt: now,
        ...(newlyDone ? { doneAt: now } : {}),
      });
      await repo.recordActivity(tx, userId, course.id, lesson.id, now);
      const certificate = newlyDone ? await this.completeIfDone(tx, userId, course) : null;
      return { saved, certificate, course: await this.myProgress(tx, userId, course.id) };
    });
    await this.afterSave(userId, course, lesson.id, outcome.certificate);
    return {
      passed,
      cases: this.caseResults(result, cases, (i) => i < samples.length || exercise.open),
      lesson: lessonProgressJson(outcome.saved),
      course: outcome.course,
      certificate: outcome.certificate ? await this.certificateView(outcome.certificate) : null,
    };
  }

  /* ================================================================ media */

  /** A video lesson's clip or captions: enrolled candidates, or anyone signed in for a preview lesson. */
  async lessonMedia(
    userId: string,
    courseId: string,
    lessonId: string,
    which: 'video' | 'captions',
  ): Promise<FileRow> {
    const { lesson } = await this.reachable(userId, courseId, lessonId, { preview: true });
    if (lesson.kind !== 'video') notFound();
    const fileId = which === 'video' ? lesson.videoFileId : lesson.captionsFileId;
    const file = fileId ? await repo.fileById(this.db, fileId) : undefined;
    if (!file) notFound();
    return file;
  }

  openFile(row: FileRow, range?: ByteRange): Promise<Readable> {
    return this.deps.files.open(row, range);
  }

  /* ================================================================ completion and certificates */

  private completeIfDone(tx: Db, userId: string, course: CourseRow) {
    return completeCourse(tx, this.deps.badges, userId, course, this.now());
  }

  /** After the commit: the certificate's notification, and `CourseProgressChanged` for my other devices. */
  private async afterSave(
    userId: string,
    course: CourseRow,
    lessonId: string,
    certificate: repo.CertificateRow | null,
  ) {
    if (certificate) {
      await this.deps.notifications
        .notify(userId, 'course_certificate', {
          title: `Your certificate for ${course.title} is ready`,
          body: `You completed ${course.title}. Download the PDF, or share the link anyone can use to verify it.`,
          url: `/courses/${course.id}`,
        })
        .catch((err: unknown) => this.deps.log?.warn({ err }, 'course certificate notification failed'));
    }
    await this.deps.broadcaster
      ?.publish(userChannelName(userId), COURSE_PROGRESS_CHANGED_EVENT, {
        course_id: course.id,
        lesson_id: lessonId,
        completed: !!certificate,
      })
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'course progress broadcast failed'));
  }

  private async certificateView(row: repo.CertificateRow): Promise<Certificate> {
    const skills = (await repo.courseSkillRefs(this.db, [row.courseId])).get(row.courseId) ?? [];
    return certificateJson(
      row,
      skills.map((s) => ({ slug: s.slug, name: s.name })),
      this.deps.appUrl,
    );
  }

  async certificates(userId: string): Promise<Certificate[]> {
    const rows = await repo.certificatesOf(this.db, userId);
    const skills = await repo.courseSkillRefs(
      this.db,
      rows.map((r) => r.courseId),
    );
    return rows.map((row) =>
      certificateJson(
        row,
        (skills.get(row.courseId) ?? []).map((s) => ({ slug: s.slug, name: s.name })),
        this.deps.appUrl,
      ),
    );
  }

  /**
   * The certificate's PDF, made on the first download (the holder's name as the signed credential has it) and kept
   * as a file of theirs, so every later download is the same document.
   */
  async certificatePdf(userId: string, id: string): Promise<{ file: FileRow; title: string }> {
    const own = isUuid(id) ? await repo.ownCertificate(this.db, userId, id) : undefined;
    if (!own) notFound();
    // The row stays locked while the PDF is made, so two first downloads make one file.
    return this.db.transaction(async (tx) => {
      const row = (await repo.lockCertificate(tx, own.id)) ?? notFound();
      const title = row.courseTitle;
      const kept = row.pdfFileId ? await repo.fileById(tx, row.pdfFileId) : undefined;
      if (kept) return { file: kept, title };
      const skills = (await repo.courseSkillRefs(tx, [row.courseId])).get(row.courseId) ?? [];
      // pdfkit and qrcode load with the first certificate, not with every server.
      const { certificatePdf } = await import('./certificate-pdf.ts');
      const bytes = await certificatePdf({
        certificateId: row.id,
        holderName: holderNameIn(row.credentialJwt) ?? (await repo.holderNameOf(tx, userId)) ?? '',
        courseTitle: row.courseTitle,
        skills: skills.map((s) => s.name),
        issuedAt: row.issuedAt,
        verifyUrl: `${this.deps.appUrl}/credentials/${row.id}`,
      });
      const checked = await this.deps.files.putChecked('course_certificate', Readable.from([bytes]));
      const file = await this.deps.files.record(tx, userId, 'course_certificate', checked, {
        name: `certificate-${slugOf(row.courseTitle)}.pdf`,
        duration: null,
      });
      await repo.setCertificatePdf(tx, row.id, file.id);
      return { file, title };
    });
  }
}

/**
 * Completes the course once every lesson is done (the final quiz is done only at its pass mark): the enrolment is
 * locked, so two last lessons finished at once complete it once; the certificate is signed in the same transaction.
 * Null when not complete yet (or completed before). The seed completes the demo talent's course through it too.
 */
export async function completeCourse(
  tx: Db,
  issuer: Pick<BadgesService, 'issueCertificate'>,
  userId: string,
  course: CourseRow,
  at: Date,
): Promise<repo.CertificateRow | null> {
  const enrolment = await repo.lockEnrolment(tx, userId, course.id);
  if (!enrolment || enrolment.completedAt) return null;
  const counts = await repo.completionCounts(tx, userId, course.id);
  if (counts.lessons === 0 || counts.done < counts.lessons) return null;
  await repo.markCompleted(tx, userId, course.id, at);
  const skills = (await repo.courseSkillRefs(tx, [course.id])).get(course.id) ?? [];
  const row = await issuer.issueCertificate(tx, {
    certificateId: randomUUID(),
    userId,
    courseId: course.id,
    courseTitle: course.title,
    skills: skills.map((s) => s.name),
    passPercent: course.passPercent,
    issuedAt: at,
  });
  return row ?? null;
}

/** The holder's valid certificates as a profile lists them (their own, and recruiters' view of an applicant). */
export async function certificateRefsOf(db: Db, userId: string, appUrl: string): Promise<CertificateRef[]> {
  const rows = (await repo.certificatesOf(db, userId)).filter((row) => !row.revokedAt);
  const skills = await repo.courseSkillRefs(
    db,
    rows.map((r) => r.courseId),
  );
  return rows.map((row) => {
    const json = certificateJson(row, skills.get(row.courseId) ?? [], appUrl);
    return {
      id: json.id,
      course_title: json.course.title,
      skills: json.skills,
      issued_at: json.issued_at,
      verify_url: json.verify_url,
    };
  });
}

/** The holder's name inside a signed credential (as it was when issued). */
function holderNameIn(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      credentialSubject?: { name?: unknown };
    };
    return typeof payload.credentialSubject?.name === 'string' ? payload.credentialSubject.name : undefined;
  } catch {
    return undefined;
  }
}

export function slugOf(title: string): string {
  return (
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'course'
  );
}
