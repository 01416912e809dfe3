import { afterEach, describe, expect, it } from 'vitest';
import { stubAdapter } from '../../test/stub-adapter.ts';
import { createApiClient } from '../api-client.ts';
import { setSocketId, socketIdHeader } from './socket-id.ts';

afterEach(() => setSocketId(null));

describe('X-Socket-Id', () => {
  it('is sent by the api client on every request while connected, and not otherwise', async () => {
    const stub = stubAdapter((request) =>
      request.url === '/sanctum/csrf-cookie' ? { status: 204 } : { status: 200, data: {} },
    );
    const api = createApiClient({ adapter: stub.adapter });
    await api.get('/talent/api/notifications');
    expect(stub.requests[0]!.headers['X-Socket-Id']).toBeUndefined();

    setSocketId('1234.5678');
    expect(socketIdHeader()).toEqual({ 'X-Socket-Id': '1234.5678' });
    await api.post('/talent/api/notifications/read-all');
    const post = stub.requests.find((r) => r.method === 'POST');
    expect(post?.headers['X-Socket-Id']).toBe('1234.5678');

    setSocketId(null);
    expect(socketIdHeader()).toEqual({});
    await api.get('/talent/api/notifications');
    expect(stub.requests.at(-1)!.headers['X-Socket-Id']).toBeUndefined();
  });
});
