import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  UnreadCountSchema,
} from '@talent/contract/notifications';
import { requireUser } from '../../lib/guards.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = { 401: ErrorSchema, 404: ErrorSchema, 419: ErrorSchema, 422: ValidationErrorSchema };
const noContent = { 204: z.undefined() };

/** Any logged-in user has notifications (an unverified one still gets security notices). */
export async function notificationsRoutes(
  fastify: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first (keyset cursor), with the unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => notifications.list(requireUser(request).user.id, request.query),
  );

  app.get(
    '/talent/api/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread (the bell badge)',
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => ({ unread_count: await notifications.unreadCount(requireUser(request).user.id) }),
  );

  app.post(
    '/talent/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await notifications.readAll(requireUser(request).user.id);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    '/talent/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read (another user’s → 404)',
        params: z.object({ id: z.string().max(64) }),
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await notifications.read(requireUser(request).user.id, request.params.id);
      return reply.code(204).send(undefined);
    },
  );
}
