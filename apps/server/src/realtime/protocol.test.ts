import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import { useTestApp } from '../test/harness.ts';
import { RealtimeKit, once } from '../test/realtime-test-kit.ts';

const ctx = useTestApp();
const kit = new RealtimeKit(
  () => ctx.app,
  () => ctx.config,
);

beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

const alice = { id: '1', name: 'Alice' };
const bob = { id: '2', name: 'Bob' };
const carol = { id: '3', name: 'Carol' };

function subscribed(client: Pusher, name: string) {
  const channel = client.subscribe(name);
  return once<unknown>((done) => channel.bind('pusher:subscription_succeeded', done)).then(() => channel);
}

describe('handshake', () => {
  it('gives pusher-js a socket id from a CSPRNG and an activity timeout', async () => {
    const a = await kit.connected();
    const b = await kit.connected();
    expect(a.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(a.connection.socket_id).not.toBe(b.connection.socket_id);
    const raw = await kit.raw();
    const established = await raw.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('closes an unknown key with 4001 and pusher-js does not retry', async () => {
    const raw = await kit.raw('/app/not-our-key?protocol=7');
    expect((await raw.closed).code).toBe(4001);

    let attempts = 0;
    const count = (request: { url?: string }) => {
      if (request.url?.startsWith('/app/not-our-key')) attempts += 1;
    };
    ctx.app.server.on('upgrade', count);
    try {
      const client = kit.pusher(undefined, 'not-our-key');
      await once<unknown>((done) => client.connection.bind('error', done));
      // Past pusher-js's 1 s reconnect delay: still the one attempt. A real wait on purpose: pusher-js's own
      // reconnect timer is what is tested, and no event marks a retry that never comes.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(attempts).toBe(1);
      expect(client.connection.state).not.toBe('connected');
    } finally {
      ctx.app.server.off('upgrade', count);
    }
  });

  it('closes a malformed key escape with 4001 and keeps serving', async () => {
    const raw = await kit.raw('/app/%E0%A4%A?protocol=7');
    expect((await raw.closed).code).toBe(4001);
    await kit.connected();
  });

  it('closes a missing protocol with 4008 and an unsupported one with 4007', async () => {
    const none = await kit.raw(`/app/${kit.credentials.key}`);
    expect((await none.closed).code).toBe(4008);
    const old = await kit.raw(`/app/${kit.credentials.key}?protocol=5`);
    expect((await old.closed).code).toBe(4007);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = await kit.raw();
    await raw.next('pusher:connection_established');
    raw.send('pusher:ping', {});
    expect((await raw.next('pusher:pong')).data).toEqual({});
  });
});

describe('subscriptions', () => {
  it('subscribes to public and private channels and delivers SDK events', async () => {
    const client = await kit.connected();
    const pub = await subscribed(client, 'news');
    const priv = await subscribed(client, 'private-App.Models.User.1');
    const got = Promise.all([
      once((done) => pub.bind('published', done)),
      once((done) => priv.bind('published', done)),
    ]);
    await kit.sdk().trigger(['news', 'private-App.Models.User.1'], 'published', { n: 1 });
    expect(await got).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('refuses a wrong private signature with subscription_error carrying type, error, status and the channel', async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    raw.send('pusher:subscribe', { channel: 'private-x', auth: `${kit.credentials.key}:${'0'.repeat(64)}` });
    const error = await raw.next('pusher:subscription_error');
    expect(error.channel).toBe('private-x');
    expect(error.data).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });
    // Signed for another socket: refused too.
    raw.send('pusher:subscribe', { channel: 'private-x', ...kit.channelAuth('1.1', 'private-x') });
    expect((await raw.next('pusher:subscription_error', 'private-x')).data).toMatchObject({ status: 401 });
    raw.send('pusher:subscribe', { channel: 'private-x', ...kit.channelAuth(data.socket_id, 'private-x') });
    await raw.next('pusher_internal:subscription_succeeded', 'private-x');
  });

  it('accepts encrypted channels with the private signature', async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const name = 'private-encrypted-room';
    raw.send('pusher:subscribe', { channel: name, ...kit.channelAuth(data.socket_id, name) });
    await raw.next('pusher_internal:subscription_succeeded', name);
  });

  it('refuses bad channel names', async () => {
    const raw = await kit.raw();
    await raw.next('pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'a'.repeat(165) });
    expect((await raw.next('pusher:subscription_error')).data).toMatchObject({ status: 400 });
    raw.send('pusher:subscribe', { channel: 'spaces are not allowed' });
    expect((await raw.next('pusher:subscription_error')).data).toMatchObject({ status: 400 });
    raw.send('pusher:subscribe', { channel: 'a'.repeat(164) });
    await raw.next('pusher_internal:subscription_succeeded', 'a'.repeat(164));
  });

  it('excludes the socket_id given to the HTTP API', async () => {
    const sender = await kit.connected();
    const other = await kit.connected();
    const senderChannel = await subscribed(sender, 'room');
    const otherChannel = await subscribed(other, 'room');
    const senderGot: unknown[] = [];
    senderChannel.bind('said', (data: unknown) => senderGot.push(data));
    const otherGot = once((done) => otherChannel.bind('said', done));
    const senderMarker = once((done) => senderChannel.bind('marker', done));
    await kit.sdk().trigger('room', 'said', { text: 'hi' }, { socket_id: sender.connection.socket_id });
    expect(await otherGot).toEqual({ text: 'hi' });
    // Frames to one socket arrive in order: once the marker is in, the excluded event never will be.
    await kit.sdk().trigger('room', 'marker', {});
    await senderMarker;
    expect(senderGot).toEqual([]);
  });
});

describe('presence', () => {
  it('counts a user in two tabs once: one member_added, member_removed on the last leave', async () => {
    const tab1 = await kit.connected(alice);
    const tab2 = await kit.connected(alice);
    const b = await kit.connected(bob);
    const bChannel = await subscribed(b, 'presence-room');
    const added: unknown[] = [];
    const removed: unknown[] = [];
    bChannel.bind('pusher:member_added', (m: unknown) => added.push(m));
    bChannel.bind('pusher:member_removed', (m: unknown) => removed.push(m));

    await subscribed(tab1, 'presence-room');
    await subscribed(tab2, 'presence-room');
    const users = (await (await kit.sdk().get({ path: '/channels/presence-room/users' })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(users.users.map((u) => u.id).sort()).toEqual(['1', '2']);
    const info = await (
      await kit
        .sdk()
        .get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
    ).json();
    expect(info).toEqual({ channels: { 'presence-room': { user_count: 2 } } });

    tab2.unsubscribe('presence-room');
    const marker = once((done) => bChannel.bind('marker', done));
    await kit.sdk().trigger('presence-room', 'marker', {});
    await marker;
    expect(added).toEqual([{ id: '1', info: { name: 'Alice' } }]);
    expect(removed).toEqual([]);

    const gone = once((done) => bChannel.bind('pusher:member_removed', done));
    tab1.disconnect();
    expect(await gone).toEqual({ id: '1', info: { name: 'Alice' } });
  });
});

describe('presence limits', () => {
  it('admits 100 members, refuses the 101st user, still admits a second tab of a member', async () => {
    const join = async (userId: string) => {
      const raw = await kit.raw();
      const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
      const channelData = JSON.stringify({ user_id: userId, user_info: {} });
      raw.send('pusher:subscribe', {
        channel: 'presence-big',
        ...kit.channelAuth(data.socket_id, 'presence-big', channelData),
      });
      return Promise.race([
        raw.next('pusher_internal:subscription_succeeded', 'presence-big').then(() => 'joined'),
        raw.next('pusher:subscription_error', 'presence-big').then((f) => f.data as { status: number }),
      ]);
    };
    for (let i = 0; i < 100; i += 1) expect(await join(`u${i}`)).toBe('joined');
    expect(await join('u100')).toMatchObject({ status: 403 });
    expect(await join('u0')).toBe('joined');
  });

  it('refuses presence channel_data without a user_id', async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const channelData = JSON.stringify({ user_info: {} });
    raw.send('pusher:subscribe', {
      channel: 'presence-x',
      ...kit.channelAuth(data.socket_id, 'presence-x', channelData),
    });
    expect((await raw.next('pusher:subscription_error', 'presence-x')).data).toMatchObject({ status: 400 });
  });
});

describe('client events', () => {
  it('relays whispers to the others with user_id on presence, never echoes, refuses public channels', async () => {
    const a = await kit.connected(alice);
    const b = await kit.connected(bob);
    const c = await kit.connected(carol);
    const aChannel = await subscribed(a, 'presence-chat');
    const bChannel = await subscribed(b, 'presence-chat');
    const cChannel = await subscribed(c, 'presence-chat');
    const echoed: unknown[] = [];
    aChannel.bind('client-typing', (data: unknown) => echoed.push(data));
    const toB = once<[unknown, { user_id?: string }]>((done) =>
      bChannel.bind('client-typing', (data: unknown, meta: { user_id?: string }) => done([data, meta])),
    );
    const toC = once((done) => cChannel.bind('client-typing', done));
    expect(aChannel.trigger('client-typing', { typing: true })).toBe(true);
    const [data, meta] = await toB;
    expect(data).toEqual({ typing: true });
    expect(meta.user_id).toBe('1');
    expect(await toC).toEqual({ typing: true });
    const marker = once((done) => aChannel.bind('marker', done));
    await kit.sdk().trigger('presence-chat', 'marker', {});
    await marker;
    expect(echoed).toEqual([]);

    const raw = await kit.raw();
    await raw.next('pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'public-room' });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.send('client-typing', { typing: true }, 'public-room');
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4301 });
    raw.send('client-typing', { typing: true }, 'private-not-subscribed');
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4301 });
  });

  it('refuses client events on encrypted channels', async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const name = 'private-encrypted-secret';
    raw.send('pusher:subscribe', { channel: name, ...kit.channelAuth(data.socket_id, name) });
    await raw.next('pusher_internal:subscription_succeeded', name);
    raw.send('client-x', {}, name);
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4301 });
  });

  it('refuses client event data over 10 KB without closing', async () => {
    const a = await kit.raw();
    const b = await kit.raw();
    const subscribe = async (raw: Awaited<ReturnType<typeof kit.raw>>) => {
      const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
      raw.send('pusher:subscribe', {
        channel: 'private-big',
        ...kit.channelAuth(data.socket_id, 'private-big'),
      });
      await raw.next('pusher_internal:subscription_succeeded', 'private-big');
    };
    await subscribe(a);
    await subscribe(b);
    a.send('client-big', 'x'.repeat(10 * 1024 + 1), 'private-big');
    expect((await a.next('pusher:error')).data).toMatchObject({ code: 4301 });
    a.send('client-big', 'x'.repeat(10 * 1024), 'private-big');
    expect((await b.next('client-big', 'private-big')).data).toBe('x'.repeat(10 * 1024));
    expect(b.frames.filter((f) => f.event === 'client-big')).toEqual([]);
  });

  it('limits client events to 10 a second with pusher:error 4301, never a close', async () => {
    const a = await kit.connected(alice);
    const b = await kit.connected(bob);
    const aChannel = await subscribed(a, 'private-chat');
    const bChannel = await subscribed(b, 'private-chat');
    const received: unknown[] = [];
    bChannel.bind('client-n', (data: { n: number }) => received.push(data.n));
    const error = once<{ data: { code: number } }>((done) => a.connection.bind('error', done));
    for (let n = 0; n < 12; n += 1) aChannel.trigger('client-n', { n });
    expect((await error).data.code).toBe(4301);
    const marker = once((done) => bChannel.bind('marker', done));
    await kit.sdk().trigger('private-chat', 'marker', {});
    await marker;
    expect(received).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(a.connection.state).toBe('connected');
  });
});

