import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiPost,
  expectNoAxeViolations,
  uniqueEmail,
  STRONG_PASSWORD,
  type Account,
} from '../fixtures';
import { csrfHeaders } from '../lib/csrf';

/*
 * The elite programme end to end: a verified talent applies through every stage (a draft resumed on another
 * device, skill credit from a badge already held, the compliance documents signed), an operator accepts in the
 * console and the candidate sees it live with the badge; and a rejection with its reason and reapply date.
 */

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
const JSON_HEADERS = { Accept: 'application/json' };

/** A profile complete enough for the programme (with the identity check: 75 %). */
const PROFILE = {
  headline: 'Frontend engineer · React and TypeScript',
  desired_role: 'Frontend engineer',
  country: 'DE',
  city: 'Berlin',
  timezone: 'Europe/Berlin',
  skills: [
    { slug: 'react', level: 'advanced', years: 6 },
    { slug: 'typescript', level: 'advanced', years: 5 },
    { slug: 'javascript', level: 'expert', years: 8 },
  ],
  experience: [{ company: 'Northwind', title: 'Senior Frontend Engineer', start_month: '2018-03' }],
  salary: { amount: 85_000, currency: 'EUR', period: 'year' },
  work_authorization: ['DE'],
  work_modes: ['remote'],
  employment_types: ['full_time'],
  availability: 'within_1_month',
  notice_period_weeks: 4,
  languages: [{ code: 'en', level: 'fluent' }],
  links: {
    github: 'https://github.com/grace-elite',
    linkedin: 'https://www.linkedin.com/in/grace-elite',
    portfolio: 'https://grace-elite.dev',
  },
};

/** A verified talent with a passed identity check, a full profile and badges covering the frontend track. */
async function eligibleTalent(request: APIRequestContext, name: string): Promise<Account> {
  const account = { name, email: uniqueEmail('elite'), password: STRONG_PASSWORD };
  const created = await apiPost(request, '/__test/users', { ...account, identity_verified: true });
  expect(created.status(), await created.text()).toBe(201);
  const profile = await request.patch('/talent/api/profile', {
    data: PROFILE,
    headers: await csrfHeaders(request),
  });
  expect(profile.status(), await profile.text()).toBe(200);
  for (const [slug, skillName] of [
    ['react', 'React'],
    ['typescript', 'TypeScript'],
  ] as const) {
    const badge = await apiPost(request, '/__test/badges', {
      skill_slug: slug,
      skill_name: skillName,
      level: 'advanced',
    });
    expect(badge.status(), await badge.text()).toBe(201);
  }
  return account;
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await apiPost(request, '/login', { email: account.email, password: account.password });
  expect(response.status(), await response.text()).toBe(200);
}

const MOTIVATION =
  'I have built design systems and checkout flows used by millions, and I want clients who care about craft as much as I do.';

async function sendForReview(page: Page) {
  await page.goto('/elite/onboarding');
  const send = page.getByRole('button', { name: 'Send for review' });
  await expect(send).toBeEnabled();
  await send.click();
  // Sent: the outcome page says it is with us now.
  await expect(page).toHaveURL(/\/elite\/onboarding\/completed$/);
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
}

