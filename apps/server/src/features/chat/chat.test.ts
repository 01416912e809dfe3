import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, type Conversation, type Message } from '@talent/contract/chat';
import { conversations, messages } from '../../db/schema/chat.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyPng, upload } from '../../test/test-files.ts';
import { BASE, chatPeople, messageId } from '../../test/chat-test-kit.ts';
import { instancesCalled, untilIdle } from '../../test/waiting.ts';
import { DemoRecruiter } from './demo-recruiter.ts';

const t = useTestApp({ env: { DEMO_RECRUITER_DELAY_MS: '50' } });
const people = chatPeople(t);

async function send(
  client: TestClient,
  conversationId: string,
  body: string,
  extra: Record<string, unknown> = {},
) {
  const res = await client.post(`${BASE}/${conversationId}/messages`, { id: messageId(), body, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Message;
}

async function conversationOf(client: TestClient, id: string): Promise<Conversation> {
  const res = await client.get(`${BASE}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function messageNotifications(userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'message_received')));
}

async function uploadAttachment(client: TestClient, kind = 'chat_attachment') {
  const res = await upload(t.app, client, [['kind', kind]], { filename: 'notes.pdf', content: tinyPdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

describe('opening a direct conversation', () => {
  it('lets a recruiter open one with a talent (201), and answers the same one again (200)', async () => {
    const { user: talent, client: talentClient } = await people.talent('Grace Hopper');
    const r = await people.recruiter({ name: 'Rita Recruiter' });
    const first = await r.client.post(BASE, { talent_id: talent.id, job_id: r.job.id });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as Conversation;
    expect(created).toMatchObject({
      kind: 'direct',
      other: { user_id: talent.id, name: 'Grace Hopper', role: 'talent', is_demo: false, title: null },
      job: { id: r.job.id, title: r.job.title },
      last_message: null,
      unread_count: 0,
      other_read_up_to: null,
    });
    const again = await r.client.post(BASE, { talent_id: talent.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(created.id);

    // The talent sees the same conversation from the other side.
    const seen = await conversationOf(talentClient, created.id);
    expect(seen.other).toMatchObject({
      user_id: r.user.id,
      name: 'Rita Recruiter',
      role: 'recruiter',
      title: r.recruiter.title,
      is_demo: false,
    });
    expect(seen.other.company).toBeTruthy();
  });

  it('is for recruiters only (403), with a real talent (422) and one of their own jobs (422)', async () => {
    const { user: talent, client: talentClient } = await people.talent();
    const other = await people.talent();
    const r = await people.recruiter();
    const r2 = await people.recruiter();
    expect((await talentClient.post(BASE, { talent_id: other.user.id })).statusCode).toBe(403);
    const notTalent = await r.client.post(BASE, { talent_id: r2.user.id });
    expect(notTalent.statusCode).toBe(422);
    expect(notTalent.json().errors.talent_id).toBeDefined();
    const foreignJob = await r.client.post(BASE, { talent_id: talent.id, job_id: r2.job.id });
    expect(foreignJob.statusCode).toBe(422);
    expect(foreignJob.json().errors.job_id).toBeDefined();
    expect((await r.client.post(BASE, { talent_id: 'nope' })).statusCode).toBe(422);
  });
});

describe('sending messages', () => {
  it('stores a trimmed message, lists it last in the inbox row, and a retry with the same id is stored once', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const id = messageId();
    const res = await client.post(`${BASE}/${c.id}/messages`, { id, body: '  Hello there!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data as Message;
    expect(message).toMatchObject({
      id,
      conversation_id: c.id,
      sender_id: talent.id,
      body: 'Hello there!',
      attachment: null,
      is_automated: false,
    });

    const retry = await client.post(`${BASE}/${c.id}/messages`, { id, body: 'Hello there! (again)' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(message);
    expect(await t.database.db.select().from(messages).where(eq(messages.id, id))).toHaveLength(1);

    const row = await conversationOf(r.client, c.id);
    expect(row.last_message).toEqual(message);
    expect(row.unread_count).toBe(1);
    expect(row.updated_at).toBe(message.created_at);
  });

  it('refuses an id already used by another sender or in another conversation', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const r2 = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const c2 = await people.conversation(r2, talent.id);
    const sent = await send(client, c.id, 'first');
    const elsewhere = await client.post(`${BASE}/${c2.id}/messages`, { id: sent.id, body: 'x' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.id).toEqual(['This message id is already used by another message.']);
    const otherSender = await r.client.post(`${BASE}/${c.id}/messages`, { id: sent.id, body: 'x' });
    expect(otherSender.statusCode).toBe(422);
  });

  it('answers 422 for an empty, too long or malformed message', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const url = `${BASE}/${c.id}/messages`;
    const empty = await client.post(url, { id: messageId(), body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['Write a message or attach a file.']);
    const long = await client.post(url, { id: messageId(), body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    expect(
      (await client.post(url, { id: messageId(), body: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
    expect((await client.post(url, { id: 'not-a-uuid', body: 'hi' })).statusCode).toBe(422);
    expect((await client.post(url, { body: 'hi' })).statusCode).toBe(422);
  });

  it('notifies the recipient once per unread run, not once per message', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter({ name: 'Rita Recruiter' });
    const c = await people.conversation(r, talent.id);
    await send(r.client, c.id, 'one');
    const second = await send(r.client, c.id, 'two');
    let list = await messageNotifications(talent.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'New message from Rita Recruiter', body: 'one' });
    expect(list[0]!.url).toContain(c.id);
    // Read, then a new message starts a new run.
    expect((await client.post(`${BASE}/${c.id}/read`, { message_id: second.id })).statusCode).toBe(204);
    await send(r.client, c.id, 'three');
    list = await messageNotifications(talent.id);
    expect(list).toHaveLength(2);
    // The sender is never notified of their own messages.
    expect(await messageNotifications(r.user.id)).toHaveLength(0);
  });
});

describe('reading', () => {
  it('counts unread messages from the other side and moves the read position forward only', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    await send(r.client, c.id, 'one');
    await send(r.client, c.id, 'two');
    await send(r.client, c.id, 'three');
    await send(client, c.id, 'my own message does not count for me');

    // Sending moved my read position to my message, which is after all three.
    let row = await conversationOf(client, c.id);
    expect(row.unread_count).toBe(0);

    const r2 = await people.recruiter();
    const c2 = await people.conversation(r2, talent.id);
    await send(r2.client, c2.id, 'a');
    await send(r2.client, c2.id, 'b');
    expect((await client.get(`${BASE}/unread-count`)).json()).toEqual({ unread_count: 1 });
    row = await conversationOf(client, c2.id);
    expect(row.unread_count).toBe(2);

    // Recruiter side of the first conversation: one unread (the talent's).
    expect((await conversationOf(r.client, c.id)).unread_count).toBe(1);
    expect((await r.client.get(`${BASE}/unread-count`)).json()).toEqual({ unread_count: 1 });

    // Read positions: up to m2, then a mark on m1 does not move it back.
    const fresh = await people.recruiter();
    const cf = await people.conversation(fresh, talent.id);
    const f1 = await send(fresh.client, cf.id, 'f1');
    const f2 = await send(fresh.client, cf.id, 'f2');
    await send(fresh.client, cf.id, 'f3');
    expect((await client.post(`${BASE}/${cf.id}/read`, { message_id: f2.id })).statusCode).toBe(204);
    expect((await conversationOf(client, cf.id)).unread_count).toBe(1);
    expect((await conversationOf(fresh.client, cf.id)).other_read_up_to).toBe(f2.created_at);
    expect((await client.post(`${BASE}/${cf.id}/read`, { message_id: f1.id })).statusCode).toBe(204);
    expect((await conversationOf(client, cf.id)).unread_count).toBe(1);
    expect((await conversationOf(fresh.client, cf.id)).other_read_up_to).toBe(f2.created_at);
  });

  it('answers 404 for a message of another conversation or an unknown one, 422 for a malformed id', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const c2 = await people.conversation(await people.recruiter(), talent.id);
    const other = await send(client, c2.id, 'elsewhere');
    expect((await client.post(`${BASE}/${c.id}/read`, { message_id: other.id })).statusCode).toBe(404);
    expect((await client.post(`${BASE}/${c.id}/read`, { message_id: messageId() })).statusCode).toBe(404);
    expect((await client.post(`${BASE}/${c.id}/read`, { message_id: 'x' })).statusCode).toBe(422);
  });
});

describe('history and search', () => {
  it('pages backwards, oldest first within a page, without gaps or repeats', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(i % 2 ? client : r.client, c.id, `message ${i}`));

    const seen: string[] = [];
    let before: string | null = null;
    const pages: number[] = [];
    do {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const res = await client.get(`${BASE}/${c.id}/messages?limit=3${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { data: Message[]; next_cursor: string | null };
      pages.push(page.data.length);
      seen.unshift(...page.data.map((m) => m.body));
      before = page.next_cursor;
      if (page.data.length) expect(before === null || before === page.data[0]!.cursor).toBe(true);
    } while (before);
    expect(pages).toEqual([3, 3, 1]);
    expect(seen).toEqual(sent.map((m) => m.body));

    const all = (await client.get(`${BASE}/${c.id}/messages`)).json();
    expect(all.data.map((m: Message) => m.id)).toEqual(sent.map((m) => m.id));
    expect(all.next_cursor).toBeNull();
    expect((await client.get(`${BASE}/${c.id}/messages?before=garbage`)).statusCode).toBe(422);
    // A well-formed cursor naming an impossible instant is refused before it reaches SQL.
    const impossible = Buffer.from(
      JSON.stringify({ at: '2026-02-30T10:00:00Z', id: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expect((await client.get(`${BASE}/${c.id}/messages?before=${impossible}`)).statusCode).toBe(422);
    expect((await client.get(`${BASE}/${c.id}/messages?limit=101`)).statusCode).toBe(422);
  });

  it('keeps messages stored by other writers (now(), microseconds) in order across pages', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    // Same millisecond, different microseconds: a millisecond cursor would skip one of these.
    const base = '2026-01-01T10:00:00.123';
    const ids = [1, 2, 3, 4].map(() => messageId());
    for (const [i, id] of ids.entries()) {
      await t.database.db.insert(messages).values({
        id,
        conversationId: c.id,
        senderId: talent.id,
        body: `seeded ${i}`,
        createdAt: new Date(`${base}Z`),
      });
      await t.database.db
        .update(messages)
        .set({ createdAt: sql`${`${base}${100 + i}Z`}::timestamptz` })
        .where(eq(messages.id, id));
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const page = (await client.get(`${BASE}/${c.id}/messages?limit=1${query}`)).json();
      seen.unshift(...page.data.map((m: Message) => m.body));
      before = page.next_cursor;
    } while (before);
    expect(seen).toEqual(['seeded 0', 'seeded 1', 'seeded 2', 'seeded 3']);
  });

  it('searches case-insensitively, newest first, with % and _ taken literally', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    await send(client, c.id, 'I am 100% sure about the Offer');
    await send(r.client, c.id, 'The offer is attached');
    await send(client, c.id, 'snake_case names');
    await send(client, c.id, 'snakeXcase names');
    await send(client, c.id, '1000 reasons');

    const search = async (q: string) => {
      const res = await client.get(`${BASE}/${c.id}/messages/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Message[]).map((m) => m.body);
    };
    expect(await search('OFFER')).toEqual(['The offer is attached', 'I am 100% sure about the Offer']);
    expect(await search('0%')).toEqual(['I am 100% sure about the Offer']);
    expect(await search('e_c')).toEqual(['snake_case names']);
    expect(await search('%%')).toEqual([]);
    expect(await search('nothing like it')).toEqual([]);
    expect((await client.get(`${BASE}/${c.id}/messages/search?q=a`)).statusCode).toBe(422);
  });
});

describe('the conversation list', () => {
  it('orders by latest activity, filters by the other side, company or job, and pages with a cursor', async () => {
    const { user: talent, client } = await people.talent();
    const a = await people.recruiter({ name: 'Alice Adams', job: { title: 'Platform Engineer' } });
    const b = await people.recruiter({ name: 'Bob Brown', job: { title: 'Data Scientist' } });
    const d = await people.recruiter({ name: 'Dora Diaz', job: { title: 'QA Lead' } });
    const ca = await people.conversation(a, talent.id);
    const cb = await people.conversation(b, talent.id);
    const cd = await people.conversation(d, talent.id);
    await send(a.client, ca.id, 'from a');
    await send(d.client, cd.id, 'from d');
    await send(b.client, cb.id, 'from b');

    const list = (await client.get(BASE)).json();
    expect(list.data.map((c: Conversation) => c.id)).toEqual([cb.id, cd.id, ca.id]);
    expect(list.data.map((c: Conversation) => c.unread_count)).toEqual([1, 1, 1]);
    expect(list.next_cursor).toBeNull();

    const names = async (q: string) =>
      (await client.get(`${BASE}?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((c: Conversation) => c.other.name);
    expect(await names('bob')).toEqual(['Bob Brown']);
    expect(await names('platform')).toEqual(['Alice Adams']);
    expect(await names('%')).toEqual([]);

    // The recruiter filters by the talent's name.
    const talentName = talent.name.split(' ')[0]!;
    const mine = (await a.client.get(`${BASE}?q=${encodeURIComponent(talentName)}`)).json().data;
    expect(mine.map((c: Conversation) => c.id)).toEqual([ca.id]);

    const first = (await client.get(`${BASE}?limit=2`)).json();
    expect(first.data).toHaveLength(2);
    const second = (
      await client.get(`${BASE}?limit=2&cursor=${encodeURIComponent(first.next_cursor)}`)
    ).json();
    expect(second.data.map((c: Conversation) => c.id)).toEqual([ca.id]);
    expect(second.next_cursor).toBeNull();
    expect((await client.get(`${BASE}?cursor=nope`)).statusCode).toBe(422);
  });
});

describe('attachments', () => {
  it("carries the sender's own chat file, served to both participants and nobody else", async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const fileId = await uploadAttachment(client);
    const res = await client.post(`${BASE}/${c.id}/messages`, {
      id: messageId(),
      body: '',
      attachment_file_id: fileId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data as Message;
    expect(message.attachment).toEqual({
      id: fileId,
      name: 'notes.pdf',
      size: tinyPdf().length,
      type: 'application/pdf',
      url: `${BASE}/${c.id}/attachments/${fileId}`,
    });
    for (const who of [client, r.client]) {
      const file = await who.get(message.attachment!.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    }
    const outsider = await people.talent();
    expect((await outsider.client.get(message.attachment!.url)).statusCode).toBe(404);
    // A file the talent uploaded but never sent here is not served through the conversation.
    const unsent = await uploadAttachment(client);
    expect((await r.client.get(`${BASE}/${c.id}/attachments/${unsent}`)).statusCode).toBe(404);
    // ...nor through another conversation the file does not belong to.
    const c2 = await people.conversation(await people.recruiter(), talent.id);
    expect((await client.get(`${BASE}/${c2.id}/attachments/${fileId}`)).statusCode).toBe(404);
  });

  it("refuses another user's file and files of other kinds (422)", async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const resume = await uploadAttachment(client, 'resume');
    const theirs = await uploadAttachment(r.client);
    const photo = await upload(t.app, client, [['kind', 'photo']], { filename: 'p.png', content: tinyPng() });
    for (const id of [resume, theirs, photo.json().data.id, messageId()]) {
      const res = await client.post(`${BASE}/${c.id}/messages`, {
        id: messageId(),
        body: 'see',
        attachment_file_id: id,
      });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.attachment_file_id).toBeDefined();
    }
  });
});

describe('outsiders', () => {
  it('get 404 for every read and write of a conversation they are not in, as for a missing one', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const sent = await send(client, c.id, 'private words');
    const fileId = await uploadAttachment(client);
    await send(client, c.id, 'file', { attachment_file_id: fileId });

    const talentB = await people.talent();
    const otherRecruiter = await people.recruiter();
    const missing = messageId();
    for (const outsider of [talentB.client, otherRecruiter.client]) {
      for (const id of [c.id, missing, 'not-a-uuid']) {
        const calls = [
          await outsider.get(`${BASE}/${id}`),
          await outsider.get(`${BASE}/${id}/messages`),
          await outsider.get(`${BASE}/${id}/messages/search?q=private`),
          await outsider.post(`${BASE}/${id}/messages`, { id: messageId(), body: 'hi' }),
          await outsider.post(`${BASE}/${id}/read`, { message_id: sent.id }),
          await outsider.get(`${BASE}/${id}/attachments/${fileId}`),
        ];
        expect(
          calls.map((res) => res.statusCode),
          id,
        ).toEqual([404, 404, 404, 404, 404, 404]);
      }
      const list = (await outsider.get(BASE)).json();
      expect(list.data).toEqual([]);
      expect((await outsider.get(`${BASE}/unread-count`)).json()).toEqual({ unread_count: 0 });
    }
    // Nothing was written by them.
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, c.id))).toHaveLength(
      2,
    );
  });

  it('needs a session (401) and a verified address (403)', async () => {
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.get(BASE)).statusCode).toBe(401);
    expect(
      (await guest.post(`${BASE}/${messageId()}/messages`, { id: messageId(), body: 'x' })).statusCode,
    ).toBe(401);
    const unverified = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(unverified.email, 'Correct-Horse-Battery-9');
    expect((await client.get(BASE)).statusCode).toBe(403);
  });

  it('needs the CSRF token on every write, and is documented in the OpenAPI document', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const sent = await send(client, c.id, 'hello');
    const noToken = { csrf: false };
    expect(
      (await client.post(`${BASE}/${c.id}/messages`, { id: messageId(), body: 'x' }, noToken)).statusCode,
    ).toBe(419);
    expect((await client.post(`${BASE}/${c.id}/read`, { message_id: sent.id }, noToken)).statusCode).toBe(
      419,
    );
    expect((await r.client.post(BASE, { talent_id: talent.id }, noToken)).statusCode).toBe(419);

    const doc = await t.client().get('/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths).filter((p) => p.startsWith(BASE));
    expect(paths.sort()).toEqual(
      [
        BASE,
        `${BASE}/unread-count`,
        `${BASE}/{id}`,
        `${BASE}/{id}/messages`,
        `${BASE}/{id}/messages/search`,
        `${BASE}/{id}/read`,
        `${BASE}/{id}/attachments/{fileId}`,
      ].sort(),
    );
  });
});

