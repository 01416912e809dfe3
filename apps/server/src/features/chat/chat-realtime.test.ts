import Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@talent/contract/chat';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';
import { useTestApp } from '../../test/harness.ts';
import { BASE, chatPeople, messageId } from '../../test/chat-test-kit.ts';

const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
const people = chatPeople(t);

beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

/** Echo as the SPA runs it: pusher-js authorised by the app's own /broadcasting endpoints with the session. */
async function echoFor(cookies: Map<string, string>) {
  const pusher = kit.pusherThroughApp(cookies);
  const echo = new Echo({
    broadcaster: 'reverb',
    client: pusher,
    namespace: 'App.Events',
  } as never) as Echo<'reverb'>;
  if (pusher.connection.state !== 'connected') {
    await once((done) => pusher.connection.bind('connected', done));
  }
  return { echo, pusher };
}

const members = (pusher: Pusher, id: string) =>
  (pusher.channel(`presence-conversation.${id}`) as PresenceChannel | undefined)?.members;

describe('conversation channel authorisation', () => {
  it('signs the private and presence channels for both participants; presence carries name and avatar only', async () => {
    const talent = await people.talent('Grace Hopper');
    const r = await people.recruiter({ name: 'Rita Recruiter' });
    const c = await people.conversation(r, talent.user.id);
    for (const [who, user] of [
      [talent.client, talent.user],
      [r.client, r.user],
    ] as const) {
      const presence = `presence-conversation.${c.id}`;
      const res = await who.post('/broadcasting/auth', { socket_id: '1.2', channel_name: presence });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ auth: string; channel_data: string }>();
      expect(JSON.parse(body.channel_data)).toEqual({
        user_id: user.id,
        user_info: { name: user.name, avatar_url: null },
      });
      expect(body.channel_data).not.toContain(user.email);
      expect(body.auth).toBe(`${kit.credentials.key}:${kit.sign(`1.2:${presence}:${body.channel_data}`)}`);

      const priv = `private-conversation.${c.id}`;
      const privRes = await who.post('/broadcasting/auth', { socket_id: '1.2', channel_name: priv });
      expect(privRes.statusCode).toBe(200);
      expect(privRes.json()).toEqual({ auth: `${kit.credentials.key}:${kit.sign(`1.2:${priv}`)}` });
    }
  });

  it('refuses every channel pattern to an outsider with 403', async () => {
    const talent = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.user.id);
    const outsiders = [await people.talent(), await people.recruiter()];
    for (const outsider of outsiders) {
      const channels = [
        `private-App.Models.User.${talent.user.id}`,
        `private-App.Models.User.${r.user.id}`,
        `presence-conversation.${c.id}`,
        `private-conversation.${c.id}`,
        `private-encrypted-conversation.${c.id}`,
        `presence-conversation.${crypto.randomUUID()}`,
        `private-conversation.${crypto.randomUUID()}`,
        `presence-conversation.${c.id}x`,
        `presence-conversation.${c.id.toUpperCase()}`,
        'presence-conversation.not-a-uuid',
        `presence-App.Models.User.${outsider.user.id}`,
        `presence-chat.${c.id}`,
        `private-chat.${c.id}`,
        'public-news',
      ];
      for (const channel of channels) {
        const res = await outsider.client.post('/broadcasting/auth', {
          socket_id: '1.2',
          channel_name: channel,
        });
        expect(res.statusCode, channel).toBe(403);
      }
    }
    // A participant is refused the same unknown patterns, and gets the encrypted twin of its private channel.
    const encrypted = await talent.client.post('/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: `private-encrypted-conversation.${c.id}`,
    });
    expect(encrypted.statusCode).toBe(200);
    expect(encrypted.json()).toHaveProperty('shared_secret');
    for (const channel of [
      `private-encrypted-presence-conversation.${c.id}`,
      `presence-chat.${c.id}`,
      'public-news',
    ]) {
      const res = await talent.client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: channel });
      expect(res.statusCode, channel).toBe(403);
    }
  });

  it('keeps a real client of an outsider out of the presence channel', async () => {
    const talent = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.user.id);
    const outsider = await people.talent();
    const { pusher } = await echoFor(outsider.client.cookies);
    const channel = pusher.subscribe(`presence-conversation.${c.id}`);
    await once((done) => channel.bind('pusher:subscription_error', done));
    expect(channel.subscribed).toBe(false);
  });
});

