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

const event = (data: string, channel = 'news') => JSON.stringify({ name: 'x', data, channel });

describe('the signed HTTP API', () => {
  it('accepts what the pusher SDK sends: trigger, batch, channels', async () => {
    const client = await kit.connected();
    const channel = client.subscribe('news');
    await once((done) => channel.bind('pusher:subscription_succeeded', done));
    const got: unknown[] = [];
    channel.bind('batched', (data: unknown) => got.push(data));
    const sdk = kit.sdk();
    await sdk.triggerBatch([
      { channel: 'news', name: 'batched', data: { n: 1 } },
      { channel: 'news', name: 'batched', data: { n: 2 } },
    ]);
    await expect.poll(() => got).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await (await sdk.get({ path: '/channels' })).json()).toEqual({ channels: { news: {} } });
    expect(
      await (await sdk.get({ path: '/channels/news', params: { info: 'subscription_count' } })).json(),
    ).toEqual({ occupied: true, subscription_count: 1 });
    expect(await (await sdk.get({ path: '/channels/empty' })).json()).toEqual({ occupied: false });
  });

  it('answers 401 to a bad signature, a wrong key, a stale timestamp or a body that does not match body_md5', async () => {
    const path = `/apps/${kit.credentials.appId}/events`;
    expect((await kit.api('POST', path, { body: event('{}') })).status).toBe(200);
    expect((await kit.api('POST', path, { body: event('{}'), secret: 'wrong' })).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 601;
    expect((await kit.api('POST', path, { body: event('{}'), timestamp: stale })).status).toBe(401);
    expect(
      (await kit.api('POST', path, { body: event('{}'), md5: 'd41d8cd98f00b204e9800998ecf8427e' })).status,
    ).toBe(401);
    const unsigned = await fetch(`http://127.0.0.1:${kit.port}${path}`, {
      method: 'POST',
      body: event('{}'),
    });
    expect(unsigned.status).toBe(401);
  });

  it('answers 400 to malformed events and limits, 413 to data over 10 KB', async () => {
    const path = `/apps/${kit.credentials.appId}/events`;
    expect((await kit.api('POST', path, { body: '{not json' })).status).toBe(400);
    expect(
      (await kit.api('POST', path, { body: JSON.stringify({ name: 'x', data: {}, channel: 'a' }) })).status,
    ).toBe(400);
    expect((await kit.api('POST', path, { body: event('{}', 'bad channel') })).status).toBe(400);
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect(
      (await kit.api('POST', path, { body: JSON.stringify({ name: 'x', data: '', channels }) })).status,
    ).toBe(400);
    expect((await kit.api('POST', path, { body: event('x'.repeat(10 * 1024)) })).status).toBe(200);
    expect((await kit.api('POST', path, { body: event('x'.repeat(10 * 1024 + 1)) })).status).toBe(413);
    const batch = JSON.stringify({
      batch: Array.from({ length: 11 }, () => ({ name: 'x', data: '', channel: 'a' })),
    });
    expect(
      (await kit.api('POST', `/apps/${kit.credentials.appId}/batch_events`, { body: batch })).status,
    ).toBe(400);
    const users = await kit.api('GET', `/apps/${kit.credentials.appId}/channels/news/users`);
    expect(users.status).toBe(400);
  });

  it('rejects SDK publishing with the wrong secret', async () => {
    const { default: PusherServer } = await import('pusher');
    const forged = new PusherServer({
      appId: kit.credentials.appId,
      key: kit.credentials.key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(kit.port),
      useTLS: false,
    });
    await expect(forged.trigger('news', 'x', {})).rejects.toMatchObject({ status: 401 });
  });
});