describe('user sign-in', () => {
  it('signs pusher-js in and delivers #server-to-user events to that user only', async () => {
    const client = kit.pusher(alice);
    const other = kit.pusher(bob);
    client.signin();
    other.signin();
    await expect.poll(() => client.user.serverToUserChannel?.subscribed ?? false).toBe(true);
    await expect.poll(() => other.user.serverToUserChannel?.subscribed ?? false).toBe(true);
    const got = once((done) => client.user.bind('notice', done));
    const otherGot: unknown[] = [];
    other.user.bind('notice', (data: unknown) => otherGot.push(data));
    await kit.sdk().sendToUser('1', 'notice', { hello: 'Alice' });
    expect(await got).toEqual({ hello: 'Alice' });
    const marker = once((done) => other.user.bind('marker', done));
    await kit.sdk().sendToUser('2', 'marker', {});
    await marker;
    expect(otherGot).toEqual([]);
  });

  it("refuses another user's channel, a channel without sign-in, and closes a bad sign-in with 4009", async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    raw.send('pusher:subscribe', { channel: '#server-to-user-1' });
    expect((await raw.next('pusher:subscription_error')).data).toMatchObject({ status: 403 });
    const userData = JSON.stringify({ id: '1' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: `${kit.credentials.key}:${kit.sign(`${data.socket_id}::user::${userData}`)}`,
    });
    expect((await raw.next('pusher:signin_success')).data).toEqual({ user_data: userData });
    raw.send('pusher:subscribe', { channel: '#server-to-user-2' });
    expect((await raw.next('pusher:subscription_error', '#server-to-user-2')).data).toMatchObject({
      status: 403,
    });
    raw.send('pusher:subscribe', { channel: '#server-to-user-1' });
    await raw.next('pusher_internal:subscription_succeeded', '#server-to-user-1');

    const forged = await kit.raw();
    await forged.next('pusher:connection_established');
    forged.send('pusher:signin', { user_data: userData, auth: `${kit.credentials.key}:${'f'.repeat(64)}` });
    expect((await forged.closed).code).toBe(4009);
  });

  it("terminate_connections closes the user's sockets with 4009", async () => {
    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const userData = JSON.stringify({ id: '7' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: `${kit.credentials.key}:${kit.sign(`${data.socket_id}::user::${userData}`)}`,
    });
    await raw.next('pusher:signin_success');
    await kit.sdk().terminateUserConnections('7');
    expect((await raw.closed).code).toBe(4009);
  });
});

