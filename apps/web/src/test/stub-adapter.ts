import type { Adapter, OutgoingRequest } from '../lib/api-client.ts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  data: unknown;
  params: unknown;
}

export interface StubResponse {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * A transport for the API client that answers each request with a tiny per-test responder and records what the
 * client sent (headers set, body serialised), so tests see exactly what would go on the wire.
 */
export function stubAdapter(respond: (request: RecordedRequest, outgoing: OutgoingRequest) => StubResponse) {
  const requests: RecordedRequest[] = [];
  const adapter: Adapter = async (outgoing) => {
    const request: RecordedRequest = {
      method: outgoing.method,
      url: outgoing.url,
      headers: { ...outgoing.headers },
      data: outgoing.data,
      params: outgoing.params,
    };
    requests.push(request);
    const stub = respond(request, outgoing);
    return { status: stub.status, data: stub.data ?? '', headers: stub.headers ?? {} };
  };
  return { adapter, requests };
}
