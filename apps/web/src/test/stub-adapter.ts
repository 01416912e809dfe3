import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
  params: unknown;
}

export interface StubResponse {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * An axios adapter that answers each request with a tiny per-test responder and records what the client sent
 * (after every interceptor ran), so tests see exactly what would go on the wire.
 */
export function stubAdapter(
  respond: (request: RecordedRequest, config: InternalAxiosRequestConfig) => StubResponse,
) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, unknown>,
      data: config.data,
      params: config.params,
    };
    requests.push(request);
    const stub = respond(request, config);
    const response = {
      data: stub.data ?? '',
      status: stub.status,
      statusText: String(stub.status),
      headers: stub.headers ?? {},
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(stub.status) : stub.status < 400) return response;
    throw new AxiosError(
      `Request failed with status code ${stub.status}`,
      stub.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { adapter, requests };
}
