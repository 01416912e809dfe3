import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentItems } from '../../db/schema/assessments.schema.ts';
import {
  courseLessons,
  courseModules,
  courses,
  courseSkills,
  lessonProgress,
} from '../../db/schema/courses.schema.ts';
import type { CourseRow, LessonRow, ModuleRow } from './courses.repository.ts';

export type LessonInsert = typeof courseLessons.$inferInsert;

export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Db, id: string, values: Partial<typeof courses.$inferInsert>) {
  await db.update(courses).set(values).where(eq(courses.id, id));
}

export async function touchCourse(db: Db, id: string, at: Date) {
  await db.update(courses).set({ updatedAt: at }).where(eq(courses.id, id));
}

/** The course's skills, in this order. */
export async function replaceSkills(db: Db, courseId: string, skillIds: readonly string[]) {
  await db.delete(courseSkills).where(eq(courseSkills.courseId, courseId));
  if (skillIds.length > 0) {
    await db
      .insert(courseSkills)
      .values(skillIds.map((skillId, position) => ({ courseId, skillId, position })));
  }
}

export async function moduleById(db: Db, id: string): Promise<ModuleRow | undefined> {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id));
  return row;
}

export async function insertModule(db: Db, values: typeof courseModules.$inferInsert): Promise<ModuleRow> {
  const [row] = await db.insert(courseModules).values(values).returning();
  return row!;
}

export async function updateModule(db: Db, id: string, values: Partial<typeof courseModules.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(courseModules).set(values).where(eq(courseModules.id, id));
}

export async function setModulePosition(db: Db, id: string, position: number) {
  await db.update(courseModules).set({ position }).where(eq(courseModules.id, id));
}

export async function deleteModule(db: Db, id: string) {
  await db.delete(courseModules).where(eq(courseModules.id, id));
}

export async function moduleHasProgress(db: Db, moduleId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
    .where(eq(courseLessons.moduleId, moduleId));
  return (row?.n ?? 0) > 0;
}

export async function lessonsOfModule(db: Db, moduleId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.moduleId, moduleId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
}

export async function insertLesson(db: Db, values: LessonInsert): Promise<LessonRow> {
  const [row] = await db.insert(courseLessons).values(values).returning();
  return row!;
}

export async function updateLesson(db: Db, id: string, values: Partial<LessonInsert>) {
  await db.update(courseLessons).set(values).where(eq(courseLessons.id, id));
}

export async function setLessonPosition(db: Db, id: string, position: number) {
  await db.update(courseLessons).set({ position }).where(eq(courseLessons.id, id));
}

export async function deleteLesson(db: Db, id: string) {
  await db.delete(courseLessons).where(eq(courseLessons.id, id));
}

/** One final quiz per course: the others lose the mark. */
export async function clearOtherFinals(db: Db, courseId: string, keepId: string) {
  await db
    .update(courseLessons)
    .set({ isFinal: false })
    .where(
      and(
        eq(courseLessons.courseId, courseId),
        ne(courseLessons.id, keepId),
        eq(courseLessons.isFinal, true),
      ),
    );
}

/** Candidates with any progress, per lesson of the course. */
export async function learnersPerLesson(db: Db, courseId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, n: count() })
    .from(lessonProgress)
    .where(eq(lessonProgress.courseId, courseId))
    .groupBy(lessonProgress.lessonId);
  return new Map(rows.map((r) => [r.lessonId, r.n]));
}

export async function codingItemExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assessmentItems.id })
    .from(assessmentItems)
    .where(and(eq(assessmentItems.id, id), eq(assessmentItems.type, 'coding')));
  return !!row;
}
