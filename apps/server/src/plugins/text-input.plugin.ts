import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error.ts';

/** Field paths (dotted, as in our 422s) of every string under `value` that holds a NUL character. */
function nulFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || 'body');
  } else if (Buffer.isBuffer(value)) {
    // A raw body (the analytics relay's) is bytes, not text: its route reads it itself.
  } else if (value && typeof value === 'object' && found.length < 20) {
    for (const [key, child] of Object.entries(value)) nulFields(child, [...path, key], found);
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would surface as a 500 from the driver.
 * Refuse it once, for every route, as an ordinary validation error on the field that carries it.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    // A plain callback: nothing here waits, so no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      const fields = [...nulFields(request.body), ...nulFields(request.query), ...nulFields(request.params)];
      if (fields.length === 0) return done();
      const errors: FieldErrors = {};
      for (const field of fields) errors[field] = [`The ${field} field must not contain null characters.`];
      done(AppError.validation(errors));
    });
  },
  { name: 'text-input', dependencies: ['csrf'] },
);