test('a verified talent applies through every stage, an operator accepts, and the decision and badge arrive live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const talent = await eligibleTalent(page.request, 'Grace Elite');

  // The programme's page: what it gives and asks, every stage with its criteria, and eligibility met.
  await page.goto('/elite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Contract and compliance').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/elite\/onboarding\/forms\/join-elite$/);

  // Join: the profile filled most of it; the motivation autosaves as a draft on the server.
  await expect(page.getByLabel('Track')).toBeVisible();
  await page.getByLabel('Track').selectOption('frontend');
  await page.getByLabel('Why do you want to join?').fill(MOTIVATION);
  await expect(page.getByText(/^Saved \d/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Another device picks up the draft where it was.
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await signIn(otherPage.request, talent);
  await otherPage.goto('/elite/onboarding/forms/join-elite');
  await expect(otherPage.getByLabel('Why do you want to join?')).toHaveValue(MOTIVATION);
  await other.close();

  await page.getByRole('checkbox', { name: /I agree that Borderless reviews these forms/ }).check();
  await page.getByRole('button', { name: 'Continue to work preferences' }).click();

  // Work preferences: the time zone, countries and rate come from the profile; the rest is asked.
  await expect(page).toHaveURL(/\/elite\/onboarding\/forms\/work-preference$/);
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByLabel('Hours per week').fill('40');
  await page.getByLabel("Hours of overlap you offer with the client's day").fill('4');
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Earliest start date').fill(start);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save work preferences' }).click();
  await expect(page).toHaveURL(/\/elite\/onboarding$/);

  // Skill assessments: the badges already held cover the track, nothing to retake.
  await page.goto('/elite/onboarding/forms/skill-assessments');
  await expect(page.locator('[data-layout="assessments"]')).toBeVisible();
  await expect(page.getByText(/Covered by your React badge/)).toBeVisible();
  await expect(page.getByText(/Covered by your TypeScript badge/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Contract and compliance: details checked against the verified name, four documents signed with their hash.
  await page.goto('/elite/onboarding/forms/contract-compliance');
  await expect(page.getByLabel('Full legal name')).toHaveValue('Grace Elite');
  await page.getByLabel('Tax identification number').fill('DE12345678901');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Street and number').fill('Torstraße 1');
  await page.getByRole('radio', { name: 'Wise' }).check();
  await page.getByLabel('Wise account email').fill('grace@example.com');
  await expect(page.getByText('You live outside the US and sign as an individual: W-8BEN.')).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByLabel('Type your full legal name to sign')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Type your full legal name to sign').fill('Grace Elite');
  await page.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }).check();
  await page.getByRole('button', { name: 'Sign 4 documents' }).click();
  await expect(
    page.getByRole('heading', { name: /Signed\. Your contract and compliance step is done/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // Each signed PDF carries the SHA-256 of the exact text read; the server proves the text is what was signed.
  const documents = (await (
    await page.request.get('/talent/api/elite/compliance/documents', { headers: JSON_HEADERS })
  ).json()) as {
    data: { documents: { text: string; sha256: string; signature: { pdf_url: string } | null }[] };
  };
  expect(documents.data.documents).toHaveLength(4);
  const pdf = await page.request.get(documents.data.documents[0]!.signature!.pdf_url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const tampered = documents.data.documents[0]!.text.replace('Grace Elite', 'Grace Elitf');
  const verify = async (text: string) =>
    (
      (await (await apiPost(page.request, '/talent/api/elite/compliance/verify', { text })).json()) as {
        data: { matches: boolean };
      }
    ).data.matches;
  expect(await verify(documents.data.documents[0]!.text)).toBe(true);
  expect(await verify(tampered)).toBe(false);

  // The tracker: the four stages done, sent for review.
  await page.goto('/elite/onboarding');
  await expect(page.getByRole('list', { name: 'Stages of your application' })).toBeVisible();
  await expectNoAxeViolations(page);
  await sendForReview(page);
  await expectNoAxeViolations(page);

  // The operator reviews in the console and accepts.
  const console = await browser.newContext({ baseURL: baseURL! });
  const operatorPage = await console.newPage();
  await signIn(operatorPage.request, OPERATOR);
  await operatorPage.goto('/recruiter/elite-reviews');
  await operatorPage
    .getByRole('link', { name: /Grace Elite/ })
    .first()
    .click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: /Grace Elite/ })).toBeVisible();
  await expect(operatorPage.getByRole('region', { name: 'Contract and compliance' })).toBeVisible();
  await expectNoAxeViolations(operatorPage);
  const decision = operatorPage.getByRole('region', { name: 'Decision' });
  await decision.getByRole('radio', { name: /Accept/ }).check();
  await decision
    .getByLabel('Reason')
    .fill('Strong React and TypeScript, a clear portfolio, everything signed.');
  await decision.getByRole('button', { name: 'Review and send' }).click();
  await operatorPage
    .getByRole('dialog', { name: 'Accept Grace Elite?' })
    .getByRole('button', { name: 'Accept' })
    .click();

  // Live, without a reload: the candidate is a member, with the badge on the outcome page and the profile.
  await expect(page.getByText('You are an elite member')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Elite · Frontend').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/profile');
  await expect(page.getByText('Elite · Frontend')).toBeVisible();
  await console.close();
});

