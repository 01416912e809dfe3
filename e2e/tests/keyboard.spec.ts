import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPost, appClock, csrfHeaders, expect, test, verifiedTalent } from '../fixtures';
import { expectVisibleFocusRing, press, tabTo, type } from '../lib/keyboard';
import { minimalPdf } from '../lib/pdf';

// Each core flow by keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing, never a click. After every
// key the focus must still be on something: focus that falls to <body> sends a keyboard user back to the top.
// What a flow needs from the other side (a recruiter's times, an offer, a conversation) is set up through the API.

// The seeded recruiter login (apps/server/src/seed/seed.ts): not a demo, so nothing moves by itself.
const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026', name: 'Rosa Lindqvist' };
const JSON_HEADERS = { Accept: 'application/json' };
const DAY = 86_400_000;

interface Job {
  id: string;
  title: string;
  status: string;
  screener_questions: { id: string }[];
  application: unknown;
}

async function job(request: APIRequestContext, id: string): Promise<Job | null> {
  const response = await request.get(`/talent/api/jobs/${id}`, { headers: JSON_HEADERS });
  return response.status() === 200 ? ((await response.json()) as { data: Job }).data : null;
}

/** The seeded recruiter, signed in on a browser context of its own (its request context is what the tests use). */
async function recruiterSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const response = await apiPost(context.request, '/login', RECRUITER);
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/**
 * The talent (signed in on `talent`) applies through the API to one of the recruiter's open jobs without screener
 * questions, and the recruiter moves it on to `to`. Returns the job and the application's id.
 */
