import type { Answer, ItemView } from '@talent/contract/assessments';

/** Whether an answer counts as given (an empty text, no box ticked or untouched code count as unanswered). */
export function isAnswered(item: ItemView, answer: Answer | undefined): boolean {
  if (!answer) return false;
  switch (answer.type) {
    case 'single_choice':
      return answer.option_id !== '';
    case 'multiple_choice':
      return answer.option_ids.length > 0;
    case 'short_answer':
      return answer.text.trim() !== '';
    case 'ordering':
      return answer.order.length > 0;
    case 'coding': {
      const starter = item.type === 'coding' ? (item.starter[answer.language] ?? '') : '';
      return answer.source.trim() !== '' && answer.source !== starter;
    }
  }
}

/** The ordering's steps in the candidate's order (the shuffled order until they move one). */
export function orderedSteps(
  steps: { id: string; text: string }[],
  order: string[] | undefined,
): { id: string; text: string }[] {
  if (!order || order.length === 0) return steps;
  const byId = new Map(steps.map((step) => [step.id, step]));
  const placed = order.flatMap((id) => {
    const step = byId.get(id);
    return step ? [step] : [];
  });
  const rest = steps.filter((step) => !order.includes(step.id));
  return [...placed, ...rest];
}