describe('conversations opened automatically', () => {
  it('opens one per invitation, and the application answering it continues the same thread', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const { createOperator, DEFAULT_TEST_PASSWORD } = await import('../../seed/factories.ts');
    const op = await createOperator(t.database.db, { verified: true });
    const opClient = t.client();
    await opClient.login(op.email, DEFAULT_TEST_PASSWORD);
    const invited = await opClient.post('/shared/api/operator/invitations', {
      job_id: r.job.id,
      talent_email: talent.email,
      message: 'Come and talk to us.',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitationId = invited.json().data.id;

    const list = (await client.get(BASE)).json().data as Conversation[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'invitation',
      invitation_id: invitationId,
      application_id: null,
      job: { id: r.job.id },
      other: { user_id: r.user.id },
    });
    expect((await r.client.get(BASE)).json().data.map((c: Conversation) => c.id)).toEqual([list[0]!.id]);

    const resume = await uploadAttachment(client, 'resume');
    const applied = await client.post(`/talent/api/jobs/${r.job.id}/applications`, {
      resume_file_id: resume,
      invitation_id: invitationId,
      source: 'invitation',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const after = (await client.get(BASE)).json().data as Conversation[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: list[0]!.id, application_id: applied.json().data.id });
  });

  it('opens one per application with the job’s recruiter, and none when the recruiter has no account', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const apply = async (jobId: string) => {
      const resume = await uploadAttachment(client, 'resume');
      const res = await client.post(`/talent/api/jobs/${jobId}/applications`, { resume_file_id: resume });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const applicationId = await apply(r.job.id);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.talentId, talent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'application', applicationId, recruiterId: r.recruiter.id });
    const seen = (await r.client.get(BASE)).json().data as Conversation[];
    expect(seen.map((c) => c.other.user_id)).toEqual([talent.id]);

    const { createJob } = await import('../../seed/factories.ts');
    const listingOnly = await createJob(t.database.db, { screenerQuestions: [] });
    await apply(listingOnly.id);
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);
  });
});

