import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdatePasswordSchema,
  UserSchema,
} from '@talent/contract/auth';
import { ErrorSchema, MessageSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { CSRF_COOKIE_PATH } from '@talent/contract/http';
import { requireUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import type { Sessions } from '../../plugins/session.plugin.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { messages, toUserJson, type AuthService } from './auth.service.ts';

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /json/i.test(accept) || request.headers['x-requested-with'] === 'XMLHttpRequest';
}

const noContent = { 204: z.undefined() };
const errors = { 401: ErrorSchema, 419: ErrorSchema, 429: ErrorSchema };
const validation = { 422: ValidationErrorSchema };

export async function authRoutes(
  fastify: FastifyInstance,
  {
    auth,
    sessions,
    notifications,
  }: { auth: AuthService; sessions: Sessions; notifications?: NotificationsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A security notice (always mailed); the change itself stands even if the notice cannot be sent.
  const notifyPasswordChanged = async (userId: string, request: FastifyRequest) => {
    await notifications
      ?.notify(userId, 'account_security', {
        title: 'Your password was changed',
        body: 'The password of your account was just changed, and every other device was signed out. If this was not you, reset your password right away.',
        url: '/settings',
      })
      .catch((err: unknown) => request.log.error({ err }, 'password changed notice'));
  };

  app.get(
    CSRF_COOKIE_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a session and set the XSRF-TOKEN cookie',
        response: noContent,
      },
    },
    async (request, reply) => {
      await sessions.ensure(request);
      return reply.code(204).send(undefined);
    },
  );

  // 202 and no session, for a new address and a taken one alike: see AuthService.register.
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: RegisterSchema,
        response: { 202: MessageSchema, ...validation, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ message: await auth.register(request.body, request.ip) }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...validation, ...errors },
      },
    },
    async (request) => {
      const user = await auth.login(request.body, request.ip);
      await sessions.rotate(request, user);
      return { two_factor: false as const };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { ...noContent, ...errors } } },
    async (request, reply) => {
      requireUser(request);
      await sessions.invalidate(request);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...validation, ...errors },
      },
    },
    async (request) => ({ message: await auth.forgotPassword(request.body.email, request.ip) }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...validation, ...errors },
      },
    },
    async (request) => {
      const user = await auth.resetPassword(request.body);
      if (request.session?.userId === user.id) sessions.forget(request);
      await notifyPasswordChanged(user.id, request);
      return { message: messages.resetDone };
    },
  );

  app.post(
    '/email/verification-notification',
    { schema: { tags: ['auth'], response: { 202: MessageSchema, ...noContent, ...errors } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const result = await auth.resendVerification(user);
      if (result === 'verified') return reply.code(204).send(undefined);
      return reply.code(202).send({ message: messages.verificationSent });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: ['auth'],
        params: z.object({ id: z.string(), hash: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
        response: { ...noContent, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, signIn } = await auth.verifyEmail(request.params, request.query, request.user);
      if (signIn) await sessions.rotate(request, user);
      if (wantsJson(request)) return reply.code(204).send(undefined);
      return reply.redirect(afterVerification(user.sourceJobId, request.user !== null), 302);
    },
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: '/user/password',
      config: variant.config,
      schema: {
        tags: ['auth'],
        hide: variant.hide,
        body: UpdatePasswordSchema,
        response: { 200: MessageSchema, ...validation, ...errors },
      },
      handler: async (request) => {
        const { user, session } = requireUser(request);
        await auth.updatePassword(user, request.body, session.idHash);
        await notifyPasswordChanged(user.id, request);
        return { message: messages.passwordUpdated };
      },
    });
  }

  app.get(
    '/api/user',
    {
      // Every page asks for it: in production its answer skips zod's check (see lib/fast-serializer.ts).
      config: { fastSerializer: true },
      schema: { tags: ['auth'], response: { 200: UserSchema, 401: ErrorSchema } },
    },
    async (request) => toUserJson(requireUser(request).user),
  );
}

/**
 * Where the verification link lands in a browser (signed in by it, or already). Someone who signed up from a job's
 * guest apply page (`/signup/{id}`) goes on with that application; everyone else goes home. A link used a second
 * time signs nobody in, so it leads to log in.
 */
export function afterVerification(sourceJobId: string | null, loggedIn: boolean): string {
  const job = sourceJobId && /^[0-9a-f-]{36}$/i.test(sourceJobId) ? sourceJobId : null;
  if (job) return loggedIn ? `/apply/${job}/screener-tests?verified=1` : `/login/${job}?verified=1`;
  return loggedIn ? '/?verified=1' : '/login?verified=1';
}
