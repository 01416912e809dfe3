import type { EliteReview } from '@talent/contract/elite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayInZone } from '../../../lib/format.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { addDays } from '../lib/dates.ts';
import { operator, renderPage, review, REVIEWS_URL } from '../testing/elite-review-kit.tsx';
import EliteReviewPage from './elite-review-page.tsx';

const server = stubAppApi();
const DETAIL = `${REVIEWS_URL}/ea-1`;
const PATH = '/recruiter/elite-reviews/ea-1';

/** Serves the review; notes and decisions change it the way the server would (or answer `decide` instead). */
function serve(initial: EliteReview, decide?: () => { status: number; data: unknown }) {
  let current = initial;
  server.respondWith((r) => {
    if (r.url === DETAIL && r.method === 'GET') return { status: 200, data: { data: current } };
    if (r.url === `${DETAIL}/notes`) {
      const { body } = jsonBody(r) as { body: string };
      current = {
        ...current,
        notes: [
          ...current.notes,
          {
            id: `n-${current.notes.length + 1}`,
            author: 'Olu Operator',
            body,
            created_at: '2026-11-25T10:00:00.000Z',
          },
        ],
      };
      return { status: 201, data: { data: current } };
    }
    if (r.url === `${DETAIL}/decision`) {
      if (decide) return decide();
      const body = jsonBody(r) as {
        outcome: 'accepted' | 'waitlisted' | 'rejected';
        reason: string;
        reapply_at?: string;
      };
      current = {
        ...current,
        status: body.outcome,
        decision: {
          outcome: body.outcome,
          reason: body.reason,
          decided_at: '2026-11-25T10:00:00.000Z',
          reapply_at: body.reapply_at ? `${body.reapply_at}T00:00:00.000Z` : null,
          waitlist_position: body.outcome === 'waitlisted' ? 3 : null,
          next_steps: [],
        },
      };
      return { status: 200, data: { data: current } };
    }
    return undefined;
  });
}

const open = () =>
  renderPage(<EliteReviewPage title="Elite review" />, {
    path: PATH,
    pattern: '/recruiter/elite-reviews/:id',
  });

const decisions = () => server.requests.filter((r) => r.url === `${DETAIL}/decision`);

beforeEach(() => sessionStorage.clear());

