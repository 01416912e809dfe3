import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assignment } from '../../features/recruiter-assignments/testing/assignment-fixtures.tsx';
import { applicantDetail, consoleRecruiter } from '../../features/recruiter/testing/console-fixtures.ts';
import { stubAppApi } from '../../test/app-api.ts';
import { renderApp } from '../../test/render-app.tsx';

/*
 * The applicant page (feature recruiter) and its assessments panel (feature recruiter-assignments) meet only
 * through the layout's console slots, so their hand-over is tested here, with the app's real routes.
 */
const server = stubAppApi();
const DETAIL = '/recruiter/api/applications/app-1';
const LIST = `${DETAIL}/assignments`;

const atAssessment = () =>
  applicantDetail({ status: 'assessment', allowed_moves: ['interviewing', 'rejected'] });

function serve(list: () => unknown[]) {
  server.respondWith((r) => {
    if (r.url === DETAIL) return { status: 200, data: { data: atAssessment() } };
    if (r.url === LIST) return { status: 200, data: { data: list() } };
    return undefined;
  });
}

const moveButtons = () => document.querySelectorAll('[data-testid^="move-"]');

describe('the applicant page with its assessments', () => {
  it('keeps one set of move controls: at the top until a result exists, then by the newest result only', async () => {
    serve(() => [assignment({ status: 'sent' })]);
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    // The panel is its own lazily loaded chunk: on a busy machine it takes a while.
    await screen.findByTestId('assignment', {}, { timeout: 12_000 });
    const top = screen.getByRole('group', { name: 'Move the application' });
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to interviewing', 'Reject']);
    expect(screen.queryByTestId('assignment-decision')).toBeNull();
    expect(moveButtons()).toHaveLength(2);
  }, 30_000);

  it('with a completed result the controls sit by it, once, and the top takes the keyboard there', async () => {
    serve(() => [
      assignment({ id: 'as-new', status: 'completed', completed_at: new Date().toISOString() }),
      assignment({ id: 'as-old', status: 'completed', completed_at: new Date(0).toISOString() }),
    ]);
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const decision = await screen.findByTestId('assignment-decision', {}, { timeout: 12_000 });
    const group = await within(decision).findByRole('group', { name: 'Move after the assessment' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to interviewing', 'Reject']);
    // By the newest result only, and nowhere else.
    expect(screen.getAllByTestId('assignment-decision')).toHaveLength(1);
    expect(screen.getAllByTestId('assignment')[0]).toContainElement(decision);
    expect(screen.queryByRole('group', { name: 'Move the application' })).toBeNull();
    expect(moveButtons()).toHaveLength(2);
    const ids = [...document.querySelectorAll('[data-testid^="move-"], [id]')].map(
      (el) => el.getAttribute('data-testid') ?? el.id,
    );
    expect(new Set(ids).size).toBe(ids.length);

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Move or reject by the assessment result' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Move to interviewing' })).toHaveFocus(),
    );
  }, 30_000);
});
