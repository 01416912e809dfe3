import { LIKERT, WORK_STYLES, type WorkStyle } from '@talent/contract/work-style';
import type { WorkStyleItem } from '../../content/work-style/items.ts';

export interface WorkStyleScore {
  /** Each style 0–10, one decimal. */
  scores: Record<WorkStyle, number>;
  /** The two highest, highest first; equal scores keep the order of WORK_STYLES. */
  top: [WorkStyle, WorkStyle];
}

/** Field errors for an answer sheet that is not exactly one answer from 1 to 5 per item; null when it is. */
export function answerSheetErrors(
  items: readonly WorkStyleItem[],
  answers: Record<string, number>,
): string[] | null {
  const known = new Set(items.map((item) => item.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) return [`Unknown statement: ${unknown.slice(0, 3).join(', ')}.`];
  const missing = items.filter((item) => answers[item.id] === undefined).length;
  if (missing > 0) return [`Answer every statement (${missing} left).`];
  const outOfRange = items.some((item) => {
    const value = answers[item.id]!;
    return !Number.isInteger(value) || value < LIKERT.min || value > LIKERT.max;
  });
  return outOfRange ? ['Answer from 1 to 5.'] : null;
}

/**
 * Each style's answers (a reverse-keyed statement's flipped: 5 ↔ 1), summed and stretched from the lowest possible
 * sum (all 1s) to the highest (all 5s) onto 0–10. Assumes a complete, valid sheet (see answerSheetErrors).
 */
export function scoreAnswers(
  items: readonly WorkStyleItem[],
  answers: Record<string, number>,
): WorkStyleScore {
  const scores = {} as Record<WorkStyle, number>;
  for (const style of WORK_STYLES) {
    const own = items.filter((item) => item.style === style);
    const sum = own.reduce((total, item) => {
      const value = answers[item.id]!;
      return total + (item.reverse ? LIKERT.min + LIKERT.max - value : value);
    }, 0);
    const lowest = own.length * LIKERT.min;
    const span = own.length * (LIKERT.max - LIKERT.min);
    scores[style] = span === 0 ? 0 : Math.round(((sum - lowest) / span) * 100) / 10;
  }
  // Array.prototype.sort is stable, and WORK_STYLES is the tie-break order.
  const ranked = [...WORK_STYLES].sort((a, b) => scores[b] - scores[a]);
  return { scores, top: [ranked[0]!, ranked[1]!] };
}
