import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../lib/own-server';
import { test, expect, apiPost, expectNoAxeViolations, verifiedTalent, DEMO_TALENT } from '../fixtures';

// The seeded recruiter login (apps/server/src/seed/seed.ts, DEMO_ACCOUNTS.recruiter). Tests run in parallel and all
// use it, so each opens a direct conversation with a fresh talent and reads only that conversation.
const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026', name: 'Rosa Lindqvist' };
const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
// The crash test's own server listens next to Playwright's (E2E_PORT, see playwright.config.ts).
const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 77;

/** Console noise a dropped connection makes on purpose (the socket and requests fail while offline or down). */
const EXPECTED_WHILE_DOWN = [/^Failed to load resource/, /^WebSocket connection to .* failed/];

interface Party {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of its own (own cookie jar), its console errors collected for `expectCleanConsole`. */
async function newParty(browser: Browser, baseURL: string): Promise<Party> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

function expectCleanConsole(party: Party) {
  expect(party.errors.filter((e) => !EXPECTED_WHILE_DOWN.some((pattern) => pattern.test(e)))).toEqual([]);
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await apiPost(request, '/login', account);
  expect(response.status(), await response.text()).toBe(200);
}

async function userId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/user', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The recruiter opens a direct conversation with the talent (POST /shared/api/conversations, recruiters only). */
async function openDirect(recruiter: APIRequestContext, talentId: string): Promise<string> {
  const response = await apiPost(recruiter, '/shared/api/conversations', { talent_id: talentId });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function storedBodies(request: APIRequestContext, conversationId: string): Promise<string[]> {
  const response = await request.get(`/shared/api/conversations/${conversationId}/messages?limit=100`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Array<{ body: string }> }).data.map((m) => m.body);
}

async function chatUnreadCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/shared/api/conversations/unread-count', {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread_count: number }).unread_count;
}

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** Stored messages (the outbox's pending ones are `pending-message`) with this text. */
const bubble = (page: Page, text: string) =>
  messagesLog(page).getByTestId('message').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const conversationRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });

