import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  apiPost,
  appClock,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  test,
  verifiedTalent,
} from '../fixtures';

/*
 * Masterclass talks end to end, against the real server: a full talk's waitlist moves up live when a registered
 * person leaves, the invite and the personal calendar feed answer text/calendar (and a new feed address revokes the
 * old), and a talent's proposal is scheduled by an operator in another browser while the talent watches.
 * Every talk is created through the operator API with a unique title, so the spec depends on no seed row.
 */

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
const DAY = 86_400_000;
// The toaster holds other tests' live toasts too; axe checks what each step owns.
const AXE = { exclude: ['[data-sonner-toaster]'] };

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await apiPost(request, '/login', account);
  expect(response.status(), await response.text()).toBe(200);
}

/** A talk scheduled three days ahead of the app's clock by the seeded operator; answers its id and page path. */
async function scheduleTalk(operator: APIRequestContext, title: string, capacity: number) {
  const now = await appClock.now(operator);
  const response = await apiPost(operator, '/shared/api/operator/talks', {
    title,
    category: 'engineering',
    summary: 'How a distributed team releases every day without waking anyone up.',
    abstract: 'Release trains, **feature flags** and the rota that keeps them honest.',
    speaker_name: 'Inês Duarte',
    speaker_title: 'Staff engineer',
    speaker_bio: 'Inês has shipped payments software across four time zones.',
    speaker_time_zone: 'Europe/Lisbon',
    starts_at: new Date(now.getTime() + 3 * DAY).toISOString(),
    duration_minutes: 60,
    capacity,
    join_url: 'https://meet.example.com/e2e-talk',
    resources: [],
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; path: string } };
  return data;
}

async function operatorApi(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await signIn(context, OPERATOR);
  return context;
}

test('a full talk’s waitlist moves up live when a seat frees, and the invite is iCalendar', async ({
  page,
  talent,
  baseURL,
}) => {
  test.setTimeout(60_000);
  void talent;
  const operator = await operatorApi(baseURL!);
  const title = unique('Shipping React across time zones');
  const talk = await scheduleTalk(operator, title, 1);

  // Someone else takes the only seat.
  const holder = await playwrightRequest.newContext({ baseURL: baseURL! });
  await verifiedTalent(holder, 'Seat Holder');
  const taken = await apiPost(holder, `/talent/api/talks/${talk.id}/registration`, {});
  expect(taken.status(), await taken.text()).toBe(201);

  await page.goto(`/masterclass/upcoming-talks?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Full');
  await expectNoAxeViolations(page, AXE);
  await card.getByRole('button', { name: `Join the waitlist for ${title}` }).click();
  await expect(card.getByText('On the waitlist, #1')).toBeVisible();

  // The person holding the seat cancels elsewhere: the talent moves up without reloading.
  const left = await holder.delete(`/talent/api/talks/${talk.id}/registration`, {
    headers: await csrfHeaders(holder),
  });
  expect(left.status(), await left.text()).toBe(200);
  await expect(card.getByText('You’re registered')).toBeVisible({ timeout: 15_000 });

  // The invite, from the card's own link.
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /Add to calendar/ }).click();
  // Long lines of an iCalendar file are folded (CRLF and a space): unfold before reading.
  const ics = (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:`);
  expect(ics).toMatch(new RegExp(`SUMMARY:.*${title}`));
  const invite = await page.request.get(`/talent/api/talks/${talk.id}/invite.ics`);
  expect(invite.status()).toBe(200);
  expect(invite.headers()['content-type']).toContain('text/calendar');

  // The talk's own page names it in the tab.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Borderless`);
  await expect(page.getByRole('complementary', { name: 'When and how to attend' })).toContainText(
    'The join link appears here 10 minutes before the start.',
  );
  await expectNoAxeViolations(page, AXE);
  await Promise.all([holder.dispose(), operator.dispose()]);
});

