import type { Answer, ItemView } from '@talent/contract/assessments';
import type { QuizItemInput } from '@talent/contract/courses';
import type { BankItem } from '../../content/item-bank/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskId, itemView } from '../assessments/assessments.view.ts';
import { objectiveCredit, percentOf } from '../assessments/grading.ts';

/*
 * Course quizzes reuse the assessment engine: an operator's quiz item (QuizItemInput, stored with its key) becomes
 * a bank item of the same type, served through the engine's item view (ids masked per lesson, steps shuffled) and
 * credited by its grading rules. Each question weighs the same; the score is the share right, rounded down.
 */

const LETTERS = 'abcdefghij';
const SHORT_ANSWER_MAX = 200;

/** Item ids on a quiz: its place, `q1`, `q2`… (an edited quiz renumbers; only best scores are kept). */
export const quizItemId = (index: number) => `q${index + 1}`;

export function quizBankItems(items: readonly QuizItemInput[]): BankItem[] {
  return items.map((item, index): BankItem => {
    const base = {
      key: quizItemId(index),
      topic: '',
      difficulty: 1 as const,
      prompt: item.prompt,
      explanation: item.explanation ?? '',
    };
    const options = (texts: readonly string[]) => texts.map((text, i) => ({ id: LETTERS[i]!, text }));
    switch (item.type) {
      case 'single_choice':
        return {
          ...base,
          type: 'single_choice',
          options: options(item.options),
          correct: LETTERS[item.correct[0]!]!,
        };
      case 'multiple_choice':
        return {
          ...base,
          type: 'multiple_choice',
          options: options(item.options),
          correct: item.correct.map((i) => LETTERS[i]!),
        };
      case 'short_answer':
        return {
          ...base,
          type: 'short_answer',
          hint: 'A word or a short phrase.',
          maxLength: SHORT_ANSWER_MAX,
          answer: { mode: 'exact', accept: item.accepted },
        };
      case 'ordering':
        return { ...base, type: 'ordering', steps: options(item.steps) };
    }
  });
}

/** Option and step ids as the browser sees them, keyed per lesson and question (so no id repeats across them). */
export function quizMask(secret: string, lessonId: string) {
  return (itemId: string) => (bankId: string) => maskId(secret, `course-quiz:${lessonId}:${itemId}`, bankId);
}
type QuizMask = ReturnType<typeof quizMask>;

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The quiz as served: no keys, no explanations; ordering steps shuffled on each read. */
export function quizView(items: readonly BankItem[], mask: QuizMask, random: () => number): ItemView[] {
  return items.map((item, index) =>
    itemView(item, {
      id: item.key,
      position: index + 1,
      order:
        item.type === 'ordering'
          ? shuffled(
              item.steps.map((s) => s.id),
              random,
            )
          : null,
      mask: mask(item.key),
    }),
  );
}

function invalid(field: string, message: string): never {
  throw AppError.validation({ [field]: [message] });
}

/** The answer with the quiz's own option ids, after checking it fits the question (else 422 on `field`). */
export function unmaskAnswer(item: BankItem, answer: Answer, masks: QuizMask, field = 'answer'): Answer {
  if (answer.type !== item.type) invalid(field, 'This answer does not fit the question.');
  const mask = masks(item.key);
  const ids = (options: readonly { id: string }[]) => new Map(options.map((o) => [mask(o.id), o.id]));
  const known = (map: Map<string, string>, given: readonly string[]) =>
    given.map((g) => map.get(g) ?? invalid(field, 'Choose among the options shown.'));
  if (item.type === 'single_choice' && answer.type === 'single_choice') {
    return { ...answer, option_id: known(ids(item.options), [answer.option_id])[0]! };
  }
  if (item.type === 'multiple_choice' && answer.type === 'multiple_choice') {
    return { ...answer, option_ids: known(ids(item.options), [...new Set(answer.option_ids)]) };
  }
  if (item.type === 'ordering' && answer.type === 'ordering') {
    return { ...answer, order: known(ids(item.steps), answer.order) };
  }
  if (item.type === 'short_answer' && answer.type === 'short_answer') {
    if (answer.text.length > item.maxLength) {
      invalid(field, `Keep the answer within ${item.maxLength} characters.`);
    }
    return answer;
  }
  return invalid(field, 'This answer does not fit the question.');
}

/** The right answer in words, shown with the feedback. */
export function expectedInWords(item: BankItem): string {
  switch (item.type) {
    case 'single_choice':
      return item.options.find((o) => o.id === item.correct)?.text ?? '';
    case 'multiple_choice':
      return item.options
        .filter((o) => item.correct.includes(o.id))
        .map((o) => o.text)
        .join('; ');
    case 'short_answer':
      return item.answer.mode === 'exact' ? (item.answer.accept[0] ?? '') : '';
    case 'ordering':
      return item.steps.map((s) => s.text).join(' → ');
    case 'coding':
      return 'Every case passes.';
  }
}

export interface QuestionResult {
  item_id: string;
  correct: boolean;
  explanation: string;
  expected: string;
  credit: number;
}

export function checkQuestion(item: BankItem, answer: Answer | undefined): QuestionResult {
  const credit = answer ? objectiveCredit(item, answer) : 0;
  return {
    item_id: item.key,
    correct: credit >= 1 - 1e-9,
    explanation: item.explanation,
    expected: expectedInWords(item),
    credit,
  };
}

/** Every question graded (an unanswered one earns nothing) and the score in whole percent, rounded down. */
export function gradeQuiz(
  items: readonly BankItem[],
  answers: ReadonlyMap<string, Answer>,
): { score: number; results: QuestionResult[] } {
  const results = items.map((item) => checkQuestion(item, answers.get(item.key)));
  const earned = results.reduce((sum, r) => sum + r.credit, 0);
  return { score: percentOf(earned, items.length), results };
}
