import { describe, expect, it } from 'vitest';
import { stubAdapter } from '../test/stub-adapter.ts';
import { createApiClient } from './api-client.ts';
import { createQueryClient, GC_TIME_MS, requestForKey, STALE_TIME_MS } from './query-client.ts';

describe('query keys → requests', () => {
  it('routes talent and shared keys to their API areas', () => {
    expect(requestForKey(['talent', '/jobs'])).toEqual({ url: '/talent/api/jobs' });
    expect(requestForKey(['shared', 'status'])).toEqual({ url: '/shared/api/status' });
    expect(requestForKey(['talent', '/jobs', { page: 2, q: 'react' }])).toEqual({
      url: '/talent/api/jobs',
      params: { page: 2, q: 'react' },
    });
  });

  it('refuses keys it cannot route', () => {
    expect(() => requestForKey(['identity', 'user'])).toThrow(/own queryFn/);
    expect(() => requestForKey(['talent'])).toThrow();
    expect(() => requestForKey(['talent', '/jobs', 'page=2'])).toThrow(/object/);
  });

  it('fetches through the default queryFn with params as the query string', async () => {
    const { adapter, requests } = stubAdapter(() => ({ status: 200, data: { items: [] } }));
    const queryClient = createQueryClient(createApiClient({ adapter }));
    const data = await queryClient.fetchQuery({ queryKey: ['talent', '/jobs', { page: 2 }] });
    await queryClient.fetchQuery({ queryKey: ['shared', '/status'] });
    expect(data).toEqual({ items: [] });
    expect(requests.map((r) => [r.method, r.url, r.params])).toEqual([
      ['GET', '/talent/api/jobs', { page: 2 }],
      ['GET', '/shared/api/status', undefined],
    ]);
  });

  it('keeps data fresh for 20 s and unused entries for 5 min', () => {
    const queryClient = createQueryClient(createApiClient());
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(20_000);
    expect(defaults?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(300_000);
  });
});
