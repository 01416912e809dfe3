import type { RecruiterAssignment } from '@talent/contract/assignments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { completedInterview, recruiterUser, renderWithClient } from '../testing/assignment-fixtures.tsx';
import { RatingForm } from './rating-form.tsx';

const server = stubAppApi();
const RATING = '/recruiter/api/assignments/as-2/answers/q-1/rating';

function renderForm(interview: RecruiterAssignment = completedInterview()) {
  const answer = interview.answers[0]!;
  renderWithClient(
    <RatingForm assignment={interview} answer={answer} zone={recruiterUser.timezone ?? 'UTC'} />,
  );
  return screen.getByRole('form', { name: 'Rate the answer to question 1' });
}

describe('rating form', () => {
  it('rates each criterion 1–5 with radio groups and a note, and needs at least one score', async () => {
    const rated = completedInterview();
    rated.answers[0] = {
      ...rated.answers[0]!,
      rating: {
        scores: [{ criterion_id: 'c-1', score: 4 }],
        note: 'Clear story.',
        rated_at: new Date().toISOString(),
        rated_by: 'Maya Chen',
      },
    };
    server.respondWith((r) =>
      r.url === RATING && r.method === 'PUT' ? { status: 200, data: { data: rated } } : undefined,
    );
    const user = userEvent.setup();
    const form = renderForm();

    const communication = within(form).getByRole('group', { name: /Communication/ });
    expect(
      within(communication)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await within(form).findByText('Rate at least one criterion.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    // Arrow keys move within a group, as radio groups do.
    await user.click(within(communication).getByRole('radio', { name: '3 of 5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(communication).getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await user.type(within(form).getByLabelText(/Note/), 'Clear story.');
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));

    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(jsonBody(server.requests.find((r) => r.method === 'PUT'))).toEqual({
      scores: [{ criterion_id: 'c-1', score: 4 }],
      note: 'Clear story.',
    });
    expect(within(form).queryByText('Rate at least one criterion.')).toBeNull();
  });

  it('starts from the saved rating and shows a 422 on the note', async () => {
    const interview = completedInterview();
    interview.answers[0] = {
      ...interview.answers[0]!,
      rating: {
        scores: [{ criterion_id: 'c-2', score: 2 }],
        note: 'Thin.',
        rated_at: new Date().toISOString(),
        rated_by: 'Maya Chen',
      },
    };
    server.respondWith((r) =>
      r.url === RATING
        ? {
            status: 422,
            data: { message: 'The given data was invalid.', errors: { note: ['Keep the note shorter.'] } },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const form = renderForm(interview);
    const experience = within(form).getByRole('group', { name: /Relevant experience/ });
    expect(within(experience).getByRole('radio', { name: '2 of 5' })).toBeChecked();
    expect(within(form).getByLabelText(/Note/)).toHaveValue('Thin.');
    expect(within(form).getByText(/by Maya Chen/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await within(form).findByText('Keep the note shorter.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Note/)).toHaveAttribute('aria-invalid', 'true');
  });
});
