import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@talent/contract/http';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/applications.schema.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header: a retry with the same key and body gets the first answer again. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (set by the idempotency plugin). */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

/** Keys are remembered this long: long enough to cover a client's retries after a dropped connection. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its process; a retry may take the key over. */
export const IDEMPOTENCY_STALE_MS = 2 * 60 * 1000;
/** Node's (lower-cased) key of the request header. */
const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, body ?? null]))
    .digest('hex');
}

/**
 * Safe retries for routes with `config: { idempotent: true }` The first request with a key
 * claims it (a row with no status yet), runs, and stores its answer if it succeeded; a retry with the same key and
 * the same method, path and body gets that answer again with `Idempotent-Replayed: true`; the same key with
 * anything else is a 422, and a retry while the first still runs a 409. Only successes are kept, so a request
 * that failed (validation, a conflict, a crash) may be retried with the same key. Without the header, nothing
 * changes. Rows older than a day are deleted lazily, per user, when that user claims a key.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }) => {
    app.decorateRequest('idempotencyClaim', null);

    const claimOrReplay = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return;
      // Anonymous or unverified callers get the handler's own 401/403; there is nothing to replay for them.
      const user = request.user;
      if (!user) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY_PATTERN.test(key)) {
        throw AppError.validation({
          [IDEMPOTENCY_KEY_HEADER]: [
            'The Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is ideal).',
          ],
        });
      }
      const method = request.method;
      const path = request.url.split('?', 1)[0] ?? request.url;
      const requestHash = hashRequest(method, path, request.body);
      const at = now();

      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, user.id),
            lt(idempotencyKeys.createdAt, new Date(at.getTime() - IDEMPOTENCY_TTL_MS)),
          ),
        );
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId: user.id, key, method, path, requestHash, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) {
        request.idempotencyClaim = { userId: user.id, key };
        return;
      }

      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!existing) {
        // Released by a failed first request a moment ago: the client may simply try again.
        throw new AppError('conflict', {
          message: 'This request is already being processed. Try again shortly.',
        });
      }
      if (existing.method !== method || existing.path !== path || existing.requestHash !== requestHash) {
        throw AppError.validation({
          [IDEMPOTENCY_KEY_HEADER]: [
            'This Idempotency-Key was already used for a different request. Use a new key.',
          ],
        });
      }
      if (existing.statusCode === null || existing.responseBody === null) {
        const stale = existing.createdAt.getTime() < at.getTime() - IDEMPOTENCY_STALE_MS;
        if (stale) {
          // The first attempt never finished (its process died): this retry takes the key over.
          const taken = await db
            .update(idempotencyKeys)
            .set({ createdAt: at })
            .where(
              and(
                eq(idempotencyKeys.userId, user.id),
                eq(idempotencyKeys.key, key),
                eq(idempotencyKeys.createdAt, existing.createdAt),
                isNull(idempotencyKeys.statusCode),
              ),
            )
            .returning({ key: idempotencyKeys.key });
          if (taken.length) {
            request.idempotencyClaim = { userId: user.id, key };
            return;
          }
        }
        throw new AppError('conflict', {
          message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
        });
      }
      return reply
        .code(existing.statusCode)
        .header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true')
        .type('application/json; charset=utf-8')
        .send(existing.responseBody);
    };

    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const owned = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
          await db
            .update(idempotencyKeys)
            .set({ statusCode: reply.statusCode, responseBody: payload })
            .where(owned);
        } else {
          await db.delete(idempotencyKeys).where(owned);
        }
      } catch (err) {
        // The answer itself is fine; the key stays "in progress" until it goes stale, and a retry then runs again.
        request.log.warn({ err }, 'could not record the idempotent response');
      }
      return payload;
    };

    // Only the routes that ask for it carry these hooks: every other request skips two promises.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [claimOrReplay, ...hooksOf(route.preHandler)];
      route.onSend = [record, ...hooksOf(route.onSend)];
    });
  },
  { name: 'idempotency', dependencies: ['session'] },
);
