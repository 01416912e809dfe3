import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import type { Config } from '../config.ts';
import type { UserRow } from '../features/auth/session.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { requireUser } from '../lib/guards.ts';
import { channelKind, isValidChannelName, sign } from './protocol.ts';

const SocketId = z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.');
const ChannelAuthSchema = z.object({
  socket_id: SocketId,
  channel_name: z.string().refine(isValidChannelName, 'The channel name is invalid.'),
});
const UserAuthSchema = z.object({ socket_id: SocketId });

const errors = { 401: ErrorSchema, 403: ErrorSchema, 419: ErrorSchema, 422: ValidationErrorSchema };

/** What other members and the user channel may see of a user: a display name and avatar, never the email. */
function publicUserInfo(user: Pick<UserRow, 'name' | 'avatarUrl'>) {
  return { name: user.name, avatar_url: user.avatarUrl };
}

/** Who takes part in a conversation (the chat service answers). */
export interface ConversationMembership {
  isParticipant(userId: string, conversationId: string): Promise<boolean>;
}

const CONVERSATION_CHANNEL = /^(private|presence)-conversation\.([0-9a-f-]{36})$/;

/**
 * Which channels a user may join: their own `private-App.Models.User.{id}`, and the private and presence channels
 * of the conversations they take part in. Everything else is refused.
 */
async function mayJoin(
  user: UserRow,
  channel: string,
  conversations: ConversationMembership | undefined,
): Promise<boolean> {
  if (channelKind(channel) === 'private' && channel === `private-App.Models.User.${user.id}`) return true;
  const conversation = CONVERSATION_CHANNEL.exec(channel);
  if (!conversation || !conversations) return false;
  return conversations.isParticipant(user.id, conversation[2]!);
}

/**
 * `/broadcasting/auth` and `/broadcasting/user-auth` (Laravel's names) behind the session and CSRF. They sign with
 * the PUSHER_* credentials, so they serve the embedded server and an external Pusher, Soketi or Reverb alike.
 * pusher-js posts forms, the SPA's authoriser posts JSON: both parse to the same body.
 */
export async function broadcastingRoutes(
  fastify: FastifyInstance,
  { config, conversations }: { config: Config; conversations?: ConversationMembership | undefined },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { key, secret } = config.pusher;

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary:
          'Signs a private channel subscription of the signed-in user (403 for a channel they may not join)',
        body: ChannelAuthSchema,
        response: { 200: z.object({ auth: z.string(), channel_data: z.string().optional() }), ...errors },
      },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (!(await mayJoin(user, channel, conversations))) throw new AppError('forbidden');
      if (channelKind(channel) === 'presence') {
        // The member as the other participant sees it: a display name and avatar, never the email.
        const channelData = JSON.stringify({ user_id: user.id, user_info: publicUserInfo(user) });
        return {
          auth: `${key}:${sign(secret, `${socketId}:${channel}:${channelData}`)}`,
          channel_data: channelData,
        };
      }
      return { auth: `${key}:${sign(secret, `${socketId}:${channel}`)}` };
    },
  );

  app.post(
    '/broadcasting/user-auth',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Signs in the socket as the signed-in user (then it receives #server-to-user-{id})',
        body: UserAuthSchema,
        response: { 200: z.object({ auth: z.string(), user_data: z.string() }), ...errors },
      },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const userData = JSON.stringify({ id: user.id, user_info: publicUserInfo(user) });
      return {
        auth: `${key}:${sign(secret, `${request.body.socket_id}::user::${userData}`)}`,
        user_data: userData,
      };
    },
  );
}
