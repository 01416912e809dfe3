import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicantDetail, consoleRecruiter } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const DETAIL = '/recruiter/api/applications/app-1';

describe('recruiter applicant page', () => {
  it('says it is loading, then shows the applicant with files, flagged answers, timeline and moves', async () => {
    server.respondWith((r) =>
      r.url === DETAIL ? { status: 200, data: { data: applicantDetail() } } : undefined,
    );
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    expect(await screen.findByText('Loading the applicant…')).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(heading).toBeInTheDocument();
    expect(screen.getAllByText('Identity verified').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Chat with Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/recruiter/chat?c=conv-1',
    );
    expect(screen.getByRole('link', { name: /Open resume/ })).toHaveAttribute(
      'href',
      '/recruiter/api/applications/app-1/files/f-resume',
    );
    const video = screen.getByLabelText('Video intro from Ada Lovelace');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/recruiter/api/applications/app-1/files/f-video');
    // The knock-out answer is flagged, the other one is not.
    const answers = screen.getByRole('region', { name: 'Screener answers' });
    expect(within(answers).getAllByText('Knock-out')).toHaveLength(1);
    // A question the candidate's skill badge answered says so, with the way to verify it.
    expect(within(answers).getByTestId('badge-answer-react-skill')).toHaveTextContent(
      'Skill badge: React — Advanced',
    );
    expect(within(answers).getByRole('link', { name: /Verify the badge/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/credentials/b-react',
    );
    // Cover note: markdown yes (once its renderer has loaded), raw HTML no.
    expect((await screen.findByText('join')).tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('Ada Lovelace applied')).toBeInTheDocument();
    // Only the moves the pipeline allows.
    const moves = screen.getByRole('group', { name: 'Move the application' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to review', 'Reject']);
    expect(document.title).toBe('Ada Lovelace | Borderless');
  }, 15_000);

  it('shows what is missing instead of empty boxes', async () => {
    server.respondWith((r) =>
      r.url === DETAIL
        ? {
            status: 200,
            data: {
              data: applicantDetail({
                cover_note: '',
                answers: [],
                knocked_out: false,
                resume: null,
                video: null,
                conversation_id: null,
                allowed_moves: [],
                status: 'hired',
              }),
            },
          }
        : undefined,
    );
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByText('No cover note.')).toBeInTheDocument();
    expect(screen.getByText('The job has no screener questions.')).toBeInTheDocument();
    expect(screen.getByText('No resume or video with this application.')).toBeInTheDocument();
    expect(screen.getByText('No interviews yet.')).toBeInTheDocument();
    expect(screen.getByText('No offers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the application' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Chat with/ })).toBeNull();
  });

  it('says so when the applicant is not found (another company’s id too)', async () => {
    server.respondWith((r) =>
      r.url === DETAIL ? { status: 404, data: { message: 'Not Found' } } : undefined,
    );
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    expect(await screen.findByRole('heading', { name: 'This applicant was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/recruiter/jobs');
  });

  it('offers a retry after a failure, and the retry loads it', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === DETAIL
        ? fail
          ? { status: 400, data: { message: 'The server had a hiccup.' } }
          : { status: 200, data: { data: applicantDetail() } }
        : undefined,
    );
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { name: 'We could not load the applicant' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The server had a hiccup.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('moves the application with a note shared with the candidate', async () => {
    let current = applicantDetail();
    server.respondWith((r) => {
      if (r.url === DETAIL) return { status: 200, data: { data: current } };
      if (r.url === `${DETAIL}/status` && r.method === 'POST') {
        current = applicantDetail({
          status: 'in_review',
          allowed_moves: ['assessment', 'interviewing', 'rejected'],
        });
        return { status: 200, data: { data: current } };
      }
      return undefined;
    });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to in review?' });
    await user.type(within(dialog).getByLabelText(/A note for the candidate/), 'Looks great, more soon.');
    await user.click(within(dialog).getByRole('button', { name: 'Move to review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBody(server.posted(`${DETAIL}/status`)[0])).toEqual({
      status: 'in_review',
      note: 'Looks great, more soon.',
    });
    expect(await screen.findByRole('button', { name: 'Move to assessment' })).toBeInTheDocument();
  }, 15_000);

  it('keeps the move dialog open with the server’s sentence on a 409', async () => {
    server.respondWith((r) => {
      if (r.url === DETAIL) return { status: 200, data: { data: applicantDetail() } };
      if (r.url === `${DETAIL}/status`)
        return { status: 409, data: { message: 'The candidate withdrew this application.' } };
      return undefined;
    });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move to review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The candidate withdrew this application.',
    );
  }, 15_000);
});
