import { XSRF_HEADER } from '@talent/contract/http';
import { api, appHeaders, retriesCsrfMismatch, type ApiClient } from './api-client.ts';
import { csrfToken } from './csrf-token.ts';

/** One body to send: a whole form (`POST /files`) or one chunk of a resumable upload (`PATCH /uploads/{id}`). */
export interface UploadRequest {
  method: 'POST' | 'PATCH';
  url: string;
  body: FormData | Blob;
  /** Headers beyond the app's own (`Content-Type`, `Upload-Offset`). */
  headers?: Record<string, string>;
  /** 0–1 of this body as it leaves the browser; back to 0 when the body is sent again after a 419. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The server's answer, its JSON body parsed (null when there is none). Status 0: the network failed. */
export interface UploadResponse {
  status: number;
  body: unknown;
}

export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

/** An aborted send (the transport's DOMException) or an aborted API call (ERR_CANCELED). */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error as { code?: unknown } | null)?.code === 'ERR_CANCELED'
  );
}

const aborted = () => new DOMException('Aborted', 'AbortError');

function sendOnce(request: UploadRequest, token: string): Promise<UploadResponse> {
  const { method, url, body, headers, onProgress, signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    const all = { ...appHeaders(), ...headers, [XSRF_HEADER]: token };
    for (const [name, value] of Object.entries(all)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    const failed = () => {
      settle();
      resolve({ status: 0, body: null });
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/**
 * The one way the app sends upload bodies: XMLHttpRequest, because only it reports upload progress in every
 * browser, with the same session cookie, CSRF header and app headers as the API client. A network failure answers
 * status 0 (the caller decides whether to try again); an abort rejects with an AbortError.
 *
 * After a 419 it fetches a fresh CSRF token and sends the body again, once per transport: make one transport per
 * upload (a file, or all the chunks of a resumable upload), so a token that keeps failing surfaces as the 419.
 * `client` fetches the token (tests point one at their own server).
 */
export function createUploadTransport(client: ApiClient = api): UploadTransport {
  let token: string | null = null;
  let csrfRetried = false;
  return async (request) => {
    token ??= await csrfToken(false, client);
    const result = await sendOnce(request, token);
    if (!retriesCsrfMismatch(result.status, csrfRetried)) return result;
    csrfRetried = true;
    request.onProgress?.(0);
    token = await csrfToken(true, client);
    return sendOnce(request, token);
  };
}
