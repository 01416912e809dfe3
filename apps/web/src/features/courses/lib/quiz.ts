import type { Answer, ItemView } from '@talent/contract/assessments';
import { isAnswered } from '../../../components/assessment-items/answers.ts';

/** The questions still without an answer, in the quiz's order (steps always stand in some order). */
export function unanswered(items: ItemView[], answers: Record<string, Answer>): ItemView[] {
  return items.filter((item) => item.type !== 'ordering' && !isAnswered(item, answers[item.id]));
}

/** The answer given, or for steps never moved the order shown (that is an answer too). */
export function answerOf(item: ItemView, answers: Record<string, Answer>): Answer | undefined {
  const given = answers[item.id];
  if (given || item.type !== 'ordering') return given;
  return { type: 'ordering', order: item.steps.map((step) => step.id) };
}

/** The body of a submission: every question in order. */
export function submission(items: ItemView[], answers: Record<string, Answer>) {
  return {
    answers: items.flatMap((item) => {
      const answer = answerOf(item, answers);
      return answer ? [{ item_id: item.id, answer }] : [];
    }),
  };
}
