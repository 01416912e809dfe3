import { ScreenerQuestionSchema, type ScreenerQuestion } from '@talent/contract/jobs';

/**
 * The job's stored screener questions as the contract shape. Rows written before questions had ids and kinds
 * (`{kind: 'authorisation', text}`) are read as required yes/no questions with a stable positional id.
 */
export function screenerQuestionsOf(stored: unknown): ScreenerQuestion[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((raw: unknown, index): ScreenerQuestion[] => {
    const parsed = ScreenerQuestionSchema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    if (raw && typeof raw === 'object' && typeof (raw as { text?: unknown }).text === 'string') {
      const text = (raw as { text: string }).text;
      return [
        {
          id: `q${index + 1}`,
          kind: 'yes_no',
          text,
          required: true,
          knockout: null,
          unit: null,
          skill: null,
        },
      ];
    }
    return [];
  });
}

/** Does this answer miss the question's knock-out rule? (No rule, or no answer yet: not knocked out.) */
export function missesKnockout(
  question: ScreenerQuestion,
  value: boolean | number | string | undefined,
): boolean {
  const rule = question.knockout;
  if (!rule || value === undefined) return false;
  if ('expect' in rule) return typeof value === 'boolean' && value !== rule.expect;
  return typeof value === 'number' && value < rule.min;
}

/** Whether a badge may answer this question: it names a skill and asks yes/no or in words (a number always asks). */
export function badgeMayAnswer(
  question: ScreenerQuestion,
): question is ScreenerQuestion & { skill: NonNullable<ScreenerQuestion['skill']> } {
  return !!question.skill && question.kind !== 'number';
}