async function openThread(page: Page, conversationId: string, otherName: string) {
  await page.goto(`/chat?c=${conversationId}`);
  await expect(page.getByRole('heading', { level: 2, name: otherName })).toBeVisible();
  await expect(messagesLog(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

/** Each text exactly once among the stored messages on the page, and nothing waiting in the outbox. */
async function expectEachOnce(page: Page, texts: string[]) {
  for (const text of texts) await expect(bubble(page, text)).toHaveCount(1);
  await expect(messagesLog(page).getByTestId('pending-message')).toHaveCount(0);
}

// Every test has its own talent and conversation (and the crash test its own server): they may run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('chat', () => {
  // Two browsers, each signing up or in, on a machine that may be busy with the rest of the suite.
  test.describe.configure({ timeout: 120_000 });
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('a message appears live on the other side with typing and presence, and reading clears the unread count', async ({
    page,
    browser,
    baseURL,
  }) => {
    const talent = await verifiedTalent(page.request, 'Tove Talent');
    const talentId = await userId(page.request);
    const recruiter = await newParty(browser, baseURL!);
    contexts.push(recruiter.context);
    await login(recruiter.context.request, RECRUITER);
    const conversationId = await openDirect(recruiter.context.request, talentId);

    // The talent waits in the inbox (the thread is not open), the recruiter in the thread.
    await page.goto('/chat');
    await expect(page).toHaveTitle('Chat | Borderless');
    const row = conversationRow(page, RECRUITER.name);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('unread');
    await openThread(recruiter.page, conversationId, talent.name);

    const hello = `Hello Tove, ${Date.now().toString(36)}: are you free for a call on Thursday?`;
    await send(recruiter.page, hello);
    await expect(bubble(recruiter.page, hello)).toHaveCount(1);
    // Live in the talent's inbox: the row moves to one unread message with the text as preview, no reload.
    await expect(row).toContainText('1 unread message');
    await expect(row).toContainText(hello);
    expect(await chatUnreadCount(page.request)).toBe(1);
    const chatLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chat/ });
    await expect(chatLink).toHaveAccessibleName('Chat (1 unread conversation)');

    // Reading it: the unread count goes to zero for the reader, and the recruiter sees the receipt.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?c=${conversationId}$`));
    await expect(bubble(page, hello)).toHaveCount(1);
    await expect(row).not.toContainText('unread');
    await expect.poll(() => chatUnreadCount(page.request)).toBe(0);
    await expect(chatLink).toHaveAccessibleName('Chat');
    await expect(page.getByTestId('chat-unread-badge')).toHaveCount(0);
    await expect(recruiter.page.getByTestId('seen-receipt')).toBeVisible();

    // Both have the thread open: each sees the other online.
    await expect(page.getByTestId('presence')).toHaveText('Online');
    await expect(recruiter.page.getByTestId('presence')).toHaveText('Online');

    // Typing shows on the other side while it lasts, then the message arrives once.
    await composer(page).pressSequentially('Thursday works, ', { delay: 30 });
    await expect(recruiter.page.getByTestId('typing')).toHaveText(`${talent.name} is typing…`);
    await composer(page).pressSequentially('any time after 10:00 CET.', { delay: 10 });
    await composer(page).press('Enter');
    const answer = 'Thursday works, any time after 10:00 CET.';
    await expect(bubble(recruiter.page, answer)).toHaveCount(1);
    await expect(recruiter.page.getByTestId('typing')).toHaveText('');
    await composer(recruiter.page).pressSequentially('Great', { delay: 30 });
    await expect(page.getByTestId('typing')).toHaveText(`${RECRUITER.name} is typing…`);
    await composer(recruiter.page).press('Enter');
    await expectEachOnce(page, [hello, answer, 'Great']);
    await expectEachOnce(recruiter.page, [hello, answer, 'Great']);
    // The talent read it live with the thread open: still nothing unread.
    await expect.poll(() => chatUnreadCount(page.request)).toBe(0);

    // The recruiter leaves: the talent sees them go offline.
    await recruiter.page.goto('/jobs');
    await expect(page.getByTestId('presence')).toHaveText('Offline');
    expectCleanConsole(recruiter);
  });

  test('a message written offline is queued and delivered once back online', async ({ browser, baseURL }) => {
    const talent = await newParty(browser, baseURL!);
    const recruiter = await newParty(browser, baseURL!);
    contexts.push(talent.context, recruiter.context);
    const person = await verifiedTalent(talent.context.request, 'Odile Offline');
    await login(recruiter.context.request, RECRUITER);
    const conversationId = await openDirect(recruiter.context.request, await userId(talent.context.request));
    await openThread(talent.page, conversationId, RECRUITER.name);
    await openThread(recruiter.page, conversationId, person.name);
    await expect(talent.page.getByTestId('presence')).toHaveText('Online');

    await talent.context.setOffline(true);
    await expect(talent.page.getByTestId('connection-status')).toContainText('You are offline');
    // Cut off, the talent cannot know whether the recruiter is there: no stale "Online".
    await expect(talent.page.getByTestId('presence')).toHaveText('');
    const queued = `Written on the train, ${Date.now().toString(36)}`;
    await send(talent.page, queued);
    const pending = messagesLog(talent.page).getByTestId('pending-message').filter({ hasText: queued });
    await expect(pending).toHaveAttribute('data-state', 'queued');
    await expect(pending).toContainText('it will be sent when you are back online');
    // Nothing reached the other side: the server holds no such message, so none can be on its way.
    expect(await storedBodies(recruiter.context.request, conversationId)).not.toContain(queued);
    await expect(bubble(recruiter.page, queued)).toHaveCount(0);

    await talent.context.setOffline(false);
    await expect(talent.page.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected');
    await expect(bubble(recruiter.page, queued)).toHaveCount(1);
    await expectEachOnce(talent.page, [queued]);
    // Stored once, and still once after a reload on both sides.
    expect(
      (await storedBodies(talent.context.request, conversationId)).filter((b) => b === queued),
    ).toHaveLength(1);
    await talent.page.reload();
    await recruiter.page.reload();
    await expectEachOnce(talent.page, [queued]);
    await expectEachOnce(recruiter.page, [queued]);
    expectCleanConsole(talent);
    expectCleanConsole(recruiter);
  });

  test('a demo recruiter answers a first message automatically, and says so', async ({ page, baseURL }) => {
    const talent = await verifiedTalent(page.request, 'Dora Demo');
    // A job of a demo recruiter: the seeded demo talent's invitations are all from demo recruiters.
    const demo = await playwrightRequest.newContext({ baseURL: baseURL! });
    await login(demo, DEMO_TALENT);
    const invitations = (await (
      await demo.get('/talent/api/jobs/invitations', { headers: { Accept: 'application/json' } })
    ).json()) as { data: Array<{ job: { id: string; title: string } }> };
    await demo.dispose();
    const job = invitations.data[0]!.job;

    const operator = await playwrightRequest.newContext({ baseURL: baseURL! });
    await login(operator, OPERATOR);
    const invited = await apiPost(operator, '/shared/api/operator/invitations', {
      job_id: job.id,
      talent_email: talent.email,
      message: `Hello! Would you like to hear more about ${job.title}?`,
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await operator.dispose();

    await page.goto('/chat');
    const row = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: job.title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Demo');
    await row.click();
    const header = page.getByRole('heading', { level: 2 });
    await expect(header).toContainText('Demo');

    const question = 'Hi! Is the role still open, and is it fully remote?';
    await send(page, question);
    await expect(bubble(page, question)).toHaveCount(1);
    // The answer arrives live (a few seconds later), marked as automatic, and only one.
    const automatic = messagesLog(page).getByTestId('message').filter({ hasText: 'Automatic reply' });
    await expect(automatic).toHaveCount(1, { timeout: 15_000 });
    await expect(automatic).toContainText('automatic answer from a demo recruiter');
    await expect(automatic).toContainText(job.title);
    // The server answered once: exactly one message after the question, and the page shows that one.
    const conversationId = new URL(page.url()).searchParams.get('c')!;
    await expect
      .poll(async () => {
        const bodies = await storedBodies(page.request, conversationId);
        return bodies.slice(bodies.indexOf(question) + 1).length;
      })
      .toBe(1);
    await expect(automatic).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the inbox is accessible empty and with a conversation open', async ({ page, browser, baseURL }) => {
    const talent = await verifiedTalent(page.request, 'Alma Axe');
    await page.goto('/chat');
    await expect(page.getByText('No conversations yet', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const recruiter = await newParty(browser, baseURL!);
    contexts.push(recruiter.context);
    await login(recruiter.context.request, RECRUITER);
    const conversationId = await openDirect(recruiter.context.request, await userId(page.request));
    await openThread(recruiter.page, conversationId, talent.name);
    await send(recruiter.page, 'Welcome! A first message, <b>plain text</b> & all.');

    await page.goto(`/chat?c=${conversationId}`);
    // User text is shown as text, never as markup.
    await expect(bubble(page, 'Welcome! A first message, <b>plain text</b> & all.')).toHaveCount(1);
    await expect(messagesLog(page).locator('b')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The same inbox under its second address.
    await page.goto(`/inbox.copy?c=${conversationId}`);
    await expect(bubble(page, 'plain text')).toHaveCount(1);
  });
});

test.describe('chat across a server crash', () => {
  // Its own server process (killed with SIGKILL): Playwright's shared web server stays up for everything else.
  let own: OwnServer | null = null;
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await own?.dispose();
    own = null;
  });

  test('killing and restarting the server reconnects both sides without losing or doubling a message', async ({
    browser,
  }) => {
    // The first start migrates and seeds its own database; then two restarts' worth of waiting.
    test.setTimeout(300_000);
    own = await startOwnServer('chat-crash', OWN_PORT);
    const talent = await newParty(browser, own.baseURL);
    const recruiter = await newParty(browser, own.baseURL);
    contexts.push(talent.context, recruiter.context);
    const person = await verifiedTalent(talent.context.request, 'Kit Crash');
    await login(recruiter.context.request, RECRUITER);
    const conversationId = await openDirect(recruiter.context.request, await userId(talent.context.request));
    await openThread(talent.page, conversationId, RECRUITER.name);
    await openThread(recruiter.page, conversationId, person.name);
    await expect(talent.page.getByTestId('presence')).toHaveText('Online');
    await expect(recruiter.page.getByTestId('presence')).toHaveText('Online');

    const before = ['Before the crash, from the recruiter', 'Before the crash, from the talent'];
    await send(recruiter.page, before[0]!);
    await expect(bubble(talent.page, before[0]!)).toHaveCount(1);
    await send(talent.page, before[1]!);
    await expect(bubble(recruiter.page, before[1]!)).toHaveCount(1);

    await own.kill();
    // Both show the connection going and coming back.
    const reconnecting = (page: Page): Locator =>
      page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await expect(reconnecting(talent.page)).toBeVisible({ timeout: 30_000 });
    await expect(reconnecting(recruiter.page)).toBeVisible({ timeout: 30_000 });
    // Written while the server is down: it waits in the outbox.
    const during = 'Written while the server was down';
    await send(talent.page, during);
    await expect(
      messagesLog(talent.page).getByTestId('pending-message').filter({ hasText: during }),
    ).toBeVisible();

    await own.restart();
    await expect(reconnecting(talent.page)).toBeHidden({ timeout: 30_000 });
    await expect(reconnecting(recruiter.page)).toBeHidden({ timeout: 30_000 });
    for (const party of [talent, recruiter])
      await expect(party.page.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected');
    // The queued message goes out once, and live delivery works both ways again on the new process.
    await expect(bubble(recruiter.page, during)).toHaveCount(1, { timeout: 30_000 });
    await expect(talent.page.getByTestId('presence')).toHaveText('Online');
    await expect(recruiter.page.getByTestId('presence')).toHaveText('Online');
    const after = ['After the restart, from the recruiter', 'After the restart, from the talent'];
    await send(recruiter.page, after[0]!);
    await expect(bubble(talent.page, after[0]!)).toHaveCount(1);
    await send(talent.page, after[1]!);
    await expect(bubble(recruiter.page, after[1]!)).toHaveCount(1);

    const all = [...before, during, ...after];
    await expectEachOnce(talent.page, all);
    await expectEachOnce(recruiter.page, all);
    expect(await storedBodies(talent.context.request, conversationId)).toEqual([
      before[0],
      before[1],
      during,
      after[0],
      after[1],
    ]);
    // And the same after a reload (nothing only in one client's memory).
    await talent.page.reload();
    await expectEachOnce(talent.page, all);
    expectCleanConsole(talent);
    expectCleanConsole(recruiter);
  });
});
