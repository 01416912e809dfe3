import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatUnreadCountSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationResponseSchema,
  MarkReadSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageResponseSchema,
  MessageSearchQuerySchema,
  MessageSearchSchema,
  OpenConversationSchema,
  SendMessageSchema,
} from '@talent/contract/chat';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { contentDisposition } from '../files/files.routes.ts';
import type { ChatService } from './chat.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};
const params = z.object({ id: z.string().max(64) });
const BASE = '/shared/api/conversations';

/**
 * Chat for verified users who take part: the talent of a conversation, or the account of its recruiter. The user
 * is checked before the body or query is judged, so a guest learns nothing about the fields; a conversation that
 * is not theirs answers 404 like a missing one.
 */
export async function chatRoutes(fastify: FastifyInstance, { chat }: { chat: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verified = {
    preValidation: async (request: Parameters<typeof requireVerifiedUser>[0]) => {
      requireVerifiedUser(request);
    },
  };

  app.get(
    BASE,
    {
      schema: {
        tags: ['chat'],
        summary: 'My conversations, latest activity first, with the other side, the job and unread counts',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...errors },
      },
      ...verified,
    },
    async (request) => chat.list(requireVerifiedUser(request).user.id, request.query),
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ['chat'],
        summary: 'Open a direct conversation with a talent (recruiters only); the existing one answers 200',
        body: OpenConversationSchema,
        response: { 200: ConversationResponseSchema, 201: ConversationResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const { conversation, created } = await chat.openDirect(
        user,
        await request.recruiterOfUser(),
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: conversation });
    },
  );

  app.get(
    `${BASE}/unread-count`,
    {
      schema: {
        tags: ['chat'],
        summary: 'How many of my conversations hold unread messages (the navigation badge)',
        response: { 200: ChatUnreadCountSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ unread_count: await chat.unreadCount(requireVerifiedUser(request).user.id) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['chat'],
        summary: 'One of my conversations',
        params,
        response: { 200: ConversationResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await chat.get(requireVerifiedUser(request).user.id, request.params.id) }),
  );

  app.get(
    `${BASE}/:id/messages`,
    {
      schema: {
        tags: ['chat'],
        summary: 'A page of messages, oldest first; `before` pages further back',
        params,
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema, ...errors },
      },
      ...verified,
    },
    async (request) => chat.messages(requireVerifiedUser(request).user.id, request.params.id, request.query),
  );

  app.get(
    `${BASE}/:id/messages/search`,
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages of the conversation containing the text, newest first (at most 50)',
        params,
        querystring: MessageSearchQuerySchema,
        response: { 200: MessageSearchSchema, ...errors },
      },
      ...verified,
    },
    async (request) => chat.search(requireVerifiedUser(request).user.id, request.params.id, request.query.q),
  );

  app.post(
    `${BASE}/:id/messages`,
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message with a client-chosen id; resending that id answers the stored message (200)',
        params,
        body: SendMessageSchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const { message, created } = await chat.send(
        user,
        request.params.id,
        request.body,
        socketIdOf(request.headers),
      );
      return reply.code(created ? 201 : 200).send({ data: message });
    },
  );

  app.post(
    `${BASE}/:id/read`,
    {
      schema: {
        tags: ['chat'],
        summary: 'I have read up to this message (never moves back); the other side gets a receipt',
        params,
        body: MarkReadSchema,
        response: { 204: z.undefined(), ...errors },
      },
      ...verified,
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      await chat.markRead(user.id, request.params.id, request.body.message_id, socketIdOf(request.headers));
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    `${BASE}/:id/attachments/:fileId`,
    {
      schema: {
        tags: ['chat'],
        summary: 'Download an attachment of the conversation (either participant)',
        params: z.object({ id: z.string().max(64), fileId: z.string().max(64) }),
        response: {
          200: z.unknown().describe('The file, as its detected type'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      ...verified,
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const { row, body } = await chat.attachment(user.id, request.params.id, request.params.fileId);
      return reply
        .header('content-type', row.type)
        .header('content-disposition', contentDisposition(row.name))
        .header('content-length', String(row.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
