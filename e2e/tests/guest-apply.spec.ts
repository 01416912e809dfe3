import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  test,
  expect,
  csrfHeaders,
  expectNoAxeViolations,
  findMailLink,
  presetAnalyticsConsent,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedTalent,
  VERIFY_LINK,
  signUpThroughForm,
} from '../fixtures';
import { fakeMediaBrowser, launchWithoutMediaPermission } from '../lib/browser';

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt.
test.use(fakeMediaBrowser(['camera', 'microphone']));

interface Question {
  id: string;
  kind: 'yes_no' | 'number' | 'text';
  text: string;
}
interface PublicJob {
  id: string;
  title: string;
  status: string;
  screener_questions: Question[];
}

/** An open job with screener questions, found the way a visitor's link would point at one. */
async function jobWithQuestions(baseURL: string): Promise<PublicJob> {
  // A separate account in its own cookie jar searches the list; the guest page itself needs no account.
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await verifiedTalent(api, 'Job Finder');
    const list = await api.get('/talent/api/jobs?sort=newest', { headers: { Accept: 'application/json' } });
    expect(list.status()).toBe(200);
    const { data } = (await list.json()) as { data: { id: string }[] };
    for (const { id } of data) {
      const response = await api.get(`/shared/api/jobs/${id}`, { headers: { Accept: 'application/json' } });
      if (response.status() !== 200) continue;
      const job = ((await response.json()) as { data: PublicJob }).data;
      if (job.status === 'open' && job.screener_questions.some((q) => q.kind === 'yes_no')) return job;
    }
    throw new Error('no open job with screener questions in the first page of results');
  } finally {
    await api.dispose();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function answerFor(question: Question): string {
  return question.kind === 'yes_no' ? 'Yes' : question.kind === 'number' ? '5' : 'I led this at my last job.';
}

async function answer(page: Page, question: Question) {
  if (question.kind === 'yes_no') {
    await page
      .getByRole('radiogroup', { name: new RegExp(escape(question.text)) })
      .getByLabel('Yes')
      .check();
  } else {
    await page.getByLabel(new RegExp(escape(question.text))).fill(answerFor(question));
  }
}

async function expectAnswer(page: Page, question: Question) {
  if (question.kind === 'yes_no') {
    await expect(
      page.getByRole('radiogroup', { name: new RegExp(escape(question.text)) }).getByLabel('Yes'),
    ).toBeChecked();
  } else {
    await expect(page.getByLabel(new RegExp(escape(question.text)))).toHaveValue(answerFor(question));
  }
}

/** The smallest well-formed PDF: the server checks the bytes, not the name. */
function tinyPdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

test('guest apply: start as a guest, sign up, verify, review, resume, record a video intro, send', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const job = await jobWithQuestions(baseURL!);
  const note = 'I have shipped payment systems for remote teams across three time zones.';

  // 1. The guest page: the job up front, and an application started without an account.
  await page.goto(`/apply/${job.id}`);
  await expect(page.locator('[data-layout="apply-onboarding"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('Who can apply')).toBeVisible();
  await expect(page.getByText(/^About \d+ minutes$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/A note to the recruiter/).fill(note);
  for (const question of job.screener_questions) await answer(page, question);
  await expect(page.getByTestId('local-draft-status')).toHaveText('Saved on this device');

  // A reload loses nothing.
  await page.reload();
  await expect(page.getByLabel(/A note to the recruiter/)).toHaveValue(note);
  for (const question of job.screener_questions) await expectAnswer(page, question);

  // 2. Sign up from the job.
  await page.getByRole('link', { name: 'Create an account to send your application' }).click();
  await expect(page).toHaveURL(new RegExp(`/signup/${job.id}$`));
  await expect(page.locator('[data-layout="auth-source"]')).toBeVisible();
  await expectNoAxeViolations(page);
  const email = uniqueEmail('guest');
  await signUpThroughForm(page, { name: 'Grace Guest', email, password: STRONG_PASSWORD });
  await expect(
    page.getByRole('heading', { name: 'Check your email to continue your application' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/signup/${job.id}$`));
  await expectNoAxeViolations(page);
  // Sign-up opens no session: the draft stays in this browser until the link signs in.
  const before = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  expect(before.status()).toBe(401);

  // 3. The link in the mail brings the candidate back to the application.
  const link = await findMailLink(page.request, email, VERIFY_LINK);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/apply/${job.id}/screener-tests`));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Your application to ${job.title}` }),
  ).toBeVisible();
  for (const question of job.screener_questions) await expectAnswer(page, question);
  await expect(page.getByLabel(/Cover note/)).toHaveValue(note);
  await expectNoAxeViolations(page);

  // What was typed as a guest is now the account's draft (reachable from another device too).
  await expect
    .poll(async () => {
      const draft = await page.request.get(`/talent/api/jobs/${job.id}/application-draft`, {
        headers: { Accept: 'application/json' },
      });
      const saved = ((await draft.json()) as { data: { cover_note: string | null; answers: unknown[] } })
        .data;
      return { note: saved.cover_note, answers: saved.answers.length };
    })
    .toEqual({ note, answers: job.screener_questions.length });

  // Next without a resume asks for one.
  await page.getByRole('button', { name: /Next: video intro/ }).click();
  await expect(page.getByText(/Add your resume to continue/)).toBeVisible();

  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'grace-guest-cv.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(page.getByRole('radio', { name: /grace-guest-cv\.pdf/ })).toBeChecked();
  await page.getByRole('button', { name: /Next: video intro/ }).click();

  // 4. The video intro, recorded with Chromium's fake camera.
  await expect(page).toHaveURL(new RegExp(`/apply/${job.id}/video-intro`));
  await expect(page.locator('[data-layout="assessments"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Your camera preview')).toBeVisible();
  await page.getByRole('button', { name: /Start recording/ }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toBeVisible({ timeout: 10_000 });
  await expect(timer).toContainText('0:03', { timeout: 10_000 });
  await page.getByRole('button', { name: /Stop recording/ }).click();

  const playback = page.getByLabel('Your video intro, ready to watch');
  await expect(playback).toBeVisible();
  // The take really is a playable video.
  await expect
    .poll(() => playback.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Upload with progress: the bar shows while the bytes go out, then the upload is confirmed.
  const uploadSeen = page.waitForRequest(
    (r) => r.url().endsWith('/talent/api/files') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Use this video' }).click();
  const upload = await uploadSeen;
  expect(upload.headers()['content-type']).toContain('multipart/form-data');
  await expect(page.getByText(/Video uploaded/)).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expectNoAxeViolations(page);

  // 5. The server has one application from the guest flow, with the video; the local draft is gone.
  const response = await page.request.get('/talent/api/applications', {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const applications = (
    (await response.json()) as {
      data: { job: { id: string }; source: string; video: unknown; cover_note: string }[];
    }
  ).data;
  expect(applications).toHaveLength(1);
  expect(applications[0]).toMatchObject({ job: { id: job.id }, source: 'guest', cover_note: note });
  expect(applications[0]?.video).not.toBeNull();
  expect(await page.evaluate((id) => localStorage.getItem(`talent:guest-apply:v1:${id}`), job.id)).toBeNull();
});

test('an existing account logs in at /login/:id and finds the answers typed as a guest', async ({
  page,
  baseURL,
}) => {
  const job = await jobWithQuestions(baseURL!);
  // The account exists already (made in its own cookie jar); this browser is still a guest.
  const other = await playwrightRequest.newContext({ baseURL });
  const account = await verifiedTalent(other, 'Existing Candidate');
  await other.dispose();

  await page.goto(`/apply/${job.id}`);
  await page.getByLabel(/A note to the recruiter/).fill('Typed before logging in.');
  for (const question of job.screener_questions) await answer(page, question);
  await page.getByRole('link', { name: 'I have an account' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${job.id}$`));
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(new RegExp(`/apply/${job.id}/screener-tests$`));
  for (const question of job.screener_questions) await expectAnswer(page, question);
  await expect(page.getByLabel(/Cover note/)).toHaveValue('Typed before logging in.');
});

test('a logged-in visitor of /apply/:id goes to the signed-in apply page', async ({ page, baseURL }) => {
  const job = await jobWithQuestions(baseURL!);
  await verifiedTalent(page.request);
  await page.goto(`/apply/${job.id}`);
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
});

test('an unknown job on the guest page is a clear dead end with a way to the jobs', async ({ page }) => {
  await page.goto('/apply/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This job is no longer open' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
  await expectNoAxeViolations(page);
});

test('camera blocked: the video step says so and still offers a file upload and skipping', async ({
  baseURL,
}) => {
  // A browser of its own without the fake permission prompt: the site's camera and microphone are denied, as a
  // person would have done in the browser's site settings.
  const browser = await launchWithoutMediaPermission();
  try {
    // No permissions: the file's `use` grants camera and microphone to every context unless told otherwise.
    const context = await browser.newContext({ baseURL, permissions: [] });
    await presetAnalyticsConsent(context);
    const page = await context.newPage();
    // This page is not the fixture's, so it watches its own errors.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const job = await jobWithQuestions(baseURL!);
    await verifiedTalent(page.request);
    // A draft with a resume, as the screener step leaves it.
    const uploaded = await page.request.post('/talent/api/files', {
      multipart: { kind: 'resume', file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
      headers: await csrfHeaders(page.request),
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const resumeId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const saved = await page.request.put(`/talent/api/jobs/${job.id}/application-draft`, {
      data: { resume_file_id: resumeId, step: 'video-intro' },
      headers: await csrfHeaders(page.request),
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // Denied in this context's site settings.
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    const cdp = await browser.newBrowserCDPSession();
    const origin = new URL(baseURL!).origin;
    for (const name of ['camera', 'microphone']) {
      await cdp.send('Browser.setPermission', {
        permission: { name },
        setting: 'denied',
        origin,
        browserContextId: targetInfo.browserContextId,
      });
    }

    await page.goto(`/apply/${job.id}/video-intro`);
    await page.getByRole('button', { name: 'Turn on camera' }).click();
    await expect(page.getByRole('alert')).toContainText('Camera and microphone are blocked');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(page.getByLabel('Upload a video instead')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Skip the video and send' })).toBeEnabled();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
