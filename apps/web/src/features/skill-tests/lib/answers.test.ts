import { describe, expect, it } from 'vitest';
import { ITEMS } from '../testing/skill-test-fixtures.ts';
import { isAnswered, orderedSteps } from '../../../components/assessment-items/answers.ts';
import { savesImmediately } from './answers.ts';

const item = (id: string) => ITEMS.find((candidate) => candidate.id === id)!;

describe('answers', () => {
  it('counts untouched code, empty text and no boxes as unanswered', () => {
    expect(isAnswered(item('i-multi'), { type: 'multiple_choice', option_ids: [] })).toBe(false);
    expect(isAnswered(item('i-short'), { type: 'short_answer', text: '  ' })).toBe(false);
    expect(
      isAnswered(item('i-code'), {
        type: 'coding',
        language: 'python',
        source: 'def sum_all(numbers):\n    return 0\n',
      }),
    ).toBe(false);
    expect(
      isAnswered(item('i-code'), { type: 'coding', language: 'python', source: 'def sum_all(n): return 1' }),
    ).toBe(true);
    expect(isAnswered(item('i-single'), undefined)).toBe(false);
  });

  it('saves clicks at once and typing after a pause', () => {
    expect(savesImmediately({ type: 'single_choice', option_id: 'a' })).toBe(true);
    expect(savesImmediately({ type: 'ordering', order: ['a'] })).toBe(true);
    expect(savesImmediately({ type: 'short_answer', text: 'x' })).toBe(false);
    expect(savesImmediately({ type: 'coding', language: 'javascript', source: 'x' })).toBe(false);
  });

  it('keeps the candidate order and appends steps it does not name', () => {
    const steps = [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ];
    expect(orderedSteps(steps, ['c', 'a']).map((s) => s.id)).toEqual(['c', 'a', 'b']);
    expect(orderedSteps(steps, undefined).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});
