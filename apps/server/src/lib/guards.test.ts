import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { requireOperator, requireUser, requireVerifiedUser } from './guards.ts';

const session = { id: 'i', idHash: 'h', userId: 'u', csrfToken: 'c' };
const request = (user: object | null) =>
  ({ user, session: user ? session : null }) as unknown as FastifyRequest;

describe('guards', () => {
  it('401 for guests, 403 for unverified users on verified routes', () => {
    expect(() => requireUser(request(null))).toThrow(AppError);
    expect(() => requireUser(request(null))).toThrow('Unauthenticated.');
    expect(requireUser(request({ emailVerifiedAt: null })).session).toBe(session);
    expect(() => requireVerifiedUser(request({ emailVerifiedAt: null }))).toThrow(
      'Your email address is not verified.',
    );
    expect(requireVerifiedUser(request({ emailVerifiedAt: new Date() })).session).toBe(session);
  });

  it('401 for guests, 403 for anyone but an operator on operator routes', () => {
    expect(() => requireOperator(request(null))).toThrow('Unauthenticated.');
    expect(() => requireOperator(request({ role: 'talent', emailVerifiedAt: new Date() }))).toThrow(
      'This action is unauthorized.',
    );
    expect(requireOperator(request({ role: 'operator', emailVerifiedAt: new Date() })).session).toBe(session);
  });
});
