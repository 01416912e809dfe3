import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import type { Config } from '../config.ts';
import type { UserRow } from '../sessions/session.repository.ts';
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

// The variants of a channel that share its membership: encrypted (private only) and cache (Pusher's prefixes).
const PRIVATE_VARIANT = /^(?:private-encrypted-cache-|private-encrypted-|private-cache-)/;
const PRESENCE_CACHE = 'presence-cache-';

/**
 * Which channels a user may join: their own `private-App.Models.User.{id}`, and the private and presence channels
 * of the conversations they take part in; each private one also as `private-encrypted-...` (end-to-end encrypted
 * payloads), and each one also as its cache channel (`private-cache-`, `private-encrypted-cache-`,
 * `presence-cache-`), with the same membership. Everything else is refused.
 */
async function mayJoin(
  user: UserRow,
  requested: string,
  conversations: ConversationMembership | undefined,
): Promise<boolean> {
  const variant = PRIVATE_VARIANT.exec(requested);
  const channel = variant
    ? `private-${requested.slice(variant[0].length)}`
    : requested.startsWith(PRESENCE_CACHE)
      ? `presence-${requested.slice(PRESENCE_CACHE.length)}`
      : requested;
  if (channelKind(channel) === 'private' && channel === `private-App.Models.User.${user.id}`) return true;
  const conversation = CONVERSATION_CHANNEL.exec(channel);
  if (!conversation || !conversations) return false;
  return conversations.isParticipant(user.id, conversation[2]!);
}

/**
 * The key of one encrypted channel, as Pusher defines it: SHA-256 over the channel name and the master key. The
 * `pusher` SDK derives the same one when it encrypts a trigger; the server in between only sees ciphertext.
 */
export function encryptedChannelSecret(channel: string, masterKeyBase64: string): string {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(channel), Buffer.from(masterKeyBase64, 'base64')]))
    .digest('base64');
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
  const { key, secret, encryptionMasterKeyBase64 } = config.pusher;

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary:
          'Signs a private channel subscription of the signed-in user (403 for a channel they may not join)',
        body: ChannelAuthSchema,
        response: {
          200: z.object({
            auth: z.string(),
            channel_data: z.string().optional(),
            shared_secret: z.string().optional(),
          }),
          ...errors,
        },
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
      const auth = `${key}:${sign(secret, `${socketId}:${channel}`)}`;
      if (channelKind(channel) === 'encrypted') {
        return { auth, shared_secret: encryptedChannelSecret(channel, encryptionMasterKeyBase64) };
      }
      return { auth };
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