describe('the demo recruiter', () => {
  async function waitForReplies(client: TestClient, id: string, count: number) {
    await expect
      .poll(
        async () =>
          ((await client.get(`${BASE}/${id}/messages`)).json().data as Message[]).filter(
            (m) => m.is_automated,
          ).length,
        { timeout: 5000, interval: 50 },
      )
      .toBe(count);
  }

  it('answers a talent once per turn, automatically and saying so', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter({
      name: 'Dana Demo',
      demo: true,
      job: { title: 'Site Reliability Engineer' },
    });
    const c = await people.conversation(r, talent.id);
    expect((await conversationOf(client, c.id)).other.is_demo).toBe(true);

    const demos = instancesCalled(DemoRecruiter.prototype, 'onTalentMessage');
    await send(client, c.id, 'Hello!');
    await send(client, c.id, 'Are you there?');
    await waitForReplies(client, c.id, 1);
    const page = (await client.get(`${BASE}/${c.id}/messages`)).json().data as Message[];
    const reply = page.at(-1)!;
    expect(reply).toMatchObject({ sender_id: r.user.id, is_automated: true });
    expect(reply.body).toContain('automatic');
    expect(reply.body).toContain('demo');
    expect(reply.body).toContain('Site Reliability Engineer');
    // Still one answer for the two messages of that turn, once the demo has nothing left to answer.
    await untilIdle(demos);
    await waitForReplies(client, c.id, 1);
    // It is unread for the talent, with a notification.
    expect((await conversationOf(client, c.id)).unread_count).toBe(1);
    await expect.poll(async () => (await messageNotifications(talent.id)).length).toBe(1);

    // A new turn after its answer gets a new answer.
    await send(client, c.id, 'Thanks!');
    await waitForReplies(client, c.id, 2);
    // Its notification (and mail) are delivered after the message is visible: wait so the next test starts clean.
    await expect.poll(async () => (await t.mail()).filter((m) => m.to === talent.email).length).toBe(2);
  });

  it('stays quiet for recruiters that are not demos, and for their own messages', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    const demos = instancesCalled(DemoRecruiter.prototype, 'onTalentMessage');
    await send(client, c.id, 'Hello!');
    await send(r.client, c.id, 'Hi, a person here.');
    // A demo answer is scheduled before the send returns: none may be waiting.
    await untilIdle(demos);
    const page = (await client.get(`${BASE}/${c.id}/messages`)).json().data as Message[];
    expect(page.map((m) => m.is_automated)).toEqual([false, false]);
  });
});