test('a rejection shows its reason, what would close the gap and the reapply date', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await eligibleTalent(page.request, 'Rex Elite');
  // The forms through the API (the first test walks them in the browser).
  const api = '/talent/api/elite/application';
  for (const [path, body] of [
    [
      `${api}/forms/join/submit`,
      {
        track: 'frontend',
        years_experience: 7,
        top_skills: ['React', 'TypeScript', 'JavaScript'],
        portfolio_url: '',
        github_url: 'https://github.com/rex-elite',
        english_level: 'professional',
        motivation: MOTIVATION,
        availability: 'within_1_month',
        consent_to_vetting: true,
      },
    ],
    [
      `${api}/forms/work-preference/submit`,
      {
        engagement_types: ['full_time'],
        hours_per_week: 40,
        timezone: 'Europe/Berlin',
        min_overlap_hours: 4,
        min_rate: { amount: 70, currency: 'EUR', period: 'hour' },
        work_countries: ['DE'],
        industries: [],
        company_sizes: [],
        earliest_start: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        notice_period_weeks: 4,
      },
    ],
  ] as const) {
    const response = await apiPost(page.request, path, body);
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  }
  const compliance = '/talent/api/elite/compliance';
  const details = await apiPost(page.request, `${compliance}/details`, {
    legal_name: 'Rex Elite',
    tax_residence: 'DE',
    us_person: false,
    entity_type: 'individual',
    tax_id: 'DE98765432109',
    date_of_birth: '1988-02-02',
    address: { line1: 'Torstraße 2', city: 'Berlin', country: 'DE' },
    payout_method: 'wise',
    payout_account: 'rex@example.com',
  });
  expect(details.status(), await details.text()).toBe(200);
  const bundle = (
    (await (await page.request.get(`${compliance}/documents`, { headers: JSON_HEADERS })).json()) as {
      data: { bundle_sha256: string };
    }
  ).data.bundle_sha256;
  const signed = await apiPost(page.request, `${compliance}/sign`, {
    typed_name: 'Rex Elite',
    consent_electronic: true,
    bundle_sha256: bundle,
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const sent = await apiPost(page.request, `${api}/submit`, {});
  expect(sent.status(), await sent.text()).toBe(200);
  const applicationId = ((await sent.json()) as { data: { id: string } }).data.id;

  // The operator rejects with a reason, the test that would close the gap and a reapply date.
  const operatorRequest = await browser.newContext({ baseURL: baseURL! });
  await signIn(operatorRequest.request, OPERATOR);
  const reapply = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const rejected = await apiPost(
    operatorRequest.request,
    `/shared/api/operator/elite-reviews/${applicationId}/decision`,
    {
      outcome: 'rejected',
      reason: 'Your React is strong, but the track needs JavaScript fundamentals at the advanced level.',
      reapply_at: reapply,
      gap_tests: ['javascript'],
    },
  );
  expect(rejected.status(), await rejected.text()).toBe(200);
  await operatorRequest.close();

  await page.goto('/elite/onboarding/completed');
  await expect(page.getByText('Not accepted this time')).toBeVisible();
  await expect(page.getByText(/the track needs JavaScript fundamentals/)).toBeVisible();
  await expect(page.getByRole('link', { name: /JavaScript/ }).first()).toHaveAttribute('href', /javascript/);
  await expectNoAxeViolations(page);

  // The programme's page says when a new application may start, and offers none before.
  await page.goto('/elite');
  await expect(page.getByText(/You may apply again from \d+ \w+ \d{4}/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Start/ })).toHaveCount(0);
});
