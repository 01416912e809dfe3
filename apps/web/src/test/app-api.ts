import { afterEach } from 'vitest';
import { CSRF_COOKIE_PATH } from '@talent/contract/http';
import { api } from '../lib/api-client.ts';
import { stubAdapter, type RecordedRequest, type StubResponse } from './stub-adapter.ts';

/**
 * Page tests talk to the app's real API client; only its transport is swapped for a per-test responder.
 * The CSRF cookie always answers 204; anything the responder does not handle is a 404.
 */
export function stubAppApi() {
  const original = api.defaults.adapter;
  const state = { requests: [] as RecordedRequest[] };
  afterEach(() => {
    api.defaults.adapter = original;
  });
  return {
    respondWith(respond: (request: RecordedRequest) => StubResponse | undefined) {
      const stub = stubAdapter((request) => {
        if (request.url === CSRF_COOKIE_PATH) return { status: 204 };
        return respond(request) ?? { status: 404, data: { message: 'Not Found' } };
      });
      api.defaults.adapter = stub.adapter;
      state.requests = stub.requests;
    },
    get requests() {
      return state.requests;
    },
    posted(url: string) {
      return state.requests.filter((r) => r.method === 'POST' && r.url === url);
    },
  };
}

export function jsonBody(request: RecordedRequest | undefined): Record<string, unknown> {
  return JSON.parse(String(request?.data)) as Record<string, unknown>;
}
