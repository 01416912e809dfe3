import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assessmentItems } from '../db/schema/assessments.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import {
  courseEnrolments,
  courseLessons,
  courseModules,
  courses,
  courseSkills,
  lessonProgress,
} from '../db/schema/courses.schema.ts';
import { skills } from '../db/schema/jobs.schema.ts';
import { SEED_COURSES } from '../content/courses/index.ts';
import type { SeedCourse, SeedLesson } from '../content/courses/types.ts';
import type { BadgesService } from '../features/badges/badges.service.ts';
import { completeCourse } from '../features/courses/courses.service.ts';
import { FilesService } from '../features/files/files.service.ts';
import { FileKeyring } from '../lib/crypto/file-cipher.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { clipOf } from './course-clips.ts';

const DAY = 86_400_000;
/** Bump when the way content becomes rows changes, so seeded courses are rebuilt. */
const SEED_FORMAT = 1;

export interface CourseMedia {
  /** Where the clips' files go (the app's file store). */
  storage: FileStorage;
  /** Where rendered clips are cached between seeds (the data folder). */
  cacheDir: string;
}

const hashOf = (course: SeedCourse) =>
  createHash('sha256').update(JSON.stringify({ SEED_FORMAT, course })).digest('hex');

/**
 * The courses of `content/courses`, upserted by key: unchanged ones are left alone (their clips put back if their
 * files are gone), changed ones rebuilt. Clips and captions are stored as files of the operator who "uploaded"
 * them. Answers the course ids by key.
 */
