import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const TALENT_AREA_MESSAGE = 'This is for talents.';

/**
 * The parts of `/talent/api` every signed-in role uses: the account and its settings and sessions, the bell, and
 * file uploads (recruiters attach files in chat and to offers; the files service limits which kinds they may send).
 */
const EVERY_ROLE = [
  '/talent/api/account',
  '/talent/api/settings',
  '/talent/api/sessions',
  '/talent/api/notifications',
  '/talent/api/files',
  '/talent/api/uploads',
];

/** Whether a registered `/talent/api` route (its pattern, e.g. `/talent/api/jobs/:id`) is for talents only. */
export function isTalentOnlyRoute(pattern: string): boolean {
  return (
    pattern.startsWith('/talent/api/') &&
    !EVERY_ROLE.some((prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`))
  );
}

/**
 * The talent area's guard, before the body is validated (a stranger never reads field errors): a guest gets 401 on
 * any `/talent/api` route, and a recruiter or operator 403 on the talent-only ones, so they can neither apply,
 * upload a resume nor read talent views.
 */
export const talentAreaPlugin = fp(
  async (app: FastifyInstance) => {
    // A plain callback: nothing here waits, so no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      const pattern = request.routeOptions.url ?? '';
      if (!pattern.startsWith('/talent/api/')) return done();
      const user = request.user;
      if (!user || !request.session) return done(new AppError('unauthenticated'));
      if (user.role !== 'talent' && isTalentOnlyRoute(pattern)) {
        return done(new AppError('forbidden', { message: TALENT_AREA_MESSAGE }));
      }
      done();
    });
  },
  { name: 'talent-area', dependencies: ['session', 'csrf'] },
);
