import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.schema.ts';
import {
  createCompany,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyPng, upload } from '../../test/test-files.ts';
import { FEEDBACK_PER_HOUR } from './feedback.service.ts';

const t = useTestApp();

async function signedIn(user: { email: string }): Promise<TestClient> {
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

const context = {
  path: '/jobs?q=rust#results',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  viewport: { width: 1280, height: 720 },
  build_id: 'b-42',
  console_errors: [{ message: 'TypeError: x is undefined', at: '2026-03-01T10:00:00.000Z' }],
};

function report(overrides: Record<string, unknown> = {}) {
  return {
    token: t.config.feedback.token,
    category: 'bug',
    what_happened: 'The salary filter resets when I go back.',
    expected: 'The filter stays as I left it.',
    context,
    ...overrides,
  };
}

async function screenshot(client: TestClient, kind = 'feedback_screenshot', content = tinyPng()) {
  const res = await upload(t.app, client, [['kind', kind]], { filename: 'page.png', content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

describe('sending feedback', () => {
  it('stores it with the screenshot and the details, and lists it to its author only', async () => {
    const talent = await signedIn(await createTalent(t.database.db));
    const shotId = await screenshot(talent);
    const res = await talent.post('/shared/api/feedback', report({ screenshot_file_id: shotId }));
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      category: 'bug',
      status: 'new',
      what_happened: 'The salary filter resets when I go back.',
      context,
      screenshot: { id: shotId, name: 'page.png', url: `/talent/api/files/${shotId}` },
      replies: [],
    });
    expect(sent).not.toHaveProperty('tags');
    expect((await talent.get(sent.screenshot.url)).statusCode).toBe(200);

    // Without the details (the author left them out), and from a recruiter: the widget is on every page.
    const recruiterUser = await createRecruiterUser(t.database.db);
    await createRecruiter(t.database.db, (await createCompany(t.database.db)).id, {
      userId: recruiterUser.id,
    });
    const recruiter = await signedIn(recruiterUser);
    const theirs = await recruiter.post('/shared/api/feedback', report({ category: 'idea', context: null }));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data).toMatchObject({ context: null, screenshot: null });

    const mine = (await talent.get('/shared/api/feedback')).json().data;
    expect(mine.map((f: { id: string }) => f.id)).toEqual([sent.id]);
    expect((await recruiter.get('/shared/api/feedback')).json().data).toHaveLength(1);
    // Someone else's feedback and screenshot do not exist for them.
    expect(
      (await recruiter.post(`/shared/api/feedback/${sent.id}/replies`, { body: 'Me too' })).statusCode,
    ).toBe(404);
    expect((await recruiter.get(sent.screenshot.url)).statusCode).toBe(404);
    expect((await recruiter.get(`/shared/api/operator/feedback/${sent.id}`)).statusCode).toBe(403);
    expect((await talent.get('/shared/api/operator/feedback')).statusCode).toBe(403);
    expect((await t.client().get('/shared/api/feedback')).statusCode).toBe(401);
  });

  it('names every field that is wrong, refuses a token of another installation and files that are not a screenshot of mine', async () => {
    const talent = await signedIn(await createTalent(t.database.db));
    const empty = await talent.post('/shared/api/feedback', { token: t.config.feedback.token });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      category: ['Choose what kind of feedback this is.'],
      what_happened: ['Tell us what happened.'],
      expected: ['Tell us what you expected.'],
    });
    const tooLong = await talent.post(
      '/shared/api/feedback',
      report({ what_happened: 'x'.repeat(4001), expected: '   ', category: 'rant' }),
    );
    expect(tooLong.json().errors).toMatchObject({
      what_happened: ['Keep it to 4,000 characters.'],
      expected: ['Tell us what you expected.'],
      category: ['Choose what kind of feedback this is.'],
    });
    const badContext = await talent.post(
      '/shared/api/feedback',
      report({ context: { ...context, console_errors: Array(11).fill(context.console_errors[0]) } }),
    );
    expect(badContext.statusCode).toBe(422);

    const wrongToken = await talent.post('/shared/api/feedback', report({ token: 'fb_someone-else' }));
    expect(wrongToken.statusCode).toBe(422);
    expect(wrongToken.json().errors.token[0]).toMatch(/Reload the page/);

    const resume = await screenshot(talent, 'resume', tinyPdf());
    const other = await signedIn(await createTalent(t.database.db));
    const othersShot = await screenshot(other);
    for (const id of [resume, othersShot, '00000000-0000-4000-8000-000000000000']) {
      const res = await talent.post('/shared/api/feedback', report({ screenshot_file_id: id }));
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors).toEqual({ screenshot_file_id: ['Add the screenshot again.'] });
    }
    // A PDF is no screenshot, whatever its name says.
    const disguised = await upload(t.app, talent, [['kind', 'feedback_screenshot']], {
      filename: 'page.png',
      content: tinyPdf(),
    });
    expect(disguised.statusCode).toBe(422);
    expect((await talent.get('/shared/api/feedback')).json().data).toEqual([]);
  });

  it(`takes ${FEEDBACK_PER_HOUR} an hour from one person, then 429 with Retry-After`, async () => {
    const talent = await signedIn(await createTalent(t.database.db));
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await talent.post('/shared/api/feedback', report())).statusCode).toBe(201);
    }
    const limited = await talent.post('/shared/api/feedback', report());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back.
    const other = await signedIn(await createTalent(t.database.db));
    expect((await other.post('/shared/api/feedback', report())).statusCode).toBe(201);
  });
});