describe('an elite review', { timeout: 30_000 }, () => {
  it('shows the candidate, their forms in words, their skills, documents and history, under their name', async () => {
    serve(review());
    renderApp(PATH, operator);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle('Ada Lovelace: Elite review')));
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getAllByText('Identity: verified').length).toBeGreaterThan(0);

    const join = within(screen.getByRole('region', { name: 'Join form' }));
    expect(join.getByText('English').nextElementSibling).toHaveTextContent('Professional');
    expect(join.getByText('Available').nextElementSibling).toHaveTextContent('Within 2 weeks');
    expect(join.getByText('Experience').nextElementSibling).toHaveTextContent('7 years');
    expect(join.queryByText('english_level')).not.toBeInTheDocument();
    const portfolio = join.getByRole('link', { name: /ada\.dev\/work/ });
    expect(portfolio).toHaveAttribute('href', 'https://ada.dev/work');
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(portfolio).toHaveAttribute('rel', 'noopener noreferrer');
    // Something that is not a web address is never a link.
    expect(join.getByText('javascript:alert(1)').closest('a')).toBeNull();

    const work = within(screen.getByRole('region', { name: 'Work preferences' }));
    expect(work.getByText('Minimum rate').nextElementSibling).toHaveTextContent('€85 an hour');
    expect(work.getByText('May work from').nextElementSibling).toHaveTextContent('GermanyPortugal');
    expect(work.getByText('Engagement').nextElementSibling).toHaveTextContent('Full-timeFixed-price project');
    expect(work.getByText('Earliest start').nextElementSibling).toHaveTextContent('11 Jan 2027');
    expect(work.getByText('Industries').nextElementSibling).toHaveTextContent('Any');

    const skills = within(screen.getByRole('region', { name: 'Skill assessments' }));
    expect(skills.getByText('1 of 2 requirements met.')).toBeInTheDocument();
    expect(skills.getByRole('link', { name: /React — Advanced/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(skills.getByText(/JavaScript: not passed \(best 52%\)/)).toBeInTheDocument();

    const compliance = within(screen.getByRole('region', { name: 'Contract and compliance' }));
    expect(compliance.getByText('Augusta Ada King')).toBeInTheDocument();
    expect(compliance.getByText('Germany')).toBeInTheDocument();
    expect(compliance.getByText(/valid until 31 Dec 2029/)).toBeInTheDocument();
    expect(compliance.getByText('Not signed yet')).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Started the application')).toBeInTheDocument();
    expect(history.getByText('Sent it for review')).toBeInTheDocument();
  });

  it('adds a note for the team, refusing an empty one', async () => {
    serve(review());
    const user = userEvent.setup();
    open();
    const notes = within(await screen.findByRole('region', { name: 'Notes' }));
    expect(notes.getByText('No notes yet.')).toBeInTheDocument();

    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Write the note.')).toBeInTheDocument();
    await user.type(notes.getByLabelText('Add a note'), 'Portfolio is strong; check the JS retake.');
    await user.click(notes.getByRole('button', { name: 'Add note' }));

    expect(await notes.findByText('Portfolio is strong; check the JS retake.')).toBeInTheDocument();
    expect(jsonBody(server.posted(`${DETAIL}/notes`)[0])).toEqual({
      body: 'Portfolio is strong; check the JS retake.',
    });
    expect(notes.getByLabelText('Add a note')).toHaveValue('');
  });

  it('rejects with a reason, a reapply date no sooner than allowed, and the tests that would close the gap', async () => {
    serve(review());
    const user = userEvent.setup();
    open();
    const panel = within(await screen.findByRole('region', { name: 'Decision' }));

    await user.click(panel.getByRole('button', { name: 'Review and send' }));
    expect(await panel.findByText('Choose accept, waitlist or reject.')).toBeInTheDocument();

    await user.click(panel.getByRole('radio', { name: /Reject/ }));
    const today = todayInZone(operator.timezone!);
    const date = panel.getByLabelText('May apply again from');
    expect(date).toHaveValue(addDays(today, 90));
    expect(date).toHaveAttribute('min', addDays(today, 30));
    await user.type(panel.getByLabelText('Reason'), 'Too short');
    await user.clear(date);
    await user.type(date, addDays(today, 10));
    await user.click(panel.getByRole('button', { name: 'Review and send' }));
    expect(await panel.findByText('Write the reason (at least 10 characters).')).toBeInTheDocument();
    expect(panel.getByText(/Choose a date at least 30 days from today/)).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);

    await user.type(panel.getByLabelText('Reason'), ': JavaScript is not yet at the level the track needs.');
    await user.clear(date);
    await user.type(date, addDays(today, 45));
    // Only the track's tests are offered, each once.
    expect(panel.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'javascript',
      'typescript',
      'react',
    ]);
    await user.click(panel.getByRole('checkbox', { name: 'JavaScript' }));
    await user.click(panel.getByRole('button', { name: 'Review and send' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Lovelace?' }));
    expect(dialog.getByText(/with a link to one test/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(jsonBody(decisions()[0])).toEqual({
      outcome: 'rejected',
      reason: 'Too short: JavaScript is not yet at the level the track needs.',
      reapply_at: addDays(today, 45),
      gap_tests: ['javascript'],
    });
    // Decided: the decision shows and the form is gone.
    expect(await panel.findByText(/^Rejected on/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Review and send' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
  });

  it('keeps a waitlisted application open to a later accept or reject', async () => {
    serve(review());
    const user = userEvent.setup();
    open();
    const panel = within(await screen.findByRole('region', { name: 'Decision' }));
    await user.click(panel.getByRole('radio', { name: /Waitlist/ }));
    await user.type(panel.getByLabelText('Reason'), 'Strong, but the frontend track is full this month.');
    expect(panel.queryByLabelText('May apply again from')).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Review and send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Waitlist Ada Lovelace?' })).getByRole('button', {
        name: 'Waitlist',
      }),
    );
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(jsonBody(decisions()[0])).toEqual({
      outcome: 'waitlisted',
      reason: 'Strong, but the frontend track is full this month.',
    });

    expect(await panel.findByText('Number 3 on the Frontend waitlist.')).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: /Accept/ })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: /Reject/ })).toBeInTheDocument();
    expect(panel.queryByRole('radio', { name: /Waitlist/ })).not.toBeInTheDocument();
    expect(panel.getByLabelText('Reason')).toHaveValue('');
  });

  it('shows the server’s field errors (422), and says so when someone decided first (409)', async () => {
    let answer = {
      status: 422,
      data: { message: 'Write a kinder reason.', errors: { reason: ['Write a kinder reason.'] } },
    };
    serve(review(), () => answer);
    const user = userEvent.setup();
    open();
    const panel = within(await screen.findByRole('region', { name: 'Decision' }));
    await user.click(panel.getByRole('radio', { name: /Accept/ }));
    await user.type(panel.getByLabelText('Reason'), 'Everything the track asks for, and more.');
    await user.click(panel.getByRole('button', { name: 'Review and send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept Ada Lovelace?' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await panel.findByText('Write a kinder reason.')).toBeInTheDocument();
    expect(panel.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    expect(panel.getByLabelText('Reason')).toHaveValue('Everything the track asks for, and more.');

    answer = { status: 409, data: { message: 'This application was already decided.' } } as typeof answer;
    await user.click(panel.getByRole('button', { name: 'Review and send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept Ada Lovelace?' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await panel.findByRole('alert')).toHaveTextContent('This application was already decided.');
  });

  it('keeps an unsent decision through a reload', async () => {
    serve(review());
    const user = userEvent.setup();
    const first = open();
    const panel = within(await screen.findByRole('region', { name: 'Decision' }));
    await user.click(panel.getByRole('radio', { name: /Accept/ }));
    await user.type(panel.getByLabelText('Reason'), 'Half written');
    first.unmount();

    open();
    const again = within(await screen.findByRole('region', { name: 'Decision' }));
    expect(again.getByLabelText('Reason')).toHaveValue('Half written');
    expect(again.getByRole('radio', { name: /Accept/ })).toBeChecked();
  });

  it('says when the application does not exist', async () => {
    server.respondWith((r) =>
      r.url === DETAIL ? { status: 404, data: { message: 'Not Found' } } : undefined,
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'No such application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All elite applications' })).toHaveAttribute(
      'href',
      '/recruiter/elite-reviews',
    );
  });

  it('says when it did not load, and loads it again on request', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== DETAIL) return undefined;
      return fail
        ? { status: 500, data: { message: 'Server Error' } }
        : { status: 200, data: { data: review() } };
    });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This application did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