describe('odd input', () => {
  // Values that tend to break parsers and SQL: wrong types, odd strings, forged cursors.
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const nasty = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '',
      '\u0000',
      "' OR 1=1 --",
      '%_\\',
      '__proto__',
      'x'.repeat(6000),
      forged({ at: '2026-02-30T10:00:00Z', id: '00000000-0000-4000-8000-000000000000' }),
      forged({ at: '0000-01-01T00:00:00Z', id: '00000000-0000-4000-8000-000000000000' }),
      forged({ at: '2026-01-01T24:00:00Z', id: '00000000-0000-4000-8000-000000000000' }),
      forged({ at: '2026-01-01T10:00:00.1234567Z', id: 'zz' }),
    ),
  );

  it('never answers 5xx to bodies or queries of the chat routes', async () => {
    const { user: talent, client } = await people.talent();
    const r = await people.recruiter();
    const c = await people.conversation(r, talent.id);
    await fc.assert(
      fc.asyncProperty(nasty, nasty, nasty, async (a, b, d) => {
        const q = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
        const responses = [
          await client.post(`${BASE}/${c.id}/messages`, { id: a, body: b, attachment_file_id: d }),
          await client.post(`${BASE}/${c.id}/read`, { message_id: a }),
          await r.client.post(BASE, { talent_id: a, job_id: b }),
          await client.get(`${BASE}?q=${q(a)}&cursor=${q(b)}&limit=${q(d)}`),
          await client.get(`${BASE}/${c.id}/messages?before=${q(a)}&limit=${q(b)}`),
          await client.get(`${BASE}/${c.id}/messages/search?q=${q(a)}`),
          await client.get(`${BASE}/${q(a)}/attachments/${q(b)}`),
        ];
        for (const res of responses) expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});
