import { describe, expect, it } from 'vitest';
import { ordinal } from './result-summary.tsx';

describe('ordinal', () => {
  it('says 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 72nd, 100th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 72, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '72nd',
      '100th',
    ]);
  });
});