async function applicationAt(
  talent: APIRequestContext,
  recruiter: APIRequestContext,
  to: 'in_review' | 'interviewing',
): Promise<{ job: Job; applicationId: string }> {
  const uploaded = await talent.post('/talent/api/files', {
    multipart: {
      kind: 'resume',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
    headers: await csrfHeaders(talent),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const resumeId = ((await uploaded.json()) as { data: { id: string } }).data.id;

  const jobs = await recruiter.get('/recruiter/api/jobs?status=open', { headers: JSON_HEADERS });
  expect(jobs.status(), await jobs.text()).toBe(200);
  for (const { id } of ((await jobs.json()) as { data: { id: string }[] }).data) {
    const found = await job(talent, id);
    if (!found || found.status !== 'open' || found.application || found.screener_questions.length > 0)
      continue;
    const submitted = await apiPost(talent, `/talent/api/jobs/${id}/applications`, {
      resume_file_id: resumeId,
      answers: [],
      cover_note: 'I would love to work with you.',
    });
    if (submitted.status() !== 201) continue;
    const applicationId = ((await submitted.json()) as { data: { id: string } }).data.id;
    for (const status of to === 'in_review' ? ['in_review'] : ['in_review', 'interviewing']) {
      const moved = await apiPost(recruiter, `/recruiter/api/applications/${applicationId}/status`, {
        status,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    return { job: found, applicationId };
  }
  throw new Error('no open job of the recruiter without screener questions took the application');
}

/** An open job with no screener questions the talent has not applied to, from the newest fifty. */
async function jobWithoutQuestions(request: APIRequestContext): Promise<Job> {
  const list = await request.get('/talent/api/jobs?limit=50&sort=newest', { headers: JSON_HEADERS });
  expect(list.status()).toBe(200);
  for (const { id } of ((await list.json()) as { data: { id: string }[] }).data) {
    const found = await job(request, id);
    if (found && found.status === 'open' && !found.application && found.screener_questions.length === 0) {
      return found;
    }
  }
  throw new Error('no open job without screener questions among the newest fifty');
}

/** Loads `path` and waits for its page to render (a Tab before that finds nothing to focus). */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const focusedHeading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeFocused();

test.describe.configure({ mode: 'parallel' });

test('log in, and the settings tabs show where the focus is', async ({ page, request }) => {
  const account = await verifiedTalent(request, 'Kira Keyboard');
  await open(page, '/login', 'Welcome back');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await type(page, account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await type(page, account.password);
  await press(page, 'Enter', () => expect(page).not.toHaveURL(/\/login/));

  await open(page, '/settings', 'Settings');
  const tab = page.getByRole('tab').first();
  await tabTo(page, tab, { max: 60 });
  await expectVisibleFocusRing(page);
  await press(page, 'ArrowRight');
  await expectVisibleFocusRing(page);
});

test('search, filter past the comboboxes, reach the sort, open a job and save it', async ({ page }) => {
  await verifiedTalent(page.request);
  await open(page, '/jobs', 'Find work you can actually take');
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await tabTo(page, search);
  await type(page, 'developer');
  await press(page, 'Enter', () => expect(page).toHaveURL(/[?&]q=developer/));

  // Through both comboboxes with their lists open: a scrollable list must not take the next Tab (it hides as the
  // input blurs, and the focus would fall to the body).
  const country = page.getByRole('combobox', { name: 'Country you can work from' });
  await tabTo(page, country);
  await expect(page.getByRole('listbox', { name: 'Country you can work from' })).toBeVisible();
  await tabTo(page, page.getByRole('combobox', { name: 'Add a skill' }));
  await press(page, 'Tab');
  // Back to the country, then choose one: typing filters, Enter picks.
  await tabTo(page, country, { back: true });
  await type(page, 'Germ');
  await press(page, 'Enter', () => expect(page).toHaveURL(/[?&]country=DE/));
  await press(page, 'Tab');

  // The results have their own skip target right after the search box: the sort is a Tab or two from there.
  await tabTo(page, search, { back: true });
  await press(page, 'Tab');
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).toBeFocused();
  await press(page, 'Enter');
  const sort = page.getByRole('combobox', { name: 'Sort' });
  expect(await tabTo(page, sort, { max: 3 })).toBeLessThanOrEqual(3);
  await press(page, 'ArrowDown', () => expect(page).toHaveURL(/[?&]sort=/));

  // The first job, then its Save button.
  const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await tabTo(page, first, { max: 20 });
  await press(page, 'Enter', () =>
    expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(),
  );
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), { max: 30 });
  await press(page, 'Enter', () =>
    expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible(),
  );
  await expect(page.getByText('Job saved. Find it under Saved.')).toBeVisible();
});

test('apply: every step starts at its heading, and the upload keeps the focus', async ({ page }) => {
  await verifiedTalent(page.request);
  const target = await jobWithoutQuestions(page.request);
  await page.goto(`/jobs/${target.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${target.title}` })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Start application' }));
  await press(page, 'Enter', () => focusedHeading(page, 'Your resume'));

  const upload = page.getByLabel('Upload a new resume');
  await tabTo(page, upload);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'kira-resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  const chosen = page.getByRole('radio', { name: /kira-resume\.pdf/ });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await press(page, 'Enter', () => focusedHeading(page, 'Cover note'));
  await tabTo(page, page.getByRole('textbox', { name: /Cover note/ }));
  await type(page, 'Keyboard only, start to finish.');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await press(page, 'Enter', () => focusedHeading(page, 'Review your application'));
  await tabTo(page, page.getByRole('button', { name: 'Send application' }));
  await press(page, 'Enter', () => focusedHeading(page, /^Application sent to /));
});

test('pick an interview time', async ({ page, browser, baseURL }) => {
  await verifiedTalent(page.request);
  const recruiter = await recruiterSession(browser, baseURL!);
  try {
    const { job: applied, applicationId } = await applicationAt(page.request, recruiter.request, 'in_review');
    // Two days ahead of the app's clock, at 10:00 UTC.
    const day = new Date((await appClock.now(recruiter.request)).getTime() + 2 * DAY)
      .toISOString()
      .slice(0, 10);
    const proposed = await apiPost(
      recruiter.request,
      `/recruiter/api/applications/${applicationId}/interview-requests`,
      {
        timezone: 'UTC',
        slots: [{ date: day, time: '10:00' }],
        type: 'video',
        duration_minutes: 30,
        interviewers: [{ name: RECRUITER.name, title: 'Recruiter' }],
        agenda: 'A short call.',
      },
    );
    expect(proposed.status(), await proposed.text()).toBe(201);

    await open(page, '/applications/interview-requests', /Interview/);
    const card = page.getByRole('article', { name: applied.title });
    await tabTo(page, card.getByRole('button', { name: /^Accept / }).first(), { max: 60 });
    const book = page.getByRole('alertdialog', { name: 'Book this time?' });
    await press(page, 'Enter', () => expect(book).toBeVisible());
    await tabTo(page, book.getByRole('button', { name: 'Book it' }), { max: 5 });
    await press(page, 'Enter', () => expect(page).toHaveURL(/\/interviews\/upcoming\?interview=/));
    await expect(page.getByRole('article', { name: applied.title })).toBeVisible();
  } finally {
    await recruiter.close();
  }
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('chat: open a conversation, send, and come back to the list; the boxes and rows show their focus', async ({
    page,
    browser,
    baseURL,
  }) => {
    await verifiedTalent(page.request);
    const me = await page.request.get('/api/user', { headers: JSON_HEADERS });
    const talentId = ((await me.json()) as { id: string }).id;
    const recruiter = await recruiterSession(browser, baseURL!);
    try {
      const opened = await apiPost(recruiter.request, '/shared/api/conversations', { talent_id: talentId });
      expect(opened.status(), await opened.text()).toBe(201);
    } finally {
      await recruiter.close();
    }

    await open(page, '/chat', 'Chat');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search conversations' }), { max: 20 });
    await expectVisibleFocusRing(page);
    const row = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: RECRUITER.name });
    await tabTo(page, row);
    await expectVisibleFocusRing(page);
    await press(page, 'Enter', () =>
      expect(page.getByRole('heading', { level: 2, name: RECRUITER.name })).toBeVisible(),
    );

    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await tabTo(page, composer);
    await expectVisibleFocusRing(page);
    const text = `Typed, not clicked ${Date.now().toString(36)}`;
    await type(page, text);
    await press(page, 'Enter', () =>
      expect(
        page.getByRole('log', { name: 'Messages' }).getByTestId('message').filter({ hasText: text }),
      ).toHaveCount(1),
    );
    await expect(composer).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: 'Back to conversations' }), { back: true });
    await press(page, 'Enter', () => expect(row).toBeVisible());
    await expect(row).toBeFocused();
  });
});

