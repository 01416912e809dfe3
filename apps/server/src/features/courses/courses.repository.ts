import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { LessonKind } from '@talent/contract/courses';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { assessmentItems, skillTests } from '../../db/schema/assessments.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import {
  courseCertificates,
  courseEnrolments,
  courseLessons,
  courseModules,
  courses,
  courseSkills,
  lessonProgress,
} from '../../db/schema/courses.schema.ts';
import { jobs, jobSkills, skills } from '../../db/schema/jobs.schema.ts';

export type CourseRow = typeof courses.$inferSelect;
export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type EnrolmentRow = typeof courseEnrolments.$inferSelect;
export type ProgressRow = typeof lessonProgress.$inferSelect;
export type CertificateRow = typeof courseCertificates.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type SkillRef = { id: string; slug: string; name: string };

/** What a catalogue card says of a course, gathered for many courses at once. */
export interface CourseFacts {
  course: CourseRow;
  skills: SkillRef[];
  minutes: number;
  lessons: number;
  formats: LessonKind[];
  enrolled: number;
  completed: number;
  openJobs: number;
}

/** The candidate's enrolment with what the progress line needs. */
export interface EnrolmentFacts {
  enrolment: EnrolmentRow;
  done: number;
  certificateId: string | null;
  resume: { lessonId: string; title: string; positionSeconds: number | null } | null;
}

/* ---------------------------------------------------------------- courses */

export async function courseById(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

export async function publishedCourseIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(isNotNull(courses.publishedAt));
  return rows.map((r) => r.id);
}

export async function allCourseIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: courses.id }).from(courses).orderBy(desc(courses.updatedAt));
  return rows.map((r) => r.id);
}

/** Cards for these courses, in no particular order; open jobs counted at `now`. */
export async function courseFacts(db: Db, ids: readonly string[], now: Date): Promise<CourseFacts[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, lessonTotals, skillRows, enrolled, openJobs] = await Promise.all([
    db.select().from(courses).where(inArray(courses.id, list)),
    db
      .select({
        courseId: courseLessons.courseId,
        minutes: sql<number>`coalesce(sum(${courseLessons.minutes}), 0)::int`,
        lessons: count(),
        formats: sql<LessonKind[]>`array_agg(distinct ${courseLessons.kind}::text)`,
      })
      .from(courseLessons)
      .where(inArray(courseLessons.courseId, list))
      .groupBy(courseLessons.courseId),
    courseSkillRefs(db, list),
    db
      .select({
        courseId: courseEnrolments.courseId,
        n: count(),
        completed: sql<number>`count(${courseEnrolments.completedAt})::int`,
      })
      .from(courseEnrolments)
      .where(inArray(courseEnrolments.courseId, list))
      .groupBy(courseEnrolments.courseId),
    db
      .select({ courseId: courseSkills.courseId, n: countDistinct(jobs.id) })
      .from(courseSkills)
      .innerJoin(jobSkills, eq(jobSkills.skillId, courseSkills.skillId))
      .innerJoin(jobs, eq(jobs.id, jobSkills.jobId))
      .where(
        and(
          inArray(courseSkills.courseId, list),
          eq(jobs.status, 'open'),
          or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now)),
        ),
      )
      .groupBy(courseSkills.courseId),
  ]);
  const totals = new Map(lessonTotals.map((r) => [r.courseId, r]));
  const counts = new Map(enrolled.map((r) => [r.courseId, r]));
  const jobCounts = new Map(openJobs.map((r) => [r.courseId, r.n]));
  return rows.map((course) => {
    const total = totals.get(course.id);
    return {
      course,
      skills: skillRows.get(course.id) ?? [],
      minutes: total?.minutes ?? 0,
      lessons: total?.lessons ?? 0,
      formats: total?.formats ?? [],
      enrolled: counts.get(course.id)?.n ?? 0,
      completed: counts.get(course.id)?.completed ?? 0,
      openJobs: jobCounts.get(course.id) ?? 0,
    };
  });
}

