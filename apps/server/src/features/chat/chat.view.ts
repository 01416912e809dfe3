import type { ChatParty, Conversation, Message } from '@talent/contract/chat';
import { encodeKey } from '../../lib/keyset-cursor.ts';
import type { ConversationRow, ConversationView, MessageView } from './chat.repository.ts';

/** A message as both participants see it; attachments are served through the conversation's own route. */
export function messageJson(view: MessageView): Message {
  const { message, file } = view;
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    body: message.body,
    attachment: file
      ? {
          id: file.id,
          name: file.name,
          size: file.size,
          type: file.type,
          url: `/shared/api/conversations/${message.conversationId}/attachments/${file.id}`,
        }
      : null,
    is_automated: message.isAutomated,
    created_at: message.createdAt.toISOString(),
    cursor: encodeKey({ at: view.key, id: message.id }),
  };
}

export type Side = 'talent' | 'recruiter';

/** Which side of the conversation the user is on (they are a participant: the caller checked). */
export function sideOf(conversation: Pick<ConversationRow, 'talentId'>, userId: string): Side {
  return conversation.talentId === userId ? 'talent' : 'recruiter';
}

/** A conversation as `userId` sees it: the other party, the job, the last message and what is unread. */
export function conversationJson(view: ConversationView, userId: string, last?: MessageView): Conversation {
  const { conversation: c, recruiter, recruiterUser, talent } = view;
  const side = sideOf(c, userId);
  const other: ChatParty =
    side === 'talent'
      ? {
          user_id: recruiter.userId ?? recruiter.id,
          name: recruiter.name,
          avatar_url: recruiter.avatarUrl ?? recruiterUser?.avatarUrl ?? null,
          role: 'recruiter',
          title: recruiter.title,
          company: view.company,
          is_demo: recruiter.isDemo,
        }
      : {
          user_id: talent.id,
          name: talent.name,
          avatar_url: talent.avatarUrl,
          role: 'talent',
          title: null,
          company: null,
          is_demo: false,
        };
  const otherRead = side === 'talent' ? c.recruiterReadUpTo : c.talentReadUpTo;
  return {
    id: c.id,
    kind: c.kind,
    other,
    job: view.job ? { id: view.job.id, title: view.job.title, company: view.job.company } : null,
    application_id: c.applicationId,
    invitation_id: c.invitationId,
    last_message: last ? messageJson(last) : null,
    unread_count: view.unread,
    other_read_up_to: otherRead?.toISOString() ?? null,
    updated_at: (c.lastMessageAt ?? c.createdAt).toISOString(),
  };
}
