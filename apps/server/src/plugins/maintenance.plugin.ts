import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorMessages } from '@talent/contract/errors';
import { RETRY_AFTER_HEADER } from '@talent/contract/http';
import { isApiRequest } from '../lib/api-paths.ts';

const CHECK_EVERY_MS = 1000;
const DEFAULT_RETRY_SECONDS = 60;

interface MaintenanceState {
  retry: number;
}

/**
 * `npm run down` writes DATA_DIR/maintenance.json (scripts/maintenance.mjs). Every process reads the flag at most
 * once a second, so a fleet sharing the folder goes down together without a restart.
 */
export function maintenanceFlag(dataDir: string) {
  const file = join(dataDir, 'maintenance.json');
  let checkedAt = 0;
  let state: MaintenanceState | null = null;
  const read = async (now: number): Promise<MaintenanceState | null> => {
    checkedAt = now;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { retry?: unknown };
      const retry = Number(parsed.retry);
      state = { retry: Number.isInteger(retry) && retry > 0 ? retry : DEFAULT_RETRY_SECONDS };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // A half-written or unreadable flag still means "down".
      state = code === 'ENOENT' ? null : { retry: DEFAULT_RETRY_SECONDS };
    }
    return state;
  };
  /** The state, without a promise while the last read is under a second old (nearly every request). */
  return function current(now = Date.now()): MaintenanceState | null | Promise<MaintenanceState | null> {
    return now - checkedAt < CHECK_EVERY_MS ? state : read(now);
  };
}

export const maintenancePlugin = fp(
  async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
    const current = maintenanceFlag(dataDir);
    const answer = (reply: FastifyReply, state: MaintenanceState) =>
      reply
        .code(503)
        .header(RETRY_AFTER_HEADER.toLowerCase(), String(state.retry))
        .send({ message: ErrorMessages.serviceUnavailable });
    // A plain callback: a fresh flag answers without a promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isApiRequest(request.method, request.url)) return done();
      const known = current();
      if (!(known instanceof Promise)) return known ? answer(reply, known) : done();
      known.then(
        (state) => (state ? answer(reply, state) : done()),
        (err: unknown) => done(err as Error),
      );
    });
  },
  { name: 'maintenance' },
);
