import type { ApplicationDraft, StoredFile } from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import type { RecordedRequest, StubResponse } from '../../../test/stub-adapter.ts';
import { KNOCKOUT_WARNING } from '../lib/screener.ts';
import { application, applyJob, emptyDraft, storedResume } from '../testing/apply-fixtures.ts';

const server = stubAppApi();
const JOB = '/talent/api/jobs/job-1';
const DRAFT = `${JOB}/application-draft`;
const SUBMIT = `${JOB}/applications`;
const INVITATION = '0b7f6d1c-5a4e-4f3b-9c2d-1e0f9a8b7c6d';

interface Backend {
  job?: JobDetail;
  draft?: ApplicationDraft & { step?: string };
  submit?: (request: RecordedRequest) => StubResponse;
  files?: StoredFile[];
}

/** The API as this page sees it: the job, the candidate's resumes, the draft (saved as sent), the submit. */
function backend({ job = applyJob(), draft = {}, submit, files = [storedResume()] }: Backend = {}) {
  let saved = { ...emptyDraft, ...draft, resume: draft.resume_file_id ? storedResume() : null };
  server.respondWith((r) => {
    if (r.url === JOB) return { status: 200, data: { data: job } };
    if (r.url === `${JOB}/similar`) return { status: 200, data: { data: [] } };
    if (r.url === '/talent/api/files') return { status: 200, data: { data: files } };
    if (r.url === DRAFT && r.method === 'GET') return { status: 200, data: { data: saved } };
    if (r.url === DRAFT && r.method === 'PUT') {
      const body = jsonBody(r) as ApplicationDraft;
      saved = { ...saved, ...body, resume: body.resume_file_id ? storedResume() : null, updated_at: 'now' };
      return { status: 200, data: { data: saved } };
    }
    if (r.url === SUBMIT && r.method === 'POST') {
      return submit?.(r) ?? { status: 201, data: { data: application() } };
    }
    return undefined;
  });
}

const submits = () => server.requests.filter((r) => r.method === 'POST' && r.url === SUBMIT);
const draftPuts = () => server.requests.filter((r) => r.method === 'PUT' && r.url === DRAFT).map(jsonBody);

async function reviewWithEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Start application/ }));
  await user.click(await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ }));
  await user.click(screen.getByRole('button', { name: /Continue/ }));
  await user.type(await screen.findByRole('textbox', { name: /Cover note/ }), 'I build payment systems.');
  await user.click(screen.getByRole('button', { name: /Continue/ }));
  const questions = await screen.findByRole('heading', { level: 1, name: 'Screening questions' });
  expect(questions).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByRole('spinbutton', { name: /How many years/ }), '2');
  await user.click(screen.getByRole('button', { name: /Continue/ }));
  await screen.findByRole('heading', { level: 1, name: 'Review your application' });
}

