import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  findMailLink,
  signUpThroughForm,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedTalent,
  VERIFY_LINK,
} from '../fixtures';

const SCREENS = 7;
// sonner's toasts are checked where they are built, not on every page that raises one (as in pipeline.spec.ts).
const TOASTER = '[data-sonner-toaster]';
const LIKERT = ['Strongly disagree', 'Disagree', 'Neither', 'Agree', 'Strongly agree'];

/** A picture of the state for the reviewer (kept in the test's output folder). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * Answers the statements on the current screen: `answer(n)` picks the label for statement n (1-based, in the
 * order shown). The statements take turns over the five styles, so n % 5 says which style a statement is about.
 */
async function answerScreen(page: Page, answer: (n: number) => string) {
  const groups = page.locator('fieldset');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const n = Number((await group.locator('legend').innerText()).match(/^(\d+)\./)![1]);
    await group.getByLabel(answer(n), { exact: true }).check();
  }
}

async function answerAll(page: Page, answer: (n: number) => string, from = 1) {
  for (let screen = from; screen <= SCREENS; screen++) {
    await expect(page.getByRole('heading', { name: `Screen ${screen} of ${SCREENS}` })).toBeVisible();
    await answerScreen(page, answer);
    await page.getByRole('button', { name: screen === SCREENS ? 'See my result' : 'Next' }).click();
  }
}

// Every fifth statement is about working with people: agreeing strongly with those and staying neutral on the
// rest puts Connector first (8.6) and, among the ties at 5.0, Originator second.
const peopleFirst = (n: number) => (n % 5 === 0 ? 'Strongly agree' : 'Neither');

test('a guest takes the questionnaire, signs up, and finds the result on the new profile', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/assessments/gc-index');
  await expect(page.getByRole('heading', { level: 1, name: 'Work-style questionnaire' })).toBeVisible();
  await expect(page.getByText(/not the GC Index and not a hiring test/)).toBeVisible();
  await expect(page.getByText(/about \d+ minutes/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '1-intro');

  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  await expect(page.getByRole('heading', { name: `Screen 1 of ${SCREENS}` })).toBeFocused();

  // Next with nothing answered: each statement says so, and the focus goes to the first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Answer every statement on this screen to go on.')).toBeVisible();
  await expect(page.getByText('Choose an answer for this statement.')).toHaveCount(5);
  await expect(page.locator('fieldset').first().getByLabel(LIKERT[0]!, { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, '2-unanswered');

  await answerScreen(page, peopleFirst);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: `Screen 2 of ${SCREENS}` })).toBeFocused();
  await answerScreen(page, peopleFirst);
  await expect(page.getByRole('progressbar', { name: 'Statements answered' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  await expectNoAxeViolations(page);
  await shot(page, '3-questions');

  // A reload loses nothing: the same screen, the same answers.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Screen 2 of ${SCREENS}` })).toBeVisible();
  await expect(page.getByText('10 of 35 answered')).toBeVisible();
  await expect(page.locator('fieldset').nth(4).getByLabel('Strongly agree', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await answerAll(page, peopleFirst, 3);

  // The result: the top two explained, all five as bars with their numbers.
  await expect(page.getByRole('heading', { name: 'Your work style' })).toBeFocused();
  const top = page.getByRole('heading', { level: 3 });
  await expect(top.nth(0)).toHaveText('Connector');
  await expect(top.nth(1)).toHaveText('Originator');
  const bars = page.getByRole('figure');
  await expect(bars.getByRole('listitem')).toHaveText([
    /Originator \(New ideas\)\s*5\.0 \/ 10/,
    /Navigator \(Strategy\)\s*5\.0 \/ 10/,
    /Builder \(Delivery\)\s*5\.0 \/ 10/,
    /Refiner \(Polishing\)\s*5\.0 \/ 10/,
    /Connector \(People\)\s*8\.6 \/ 10/,
  ]);
  await expectNoAxeViolations(page);
  await shot(page, '4-guest-result');

  // Save it: sign up (no session yet), then the mailed link signs in and the app claims the result once.
  await page.getByRole('button', { name: 'Save to a free profile' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = uniqueEmail('work-style');
  await signUpThroughForm(page, { name: 'Wendy Style', email, password: STRONG_PASSWORD });
  const link = await findMailLink(page.request, email, VERIFY_LINK);
  await page.goto(link);
  await expect(page.getByText(/Your work-style result is saved on your profile/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('talent:work-style:pending-claim:v1')))
    .toBeNull();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Work style', exact: true });
  await expect(section.getByRole('heading', { name: 'Connector' })).toBeVisible();
  await expect(section.getByText('8.6')).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Show on my profile' })).not.toBeChecked();
  await expectNoAxeViolations(page, { exclude: [TOASTER] });
  await shot(page, '5-profile-after-signup');

  // The same result on the signed-in page; the guest page now leads there.
  await page.goto('/assessments/gc-index');
  await expect(page).toHaveURL(/\/work-style$/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Connector');
});

test('a signed-in candidate takes it, shows it on the profile, hides it again and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedTalent(page.request, 'Sam Signed');
  await page.goto('/work-style');
  await expect(page.getByRole('heading', { level: 1, name: 'Work-style questionnaire' })).toBeVisible();
  await expect(page.getByText(/saved on your profile, private/)).toBeVisible();
  await page.getByRole('button', { name: 'Start the questionnaire' }).click();
  await answerAll(page, () => 'Neither');
  await expect(page.getByRole('heading', { name: 'Your work style' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Originator', 'Navigator']);

  const toggle = page.getByRole('switch', { name: 'Show on my profile' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Private: only you see it.')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [TOASTER] });
  await shot(page, '6-signed-in-private');
  await toggle.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page.getByText(/^Shown: recruiters you apply to see/)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [TOASTER] });
  await shot(page, '7-signed-in-shown');

  await page.getByRole('link', { name: 'See it on my profile' }).click();
  const section = page.getByRole('region', { name: 'Work style', exact: true });
  await expect(section.getByRole('switch', { name: 'Show on my profile' })).toBeChecked();
  await section.getByRole('switch', { name: 'Show on my profile' }).click();
  await expect(section.getByRole('switch', { name: 'Show on my profile' })).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Work style', exact: true }).getByRole('switch'),
  ).not.toBeChecked();

  await page.goto('/work-style');
  await page.getByRole('button', { name: 'Delete result' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start the questionnaire' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work style', exact: true })).toHaveCount(0);
});
