import type { Answer } from '@talent/contract/assessments';

/** Text and code are saved after a pause in typing; a click (choice, order) is saved at once. */
export function savesImmediately(answer: Answer): boolean {
  return answer.type !== 'short_answer' && answer.type !== 'coding';
}
