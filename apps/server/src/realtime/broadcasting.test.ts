import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { RealtimeKit, once } from '../test/realtime-test-kit.ts';
import { chatPeople } from '../test/chat-test-kit.ts';

const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);

beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

async function loggedIn() {
  const user = await t.createUser({ name: 'Ada Lovelace' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

describe('POST /broadcasting/auth', () => {
  it("signs the user's own private channel, from JSON and from a form", async () => {
    const { user, client } = await loggedIn();
    const channel = `private-App.Models.User.${user.id}`;
    const expected = `${kit.credentials.key}:${kit.sign(`123.456:${channel}`)}`;
    const json = await client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: channel });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ auth: expected });
    const form = await client.post(
      '/broadcasting/auth',
      { socket_id: '123.456', channel_name: channel },
      { form: true },
    );
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ auth: expected });
  });

  it('refuses every other channel with 403', async () => {
    const { user, client } = await loggedIn();
    const other = await t.createUser();
    for (const channel of [
      `private-App.Models.User.${other.id}`,
      `private-App.Models.User.${user.id}x`,
      `private-encrypted-App.Models.User.${other.id}`,
      `presence-App.Models.User.${user.id}`,
      'presence-chat.1',
      'public-news',
    ]) {
      const res = await client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: channel });
      expect(res.statusCode, channel).toBe(403);
    }
  });

  it('needs a session (401), the CSRF token (419) and a well-formed body (422)', async () => {
    const guest = t.client();
    await guest.csrfCookie();
    expect(
      (await guest.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-x' })).statusCode,
    ).toBe(401);
    const { user, client } = await loggedIn();
    const channel = `private-App.Models.User.${user.id}`;
    const noToken = await client.post(
      '/broadcasting/auth',
      { socket_id: '1.2', channel_name: channel },
      { csrf: false },
    );
    expect(noToken.statusCode).toBe(419);
    expect(
      (await client.post('/broadcasting/auth', { socket_id: 'x', channel_name: channel })).statusCode,
    ).toBe(422);
    expect(
      (await client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'a b' })).statusCode,
    ).toBe(422);
  });
});

describe('cache channels', () => {
  it('signs the cache twin of every channel a user may join, answered as its twin; an outsider gets 403', async () => {
    const people = chatPeople(t);
    const talent = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.user.id);
    const outsider = await people.talent();
    const allowed = [
      `private-cache-App.Models.User.${talent.user.id}`,
      `private-encrypted-cache-App.Models.User.${talent.user.id}`,
      `private-cache-conversation.${c.id}`,
      `private-encrypted-cache-conversation.${c.id}`,
      `presence-cache-conversation.${c.id}`,
    ];
    for (const channel of allowed) {
      const res = await talent.client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: channel });
      expect(res.statusCode, channel).toBe(200);
      const body = res.json<{ auth: string; channel_data?: string; shared_secret?: string }>();
      const signed =
        body.channel_data === undefined ? `1.2:${channel}` : `1.2:${channel}:${body.channel_data}`;
      expect(body.auth, channel).toBe(`${kit.credentials.key}:${kit.sign(signed)}`);
      expect('channel_data' in body, channel).toBe(channel.startsWith('presence-'));
      expect('shared_secret' in body, channel).toBe(channel.startsWith('private-encrypted-'));
      const refused = await outsider.client.post('/broadcasting/auth', {
        socket_id: '1.2',
        channel_name: channel,
      });
      expect(refused.statusCode, channel).toBe(403);
    }
    for (const channel of [
      `private-cache-App.Models.User.${outsider.user.id}`,
      `presence-cache-App.Models.User.${talent.user.id}`,
      `presence-cache-conversation.${crypto.randomUUID()}`,
      `cache-conversation.${c.id}`,
    ]) {
      const res = await talent.client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: channel });
      expect(res.statusCode, channel).toBe(403);
    }
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs user_data carrying the id, name and avatar, never the email', async () => {
    const { user, client } = await loggedIn();
    const res = await client.post('/broadcasting/user-auth', { socket_id: '9.9' }, { form: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ auth: string; user_data: string }>();
    expect(JSON.parse(body.user_data)).toEqual({
      id: user.id,
      user_info: { name: 'Ada Lovelace', avatar_url: null },
    });
    expect(body.user_data).not.toContain(user.email);
    expect(body.auth).toBe(`${kit.credentials.key}:${kit.sign(`9.9::user::${body.user_data}`)}`);
  });
});

describe('pusher-js authorised by the app', () => {
  it('joins its own private channel, signs in and gets #server-to-user events; a foreign channel fails', async () => {
    const { user, client } = await loggedIn();
    const other = await t.createUser();
    const pusher = kit.pusherThroughApp(client.cookies);
    const own = pusher.subscribe(`private-App.Models.User.${user.id}`);
    await once((done) => own.bind('pusher:subscription_succeeded', done));
    const foreign = pusher.subscribe(`private-App.Models.User.${other.id}`);
    await once((done) => foreign.bind('pusher:subscription_error', done));
    expect(foreign.subscribed).toBe(false);

    pusher.signin();
    await expect.poll(() => pusher.user.serverToUserChannel?.subscribed ?? false).toBe(true);
    const got = once((done) => pusher.user.bind('NotificationCreated', done));
    await kit.sdk().sendToUser(user.id, 'NotificationCreated', { title: 'Hello' });
    expect(await got).toEqual({ title: 'Hello' });
    const onChannel = once((done) => own.bind('ping', done));
    await kit.sdk().trigger(`private-App.Models.User.${user.id}`, 'ping', { ok: true });
    expect(await onChannel).toEqual({ ok: true });
  });

  it('hands out the key of an encrypted channel to its member only; the server relays ciphertext', async () => {
    const { user, client } = await loggedIn();
    const channel = `private-encrypted-App.Models.User.${user.id}`;
    const res = await client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: channel });
    expect(res.statusCode).toBe(200);
    const { shared_secret: sharedSecret } = res.json<{ shared_secret: string }>();
    expect(Buffer.from(sharedSecret, 'base64')).toHaveLength(32);

    const pusher = kit.pusherThroughApp(client.cookies);
    const own = pusher.subscribe(channel);
    await once((done) => own.bind('pusher:subscription_succeeded', done));
    // A bare socket on the same channel sees what the server relays: the SDK's ciphertext, not the data.
    const raw = await kit.raw();
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    raw.send('pusher:subscribe', {
      channel,
      auth: `${kit.credentials.key}:${kit.sign(`${socketId}:${channel}`)}`,
    });
    await raw.next('pusher_internal:subscription_succeeded', channel);
    const got = once((done) => own.bind('secret', done));
    const sdk = kit.sdk({ encryptionMasterKeyBase64: t.config.pusher.encryptionMasterKeyBase64 });
    await sdk.trigger(channel, 'secret', { offer: 'confidential' });
    expect(await got).toEqual({ offer: 'confidential' });
    const relayed = await raw.next('secret', channel);
    expect(relayed.data).toHaveProperty('ciphertext');
    expect(JSON.stringify(relayed.data)).not.toContain('confidential');
  });
});
