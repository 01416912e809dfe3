import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TalkSummary } from '@talent/contract/masterclass';
import { talks } from '../db/schema/masterclass.schema.ts';
import { LocalFileStorage } from '../lib/storage/local-file-storage.ts';
import { useTestApp } from '../test/harness.ts';
import { createOperator, createTalent, DEFAULT_TEST_PASSWORD } from './factories.ts';
import { seedMasterclass } from './seed-masterclass.ts';

const NOW = new Date('2026-09-14T08:00:00.000Z');
const t = useTestApp({ now: () => NOW });

describe('the masterclass demo data', () => {
  it('seeds talks around the clock, full and nearly full ones, slides and requests in every status, once', async () => {
    const db = t.database.db;
    const demo = await createTalent(db, { email: 'demo@talent.test', timezone: 'Europe/Berlin' });
    await createOperator(db, { email: 'operator@talent.test' });
    for (let i = 0; i < 20; i++)
      await createTalent(db, { email: `person${String(i).padStart(2, '0')}@talent.test` });
    const storage = await LocalFileStorage.open(join(t.dataDir, 'files'));
    const options = {
      operatorEmail: 'operator@talent.test',
      demoEmail: demo.email,
      storage,
      clipCacheDir: join(t.dataDir, 'clips'),
      now: NOW,
    };
    await seedMasterclass(db, options);
    await seedMasterclass(db, options);
    expect(await db.$count(talks)).toBe(13);

    const client = t.client();
    await client.login(demo.email, DEFAULT_TEST_PASSWORD);
    const hub = (await client.get('/talent/api/masterclass')).json().data;
    expect(hub.categories.every((c: { upcoming: number; past: number }) => c.upcoming + c.past > 0)).toBe(
      true,
    );
    expect(hub.recordings.length).toBeGreaterThan(0);
    const mine = hub.my_registrations as TalkSummary[];
    expect(mine.map((s) => s.status)).toContain('cancelled');

    const upcoming = (await client.get('/talent/api/talks')).json().data as TalkSummary[];
    expect(upcoming).toHaveLength(7);
    const soon = await client.get(`/talent/api/talks/${upcoming[0]!.id}`);
    expect(soon.json().data).toMatchObject({ status: 'scheduled', my_registration: { state: 'registered' } });
    expect(soon.json().data.join_url).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(upcoming.some((s) => s.seats_left === 1)).toBe(true);
    expect(upcoming.some((s) => s.seats_left === 0 && s.waitlist_count === 3)).toBe(true);

    const past = (await client.get('/talent/api/talks?when=past')).json().data as TalkSummary[];
    expect(past).toHaveLength(5);
    expect(past.filter((s) => s.rating !== null).length).toBeGreaterThanOrEqual(3);
    const rated = await client.get(`/talent/api/talks/${past[0]!.id}`);
    expect(rated.json().data).toMatchObject({ can_rate: true, my_rating: { stars: 5 } });
    // Its recording: a WebM made from its slides, with captions and a chapter per slide.
    const recording = rated.json().data.recording;
    expect(recording.chapters[0]).toEqual({ title: 'Welcome', start_seconds: 0 });
    expect(recording.chapters.length).toBeGreaterThan(2);
    expect(recording.duration_seconds).toBeGreaterThan(20);
    const video = await client.get(recording.video_url);
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect((await client.get(recording.captions_url)).body).toMatch(/^WEBVTT/);
    expect(past.filter((s) => s.has_recording)).toHaveLength(2);
    const slides = await client.get(rated.json().data.slides_url);
    expect(slides.statusCode).toBe(200);
    expect(slides.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const requests = (await client.get('/talent/api/talk-requests?sort=newest')).json();
    expect(requests.meta.total).toBe(8);
    const statuses = new Set(requests.data.map((r: { status: string }) => r.status));
    expect([...statuses].sort()).toEqual(['declined', 'scheduled', 'submitted', 'under_review']);
    expect(requests.data.some((r: { mine: boolean }) => r.mine)).toBe(true);
    expect(requests.data.some((r: { voted: boolean }) => r.voted)).toBe(true);
    const questions = (await client.get(`/talent/api/talks/${upcoming[0]!.id}/questions`)).json().data;
    expect(questions[0].votes).toBeGreaterThan(questions[1].votes);
  });
});
