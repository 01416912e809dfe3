import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

type Member = { id: string; name: string };

describe('laravel-echo 2 against the embedded server', () => {
  it('listens in the App.Events namespace on a private channel', async () => {
    const echo = await kit.echo(alice);
    const got = once((done) => echo.private('App.Models.User.1').listen('MessageSent', done));
    await expect
      .poll(() => echo.connector.pusher.channel('private-App.Models.User.1')?.subscribed ?? false)
      .toBe(true);
    await kit.sdk().trigger('private-App.Models.User.1', 'App\\Events\\MessageSent', { id: 42 });
    expect(await got).toEqual({ id: 42 });
  });

  it("reaches Echo's .error() when the server refuses the signature", async () => {
    const echo = await kit.echo(alice);
    const pusher = echo.connector.pusher;
    // Forge the signature: the server must refuse it and Echo must hear about it.
    pusher.config.channelAuthorizer = (
      _params: unknown,
      callback: (error: Error | null, data: { auth: string } | null) => void,
    ) => callback(null, { auth: `${kit.credentials.key}:${'0'.repeat(64)}` });
    const error = await once<{ type: string; status: number }>((done) => echo.private('forged').error(done));
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('presence here/joining/leaving with three clients, one user in two tabs counted once', async () => {
    const bobEcho = await kit.echo(bob);
    const joining: Member[] = [];
    const leaving: Member[] = [];
    const bobHere = await once<Member[]>((done) =>
      bobEcho
        .join('room.1')
        .here(done)
        .joining((m: Member) => joining.push(m))
        .leaving((m: Member) => leaving.push(m)),
    );
    expect(bobHere).toEqual([{ name: 'Bob' }]);

    const tab1 = await kit.echo(alice);
    const tab1Here = await once<Member[]>((done) => tab1.join('room.1').here(done));
    expect(tab1Here).toEqual(expect.arrayContaining([{ name: 'Bob' }, { name: 'Alice' }]));
    await expect.poll(() => joining).toEqual([{ name: 'Alice' }]);

    const tab2 = await kit.echo(alice);
    const tab2Here = await once<Member[]>((done) => tab2.join('room.1').here(done));
    expect(tab2Here).toHaveLength(2);

    // Closing one of Alice's tabs is not a leave; closing the last one is.
    tab2.leave('room.1');
    const marker = once((done) => bobEcho.join('room.1').listen('.marker', done));
    await kit.sdk().trigger('presence-room.1', 'marker', {});
    await marker;
    expect(joining).toEqual([{ name: 'Alice' }]);
    expect(leaving).toEqual([]);
    tab1.disconnect();
    await expect.poll(() => leaving).toEqual([{ name: 'Alice' }]);
  });

  it('whispers reach the other side and not the sender', async () => {
    const a = await kit.echo(alice);
    const b = await kit.echo(bob);
    const aChannel = a.private('chat.1');
    const bChannel = b.private('chat.1');
    await expect.poll(() => a.connector.pusher.channel('private-chat.1')?.subscribed ?? false).toBe(true);
    await expect.poll(() => b.connector.pusher.channel('private-chat.1')?.subscribed ?? false).toBe(true);
    const echoed: unknown[] = [];
    aChannel.listenForWhisper('typing', (data: unknown) => echoed.push(data));
    const got = once((done) => bChannel.listenForWhisper('typing', done));
    aChannel.whisper('typing', { name: 'Alice' });
    expect(await got).toEqual({ name: 'Alice' });
    const marker = once((done) => aChannel.listen('.marker', done));
    await kit.sdk().trigger('private-chat.1', 'marker', {});
    await marker;
    expect(echoed).toEqual([]);
  });

  it('Echo.socketId() passed to the SDK skips the sender', async () => {
    const a = await kit.echo(alice);
    const b = await kit.echo(bob);
    const aGot: unknown[] = [];
    a.channel('feed').listen('.posted', (data: unknown) => aGot.push(data));
    const bGot = once((done) => b.channel('feed').listen('.posted', done));
    await expect.poll(() => a.connector.pusher.channel('feed')?.subscribed ?? false).toBe(true);
    await expect.poll(() => b.connector.pusher.channel('feed')?.subscribed ?? false).toBe(true);
    await kit.sdk().trigger('feed', 'posted', { n: 1 }, { socket_id: a.socketId()! });
    expect(await bGot).toEqual({ n: 1 });
    const marker = once((done) => a.channel('feed').listen('.marker', done));
    await kit.sdk().trigger('feed', 'marker', {});
    await marker;
    expect(aGot).toEqual([]);
  });
});
