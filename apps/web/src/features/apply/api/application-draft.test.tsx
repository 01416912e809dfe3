import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_HEADER, TIME_ZONE_HEADER } from '@talent/contract/http';
import { browserTimeZone, createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { emptyDraft } from '../testing/apply-fixtures.ts';
import { AUTOSAVE_DELAY_MS, useDraftAutosave } from './application-draft.ts';

const server = stubAppApi();
const DRAFT = '/talent/api/jobs/job-1/application-draft';

function setup(fail: () => boolean = () => false, delayMs = AUTOSAVE_DELAY_MS) {
  server.respondWith((r) => {
    if (r.url !== DRAFT || r.method !== 'PUT') return undefined;
    if (fail()) return { status: 500, data: { message: 'Server Error' } };
    return { status: 200, data: { data: { ...emptyDraft, ...jsonBody(r), updated_at: 'now' } } };
  });
  const queryClient = createQueryClient(createApiClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDraftAutosave('job-1', delayMs), { wrapper });
}

const puts = () => server.requests.filter((r) => r.method === 'PUT' && r.url === DRAFT).map(jsonBody);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('useDraftAutosave', () => {
  it('saves typing once it pauses, with the newest text only', async () => {
    const { result } = setup(undefined, 100);
    act(() => {
      result.current.save({ cover_note: 'H' }, { debounce: true });
      result.current.save({ cover_note: 'He' }, { debounce: true });
      result.current.save({ cover_note: 'Hello' }, { debounce: true });
    });
    expect(result.current.status).toBe('pending');
    expect(puts()).toHaveLength(0);
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(puts()).toEqual([{ cover_note: 'Hello' }]);
  });

  it('saves a step at once, and keeps a failed draft for the next try', async () => {
    let fail = true;
    const { result } = setup(() => fail);
    act(() => result.current.save({ step: 'cover' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    await act(() => result.current.flush());
    expect(result.current.status).toBe('saved');
    expect(puts()).toEqual([{ step: 'cover' }, { step: 'cover' }]);
  });

  it('sends a waiting save with keepalive when the page goes away', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    const { result } = setup();
    act(() => result.current.save({ cover_note: 'Last words' }, { debounce: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledWith(
      DRAFT,
      expect.objectContaining({
        method: 'PUT',
        keepalive: true,
        body: JSON.stringify({ cover_note: 'Last words' }),
        headers: expect.objectContaining({
          'X-XSRF-TOKEN': 'tok=1',
          [TIME_ZONE_HEADER]: browserTimeZone(),
          [LANGUAGE_HEADER]: 'en',
        }) as unknown,
      }),
    );
    // Nothing is left to send twice.
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(puts()).toHaveLength(0);
  });
});
