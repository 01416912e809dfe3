import Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NotificationCreatedEventSchema,
  type NotificationCreatedEvent,
} from '@talent/contract/notifications';
import { createOperator, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { PusherBroadcaster } from '../../lib/broadcast/broadcaster.ts';
import { createMailer } from '../../lib/mailer.ts';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';
import { useTestApp } from '../../test/harness.ts';
import { NotificationsService } from './notifications.service.ts';

/*
 * Live notifications end to end on a listening app: a real pusher-js client authorised by the app's own
 * /broadcasting/auth (session cookie + X-XSRF-TOKEN), wrapped in laravel-echo as the web app uses it.
 */
const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);

beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

async function signedIn(role: 'talent' | 'operator' = 'talent') {
  const user =
    role === 'operator'
      ? await createOperator(t.database.db, { verified: true })
      : await t.createUser({ verified: true, name: 'Grace Hopper' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** Echo over a pusher-js client the app authorised, subscribed to the user's private channel. */
async function liveClient(cookies: Map<string, string>, userId: string) {
  const pusher = kit.pusherThroughApp(cookies);
  const echo = new Echo({ broadcaster: 'reverb', client: pusher, namespace: 'App.Events' });
  const channel = echo.private(`App.Models.User.${userId}`);
  await once<unknown>((done) => channel.subscribed(done));
  const events: NotificationCreatedEvent[] = [];
  channel.listen('NotificationCreated', (data: unknown) => {
    events.push(NotificationCreatedEventSchema.parse(data));
  });
  // Polls the events already received; the timeout is a deadline, not a wait.
  const next = async (count: number, ms = 5000) =>
    vi.waitFor(
      () => {
        if (events.length < count) throw new Error(`only ${events.length} of ${count} events after ${ms} ms`);
        return events[count - 1]!;
      },
      { timeout: ms, interval: 20 },
    );
  return { pusher, echo, events, next };
}

/** The service the app builds, publishing through the same broadcaster to this listening app. */
function service() {
  return new NotificationsService({
    db: t.database.db,
    mailer: createMailer(t.config),
    appUrl: t.config.appUrl,
    broadcaster: new PusherBroadcaster({
      config: t.config,
      log: t.app.log,
      ownAddress: () => t.app.server.address(),
    }),
  });
}

async function identityDocuments(ownerId: string) {
  const row = (kind: 'identity_document' | 'identity_selfie', n: number) => ({
    ownerId,
    kind,
    name: `${kind}-${n}.jpg`,
    size: 1234,
    type: 'image/jpeg',
    storageKey: `test-${ownerId}-${kind}-${n}`,
    sha256: `${n}`.padStart(64, '0'),
    encrypted: true,
  });
  const [front, selfie] = await t.database.db
    .insert(files)
    .values([row('identity_document', 1), row('identity_selfie', 2)])
    .returning();
  return {
    document_type: 'passport',
    issuing_country: 'DE',
    front_file_id: front!.id,
    back_file_id: null,
    selfie_file_id: selfie!.id,
    consent: true,
  };
}

describe('NotificationCreated on the private user channel', () => {
  it('an operator approving an identity check reaches the candidate live, with the notification and the count', async () => {
    const { user, client } = await signedIn();
    const live = await liveClient(client.cookies, user.id);
    const submitted = await client.post(
      '/talent/api/identity-verification',
      await identityDocuments(user.id),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);

    const operator = await signedIn('operator');
    const decided = await operator.client.post(
      `/shared/api/operator/identity-verifications/${submitted.json().data.id}/decision`,
      { decision: 'verified' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const event = await live.next(1);
    expect(event.unread_count).toBe(1);
    expect(event.notification).toMatchObject({ type: 'identity_verified', read_at: null });
    // The very row the bell lists.
    const listed = (await client.get('/talent/api/notifications')).json();
    expect(listed.data[0]).toEqual(event.notification);
    expect(listed.unread_count).toBe(1);
  });

  it('notify() sends each new notification with the unread count at that moment', async () => {
    const { user, client } = await signedIn();
    const live = await liveClient(client.cookies, user.id);
    const notify = service();
    await notify.notify(user.id, 'application_update', {
      title: 'Acme moved your application',
      body: 'Now: Interview',
      url: '/applications',
    });
    expect(await live.next(1)).toMatchObject({
      unread_count: 1,
      notification: { title: 'Acme moved your application', body: 'Now: Interview', url: '/applications' },
    });
    await client.post('/talent/api/notifications/read-all');
    await notify.notify(user.id, 'job_alert', { title: '3 new jobs', body: '', url: '/jobs' });
    await notify.notify(user.id, 'job_alert', { title: '2 more jobs', body: '', url: null });
    expect((await live.next(2)).unread_count).toBe(1);
    expect(await live.next(3)).toMatchObject({ unread_count: 2, notification: { title: '2 more jobs' } });
  });

  it("refuses another user's channel (403) and never delivers their notifications", async () => {
    const { user, client } = await signedIn();
    const other = await signedIn();
    const mine = await liveClient(client.cookies, user.id);

    const denied = await client.post('/broadcasting/auth', {
      socket_id: (mine.pusher as Pusher).connection.socket_id,
      channel_name: `private-App.Models.User.${other.user.id}`,
    });
    expect(denied.statusCode).toBe(403);
    const foreign = mine.echo.private(`App.Models.User.${other.user.id}`);
    const error = await once<{ error?: string }>((done) => foreign.error(done));
    expect(String(error.error)).toContain('403');

    const theirs = await liveClient(other.client.cookies, other.user.id);
    await service().notify(other.user.id, 'application_update', {
      title: 'Only theirs',
      body: '',
      url: null,
    });
    expect((await theirs.next(1)).notification.title).toBe('Only theirs');
    await service().notify(user.id, 'application_update', { title: 'Mine', body: '', url: null });
    expect((await mine.next(1)).notification.title).toBe('Mine');
    expect(mine.events.map((e) => e.notification.title)).toEqual(['Mine']);
  });
});
