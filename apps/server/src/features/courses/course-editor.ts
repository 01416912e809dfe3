import {
  type CourseInput,
  type LessonInput,
  type OperatorCourse,
  type QuizItemInput,
} from '@talent/contract/courses';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import * as repo from './course-editor.repository.ts';
import type { CourseRow, FileRow, LessonRow, ModuleRow } from './courses.repository.ts';
import {
  allCourseIds,
  courseById,
  courseFacts,
  fileById,
  lessonById,
  lessonsOf,
  modulesOf,
  skillsBySlugs,
} from './courses.repository.ts';
import { operatorCourseJson, syllabus } from './courses.view.ts';
import { mp4DurationSeconds, webmDurationSeconds, type ReadAt } from './webm.ts';

type CoursePatch = Partial<CourseInput>;
type ModuleInput = { title: string; summary: string; position?: number | undefined };
type LessonPatch = Partial<LessonInput>;

function notFound(): never {
  throw new AppError('not_found');
}

/** Everything the editor needs checked before a lesson is written, reported together as one 422. */
class Problems {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw AppError.validation(this.errors);
  }
}

/** Moves `item` to 1-based `position` (clamped; default last) among `list`, answering the new order. */
function placed<T extends { id: string }>(list: readonly T[], item: T, position: number | undefined): T[] {
  const others = list.filter((x) => x.id !== item.id);
  const at = position === undefined ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  return [...others.slice(0, at), item, ...others.slice(at)];
}

/**
 * The operators' course editor: courses, modules and lessons, written as the contract's inputs say and checked
 * beyond their schemas (catalogue skills, a quiz's key, uploaded files of the right kind and a readable length, a
 * bank coding item, one final quiz, nothing published without lessons and a final quiz).
 */
export class CourseEditor {
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Db; storage: FileStorage; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  private get db() {
    return this.deps.db;
  }

  async list() {
    const ids = await allCourseIds(this.db);
    const facts = await courseFacts(this.db, ids, this.now());
    const byId = new Map(facts.map((f) => [f.course.id, f]));
    return ids.flatMap((id) => {
      const f = byId.get(id);
      if (!f) return [];
      const { modules: _m, description: _d, outcomes: _o, ...rest } = operatorCourseJson(f, [], new Map());
      return [{ ...rest, lesson_count: f.lessons }];
    });
  }

  async get(id: string): Promise<OperatorCourse> {
    if (!isUuid(id)) notFound();
    const [facts] = await courseFacts(this.db, [id], this.now());
    if (!facts) notFound();
    const [modules, lessons, learners] = await Promise.all([
      modulesOf(this.db, id),
      lessonsOf(this.db, id),
      repo.learnersPerLesson(this.db, id),
    ]);
    return operatorCourseJson(facts, syllabus(modules, lessons), learners);
  }

  private async course(id: string): Promise<CourseRow> {
    if (!isUuid(id)) notFound();
    return (await courseById(this.db, id)) ?? notFound();
  }

  /** Skill slugs of the catalogue, in the order given (each once); unknown ones are 422 `skills.N`. */
  private async skillIds(slugs: readonly string[], problems: Problems): Promise<string[]> {
    const found = new Map((await skillsBySlugs(this.db, slugs)).map((s) => [s.slug, s.id]));
    const ids: string[] = [];
    slugs.forEach((slug, i) => {
      const id = found.get(slug);
      if (!id) problems.add(`skills.${i}`, 'Choose a skill of the catalogue.');
      else if (!ids.includes(id)) ids.push(id);
    });
    return ids;
  }

  /** A course may be published once it has lessons and a final quiz. */
  private async publishProblem(courseId: string | null): Promise<string | null> {
    const lessons = courseId ? await lessonsOf(this.db, courseId) : [];
    if (lessons.length === 0) return 'Add lessons and a final quiz before publishing the course.';
    if (!lessons.some((l) => l.isFinal)) return 'Mark a quiz as the final quiz before publishing the course.';
    return null;
  }

