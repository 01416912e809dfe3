import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Attempt } from '@talent/contract/assessments';
import { apiPost, csrfHeaders, expect, test, verifiedTalent } from '../fixtures.ts';
import { fakeMediaBrowser } from '../lib/browser.ts';
import {
  applyToRecruiterJob,
  expectNoAxeViolationsWithoutToasts,
  JSON_HEADERS,
  RECRUITER,
} from '../lib/recruiter-applications.ts';
import { rightAnswer } from '../lib/skill-test.ts';

/*
 * Recruiter-sent assessments across both roles, each in a browser of its own and each seeing the other live: the
 * recruiter sends from the applicant page (console UI), the candidate — already on "My assessments" — sees it
 * arrive, takes it, and the recruiter's panel follows without a reload. One test per kind (a skill test, then a
 * two-question video interview on Chromium's fake camera, resumed after the tab was closed), each with its own
 * fresh talent and application, so they run beside the other specs. The single pages in detail are in
 * assignment-pages.spec.ts (candidate) and recruiter-assignments.spec.ts (console).
 */

test.use(fakeMediaBrowser(['camera', 'microphone']));
test.describe.configure({ mode: 'parallel' });

/** The recruiter's browser: its own cookie jar, signed in, with its page errors collected. */
async function recruiterBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const response = await apiPost(context.request, '/login', RECRUITER);
  expect(response.status(), await response.text()).toBe(200);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, errors };
}

/** Waits for the page's live connection, so what the other side does can arrive without a reload. */
async function waitConnected(page: Page) {
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected', {
    timeout: 15_000,
  });
}

/** The candidate on "My assessments", nothing assigned yet, listening live. */
async function waitOnMyAssessments(page: Page) {
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'My assessments' })).toBeVisible();
  await expect(page.getByText(/^Nothing assigned\./)).toBeVisible();
  await waitConnected(page);
}

async function openApplicant(recruiter: Page, applicationId: string, talentName: string): Promise<Locator> {
  await recruiter.goto(`/recruiter/applications/${applicationId}`);
  await expect(recruiter.getByRole('heading', { level: 1, name: talentName })).toBeVisible();
  await waitConnected(recruiter);
  return recruiter.getByTestId('assignments-panel');
}

