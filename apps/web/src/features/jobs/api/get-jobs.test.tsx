import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { jobPage, jobSummary } from '../../../test/job-fixtures.ts';
import { useJobs } from './get-jobs.ts';

const server = stubAppApi();

describe('cursor paging', () => {
  it('asks for the next page with the previous cursor and stops at a null cursor', async () => {
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs') return undefined;
      const params = r.params as Record<string, string>;
      if (!params.cursor) return { status: 200, data: jobPage([jobSummary({ id: 'a' })], 'cur-2', 2) };
      if (params.cursor === 'cur-2')
        return { status: 200, data: jobPage([jobSummary({ id: 'b' })], null, 2) };
      return { status: 400 };
    });
    const queryClient = createQueryClient(createApiClient());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useJobs({ q: 'go', work_mode: ['remote', 'hybrid'], skills: ['react'] }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    // Lists go on the wire comma-separated under the contract's names, not as work_mode[]=….
    expect(server.requests[0]?.params).toEqual({ q: 'go', work_mode: 'remote,hybrid', skills: 'react' });

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(server.requests[1]?.params).toEqual({
      q: 'go',
      work_mode: 'remote,hybrid',
      skills: 'react',
      cursor: 'cur-2',
    });
    expect(result.current.data?.pages.flatMap((p) => p.data.map((j) => j.id))).toEqual(['a', 'b']);
    expect(result.current.hasNextPage).toBe(false);
  });
});
