import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { sharedApi, statusOf, talentApi, type ApiClient } from './api-client.ts';

export const STALE_TIME_MS = 20_000;
export const GC_TIME_MS = 300_000;

export interface KeyRequest {
  url: string;
  params?: Record<string, unknown>;
}

/**
 * The spec's default fetch: ['talent', path, params?] → GET /talent/api/{path},
 * ['shared', path, params?] → GET /shared/api/{path}. Anything else needs its own queryFn.
 */
export function requestForKey(queryKey: QueryKey): KeyRequest {
  const [area, path, params] = queryKey;
  if ((area !== 'talent' && area !== 'shared') || typeof path !== 'string') {
    throw new Error(`No default query for key ${JSON.stringify(queryKey)}; give this query its own queryFn.`);
  }
  const url = area === 'talent' ? talentApi(path) : sharedApi(path);
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    throw new Error(`Query params must be an object, got ${JSON.stringify(params)}.`);
  }
  return params ? { url, params: params as Record<string, unknown> } : { url };
}

export function createDefaultQueryFn(client: ApiClient): QueryFunction {
  return async ({ queryKey, signal }) => {
    const { url, params } = requestForKey(queryKey);
    const response = await client.get<unknown>(url, { params, signal });
    return response.data;
  };
}

/** Client errors and maintenance will not heal by retrying; flaky 5xx and network errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && (status < 500 || status === 503)) return false;
  return failureCount < 2;
}

export function createQueryClient(client: ApiClient): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createDefaultQueryFn(client),
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
