import { useQueryClient } from '@tanstack/react-query';
import {
  conversationChannel,
  MessageSentEventSchema,
  MessagesReadEventSchema,
  TypingWhisperSchema,
} from '@talent/contract/chat';
import type { PresenceChannel } from 'laravel-echo';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getEcho, useConnectionState } from '../../../lib/realtime/index.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { getMessages } from '../api/get-messages.ts';
import { patchConversation } from '../lib/conversation-cache.ts';
import { upsertMessage, type MessagePages } from '../lib/message-pages.ts';

/** How often a typing whisper goes out while the user keeps typing, and how long one shows on the other side. */
export const TYPING_SEND_EVERY_MS = 2500;
export const TYPING_SHOW_FOR_MS = 5000;

export interface ConversationChannel {
  /** The other participant has the conversation open somewhere (presence), or null while unknown. */
  otherOnline: boolean | null;
  /** The other side's name while they type. */
  typing: string | null;
  /** Call on every keystroke; whispers at most once per TYPING_SEND_EVERY_MS. */
  notifyTyping: () => void;
  /** Forget the throttle after a send, so typing again is announced at once. */
  resetTyping: () => void;
}

/**
 * The thread's presence channel `conversation.{id}`: MessageSent and MessagesRead into the query cache, the
 * `typing` whisper both ways, and the other side's presence. Members carry only {name, avatar_url} and one user in
 * several tabs is one member, so with two participants "more than one member" means the other side is here.
 */
export function useConversationChannel(
  conversationId: string,
  me: { id: string; name: string },
  onMessage?: (messageId: string) => void,
): ConversationChannel {
  const queryClient = useQueryClient();
  const [members, setMembers] = useState<number | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const channelRef = useRef<PresenceChannel | null>(null);
  const lastWhisper = useRef(0);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });

  // The connection state re-renders this hook when the client starts (after sign-in), so `echo` is picked up.
  const connection = useConnectionState();
  const echo = getEcho();

  // The thread is keyed by conversation, so this state never carries over to another conversation.
  useEffect(() => {
    if (!echo) return;
    const name = conversationChannel(conversationId);
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    // Events published while the channel was not subscribed are not replayed: after a resubscription (the socket
    // came back, possibly to a restarted server) ask for the newest page again. Only once the channel is live
    // again: asked on the bare reconnect, a message stored between that answer and the resubscription is lost.
    let subscriptions = 0;
    const catchUp = () => {
      void getMessages(conversationId, undefined).then(
        (page) =>
          queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
            page.data.reduce<MessagePages | undefined>((acc, m) => upsertMessage(acc, m), data),
          ),
        () => undefined,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
    };
    const channel = echo.join(name) as PresenceChannel;
    channelRef.current = channel;
    channel
      .here((users: unknown[]) => {
        setMembers(users.length);
        if (subscriptions++ > 0) catchUp();
      })
      .joining(() => setMembers((n) => (n ?? 1) + 1))
      .leaving(() => {
        setMembers((n) => Math.max(1, (n ?? 2) - 1));
        setTyping(null);
      })
      .listen('MessageSent', (payload: unknown) => {
        const parsed = MessageSentEventSchema.safeParse(payload);
        if (!parsed.success) return;
        const { message } = parsed.data;
        queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
          upsertMessage(data, message),
        );
        if (message.sender_id !== me.id) setTyping(null);
        onMessageRef.current?.(message.id);
      })
      .listen('MessagesRead', (payload: unknown) => {
        const parsed = MessagesReadEventSchema.safeParse(payload);
        if (!parsed.success || parsed.data.reader_id === me.id) return;
        const readUpTo = parsed.data.read_up_to;
        patchConversation(queryClient, conversationId, (c) =>
          !c.other_read_up_to || c.other_read_up_to < readUpTo ? { ...c, other_read_up_to: readUpTo } : c,
        );
      })
      .listenForWhisper('typing', (payload: unknown) => {
        const parsed = TypingWhisperSchema.safeParse(payload);
        if (!parsed.success || parsed.data.user_id === me.id) return;
        setTyping(parsed.data.name);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setTyping(null), TYPING_SHOW_FOR_MS);
      });

    return () => {
      clearTimeout(typingTimer);
      channelRef.current = null;
      echo.leave(name);
    };
  }, [echo, conversationId, me.id, queryClient]);

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastWhisper.current < TYPING_SEND_EVERY_MS) return;
    lastWhisper.current = now;
    channelRef.current?.whisper('typing', { user_id: me.id, name: me.name });
  }, [me.id, me.name]);

  const resetTyping = useCallback(() => {
    lastWhisper.current = 0;
  }, []);

  // While our own socket is away, whether the other side is there is unknown: say nothing rather than a stale "Online".
  const otherOnline = members === null || connection !== 'connected' ? null : members > 1;
  return { otherOnline, typing, notifyTyping, resetTyping };
}
