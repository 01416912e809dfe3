import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  apiPost,
  appClock,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  test,
  verifiedTalent,
} from '../fixtures';
import { minimalPdf } from '../lib/pdf';

// The seeded recruiter login (apps/server/src/seed/seed.ts, DEMO_ACCOUNTS.recruiter); not a demo recruiter, so
// nothing moves by itself. Each test has its own fresh talent and application, so they may run side by side.
const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026' };
const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
const JSON_HEADERS = { Accept: 'application/json' };

interface Question {
  id: string;
  kind: 'yes_no' | 'number' | 'text';
  required: boolean;
  knockout: { expect: boolean } | { min: number } | null;
}

interface Job {
  id: string;
  title: string;
  status: string;
  screener_questions: Question[];
  application: unknown;
}

interface Party {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of its own (own cookie jar), with its console errors collected. */
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
  expect(party.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await apiPost(request, '/login', account);
  expect(response.status(), await response.text()).toBe(200);
}

function answersFor(questions: Question[]) {
  return questions.map((q) => {
    if (q.kind === 'yes_no') {
      return { question_id: q.id, value: q.knockout && 'expect' in q.knockout ? q.knockout.expect : true };
    }
    if (q.kind === 'number') {
      const min = q.knockout && 'min' in q.knockout ? q.knockout.min : 0;
      return { question_id: q.id, value: Math.min(100, min + 2) };
    }
    return { question_id: q.id, value: 'Shipped a billing system across three time zones.' };
  });
}

/**
 * The talent applies (through the API: the apply screens have their own spec) to one of the recruiter's open jobs,
 * found through the console's API. Returns the job and the application's id.
 */
async function applyToRecruiterJob(
  talent: APIRequestContext,
  recruiter: APIRequestContext,
): Promise<{ job: Job; applicationId: string }> {
  const jobs = await recruiter.get('/recruiter/api/jobs?status=open', { headers: JSON_HEADERS });
  expect(jobs.status(), await jobs.text()).toBe(200);
  const list = ((await jobs.json()) as { data: { id: string }[] }).data;
  expect(list.length).toBeGreaterThan(0);

  const uploaded = await talent.post('/talent/api/files', {
    multipart: {
      kind: 'resume',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
    headers: await csrfHeaders(talent),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const resumeId = ((await uploaded.json()) as { data: { id: string } }).data.id;

  const failures: string[] = [];
  for (const { id } of list) {
    const detail = await talent.get(`/talent/api/jobs/${id}`, { headers: JSON_HEADERS });
    if (detail.status() !== 200) continue;
    const job = ((await detail.json()) as { data: Job }).data;
    if (job.status !== 'open' || job.application) continue;
    const submitted = await apiPost(talent, `/talent/api/jobs/${id}/applications`, {
      resume_file_id: resumeId,
      answers: answersFor(job.screener_questions),
      cover_note: 'I would love to work with you.',
    });
    if (submitted.status() === 201) {
      return { job, applicationId: ((await submitted.json()) as { data: { id: string } }).data.id };
    }
    failures.push(`${id}: ${submitted.status()} ${await submitted.text()}`);
  }
  throw new Error(`could not apply to any of the recruiter's open jobs:\n${failures.join('\n')}`);
}

/** "Status: In review" etc. on the talent's /applications card (the badge's words; the sr-only prefix). */
function statusOf(card: Locator, label: string | RegExp) {
  return card.getByText(typeof label === 'string' ? `Status: ${label}` : label);
}

async function openApplicant(recruiter: Page, applicationId: string, talentName: string) {
  await recruiter.goto(`/recruiter/applications/${applicationId}`);
  await expect(recruiter.getByRole('heading', { level: 1, name: talentName })).toBeVisible();
}

/** Waits for the talent's live connection, so a change made elsewhere can arrive without a reload. */
async function waitConnected(page: Page) {
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected', {
    timeout: 15_000,
  });
}

/**
 * Axe on the page but not its toaster: the tests share the seeded recruiter, so live toasts about other tests'
 * candidates come and go at any time; the toaster is not what these checks are about.
 */
async function axe(page: Page) {
  await expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
}

/** `date` / `time` of an instant in UTC, as the console's slot rows take them. */
function utcParts(at: Date) {
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

test.describe.configure({ mode: 'parallel' });

test.describe('hiring pipeline, talent and recruiter side by side', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('apply → review (live) → interview times → accepted slot on both calendars → outcome → offer → signed → hired', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers and a dozen axe runs on a machine busy with the rest of the suite.
    test.setTimeout(240_000);
    const talentName = `Pia Pipeline ${Date.now().toString(36)}`;
    const talent = await verifiedTalent(page.request, talentName);
    const recruiter = await newParty(browser, baseURL!);
    contexts.push(recruiter.context);
    await login(recruiter.context.request, RECRUITER);
    const { job, applicationId } = await applyToRecruiterJob(page.request, recruiter.context.request);

    // The talent watches their applications.
    await page.goto('/applications');
    const card = page.getByRole('article', { name: job.title });
    await expect(statusOf(card, /Status: (Submitted|Sent)/)).toBeVisible();
    await waitConnected(page);

    // The recruiter moves it to review.
    const r = recruiter.page;
    await openApplicant(r, applicationId, talentName);
    await axe(r);
    await r.getByRole('button', { name: 'Move to review' }).click();
    const move = r.getByRole('dialog', { name: /to in review\?$/ });
    await move.getByRole('button', { name: 'Move to review' }).click();
    await expect(move).toBeHidden();

    // The talent sees it live, with no reload.
    await expect(statusOf(card, 'In review')).toBeVisible();

    // The recruiter proposes a time, written in UTC, a minute or two ahead of the app's clock (the outcome can
    // only be recorded once the interview has started: the clock is moved there below rather than waited for).
    const appNow = await appClock.now(recruiter.context.request);
    const startsAt = new Date(Math.ceil((appNow.getTime() + 60_000) / 60_000) * 60_000);
    await r.getByRole('button', { name: 'Propose interview times' }).click();
    const propose = r.getByRole('dialog', { name: 'Propose interview times' });
    await expect(propose).toBeVisible();
    await axe(r);
    await propose.getByLabel('Duration (minutes)').fill('30');
    await propose.getByLabel('Agenda').fill('A **pairing** session on a small task, then your questions.');
    await propose.getByLabel('Time zone of these times').selectOption('UTC');
    const slot = utcParts(startsAt);
    await propose.getByLabel('Date of time 1').fill(slot.date);
    await propose.getByLabel('Start of time 1').fill(slot.time);
    await propose.getByRole('button', { name: 'Send times' }).click();
    await expect(propose).toBeHidden();
    await expect(r.getByText('Waiting for the candidate').first()).toBeVisible();

    // The talent accepts the slot on their interview requests.
    await page.goto('/applications/interview-requests');
    const request = page.getByRole('article', { name: job.title });
    await request
      .getByRole('button', { name: /^Accept / })
      .first()
      .click();
    const book = page.getByRole('alertdialog', { name: 'Book this time?' });
    await book.getByRole('button', { name: 'Book it' }).click();
    await expect(page).toHaveURL(/\/interviews\/upcoming\?interview=/);
    await expect(page.getByRole('article', { name: job.title })).toBeVisible();

    // On the recruiter's calendar too.
    await r.goto('/recruiter/interviews');
    const row = r.getByRole('article', { name: `${talentName} · ${job.title}` });
    await expect(row).toBeVisible();
    await axe(r);

    // Once it has started (the app's clock moved past its start), the recruiter records the outcome from the
    // applicant page.
    await appClock.reach(recruiter.context.request, new Date(startsAt.getTime() + 1_000));
    await row.getByRole('link', { name: `${talentName} · ${job.title}` }).click();
    await expect(r.getByRole('heading', { level: 1, name: talentName })).toBeVisible();
    await r.getByRole('button', { name: 'Record outcome' }).click();
    const outcome = r.getByRole('dialog', { name: 'Record the outcome' });
    await outcome.getByRole('radio', { name: 'Passed', exact: true }).check();
    await outcome
      .getByLabel('Feedback for the candidate (optional)')
      .fill('Clear thinking and great questions.');
    await outcome.getByLabel('Private notes (optional)').fill('Strong yes from the panel.');
    await axe(r);
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expect(outcome).toBeHidden();

    // Then sends an offer.
    await r.getByRole('button', { name: 'Send offer' }).click();
    const offerDialog = r.getByRole('dialog', { name: 'Send an offer' });
    await expect(offerDialog.getByLabel('Job title')).toHaveValue(job.title);
    await offerDialog.getByLabel('Amount').fill('120000');
    await offerDialog.getByLabel('Currency').fill('EUR');
    await offerDialog.getByRole('button', { name: 'Add a benefit' }).click();
    await offerDialog.getByLabel('Benefit 1').fill('Home-office budget');
    await offerDialog.getByLabel('Terms').fill('Fully **remote**; 25 days of paid leave.');
    await axe(r);
    await offerDialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(offerDialog).toBeHidden();
    await expect(r.getByRole('article', { name: `Offer: ${job.title} · version 1` })).toBeVisible();

    // The recruiter follows it on the offers page; the talent signs it on theirs.
    await r.goto('/recruiter/offers');
    const offerRow = r.getByRole('article', { name: `${talentName} · ${job.title}` });
    await expect(offerRow.getByText('Pending · v1')).toBeVisible();
    await axe(r);

    await page.goto('/offers');
    await page.getByRole('button', { name: `Accept the offer for ${job.title}` }).click();
    const sign = page.getByRole('dialog', { name: `Accept the offer for ${job.title}?` });
    await sign.getByRole('textbox', { name: 'Type your full name to sign' }).fill(talent.name);
    await sign.getByRole('button', { name: 'Sign and accept' }).click();
    await expect(sign).toBeHidden();
    // The welcome step: what happens next, with the focus on it.
    const welcome = page.getByRole('region', { name: /^Welcome to / });
    await expect(welcome.getByRole('heading', { name: /^Welcome to / })).toBeFocused();
    await expect(welcome.getByRole('link', { name: /^Message / })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Pause my job search' })).toBeVisible();
    await axe(page);

    // Both see it: the recruiter's offers page live, then hired on both sides.
    await expect(offerRow.getByText('Accepted · v1')).toBeVisible();
    await expect(offerRow.getByText(`Signed by ${talent.name}`, { exact: false })).toBeVisible();
    await page.goto('/applications');
    await expect(statusOf(page.getByRole('article', { name: job.title }), 'Hired')).toBeVisible();
    await openApplicant(r, applicationId, talentName);
    await expect(r.getByText('Status: Hired').first()).toBeVisible();
    expectCleanConsole(recruiter);
  });

  test('a rejection with a reason (skills gap and a missing skill) reaches the talent live with the learn link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const talentName = `Rex Rejected ${Date.now().toString(36)}`;
    await verifiedTalent(page.request, talentName);
    const recruiter = await newParty(browser, baseURL!);
    contexts.push(recruiter.context);
    await login(recruiter.context.request, RECRUITER);
    const { job, applicationId } = await applyToRecruiterJob(page.request, recruiter.context.request);

    await page.goto('/applications');
    const card = page.getByRole('article', { name: job.title });
    await expect(statusOf(card, /Status: (Submitted|Sent)/)).toBeVisible();
    await waitConnected(page);

    const r = recruiter.page;
    await openApplicant(r, applicationId, talentName);
    await r.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = r.getByRole('dialog', { name: `Reject ${talentName}?` });
    await reject.getByRole('radio', { name: 'Skills gap' }).check();
    const picker = reject.getByRole('combobox', { name: 'Skills that would close the gap' });
    await picker.fill('Rust');
    const option = r.getByRole('listbox', { name: 'Skills' }).getByRole('option').first();
    await expect(option).toBeVisible();
    const skill = ((await option.locator('span').first().textContent()) ?? '').trim();
    expect(skill).not.toBe('');
    await option.click();
    await reject
      .getByRole('textbox', { name: /A note for the candidate/ })
      .fill('We need production **Rust**.');
    await axe(r);
    await reject.getByRole('button', { name: 'Reject application' }).click();
    await expect(reject).toBeHidden();

    // Live on the talent's side: the reason, the note and the link to learn the missing skill.
    const reason = card.getByRole('group', { name: 'Why you were not selected' });
    await expect(reason).toBeVisible();
    await expect(reason).toContainText('Reason: Skills gap');
    await expect(reason.getByRole('link', { name: `Learn ${skill}` })).toHaveAttribute('href', /.+/);
    await expect(statusOf(card, 'Not selected')).toBeVisible();
    await axe(page);
    expectCleanConsole(recruiter);
  });

  test('the operator sees the pending identity checks, oldest first, metadata only', async ({
    browser,
    baseURL,
  }) => {
    const operator = await newParty(browser, baseURL!);
    contexts.push(operator.context);
    await login(operator.context.request, OPERATOR);
    await operator.page.goto('/recruiter/identity-reviews');
    await expect(operator.page.getByRole('heading', { level: 1, name: 'Identity reviews' })).toBeVisible();
    const list = operator.page.getByRole('list', { name: 'Pending identity checks' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list.getByRole('button', { name: /^Verify / }).first()).toBeVisible();
    await axe(operator.page);
    expectCleanConsole(operator);
  });
});
