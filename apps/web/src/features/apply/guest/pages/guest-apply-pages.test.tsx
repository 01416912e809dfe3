import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../../test/render-app.tsx';
import { jobDetail } from '../../../../test/job-fixtures.ts';
import { localDraftKey } from '../lib/local-draft.ts';
import { application } from '../../testing/apply-fixtures.ts';

const server = stubAppApi();
const JOB_ID = 'job-1';
const job = jobDetail({ id: JOB_ID, saved: false, match: null, eligible: null, overlap_hours: null });
const resume = {
  id: '7d7f0a57-5d3b-4b39-8a55-0d6b4c7c2a11',
  kind: 'resume' as const,
  name: 'ada-cv.pdf',
  size: 12345,
  type: 'application/pdf',
  url: '/talent/api/files/7d7f0a57-5d3b-4b39-8a55-0d6b4c7c2a11',
  created_at: '2026-11-22T10:00:00.000Z',
};
const emptyDraft = {
  cover_note: '',
  answers: [],
  resume_file_id: null,
  video_file_id: null,
  resume: null,
  video: null,
  updated_at: null,
};

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => window.localStorage.clear());

describe('/apply/:id (guest)', () => {
  it('shows the job and keeps the note and answers in this browser as they are typed', async () => {
    server.respondWith((r) =>
      r.url === `/shared/api/jobs/${JOB_ID}` ? { status: 200, data: { data: job } } : undefined,
    );
    const first = renderApp(`/apply/${JOB_ID}`, null);
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(screen.getByText('Who can apply')).toBeInTheDocument();
    expect(screen.getByText('About 6 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account to send your application' })).toHaveAttribute(
      'href',
      `/signup/${JOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'I have an account' })).toHaveAttribute(
      'href',
      `/login/${JOB_ID}`,
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/A note to the recruiter/), 'I build payment systems.');
    const authorisation = screen.getByRole('radiogroup', { name: /allowed to work/ });
    await user.click(within(authorisation).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/How many years/), '5');

    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(localDraftKey(JOB_ID)) ?? '{}') as {
        cover_note?: string;
        answers?: unknown[];
      };
      expect(stored.cover_note).toBe('I build payment systems.');
      expect(stored.answers).toEqual([
        { question_id: 'authorisation', value: true },
        { question_id: 'years', value: 5 },
      ]);
    });
    expect(screen.getByTestId('local-draft-status')).toHaveTextContent('Saved on this device');

    // A reload (a fresh app on the same browser storage) shows everything again.
    first.unmount();
    renderApp(`/apply/${JOB_ID}`, null);
    expect(await screen.findByLabelText(/A note to the recruiter/)).toHaveValue('I build payment systems.');
    const again = screen.getByRole('radiogroup', { name: /allowed to work/ });
    expect(within(again).getByLabelText('Yes')).toBeChecked();
    expect(screen.getByLabelText(/How many years/)).toHaveValue(5);
  }, 20_000);

  it('ignores a stored draft of another version or shape', async () => {
    window.localStorage.setItem(`talent:guest-apply:v0:${JOB_ID}`, JSON.stringify({ cover_note: 'old' }));
    window.localStorage.setItem(localDraftKey(JOB_ID), '{not json');
    server.respondWith((r) =>
      r.url === `/shared/api/jobs/${JOB_ID}` ? { status: 200, data: { data: job } } : undefined,
    );
    renderApp(`/apply/${JOB_ID}`, null);
    expect(await screen.findByLabelText(/A note to the recruiter/)).toHaveValue('');
    expect(screen.getByTestId('local-draft-status')).toHaveTextContent('Nothing saved yet');
  }, 15_000);

  it('gives an unknown or closed job a clear dead end with a way to the job list', async () => {
    server.respondWith(() => undefined);
    const view = renderApp('/apply/nope', null);
    expect(await screen.findByRole('heading', { name: 'This job is no longer open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
    view.unmount();

    server.respondWith((r) =>
      r.url === `/shared/api/jobs/${JOB_ID}`
        ? { status: 200, data: { data: { ...job, status: 'closed' } } }
        : undefined,
    );
    renderApp(`/apply/${JOB_ID}`, null);
    expect(await screen.findByRole('heading', { name: 'This job is no longer open' })).toBeInTheDocument();
  }, 15_000);

  it('shows a retry when the job fails to load', async () => {
    server.respondWith((r) => (r.url === `/shared/api/jobs/${JOB_ID}` ? { status: 500 } : undefined));
    renderApp(`/apply/${JOB_ID}`, null);
    expect(
      await screen.findByRole('heading', { name: 'We could not load this job' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);

  it('sends a logged-in visitor to the signed-in apply page', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp(`/apply/${JOB_ID}`, verifiedUser);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}/apply`));
  });
});