/** The candidate's side of "it arrived": the bell counts it and the assigned list shows it, with no reload. */
async function expectArrived(page: Page, title: string) {
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${title}` })).toBeVisible();
}

/**
 * One recorded take on the question on screen: the question shown, answering started before the think time ends,
 * two seconds of the fake camera's picture and beep (read from the answer's own countdown, 30 s at the start), stop.
 */
async function recordTake(page: Page) {
  await page.getByRole('button', { name: /^(Show the question|Start the next take)$/ }).click();
  await page.getByRole('button', { name: 'Start answering now' }).click();
  await expect(page.getByText('Recording · time left')).toBeVisible();
  await expect(page.getByText(/^0:(2[0-8]|1\d)$/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();
}

/** Question `n` of the interview form: its text, 10 s to think and the 30 s minimum to answer. */
async function writeQuestion(dialog: Locator, n: number, prompt: string) {
  const question = dialog.getByTestId('interview-question').nth(n - 1);
  await question.getByRole('textbox', { name: `Question ${n} text` }).fill(prompt);
  await question.getByRole('spinbutton', { name: 'Think time (s)' }).fill('10');
  await question.getByRole('spinbutton', { name: 'Answer time (s)' }).fill('30');
  await expect(question.getByRole('checkbox', { name: 'Video' })).toBeChecked();
}

test.describe('recruiter-sent assessments, recruiter and candidate side by side', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('a skill test: sent from the console, arrives live, taken with a reload mid-way, result live, moved on', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const talentName = `Tess Tested ${Date.now().toString(36)}`;
    await verifiedTalent(page.request, talentName);
    const recruiter = await recruiterBrowser(browser, baseURL!);
    contexts.push(recruiter.context);
    const { applicationId } = await applyToRecruiterJob(page.request, recruiter.context.request);
    await waitOnMyAssessments(page);

    // The recruiter sends a test of the bank from the applicant page.
    const r = recruiter.page;
    const panel = await openApplicant(r, applicationId, talentName);
    await panel.getByRole('button', { name: 'Send assessment' }).click();
    const dialog = r.getByRole('dialog', { name: `Send ${talentName} an assessment` });
    const testSelect = dialog.getByRole('combobox', { name: 'Test' });
    await testSelect.selectOption((await testSelect.locator('option').nth(1).getAttribute('value'))!);
    await expect(dialog.getByRole('spinbutton', { name: 'Pass mark (%)' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Send skill test' }).click();
    await expect(dialog).toBeHidden();
    const card = panel.getByTestId('assignment');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('assignment-status')).toHaveText('Not started');
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    expect(title).not.toBe('');

    // The candidate, who never reloaded, sees it arrive.
    await expectArrived(page, title);
    await expectNoAxeViolationsWithoutToasts(page);
    await page.getByRole('link', { name: `Open ${title}` }).click();
    await expect(page).toHaveURL(/\/assessments\/[A-Za-z0-9_-]{20,}$/);
    const assessmentPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Take the test' }).click();
    await expect(page).toHaveURL(/\/skill-center\/tests\/[a-z0-9-]+/);
    await expect(card.getByTestId('assignment-status')).toHaveText('In progress');

    // The attempt the link started, resumed from the test's page.
    await page.getByRole('button', { name: /Resume the test/ }).click();
    await expect(page.getByRole('heading', { name: /^Task 1 of \d+/ })).toBeVisible();
    const attemptId = new URL(page.url()).searchParams.get('attempt')!;
    expect(attemptId).toBeTruthy();
    const served = (await (
      await page.request.get(`/talent/api/assessment-attempts/${attemptId}`, { headers: JSON_HEADERS })
    ).json()) as { data: Attempt };
    const items = served.data.items;
    const half = Math.ceil(items.length / 2);

    // The right answers, saved the way the page saves them: half now, a reload, then the rest.
    const save = async (item: Attempt['items'][number]) => {
      const saved = await page.request.put(
        `/talent/api/assessment-attempts/${attemptId}/answers/${item.id}`,
        { data: { answer: rightAnswer(item) }, headers: await csrfHeaders(page.request) },
      );
      expect(saved.status(), await saved.text()).toBe(200);
    };
    for (const item of items.slice(0, half)) await save(item);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Task 1 of \d+/ })).toBeVisible();
    for (let index = 0; index < half; index++)
      await expect(
        page.getByRole('button', { name: new RegExp(`^Task ${index + 1}: answered`) }),
      ).toBeVisible();
    for (const item of items.slice(half)) await save(item);
    await page.reload();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Task ${items.length}: answered`) }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Submit the test' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit the test?' });
    await expect(submit.getByText('Every task has an answer.')).toBeVisible();
    await submit.getByRole('button', { name: 'Submit now' }).click();
    await expect(page).toHaveURL(/\/skill-center\/tests\/[a-z0-9-]+\/result\?attempt=/);

    // The recruiter's panel, never reloaded, shows the result against the pass mark.
    await expect(card.getByTestId('assignment-status')).toHaveText('Completed');
    const result = card.getByTestId('assignment-result');
    // The score first, then the recruiter's pass mark.
    await expect(result.getByRole('definition').first()).toHaveText('100%');
    await expect(result.getByText('Passed', { exact: true })).toBeVisible();
    await expect(result.getByRole('table', { name: 'Score by topic' })).toBeVisible();
    await expectNoAxeViolationsWithoutToasts(r);

    // And moves the application on, from beside the result.
    const decision = card.getByRole('group', { name: 'Move after the assessment' });
    await decision.getByRole('button', { name: 'Move to interviewing' }).click();
    const move = r.getByRole('dialog', { name: `Move ${talentName} to interviewing?` });
    await move.getByRole('button', { name: 'Move to interviewing' }).click();
    await expect(move).toBeHidden();
    await expect(r.getByText('Status: Interviewing').first()).toBeAttached();

    // The candidate's link now says it is done (and it has left the open list).
    await page.goto(assessmentPath);
    await expect(page.getByText('You completed this assessment.')).toBeVisible();
    expect(recruiter.errors).toEqual([]);
  });
  test('a video interview: sent from the console, practised, question 1 kept, tab closed, resumed at question 2 with a retake, watched and rated live, rejected', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, four recordings and their uploads, axe: about a minute alone, twice that on a busy machine.
    test.setTimeout(240_000);
    const talentName = `Vic Video ${Date.now().toString(36)}`;
    await verifiedTalent(page.request, talentName);
    const recruiter = await recruiterBrowser(browser, baseURL!);
    contexts.push(recruiter.context);
    const { applicationId } = await applyToRecruiterJob(page.request, recruiter.context.request);
    await waitOnMyAssessments(page);

    // The recruiter writes a two-question interview (video allowed, two takes each) with the default rubric.
    const r = recruiter.page;
    const panel = await openApplicant(r, applicationId, talentName);
    await panel.getByRole('button', { name: 'Send assessment' }).click();
    const dialog = r.getByRole('dialog', { name: `Send ${talentName} an assessment` });
    await dialog.getByRole('tab', { name: 'Video interview' }).click();
    const title = `Recorded round ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await writeQuestion(dialog, 1, 'Tell us about a project you are proud of.');
    await dialog.getByRole('button', { name: 'Add a question' }).click();
    await writeQuestion(dialog, 2, 'How do you decide what to test first?');
    await dialog.getByRole('button', { name: 'Send interview' }).click();
    await expect(dialog).toBeHidden();
    const card = panel.getByRole('listitem', { name: title });
    await expect(card.getByTestId('assignment-status')).toHaveText('Not started');

    // The candidate sees it arrive, opens it and starts: the recruiter sees the start live.
    await expectArrived(page, title);
    await page.getByRole('link', { name: `Open ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'The questions' })).toBeVisible();
    const interviewPath = `${new URL(page.url()).pathname}/start-interview`;
    await page.getByRole('button', { name: 'Go to the interview' }).click();
    await expect(page).toHaveURL(new RegExp(`${interviewPath}$`));
    await expect(card.getByTestId('assignment-status')).toHaveText('In progress');

    // Device check, one practice take (never sent), then question 1, kept.
    await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await expect(page.getByText('We can see you.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Try a practice question' }).click();
    await expect(page.getByRole('heading', { name: 'Practice question' })).toBeVisible();
    await recordTake(page);
    await page.getByRole('button', { name: 'Done practising' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await recordTake(page);
    await expect(page.locator('video[controls]')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Keep this answer' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();

    // The tab is closed; a new one on the link resumes at question 2 with the devices turned on again.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(interviewPath);
    await expect(again.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(again.getByText(/continue at question 2\./)).toBeVisible();
    await again.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await expect(again.getByText('We can see you.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsWithoutToasts(again);
    await again.getByRole('button', { name: 'Continue the interview' }).click();
    await expect(again.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await expect(again.getByText('2 of 2 takes left')).toBeVisible();

    // A take thrown away, then a second one kept; submit.
    await recordTake(again);
    await again.getByRole('button', { name: 'Record again (1 take left)' }).click();
    await expect(again.getByText('1 of 2 takes left')).toBeVisible();
    await recordTake(again);
    await again.getByRole('button', { name: 'Keep this answer' }).click();
    await expect(again.getByRole('heading', { name: 'All questions answered' })).toBeVisible();
    await again.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(again).toHaveURL(new RegExp(`${interviewPath.replace('/start-interview', '')}/result$`));
    await expect(again.getByText('Not seen by the recruiter yet')).toHaveCount(2);

    // The recruiter's panel, never reloaded: complete, two answers to watch; the second took both takes.
    await expect(card.getByTestId('assignment-status')).toHaveText('Completed');
    const answers = card.getByTestId('interview-review').getByRole('listitem');
    await expect(answers).toHaveCount(2);
    await expect(answers.nth(0)).toContainText('1 of 2 takes used');
    await expect(answers.nth(1)).toContainText('2 of 2 takes used');
    await expect(card.getByText('Not watched yet')).toHaveCount(2);
    await expectNoAxeViolationsWithoutToasts(r);

    // Playing the first answer marks it watched, for the recruiter and, live, on the candidate's result page.
    await card.getByLabel('Video answer to question 1').evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect(answers.nth(0)).toContainText(/Watched \S/);
    await expect(answers.nth(0)).not.toContainText('Not watched yet');
    await expect(again.getByText('Watched by the recruiter')).toHaveCount(1);
    await expect(again.getByText('Not seen by the recruiter yet')).toHaveCount(1);

    // Each answer rated against every criterion of the rubric.
    for (const [index, score] of [4, 3].entries()) {
      const form = answers.nth(index).getByRole('form', { name: `Rate the answer to question ${index + 1}` });
      const criteria = form.getByRole('group');
      expect(await criteria.count()).toBeGreaterThan(0);
      for (const criterion of await criteria.all()) {
        await criterion.locator('label', { hasText: new RegExp(`^${score}$`) }).click();
        await expect(criterion.getByRole('radio', { name: `${score} of 5` })).toBeChecked();
      }
      await form.getByRole('textbox', { name: /^Note/ }).fill(`Answer ${index + 1}: solid, specific.`);
      await form.getByRole('button', { name: 'Save rating' }).click();
      await expect(form.getByText(/^Rated .+ by /)).toBeVisible();
    }
    // Rating also counts as having seen the second answer.
    await expect(card.getByText('Not watched yet')).toHaveCount(0);

    // Then rejects, from beside the review.
    const decision = card.getByRole('group', { name: 'Move after the assessment' });
    await decision.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = r.getByRole('dialog', { name: `Reject ${talentName}?` });
    await reject.getByRole('radio', { name: 'Seniority' }).check();
    await reject.getByRole('button', { name: 'Reject application' }).click();
    await expect(reject).toBeHidden();
    await expect(r.getByText('Status: Rejected').first()).toBeAttached();
    expect(recruiter.errors).toEqual([]);
  });
});
