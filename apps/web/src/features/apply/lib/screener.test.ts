import { describe, expect, it } from 'vitest';
import { screenerQuestions } from '../testing/apply-fixtures.ts';
import { currentAnswers } from './screener.ts';

describe('currentAnswers', () => {
  it('drops answers to questions the job no longer asks, keeping the rest in order', () => {
    const asked = screenerQuestions.map((q) => q.id);
    const answers = [
      { question_id: asked[0]!, value: true },
      { question_id: 'removed-since', value: 'stale' },
      ...asked.slice(1).map((id) => ({ question_id: id, value: 3 })),
    ];
    expect(currentAnswers(answers, screenerQuestions).map((a) => a.question_id)).toEqual(asked);
    expect(currentAnswers(answers, [])).toEqual([]);
  });
});
