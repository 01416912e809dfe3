/*
 * The HTTP names the server and its clients (the web app, e2e, benchmarks) must spell the same way: cookies,
 * headers and form fields. Written as HTTP writes them; Node hands request headers over lower-cased, so the server
 * reads them with `.toLowerCase()`.
 *
 * CSRF (Sanctum's SPA scheme): `GET CSRF_COOKIE_PATH` starts a session and sets XSRF_COOKIE, readable by scripts;
 * every POST/PUT/PATCH/DELETE echoes its value in XSRF_HEADER (URI-encoded or not), else 419. A form without
 * scripts may send it as the `_token` field instead.
 */

/** Starts a (guest) session and sets XSRF_COOKIE; answers 204. */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
/** The session's CSRF token, readable by the page (the session cookie itself is HttpOnly). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Where a mutating request echoes XSRF_COOKIE. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The browser's IANA zone; the server falls back to UTC for a missing or unknown one. */
export const TIME_ZONE_HEADER = 'X-Timezone';
/** The reader's language (`en`, `pt-br`); the product is English-only today. */
export const LANGUAGE_HEADER = 'X-Language';

/**
 * Makes a POST safe to retry (submitting an application, creating an upload): any 1-255 visible ASCII
 * characters, a UUID per attempt is ideal. A retry with the same key and body answers the first success again,
 * marked with IDEMPOTENT_REPLAYED_HEADER.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The live connection that caused a request: the server leaves it out when it broadcasts the result. */
export const SOCKET_ID_HEADER = 'X-Socket-Id';

/** Seconds to wait, on a 429 (throttled) and a 503 (maintenance, database away). */
export const RETRY_AFTER_HEADER = 'Retry-After';

/**
 * Form method spoofing (Laravel's): a POST whose body field `_method` says PUT, PATCH or DELETE stands for that
 * method where the route allows it. Browsers' forms only POST, and multipart bodies are only parsed on POST.
 */
export const METHOD_OVERRIDE_FIELD = '_method';