describe('live chat with real clients', () => {
  it('delivers messages, inbox rows, receipts, typing whispers and presence between the two participants', async () => {
    const talent = await people.talent('Grace Hopper');
    const r = await people.recruiter({ name: 'Rita Recruiter' });
    const c = await people.conversation(r, talent.user.id);
    const a = await echoFor(talent.client.cookies);
    const b = await echoFor(r.client.cookies);

    const talentGot: Message[] = [];
    const recruiterGot: Message[] = [];
    const inbox: Conversation[] = [];
    const talentRoom = a.echo
      .join(`conversation.${c.id}`)
      .listen('MessageSent', (e: { message: Message }) => {
        talentGot.push(e.message);
      });
    const recruiterRoom = b.echo
      .join(`conversation.${c.id}`)
      .listen('MessageSent', (e: { message: Message }) => {
        recruiterGot.push(e.message);
      });
    b.echo
      .private(`App.Models.User.${r.user.id}`)
      .listen('ConversationUpdated', (e: { conversation: Conversation }) => {
        inbox.push(e.conversation);
      });

    // Presence: both are members, each seen with a name and avatar only.
    await expect.poll(() => members(a.pusher, c.id)?.count ?? 0).toBe(2);
    await expect.poll(() => members(b.pusher, c.id)?.count ?? 0).toBe(2);
    expect(members(b.pusher, c.id)!.get(talent.user.id)).toEqual({
      id: talent.user.id,
      info: { name: 'Grace Hopper', avatar_url: null },
    });
    await expect
      .poll(() => b.pusher.channel(`private-App.Models.User.${r.user.id}`)?.subscribed ?? false)
      .toBe(true);

    // Typing goes peer to peer as a whisper.
    const typing = once<{ user_id: string; name: string }>((done) =>
      recruiterRoom.listenForWhisper('typing', done),
    );
    talentRoom.whisper('typing', { user_id: talent.user.id, name: 'Grace Hopper' });
    expect(await typing).toEqual({ user_id: talent.user.id, name: 'Grace Hopper' });

    // A message sent with the sender's socket id reaches the other side only.
    const res = await talent.client.post(
      `${BASE}/${c.id}/messages`,
      { id: messageId(), body: 'Hello, live!' },
      { headers: { 'x-socket-id': a.echo.socketId()! } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data as Message;
    await expect.poll(() => recruiterGot.map((m) => m.id)).toEqual([sent.id]);
    expect(recruiterGot[0]).toEqual(sent);
    await expect.poll(() => inbox.at(-1)?.last_message?.id).toBe(sent.id);
    expect(inbox.at(-1)).toMatchObject({ id: c.id, unread_count: 1, other: { user_id: talent.user.id } });

    // A receipt comes back when the recruiter reads it.
    const receipt = once<{ conversation_id: string; reader_id: string; read_up_to: string }>((done) =>
      talentRoom.listen('MessagesRead', done),
    );
    expect((await r.client.post(`${BASE}/${c.id}/read`, { message_id: sent.id })).statusCode).toBe(204);
    expect(await receipt).toEqual({
      conversation_id: c.id,
      reader_id: r.user.id,
      read_up_to: sent.created_at,
    });
    await expect.poll(() => inbox.at(-1)?.unread_count).toBe(0);

    // The recruiter's answer reaches the talent; the talent's own socket never got its own message back.
    const answer = await r.client.post(
      `${BASE}/${c.id}/messages`,
      { id: messageId(), body: 'Hi Grace!' },
      { headers: { 'x-socket-id': b.echo.socketId()! } },
    );
    expect(answer.statusCode).toBe(201);
    await expect.poll(() => talentGot.map((m) => m.body)).toEqual(['Hi Grace!']);
    expect(recruiterGot.map((m) => m.body)).toEqual(['Hello, live!']);
  });
});