describe('the operators’ inbox', () => {
  it('shows everyone’s feedback to operators: filters, tags, status, the screenshot, answers that reach the author', async () => {
    const db = t.database.db;
    const author = await createTalent(db, { name: 'Ada Lovelace' });
    const talent = await signedIn(author);
    const other = await signedIn(await createTalent(db));
    const operatorUser = await createOperator(db, { name: 'Olga Operator' });
    const operator = await signedIn(operatorUser);

    const shotId = await screenshot(talent);
    const bug = (await talent.post('/shared/api/feedback', report({ screenshot_file_id: shotId }))).json()
      .data;
    const idea = (await other.post('/shared/api/feedback', report({ category: 'idea' }))).json().data;

    const all = await operator.get('/shared/api/operator/feedback');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((f: { id: string }) => f.id)).toEqual([idea.id, bug.id]);
    expect(all.json().counts).toEqual({ new: 2, in_progress: 0, answered: 0, closed: 0 });
    expect(all.json().data[1]).toMatchObject({
      author: { id: author.id, name: 'Ada Lovelace', email: author.email, role: 'talent' },
      has_screenshot: true,
      tags: [],
      reply_count: 0,
    });
    const bugs = (await operator.get('/shared/api/operator/feedback?category=bug')).json();
    expect(bugs.data.map((f: { id: string }) => f.id)).toEqual([bug.id]);
    expect(bugs.counts.new).toBe(1);
    const firstPage = (await operator.get('/shared/api/operator/feedback?limit=1')).json();
    expect(firstPage.data.map((f: { id: string }) => f.id)).toEqual([idea.id]);
    const secondPage = (
      await operator.get(`/shared/api/operator/feedback?limit=1&cursor=${firstPage.next_cursor}`)
    ).json();
    expect(secondPage).toMatchObject({ data: [{ id: bug.id }], next_cursor: null });
    expect((await operator.get('/shared/api/operator/feedback?cursor=nope')).statusCode).toBe(422);

    // The screenshot, for operators, as the image it is.
    const image = await operator.get(`/shared/api/operator/feedback/${bug.id}/screenshot`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(0, 4)).toEqual(tinyPng().subarray(0, 4));
    expect((await operator.get(`/shared/api/operator/feedback/${idea.id}/screenshot`)).statusCode).toBe(404);

    // Tags: normalised and unique; a bad one is named.
    const tagged = await operator.request('PATCH', `/shared/api/operator/feedback/${bug.id}`, {
      tags: ['Filters', 'filters', 'mobile web'],
      status: 'in_progress',
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data).toMatchObject({ tags: ['filters', 'mobile web'], status: 'in_progress' });
    const badTag = await operator.request('PATCH', `/shared/api/operator/feedback/${bug.id}`, {
      tags: ['<script>'],
    });
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json().errors['tags.0']).toEqual(['Use letters, digits, spaces, - and _ in tags.']);
    expect((await operator.get('/shared/api/operator/feedback/tags')).json().data).toEqual([
      { tag: 'filters', count: 1 },
      { tag: 'mobile web', count: 1 },
    ]);
    const byTag = (await operator.get('/shared/api/operator/feedback?tag=Filters')).json();
    expect(byTag.data.map((f: { id: string }) => f.id)).toEqual([bug.id]);

    // The answer: the author's thread, a notification (in the app and by mail) that opens it.
    const answered = await operator.post(`/shared/api/operator/feedback/${bug.id}/replies`, {
      body: 'Thanks! Fixed in today’s release.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      replies: [{ from: 'team', body: 'Thanks! Fixed in today’s release.', author_name: 'Olga Operator' }],
    });
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(note).toMatchObject({
      type: 'feedback_reply',
      title: 'We answered your feedback',
      body: 'Thanks! Fixed in today’s release.',
      url: `/settings?feedback=${bug.id}`,
    });
    expect(
      (await t.mail()).some((m) => m.to === author.email && /answered your feedback/.test(m.subject)),
    ).toBe(true);
    // The author reads it without who answered, writes back, and it returns to the team's queue.
    const thread = (await talent.get('/shared/api/feedback')).json().data[0];
    expect(thread.replies).toEqual([
      {
        id: expect.any(String),
        from: 'team',
        body: 'Thanks! Fixed in today’s release.',
        created_at: expect.any(String),
      },
    ]);
    const followUp = await talent.post(`/shared/api/feedback/${bug.id}/replies`, {
      body: 'Still broken on Safari.',
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(followUp.json().data).toMatchObject({ status: 'in_progress' });
    expect(followUp.json().data.replies.map((r: { from: string }) => r.from)).toEqual(['team', 'author']);

    // Closed: the author can no longer write on it.
    await operator.post(`/shared/api/operator/feedback/${bug.id}/replies`, {
      body: 'Fixed on Safari too.',
      status: 'closed',
    });
    const late = await talent.post(`/shared/api/feedback/${bug.id}/replies`, { body: 'Thanks' });
    expect(late.statusCode).toBe(409);
    const closed = (await operator.get('/shared/api/operator/feedback?status=closed')).json();
    expect(closed.data.map((f: { id: string }) => f.id)).toEqual([bug.id]);
    expect(closed.counts).toEqual({ new: 1, in_progress: 0, answered: 0, closed: 1 });

    // Deleting the screenshot file leaves the feedback without it.
    expect((await talent.request('DELETE', `/talent/api/files/${shotId}`, {})).statusCode).toBe(204);
    expect((await operator.get(`/shared/api/operator/feedback/${bug.id}`)).json().data).toMatchObject({
      has_screenshot: false,
      screenshot_url: null,
    });
    expect((await operator.get('/shared/api/operator/feedback/not-a-uuid')).statusCode).toBe(404);
  });
});
