import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE } from '@talent/contract/http';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
  type UserRow,
} from '../sessions/session.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'talent_session';
export const SESSION_LIFETIME_MINUTES = 120;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_MINUTES * 60_000;
// Writing last_activity on every request costs a write per read; a minute of slack on a 2-hour window is fine.
const TOUCH_AFTER_MS = 60_000;

export interface SessionState {
  id: string;
  idHash: string;
  userId: string | null;
  csrfToken: string;
  /**
   * The session cookie goes out with this answer: the session is new, or its idle window just moved (last_activity
   * written), so the browser's copy expires with the row. Other answers leave the cookie the browser holds alone.
   */
  renewCookie?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** False when the Origin is not one of ours: such a request gets no session and fails CSRF. */
    stateful: boolean;
    session: SessionState | null;
    user: UserRow | null;
  }
}

/** Creates, rotates and ends database sessions for the current request. */
export class Sessions {
  constructor(private readonly db: Db) {}

  private async create(request: FastifyRequest, userId: string | null): Promise<SessionState> {
    if (!request.stateful) throw new AppError('csrf_mismatch');
    const id = randomToken();
    const state: SessionState = {
      id,
      idHash: sha256(id),
      userId,
      csrfToken: randomToken(),
      renewCookie: true,
    };
    await insertSession(this.db, {
      idHash: state.idHash,
      userId,
      csrfToken: state.csrfToken,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 1000) ?? null,
    });
    request.session = state;
    return state;
  }

  /** `GET /sanctum/csrf-cookie`: a guest session carrying the CSRF token. */
  async ensure(request: FastifyRequest): Promise<SessionState | null> {
    if (!request.stateful) return null;
    return request.session ?? this.create(request, null);
  }

  /** Login and registration: a new id and CSRF token, the old row gone (no session fixation). */
  async rotate(request: FastifyRequest, user: UserRow): Promise<SessionState> {
    if (request.session) await deleteSession(this.db, request.session.idHash);
    request.session = null;
    const state = await this.create(request, user.id);
    request.user = user;
    return state;
  }

  /** Logout: the row is deleted and a fresh guest session (new CSRF token) takes its place. */
  async invalidate(request: FastifyRequest): Promise<void> {
    if (request.session) await deleteSession(this.db, request.session.idHash);
    request.session = null;
    request.user = null;
    await this.create(request, null);
  }

  /** The current row was deleted elsewhere in this request (password reset): stop sending its cookies. */
  forget(request: FastifyRequest): void {
    request.session = null;
    request.user = null;
  }
}

// The XSRF-TOKEN header of a token is the same on every answer: kept for this many recent tokens.
const XSRF_HEADERS_KEPT = 1000;

function cookieOptions(secure: boolean, httpOnly: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_LIFETIME_MS / 1000, httpOnly };
}

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    {
      db,
      config,
      statelessPrefixes = [],
    }: {
      db: Db;
      config: Config;
      /** Paths that never ride on our cookies (the analytics relay), besides the build's assets. */
      statelessPrefixes?: string[];
    },
  ) => {
    const secure = config.env === 'production';
    const sessionCookie = cookieOptions(secure, true);
    // Readable by the SPA, which echoes it in X-XSRF-TOKEN.
    const xsrfCookie = cookieOptions(secure, false);
    const allowed = new Set(config.statefulOrigins);
    const xsrfHeaders = new Map<string, string>();
    const xsrfHeader = (token: string): string => {
      let header = xsrfHeaders.get(token);
      if (header === undefined) {
        if (xsrfHeaders.size >= XSRF_HEADERS_KEPT) xsrfHeaders.clear();
        header = app.serializeCookie(XSRF_COOKIE, token, xsrfCookie);
        xsrfHeaders.set(token, header);
      }
      return header;
    };

    app.decorateRequest('stateful', true);
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      // Hashed build assets need no session (and a cookie on a publicly cached response would leak it); the
      // analytics relay must not read or refresh one either.
      if (
        request.url.startsWith('/assets/') ||
        statelessPrefixes.some((prefix) => request.url.startsWith(prefix))
      ) {
        request.stateful = false;
        return;
      }
      const origin = request.headers.origin;
      // `Origin: null` (sandboxed frames, file://) and foreign origins never ride on our cookies.
      if (origin !== undefined && !allowed.has(origin)) {
        request.stateful = false;
        return;
      }
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !/^[A-Za-z0-9_-]{43}$/.test(raw)) return;
      const idHash = sha256(raw);
      const found = await findSessionWithUser(db, idHash);
      if (!found) return;
      const now = Date.now();
      const idle = now - found.lastActivity.getTime();
      if (idle > SESSION_LIFETIME_MS) {
        await deleteSession(db, idHash);
        return;
      }
      const touched = idle > TOUCH_AFTER_MS;
      if (touched) await touchSession(db, idHash, new Date(now));
      request.session = {
        id: raw,
        idHash,
        userId: found.userId,
        csrfToken: found.csrfToken,
        renewCookie: touched,
      };
      request.user = found.user;
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.stateful || reply.statusCode === 419) return done(null, payload);
      if (String(reply.getHeader('cache-control') ?? '').includes('public')) return done(null, payload);
      const session = request.session;
      if (session) {
        if (session.renewCookie) reply.setCookie(SESSION_COOKIE, session.id, sessionCookie);
        // Sanctum's contract: every answer that passed the CSRF check refreshes XSRF-TOKEN (the cookie plugin's own
        // onSend has run: the header is added beside any cookie set before).
        reply.header('set-cookie', xsrfHeader(session.csrfToken));
      } else if (request.cookies?.[SESSION_COOKIE]) {
        // (cookies is unset when an earlier hook, e.g. maintenance, answered before parsing)
        // Expired or ended elsewhere: drop the dead cookie.
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
      done(null, payload);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