/** Each course's skills in their order. */
export async function courseSkillRefs(db: Db, ids: readonly string[]): Promise<Map<string, SkillRef[]>> {
  const out = new Map<string, SkillRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ courseId: courseSkills.courseId, id: skills.id, slug: skills.slug, name: skills.name })
    .from(courseSkills)
    .innerJoin(skills, eq(skills.id, courseSkills.skillId))
    .where(inArray(courseSkills.courseId, [...ids]))
    .orderBy(asc(courseSkills.position), asc(skills.name));
  for (const row of rows) {
    const list = out.get(row.courseId) ?? [];
    list.push({ id: row.id, slug: row.slug, name: row.name });
    out.set(row.courseId, list);
  }
  return out;
}

export async function skillsBySlugs(db: Db, slugs: readonly string[]): Promise<SkillRef[]> {
  if (slugs.length === 0) return [];
  return db
    .select({ id: skills.id, slug: skills.slug, name: skills.name })
    .from(skills)
    .where(inArray(skills.slug, [...slugs]));
}

/** Live skill tests of these skills (the "prove it" links on a course). */
export async function testsOfSkills(db: Db, skillIds: readonly string[]) {
  if (skillIds.length === 0) return [];
  return db
    .select({ slug: skillTests.slug, title: skillTests.title })
    .from(skillTests)
    .where(and(inArray(skillTests.skillId, [...skillIds]), isNull(skillTests.retiredAt)))
    .orderBy(asc(skillTests.title));
}

export async function modulesOf(db: Db, courseId: string): Promise<ModuleRow[]> {
  return db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
}

export async function lessonsOf(db: Db, courseId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
}

export async function lessonById(db: Db, id: string): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, id));
  return row;
}

/* ---------------------------------------------------------------- enrolment and progress */

export async function enrolmentOf(
  db: Db,
  userId: string,
  courseId: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
  return row;
}

export async function lockEnrolment(
  db: Db,
  userId: string,
  courseId: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
    .for('update');
  return row;
}

/** Enrols once: a second call (another tab) changes nothing. */
export async function enrol(db: Db, userId: string, courseId: string, at: Date): Promise<void> {
  await db.insert(courseEnrolments).values({ userId, courseId, enrolledAt: at }).onConflictDoNothing();
}

/** Where "Continue" goes and when the candidate last did something, unless a later moment is recorded already. */
export async function recordActivity(
  db: Db,
  userId: string,
  courseId: string,
  lessonId: string,
  at: Date,
): Promise<void> {
  await db
    .update(courseEnrolments)
    .set({ lastLessonId: lessonId, lastActivityAt: at })
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        eq(courseEnrolments.courseId, courseId),
        or(
          isNull(courseEnrolments.lastActivityAt),
          sql`${courseEnrolments.lastActivityAt} <= ${at.toISOString()}::timestamptz`,
        ),
      ),
    );
}

export async function markCompleted(db: Db, userId: string, courseId: string, at: Date): Promise<void> {
  await db
    .update(courseEnrolments)
    .set({ completedAt: at })
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        eq(courseEnrolments.courseId, courseId),
        isNull(courseEnrolments.completedAt),
      ),
    );
}

/** The candidate's enrolments (all, or in these courses) with done counts, certificates and resume points. */
export async function enrolmentFacts(
  db: Db,
  userId: string,
  courseIds?: readonly string[],
): Promise<Map<string, EnrolmentFacts>> {
  const scope = courseIds
    ? and(eq(courseEnrolments.userId, userId), inArray(courseEnrolments.courseId, [...courseIds]))
    : eq(courseEnrolments.userId, userId);
  if (courseIds && courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      enrolment: courseEnrolments,
      resumeTitle: courseLessons.title,
      resumePosition: lessonProgress.positionSeconds,
      resumeKind: courseLessons.kind,
    })
    .from(courseEnrolments)
    .leftJoin(courseLessons, eq(courseLessons.id, courseEnrolments.lastLessonId))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, courseEnrolments.lastLessonId), eq(lessonProgress.userId, userId)),
    )
    .where(scope);
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.enrolment.courseId);
  const [doneRows, certificates] = await Promise.all([
    db
      .select({ courseId: lessonProgress.courseId, n: count() })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, userId),
          inArray(lessonProgress.courseId, ids),
          isNotNull(lessonProgress.doneAt),
        ),
      )
      .groupBy(lessonProgress.courseId),
    db
      .select({ courseId: courseCertificates.courseId, id: courseCertificates.id })
      .from(courseCertificates)
      .where(and(eq(courseCertificates.userId, userId), inArray(courseCertificates.courseId, ids))),
  ]);
  const done = new Map(doneRows.map((r) => [r.courseId, r.n]));
  const certificateOf = new Map(certificates.map((r) => [r.courseId, r.id]));
  return new Map(
    rows.map((r) => [
      r.enrolment.courseId,
      {
        enrolment: r.enrolment,
        done: done.get(r.enrolment.courseId) ?? 0,
        certificateId: certificateOf.get(r.enrolment.courseId) ?? null,
        resume:
          r.enrolment.lastLessonId && r.resumeTitle !== null
            ? {
                lessonId: r.enrolment.lastLessonId,
                title: r.resumeTitle,
                positionSeconds: r.resumeKind === 'video' ? (r.resumePosition ?? null) : null,
              }
            : null,
      },
    ]),
  );
}

