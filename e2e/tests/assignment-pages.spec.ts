import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { apiPost, appClock, csrfHeaders, expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { fakeMediaBrowser } from '../lib/browser.ts';
import { minimalPdf } from '../lib/pdf.ts';

/*
 * The candidate's four token pages (features/assignments), each opened for real assignments and checked with axe,
 * plus one interview answered end to end with Chromium's fake camera. The demo seed has no assignment yet, so a fresh
 * talent applies to a seeded recruiter's job and that recruiter sends a skill test and an interview through the API.
 * (The cross-role story, recruiter console included, is the integrator's assignment-candidate.spec.ts.)
 */

test.use(fakeMediaBrowser(['camera', 'microphone']));

const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026' };
const JSON_HEADERS = { Accept: 'application/json' };

async function recruiterSession(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await apiPost(context, '/login', RECRUITER);
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** The talent applies to the first of the recruiter's open jobs that takes the application. */
async function apply(talent: APIRequestContext, recruiter: APIRequestContext): Promise<string> {
  const jobs = await recruiter.get('/recruiter/api/jobs?status=open', { headers: JSON_HEADERS });
  const list = ((await jobs.json()) as { data: { id: string }[] }).data;
  const uploaded = await talent.post('/talent/api/files', {
    multipart: {
      kind: 'resume',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
    headers: await csrfHeaders(talent),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const resumeId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  for (const { id } of list) {
    const detail = await talent.get(`/talent/api/jobs/${id}`, { headers: JSON_HEADERS });
    if (detail.status() !== 200) continue;
    const job = (
      (await detail.json()) as {
        data: {
          status: string;
          application: unknown;
          screener_questions: { id: string; kind: string; knockout: unknown }[];
        };
      }
    ).data;
    if (job.status !== 'open' || job.application) continue;
    const answers = job.screener_questions.map((q) => ({
      question_id: q.id,
      value:
        q.kind === 'yes_no'
          ? ((q.knockout as { expect?: boolean } | null)?.expect ?? true)
          : q.kind === 'number'
            ? Math.min(100, ((q.knockout as { min?: number } | null)?.min ?? 0) + 2)
            : 'Years of shipping web apps.',
    }));
    const submitted = await apiPost(talent, `/talent/api/jobs/${id}/applications`, {
      resume_file_id: resumeId,
      answers,
      cover_note: 'Happy to take a test.',
    });
    if (submitted.status() === 201) return ((await submitted.json()) as { data: { id: string } }).data.id;
  }
  throw new Error('could not apply to any open job of the recruiter');
}

async function send(recruiter: APIRequestContext, applicationId: string, body: Record<string, unknown>) {
  const response = await apiPost(recruiter, `/recruiter/api/applications/${applicationId}/assignments`, body);
  expect(response.status(), await response.text()).toBe(201);
  const link = ((await response.json()) as { data: { link: string } }).data.link;
  return new URL(link).pathname.split('/')[2]!;
}

async function setUp(page: Page, baseURL: string) {
  const recruiter = await recruiterSession(baseURL);
  const applicationId = await apply(page.request, recruiter);
  const options = (await (
    await recruiter.get('/recruiter/api/assignment-options', { headers: JSON_HEADERS })
  ).json()) as {
    data: { tests: { slug: string }[] };
  };
  const deadline = new Date((await appClock.now(recruiter)).getTime() + 3 * 24 * 3600_000).toISOString();
  const testToken = await send(recruiter, applicationId, {
    kind: 'skill_test',
    test_slug: options.data.tests[0]!.slug,
    pass_mark_percent: 60,
    deadline_at: deadline,
    message: 'Please take this short test before our call.',
  });
  const interviewToken = await send(recruiter, applicationId, {
    kind: 'interview',
    title: 'First conversation',
    questions: [
      {
        prompt: 'Tell us about a project you are proud of.',
        think_seconds: 20,
        answer_seconds: 60,
        max_takes: 2,
        modes: ['video', 'audio', 'text'],
      },
    ],
    rubric: [{ label: 'Clarity' }],
    deadline_at: deadline,
  });
  await recruiter.dispose();
  return { testToken, interviewToken };
}

test('the token pages, the printable copy, a bad link, and one interview answered with the fake camera', async ({
  page,
  talent,
  baseURL,
}) => {
  test.setTimeout(120_000);
  void talent;
  const { testToken, interviewToken } = await setUp(page, baseURL!);

  // The skill test's page: what, how long, what is recorded, who sees it, the deadline; accommodations; start.
  await page.goto(`/assessments/${testToken}`);
  await expect(page.getByText('Please take this short test before our call.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take the test' })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await page.getByRole('button', { name: 'Ask for an accommodation' }).click();
  await page.getByRole('radio', { name: 'Extra time' }).check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Choose how much more time.')).toBeVisible();
  await page.getByRole('radio', { name: '50 % more' }).check();
  await page.getByLabel('Note for the recruiter (optional)').fill('I read more slowly on screens.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText(/Extra time: 50 % more — Waiting for the recruiter/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Printable copy of the instructions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Instructions:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A result before there is one, and a link that is not valid for this account.
  await page.goto(`/assessments/${testToken}/result`);
  await expect(page.getByRole('heading', { level: 1, name: 'No result yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/assessments/not-a-real-token/result');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The interview: start, device check, one take, keep, submit, result.
  await page.goto(`/assessments/${interviewToken}`);
  await page.getByRole('button', { name: 'Go to the interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${interviewToken}/start-interview$`));
  await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
  await expect(page.getByText('We can see you.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Skip practice and begin' }).click();
  await page.getByRole('button', { name: 'Show the question' }).click();
  await expect(page.getByText('Tell us about a project you are proud of.')).toBeVisible();
  await expect(page.getByText('Think time', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start answering now' }).click();
  await expect(page.getByText('Recording · time left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeFocused();
  // Two seconds of the fake camera's picture and beep, measured by the answer's own countdown.
  await expect(page.getByText(/^0:5[0-8]$/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByRole('button', { name: 'Keep this answer' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('video[controls]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep this answer' }).click();
  await expect(page.getByRole('heading', { name: 'All questions answered' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${interviewToken}/result$`));
  await expect(page.getByRole('heading', { name: 'What the recruiter sees' })).toBeVisible();
  await expect(page.getByText('Not seen by the recruiter yet')).toBeVisible();
  await expect(page.getByRole('table', { name: /Every take recorded/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Deleting on request asks first.
  await page.getByRole('button', { name: 'Delete my recordings' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete every recording?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete now' }).click();
  await expect(page.getByText(/Every recording and written answer was deleted/)).toBeVisible();
});

test('a take interrupted by a reload says it counts, is discarded, and the next take is offered', async ({
  page,
  talent,
  baseURL,
}) => {
  test.setTimeout(120_000);
  void talent;
  const { interviewToken } = await setUp(page, baseURL!);
  await page.goto(`/assessments/${interviewToken}`);
  await page.getByRole('button', { name: 'Go to the interview' }).click();
  await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
  await page.getByRole('button', { name: 'Skip practice and begin' }).click();
  await page.getByRole('button', { name: 'Show the question' }).click();
  await page.getByRole('button', { name: 'Start answering now' }).click();
  await expect(page.getByText('Recording · time left')).toBeVisible();

  // The page reloads mid-recording: the recording is gone, the take is still answering on the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
  await page.getByRole('button', { name: 'Continue the interview' }).click();
  const interrupted = page.getByTestId('interrupted-take');
  await expect(interrupted).toContainText(
    'This take was interrupted before it was saved; it counts as one of your takes. You have 1 left.',
  );
  const discard = page.getByRole('button', { name: 'Discard it and record again' });
  await expectNoAxeViolations(page);
  await discard.click();
  await expect(page.getByRole('button', { name: 'Start the next take' })).toBeFocused();
  await expect(page.getByText('1 of 2 takes left')).toBeVisible();
  await expect(interrupted).toHaveCount(0);
});