describe('apply flow', () => {
  it('goes start → resume → cover note → questions → review → sent, saving the step after each', async () => {
    backend();
    renderApp('/jobs/job-1/apply', verifiedUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply to Senior TypeScript Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/6 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Required: at least 3 years/)).toBeInTheDocument();

    const user = userEvent.setup();
    await reviewWithEverything(user);
    const progress = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    expect(within(progress).getByText('Review', { exact: false }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );

    // The review shows everything, with the knock-out warning for the 2 years.
    expect(screen.getByText('I build payment systems.')).toBeInTheDocument();
    expect(screen.getByText('ada-lovelace-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(KNOCKOUT_WARNING)).toBeInTheDocument();
    expect(draftPuts().map((d) => d.step)).toEqual(
      expect.arrayContaining(['resume', 'cover', 'questions', 'review']),
    );

    await user.click(screen.getByRole('button', { name: /Send application/ }));
    expect(
      await screen.findByRole('heading', { name: 'Application sent to Northwind Labs' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within/).textContent).toContain('5 days');
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/applications',
    );

    expect(submits()).toHaveLength(1);
    expect(jsonBody(submits()[0])).toEqual({
      cover_note: 'I build payment systems.',
      answers: [
        { question_id: 'authorisation', value: true },
        { question_id: 'years', value: 2 },
      ],
      resume_file_id: storedResume().id,
      invitation_id: null,
      source: 'direct',
    });
    expect(submits()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('reuses the Idempotency-Key when a failed submit is retried, and sends once on a double click', async () => {
    let calls = 0;
    backend({
      draft: {
        step: 'review',
        resume_file_id: storedResume().id,
        cover_note: 'Hi',
        answers: [
          { question_id: 'authorisation', value: true },
          { question_id: 'years', value: 4 },
        ],
      },
      submit: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 201, data: { data: application() } };
      },
    });
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    // The draft was saved at the review: a reload lands there.
    await screen.findByRole('heading', { level: 1, name: 'Review your application' });
    const send = screen.getByRole('button', { name: /Send application/ });
    // Two clicks in the same instant, before React re-renders the button as busy.
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Your application was not sent. Please try again.')).toBeInTheDocument();
    expect(submits()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Try sending again/ }));
    await screen.findByRole('heading', { name: 'Application sent to Northwind Labs' });
    const [first, second] = submits();
    expect(submits()).toHaveLength(2);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  }, 20_000);

  it('says "You already applied" on a 409, with the way to the applications', async () => {
    backend({
      draft: {
        step: 'review',
        resume_file_id: storedResume().id,
        answers: [
          { question_id: 'authorisation', value: true },
          { question_id: 'years', value: 4 },
        ],
      },
      submit: () => ({ status: 409, data: { message: 'You already applied to this job.' } }),
    });
    renderApp('/jobs/job-1/apply', verifiedUser);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Send application/ }));
    expect(await screen.findByRole('heading', { name: 'You already applied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('shows a 422 on the section it belongs to, with the way to fix it', async () => {
    backend({
      draft: {
        step: 'review',
        resume_file_id: storedResume().id,
        answers: [
          { question_id: 'authorisation', value: true },
          { question_id: 'years', value: 4 },
        ],
      },
      submit: () => ({
        status: 422,
        data: {
          message: 'That resume is no longer available.',
          errors: { resume_file_id: ['That resume is no longer available.'] },
        },
      }),
    });
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Send application/ }));
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(within(resume).getByText('That resume is no longer available.')).toBeInTheDocument();
    expect(screen.getByText('Some parts need another look before sending.')).toBeInTheDocument();
    await user.click(within(resume).getByRole('button', { name: 'Change resume' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to review/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That resume is no longer available.');
  });

  it('skips the Questions step for a job without questions, and Back keeps what was typed', async () => {
    backend({ job: applyJob({ screener_questions: [], screener_questions_count: 0, apply_minutes: 3 }) });
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Start application/ }));
    await user.click(await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ }));
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await user.type(await screen.findByRole('textbox', { name: /Cover note/ }), 'Hello there');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByRole('textbox', { name: /Cover note/ })).toHaveValue('Hello there');
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your application' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(progress).queryByText('Questions')).not.toBeInTheDocument();
  }, 20_000);

  it('gives the focus to each new step’s heading as the candidate moves (the pressed button is gone)', async () => {
    backend({ job: applyJob({ screener_questions: [], screener_questions_count: 0, apply_minutes: 3 }) });
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /Start application/ })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your resume' })).toHaveFocus());
    await user.click(await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ }));
    screen.getByRole('button', { name: /Continue/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Cover note' })).toHaveFocus());
    screen.getByRole('button', { name: /^Back$/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your resume' })).toHaveFocus());
  }, 20_000);

  it('starts with the only stored resume chosen and keeps it with the draft', async () => {
    backend();
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Start application/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /ada-lovelace-cv\.pdf/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByRole('textbox', { name: /Cover note/ })).toBeInTheDocument();
    await waitFor(() => expect(draftPuts().at(-1)).toMatchObject({ resume_file_id: storedResume().id }));
  });

  it('asks for a resume before going on', async () => {
    // Two stored resumes: which one to send is the candidate's choice.
    backend({ files: [storedResume(), storedResume({ id: 'f2', name: 'short-cv.pdf' })] });
    renderApp('/jobs/job-1/apply', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Start application/ }));
    await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ });
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('Choose or upload a resume.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your resume' })).toBeInTheDocument();
  });

  it('carries an invitation into the application and says who invited', async () => {
    backend({
      draft: {
        step: 'review',
        resume_file_id: storedResume().id,
        answers: [
          { question_id: 'authorisation', value: true },
          { question_id: 'years', value: 4 },
        ],
      },
    });
    renderApp(`/jobs/job-1/apply?invitation=${INVITATION}`, verifiedUser);
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    // Kept with the draft at once, so the job's own apply link later still answers the invitation.
    await waitFor(() => expect(draftPuts()[0]).toMatchObject({ invitation_id: INVITATION }));
    expect(screen.getByText(/Invited by/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Send application/ }));
    await screen.findByRole('heading', { name: 'Application sent to Northwind Labs' });
    expect(jsonBody(submits()[0])).toMatchObject({ invitation_id: INVITATION, source: 'invitation' });
  });

  it('drops an invitation the server says is no longer open, and says so', async () => {
    server.respondWith((r) => {
      if (r.url === JOB) return { status: 200, data: { data: applyJob() } };
      if (r.url === '/talent/api/files') return { status: 200, data: { data: [storedResume()] } };
      if (r.url === DRAFT && r.method === 'GET') return { status: 200, data: { data: emptyDraft } };
      if (r.url === DRAFT && r.method === 'PUT') {
        const body = jsonBody(r);
        return body.invitation_id
          ? {
              status: 422,
              data: {
                message: 'This invitation is not open for this job.',
                errors: { invitation_id: ['This invitation is not open for this job.'] },
              },
            }
          : { status: 200, data: { data: { ...emptyDraft, ...body, updated_at: 'now' } } };
      }
      return undefined;
    });
    renderApp(`/jobs/job-1/apply?invitation=${INVITATION}`, verifiedUser);
    // Saved with the draft on arrival; the server refuses it; the draft goes on without it.
    expect(
      await screen.findByText(/This invitation is not open for this job\. You can still apply on your own\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invited by/)).not.toBeInTheDocument();
    expect(draftPuts()[0]).toMatchObject({ invitation_id: INVITATION });
    await waitFor(() => expect(draftPuts().at(-1)).toMatchObject({ invitation_id: null }));
    await userEvent.setup().click(screen.getByRole('button', { name: /Start application/ }));
    await waitFor(() => expect(draftPuts().at(-1)).toMatchObject({ invitation_id: null, step: 'resume' }));
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
  });

  it('shows the existing application instead of the form', async () => {
    backend({
      job: applyJob({
        application: { id: 'a1', status: 'submitted', submitted_at: '2026-11-20T10:00:00.000Z' },
      }),
    });
    renderApp('/jobs/job-1/apply', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'You already applied' })).toBeInTheDocument();
    expect(screen.getByText(/was sent on 20 Nov 2026/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === DRAFT)).toBe(false);
  });

  it('shows the not-found state for an unknown or closed job', async () => {
    server.respondWith(() => undefined);
    const first = renderApp('/jobs/nope/apply', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    first.unmount();

    backend({ job: applyJob({ status: 'closed' }) });
    renderApp('/jobs/job-1/apply', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'This job is closed to new applications' }),
    ).toBeInTheDocument();
  });
});

describe('apply flow errors', () => {
  it('offers a retry when the job does not load', async () => {
    server.respondWith((r) =>
      r.url === JOB ? { status: 400, data: { message: 'Bad request' } } : undefined,
    );
    renderApp('/jobs/job-1/apply', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'We could not load this job' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
