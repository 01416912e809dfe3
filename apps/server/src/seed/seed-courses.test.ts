import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/applications.schema.ts';
import { companies } from '../db/schema/jobs.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { courseLessons, courses } from '../db/schema/courses.schema.ts';
import { ITEM_BANK } from '../content/item-bank/index.ts';
import { SEED_COURSES } from '../content/courses/index.ts';
import { syncItemBank } from '../features/assessments/item-bank-sync.ts';
import { openFileStorage } from '../lib/storage/open-storage.ts';
import { TEST_APP_KEY, useTestApp } from '../test/harness.ts';
import { captionsOf } from './course-clips.ts';
import { DEMO_ACCOUNTS, seed } from './seed.ts';

const t = useTestApp();

async function seedWithCourses(options: { force?: boolean } = {}) {
  return seed(t.database.db, {
    jobs: 10,
    appKey: TEST_APP_KEY,
    badges: t.app.badges,
    certificates: t.app.badges,
    media: { storage: await openFileStorage(t.config), cacheDir: t.dataDir },
    ...options,
  });
}

describe('the seeded courses', () => {
  it('publishes every course we wrote, with stored clips and captions, each exercise on the bank when it is loaded', async () => {
    await syncItemBank(t.database.db, ITEM_BANK);
    await seedWithCourses();
    const rows = await t.database.db.select().from(courses);
    expect(rows.map((r) => r.seedKey).sort()).toEqual(SEED_COURSES.map((c) => c.key).sort());
    expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    const videos = await t.database.db.select().from(courseLessons).where(eq(courseLessons.kind, 'video'));
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) {
      const [clip] = await t.database.db.select().from(files).where(eq(files.id, video.videoFileId!));
      const [vtt] = await t.database.db.select().from(files).where(eq(files.id, video.captionsFileId!));
      expect(clip).toMatchObject({ kind: 'lesson_video', type: 'video/webm' });
      expect(vtt).toMatchObject({ kind: 'lesson_captions', type: 'text/vtt' });
      expect(video.durationSeconds).toBeGreaterThanOrEqual(30);
    }
    // Rendered once, cached in the data folder for the next seed.
    expect((await readdir(join(t.dataDir, 'course-clips'))).filter((f) => f.endsWith('.webm'))).toHaveLength(
      videos.length,
    );
    const exercises = await t.database.db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.kind, 'exercise'));
    const onBank = exercises.filter((e) => e.exerciseItemId !== null);
    const own = exercises.filter((e) => e.exercise !== null);
    expect(onBank.length + own.length).toBe(exercises.length);
    expect(onBank.length).toBeGreaterThanOrEqual(5);
    expect(own.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo talent a course in progress halfway through a video and a completed one with a valid certificate', async () => {
    await seedWithCourses();
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const mine = (await client.get('/talent/api/courses/mine')).json().data;
    const started = mine.find(
      (c: { title: string }) => c.title === 'Building reliable services with Node.js',
    );
    expect(started.progress).toMatchObject({ completed_at: null, done_lessons: 1 });
    expect(started.progress.resume).toMatchObject({
      lesson_title: 'Streams and backpressure',
      position_seconds: 31,
    });
    // Continue goes to that second of that video, which plays from the store.
    const video = await client.get(
      `/talent/api/courses/${started.id}/lessons/${started.progress.resume.lesson_id}/video`,
      { headers: { range: 'bytes=0-3' } },
    );
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.toString('hex')).toBe('1a45dfa3');
    // The catalogue puts it first.
    expect((await client.get('/talent/api/courses')).json().data[0].id).toBe(started.id);

    const done = mine.find((c: { title: string }) => c.title === 'Modern JavaScript essentials');
    expect(done.progress).toMatchObject({ percent: 100, done_lessons: done.lesson_count });
    expect(done.progress.completed_at).not.toBeNull();
    const [certificate] = (await client.get('/talent/api/certificates')).json().data;
    expect(certificate.id).toBe(done.progress.certificate_id);
    const verified = await t.client().get(`/shared/api/credentials/${certificate.id}`);
    expect(verified.json().data.status).toBe('valid');
    // The exercise of the completed course kept the code that passed.
    const detail = (await client.get(`/talent/api/courses/${done.id}`)).json().data;
    const exercise = detail.modules
      .flatMap((m: { lessons: Array<{ id: string; kind: string }> }) => m.lessons)
      .find((l: { kind: string }) => l.kind === 'exercise');
    const lesson = (await client.get(`/talent/api/courses/${done.id}/lessons/${exercise.id}`)).json().data;
    expect(lesson.saved.javascript).toContain('function mergeIntervals');
    // Other seeded candidates took courses too, so "most taken" means something.
    const popular = (await client.get('/talent/api/courses?sort=popular')).json().data;
    expect(popular[0].enrolled_count).toBeGreaterThan(popular.at(-1).enrolled_count);
  });

  it('seeds again without duplicating anything, and puts clips back when their files went with their owner', async () => {
    await seedWithCourses();
    const before = await t.database.db.select({ n: count() }).from(courseLessons);
    await seedWithCourses({ force: true });
    expect(await t.database.db.select({ n: count() }).from(courseLessons)).toEqual(before);
    expect(await t.database.db.$count(courses)).toBe(SEED_COURSES.length);
    // As the main seed test does: every user (and so every file) goes, the courses stay; the next seed restores.
    await t.database.db.delete(users);
    await t.database.db.delete(companies);
    const orphaned = await t.database.db.select().from(courseLessons).where(eq(courseLessons.kind, 'video'));
    expect(orphaned.every((l) => l.videoFileId === null)).toBe(true);
    await seedWithCourses();
    const restored = await t.database.db
      .select()
      .from(courseLessons)
      .where(isNotNull(courseLessons.videoFileId));
    expect(restored).toHaveLength(orphaned.length);
  });

  it('writes captions that follow the slides: cues in order, the last ending with the clip', () => {
    const script = {
      title: 'T',
      slides: [
        { seconds: 4, heading: 'One', captions: ['First half.', 'Second half.'] },
        { seconds: 3, heading: 'Two', captions: ['All of it.'] },
      ],
    };
    expect(captionsOf(script)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nFirst half.\n\n2\n00:00:02.000 --> 00:00:04.000\nSecond half.\n\n' +
        '3\n00:00:04.000 --> 00:00:07.000\nAll of it.\n',
    );
  });
});
