import { describe, expect, it } from 'vitest';
import { editsAllowed, osaDistance } from './edit-distance.ts';

describe('osaDistance', () => {
  it('counts a swap of adjacent letters as one edit, like an insertion, deletion or substitution', () => {
    expect(osaDistance('seinor', 'senior')).toBe(1);
    expect(osaDistance('esnior', 'senior')).toBe(1);
    expect(osaDistance('senio', 'senior')).toBe(1);
    expect(osaDistance('sxnior', 'senior')).toBe(1);
    expect(osaDistance('senior', 'senior')).toBe(0);
    expect(osaDistance('pyhton', 'python')).toBe(1);
    expect(osaDistance('ca', 'abc')).toBe(3);
    expect(osaDistance('', 'abc')).toBe(3);
  });

  it('stops once the distance is past the limit', () => {
    expect(osaDistance('kitten', 'sitting', 1)).toBe(2);
    expect(osaDistance('a', 'abcdef', 2)).toBe(3);
    expect(osaDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('allows more edits in longer words', () => {
    expect([editsAllowed('go'), editsAllowed('java'), editsAllowed('engineer')]).toEqual([0, 1, 2]);
  });
});
