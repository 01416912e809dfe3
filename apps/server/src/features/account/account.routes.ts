import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountResponseSchema,
  ChangeEmailSchema,
  DeleteAccountSchema,
  PasswordConfirmSchema,
  SessionListSchema,
  SettingsResponseSchema,
  UpdateAccountSchema,
  UpdateNotificationPreferencesSchema,
  UpdatePrivacySchema,
} from '@talent/contract/account';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { XSRF_COOKIE } from '@talent/contract/http';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/guards.ts';
import { effectiveMethod, withMethodOverride, withMethodOverrides } from '../../lib/routes.ts';
import type { Sessions } from '../../plugins/session.plugin.ts';
import type { AccountService } from './account.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};
const noContent = { 204: z.undefined() };

/** For a POST twin serving two methods with different bodies: the schema check the route could not declare. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  throw AppError.validation(fieldErrors);
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /json/i.test(accept) || request.headers['x-requested-with'] === 'XMLHttpRequest';
}

/** Settings, sessions, export and deletion: any logged-in user (an unverified one may still fix a mistyped email). */
export async function accountRoutes(
  fastify: FastifyInstance,
  { account, sessions }: { account: AccountService; sessions: Sessions },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = async (request: FastifyRequest) => {
    requireUser(request);
  };

  app.get(
    '/talent/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'My account, pending email change, notification preferences and privacy',
        response: { 200: SettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await account.settings(requireUser(request).user.id) }),
  );

  // PATCH changes name and time zone; DELETE deletes the account. Forms reach both as POST + _method.
  for (const variant of withMethodOverrides(['PATCH', 'DELETE'] as const)) {
    const isDelete = variant.method === 'DELETE';
    app.route({
      method: variant.method,
      url: '/talent/api/account',
      config: variant.config,
      schema: {
        tags: ['settings'],
        summary: isDelete
          ? 'Delete my account: withdraws live applications, deletes my data and files, ends every session'
          : 'Change my name or time zone',
        hide: variant.hide,
        // The real methods document their bodies; the POST twin serves both and checks in the handler.
        ...(variant.method === 'PATCH' ? { body: UpdateAccountSchema } : {}),
        ...(variant.method === 'DELETE' ? { body: DeleteAccountSchema } : {}),
        response: { 200: AccountResponseSchema, ...noContent, ...errors },
      },
      preValidation: guard,
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        if (effectiveMethod(request) === 'DELETE') {
          const body = parseBody(DeleteAccountSchema, request.body);
          await account.deleteAccount(user, body.password, request.log);
          // The rows (sessions included) are gone: the session plugin drops the session cookie of a forgotten
          // session; the CSRF token of the deleted session goes too.
          sessions.forget(request);
          reply.clearCookie(XSRF_COOKIE, { path: '/' });
          return reply.code(204).send(undefined);
        }
        const body = parseBody(UpdateAccountSchema, request.body);
        return reply.send({ data: await account.updateAccount(user.id, body) });
      },
    });
  }

  app.post(
    '/talent/api/account/email',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change my email: a link goes to the new address (60 min), a notice to the current one',
        body: ChangeEmailSchema,
        response: { 202: SettingsResponseSchema, ...errors },
      },
      preValidation: guard,
    },
    async (request, reply) =>
      reply.code(202).send({
        data: await account.requestEmailChange(requireUser(request).user, request.body, request.log),
      }),
  );

  // No POST + _method twin here: POST on this URL is the change request itself.
  app.delete(
    '/talent/api/account/email',
    {
      schema: {
        tags: ['settings'],
        summary: 'Cancel a pending email change',
        response: { 200: SettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await account.cancelEmailChange(requireUser(request).user.id) }),
  );

  app.get(
    '/email/change/:id/:hash',
    {
      schema: {
        tags: ['settings'],
        summary: 'The signed link of an email change; redirects to /settings',
        params: z.object({ id: z.string().max(64), hash: z.string().max(64) }),
        querystring: z.object({
          email: z.string().max(255).optional(),
          expires: z.string().max(20).optional(),
          signature: z.string().max(128).optional(),
        }),
        response: { ...noContent, 403: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await account.confirmEmailChange(
        request.params,
        request.query,
        request.user,
        request.log,
      );
      if (wantsJson(request)) {
        if (outcome === 'taken')
          throw new AppError('conflict', { message: 'The email has already been taken.' });
        return reply.code(204).send(undefined);
      }
      return reply.redirect(
        outcome === 'taken' ? '/settings?email_taken=1' : '/settings?email_changed=1',
        302,
      );
    },
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: '/talent/api/settings/notifications',
      config: variant.config,
      schema: {
        tags: ['settings'],
        summary: 'Choose in-app and email per notification type (turning security email off → 422)',
        hide: variant.hide,
        body: UpdateNotificationPreferencesSchema,
        response: { 200: SettingsResponseSchema, ...errors },
      },
      preValidation: guard,
      handler: async (request) => ({
        data: await account.updatePreferences(requireUser(request).user.id, request.body.preferences),
      }),
    });
  }

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: '/talent/api/settings/privacy',
      config: variant.config,
      schema: {
        tags: ['settings'],
        summary: 'Show or hide my profile from recruiters',
        hide: variant.hide,
        body: UpdatePrivacySchema,
        response: { 200: SettingsResponseSchema, ...errors },
      },
      preValidation: guard,
      handler: async (request) => ({
        data: await account.updatePrivacy(requireUser(request).user.id, request.body.visible_to_recruiters),
      }),
    });
  }

  app.get(
    '/talent/api/sessions',
    {
      schema: {
        tags: ['settings'],
        summary: 'My signed-in sessions, this one first',
        response: { 200: SessionListSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      return { data: await account.listSessions(user.id, session.idHash) };
    },
  );

  app.post(
    '/talent/api/sessions/logout-others',
    {
      schema: {
        tags: ['settings'],
        summary: 'Sign out everywhere else (password required)',
        body: PasswordConfirmSchema,
        response: { ...noContent, ...errors },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      await account.endOtherSessions(user, request.body.password, session.idHash);
      return reply.code(204).send(undefined);
    },
  );

  for (const variant of withMethodOverride('DELETE')) {
    app.route({
      method: variant.method,
      url: '/talent/api/sessions/:id',
      config: variant.config,
      schema: {
        tags: ['settings'],
        summary: 'Sign out one other session (this one → 422: use /logout)',
        hide: variant.hide,
        params: z.object({ id: z.string().max(64) }),
        response: { ...noContent, ...errors },
      },
      handler: async (request, reply) => {
        const { user, session } = requireUser(request);
        await account.endSession(user.id, request.params.id, session.idHash);
        return reply.code(204).send(undefined);
      },
    });
  }

  app.get(
    '/talent/api/account/export',
    {
      schema: {
        tags: ['settings'],
        summary: 'Everything we hold about me, as a JSON download (files listed, not their bytes)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const now = new Date();
      const data = await account.exportData(user.id, now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="talent-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
}
