import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { currentAnswers, type AskedQuestion } from '../lib/screener.ts';
import { screenerQuestions } from '../testing/apply-fixtures.ts';
import { ApplicationReview } from './application-review.tsx';
import { ScreenerQuestionsForm } from './screener-questions-form.tsx';

const BADGE_ID = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';

const reactQuestion = (covered: boolean): AskedQuestion => ({
  id: 'react-skill',
  kind: 'yes_no',
  text: 'Have you built and tested React components in production code?',
  required: true,
  knockout: { expect: true },
  unit: null,
  skill: { slug: 'react', name: 'React', level: 'proficient' },
  covered_by: covered ? { badge_id: BADGE_ID, title: 'React — Advanced' } : null,
});

const questions = (covered: boolean): AskedQuestion[] => [reactQuestion(covered), screenerQuestions[1]!];

describe('the test passport in the apply step', () => {
  it('shows a question the candidate’s badge covers instead of asking it, and sends the badge as the answer', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <ScreenerQuestionsForm
        questions={questions(true)}
        onSubmit={onSubmit}
        actions={<Button type="submit">Continue</Button>}
      />,
    );
    const covered = screen.getByTestId('covered-react-skill');
    expect(covered).toHaveTextContent('Covered by your React badge (React — Advanced)');
    expect(within(covered).getByRole('link', { name: /View the badge/ })).toHaveAttribute(
      'href',
      `/credentials/${BADGE_ID}`,
    );
    // Not asked: no Yes/No for it, only the number question remains to answer.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: /How many years/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { question_id: 'react-skill', value: true, badge_id: BADGE_ID },
      { question_id: 'years', value: 4 },
    ]);
  });

  it('asks the question when no badge covers it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <ScreenerQuestionsForm
        questions={questions(false)}
        onSubmit={onSubmit}
        actions={<Button type="submit">Continue</Button>}
      />,
    );
    expect(screen.queryByTestId('covered-react-skill')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose Yes or No.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reviews the badge answer as covered', () => {
    render(
      <ApplicationReview
        questions={questions(true)}
        resume={null}
        coverNote=""
        answers={[
          { question_id: 'react-skill', value: true, badge_id: BADGE_ID },
          { question_id: 'years', value: 4 },
        ]}
      />,
    );
    expect(screen.getByText('Covered by your React badge')).toBeInTheDocument();
    expect(screen.getByText('4 years')).toBeInTheDocument();
  });

  it('answers a covered question by its badge, and drops a draft’s badge answer the badge no longer covers', () => {
    expect(currentAnswers([{ question_id: 'years', value: 2 }], questions(true))).toEqual([
      { question_id: 'react-skill', value: true, badge_id: BADGE_ID },
      { question_id: 'years', value: 2 },
    ]);
    // The badge expired since the draft was saved: the question is asked again.
    expect(
      currentAnswers(
        [
          { question_id: 'react-skill', value: true, badge_id: BADGE_ID },
          { question_id: 'years', value: 2 },
        ],
        questions(false),
      ),
    ).toEqual([{ question_id: 'years', value: 2 }]);
  });
});