test('my calendar feed is public iCalendar with my talks, and a new address revokes the old one', async ({
  page,
  talent,
  baseURL,
}) => {
  void talent;
  const operator = await operatorApi(baseURL!);
  const title = unique('Async by default');
  const talk = await scheduleTalk(operator, title, 20);
  const registered = await apiPost(page.request, `/talent/api/talks/${talk.id}/registration`, {});
  expect(registered.status(), await registered.text()).toBe(201);

  // The hub lists it among my registrations.
  await page.goto('/masterclass');
  await expect(page.getByRole('list', { name: 'My registrations' })).toContainText(title);
  await expectNoAxeViolations(page, AXE);

  // The personal feed: public, text/calendar, with the talk; a new address revokes the old one.
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your talks in your calendar' });
  const address = dialog.getByLabel('Your feed address', { exact: true });
  await expect(address).toHaveValue(/\/calendar\/.+\.ics$/);
  await expect(dialog.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await expectNoAxeViolations(page, AXE);
  const first = await address.inputValue();
  const guest = await playwrightRequest.newContext();
  const feed = await guest.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`SUMMARY:.*${title}`));
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await page
    .getByRole('alertdialog', { name: 'Make a new feed address?' })
    .getByRole('button', { name: 'Make a new address' })
    .click();
  await expect(address).not.toHaveValue(first);
  expect((await guest.get(first)).status()).toBe(404);
  expect((await guest.get(await address.inputValue())).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Masterclass' })
    .getByRole('link', { name: 'Past talks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past talks' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading talks' })).toHaveCount(0);
  await expectNoAxeViolations(page, AXE);
  await Promise.all([guest.dispose(), operator.dispose()]);
});

test('a talent proposes a talk and watches an operator schedule it, live', async ({
  page,
  talent,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  void talent;
  const topic = unique('Kubernetes for small teams');

  await page.goto('/masterclass/talk-request');
  await page.getByRole('radio', { name: /Propose a talk/ }).check();
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('engineering');
  await page
    .getByRole('textbox', { name: 'What you would cover' })
    .fill('What to run, what to skip, and how to keep the bill small when the team is five people.');
  await page
    .getByRole('textbox', { name: 'About you as the speaker' })
    .fill('Platform engineer at a ten-person startup.');
  await expectNoAxeViolations(page, AXE);
  await page.getByRole('button', { name: 'Send my proposal' }).click();
  await page.getByRole('button', { name: 'Only my requests' }).click();
  await expect(page.getByRole('button', { name: 'Only my requests' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const mine = page.getByRole('article', { name: topic });
  await expect(mine).toContainText('Submitted');
  await expect(mine.getByRole('button', { name: /^Your request/ })).toBeDisabled();
  await expectNoAxeViolations(page, AXE);

  // The operator, in another browser, makes a talk and schedules the request with it.
  const console = await browser.newContext({ baseURL: baseURL! });
  const operatorPage = await console.newPage();
  await signIn(operatorPage.request, OPERATOR);
  const talkTitle = unique('Kubernetes, small and cheap');
  const talk = await scheduleTalk(operatorPage.request, talkTitle, 50);
  await operatorPage.goto('/recruiter/talk-requests');
  const request = operatorPage.getByRole('article', { name: topic });
  await expect(request).toContainText('Platform engineer at a ten-person startup.');
  await expectNoAxeViolations(operatorPage, AXE);
  await request.getByRole('button', { name: `Schedule “${topic}”` }).click();
  const dialog = operatorPage.getByRole('dialog', { name: `Schedule “${topic}”` });
  await dialog.getByRole('combobox', { name: 'The talk that answers it' }).selectOption(talk.id);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();

  // The talent's page follows without a reload, and the request leads to its talk.
  await expect(mine).toContainText('Scheduled', { timeout: 15_000 });
  await mine.getByRole('link', { name: /Scheduled: see the talk/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: talkTitle })).toBeVisible();

  // The console's talk page: its registrations (none yet) and its details.
  await operatorPage.goto(`/recruiter/talks/${talk.id}`);
  await expect(operatorPage.getByRole('heading', { level: 1, name: talkTitle })).toBeVisible();
  await expect(operatorPage.getByText('Nobody has registered yet.')).toBeVisible();
  await expectNoAxeViolations(operatorPage, AXE);
  await operatorPage.goto('/recruiter/talks');
  await expect(operatorPage.getByRole('link', { name: new RegExp(talkTitle) })).toBeVisible();
  await expectNoAxeViolations(operatorPage, AXE);
  await console.close();
});
