import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost, csrfHeaders, expect, expectNoAxeViolations } from '../fixtures.ts';
import { minimalPdf } from './pdf.ts';

/** The seeded recruiter login (apps/server/src/seed, DEMO_ACCOUNTS.recruiter): not a demo recruiter, so nothing
 * moves by itself. */
export const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026' };
export const JSON_HEADERS = { Accept: 'application/json' };

interface ScreenerQuestion {
  id: string;
  kind: 'yes_no' | 'number' | 'text';
  knockout: { expect: boolean } | { min: number } | null;
}

/** Answers that pass every knockout. */
function passingAnswers(questions: ScreenerQuestion[]) {
  return questions.map((q) => {
    if (q.kind === 'yes_no')
      return { question_id: q.id, value: q.knockout && 'expect' in q.knockout ? q.knockout.expect : true };
    if (q.kind === 'number')
      return {
        question_id: q.id,
        value: Math.min(100, (q.knockout && 'min' in q.knockout ? q.knockout.min : 0) + 2),
      };
    return { question_id: q.id, value: 'Shipped a billing system across three time zones.' };
  });
}

/**
 * The talent applies (by API; the apply screens have their own spec) to one of the seeded recruiter's open jobs it
 * has not applied to yet, with a fresh resume.
 */
export async function applyToRecruiterJob(
  talent: APIRequestContext,
  recruiter: APIRequestContext,
): Promise<{ applicationId: string; jobTitle: string }> {
  const jobs = await recruiter.get('/recruiter/api/jobs?status=open', { headers: JSON_HEADERS });
  expect(jobs.status(), await jobs.text()).toBe(200);
  const uploaded = await talent.post('/talent/api/files', {
    multipart: {
      kind: 'resume',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
    headers: await csrfHeaders(talent),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const resumeId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  for (const { id } of ((await jobs.json()) as { data: { id: string }[] }).data) {
    const detail = await talent.get(`/talent/api/jobs/${id}`, { headers: JSON_HEADERS });
    if (detail.status() !== 200) continue;
    const job = (
      (await detail.json()) as {
        data: { title: string; status: string; application: unknown; screener_questions: ScreenerQuestion[] };
      }
    ).data;
    if (job.status !== 'open' || job.application) continue;
    const submitted = await apiPost(talent, `/talent/api/jobs/${id}/applications`, {
      resume_file_id: resumeId,
      answers: passingAnswers(job.screener_questions),
      cover_note: 'Happy to show what I can do.',
    });
    if (submitted.status() === 201)
      return {
        applicationId: ((await submitted.json()) as { data: { id: string } }).data.id,
        jobTitle: job.title,
      };
  }
  throw new Error("could not apply to any of the recruiter's open jobs");
}

/**
 * Axe on the page but not its toaster: the e2e specs share the seeded recruiter, so toasts about other tests'
 * candidates come and go at any time (waiting for an empty toaster fails under load); toasts are checked where they
 * are built.
 */
export async function expectNoAxeViolationsWithoutToasts(page: Page) {
  await expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
}
