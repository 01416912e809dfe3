import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@talent/contract/notifications';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { createMailer } from '../../lib/mailer.ts';
import { useTestApp } from '../../test/harness.ts';
import { NotificationsService } from './notifications.service.ts';

const t = useTestApp();
const LIST = '/talent/api/notifications';

async function signedIn() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** The service the app uses, over the same database and mail folder. */
function service() {
  return new NotificationsService({
    db: t.database.db,
    mailer: createMailer(t.config),
    appUrl: t.config.appUrl,
  });
}

async function seed(userId: string, count: number, start = Date.now() - count * 1000) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    type: 'application_update' as const,
    title: `Update ${i + 1}`,
    body: `Body ${i + 1}`,
    url: '/applications',
    createdAt: new Date(start + i * 1000),
  }));
  return t.database.db.insert(notifications).values(rows).returning();
}

describe('NotificationsService.notify', () => {
  it('writes an in-app row and mails, by default, with a link into the app', async () => {
    const { user } = await signedIn();
    const row = await service().notify(user.id, 'application_update', {
      title: 'Your application moved',
      body: 'Acme moved your application to Interview.',
      url: '/applications',
    });
    expect(row).toMatchObject({ userId: user.id, type: 'application_update', readAt: null });
    const mail = (await t.mail()).filter((m) => m.to === user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your application moved');
    expect(mail[0]!.text).toContain('Acme moved your application to Interview.');
    expect(mail[0]!.links).toContain(`${t.config.appUrl}/applications`);
  });

  it('honours the preferences per channel: job alerts are in-app only by default; in_app off writes no row', async () => {
    const { user } = await signedIn();
    const notify = service();
    await notify.notify(user.id, 'job_alert', { title: 'New jobs', body: '3 new jobs', url: '/jobs' });
    expect(await t.mail()).toHaveLength(0);
    await t.database.db
      .update(users)
      .set({
        notificationPreferences: {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          message_received: { in_app: false, email: false },
        },
      })
      .where(eq(users.id, user.id));
    const none = await notify.notify(user.id, 'message_received', { title: 'Hi', body: 'Hello', url: null });
    expect(none).toBeNull();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((r) => r.type)).toEqual(['job_alert']);
    expect(await t.mail()).toHaveLength(0);
  });

  it('always mails account security notices, even when stored preferences say otherwise', async () => {
    const { user } = await signedIn();
    await t.database.db
      .update(users)
      .set({ notificationPreferences: { account_security: { in_app: false, email: false } } })
      .where(eq(users.id, user.id));
    await service().notify(user.id, 'account_security', {
      title: 'Password changed',
      body: 'It was',
      url: null,
    });
    expect((await t.mail()).map((m) => m.subject)).toEqual(['Password changed']);
    expect(await t.database.db.select().from(notifications)).toHaveLength(0);
  });
});

describe('GET /talent/api/notifications', () => {
  it('pages newest first with a cursor, counts unread and filters unread=1', async () => {
    const { user, client } = await signedIn();
    const rows = await seed(user.id, 5);
    // Another user's notifications never show.
    const other = await t.createUser();
    await seed(other.id, 2);
    await t.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, rows[4]!.id));

    const first = await client.get(`${LIST}?limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((n: { title: string }) => n.title)).toEqual(['Update 5', 'Update 4']);
    expect(page1.unread_count).toBe(4);
    expect(page1.data[0].read_at).not.toBeNull();
    const page2 = (await client.get(`${LIST}?limit=2&cursor=${page1.next_cursor}`)).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['Update 3', 'Update 2']);
    const page3 = (await client.get(`${LIST}?limit=2&cursor=${page2.next_cursor}`)).json();
    expect(page3.data.map((n: { title: string }) => n.title)).toEqual(['Update 1']);
    expect(page3.next_cursor).toBeNull();

    const unread = (await client.get(`${LIST}?unread=1`)).json();
    expect(unread.data).toHaveLength(4);
    expect(unread.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    expect((await client.get(`${LIST}/unread-count`)).json()).toEqual({ unread_count: 4 });
  });

  it('pages without gaps or repeats when rows share a timestamp', async () => {
    const { user, client } = await signedIn();
    const at = Date.now() - 10_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: user.id,
        type: 'job_alert' as const,
        title: `Same ${i}`,
        body: '',
        createdAt: new Date(at),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await client.get(`${LIST}?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json();
      seen.push(...page.data.map((n: { id: string }) => n.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('answers 422 to a forged cursor and an out-of-range limit, 401 to guests', async () => {
    const { client } = await signedIn();
    const bad = await client.get(`${LIST}?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ cursor: ['The cursor is invalid.'] });
    expect((await client.get(`${LIST}?limit=500`)).statusCode).toBe(422);
    const guest = t.client();
    expect((await guest.get(LIST)).statusCode).toBe(401);
    expect((await guest.get(`${LIST}/unread-count`)).statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks one read (idempotent), and another user’s → 404 without touching it', async () => {
    const { user, client } = await signedIn();
    const [mine] = await seed(user.id, 1);
    const other = await t.createUser();
    const [theirs] = await seed(other.id, 1);
    expect((await client.post(`${LIST}/${mine!.id}/read`)).statusCode).toBe(204);
    expect((await client.post(`${LIST}/${mine!.id}/read`)).statusCode).toBe(204);
    expect((await client.get(`${LIST}/unread-count`)).json().unread_count).toBe(0);
    expect((await client.post(`${LIST}/${theirs!.id}/read`)).statusCode).toBe(404);
    expect((await client.post(`${LIST}/not-a-uuid/read`)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(still!.readAt).toBeNull();
  });

  it('read-all marks only mine', async () => {
    const { user, client } = await signedIn();
    await seed(user.id, 3);
    const other = await t.createUser();
    await seed(other.id, 2);
    expect((await client.post(`${LIST}/read-all`)).statusCode).toBe(204);
    expect((await client.get(`${LIST}/unread-count`)).json().unread_count).toBe(0);
    const theirs = await t.database.db.select().from(notifications).where(eq(notifications.userId, other.id));
    expect(theirs.every((n) => n.readAt === null)).toBe(true);
  });

  it('refuses both without the CSRF token (419)', async () => {
    const { user, client } = await signedIn();
    const [mine] = await seed(user.id, 1);
    expect((await client.post(`${LIST}/${mine!.id}/read`, {}, { csrf: false })).statusCode).toBe(419);
    expect((await client.post(`${LIST}/read-all`, {}, { csrf: false })).statusCode).toBe(419);
  });
});
