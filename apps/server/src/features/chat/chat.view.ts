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

/** `recruiter` is the side that is not `talent_id`: a recruiter, or an order thread's buying talent. */
export type Side = 'talent' | 'recruiter';

/** Which side of the conversation the user is on (they are a participant: the caller checked). */
export function sideOf(conversation: Pick<ConversationRow, 'talentId'>, userId: string): Side {
  return conversation.talentId === userId ? 'talent' : 'recruiter';
}

/** A conversation as `userId` sees it: the other party, the job or order, the last message and what is unread. */
export function conversationJson(view: ConversationView, userId: string, last?: MessageView): Conversation {
  const { conversation: c, recruiter, recruiterUser, talent, buyerTalent } = view;
  const side = sideOf(c, userId);
  const asTalent = (person: { id: string; name: string; avatarUrl: string | null }): ChatParty => ({
    user_id: person.id,
    name: person.name,
    avatar_url: person.avatarUrl,
    role: 'talent',
    title: null,
    company: null,
    is_demo: false,
  });
  let other: ChatParty;
  if (side === 'recruiter') other = asTalent(talent);
  else if (recruiter)
    other = {
      user_id: recruiter.userId ?? recruiter.id,
      name: recruiter.name,
      avatar_url: recruiter.avatarUrl ?? recruiterUser?.avatarUrl ?? null,
      role: 'recruiter',
      title: recruiter.title,
      company: view.company,
      is_demo: recruiter.isDemo,
    };
  // An order thread's seller talks to a buying talent.
  else
    other = asTalent(buyerTalent ?? { id: c.buyerTalentId ?? '', name: 'Deleted account', avatarUrl: null });
  const otherRead = side === 'talent' ? c.recruiterReadUpTo : c.talentReadUpTo;
  return {
    id: c.id,
    kind: c.kind,
    other,
    job: view.job ? { id: view.job.id, title: view.job.title, company: view.job.company } : null,
    application_id: c.applicationId,
    invitation_id: c.invitationId,
    order: view.order
      ? { id: view.order.id, reference: view.order.reference, title: view.order.title }
      : null,
    last_message: last ? messageJson(last) : null,
    unread_count: view.unread,
    other_read_up_to: otherRead?.toISOString() ?? null,
    updated_at: (c.lastMessageAt ?? c.createdAt).toISOString(),
  };
}