export async function seedCourses(
  db: Db,
  {
    media,
    appKey,
    operatorEmail,
    now = new Date(),
  }: { media: CourseMedia; appKey: string; operatorEmail: string; now?: Date },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
  if (!operator) return ids;
  const files = new FilesService({ db, storage: media.storage, keyring: FileKeyring.fromAppKey(appKey) });

  /** The clip and captions of a video lesson, stored as the operator's files. */
  const storeClip = async (lesson: Extract<SeedLesson, { kind: 'video' }>) => {
    const clip = await clipOf(lesson.clip, media.cacheDir);
    const video = await files.record(
      db,
      operator.id,
      'lesson_video',
      await files.putChecked('lesson_video', Readable.from([clip.webm])),
      { name: `${lesson.title}.webm`, duration: clip.seconds },
    );
    const captions = await files.record(
      db,
      operator.id,
      'lesson_captions',
      await files.putChecked('lesson_captions', Readable.from([Buffer.from(clip.vtt)])),
      { name: `${lesson.title}.vtt`, duration: null },
    );
    return { videoFileId: video.id, captionsFileId: captions.id, durationSeconds: clip.seconds };
  };

  const bankKeys = SEED_COURSES.flatMap((c) =>
    c.modules.flatMap((m) =>
      m.lessons.flatMap((l) => (l.kind === 'exercise' && l.bankItem ? [l.bankItem.key] : [])),
    ),
  );
  const bankIds = new Map(
    (
      await db
        .select({ id: assessmentItems.id, key: assessmentItems.key })
        .from(assessmentItems)
        .where(inArray(assessmentItems.key, bankKeys))
    ).map((r) => [r.key, r.id]),
  );
  const slugs = [...new Set(SEED_COURSES.flatMap((c) => c.skills))];
  const skillIds = new Map(
    (
      await db.select({ id: skills.id, slug: skills.slug }).from(skills).where(inArray(skills.slug, slugs))
    ).map((r) => [r.slug, r.id]),
  );

  for (const content of SEED_COURSES) {
    const hash = hashOf(content);
    const [existing] = await db.select().from(courses).where(eq(courses.seedKey, content.key));
    // Unchanged and whole (tests empty tables under it): keep it, with its learners' progress.
    const intact =
      existing?.seedHash === hash &&
      (await db.$count(courseLessons, eq(courseLessons.courseId, existing.id))) ===
        content.modules.reduce((n, m) => n + m.lessons.length, 0);
    if (existing && intact) {
      ids.set(content.key, existing.id);
      await restoreClips(db, existing.id, content, storeClip);
      continue;
    }
    // New or changed: stored clips first (outside the transaction: they are objects, not rows), then the rows.
    const clips = new Map<SeedLesson, Awaited<ReturnType<typeof storeClip>>>();
    for (const lesson of content.modules.flatMap((m) => m.lessons)) {
      if (lesson.kind === 'video') clips.set(lesson, await storeClip(lesson));
    }
    const id = await db.transaction(async (tx) => {
      const values = {
        seedKey: content.key,
        seedHash: hash,
        title: content.title,
        summary: content.summary,
        description: content.description,
        level: content.level,
        outcomes: content.outcomes,
        passPercent: 70,
        publishedAt: new Date(now.getTime() - content.publishedDaysAgo * DAY),
        updatedAt: now,
      };
      let courseId: string;
      if (existing) {
        courseId = existing.id;
        await tx.update(courses).set(values).where(eq(courses.id, courseId));
        await tx.delete(courseModules).where(eq(courseModules.courseId, courseId));
        await tx.delete(courseSkills).where(eq(courseSkills.courseId, courseId));
      } else {
        const [row] = await tx
          .insert(courses)
          .values({ ...values, createdAt: values.publishedAt })
          .returning({ id: courses.id });
        courseId = row!.id;
      }
      const known = content.skills.flatMap((slug) => {
        const skillId = skillIds.get(slug);
        if (!skillId) throw new Error(`Course ${content.key} names the unknown skill ${slug}.`);
        return [skillId];
      });
      await tx
        .insert(courseSkills)
        .values(known.map((skillId, position) => ({ courseId, skillId, position })));
      for (const [m, module] of content.modules.entries()) {
        const [moduleRow] = await tx
          .insert(courseModules)
          .values({ courseId, title: module.title, summary: module.summary, position: m + 1 })
          .returning({ id: courseModules.id });
        for (const [l, lesson] of module.lessons.entries()) {
          const bankId =
            lesson.kind === 'exercise' && lesson.bankItem ? bankIds.get(lesson.bankItem.key) : undefined;
          await tx.insert(courseLessons).values({
            courseId,
            moduleId: moduleRow!.id,
            title: lesson.title,
            kind: lesson.kind,
            minutes: lesson.minutes,
            body: lesson.body,
            preview: lesson.preview ?? false,
            isFinal: lesson.kind === 'quiz' && lesson.isFinal === true,
            position: l + 1,
            ...(lesson.kind === 'video' ? clips.get(lesson) : {}),
            passPercent: lesson.kind === 'quiz' ? (lesson.passPercent ?? null) : null,
            items: lesson.kind === 'quiz' ? lesson.items : [],
            // A bank item when the bank is loaded; its text as the course's own task otherwise.
            exerciseItemId: bankId ?? null,
            exercise: lesson.kind === 'exercise' && !bankId ? (lesson.item ?? lesson.bankItem ?? null) : null,
            updatedAt: now,
          });
        }
      }
      return courseId;
    });
    ids.set(content.key, id);
  }
  return ids;
}

/** An unchanged course whose clip files were deleted (with the operator who owned them) gets them back. */
async function restoreClips(
  db: Db,
  courseId: string,
  content: SeedCourse,
  storeClip: (lesson: Extract<SeedLesson, { kind: 'video' }>) => Promise<{
    videoFileId: string;
    captionsFileId: string;
    durationSeconds: number;
  }>,
) {
  const rows = await db
    .select({ lesson: courseLessons, modulePosition: courseModules.position })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.kind, 'video')));
  for (const { lesson, modulePosition } of rows) {
    if (lesson.videoFileId && lesson.captionsFileId) continue;
    const written = content.modules[modulePosition - 1]?.lessons[lesson.position - 1];
    if (written?.kind !== 'video') continue;
    await db
      .update(courseLessons)
      .set(await storeClip(written))
      .where(eq(courseLessons.id, lesson.id));
  }
}

/**
 * The demo talent's learning: one course completed with its certificate (every lesson done, the quizzes passed, the
 * exercise's code kept), one in progress that resumes in the middle of its video, and the other seeded talents
 * enrolled here and there so the catalogue's "most taken" order means something.
 */
