import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorMessages } from '@talent/contract/errors';
import { RETRY_AFTER_HEADER } from '@talent/contract/http';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, validationMessage, type FieldErrors } from '../lib/app-error.ts';

const DB_RETRY_AFTER_SECONDS = 10;

const clientErrorMessages: Record<number, string> = {
  400: 'Bad Request',
  404: ErrorMessages.notFound,
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
};

function zodFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    // `/address/0/city` → `address.0.city`, Laravel's dotted keys; a whole-body failure is keyed by its part.
    const key =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    (errors[key] ??= []).push(issue.message ?? 'The field is invalid.');
  }
  return errors;
}

/** The one error handler: AppError codes, zod failures, Fastify's own 4xx, the database being away, and masked 500s. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.options.retryAfter !== undefined)
          reply.header(RETRY_AFTER_HEADER.toLowerCase(), String(error.options.retryAfter));
        if (error.options.allow) reply.header('allow', error.options.allow.join(', '));
        if (error.code === 'validation') {
          const errors = error.options.errors ?? {};
          return reply.code(422).send({ message: validationMessage(errors), errors });
        }
        return reply.code(error.status).send({ message: error.message, ...error.options.details });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = zodFieldErrors(error);
        return reply.code(422).send({ message: validationMessage(errors), errors });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header(RETRY_AFTER_HEADER.toLowerCase(), String(DB_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ message: ErrorMessages.serviceUnavailable });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = clientErrorMessages[status] ?? 'Bad Request';
        return reply.code(clientErrorMessages[status] ? status : 400).send({ message });
      }
      // Anything else is a bug: log it in full with the request id, tell the client only the id.
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: ErrorMessages.serverError, request_id: String(request.id) });
    });
  },
  { name: 'errors' },
);
