import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, apiPost, expectNoAxeViolations, verifiedTalent } from '../fixtures';
import { csrfHeaders } from '../lib/csrf';

/*
 * Courses end to end, against the real server: a candidate enrols, watches a video lesson at 1.5×, leaves and picks
 * it up at the same second on another device, passes the final quiz and gets a certificate whose PDF downloads and
 * whose public page verifies it; an operator writes a course in the console, publishes it, and a candidate finds
 * it in the catalogue. Lessons that are not under test are got through with the API.
 */

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
const JSON_HEADERS = { Accept: 'application/json' };
const OPERATOR_API = '/shared/api/operator/courses';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${process.pid}-${(counter += 1)}`;

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await apiPost(request, '/login', account);
  expect(response.status(), await response.text()).toBe(200);
}

async function send(request: APIRequestContext, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await request.fetch(path, {
    method,
    data: data as Record<string, unknown>,
    headers: await csrfHeaders(request),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: OperatorCourse }).data;
}

interface OperatorLesson {
  id: string;
  kind: string;
  video_file_id: string | null;
  captions_file_id: string | null;
}
interface OperatorCourse {
  id: string;
  modules: Array<{ id: string; lessons: OperatorLesson[] }>;
}

/**
 * A published course of our own for this test, written through the operators' API: a video lesson (the seeded
 * clip and its captions, reused by file id) and the final quiz. Each test has its own, so nothing is shared.
 */
async function courseWithVideo(browser: { newContext: () => Promise<BrowserContext> }, title: string) {
  const context = await browser.newContext();
  try {
    const request = context.request;
    await signIn(request, OPERATOR);
    const list = (await (await request.get(OPERATOR_API, { headers: JSON_HEADERS })).json()) as {
      data: Array<{ id: string }>;
    };
    let clip: OperatorLesson | undefined;
    for (const { id } of list.data) {
      const course = (await (
        await request.get(`${OPERATOR_API}/${id}`, { headers: JSON_HEADERS })
      ).json()) as {
        data: OperatorCourse;
      };
      clip = course.data.modules
        .flatMap((m) => m.lessons)
        .find((l) => l.kind === 'video' && l.captions_file_id);
      if (clip) break;
    }
    expect(clip, 'a seeded video lesson with captions').toBeDefined();

    const created = await send(request, 'POST', OPERATOR_API, {
      title,
      summary: 'Streams, backpressure and a short check at the end.',
      description: 'A course made for one end-to-end test.',
      level: 'intermediate',
      skills: ['node-js'],
      outcomes: ['Use pipeline() for streams'],
    });
    let course = await send(request, 'POST', `${OPERATOR_API}/${created.id}/modules`, { title: 'Streams' });
    const moduleId = course.modules[0]!.id;
    course = await send(request, 'POST', `${OPERATOR_API}/${created.id}/modules/${moduleId}/lessons`, {
      title: 'Backpressure in a minute',
      kind: 'video',
      minutes: 2,
      body: 'Watch the clip.',
      video_file_id: clip!.video_file_id,
      captions_file_id: clip!.captions_file_id,
    });
    course = await send(request, 'POST', `${OPERATOR_API}/${created.id}/modules/${moduleId}/lessons`, {
      title: 'Final check',
      kind: 'quiz',
      minutes: 3,
      is_final: true,
      items: [
        {
          type: 'single_choice',
          prompt: 'Which helper forwards errors between streams?',
          options: ['pipe()', 'pipeline()'],
          correct: [1],
          explanation: 'pipeline() destroys every stream when one fails.',
        },
        {
          type: 'short_answer',
          prompt: 'Which event says a writable stream can take more?',
          accepted: ['drain'],
        },
      ],
    });
    await send(request, 'PATCH', `${OPERATOR_API}/${created.id}`, { published: true });
    const lessons = course.modules[0]!.lessons;
    return { id: created.id, video: lessons[0]!.id, quiz: lessons[1]!.id };
  } finally {
    await context.close();
  }
}

const videoOf = (page: Page) => page.getByLabel(/^Video: /);
const currentTime = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);

test('a candidate enrols, watches at 1.5×, resumes at the same second elsewhere, passes the quiz and verifies the certificate', async ({
  page,
  browser,
  talent,
}) => {
  test.setTimeout(90_000);
  const title = unique('Streams in practice');
  const course = await courseWithVideo(browser, title);

  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await page.getByRole('link', { name: 'Start the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}\\?lesson=${course.video}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Backpressure in a minute' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode))
    .toBe('showing');
  await expectNoAxeViolations(page);

  // 1.5×, chosen in the page's own control, and the clip plays at it.
  await page.getByLabel('Speed').selectOption('1.5');
  expect(await videoOf(page).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);
  await videoOf(page).evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
  expect(await videoOf(page).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);

  // Pausing saves the second (the server is asked, not the page).
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/lessons/${course.video}/progress`) && response.request().method() === 'PUT',
  );
  await videoOf(page).evaluate((video: HTMLVideoElement) => video.pause());
  const position = Math.floor(await currentTime(page));
  const answer = (await (await saved).json()) as { data: { lesson: { position_seconds: number } } };
  expect(answer.data.lesson.position_seconds).toBe(position);
  // Leaving the lesson (its last save goes out on pagehide).
  await page.goto('/courses');

  // Another device: a fresh browser, the same candidate. Continue opens the lesson at that second.
  const other = await browser.newContext();
  try {
    const device = await other.newPage();
    await signIn(device.request, talent);
    await device.goto('/courses');
    const row = device.getByRole('list', { name: 'Continue where you left off' });
    await expect(
      row.getByText(`Backpressure in a minute · at 0:${String(position).padStart(2, '0')}`),
    ).toBeVisible();
    await expectNoAxeViolations(device);
    await row.getByRole('link', { name: `Continue ${title}` }).click();
    await expect(device.getByRole('heading', { level: 2, name: 'Backpressure in a minute' })).toBeVisible();
    await expect.poll(() => currentTime(device)).toBe(position);
    await expect(device.getByText(/Resuming where you left off/)).toBeVisible();
    // The speed chosen on the other device stays there; this one starts at normal speed.
    await expect(device.getByLabel('Speed')).toHaveValue('1');

    // The clip is not under test any further: the API marks it watched.
    const done = await device.request.fetch(
      `/talent/api/courses/${course.id}/lessons/${course.video}/progress`,
      {
        method: 'PUT',
        data: { done: true },
        headers: await csrfHeaders(device.request),
      },
    );
    expect(done.status(), await done.text()).toBe(200);

    // The final quiz, answered in the page.
    await device.goto(`/courses/${course.id}?lesson=${course.quiz}`);
    const questions = device.getByRole('list', { name: 'Questions' });
    await expect(questions).toBeVisible();
    await expectNoAxeViolations(device);
    const first = questions.getByRole('listitem').filter({ hasText: 'Which helper forwards errors' });
    await first.getByRole('radio', { name: 'pipe()' }).check();
    await first.getByRole('button', { name: 'Check this answer' }).click();
    await expect(first.getByText('Not quite')).toBeVisible();
    await first.getByRole('radio', { name: 'pipeline()' }).check();
    const second = questions.getByRole('listitem').filter({ hasText: 'Which event says' });
    await second.getByRole('textbox').fill('drain');
    await device.getByRole('button', { name: 'Submit answers' }).click();
    await expect(device.getByRole('heading', { name: 'Passed: 100%' })).toBeFocused();

    const completion = device.getByRole('region', { name: 'You completed this course' });
    await expect(completion.getByRole('article', { name: `Certificate: ${title}` })).toBeVisible();
    await expectNoAxeViolations(device);

    const download = device.waitForEvent('download');
    await completion.getByRole('link', { name: `Download the certificate for ${title} (PDF)` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The public page verifies it, for anyone.
    const verify = await completion
      .getByRole('link', { name: `Verify the certificate for ${title}` })
      .getAttribute('href');
    const stranger = await browser.newContext();
    try {
      const visitor = await stranger.newPage();
      await visitor.goto(new URL(verify!).pathname);
      const result = visitor.getByTestId('verification');
      await expect(result.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
      await expect(result).toContainText(title);
      await expect(result).toContainText(talent.name);
      await expectNoAxeViolations(visitor);
    } finally {
      await stranger.close();
    }

    // And it shows on the profile beside the badges.
    await device.goto('/profile');
    const certificates = device.getByRole('region', { name: 'Course certificates' });
    await expect(certificates.getByRole('article', { name: `Certificate: ${title}` })).toBeVisible();
  } finally {
    await other.close();
  }
});

async function operatorPage(browser: { newContext: () => Promise<BrowserContext> }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await signIn(page.request, OPERATOR);
  return { context, page };
}

test('an operator writes a course in the console, publishes it, and a candidate finds it in the catalogue', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = unique('Reading stack traces');
  const { context, page: console } = await operatorPage(browser);
  try {
    await console.goto('/recruiter/courses');
    await expect(console.getByRole('list', { name: 'Courses' })).toBeVisible();
    await expectNoAxeViolations(console, { exclude: ['[data-sonner-toaster]'] });

    await console.getByRole('button', { name: 'New course' }).click();
    const dialog = console.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Summary')
      .fill('Read an error from the top frame down and find the line that matters.');
    await dialog.getByLabel('Level', { exact: true }).selectOption('beginner');
    await dialog.getByRole('combobox', { name: 'Skills it teaches' }).fill('JavaScript');
    await console
      .getByRole('option', { name: /^JavaScript/ })
      .first()
      .click();
    await expectNoAxeViolations(console, { exclude: ['[data-sonner-toaster]'] });
    await dialog.getByRole('button', { name: 'Create the draft' }).click();
    await expect(console.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await console.getByLabel('New module title').fill('First steps');
    await console.getByRole('button', { name: 'Add the module' }).click();
    const module = console.getByRole('region', { name: 'Module 1: First steps' });
    await expect(module).toBeVisible();

    // A reading, written in Markdown and checked in the preview.
    await module.getByRole('button', { name: 'Add a lesson to module 1' }).click();
    let form = module.getByRole('form', { name: 'New lesson' });
    await form.getByLabel('Lesson title', { exact: true }).fill('The top frame first');
    await form
      .getByRole('textbox', { name: 'Lesson text' })
      .fill('## Where to look\n\nStart at the **first** frame of your own code.');
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(
      form
        .getByRole('region', { name: 'Lesson text preview' })
        .getByRole('heading', { name: 'Where to look' }),
    ).toBeVisible();
    await expectNoAxeViolations(console, { exclude: ['[data-sonner-toaster]'] });
    await form.getByRole('button', { name: 'Add the lesson' }).click();
    await expect(module.getByText('The top frame first')).toBeVisible();

    // Publishing needs a final quiz: the console says so, then one is added.
    await console.getByRole('button', { name: 'Publish' }).click();
    await expect(console.getByRole('alert').filter({ hasText: 'final quiz' })).toBeVisible();
    await module.getByRole('button', { name: 'Add a lesson to module 1' }).click();
    form = module.getByRole('form', { name: 'New lesson' });
    await form.getByLabel('Lesson title', { exact: true }).fill('Check yourself');
    await form.getByLabel('Kind', { exact: true }).selectOption('quiz');
    await form.getByLabel("The course's final quiz").check();
    const question = form.getByRole('group', { name: 'Question 1' });
    await question.getByLabel('Question', { exact: true }).fill('Where does your own code first appear?');
    await question.getByLabel('Option 1', { exact: true }).fill('In the first frame that names your files');
    await question.getByLabel('Option 2', { exact: true }).fill('Always at the bottom');
    await question.getByRole('radio', { name: 'Right: option 1' }).check();
    await expectNoAxeViolations(console, { exclude: ['[data-sonner-toaster]'] });
    await form.getByRole('button', { name: 'Add the lesson' }).click();
    await expect(module.getByText('Check yourself')).toBeVisible();

    await console.getByRole('button', { name: 'Publish' }).click();
    await expect(console.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(console.getByText(/In the catalogue since/)).toBeVisible();
  } finally {
    await context.close();
  }

  // A candidate searches the catalogue and finds it.
  await verifiedTalent(page.request, 'Linus Reader');
  await page.goto('/courses');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\?q=/);
  await expect(card).toContainText('Beginner');
  await expect(card).toContainText('2 lessons');
  await expect(card.getByRole('list', { name: 'Skills' })).toContainText('JavaScript');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Syllabus' })).toContainText('The top frame first');
});

test('the catalogue says when nothing matches, and keeps its filters in a link', async ({ page }) => {
  await verifiedTalent(page.request, 'Ada Filter');
  await page.goto('/courses?level=advanced&format=exercise&q=no-such-course-anywhere');
  await expect(page.getByRole('heading', { name: 'No course matches' })).toBeVisible();
  await expect(page.getByLabel('Level')).toHaveValue('advanced');
  await expect(page.getByLabel('Format')).toHaveValue('exercise');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('list', { name: 'All courses' }).getByRole('article').first()).toBeVisible();
});