export async function seedDemoLearning(
  db: Db,
  {
    courseIds,
    talentEmail,
    otherEmails,
    certificates,
    now = new Date(),
  }: {
    courseIds: ReadonlyMap<string, string>;
    talentEmail: string;
    otherEmails: readonly string[];
    certificates?: Pick<BadgesService, 'issueCertificate'>;
    now?: Date;
  },
) {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, talentEmail));
  if (!talent) return;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const lessonsOf = async (courseId: string) =>
    db
      .select({ lesson: courseLessons })
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(courseModules.position, courseLessons.position)
      .then((rows) => rows.map((r) => r.lesson));

  // Completed: Modern JavaScript essentials, ten days ago (needs the signing key for its certificate).
  const completedId = courseIds.get('javascript-essentials');
  if (completedId && certificates) {
    const lessons = await lessonsOf(completedId);
    await db.transaction(async (tx) => {
      await tx
        .insert(courseEnrolments)
        .values({ userId: talent.id, courseId: completedId, enrolledAt: ago(24), lastActivityAt: ago(10) })
        .onConflictDoNothing();
      for (const [i, lesson] of lessons.entries()) {
        const doneAt = ago(22 - i * 2);
        const written = SEED_COURSES.find((c) => c.key === 'javascript-essentials')
          ?.modules.flatMap((m) => m.lessons)
          .find((l) => l.title === lesson.title);
        const reference =
          written?.kind === 'exercise' ? (written.item ?? written.bankItem)?.reference.javascript : undefined;
        await tx
          .insert(lessonProgress)
          .values({
            userId: talent.id,
            lessonId: lesson.id,
            courseId: completedId,
            doneAt: i === lessons.length - 1 ? ago(10) : doneAt,
            positionSeconds: lesson.kind === 'video' ? lesson.durationSeconds : null,
            positionClientTime: lesson.kind === 'video' ? doneAt : null,
            bestScore: lesson.kind === 'quiz' ? (lesson.isFinal ? 87 : 100) : null,
            savedSource: reference ? { javascript: reference } : {},
            updatedAt: doneAt,
          })
          .onConflictDoNothing();
      }
      const [course] = await tx.select().from(courses).where(eq(courses.id, completedId));
      if (course) await completeCourse(tx, certificates, talent.id, course, ago(10));
      if (lessons.at(-1)) {
        await tx
          .update(courseEnrolments)
          .set({ lastLessonId: lessons.at(-1)!.id })
          .where(and(eq(courseEnrolments.userId, talent.id), eq(courseEnrolments.courseId, completedId)));
      }
    });
  }

  // In progress: Building reliable services with Node.js — the first lesson read, the video stopped at 0:31.
  const startedId = courseIds.get('node-js-services');
  if (startedId) {
    const lessons = await lessonsOf(startedId);
    const [reading, video] = lessons;
    if (reading && video?.kind === 'video') {
      await db.transaction(async (tx) => {
        await tx
          .insert(courseEnrolments)
          .values({
            userId: talent.id,
            courseId: startedId,
            enrolledAt: ago(6),
            lastActivityAt: ago(1),
            lastLessonId: video.id,
          })
          .onConflictDoNothing();
        await tx
          .insert(lessonProgress)
          .values([
            {
              userId: talent.id,
              lessonId: reading.id,
              courseId: startedId,
              doneAt: ago(5),
              updatedAt: ago(5),
            },
            {
              userId: talent.id,
              lessonId: video.id,
              courseId: startedId,
              positionSeconds: Math.min(31, Math.max(0, (video.durationSeconds ?? 31) - 10)),
              positionClientTime: ago(1),
              updatedAt: ago(1),
            },
          ])
          .onConflictDoNothing();
      });
    }
  }

  // Other candidates, enrolled in a fixed pattern (a few completed none; counts differ per course).
  const others = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...otherEmails]));
  const order = [...courseIds.values()];
  for (const [i, other] of others.sort((a, b) => a.email.localeCompare(b.email)).entries()) {
    const picks = order.filter((_, c) => (c + i) % 3 !== 0).slice(0, 1 + (i % 4));
    if (picks.length === 0) continue;
    await db
      .insert(courseEnrolments)
      .values(
        picks.map((courseId, k) => ({
          userId: other.id,
          courseId,
          enrolledAt: ago(3 + i + k),
          lastActivityAt: ago(1 + k),
        })),
      )
      .onConflictDoNothing();
  }
}