describe('refusals', () => {
  // Pusher sends the reason as a pusher:error carrying the close code, then closes with that code.
  const refusedWith = async (raw: Awaited<ReturnType<typeof kit.raw>>, code: number) => {
    expect((await raw.closed).code).toBe(code);
    const errors = raw.frames.filter((f) => f.event === 'pusher:error');
    expect(errors).toEqual([{ event: 'pusher:error', data: { code, message: expect.any(String) } }]);
  };

  it('sends pusher:error before closing an unknown key (4001), no protocol (4008), an old protocol (4007)', async () => {
    await refusedWith(await kit.raw('/app/not-our-key?protocol=7'), 4001);
    await refusedWith(await kit.raw(`/app/${kit.credentials.key}`), 4008);
    await refusedWith(await kit.raw(`/app/${kit.credentials.key}?protocol=5`), 4007);
  });

  it('sends pusher:error 4009 before closing a bad sign-in and a terminated connection', async () => {
    const forged = await kit.raw();
    await forged.next('pusher:connection_established');
    forged.send('pusher:signin', {
      user_data: JSON.stringify({ id: '1' }),
      auth: `${kit.credentials.key}:${'f'.repeat(64)}`,
    });
    await refusedWith(forged, 4009);

    const raw = await kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const userData = JSON.stringify({ id: '17' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: `${kit.credentials.key}:${kit.sign(`${data.socket_id}::user::${userData}`)}`,
    });
    await raw.next('pusher:signin_success');
    await kit.sdk().terminateUserConnections('17');
    await refusedWith(raw, 4009);
  });

  it('pusher-js reads the code and the message from the error frame of the handshake', async () => {
    const client = kit.pusher(undefined, 'not-our-key');
    const error = await once<unknown>((done) => client.connection.bind('error', done));
    expect(error).toMatchObject({
      type: 'WebSocketError',
      error: { type: 'PusherError', data: { code: 4001, message: 'App key not in this cluster' } },
    });
  });
});
