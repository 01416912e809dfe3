import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  TALK_REGISTRATION_CHANGED_EVENT,
  TALK_REQUEST_CHANGED_EVENT,
  TALK_REQUESTS_CHANGED_EVENT,
  TALK_REQUESTS_CHANNEL,
} from '@talent/contract/masterclass';
import { createOperator, createTalent, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';

const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

/** Echo as the SPA runs it, authorised by the app's /broadcasting endpoints with the user's session. */
async function echoFor(cookies: Map<string, string>) {
  const pusher = kit.pusherThroughApp(cookies);
  const echo = new Echo({
    broadcaster: 'reverb',
    client: pusher,
    namespace: 'App.Events',
  } as never) as Echo<'reverb'>;
  if (pusher.connection.state !== 'connected') {
    await once((done) => pusher.connection.bind('connected', done));
  }
  return { echo, pusher };
}

async function signedIn(user: { email: string }): Promise<TestClient> {
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

describe('masterclass live', () => {
  it('requests move live on the public channel; the author and a promoted person hear on their own', async () => {
    const author = await createTalent(t.database.db);
    const reader = await createTalent(t.database.db);
    const authorClient = await signedIn(author);
    const readerClient = await signedIn(reader);
    const op = await signedIn(await createOperator(t.database.db));
    const authorLive = await echoFor(authorClient.cookies);
    const readerLive = await echoFor(readerClient.cookies);

    const publicChannel = readerLive.echo.channel(TALK_REQUESTS_CHANNEL);
    const added = once<{ id: string }>((done) => publicChannel.listen(TALK_REQUESTS_CHANGED_EVENT, done));
    await expect.poll(() => readerLive.pusher.channel(TALK_REQUESTS_CHANNEL)?.subscribed ?? false).toBe(true);
    const created = await authorClient.post('/talent/api/talk-requests', {
      kind: 'ask',
      topic: 'Salary bands across borders',
      category: 'career',
      abstract: 'How companies set pay for the same role in different countries, and what you can ask.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(await added).toEqual({ id });

    const privateChannel = authorLive.echo.private(`App.Models.User.${author.id}`);
    const moved = once<{ id: string; status: string }>((done) =>
      privateChannel.listen(TALK_REQUEST_CHANGED_EVENT, done),
    );
    await expect
      .poll(() => authorLive.pusher.channel(`private-App.Models.User.${author.id}`)?.subscribed ?? false)
      .toBe(true);
    const voted = once<{ id: string }>((done) => publicChannel.listen(TALK_REQUESTS_CHANGED_EVENT, done));
    await readerClient.put(`/talent/api/talk-requests/${id}/vote`);
    expect(await voted).toEqual({ id });
    expect(
      (await op.post(`/shared/api/operator/talk-requests/${id}/status`, { status: 'under_review' }))
        .statusCode,
    ).toBe(200);
    expect(await moved).toEqual({ id, status: 'under_review' });

    // A full talk: the reader waits, the author gives the seat back, the reader hears at once.
    const talk = (
      await op.post('/shared/api/operator/talks', {
        title: 'Pay across borders',
        category: 'career',
        summary: 'How pay is set for the same role in different countries.',
        speaker_name: 'Kofi Mensah',
        starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration_minutes: 45,
        capacity: 1,
        join_url: 'https://meet.example.com/pay',
      })
    ).json().data;
    await authorClient.post(`/talent/api/talks/${talk.id}/registration`);
    await readerClient.post(`/talent/api/talks/${talk.id}/registration`);
    // Third in line: when the reader moves up, this page hears that its place changed too.
    const behind = await createTalent(t.database.db);
    const behindClient = await signedIn(behind);
    await behindClient.post(`/talent/api/talks/${talk.id}/registration`);
    const behindLive = await echoFor(behindClient.cookies);
    const behindChannel = behindLive.echo.private(`App.Models.User.${behind.id}`);
    const lineMoved = once<{ talk_id: string }>((done) =>
      behindChannel.listen(TALK_REGISTRATION_CHANGED_EVENT, done),
    );
    await expect
      .poll(() => behindLive.pusher.channel(`private-App.Models.User.${behind.id}`)?.subscribed ?? false)
      .toBe(true);
    const readerChannel = readerLive.echo.private(`App.Models.User.${reader.id}`);
    const promoted = once<{ talk_id: string }>((done) =>
      readerChannel.listen(TALK_REGISTRATION_CHANGED_EVENT, done),
    );
    await expect
      .poll(() => readerLive.pusher.channel(`private-App.Models.User.${reader.id}`)?.subscribed ?? false)
      .toBe(true);
    await authorClient.request('DELETE', `/talent/api/talks/${talk.id}/registration`);
    expect(await promoted).toEqual({ talk_id: talk.id });
    expect(await lineMoved).toEqual({ talk_id: talk.id });
    const place = await behindClient.get(`/talent/api/talks/${talk.id}`);
    expect(place.json().data.my_registration).toMatchObject({ state: 'waitlisted', waitlist_position: 1 });
  });
});
