import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { JobDetail, JobList } from '@talent/contract/jobs';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { jobDetail, jobPage, jobSummary } from '../../../test/job-fixtures.ts';
import { jobKeys } from './job-keys.ts';
import { useSaveJob } from './save-job.ts';

const server = stubAppApi();

function setup() {
  const queryClient = createQueryClient(createApiClient());
  const listKey = jobKeys.list({ q: 'ts' });
  queryClient.setQueryData<InfiniteData<JobList, unknown>>(listKey, {
    pages: [jobPage([jobSummary(), jobSummary({ id: 'job-2' })], 'c2')],
    pageParams: [undefined],
  });
  queryClient.setQueryData<JobDetail>(jobKeys.detail('job-1'), jobDetail());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveJob(), { wrapper });
  const savedInList = (id: string) =>
    queryClient
      .getQueryData<InfiniteData<JobList, unknown>>(listKey)!
      .pages[0]!.data.find((job) => job.id === id)!.saved;
  const savedInDetail = () => queryClient.getQueryData<JobDetail>(jobKeys.detail('job-1'))!.saved;
  // Every value the detail's flag takes, to see the optimistic step even when the server answers at once.
  const detailHistory: boolean[] = [];
  queryClient.getQueryCache().subscribe(() => {
    const value = queryClient.getQueryData<JobDetail>(jobKeys.detail('job-1'))?.saved;
    if (value !== undefined && detailHistory.at(-1) !== value) detailHistory.push(value);
  });
  return { result, savedInList, savedInDetail, detailHistory };
}

describe('save toggle', () => {
  it('flips every cached copy at once and keeps it when the server agrees', async () => {
    server.respondWith((r) =>
      r.method === 'PUT' && r.url === '/talent/api/jobs/job-1/save' ? { status: 204 } : undefined,
    );
    const success = vi.spyOn(toast, 'success');
    const { result, savedInList, savedInDetail } = setup();

    act(() => {
      result.current.mutate({ job: { id: 'job-1', title: 'Senior TypeScript Engineer' }, saved: true });
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(savedInList('job-1')).toBe(true);
    expect(savedInDetail()).toBe(true);
    expect(savedInList('job-2')).toBe(false);
    expect(success).toHaveBeenCalled();
  });

  it('rolls every copy back and says so when the server refuses', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/job-1/save'
        ? { status: 500, data: { message: 'Server Error' } }
        : undefined,
    );
    const error = vi.spyOn(toast, 'error');
    const { result, savedInList, savedInDetail, detailHistory } = setup();

    act(() => {
      result.current.mutate({ job: { id: 'job-1', title: 'Senior TypeScript Engineer' }, saved: true });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(detailHistory).toEqual([false, true, false]);
    expect(savedInList('job-1')).toBe(false);
    expect(savedInDetail()).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Could not save “Senior TypeScript Engineer”'),
    );
    expect(server.requests.find((r) => r.url === '/talent/api/jobs/job-1/save')?.method).toBe('PUT');
  });

  it('unsaves with DELETE', async () => {
    server.respondWith((r) => (r.url === '/talent/api/jobs/job-1/save' ? { status: 204 } : undefined));
    const { result } = setup();
    act(() => {
      result.current.mutate({ job: { id: 'job-1', title: 'x' }, saved: false });
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.find((r) => r.url === '/talent/api/jobs/job-1/save')?.method).toBe('DELETE');
  });
});
