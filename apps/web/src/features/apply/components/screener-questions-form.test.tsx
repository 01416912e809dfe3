import type { ScreenerAnswer } from '@talent/contract/applications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { KNOCKOUT_WARNING } from '../lib/screener.ts';
import { screenerQuestions } from '../testing/apply-fixtures.ts';
import { ScreenerQuestionsForm } from './screener-questions-form.tsx';

function renderForm(defaultAnswers?: ScreenerAnswer[]) {
  const onSubmit = vi.fn();
  const onAnswersChange = vi.fn();
  render(
    <ScreenerQuestionsForm
      questions={screenerQuestions}
      defaultAnswers={defaultAnswers}
      onSubmit={onSubmit}
      onAnswersChange={onAnswersChange}
      actions={<Button type="submit">Continue</Button>}
    />,
  );
  return { onSubmit, onAnswersChange, user: userEvent.setup() };
}

describe('ScreenerQuestionsForm', () => {
  it('states each knock-out rule before the answer', () => {
    renderForm();
    expect(screen.getByText('Required answer: Yes')).toBeInTheDocument();
    expect(screen.getByText('Required: at least 3 years')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /allowed to work for us/ })).toHaveAccessibleDescription(
      'Required answer: Yes',
    );
  });

  it('will not continue without the required answers, and says which', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose Yes or No.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /How many years/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns calmly when an answer misses the rule, and still lets the candidate go on', async () => {
    const { onSubmit, onAnswersChange, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('spinbutton', { name: /How many years/ }), '2');
    expect(screen.getAllByText(KNOCKOUT_WARNING)).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: /How many years/ })).toHaveAccessibleDescription(
      `Required: at least 3 years ${KNOCKOUT_WARNING}`,
    );
    expect(onAnswersChange).toHaveBeenLastCalledWith([
      { question_id: 'authorisation', value: false },
      { question_id: 'years', value: 2 },
    ]);

    // Meeting the rule takes the warning away.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByText(KNOCKOUT_WARNING)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { question_id: 'authorisation', value: true },
      { question_id: 'years', value: 2 },
    ]);
  });

  it('starts from a draft’s answers and sends the optional text when given', async () => {
    const { onSubmit, user } = renderForm([
      { question_id: 'authorisation', value: true },
      { question_id: 'years', value: 5 },
    ]);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /How many years/ })).toHaveValue(5);
    expect(screen.queryByText(KNOCKOUT_WARNING)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /proud of/ }), 'A payments ledger.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { question_id: 'authorisation', value: true },
      { question_id: 'years', value: 5 },
      { question_id: 'proud', value: 'A payments ledger.' },
    ]);
  });
});