  async create(input: CourseInput): Promise<OperatorCourse> {
    const problems = new Problems();
    const skillIds = await this.skillIds(input.skills, problems);
    if (input.published) problems.add('published', (await this.publishProblem(null))!);
    problems.throwIfAny();
    const now = this.now();
    const id = await this.db.transaction(async (tx) => {
      const row = await repo.insertCourse(tx, {
        title: input.title,
        summary: input.summary,
        description: input.description,
        level: input.level,
        outcomes: input.outcomes,
        passPercent: input.pass_percent,
        createdAt: now,
        updatedAt: now,
      });
      await repo.replaceSkills(tx, row.id, skillIds);
      return row.id;
    });
    return this.get(id);
  }

  async update(id: string, patch: CoursePatch): Promise<OperatorCourse> {
    const course = await this.course(id);
    const problems = new Problems();
    const skillIds = patch.skills ? await this.skillIds(patch.skills, problems) : null;
    if (patch.published && !course.publishedAt) {
      const problem = await this.publishProblem(course.id);
      if (problem) problems.add('published', problem);
    }
    problems.throwIfAny();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repo.updateCourse(tx, course.id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.level !== undefined ? { level: patch.level } : {}),
        ...(patch.outcomes !== undefined ? { outcomes: patch.outcomes } : {}),
        ...(patch.pass_percent !== undefined ? { passPercent: patch.pass_percent } : {}),
        ...(patch.published === true && !course.publishedAt ? { publishedAt: now } : {}),
        ...(patch.published === false ? { publishedAt: null } : {}),
        updatedAt: now,
      });
      if (skillIds) await repo.replaceSkills(tx, course.id, skillIds);
    });
    return this.get(course.id);
  }

  /* ---------------------------------------------------------------- modules */

  private async module(courseId: string, moduleId: string): Promise<ModuleRow> {
    if (!isUuid(moduleId)) notFound();
    const row = await repo.moduleById(this.db, moduleId);
    if (!row || row.courseId !== courseId) notFound();
    return row;
  }

  private async renumberModules(tx: Db, list: readonly ModuleRow[]) {
    for (const [i, m] of list.entries())
      if (m.position !== i + 1) await repo.setModulePosition(tx, m.id, i + 1);
  }

  async addModule(courseId: string, input: ModuleInput): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    await this.db.transaction(async (tx) => {
      const siblings = await modulesOf(tx, course.id);
      const row = await repo.insertModule(tx, {
        courseId: course.id,
        title: input.title,
        summary: input.summary,
        position: siblings.length + 1,
      });
      await this.renumberModules(tx, placed(siblings, row, input.position));
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }

  async updateModule(
    courseId: string,
    moduleId: string,
    patch: Partial<ModuleInput>,
  ): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    const module = await this.module(course.id, moduleId);
    await this.db.transaction(async (tx) => {
      await repo.updateModule(tx, module.id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
      });
      if (patch.position !== undefined) {
        await this.renumberModules(tx, placed(await modulesOf(tx, course.id), module, patch.position));
      }
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }

  /** A module whose lessons someone has progress on stays (409); an empty or untouched one goes with its lessons. */
  async deleteModule(courseId: string, moduleId: string): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    const module = await this.module(course.id, moduleId);
    await this.db.transaction(async (tx) => {
      if (await repo.moduleHasProgress(tx, module.id)) {
        throw new AppError('conflict', {
          message:
            'Candidates have progress on lessons of this module, so it stays. Edit or move its lessons instead.',
        });
      }
      await repo.deleteModule(tx, module.id);
      await this.renumberModules(tx, await modulesOf(tx, course.id));
      await this.keepPublishable(tx, course);
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }

  /** A published course keeps lessons and a final quiz: a change that would take them away is refused (409). */
  private async keepPublishable(tx: Db, course: CourseRow) {
    if (!course.publishedAt) return;
    const lessons = await lessonsOf(tx, course.id);
    if (lessons.length === 0 || !lessons.some((l) => l.isFinal)) {
      throw new AppError('conflict', {
        message:
          'A published course needs lessons and a final quiz. Mark another quiz as final, or unpublish the course first.',
      });
    }
  }

  /* ---------------------------------------------------------------- lessons */

  private async lesson(courseId: string, lessonId: string): Promise<LessonRow> {
    if (!isUuid(lessonId)) notFound();
    const row = await lessonById(this.db, lessonId);
    if (!row || row.courseId !== courseId) notFound();
    return row;
  }

  private readerOf(storageKey: string): ReadAt {
    return async (offset, length) => {
      const stream = await this.deps.storage.open(storageKey, { start: offset, end: offset + length - 1 });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
  }

  /** The length of an uploaded clip, read from its container (WebM Info or MP4 mvhd). */
  private async durationOf(file: FileRow): Promise<number | null> {
    if (file.encrypted || file.size === 0) return null;
    try {
      const read = this.readerOf(file.storageKey);
      const seconds =
        file.type === 'video/mp4'
          ? await mp4DurationSeconds(read, file.size)
          : await webmDurationSeconds(read, file.size);
      return seconds === null ? null : Math.max(1, Math.round(seconds));
    } catch {
      return null;
    }
  }

  /**
   * The lesson as it will be stored, from its current row (when editing) and what was sent, with the checks of
   * its kind. Fields of other kinds are cleared.
   */
  private async lessonValues(
    current: LessonRow | null,
    patch: LessonPatch,
  ): Promise<Omit<repo.LessonInsert, 'courseId' | 'moduleId' | 'position'>> {
    const problems = new Problems();
    const kind = patch.kind ?? current?.kind;
    if (!kind) {
      problems.add('kind', 'Choose a kind of lesson.');
      problems.throwIfAny();
    }
    const title = patch.title ?? current?.title;
    const minutes = patch.minutes ?? current?.minutes;
    if (title === undefined) problems.add('title', 'Give the lesson a title.');
    if (minutes === undefined) problems.add('minutes', 'At least a minute.');
    const isFinal = patch.is_final ?? current?.isFinal ?? false;
    if (isFinal && kind !== 'quiz') problems.add('is_final', 'Only a quiz can be the final quiz.');

    let videoFileId: string | null = null;
    let captionsFileId: string | null = null;
    let durationSeconds: number | null = null;
    if (kind === 'video') {
      videoFileId = patch.video_file_id !== undefined ? patch.video_file_id : (current?.videoFileId ?? null);
      captionsFileId =
        patch.captions_file_id !== undefined ? patch.captions_file_id : (current?.captionsFileId ?? null);
      if (!videoFileId) problems.add('video_file_id', 'Upload the video of this lesson.');
      else {
        const file = isUuid(videoFileId) ? await fileById(this.db, videoFileId) : undefined;
        if (!file || file.kind !== 'lesson_video') {
          problems.add('video_file_id', 'Choose a lesson video that was uploaded.');
        } else if (current?.videoFileId === file.id && current.durationSeconds) {
          durationSeconds = current.durationSeconds;
        } else {
          durationSeconds = await this.durationOf(file);
          if (durationSeconds === null) {
            problems.add(
              'video_file_id',
              'The video does not say how long it is. Export it again as WebM or MP4 (most editors write the length).',
            );
          }
        }
      }
      if (captionsFileId) {
        const file = isUuid(captionsFileId) ? await fileById(this.db, captionsFileId) : undefined;
        if (!file || file.kind !== 'lesson_captions') {
          problems.add('captions_file_id', 'Choose a captions file (WebVTT) that was uploaded.');
        }
      }
    }

    let items: QuizItemInput[] = [];
    let passPercent: number | null = null;
    if (kind === 'quiz') {
      items = patch.items ?? (current?.kind === 'quiz' ? (current.items as QuizItemInput[]) : []);
      passPercent = patch.pass_percent !== undefined ? patch.pass_percent : (current?.passPercent ?? null);
      if (items.length === 0) problems.add('items', 'Add at least one question.');
      items.forEach((item, i) => {
        if (item.type === 'single_choice' || item.type === 'multiple_choice') {
          if (item.correct.some((c) => c >= item.options.length)) {
            problems.add(`items.${i}.correct`, 'Mark an option that exists.');
          }
          if (new Set(item.correct).size !== item.correct.length) {
            problems.add(`items.${i}.correct`, 'Mark each right option once.');
          }
        }
      });
    }

    let exerciseItemId: string | null = null;
    let exercise: unknown = null;
    if (kind === 'exercise') {
      const given =
        patch.exercise_item_id !== undefined ? patch.exercise_item_id : (current?.exerciseItemId ?? null);
      if (given) {
        const item = isUuid(given) ? await repo.codingItemExists(this.db, given) : false;
        if (!item) problems.add('exercise_item_id', 'Choose a coding task of the skill tests.');
        exerciseItemId = given;
      } else if (current?.exercise && patch.exercise_item_id === undefined) {
        // A task the course brought itself (seeded content) stays until one of the bank replaces it.
        exercise = current.exercise;
      } else {
        problems.add('exercise_item_id', 'Choose a coding task of the skill tests.');
      }
    }
    problems.throwIfAny();
    return {
      title: title!,
      kind: kind!,
      minutes: minutes!,
      body: patch.body ?? current?.body ?? '',
      preview: patch.preview ?? current?.preview ?? false,
      isFinal,
      videoFileId,
      captionsFileId,
      durationSeconds,
      passPercent,
      items,
      exerciseItemId,
      exercise,
      updatedAt: this.now(),
    };
  }

  private async renumberLessons(tx: Db, list: readonly LessonRow[]) {
    for (const [i, l] of list.entries())
      if (l.position !== i + 1) await repo.setLessonPosition(tx, l.id, i + 1);
  }

  async addLesson(courseId: string, moduleId: string, input: LessonInput): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    const module = await this.module(course.id, moduleId);
    const values = await this.lessonValues(null, input);
    await this.db.transaction(async (tx) => {
      const siblings = await repo.lessonsOfModule(tx, module.id);
      const row = await repo.insertLesson(tx, {
        ...values,
        courseId: course.id,
        moduleId: module.id,
        position: siblings.length + 1,
      });
      await this.renumberLessons(tx, placed(siblings, row, input.position));
      // One final quiz per course: marking this one moves the mark here.
      if (row.isFinal) await repo.clearOtherFinals(tx, course.id, row.id);
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }

  async updateLesson(courseId: string, lessonId: string, patch: LessonPatch): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    const lesson = await this.lesson(course.id, lessonId);
    const values = await this.lessonValues(lesson, patch);
    await this.db.transaction(async (tx) => {
      await repo.updateLesson(tx, lesson.id, values);
      if (patch.position !== undefined) {
        await this.renumberLessons(
          tx,
          placed(await repo.lessonsOfModule(tx, lesson.moduleId), lesson, patch.position),
        );
      }
      if (values.isFinal) await repo.clearOtherFinals(tx, course.id, lesson.id);
      await this.keepPublishable(tx, course);
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }

  /** Deleting a lesson deletes the progress on it (the console asks first when `learners` is above 0). */
  async deleteLesson(courseId: string, lessonId: string): Promise<OperatorCourse> {
    const course = await this.course(courseId);
    const lesson = await this.lesson(course.id, lessonId);
    await this.db.transaction(async (tx) => {
      await repo.deleteLesson(tx, lesson.id);
      await this.renumberLessons(tx, await repo.lessonsOfModule(tx, lesson.moduleId));
      await this.keepPublishable(tx, course);
      await repo.touchCourse(tx, course.id, this.now());
    });
    return this.get(course.id);
  }
}