export async function progressOf(db: Db, userId: string, courseId: string): Promise<ProgressRow[]> {
  return db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
}

export async function lessonProgressOf(
  db: Db,
  userId: string,
  lessonId: string,
): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

/** The progress row of a lesson, created when missing and locked for this transaction. */
export async function lockProgress(
  db: Db,
  userId: string,
  lesson: Pick<LessonRow, 'id' | 'courseId'>,
  at: Date,
): Promise<ProgressRow> {
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, updatedAt: at })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)))
    .for('update');
  return row!;
}

export async function updateProgress(
  db: Db,
  userId: string,
  lessonId: string,
  values: Partial<
    Pick<
      ProgressRow,
      'doneAt' | 'positionSeconds' | 'positionClientTime' | 'bestScore' | 'savedSource' | 'updatedAt'
    >
  >,
): Promise<ProgressRow> {
  const [row] = await db
    .update(lessonProgress)
    .set(values)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
    .returning();
  return row!;
}

/** Lessons of the course, and how many of them the candidate has done. */
export async function completionCounts(db: Db, userId: string, courseId: string) {
  const [lessons] = await db
    .select({ n: count() })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId));
  const [done] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(courseLessons.courseId, courseId),
        isNotNull(lessonProgress.doneAt),
      ),
    );
  return { lessons: lessons?.n ?? 0, done: done?.n ?? 0 };
}

/** Enrolments of the user in courses still published, last activity first. */
export async function myCourseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courseEnrolments.courseId })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(and(eq(courseEnrolments.userId, userId), isNotNull(courses.publishedAt)))
    .orderBy(
      sql`coalesce(${courseEnrolments.lastActivityAt}, ${courseEnrolments.enrolledAt}) DESC`,
      asc(courses.title),
    );
  return rows.map((r) => r.id);
}

/* ---------------------------------------------------------------- files */

export async function fileById(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/* ---------------------------------------------------------------- exercises */

/** A coding item of the assessment bank (live or retired: a course may keep using it). */
export async function codingItem(db: Db, id: string) {
  const [row] = await db
    .select({ id: assessmentItems.id, content: assessmentItems.content, practice: assessmentItems.practice })
    .from(assessmentItems)
    .where(and(eq(assessmentItems.id, id), eq(assessmentItems.type, 'coding')));
  return row;
}

/* ---------------------------------------------------------------- certificates */

export async function certificatesOf(db: Db, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(courseCertificates)
    .where(eq(courseCertificates.userId, userId))
    .orderBy(desc(courseCertificates.issuedAt), desc(courseCertificates.id));
}

export async function ownCertificate(
  db: Db,
  userId: string,
  id: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.id, id), eq(courseCertificates.userId, userId)));
  return row;
}

export async function lockCertificate(db: Db, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.id, id)).for('update');
  return row;
}

export async function setCertificatePdf(db: Db, id: string, fileId: string): Promise<void> {
  await db.update(courseCertificates).set({ pdfFileId: fileId }).where(eq(courseCertificates.id, id));
}

export async function holderNameOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}
