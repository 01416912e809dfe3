import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The logged-in user and session, else 401 `Unauthenticated.` */
export function requireUser(request: FastifyRequest) {
  if (!request.user || !request.session) throw new AppError('unauthenticated');
  return { user: request.user, session: request.session };
}

/** Like requireUser, and the address must be verified (the spec's "verified" access level), else 403. */
export function requireVerifiedUser(request: FastifyRequest) {
  const auth = requireUser(request);
  if (!auth.user.emailVerifiedAt) {
    throw new AppError('forbidden', { message: 'Your email address is not verified.' });
  }
  return auth;
}

/** A logged-in operator (staff acting on a recruiter's behalf), else 401 / 403. */
export function requireOperator(request: FastifyRequest) {
  const auth = requireUser(request);
  if (auth.user.role !== 'operator') throw new AppError('forbidden');
  return auth;
}