test('decline an offer', async ({ page, browser, baseURL }) => {
  await verifiedTalent(page.request);
  const recruiter = await recruiterSession(browser, baseURL!);
  let title: string;
  try {
    const { job: applied, applicationId } = await applicationAt(
      page.request,
      recruiter.request,
      'interviewing',
    );
    title = applied.title;
    const now = await appClock.now(recruiter.request);
    const sent = await apiPost(recruiter.request, `/recruiter/api/applications/${applicationId}/offers`, {
      title,
      engagement_type: 'full_time',
      pay: { amount: 90_000, currency: 'EUR', period: 'year' },
      start_date: new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10),
      expires_at: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await recruiter.close();
  }

  await open(page, '/offers', 'Offers');
  await tabTo(page, page.getByRole('button', { name: `Decline the offer for ${title}` }), { max: 60 });
  const dialog = page.getByRole('dialog', { name: `Decline the offer for ${title}?` });
  await press(page, 'Enter', () => expect(dialog).toBeVisible());
  await tabTo(page, dialog.getByRole('radio').first(), { max: 5 });
  await press(page, 'Space');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Decline offer' }), { max: 10 });
  await press(page, 'Enter', () => expect(dialog).toBeHidden());
  await expect(page.getByRole('article', { name: title })).toContainText('Declined');
});