describe('/apply/:id/screener-tests (verified)', () => {
  it('fills in the answers kept from the guest page, saves them to the account, and asks for a resume', async () => {
    const answers = [
      { question_id: 'authorisation', value: true },
      { question_id: 'years', value: 5 },
    ];
    window.localStorage.setItem(
      localDraftKey(JOB_ID),
      JSON.stringify({ cover_note: 'Hello', answers, updated_at: new Date().toISOString() }),
    );
    server.respondWith((r) => {
      if (r.url === `/talent/api/jobs/${JOB_ID}`) return { status: 200, data: { data: job } };
      if (r.url === `/talent/api/jobs/${JOB_ID}/application-draft`) {
        return r.method === 'GET'
          ? { status: 200, data: { data: emptyDraft } }
          : { status: 200, data: { data: { ...emptyDraft, ...jsonBody(r), updated_at: 'now' } } };
      }
      if (r.url === '/talent/api/files') return { status: 200, data: { data: [] } };
      return undefined;
    });
    renderApp(`/apply/${JOB_ID}/screener-tests`, verifiedUser);
    const group = await screen.findByRole('radiogroup', { name: /allowed to work/ });
    expect(within(group).getByLabelText('Yes')).toBeChecked();
    expect(screen.getByLabelText(/How many years/)).toHaveValue(5);
    expect(screen.getByLabelText(/Cover note/)).toHaveValue('Hello');

    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'PUT').map((r) => jsonBody(r))).toContainEqual(
        expect.objectContaining({ cover_note: 'Hello', answers }),
      ),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next: video intro/ }));
    expect(await screen.findByText(/Add your resume to continue/)).toBeInTheDocument();
  }, 20_000);
});

describe('/apply/:id/video-intro (verified)', () => {
  it('sends the application without a video: source guest, an Idempotency-Key, drafts cleared', async () => {
    window.localStorage.setItem(
      localDraftKey(JOB_ID),
      JSON.stringify({ cover_note: 'Hello', answers: [], updated_at: new Date().toISOString() }),
    );
    const draft = {
      ...emptyDraft,
      cover_note: 'Hello',
      answers: [{ question_id: 'authorisation', value: true }],
      resume_file_id: resume.id,
      resume,
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    server.respondWith((r) => {
      if (r.url === `/talent/api/jobs/${JOB_ID}`) return { status: 200, data: { data: job } };
      if (r.url === `/talent/api/jobs/${JOB_ID}/application-draft`) {
        return r.method === 'DELETE' ? { status: 204 } : { status: 200, data: { data: draft } };
      }
      if (r.url === `/talent/api/jobs/${JOB_ID}/applications` && r.method === 'POST') {
        const body = jsonBody(r);
        return {
          status: 201,
          data: {
            data: application({
              id: 'app-1',
              job,
              source: body.source as 'guest',
              cover_note: body.cover_note as string,
              resume,
              submitted_at: '2026-11-22T10:05:00.000Z',
            }),
          },
        };
      }
      return undefined;
    });
    renderApp(`/apply/${JOB_ID}/video-intro`, verifiedUser);
    expect(await screen.findByRole('button', { name: 'Turn on camera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send application/ })).toBeDisabled();
    expect(screen.getByText('ada-cv.pdf')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Skip the video and send' }));
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();

    const [post] = server.posted(`/talent/api/jobs/${JOB_ID}/applications`);
    expect(jsonBody(post)).toEqual({
      cover_note: 'Hello',
      answers: [{ question_id: 'authorisation', value: true }],
      resume_file_id: resume.id,
      video_file_id: null,
      source: 'guest',
    });
    expect(String(post?.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(localDraftKey(JOB_ID))).toBeNull();
    expect(
      server.requests.some(
        (r) => r.method === 'DELETE' && r.url === `/talent/api/jobs/${JOB_ID}/application-draft`,
      ),
    ).toBe(true);
  }, 20_000);
});
