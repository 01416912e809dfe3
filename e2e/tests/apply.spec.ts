import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost, expect, expectNoAxeViolations, test, verifiedTalent } from '../fixtures';
import { minimalPdf } from '../lib/pdf';

interface Question {
  id: string;
  kind: 'yes_no' | 'number' | 'text';
  text: string;
  required: boolean;
  knockout: { expect: boolean } | { min: number } | null;
  unit: string | null;
}

interface Job {
  id: string;
  title: string;
  company: { name: string };
  status: string;
  screener_questions: Question[];
  application: unknown;
}

/** An open job that asks screener questions, the more kinds the better, found through the real API. */
async function jobWithQuestions(request: APIRequestContext): Promise<Job> {
  const list = await request.get('/talent/api/jobs?limit=50&sort=newest', {
    headers: { Accept: 'application/json' },
  });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: string }[] };
  let best: Job | null = null;
  for (const summary of data) {
    const response = await request.get(`/talent/api/jobs/${summary.id}`, {
      headers: { Accept: 'application/json' },
    });
    const job = ((await response.json()) as { data: Job }).data;
    if (job.status !== 'open' || job.application || job.screener_questions.length === 0) continue;
    const kinds = new Set(job.screener_questions.map((q) => q.kind)).size;
    if (!best || kinds > new Set(best.screener_questions.map((q) => q.kind)).size) best = job;
    if (kinds === 3) break;
  }
  if (!best) throw new Error('no open job with screener questions in the first 50');
  return best;
}

async function answerQuestions(page: Page, questions: Question[]) {
  let warned = false;
  for (const question of questions) {
    if (question.kind === 'yes_no') {
      const group = page.getByRole('radiogroup', { name: question.text });
      const expected = question.knockout && 'expect' in question.knockout ? question.knockout.expect : true;
      await group.getByRole('radio', { name: expected ? 'Yes' : 'No' }).check();
    } else if (question.kind === 'number') {
      const input = page.getByRole('spinbutton', { name: question.text });
      const min = question.knockout && 'min' in question.knockout ? question.knockout.min : null;
      if (min !== null && min > 0) {
        // Below the stated minimum first: a calm warning, not a block; then a real answer.
        await expect(page.getByText(`Required: at least ${min}`, { exact: false })).toBeVisible();
        await input.fill(String(min - 1));
        await expect(page.getByText('This answer doesn’t meet the job’s requirement')).toBeVisible();
        warned = true;
      }
      await input.fill(String((min ?? 0) + 2));
    } else {
      await page
        .getByRole('textbox', { name: question.text })
        .fill('A billing system that moved 2M invoices.');
    }
  }
  return warned;
}

test('a verified talent applies with a resume, a note and screener answers, sees it listed, then withdraws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedTalent(page.request);
  const job = await jobWithQuestions(page.request);

  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${job.title}` })).toBeVisible();
  await expect(page.getByText(/About \d+ minutes? in \d steps/)).toBeVisible();
  await expect(page).toHaveTitle(`Apply: ${job.title} | Borderless`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start application' }).click();

  // Resume: upload a real PDF and watch it become the chosen one.
  await expect(page.getByRole('heading', { level: 1, name: 'Your resume' })).toBeVisible();
  await expect(page.getByText('You have no stored resume yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'ada-lovelace-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(page.getByRole('radio', { name: /ada-lovelace-resume\.pdf/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cover note' })).toBeVisible();
  await expectNoAxeViolations(page);
  const note = 'I have shipped payment systems across three time zones and would love to do it again.';
  await page.getByRole('textbox', { name: /Cover note/ }).fill(note);
  await expect(page.getByText(`${note.length} / 3,000`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await answerQuestions(page, job.screener_questions);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // A reload resumes at the saved step with everything kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Review your application' })).toBeVisible();
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your application' })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('ada-lovelace-resume.pdf')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: `Application sent to ${job.company.name}` })).toBeVisible();
  await expect(page.getByText(/promises a first reply within/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The same job again through the API: one application per job.
  const files = await page.request.get('/talent/api/files?kind=resume', {
    headers: { Accept: 'application/json' },
  });
  const resume = ((await files.json()) as { data: { id: string }[] }).data[0];
  const again = await apiPost(page.request, `/talent/api/jobs/${job.id}/applications`, {
    resume_file_id: resume?.id,
    answers: [],
  });
  expect(again.status()).toBe(409);

  // The apply page now says so instead of showing the form.
  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByRole('heading', { name: 'You already applied' })).toBeVisible();

  await page.getByRole('link', { name: 'See my applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const row = page.getByRole('article', { name: job.title });
  await expect(row.getByText('Status: Submitted')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /Withdraw/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Accepted another offer');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Status: Withdrawn')).toBeVisible();
  await expect(row.getByText('Accepted another offer')).toBeVisible();
  await expect(row.getByRole('link', { name: /Apply again/ })).toHaveAttribute(
    'href',
    `/jobs/${job.id}/apply`,
  );
  await expect(row.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
});

test('an unknown job shows the not-found state; no applications shows the empty state', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000/apply');
  await expect(page.getByRole('heading', { name: 'This job is no longer available' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expectNoAxeViolations(page);
});
