import type { BrowserContext } from '@playwright/test';
import { apiPost, appClock, csrfHeaders, expect, test, verifiedTalent } from '../fixtures';
import {
  applyToRecruiterJob,
  expectNoAxeViolationsWithoutToasts,
  JSON_HEADERS,
  RECRUITER,
} from '../lib/recruiter-applications.ts';

test.describe('recruiter-sent assessments, the console side', () => {
  let talentContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await talentContext?.close();
  });

  test('send a skill test and an interview from an application, copy a link, cancel one', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    test.setTimeout(180_000);
    talentContext = await browser.newContext({ baseURL: baseURL! });
    const talentName = `Sam Assessed ${Date.now().toString(36)}`;
    await verifiedTalent(talentContext.request, talentName);
    const login = await apiPost(page.request, '/login', RECRUITER);
    expect(login.status(), await login.text()).toBe(200);
    const { applicationId } = await applyToRecruiterJob(talentContext.request, page.request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`/recruiter/applications/${applicationId}`);
    await expect(page.getByRole('heading', { level: 1, name: talentName })).toBeVisible();
    const panel = page.getByTestId('assignments-panel');
    await expect(panel.getByText(/No tests or interviews sent yet/)).toBeVisible();
    await expectNoAxeViolationsWithoutToasts(page);

    // A skill test: the form says what is missing, then sends with the bank's pass mark.
    await panel.getByRole('button', { name: 'Send assessment' }).click();
    const dialog = page.getByRole('dialog', { name: `Send ${talentName} an assessment` });
    await dialog.getByRole('button', { name: 'Send skill test' }).click();
    await expect(dialog.getByText('Choose a test.')).toBeVisible();
    await expectNoAxeViolationsWithoutToasts(page);
    const testSelect = dialog.getByRole('combobox', { name: 'Test' });
    const slug = await testSelect.locator('option').nth(1).getAttribute('value');
    await testSelect.selectOption(slug!);
    await expect(dialog.getByRole('spinbutton', { name: 'Pass mark (%)' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Send skill test' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('assignment')).toHaveCount(1);
    await expect(panel.getByTestId('assignment').first()).toHaveAttribute('data-kind', 'skill_test');
    // The application is at Assessment now.
    await expect(page.getByText('Status: Assessment', { exact: false }).first()).toBeAttached();

    // A video interview, written here, by keyboard where it matters: the tab and the question's text.
    await panel.getByRole('button', { name: 'Send assessment' }).click();
    await dialog.getByRole('tab', { name: 'Skill test' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Video interview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill('First round, recorded');
    await dialog
      .getByRole('textbox', { name: 'Question 1 text' })
      .fill('Tell us about a project you are proud of.');
    await expectNoAxeViolationsWithoutToasts(page);
    await dialog.getByRole('button', { name: 'Send interview' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('assignment')).toHaveCount(2);

    // Newest first: the interview. Its link copies as shown.
    const interview = panel.getByRole('listitem', { name: 'First round, recorded' });
    await expect(interview).toHaveAttribute('data-kind', 'interview');
    await expect(interview.getByTestId('assignment-status')).toHaveText('Not started');
    const link = await interview.getByRole('textbox', { name: "Candidate's link" }).inputValue();
    expect(link).toMatch(/\/assessments\/[A-Za-z0-9_-]{20,}$/);
    await interview.getByRole('button', { name: 'Copy link' }).click();
    await expect(interview.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Cancel it, after saying no once.
    await interview.getByRole('button', { name: 'Cancel…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel “First round, recorded”?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(interview.getByTestId('assignment-status')).toHaveText('Not started');
    await interview.getByRole('button', { name: 'Cancel…' }).click();
    await confirm.getByRole('button', { name: 'Cancel the assessment' }).click();
    await expect(interview.getByTestId('assignment-status')).toHaveText('Cancelled');
    await expect(interview.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

    // The server agrees.
    const list = await page.request.get(`/recruiter/api/applications/${applicationId}/assignments`, {
      headers: JSON_HEADERS,
    });
    const statuses = ((await list.json()) as { data: { kind: string; status: string }[] }).data.map(
      (a) => `${a.kind}:${a.status}`,
    );
    expect(statuses).toEqual(['interview:cancelled', 'skill_test:sent']);
    await expectNoAxeViolationsWithoutToasts(page);
  });

  test('a completed interview puts the one set of move controls by its result; the shown work style is there too', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    talentContext = await browser.newContext({ baseURL: baseURL! });
    const talent = talentContext.request;
    const talentName = `Wen Worked ${Date.now().toString(36)}`;
    await verifiedTalent(talent, talentName);
    // The talent answers the work-style questionnaire and shows the result on the profile.
    const questionnaire = (await (
      await talent.get('/shared/api/work-style/questionnaire', { headers: JSON_HEADERS })
    ).json()) as { data: { version: number; items: { id: string }[] } };
    const scored = await apiPost(talent, '/shared/api/work-style/results', {
      version: questionnaire.data.version,
      answers: Object.fromEntries(questionnaire.data.items.map((item, i) => [item.id, (i % 5) + 1])),
    });
    expect(scored.status(), await scored.text()).toBe(201);
    const shown = await talent.put('/talent/api/work-style/visibility', {
      data: { visibility: 'profile' },
      headers: await csrfHeaders(talent),
    });
    expect(shown.status(), await shown.text()).toBe(200);

    const login = await apiPost(page.request, '/login', RECRUITER);
    expect(login.status(), await login.text()).toBe(200);
    const { applicationId } = await applyToRecruiterJob(talent, page.request);
    const deadline = new Date((await appClock.now(page.request)).getTime() + 3 * 86_400_000).toISOString();
    const sent = await apiPost(page.request, `/recruiter/api/applications/${applicationId}/assignments`, {
      kind: 'interview',
      title: 'Written first round',
      questions: [
        { prompt: 'Why this role?', think_seconds: 10, answer_seconds: 120, max_takes: 1, modes: ['text'] },
      ],
      rubric: [{ label: 'Clarity' }],
      deadline_at: deadline,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const token = new URL(((await sent.json()) as { data: { link: string } }).data.link).pathname.split(
      '/',
    )[2]!;

    // Before any result: the controls sit at the top, once.
    await page.goto(`/recruiter/applications/${applicationId}`);
    await expect(page.getByRole('heading', { level: 1, name: talentName })).toBeVisible();
    await expect(page.getByTestId('assignment')).toHaveAttribute('data-status', 'sent');
    await expect(page.getByRole('group', { name: 'Move the application' })).toBeVisible();
    await expect(page.getByTestId('move-rejected')).toHaveCount(1);
    await expect(page.getByTestId('assignment-decision')).toHaveCount(0);

    // The candidate answers the one written question and submits (by API; the pages have their own spec).
    const base = `/talent/api/assignments/${token}`;
    expect((await apiPost(talent, `${base}/start`, {})).status()).toBe(200);
    const session = (await (await talent.get(`${base}/interview`, { headers: JSON_HEADERS })).json()) as {
      data: { questions: { id: string }[] };
    };
    const take = (await (
      await apiPost(talent, `${base}/interview/questions/${session.data.questions[0]!.id}/takes`, {
        mode: 'text',
      })
    ).json()) as { data: { id: string } };
    const takeUrl = (step: string) => `${base}/interview/takes/${take.data.id}/${step}`;
    await apiPost(talent, takeUrl('answer'), {});
    await apiPost(talent, takeUrl('stop'), {});
    const written = await talent.put(takeUrl('recording'), {
      data: { text: 'The product, and the team across three time zones.' },
      headers: await csrfHeaders(talent),
    });
    expect(written.status(), await written.text()).toBe(200);
    expect((await apiPost(talent, takeUrl('keep'), {})).status()).toBe(200);
    expect((await apiPost(talent, `${base}/interview/submit`, {})).status()).toBe(200);

    // The page follows live: the controls move next to the result, and exist only there.
    const decision = page.getByTestId('assignment-decision');
    await expect(decision.getByRole('group', { name: 'Move after the assessment' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('group', { name: 'Move the application' })).toHaveCount(0);
    await expect(page.getByTestId('move-rejected')).toHaveCount(1);
    await expect(decision.getByTestId('move-rejected')).toBeVisible();
    await page.getByRole('button', { name: 'Move or reject by the assessment result' }).click();
    await expect(decision.locator('[data-testid^="move-"]').first()).toBeFocused();

    // The work style the candidate shows, with what it is not.
    const workStyle = page.getByRole('region', { name: 'Work style' });
    await expect(workStyle).toContainText('self-reported work-style questionnaire');
    await expect(workStyle).toContainText('not a hiring test');
    await expect(
      workStyle
        .getByRole('figure', { name: 'All five styles, each scored from 0 to 10' })
        .getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoAxeViolationsWithoutToasts(page);
  });
});
